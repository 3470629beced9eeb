import { artefak, expect, simpanLayar, test } from './fixtures.ts';
import {
  cariDiAntrian,
  DEMO_PASSWORD,
  daftarkanPasienDemo,
  hariIni,
  layaniPasienDemo,
  menuAntrian,
  seninBerikut,
} from './support/index.ts';

test('petugas poli mengisi asesmen keperawatan: tanda vital dengan IMT, nyeri, risiko jatuh dan alergi', async ({
  page,
  login,
  adminApi,
}) => {
  const tanggal = seninBerikut();
  const {
    layanan_uid: layanan,
    nomor_antrian: nomor,
    pasien: { nama },
  } = await layaniPasienDemo(adminApi, { poli: 'UMUM', tanggal, limit: 30 });
  // The queue opens on "today": make the browser's today that Monday morning.
  await page.clock.setFixedTime(new Date(`${tanggal}T09:00:00+07:00`));
  const form = page.getByRole('form', { name: 'Formulir asesmen keperawatan' });

  await test.step('Petugas poli membuka rekam medis pasien dari Antrian Klinik', async () => {
    await login.buka();
    await login.masuk('poli', DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: 'Antrian Klinik', exact: true })
      .click();
    await page.getByRole('combobox', { name: 'Poli' }).click();
    await page.getByRole('option', { name: 'Poli Umum', exact: true }).click();
    await cariDiAntrian(page, nomor);
    const baris = page.getByRole('row').filter({ hasText: nomor });
    await expect(baris).toContainText(nama);
    await menuAntrian(page, nomor, 'Asesmen Keperawatan');
    await page.waitForURL(`**/list-antrian-klinik/keperawatan-poli/${layanan}`);
    await expect(page.getByRole('heading', { name: 'Asesmen Keperawatan', exact: true })).toBeVisible();
    await expect(page.getByText(nama).first()).toBeVisible();
  });

  await test.step('Menyimpan tanpa menjawab skrining ditolak per isian', async () => {
    await form.getByRole('button', { name: 'Simpan Asesmen' }).click();
    await expect(form.getByText("Isi alergi pasien atau centang 'Tidak ada alergi'")).toBeVisible();
    await expect(form.getByText('Pilih Ya atau Tidak').first()).toBeVisible();
  });

  await test.step('Mengisi keluhan dan tanda vital; IMT muncul otomatis', async () => {
    await form.getByRole('textbox', { name: 'Keluhan utama' }).fill('Pusing berputar sejak pagi');
    await form.getByLabel('TD sistolik', { exact: true }).fill('130');
    await form.getByLabel('TD diastolik', { exact: true }).fill('85');
    await form.getByLabel('Nadi', { exact: true }).fill('88');
    await form.getByLabel('Respirasi', { exact: true }).fill('20');
    await form.getByLabel('Suhu', { exact: true }).fill('36,8');
    await form.getByLabel('SpO2', { exact: true }).fill('98');
    await form.getByLabel('Berat badan', { exact: true }).fill('70');
    await form.getByLabel('Tinggi badan', { exact: true }).fill('165');
    await expect(form.getByRole('status', { name: 'IMT' })).toContainText('25,7 kg/m²');
    await expect(form.getByRole('status', { name: 'IMT' })).toContainText('Obesitas I');
  });

  await test.step('Menilai nyeri, risiko jatuh, alergi dan gizi', async () => {
    await form.getByRole('button', { name: 'Nyeri 4' }).click();
    await expect(form.getByText('4/10 · Nyeri sedang')).toBeVisible();
    await form.getByRole('textbox', { name: 'Lokasi nyeri' }).fill('Kepala bagian belakang');
    await form
      .getByRole('radiogroup', { name: /^a\. Cara berjalan/ })
      .getByLabel('Tidak')
      .check();
    await form
      .getByRole('radiogroup', { name: /^b\. Menopang/ })
      .getByLabel('Ya')
      .check();
    await expect(form.getByText('Risiko rendah')).toBeVisible();
    await form.getByRole('button', { name: 'Tambah alergi' }).click();
    await form.getByRole('textbox', { name: 'Nama alergen' }).fill('Kotrimoksazol');
    await form.getByRole('textbox', { name: 'Reaksi' }).fill('Ruam kulit');
    await form.getByRole('combobox', { name: /Penurunan berat badan/ }).click();
    await page.getByRole('option', { name: 'Tidak', exact: true }).click();
    await form
      .getByRole('radiogroup', { name: /^Asupan makan berkurang/ })
      .getByLabel('Tidak')
      .check();
    await expect(form.getByText('Skor 0 · Tidak berisiko')).toBeVisible();
  });

  await test.step('Menyimpan: toast tampil dan alergi masuk ke banner pasien', async () => {
    await form.getByRole('button', { name: 'Simpan Asesmen' }).click();
    await expect(page.getByText('Asesmen keperawatan tersimpan')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Alergi:' })).toContainText('Kotrimoksazol');
    await expect(form.getByText(/Terakhir disimpan oleh/)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await simpanLayar(page, 'keperawatan-poli.png');
    await page.screenshot({ path: artefak('keperawatan-poli-lengkap.png'), fullPage: true });
  });

  await test.step('Memuat ulang halaman: isian tersimpan tampil kembali', async () => {
    await page.reload();
    await expect(form.getByLabel('TD sistolik', { exact: true })).toHaveValue('130');
    await expect(form.getByLabel('Suhu', { exact: true })).toHaveValue('36,8');
    await expect(form.getByRole('status', { name: 'IMT' })).toContainText('25,7 kg/m²');
    await expect(form.getByRole('button', { name: 'Nyeri 4' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('textbox', { name: 'Nama alergen' })).toHaveValue('Kotrimoksazol');
    await expect(form.getByText('Risiko rendah')).toBeVisible();
  });

  await test.step('Asesmen ulang: setiap simpan menjadi baris baru di riwayat, terbaru di atas', async () => {
    await page.goto(`/list-antrian-klinik/assesmen-ulang-keperawatan/${layanan}`);
    const riwayat = page.getByRole('region', { name: 'Riwayat Asesmen Ulang' });
    await expect(riwayat).toContainText('Belum ada asesmen ulang');
    for (const [keluhan, nadi] of [
      ['Pusing berkurang setelah berbaring', '84'],
      ['Pusing hilang, siap pulang', '80'],
    ] as const) {
      await form.getByRole('textbox', { name: 'Keluhan saat ini' }).fill(keluhan);
      await form.getByLabel('Nadi', { exact: true }).fill(nadi);
      await form
        .getByRole('textbox', { name: 'Tindakan keperawatan' })
        .fill('Posisi tidur, edukasi bangun perlahan');
      await form.getByRole('button', { name: 'Simpan Asesmen' }).click();
      await expect(riwayat.getByRole('article').first()).toContainText(keluhan);
    }
    await expect(riwayat.getByRole('article')).toHaveCount(2);
    await expect(riwayat.getByRole('article').first()).toContainText('N 80x/mnt');
    await expect(riwayat.getByRole('article').first()).toContainText('Ns. Budi Santoso');
    await expect(form.getByRole('textbox', { name: 'Keluhan saat ini' })).toHaveValue('');
    await riwayat.scrollIntoViewIfNeeded();
    await simpanLayar(page, 'keperawatan-ulang.png');
  });

  await test.step('Alamat spesifikasi /keperawatan-poli/:id dan /assesmen-ulang-keperawatan/:id membuka layar yang sama', async () => {
    // A Poli Umum visit: the clinic nurse's form, not the HD session record the HD journey sees there.
    await page.goto(`/keperawatan-poli/${layanan}`);
    await expect(page.getByRole('heading', { name: 'Asesmen Keperawatan', exact: true })).toBeVisible();
    await expect(page.getByText(nama).first()).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Keluhan utama' })).toHaveValue(
      'Pusing berputar sejak pagi',
    );
    await expect(form.getByLabel('TD sistolik', { exact: true })).toHaveValue('130');
    await expect(form.getByRole('status', { name: 'IMT' })).toContainText('25,7 kg/m²');
    await expect(page.getByRole('heading', { name: 'Asesmen Keperawatan Hemodialisa' })).toHaveCount(0);
    await page.goto(`/assesmen-ulang-keperawatan/${layanan}`);
    await expect(page.getByRole('heading', { name: 'Asesmen Ulang Keperawatan', exact: true })).toBeVisible();
    const riwayat = page.getByRole('region', { name: 'Riwayat Asesmen Ulang' });
    await expect(riwayat.getByRole('article')).toHaveCount(2);
    await expect(riwayat.getByRole('article').first()).toContainText('Pusing hilang, siap pulang');
    await expect(form.getByRole('textbox', { name: 'Keluhan saat ini' })).toBeEditable();
  });
});

test('perawat IGD melakukan triase dan survei primer', async ({ page, login, adminApi }) => {
  const { layanan_uid: layanan } = await layaniPasienDemo(adminApi, {
    poli: 'IGD',
    tanggal: hariIni(),
    limit: 30,
  });
  const form = page.getByRole('form', { name: 'Formulir asesmen keperawatan' });

  await test.step('Perawat IGD membuka asesmen keperawatan IGD pasien', async () => {
    await login.buka();
    await login.masuk('igd', DEMO_PASSWORD);
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    await page.goto(`/list-igd/keperawatan-igd/${layanan}`);
    await expect(page.getByRole('heading', { name: 'Asesmen Keperawatan IGD', exact: true })).toBeVisible();
  });

  await test.step('Memilih level triase, cara datang dan survei primer dengan GCS', async () => {
    await form.getByRole('radio', { name: 'ATS 2 Emergensi' }).click();
    await expect(form.getByRole('radio', { name: 'ATS 2 Emergensi' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await form.getByRole('button', { name: 'Ambulans' }).click();
    await form.getByRole('textbox', { name: 'Keluhan utama' }).fill('Sesak napas mendadak, nyeri dada kiri');
    await form.getByRole('group', { name: 'A – Airway' }).getByRole('button', { name: 'Bebas' }).click();
    await form
      .getByRole('group', { name: 'B – Breathing' })
      .getByRole('button', { name: 'Spontan, tidak adekuat' })
      .click();
    await form
      .getByRole('group', { name: 'C – Circulation' })
      .getByRole('button', { name: 'Normal' })
      .click();
    for (const [label, pilihan] of [
      ['Mata (E)', '4 – Spontan'],
      ['Verbal (V)', '4 – Bingung'],
      ['Motorik (M)', '6 – Mengikuti perintah'],
    ] as const) {
      await form.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: pilihan }).click();
    }
    await expect(form.getByRole('status', { name: 'Total GCS' })).toContainText('14 · Compos mentis');
    await form.getByLabel('TD sistolik', { exact: true }).fill('160');
    await form.getByLabel('TD diastolik', { exact: true }).fill('100');
    await form.getByLabel('Nadi', { exact: true }).fill('118');
    await form.getByLabel('SpO2', { exact: true }).fill('91');
    await form.getByRole('button', { name: 'Nyeri 7' }).click();
    await form.getByLabel('Tidak ada alergi').check();
  });

  await test.step('Menyimpan asesmen IGD', async () => {
    await form.getByRole('button', { name: 'Simpan Asesmen' }).click();
    await expect(page.getByText('Asesmen keperawatan tersimpan')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await simpanLayar(page, 'keperawatan-igd.png');
    await page.screenshot({ path: artefak('keperawatan-igd-lengkap.png'), fullPage: true });
    await page.reload();
    await expect(form.getByRole('radio', { name: 'ATS 2 Emergensi' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(form.getByRole('status', { name: 'Total GCS' })).toContainText('14');
  });

  await test.step('Alamat spesifikasi /keperawatan-igd/:id membuka triase yang tersimpan', async () => {
    await page.goto(`/keperawatan-igd/${layanan}`);
    await expect(page.getByRole('heading', { name: 'Asesmen Keperawatan IGD', exact: true })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'ATS 2 Emergensi' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(form.getByRole('textbox', { name: 'Keluhan utama' })).toHaveValue(
      'Sesak napas mendadak, nyeri dada kiri',
    );
  });

  await test.step('Alamat spesifikasi /assesmen-igd/:id membuka asesmen medis IGD dengan temuan perawat', async () => {
    await page.goto(`/assesmen-igd/${layanan}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Asesmen IGD', exact: true })).toBeVisible();
    // The IGD's own section of the doctor's form, and what the nurse found above it.
    await expect(main.getByRole('heading', { name: 'Kegawatdaruratan' })).toBeVisible();
    await expect(main).toContainText('Sesak napas mendadak, nyeri dada kiri');
    await expect(main).toContainText('TD 160/100 mmHg');
    await expect(main.getByLabel('S – Subjektif')).toBeEditable();
    await simpanLayar(page, 'keperawatan-igd-asesmen-medis.png');
  });
});

test('perawat HD mencatat berat badan, akses vaskular dan observasi intra-HD', async ({
  page,
  login,
  adminApi,
}) => {
  const { layanan_uid: layanan } = await layaniPasienDemo(adminApi, {
    poli: 'HD',
    tanggal: seninBerikut(),
    limit: 30,
  });
  const form = page.getByRole('form', { name: 'Formulir asesmen keperawatan' });
  await login.buka();
  await login.masuk('poli_hd', DEMO_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  await page.goto(`/list-hd/keperawatan-poli/${layanan}`);
  await expect(
    page.getByRole('heading', { name: 'Asesmen Keperawatan Hemodialisa', exact: true }),
  ).toBeVisible();

  await form.getByLabel('BB kering', { exact: true }).fill('55');
  await form.getByLabel('BB pre-HD', { exact: true }).fill('58,2');
  await expect(form.getByText(/Kenaikan BB dari BB kering: \+3,2 kg \(5,8%\)/)).toBeVisible();
  await form.getByLabel('Target UF', { exact: true }).fill('3000');
  await form.getByLabel('Durasi HD', { exact: true }).fill('4,5');
  await form.getByRole('button', { name: 'AV fistula' }).click();
  await form
    .getByRole('textbox', { name: 'Lokasi akses (mis. lengan bawah kiri)' })
    .fill('Lengan bawah kiri');
  await form.getByLabel('QB', { exact: true }).fill('250');
  await form.getByLabel('TD sistolik', { exact: true }).first().fill('170');
  await form.getByLabel('TD diastolik', { exact: true }).first().fill('95');
  await form.getByRole('button', { name: 'Tambah observasi' }).click();
  await form.getByLabel('Jam observasi 1').fill('08:00');
  await form.getByLabel('TD sistolik observasi 1').fill('150');
  await form.getByLabel('TD diastolik observasi 1').fill('90');
  await form.getByLabel('UF tercapai observasi 1').fill('700');
  await form.getByRole('button', { name: 'Kram otot' }).click();
  await form.getByLabel('Tidak ada alergi').check();
  await form.getByRole('button', { name: 'Simpan Asesmen' }).click();
  await expect(page.getByText('Asesmen keperawatan tersimpan')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await simpanLayar(page, 'keperawatan-hd.png');
  await page.screenshot({ path: artefak('keperawatan-hd-lengkap.png'), fullPage: true });

  await test.step('Alamat spesifikasi /keperawatan-poli/:id membuka catatan HD untuk kunjungan HD', async () => {
    await page.goto(`/keperawatan-poli/${layanan}`);
    await expect(
      page.getByRole('heading', { name: 'Asesmen Keperawatan Hemodialisa', exact: true }),
    ).toBeVisible();
    await expect(form.getByLabel('BB kering', { exact: true })).toHaveValue('55');
  });
});

test('asesmen pasien yang masih Menunggu hanya dapat dibaca sampai pelayanan dimulai', async ({
  page,
  login,
  adminApi,
}) => {
  const { layanan_uid: layanan, nomor_antrian: nomor } = await daftarkanPasienDemo(adminApi, {
    poli: 'IGD',
    tanggal: hariIni(),
    limit: 30,
  });
  await login.buka();
  await login.masuk('igd', DEMO_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  await page.goto(`/list-igd/keperawatan-igd/${layanan}`);
  await expect(page.getByRole('alert').filter({ hasText: `Antrian ${nomor} masih Menunggu` })).toContainText(
    'Mulai Layani',
  );
  await expect(page.getByRole('radio', { name: 'ATS 1 Resusitasi' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Keluhan utama' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Simpan Asesmen' })).toHaveCount(0);
});
