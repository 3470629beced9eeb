import { expect, test } from './fixtures.ts';
import { CODER_NIK_E2E, layar, masukSebagai, mulaiSimEklaimE2e, pilihOpsi } from './support/index.ts';

// Issue 24 (docs/eklaim.md): the administrator connects Rawat to the hospital's E-Klaim on the
// bridging settings screen — here the E-Klaim simulator, started in this process — and the
// connection test proves the address and the Encryption Key, which never comes back to the screen.

test('administrator mengisi pengaturan E-Klaim, kunci enkripsi tidak ditampilkan kembali, dan uji koneksi berhasil', async ({
  page,
}) => {
  const sim = await mulaiSimEklaimE2e();
  try {
    await test.step('Administrator membuka tab E-Klaim di Pengaturan Bridging', async () => {
      await masukSebagai(page, 'admin');
      await page.goto('/pengaturan-bridging?mitra=eklaim');
      await expect(page.getByRole('tab', { name: /E-Klaim INA-CBG/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByText('E-Klaim INA-CBG (Kemenkes)')).toBeVisible();
    });

    const isian = {
      url: page.getByRole('textbox', { name: 'Alamat web service' }),
      kunci: page.getByLabel('Kunci enkripsi (Encryption Key)'),
      nik: page.getByRole('textbox', { name: 'NIK coder bawaan' }),
    };

    await test.step('Kunci yang bukan 64 karakter heksadesimal ditolak dengan pesan di kolomnya', async () => {
      await isian.url.fill(sim.url);
      await isian.kunci.fill('kunci-salah');
      await pilihOpsi(page, page.getByRole('combobox', { name: 'Kode tarif INA-CBG' }), /^CP — /);
      await isian.nik.fill(CODER_NIK_E2E);
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(
        page.getByText('Kunci enkripsi E-Klaim harus 64 karakter heksadesimal').first(),
      ).toBeVisible();
    });

    await test.step('Administrator menempel kunci dari E-Klaim, menyimpan, dan kuncinya tidak tampil lagi', async () => {
      await isian.kunci.fill(sim.kunci);
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Pengaturan E-Klaim tersimpan')).toBeVisible();
      await expect(
        page.getByText('Tersimpan terenkripsi; kosongkan untuk tetap memakai yang tersimpan'),
      ).toBeVisible();
      await expect(isian.kunci).toHaveValue('');
      await expect(page.getByRole('tab', { name: /E-Klaim INA-CBG/ })).toContainText('Aktif');
      expect(await page.content()).not.toContain(sim.kunci);
    });

    await test.step('Uji koneksi: E-Klaim menjawab dengan kunci itu', async () => {
      await page.getByRole('button', { name: 'Uji koneksi' }).click();
      await expect(page.getByText(/Terhubung: alamat dan kunci enkripsi benar/)).toBeVisible();
      await layar(page, 'pengaturan-eklaim.png');
      expect(sim.permintaan.map((p) => p.method)).toContain('get_claim_data');
    });
  } finally {
    await sim.tutup();
  }
});
