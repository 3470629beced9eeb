import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './support/index.ts';

// The demo wards hold patients admitted one to five days ago (apps/api/seed/ranap.ts), so today's
// census has patients at 00:00 and this month's indicators have patient-days.
test('petugas rekam medis membaca sensus harian, mencetaknya, lalu membaca indikator bulan ini', async ({
  page,
  login,
  shell,
}) => {
  await test.step('Petugas rekam medis membuka Sensus Harian Rawat Inap', async () => {
    await login.buka();
    await login.masuk('rm', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/');
    await shell.bukaMenu('Sensus Harian Rawat Inap');
    await expect(shell.judulLayar('Sensus Harian Rawat Inap')).toBeVisible();
    const tabel = page.getByRole('table', { name: 'Sensus harian' });
    await expect(tabel.getByRole('row').filter({ hasText: 'Total rumah sakit' })).toBeVisible();
    await expect(tabel.getByRole('row').filter({ hasText: 'Mawar' })).toBeVisible();
    await simpanLayar(page, 'ranap-sensus-harian.png');
  });

  await test.step('Memilih ruangan Mawar: hanya Mawar yang tampil', async () => {
    await page.getByRole('combobox', { name: 'Ruangan' }).click();
    await page.getByRole('option', { name: 'Mawar', exact: true }).click();
    const tabel = page.getByRole('table', { name: 'Sensus harian' });
    await expect(tabel.getByRole('row').filter({ hasText: 'Melati' })).toHaveCount(0);
    await expect(tabel.getByRole('row').filter({ hasText: 'Mawar' })).toBeVisible();
  });

  await test.step('Mencetak sensus sebagai PDF', async () => {
    await page.getByRole('button', { name: 'Cetak' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Sensus Harian Rawat Inap');
    await dialog.getByRole('button', { name: /tutup/i }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('Membuka Indikator Rawat Inap bulan ini', async () => {
    await shell.bukaMenu('Indikator Rawat Inap');
    await expect(shell.judulLayar('Indikator Rawat Inap')).toBeVisible();
    const tabel = page.getByRole('table', { name: 'Indikator per ruangan' });
    const rs = tabel.getByRole('row').filter({ hasText: 'Rumah sakit' });
    await expect(rs).toBeVisible();
    // The demo patients lie in the wards: the hospital's BOR is a number, not '-'.
    await expect(page.getByText('BOR · Bed Occupancy Rate')).toBeVisible();
    await expect(page.getByText(/Ideal 60–85 %/)).toBeVisible();
    await expect(page.getByText('Bulan berjalan: angka sementara')).toBeVisible();
    await simpanLayar(page, 'ranap-indikator.png');
    await page.getByText('BOR per ruangan').scrollIntoViewIfNeeded();
    await expect(page.getByText(/Tren BOR dan ALOS/)).toBeVisible();
    await simpanLayar(page, 'ranap-indikator-grafik.png');
  });
});
