import type { APIRequestContext } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import {
  cariDiAntrian,
  DEMO_PASSWORD,
  layaniPasienDemo,
  menuAntrian,
  seninBerikut,
  tutupToast,
} from './support/index.ts';

/**
 * A demo patient registered at Poli Umum, assessed by the nurse and handed to the doctor
 * (Menunggu Dokter), as the desk and the clinic nurse would leave them. Through the API.
 */
async function pasienMenungguDokter(
  api: APIRequestContext,
  tanggal: string,
  kode: 'UMUM' | 'IGD' = 'UMUM',
): Promise<{ layanan: string; nomor: string; nama: string }> {
  // From the middle of the list: other journeys take patients from its ends.
  const l = await layaniPasienDemo(api, { poli: kode, tanggal, limit: 40, mulaiDari: 15 });
  const hasil = { layanan: l.layanan_uid, nomor: l.nomor_antrian, nama: l.pasien.nama };
  // At the IGD one team assesses and treats: the doctor works from Sedang Proses.
  if (kode === 'IGD') return hasil;
  const perawat = await api.post(`/api/v1/pelayanan/${l.layanan_uid}/asesmen`, {
    data: {
      jenis: 'KEPERAWATAN_POLI',
      isi: {
        keluhan_utama: 'Batuk pilek dan nyeri menelan sejak 3 hari',
        tanda_vital: { td_sistolik: 120, td_diastolik: 80, nadi: 90, respirasi: 20, suhu: 37.9, spo2: 98 },
        skala_nyeri: 3,
      },
    },
  });
  expect(perawat.status(), await perawat.text()).toBe(201);
  const menunggu = await api.put(`/api/v1/antrian/${l.antrian_uid}/status`, {
    data: { status: 'WAITING_DOKTER' },
  });
  expect(menunggu.status(), 'Selesai Asesmen Perawat').toBe(200);
  return hasil;
}

