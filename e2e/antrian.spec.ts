import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD, daftarkanPasienDemo, seninBerikut } from './support/index.ts';

test('petugas poli memanggil pasien, memulai pelayanan dan meneruskannya ke dokter; dokter menyelesaikan', async ({
  page,
  login,
  shell,
  adminApi,
}) => {
  const tanggal = seninBerikut();
  const {
    nomor_antrian: nomor,
    pasien: { nama },
  } = await daftarkanPasienDemo(adminApi, { poli: 'UMUM', tanggal, limit: 10 });
  // The screen opens on "today": make the browser's today that Monday morning.
  await page.clock.setFixedTime(new Date(`${tanggal}T09:00:00+07:00`));
  const baris = page.getByRole('row').filter({ hasText: nomor });
  const chip = (label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

  await test.step('Petugas poli membuka Antrian Klinik untuk Poli Umum', async () => {
    await login.buka();
    await login.masuk('poli', DEMO_PASSWORD);
    await shell.bukaMenu('Antrian Klinik');
    await expect(shell.judulLayar('Antrian Klinik')).toBeVisible();
    await page.getByRole('combobox', { name: 'Poli' }).click();
    await page.getByRole('option', { name: 'Poli Umum', exact: true }).click();
    await expect(baris).toContainText(nama);
    await expect(baris).toContainText('Menunggu');
    await expect(chip('Menunggu')).toHaveText(/Menunggu \(1\)/);
    await simpanLayar(page, 'antrian-klinik.png');
  });

  await test.step('Petugas memanggil pasien: panggilan tercatat, status tetap Menunggu', async () => {
    await baris.getByRole('button', { name: `Panggil ${nomor}` }).click();
    await expect(
      page.getByText(new RegExp(`Memanggil ${nomor}|Panggil ${nomor} secara langsung`)),
    ).toBeVisible();
    await expect(baris.getByTitle(/^Dipanggil 1×/)).toBeVisible();
    await expect(baris).toContainText('Menunggu');
  });

  await test.step('Petugas memulai pelayanan, lalu menyelesaikan asesmen perawat', async () => {
    await baris.getByRole('button', { name: 'Mulai Layani' }).click();
    await expect(baris).toContainText('Sedang Proses');
    await expect(chip('Sedang Proses')).toHaveText(/Sedang Proses \(1\)/);
    await expect(chip('Menunggu')).toHaveText(/Menunggu \(0\)/);
    await baris.getByRole('button', { name: 'Selesai Asesmen Perawat' }).click();
    await expect(baris).toContainText('Menunggu Dokter');
    await expect(chip('Menunggu Dokter')).toHaveText(/Menunggu Dokter \(1\)/);
    // Only the doctor finishes a clinic visit: the nurse is not offered 'Selesai'.
    await expect(baris.getByRole('button', { name: 'Selesai', exact: true })).toHaveCount(0);
    await simpanLayar(page, 'antrian-klinik-menunggu-dokter.png');
  });

  await test.step('Dokter membuka antrian yang sama dan menyelesaikan pelayanan', async () => {
    await shell.keluar();
    await login.masuk('dokter', DEMO_PASSWORD);
    await shell.bukaMenu('Antrian Klinik');
    // The clinic chosen last on this browser is remembered.
    await expect(page.getByRole('combobox', { name: 'Poli' })).toHaveText('Poli Umum');
    await baris.getByRole('button', { name: 'Selesai', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Selesaikan Pelayanan' });
    await expect(dialog).toContainText(nomor);
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect(baris).toContainText('Selesai');
    await expect(chip('Selesai')).toHaveText(/Selesai \(1\)/);
    await expect(baris.getByRole('button', { name: `Panggil ${nomor}` })).toHaveCount(0);
    await simpanLayar(page, 'antrian-klinik-selesai.png');
  });
});
