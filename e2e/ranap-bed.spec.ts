import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './support/index.ts';

interface BedPapan {
  uid: string;
  no_bed: string;
  status: string;
}
interface Papan {
  ruangan: { kode: string; kamar: { no_kamar: string; bed: BedPapan[] }[] }[];
}

test('perawat menandai bed yang selesai dibersihkan siap pakai dari papan bed; admin mengatur deposit per kelas', async ({
  page,
  login,
  shell,
  adminApi,
}) => {
  // Housekeeping is cleaning a bed of the HCU (as after a discharge): arranged through the API.
  const papan = (await (await adminApi.get('/api/v1/ranap/bed-board')).json()) as Papan;
  const hcu = papan.ruangan.find((r) => r.kode === 'HCU');
  const kamar = hcu?.kamar[0];
  const bed = kamar?.bed.find((b) => b.status === 'KOSONG');
  if (!kamar || !bed) throw new Error('tidak ada bed kosong di HCU');
  const bersih = await adminApi.put(`/api/v1/ranap/bed/${bed.uid}/status`, {
    data: { status: 'DIBERSIHKAN' },
  });
  expect(bersih.status(), await bersih.text()).toBe(200);
  const tile = (status: string) =>
    page.getByRole('button', { name: `Bed ${kamar.no_kamar} ${bed.no_bed}: ${status}`, exact: true });

  await test.step('Perawat membuka Manajemen Bed: hanya papan bed, tanpa tab master', async () => {
    await login.buka();
    await login.masuk('perawat', DEMO_PASSWORD);
    await shell.bukaMenu('Manajemen Bed');
    await expect(shell.judulLayar('Manajemen Bed')).toBeVisible();
    await expect(page.getByTestId('ruangan-papan').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Ruangan & Bed' })).toHaveCount(0);
    await expect(page.getByTestId('rekap-kelas').first()).toBeVisible();
  });

  await test.step('Bed HCU yang dibersihkan ditandai siap pakai; riwayat mencatatnya', async () => {
    await tile('Dibersihkan').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Riwayat status')).toBeVisible();
    await expect(dialog.getByText(/Kosong → Dibersihkan/).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Tandai Siap Pakai' }).click();
    await expect(dialog).toBeHidden();
    await expect(tile('Kosong')).toBeVisible();
    await page.getByTestId('rekap-kelas').first().scrollIntoViewIfNeeded();
    await simpanLayar(page, 'ranap-bed-papan.png');
    // The history now shows both moves, by the nurse.
    await tile('Kosong').click();
    await expect(
      page
        .getByRole('dialog')
        .getByText(/Dibersihkan → Kosong/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Tandai Rusak' })).toBeDisabled();
    await page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
  });

  await test.step('Bed terisi menampilkan pasiennya dan tautan ke pemeriksaan rawat inap, tanpa tombol status', async () => {
    await page.locator('[data-testid="tile-bed"][data-status="TERISI"]').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Buka pemeriksaan rawat inap' })).toBeVisible();
    await expect(dialog.getByText(/diatur oleh admisi/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Tandai/ })).toHaveCount(0);
    await simpanLayar(page, 'ranap-bed-dialog.png');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
  });

  await test.step('Admin mengatur deposit Kelas 1 di tab Deposit Rawat Inap', async () => {
    await page.context().clearCookies();
    await login.buka();
    await login.masuk('admin', DEMO_PASSWORD);
    await shell.bukaMenu('Manajemen Bed');
    await expect(page.getByTestId('ruangan-papan').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Deposit Rawat Inap' }).click();
    await page.getByRole('textbox', { name: 'Deposit Kelas 1' }).fill('2500000');
    await page.getByRole('button', { name: 'Simpan deposit' }).click();
    await expect(page.getByRole('cell', { name: /Rp\s?2\.500\.000/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Ruangan & Bed' }).click();
    await expect(page.getByRole('button', { name: 'Tambah Ruangan' })).toBeVisible();
    await simpanLayar(page, 'ranap-bed-master.png');
  });
});