test('dokter menulis SOAP, diagnosis ICD-10, tindakan dan tindak lanjut kontrol; semuanya tetap ada setelah dimuat ulang', async ({
  page,
  login,
  shell,
  adminApi,
}) => {
  const tanggal = seninBerikut();
  const { layanan, nomor, nama } = await pasienMenungguDokter(adminApi, tanggal);
  const header = (await (await adminApi.get(`/api/v1/pelayanan/${layanan}`)).json()) as {
    respon: { dokter: { nama: string } };
  };
  const dokterTerdaftar = header.respon.dokter.nama;
  await page.clock.setFixedTime(new Date(`${tanggal}T09:00:00+07:00`));
  const tab = (nama: string) => page.getByRole('tab', { name: nama, exact: true });

  await test.step('Dokter membuka pasien dari Antrian Klinik', async () => {
    await login.buka();
    await login.masuk('dokter', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/');
    await shell.bukaMenu('Antrian Klinik');
    await page.getByRole('combobox', { name: 'Poli' }).click();
    await page.getByRole('option', { name: 'Poli Umum', exact: true }).click();
    await cariDiAntrian(page, nomor);
    const baris = page.getByRole('row').filter({ hasText: nomor });
    await expect(baris).toContainText('Menunggu Dokter');
    await menuAntrian(page, nomor, 'Asesmen Medis');
    await page.waitForURL(`**/list-antrian-klinik/assesmen-medis/${layanan}`);
    await expect(shell.judulLayar('Asesmen Medis')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(nama);
    // dr. Andi opens a patient registered with the clinic's doctor: the chart says whose patient it is.
    const banner = page.getByRole('alert').filter({ hasText: 'Pasien terdaftar pada' });
    await expect(banner).toContainText(`Pasien terdaftar pada ${dokterTerdaftar}`);
    await expect(banner.getByRole('button', { name: 'Ambil Alih Pasien' })).toBeVisible();
    await simpanLayar(page, 'medis-pasien-dokter-lain.png');
  });

  await test.step('Dokter membaca temuan perawat dan menulis SOAP', async () => {
    const main = page.getByRole('main');
    await expect(main).toContainText('Keluhan utama: Batuk pilek dan nyeri menelan sejak 3 hari');
    await expect(main.getByText('TD 120/80 mmHg')).toBeVisible();
    await expect(main.getByText('Suhu 37,9 °C')).toBeVisible();
    // The nurse's complaint is carried into the anamnesis.
    await expect(main.getByLabel('Keluhan utama')).toHaveValue('Batuk pilek dan nyeri menelan sejak 3 hari');
    await main
      .getByLabel('Riwayat penyakit sekarang')
      .fill('Demam naik turun, batuk berdahak putih, tidak sesak.');
    await main.getByLabel('Keadaan umum').click();
    await page.getByRole('option', { name: 'Tampak sakit ringan' }).click();
    await main.getByLabel('Kesadaran').click();
    await page.getByRole('option', { name: 'Compos mentis' }).click();
    await main.getByRole('radiogroup', { name: 'THT' }).getByRole('radio', { name: 'Tidak normal' }).check();
    await main.getByLabel('Keterangan THT').fill('Faring hiperemis, tonsil T1-T1');
    await main.getByRole('button', { name: 'Isi sisanya Normal' }).click();
    await main.getByLabel('S – Subjektif').fill('Batuk pilek 3 hari, nyeri menelan, demam.');
    await main.getByLabel('O – Objektif').fill('Suhu 37,9 °C, faring hiperemis.');
    await main.getByLabel('A – Asesmen').fill('ISPA atas');
    await main.getByLabel('P – Plan').fill('Simtomatik, edukasi minum air hangat, kontrol 1 minggu.');
    await main.getByRole('button', { name: 'Simpan Asesmen' }).click();
    // Saving on another doctor's patient asks to take the patient over, then saves.
    const dialog = page.getByRole('dialog', { name: 'Ambil Alih Pasien' });
    await expect(dialog).toContainText(`terdaftar pada ${dokterTerdaftar}`);
    await dialog.getByLabel('Alasan (opsional)').fill('Dokter poli umum sedang menangani pasien IGD');
    await simpanLayar(page, 'medis-ambil-alih.png');
    await dialog.getByRole('button', { name: 'Ambil Alih Pasien' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Asesmen Medis tersimpan')).toBeVisible();
    await expect(main).toContainText('Terakhir disimpan');
    await expect(page.getByRole('alert').filter({ hasText: 'Pasien terdaftar pada' })).toBeHidden();
    await expect(main).toContainText('dr. Andi Pratama, Sp.PD');
    await tutupToast(page);
    await main.getByText('Keluhan utama: Batuk pilek').scrollIntoViewIfNeeded();
    await simpanLayar(page, 'medis-asesmen.png');
  });

  await test.step('Dokter mencari J06 dan menambah diagnosis utama J06.9', async () => {
    await tab('Diagnosis & Prosedur').click();
    await page.getByLabel('Cari diagnosis ICD-10').fill('J06');
    await page.getByRole('option', { name: /^J06\.9/ }).click();
    await page.getByRole('button', { name: 'Tambah Diagnosis' }).click();
    await expect(page.getByText('Diagnosis J06.9 ditambahkan sebagai utama')).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'J06.9' });
    await expect(item).toContainText('Utama');
    // The Indonesian title is shown; the English one is on hover (docs/katalog.md).
    await expect(item).toContainText('Infeksi saluran pernapasan atas akut (ISPA), tidak spesifik');
    await tutupToast(page);
    await simpanLayar(page, 'medis-diagnosis.png');
  });

  await test.step('Dokter mencatat konsultasi dokter umum dengan satu klik, atas namanya sendiri', async () => {
    await tab('Tindakan').click();
    // The picker lists Poli Umum's own procedures first, priced: no administration or midwifery on top.
    await page.getByLabel('Tindakan Poli Umum').click();
    const opsi = page.getByRole('option');
    await expect(opsi.first()).toContainText('Konsultasi Dokter Umum');
    await expect(opsi.first()).toContainText('Rp 50.000');
    await expect(page.getByRole('listbox')).toContainText('Tindakan Poli Umum');
    for (const teks of await opsi.allTextContents()) {
      expect(teks).not.toMatch(/Administrasi|Kebidanan|Tarif belum diatur/);
    }
    await simpanLayar(page, 'medis-tindakan-pilihan.png');
    await page.keyboard.press('Escape');
    const konsul = page.getByRole('button', { name: 'Catat Konsultasi Dokter Umum · Rp 50.000' });
    await expect(konsul).toBeVisible();
    await simpanLayar(page, 'medis-konsultasi-satu-klik.png');
    await konsul.click();
    await expect(page.getByText('Konsultasi Dokter Umum dicatat (Rp 50.000)')).toBeVisible();
    await expect(page.getByText('Konsultasi Dokter Umum sudah dicatat')).toBeVisible();
    const baris = page.getByRole('row').filter({ hasText: 'KON-UMUM' });
    await expect(baris).toContainText('Rp 50.000');
    // The consultation is dr. Andi's, who did it, not the registered doctor's.
    await expect(baris).toContainText('dr. Andi Pratama, Sp.PD');
    await expect(page.getByRole('row').filter({ hasText: 'Total tindakan' })).toContainText('Rp 50.000');
    await tutupToast(page);
    await simpanLayar(page, 'medis-tindakan.png');
  });

  await test.step('Dokter menentukan kontrol kembali satu minggu lagi', async () => {
    await tab('Tindak Lanjut').click();
    await page.getByRole('radio', { name: 'Kontrol kembali' }).check();
    const kontrol = new Date(`${tanggal}T00:00:00Z`);
    kontrol.setUTCDate(kontrol.getUTCDate() + 7);
    const iso = kontrol.toISOString().slice(0, 10);
    await page.getByRole('group', { name: 'Tanggal kontrol' }).click();
    await page.keyboard.type(iso.replaceAll('-', ''));
    await page.getByRole('button', { name: 'Simpan Tindak Lanjut' }).click();
    await expect(page.getByText(/Tindak lanjut tersimpan: Kontrol kembali/)).toBeVisible();
    await tutupToast(page);
    await simpanLayar(page, 'medis-tindak-lanjut.png');
  });

  await test.step('Dibuka lagi lewat alamat spesifikasi /assesmen-medis/:id, semua catatan dokter tetap ada', async () => {
    // A full load at the spec's own child path: the same chart as the nested one.
    await page.goto(`/assesmen-medis/${layanan}`);
    await expect(shell.judulLayar('Asesmen Medis')).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === `/assesmen-medis/${layanan}`);
    const main = page.getByRole('main');
    await expect(main).toContainText(nama);
    await expect(main.getByLabel('S – Subjektif')).toHaveValue('Batuk pilek 3 hari, nyeri menelan, demam.');
    await expect(main.getByLabel('Keterangan THT')).toHaveValue('Faring hiperemis, tonsil T1-T1');
    await tab('Diagnosis & Prosedur').click();
    await expect(page.getByRole('listitem').filter({ hasText: 'J06.9' })).toContainText('Utama');
    await tab('Tindakan').click();
    await expect(page.getByRole('row').filter({ hasText: 'KON-UMUM' })).toContainText('Rp 50.000');
    await tab('Tindak Lanjut').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tersimpan:' })).toContainText('Kontrol kembali');
    await expect(page.getByRole('radio', { name: 'Kontrol kembali' })).toBeChecked();
  });
});

test('dokter IGD merujuk pasien ke rawat inap; perawat ruangan melihatnya di daftar rujukan', async ({
  page,
  login,
  shell,
  adminApi,
}) => {
  const tanggal = seninBerikut();
  const { layanan, nama } = await pasienMenungguDokter(adminApi, tanggal, 'IGD');
  await page.clock.setFixedTime(new Date(`${tanggal}T09:00:00+07:00`));

  await test.step('Tim IGD membuka asesmen medis IGD: ada bagian kegawatdaruratan', async () => {
    await login.buka();
    await login.masuk('igd', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/');
    await page.goto(`/list-igd/assesmen-igd/${layanan}`);
    const main = page.getByRole('main');
    await expect(main).toContainText('Gawat Darurat');
    await expect(main.getByRole('heading', { name: 'Kegawatdaruratan' })).toBeVisible();
    await main.getByLabel('Kondisi pasien').click();
    await page.getByRole('option', { name: 'Gawat darurat', exact: true }).click();
    await main.getByLabel('S – Subjektif').fill('Diare cair lebih dari 10 kali sejak pagi, lemas.');
    await main.getByLabel('A – Asesmen').fill('GEA dengan dehidrasi berat');
    await main.getByRole('button', { name: 'Simpan Asesmen' }).click();
    await expect(page.getByText('Asesmen Medis IGD tersimpan')).toBeVisible();
    await tutupToast(page);
    await main.getByRole('heading', { name: 'Kegawatdaruratan' }).scrollIntoViewIfNeeded();
    await simpanLayar(page, 'medis-igd.png');
  });

  await test.step('Dokter IGD memutuskan rawat inap kelas 3', async () => {
    await page.getByRole('tab', { name: 'Tindak Lanjut', exact: true }).click();
    // Death is recorded at the IGD only.
    await expect(page.getByRole('radio', { name: 'Meninggal' })).toBeVisible();
    await page.getByRole('radio', { name: 'Rawat inap' }).check();
    await page.getByLabel('Kelas yang diminta').click();
    await page.getByRole('option', { name: 'Kelas 3' }).click();
    await page.getByLabel('Indikasi rawat inap').fill('Dehidrasi berat, perlu rehidrasi intravena');
    await page.getByRole('button', { name: 'Simpan Tindak Lanjut' }).click();
    await expect(page.getByText('Tindak lanjut tersimpan: Rawat inap (Kelas 3)')).toBeVisible();
  });

  await test.step('Perawat rawat inap membuka Rujukan ke Rawat Inap', async () => {
    await shell.keluar();
    await login.masuk('perawat', DEMO_PASSWORD);
    await shell.bukaMenu('Rujukan ke Rawat Inap');
    await expect(shell.judulLayar('Rujukan ke Rawat Inap')).toBeVisible();
    const baris = page.getByRole('row').filter({ hasText: nama });
    await expect(baris).toContainText('IGD');
    await expect(baris).toContainText('Kelas 3');
    await expect(baris).toContainText('Dehidrasi berat, perlu rehidrasi intravena');
    await tutupToast(page);
    await simpanLayar(page, 'rujuk-ranap.png');
  });
});
