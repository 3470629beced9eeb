import { formatRupiah, hargaJual } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './support/index.ts';

test('apoteker melihat produk dan harga jual per penjamin sesuai markup', async ({ page, login, shell }) => {
  // Paracetamol 500 mg in the demo seed: HNA Rp 180 per tablet + PPN 11 %.
  const hargaDasar = hargaJual(180, 'Lainnya', 11);

  await login.buka();
  await login.masuk('apoteker', DEMO_PASSWORD);
  await shell.bukaMenu('Produk');
  await expect(page).toHaveURL((url) => url.pathname === '/produk/produk-data');
  await page.getByPlaceholder(/Cari nama, nama generik/).fill('Paracetamol 500');
  const pct = page.getByRole('row').filter({ hasText: 'Paracetamol 500 mg Tablet' });
  await expect(pct).toContainText(`${formatRupiah(hargaDasar)}/Tablet`);
  await simpanLayar(page, 'farmasi-produk.png');

  await page.getByRole('tab', { name: 'Harga' }).click();
  await page.getByRole('combobox', { name: 'Pilih produk' }).fill('Paracetamol 500');
  await page.getByRole('option', { name: /PCT500/ }).click();
  const tabel = page.getByRole('table', { name: 'Harga jual per penjamin' });
  for (const [penjamin, jenis] of [
    ['Umum', 'UMUM'],
    ['BPJS Kesehatan', 'BPJS'],
    ['Askes', 'ASKES'],
  ] as const) {
    await expect(tabel.getByRole('row').filter({ hasText: penjamin }).first()).toContainText(
      formatRupiah(hargaJual(hargaDasar, jenis)),
    );
  }
  await expect(tabel.getByRole('row').filter({ hasText: 'Prudential Indonesia' })).toContainText(
    formatRupiah(hargaJual(hargaDasar, 'Lainnya', 35)),
  );
  await simpanLayar(page, 'farmasi-harga.png');
});
