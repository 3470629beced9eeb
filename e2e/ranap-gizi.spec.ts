import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, layar, pilihOpsi } from './support/index.ts';

interface PasienDapur {
  layanan_uid: string;
  nama: string;
  status: string;
  diminta: unknown;
}
interface RuanganDapur {
  uid: string;
  kode: string;
  nama: string;
  pasien: PasienDapur[];
}

test('dokter meminta diet, ahli gizi menetapkannya dari daftar diet, perawat mengisi serah terima shift', async ({
  page,
  login,
  shell,
  adminApi,
}) => {
  // A demo inpatient of Melati without a diet yet (the demo wards are filled at start-up).
  const dapur = await adminApi.get('/api/v1/ranap/gizi/daftar-dapur');
  expect(dapur.status(), await dapur.text()).toBe(200);
  const ruangan = ((await dapur.json()) as { respon: { ruangan: RuanganDapur[] } }).respon.ruangan;
  const melati = ruangan.find((r) => r.kode === 'MLT');
  const pasien = melati?.pasien.find((p) => p.status === 'BELUM_ADA' && !p.diminta);
  if (!melati || !pasien) throw new Error('tidak ada pasien Melati tanpa diet');

  await test.step('Dokter membuka tab Diet pasien dan meminta Diet DM 1700 kkal', async () => {
    await login.buka();
    await login.masuk('dokter', DEMO_PASSWORD);
    await expect(shell.menu).toBeVisible();
    await page.goto(`/rawat-inap/dashboard-inap/${pasien.layanan_uid}`);
    await page.getByRole('tab', { name: 'Diet', exact: true }).click();
    await expect(page.getByText('Belum ada diet untuk pasien ini')).toBeVisible();
    await page.getByRole('button', { name: 'Permintaan Diet' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Jenis diet').fill('Diet DM 1700 kkal');
    await form.getByLabel('Pantangan').fill('Gula pasir');
    await form.getByRole('button', { name: 'Kirim Permintaan' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Permintaan dokter')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Riwayat order diet' })).toContainText('Diet DM 1700 kkal');
    await layar(page, 'ranap-gizi-panel-diet.png');
    await shell.keluar();
  });

  await test.step('Ahli gizi membuka Diet Pasien Rawat Inap dan menetapkan diet dengan bentuk lunak', async () => {
    await login.tampil();
    await login.masuk('ahli_gizi', DEMO_PASSWORD);
    await expect(shell.menu).toBeVisible();
    await page.goto('/daftar-diet-ranap');
    await expect(shell.judulLayar('Diet Pasien Rawat Inap')).toBeVisible();
    // Tomorrow's lunch: a meal still to come at whatever hour the journey runs (a list of a meal
    // already served shows the wards as they stood then, before this morning's request).
    const besok = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('group', { name: 'Tanggal', exact: true }).click();
    await page.keyboard.type(besok.replaceAll('-', ''));
    await pilihOpsi(page, page.getByRole('combobox', { name: 'Waktu makan' }), 'Makan siang');
    const tabel = page.getByRole('table', { name: `Diet ruangan ${melati.nama}` });
    const baris = tabel.getByRole('row').filter({ hasText: pasien.nama });
    await expect(baris).toContainText('Belum ditetapkan');
    await baris.getByRole('button', { name: 'Tetapkan' }).click();
    const form = page.getByRole('dialog');
    await expect(form.getByLabel('Jenis diet')).toHaveValue('Diet DM 1700 kkal');
    await pilihOpsi(page, form.getByRole('combobox', { name: 'Bentuk makanan' }), 'Makanan lunak');
    await form.getByRole('button', { name: 'Tetapkan', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(baris).toContainText('Diet DM 1700 kkal');
    await expect(baris).toContainText('Makanan lunak');
    await expect(baris).toContainText('Pantang: Gula pasir');
    await layar(page, 'ranap-gizi-daftar-diet.png');
    await shell.keluar();
  });

  await test.step('Perawat membuka serah terima shift ruangan Melati dan mengisi SBAR', async () => {
    await login.tampil();
    await login.masuk('perawat', DEMO_PASSWORD);
    await expect(shell.menu).toBeVisible();
    await page.goto('/rawat-inap');
    await pilihOpsi(page, page.getByRole('combobox', { name: 'Ruangan' }), new RegExp(`^${melati.nama}`));
    await page.getByRole('button', { name: 'Serah Terima Shift' }).click();
    const kartu = page.getByRole('region', { name: `Serah terima ${pasien.nama}` });
    await expect(kartu).toContainText('Diet DM 1700 kkal (Makanan lunak)');
    await kartu.getByLabel('S – Situasi').fill('Gula darah puasa 180, tidak ada keluhan');
    await kartu.getByLabel('R – Rekomendasi').fill('Cek GDS sebelum makan siang');
    await kartu.getByRole('button', { name: 'Simpan SBAR' }).click();
    await expect(kartu).toContainText('Diisi');
    await layar(page, 'ranap-gizi-serah-terima.png');
    await page.getByRole('button', { name: 'Tutup', exact: true }).click();
  });

  await test.step('Perawat mencetak daftar diet makan siang untuk dapur', async () => {
    await page.getByRole('button', { name: 'Daftar Diet Dapur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daftar Diet untuk Dapur' });
    await pilihOpsi(page, dialog.getByRole('combobox', { name: 'Waktu makan' }), 'Makan siang');
    await dialog.getByRole('button', { name: 'Cetak' }).click();
    await expect(page.getByRole('dialog', { name: /Daftar Diet Makan siang/ })).toBeVisible();
  });
});
