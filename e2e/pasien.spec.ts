import { expect, simpanLayar, test } from './fixtures.ts';
import { PasienBaruPage } from './pages/pasien-baru.page.ts';
import { DEMO_PASSWORD } from './support/index.ts';

test.describe('Data pasien', () => {
  test.beforeEach(async ({ page, login }) => {
    await login.buka();
    await login.masuk('pendaftaran', DEMO_PASSWORD);
    await expect(page).not.toHaveURL((url) => url.pathname === '/login');
  });

  test('petugas pendaftaran menemukan pasien walau namanya salah ketik, dan NIK di daftar tersamar', async ({
    page,
    shell,
  }) => {
    await shell.bukaMenu('Data Pasien');
    await expect(shell.judulLayar('Data Pasien')).toBeVisible();
    await page
      .getByPlaceholder('Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…')
      .fill('Sity Rahmawti');
    const siti = page.getByRole('row').filter({ hasText: 'Siti Rahmawati' });
    await expect(siti).toBeVisible();
    await expect(siti).toContainText('******');
    await simpanLayar(page, 'pasien-daftar.png');
    await siti.click();
    await expect(page).toHaveURL(/\/detailpasien\//);
    await expect(page.getByRole('textbox', { name: 'Nama Lengkap' })).toHaveValue('Siti Rahmawati');
    await simpanLayar(page, 'pasien-detail.png');
  });

  test('petugas mencari pasien dengan tanggal lahir yang diketik sesukanya', async ({ page, shell }) => {
    await shell.bukaMenu('Data Pasien');
    const cari = page.getByPlaceholder('Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…');
    await expect(page.getByText('tanggal lahir (mis. 26-11-1980 atau 26 Nov 1980)')).toBeVisible();
    const siti = page.getByRole('row').filter({ hasText: 'Siti Rahmawati' });
    // Siti Rahmawati was born on 12 May 1990: spaces, words and year-first all find her.
    for (const ketikan of ['12 05 1990', '12 Mei 1990', '1990/05/12']) {
      await cari.fill(ketikan);
      await expect(page.getByText('Mencari tanggal lahir Sabtu, 12 Mei 1990')).toBeVisible();
      await expect(siti).toBeVisible();
    }
    await simpanLayar(page, 'pasien-cari-tanggal.png');
  });

  test('NIK mengisi tanggal lahir, jenis kelamin, provinsi, kabupaten dan kecamatan tanpa klik tambahan', async ({
    page,
    shell,
  }) => {
    await shell.bukaMenu('Data Pasien');
    await page.getByRole('button', { name: 'Pasien Baru' }).click();
    // A woman born 15 March 1992, NIK issued in Coblong, Kota Bandung (32.73.02).
    await page.getByRole('textbox', { name: 'NIK' }).fill('3273025503920007');
    await expect(page.getByRole('group', { name: 'Tanggal Lahir' })).toContainText('1992/03/15');
    await expect(page.getByRole('combobox', { name: 'Jenis Kelamin' })).toHaveText('Perempuan');
    await expect(page.getByRole('combobox', { name: 'Provinsi' })).toHaveValue('Jawa Barat');
    await expect(page.getByRole('combobox', { name: 'Kabupaten/Kota' })).toHaveValue('Kota Bandung');
    await expect(page.getByRole('combobox', { name: 'Kecamatan' })).toHaveValue('Coblong');
    await expect(page.getByRole('combobox', { name: 'Kelurahan/Desa' })).toHaveValue('');
    await expect(page.getByRole('button', { name: /dari NIK/ })).toHaveCount(0);
    await simpanLayar(page, 'pasien-nik-terisi.png');
    await page.getByRole('combobox', { name: 'Kelurahan/Desa' }).scrollIntoViewIfNeeded();
    await simpanLayar(page, 'pasien-nik-wilayah.png');
  });

  test('petugas mendaftarkan pasien baru dengan NIK dan alamat lengkap', async ({ page, shell }) => {
    const akhiran = Date.now().toString(36).slice(-4);
    // A woman born 15 March 1992 in Coblong, Kota Bandung: NIK digits 7–12 are 55 03 92 (day + 40).
    const nik = `327302550392${String((Date.now() % 9000) + 1000)}`;
    await shell.bukaMenu('Data Pasien');
    await page.getByRole('button', { name: 'Pasien Baru' }).click();
    await new PasienBaruPage(page).isi({
      nama: `Rina Kartika ${akhiran}`,
      nik,
      jenisKelamin: 'Perempuan',
      tempatLahir: 'Bandung',
      ibuKandung: 'Sri Mulyani',
      alamat: 'Jl. Ir. H. Juanda No. 12',
      noHp: '081234500011',
    });
    await simpanLayar(page, 'pasien-baru.png');
    await page.getByRole('button', { name: 'Simpan Pasien Baru' }).click();
    await expect(page.getByText(/Pasien baru tersimpan dengan No\. RM \d{8}/)).toBeVisible();
  });
});
