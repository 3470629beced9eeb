import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD, pilihOpsi } from './support/index.ts';

test.describe('Data master', () => {
  test('kasir menambah bank, kode ganda ditolak, lalu menonaktifkannya', async ({ page, login, shell }) => {
    const kode = `B${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const baris = page.getByRole('row').filter({ hasText: kode });

    await test.step('Kasir membuka Bank & Asuransi dan melihat bank yang ada', async () => {
      await login.buka();
      await login.masuk('kasir', DEMO_PASSWORD);
      await shell.bukaMenu('Bank & Asuransi');
      await expect(page).toHaveURL((url) => url.pathname === '/master/data/bank');
      await expect(shell.judulLayar('Data Bank')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Bank Central Asia' })).toBeVisible();
    });

    await test.step('Kasir mengisi kode yang sudah dipakai dan langsung diberi tahu', async () => {
      await page.getByRole('button', { name: 'Tambah Bank' }).click();
      const form = page.getByRole('dialog', { name: 'Tambah Bank' });
      await form.getByRole('textbox', { name: 'Kode', exact: true }).fill('bca');
      await form.getByRole('textbox', { name: 'Nama Bank' }).click();
      await expect(form.getByText('Kode sudah dipakai oleh BCA – Bank Central Asia')).toBeVisible();
      await form.getByRole('textbox', { name: 'Kode', exact: true }).fill(kode.toLowerCase());
      await form.getByRole('textbox', { name: 'Nama Bank' }).fill(`Bank Uji ${kode}`);
      await form.getByRole('textbox', { name: 'No. Rekening Rumah Sakit' }).fill('1234-5678');
      await form.getByRole('button', { name: 'Simpan' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByText(`Bank ${kode} – Bank Uji ${kode} berhasil ditambahkan`)).toBeVisible();
      await expect(baris).toContainText('1234-5678');
      await simpanLayar(page, 'master-bank.png');
    });

    await test.step('Kasir menonaktifkan bank itu setelah konfirmasi', async () => {
      await baris.getByRole('button', { name: `Nonaktifkan bank ${kode}` }).click();
      const konfirmasi = page.getByRole('dialog', { name: 'Nonaktifkan bank?' });
      await konfirmasi.getByRole('button', { name: 'Nonaktifkan' }).click();
      await expect(page.getByText(`Bank ${kode} – Bank Uji ${kode} dinonaktifkan`)).toBeVisible();
      // The list shows active banks by default: the retired one leaves it.
      await expect(baris).toBeHidden();
    });

    await test.step('Tab Data Asuransi menampilkan markup obat dan plafon', async () => {
      await page.getByRole('tab', { name: 'Data Asuransi' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/master/data/asuransi');
      const prudential = page.getByRole('row').filter({ hasText: 'Prudential Indonesia' });
      await expect(prudential).toContainText('35%');
      await expect(prudential).toContainText('Rp 25.000.000');
      await simpanLayar(page, 'master-asuransi.png');
    });
  });
});

test.describe('Administrator menyiapkan layanan baru', () => {
  test('membuat poliklinik, dokter dengan jadwal di sana, tindakan dengan tarif; jadwal tampil online', async ({
    page,
    login,
    shell,
  }) => {
    const akhiran = Date.now().toString(36).slice(-4).toUpperCase();
    const namaPoli = `Poli Kulit ${akhiran}`;
    const namaDokter = `Laras Wulandari ${akhiran}`;
    const namaTindakan = `Kauterisasi Kutil ${akhiran}`;

    await test.step('Administrator masuk dan membuka Poliklinik', async () => {
      await login.buka();
      await login.masuk('admin', DEMO_PASSWORD);
      await expect(page).toHaveURL((url) => url.pathname === '/admin-dashboard');
      await shell.bukaMenu('Poliklinik');
      await expect(shell.judulLayar('Poliklinik')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Poli Penyakit Dalam' })).toBeVisible();
    });

    await test.step('Administrator menambah Poli Kulit dengan prefix antrian KL', async () => {
      await page.getByRole('button', { name: 'Tambah Poliklinik' }).click();
      const form = page.getByRole('dialog', { name: 'Tambah Poliklinik' });
      await form.getByRole('textbox', { name: 'Kode', exact: true }).fill(`KLT${akhiran}`);
      await form.getByRole('textbox', { name: 'Nama Poliklinik' }).fill(namaPoli);
      await form.getByRole('textbox', { name: 'Prefix Antrian' }).fill('kl');
      await form.getByRole('textbox', { name: 'Kode Poli BPJS' }).fill('KLT');
      await form.getByRole('textbox', { name: 'Lokasi / Ruang' }).fill('Gedung A Lantai 3');
      await simpanLayar(page, 'master-poli-form.png');
      await form.getByRole('button', { name: 'Simpan' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByText(`${namaPoli} berhasil ditambahkan`)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: namaPoli })).toContainText('KL-001');
    });

    await test.step('Administrator menambah dokter spesialis kulit dengan jadwal Senin pagi di poli itu', async () => {
      await shell.bukaMenu('Data Dokter');
      await page.getByRole('button', { name: 'Tambah Dokter' }).click();
      const form = page.getByRole('dialog', { name: 'Tambah Dokter' });
      await form.getByRole('textbox', { name: 'NIP' }).fill(`D${akhiran}01`);
      await form.getByRole('textbox', { name: 'Nama (tanpa gelar)' }).fill(namaDokter);
      await form.getByRole('textbox', { name: 'Gelar Depan' }).fill('dr.');
      await form.getByRole('textbox', { name: 'Gelar Belakang' }).fill('Sp.DVE');
      await form.getByRole('combobox', { name: 'Jenis Kelamin' }).click();
      await page.getByRole('option', { name: 'Perempuan' }).click();
      await form.getByRole('combobox', { name: 'Spesialisasi' }).click();
      await page.getByRole('option', { name: 'Spesialis Dermatologi, Venereologi dan Estetika' }).click();
      await form.getByRole('textbox', { name: 'Nomor SIP' }).fill(`446/SIP-DR/${akhiran}/2026`);
      await form.getByRole('combobox', { name: 'Poli Praktik' }).click();
      await page.getByRole('option', { name: namaPoli }).click();
      await form.getByRole('button', { name: 'Tambah Sesi' }).click();
      const sesi = form.getByRole('group', { name: 'Sesi 1' });
      await sesi.getByRole('combobox', { name: 'Hari' }).click();
      await page.getByRole('option', { name: 'Senin', exact: true }).click();
      await sesi.getByRole('textbox', { name: 'Mulai' }).fill('0800');
      await sesi.getByRole('textbox', { name: 'Selesai' }).fill('1200');
      await sesi.getByRole('textbox', { name: 'Kuota', exact: true }).fill('20');
      await simpanLayar(page, 'master-dokter-form.png');
      await form.getByRole('button', { name: 'Simpan' }).click();
      await expect(form).toBeHidden();
      // The clinic's notice may still show above it: this one names the doctor.
      await expect(page.getByText(new RegExp(`${namaDokter}.*berhasil ditambahkan`))).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: namaDokter })).toContainText('Senin 08:00–12:00');
      await simpanLayar(page, 'master-dokter.png');
    });

    await test.step('Administrator menambah tindakan dan langsung mengatur tarif umum rawat jalannya', async () => {
      await shell.bukaMenu('Tindakan Medis');
      await page.getByRole('button', { name: 'Tambah Tindakan' }).click();
      const form = page.getByRole('dialog', { name: 'Tambah Tindakan' });
      await form.getByRole('textbox', { name: 'Kode', exact: true }).fill(`KAU${akhiran}`);
      await form.getByRole('textbox', { name: 'Nama Tindakan' }).fill(namaTindakan);
      await pilihOpsi(page, form.getByRole('combobox', { name: 'Kategori' }), 'Tindakan Medis');
      await form.getByRole('button', { name: 'Simpan' }).click();
      await expect(form).toBeHidden();
      const tawaran = page.getByRole('dialog', { name: 'Atur tarif sekarang?' });
      await tawaran.getByRole('button', { name: 'Atur Tarif' }).click();
      const tarif = page.getByRole('dialog', { name: new RegExp(`Tarif KAU${akhiran}`) });
      await tarif.getByRole('textbox', { name: 'Tarif Umum Rawat Jalan' }).fill('175000');
      await tarif.getByRole('textbox', { name: 'Tarif BPJS Kesehatan Rawat Jalan' }).fill('150000');
      await expect(tarif.getByRole('textbox', { name: 'Tarif Umum Rawat Jalan' })).toHaveValue('175.000');
      await simpanLayar(page, 'master-tarif.png');
      await tarif.getByRole('button', { name: 'Simpan Tarif' }).click();
      await expect(tarif).toBeHidden();
      await expect(
        page.getByText(new RegExp(`Tarif KAU${akhiran} – ${namaTindakan} disimpan`)),
      ).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: namaTindakan })).toContainText('Rp 175.000');
      await simpanLayar(page, 'master-tindakan.png');
    });

    await test.step('Jadwal dokter itu tampil di Jadwal Dokter Online pada hari Senin', async () => {
      await shell.bukaMenu('Jadwal Dokter Online');
      const senin = page.getByRole('region', { name: 'Jadwal Senin' });
      const kartu = senin.locator('div').filter({ hasText: namaDokter }).last();
      await expect(kartu).toContainText('Senin 08:00–12:00');
      await expect(kartu).toContainText(namaPoli);
      await expect(kartu).toContainText('Kuota 20 pasien');
      await expect(page.getByRole('region', { name: 'Jadwal Selasa' })).not.toContainText(namaDokter);
      await simpanLayar(page, 'master-dokter-online.png');
    });
  });
});

test.describe('Manajemen meninjau data master', () => {
  test('melihat profil faskes, laboratorium, paket, radiologi, organisasi, perawat dan kamar operasi yang tercatat', async ({
    page,
    login,
    shell,
  }) => {
    await login.buka();
    await login.masuk('management', DEMO_PASSWORD);
    // The drawer header names the facility profile in use.
    await expect(page.getByText('RSU Rawat Sehat', { exact: true })).toBeVisible();

    await test.step('Profil faskes: RSU Rawat Sehat yang digunakan untuk kop surat', async () => {
      await shell.bukaMenu('Profil Faskes');
      const rsu = page.getByRole('row').filter({ hasText: 'RSU Rawat Sehat' });
      await expect(rsu).toContainText('Digunakan');
      await simpanLayar(page, 'master-faskes.png');
    });

    await test.step('Laboratorium: hemoglobin dengan nilai rujukan menurut jenis kelamin', async () => {
      await shell.bukaMenu('Tindakan Laboratorium');
      await page.getByPlaceholder(/Cari/).fill('Hemoglobin');
      const hb = page.getByRole('row').filter({ hasText: 'Hemoglobin' }).first();
      await expect(hb).toContainText('g/dL');
      await expect(hb).toContainText(/13,0/);
      await simpanLayar(page, 'master-laboratorium.png');
    });

    await test.step('Paket laboratorium dan pemeriksaan radiologi', async () => {
      await shell.bukaMenu('Paket Laboratorium');
      await expect(page.getByRole('row').filter({ hasText: 'Paket Darah Lengkap' })).toBeVisible();
      await simpanLayar(page, 'master-paket-lab.png');
      await shell.bukaMenu('Tindakan Radiologi');
      await expect(page.getByRole('row').filter({ hasText: 'Thorax PA' }).first()).toBeVisible();
      await simpanLayar(page, 'master-radiologi.png');
    });

    await test.step('Organisasi, unit dan perawat', async () => {
      await shell.bukaMenu('Organisasi');
      await expect(page.getByRole('row', { name: /^RSURS RSU Rawat Sehat/ })).toContainText(
        'Yayasan Rawat Sehat Nusantara',
      );
      await shell.bukaMenu('Unit');
      await expect(page.getByRole('row').filter({ hasText: 'Instalasi Gawat Darurat' })).toBeVisible();
      await simpanLayar(page, 'master-unit.png');
      await shell.bukaMenu('Data Perawat');
      await expect(page.getByRole('row').filter({ hasText: 'Intan Permata' })).toBeVisible();
      await simpanLayar(page, 'master-perawat.png');
    });

    await test.step('Kamar operasi: OK 1 dan OK 2 aktif, kolom papan Ruang Operasi', async () => {
      await shell.bukaMenu('Kamar Operasi');
      await expect(page.getByRole('row').filter({ hasText: 'OK 1' })).toContainText('Aktif');
      await expect(page.getByRole('row').filter({ hasText: 'OK 2' })).toBeVisible();
      await simpanLayar(page, 'master-kamar-operasi.png');
    });
  });
});
