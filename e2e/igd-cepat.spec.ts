import type { APIRequestContext } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './support/index.ts';

const HARI = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/** The real patient the unknown one turns out to be, registered earlier by the desk. */
async function pasienTetap(api: APIRequestContext, nama: string): Promise<string> {
  const res = await api.post('/api/v1/pasien', {
    data: {
      nama,
      jenis_kelamin: 'L',
      tempat_lahir: 'Bandung',
      tanggal_lahir: '1985-02-10',
      alamat: 'Jl. Tubagus Ismail No. 8',
      provinsi_kode: '32',
      kabupaten_kode: '32.73',
      kecamatan_kode: '32.73.02',
      desa_kode: '32.73.02.1004',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { respon: { uid: string } }).respon.uid;
}

/** A dentist practising at Poli Gigi every day, so a clinic can be added whatever day the run is. */
async function dokterGigiSetiapHari(api: APIRequestContext, akhiran: string): Promise<string> {
  const poli = (await (await api.get('/api/v1/master/poli?limitless=true')).json()) as {
    respon: { uid: string; kode: string }[];
  };
  const gigi = poli.respon.find((p) => p.kode === 'GIGI')?.uid;
  const nama = `Laras Setiawati ${akhiran}`;
  const res = await api.post('/api/v1/master/dokter', {
    data: {
      kode: `d.e2e.${akhiran}`,
      nama,
      gelar_depan: 'drg.',
      jenis_kelamin: 'P',
      telepon: '081234567001',
      alamat: 'Jl. Dago 1',
      spesialisasi: 'GIGI',
      no_sip: `446/${akhiran}/SIP.DRG/2026`,
      polis: [gigi],
      jadwal: HARI.map((hari) => ({
        poli_uid: gigi,
        hari,
        jam_mulai: '00:00',
        jam_selesai: '23:59',
        kuota: 50,
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return nama;
}

test('IGD mendaftarkan pasien tanpa identitas (Tn. X); pendaftaran menggabungkannya ke pasien tetap dan menambah layanan', async ({
  page,
  login,
  shell,
  adminApi,
}) => {
  const akhiran = Date.now().toString(36).slice(-5);
  const namaAsli = `Hendra Wijaya ${akhiran}`;
  const uidAsli = await pasienTetap(adminApi, namaAsli);
  let tnX = '';

  await test.step('Petugas IGD mendaftarkan Tn. X dari halaman Antrian IGD', async () => {
    await login.buka();
    await login.masuk('igd', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/');
    await shell.bukaMenu('Antrian IGD');
    // The menu's one IGD entry is the working queue (/antrian-igd is its read-only twin).
    await expect(page).toHaveURL((url) => url.pathname === '/list-igd');
    await page.getByRole('button', { name: 'Pendaftaran Cepat (Tn. X)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pendaftaran Cepat Pasien Tanpa Identitas' });
    await dialog.getByRole('button', { name: 'Laki-Laki' }).click();
    await dialog.getByRole('textbox', { name: /Perkiraan Umur/ }).fill('35');
    await dialog
      .getByRole('textbox', { name: 'Ciri-ciri (pakaian, tanda fisik)' })
      .fill('Kemeja biru kotak-kotak, celana hitam, bekas luka di dahi');
    await dialog.getByRole('textbox', { name: 'Ditemukan di' }).fill('Jl. Dipatiukur depan kampus');
    await dialog.getByRole('textbox', { name: 'Diantar oleh' }).fill('Ambulans PSC 119');
    await dialog
      .getByRole('textbox', { name: 'Kondisi / keluhan saat datang' })
      .fill('Tidak sadar, cedera kepala setelah tertabrak motor');
    await expect(dialog).toContainText(/Akan tercatat sebagai Tn\. X \d{6}-…/);
    await simpanLayar(page, 'igd-cepat.png');
    await dialog.getByRole('button', { name: 'Daftarkan ke IGD' }).click();
    const toast = page.getByText(
      /Tn\. X \d{6}-\d{3} \(No\. RM \d{8}\) terdaftar di IGD dengan nomor antrian/,
    );
    await expect(toast).toBeVisible();
    tnX = (/Tn\. X \d{6}-\d{3}/.exec((await toast.textContent()) ?? '') ?? [''])[0];
    await expect(dialog).toBeHidden();
    const baris = page.getByRole('row').filter({ hasText: tnX });
    await expect(baris).toContainText('Menunggu');
    await simpanLayar(page, 'igd-cepat-antrian.png');
    await shell.keluar();
  });

  await test.step('Petugas pendaftaran menemukan data sementara dan menggabungkannya ke pasien tetap', async () => {
    await login.masuk('pendaftaran', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/');
    await shell.bukaMenu('Data Pasien');
    await page.getByRole('button', { name: 'Hanya pasien sementara (Tn. X)' }).click();
    const baris = page.getByRole('row').filter({ hasText: tnX });
    await expect(baris).toContainText('Sementara');
    await simpanLayar(page, 'pasien-sementara.png');
    await baris.click();
    await expect(page).toHaveURL(/\/detailpasien\//);
    await expect(page.getByText('Data sementara pasien tanpa identitas')).toBeVisible();
    await page.getByRole('button', { name: 'Gabungkan ke pasien tetap' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gabungkan ke Pasien Tetap' });
    await dialog.getByPlaceholder('Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…').fill(namaAsli);
    await dialog.getByRole('button', { name: new RegExp(namaAsli) }).click();
    const konfirmasi = page.getByRole('dialog', { name: 'Gabungkan data pasien?' });
    await expect(konfirmasi).toContainText(namaAsli);
    await simpanLayar(page, 'gabung-pasien.png');
    await konfirmasi.getByRole('button', { name: 'Gabungkan' }).click();
    // The merge lands on the real patient's page, and the notice says what moved there.
    await expect(page).toHaveURL(new RegExp(`/detailpasien/${uidAsli}$`));
    await expect(page.getByRole('main').getByRole('heading', { name: namaAsli })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: `digabung ke` })).toContainText(
      new RegExp(`digabung ke \\d{8} – ${namaAsli}: 1 kunjungan, 1 layanan`),
    );
  });

  await test.step('Antrian IGD kini menampilkan nama pasien yang sebenarnya', async () => {
    await shell.bukaMenu('Antrian IGD');
    await expect(page.getByRole('row').filter({ hasText: namaAsli })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: tnX })).toHaveCount(0);
  });

  await test.step('Petugas pendaftaran menambah layanan Poli Gigi pada kunjungan yang sama', async () => {
    const dokter = await dokterGigiSetiapHari(adminApi, akhiran);
    await shell.bukaMenu('Tambah Layanan Medis');
    await expect(shell.judulLayar('Tambah Layanan Medis')).toBeVisible();
    await page.getByPlaceholder('Cari nama, No. RM atau nomor antrian…').fill(namaAsli);
    const baris = page.getByRole('row').filter({ hasText: namaAsli });
    await expect(baris).toContainText('IGD');
    await simpanLayar(page, 'layanan-medis.png');
    await baris.getByRole('button', { name: 'Tambah Layanan' }).click();
    await expect(page).toHaveURL(/\/tambah-layanan-medis\//);
    await page.getByRole('combobox', { name: /Poliklinik/ }).click();
    await page.getByRole('option', { name: /Poli Gigi/ }).click();
    await page.getByRole('combobox', { name: /Dokter/ }).click();
    await page.getByRole('option', { name: new RegExp(dokter) }).click();
    await page.getByRole('textbox', { name: /Keluhan/ }).fill('Gigi patah akibat kecelakaan');
    await simpanLayar(page, 'tambah-layanan-medis.png');
    await page.getByRole('button', { name: 'Tambah Layanan' }).click();
    await expect(
      page.getByText(/Layanan Poli Gigi ditambahkan dengan nomor antrian [A-Z]+-\d{3}/),
    ).toBeVisible();
    const tiket = page.getByRole('dialog', { name: /Tiket Antrian [A-Z]+-\d{3}/ });
    await expect(tiket.locator('iframe, embed, object').first()).toBeAttached();
    await tiket.getByRole('button', { name: 'Tutup' }).click();
    // The visit now holds both services, each with its own number.
    await expect(page.getByText('Poli Gigi', { exact: true })).toBeVisible();
    await expect(page.getByText('IGD', { exact: true })).toBeVisible();
    await simpanLayar(page, 'tambah-layanan-selesai.png');
  });
});
