import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { artefak, expect, simpanLayar, test } from './fixtures.ts';
import { hariIni, layaniPasienDemo, masukSebagai, tutupToast } from './support/index.ts';

/**
 * Issue 6 clicked through by the people who do it: the doctor orders a blood panel and a chest
 * X-ray; the lab takes the sample, prints the label, enters the values (one out of range) and
 * validates; the radiographer records the exam and uploads the image; the radiologist writes and
 * validates the expertise; the doctor reads both results, flag and image included, in the chart.
 */

/** Saves a PDF the screen shows (headless Chromium paints no PDF frame) for a reviewer to look at. */
async function simpanPdf(page: Page, url: string, nama: string): Promise<void> {
  const res = await page.request.get(url);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const isi = await res.body();
  expect(isi.subarray(0, 5).toString()).toBe('%PDF-');
  fs.writeFileSync(artefak(nama), isi);
}

/** A made-up chest film: a dark field with two lung shapes, drawn by the browser as a PNG. */
async function gambarThorax(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 480;
    c.height = 520;
    const g = c.getContext('2d');
    if (!g) return '';
    g.fillStyle = '#0b0b0b';
    g.fillRect(0, 0, c.width, c.height);
    for (const x of [150, 330]) {
      const r = g.createRadialGradient(x, 260, 20, x, 260, 170);
      r.addColorStop(0, '#3a3a3a');
      r.addColorStop(1, '#9a9a9a');
      g.fillStyle = r;
      g.beginPath();
      g.ellipse(x, 270, 95, 190, 0, 0, Math.PI * 2);
      g.fill();
    }
    g.fillStyle = '#d8d8d8';
    g.fillRect(228, 60, 24, 420);
    return c.toDataURL('image/png');
  });
  return Buffer.from(data.replace(/^data:image\/png;base64,/, ''), 'base64');
}

const DARAH_LENGKAP: [string, string][] = [
  ['Hemoglobin', '9,8'],
  ['Hematokrit', '40'],
  ['Leukosit', '7,2'],
  ['Eritrosit', '4,6'],
  ['Trombosit', '250'],
  ['MCV', '85'],
  ['MCH', '29'],
  ['MCHC', '34'],
  ['Basofil', '0'],
  ['Eosinofil', '2'],
  ['Neutrofil Batang', '3'],
  ['Neutrofil Segmen', '60'],
  ['Limfosit', '30'],
  ['Monosit', '5'],
  ['Laju Endap Darah', '10'],
];

test('order laboratorium dan radiologi sampai hasil tervalidasi terbaca dokter', async ({
  page,
  adminApi,
}) => {
  test.setTimeout(180_000);
  // A demo patient registered at the IGD today and in service (the desk and the nurse's part).
  const {
    layanan_uid: layanan,
    antrian_uid: antrian,
    pasien: { nama },
  } = await layaniPasienDemo(adminApi, { poli: 'IGD', tanggal: hariIni(), limit: 40, terbalik: true });
  const chart = `/list-igd/assesmen-igd/${layanan}`;
  let lab = '';
  let rad = '';

  await test.step('Dokter mengorder Paket Darah Lengkap dan Thorax PA dari rekam medis IGD', async () => {
    await masukSebagai(page, 'dokter');
    await page.goto(chart);
    await page.getByRole('tab', { name: 'Order & Resep' }).click();
    const panel = page.getByRole('region', { name: 'Order Penunjang' });
    await panel.getByRole('button', { name: 'Order Laboratorium' }).click();
    let dialog = page.getByRole('dialog', { name: 'Order Laboratorium' });
    await dialog.getByPlaceholder('Cari pemeriksaan atau paket…').fill('darah lengkap');
    await dialog.getByRole('checkbox', { name: 'Paket Darah Lengkap' }).click();
    await dialog.getByRole('textbox', { name: 'Catatan klinis' }).fill('Lemas, pucat; curiga anemia');
    await dialog.getByRole('button', { name: 'Kirim Order' }).click();
    await expect(dialog).toBeHidden();
    lab =
      (await panel
        .getByText(/LAB-\d{8}-\d{4}/)
        .first()
        .textContent()) ?? '';
    await panel.getByRole('button', { name: 'Order Radiologi' }).click();
    dialog = page.getByRole('dialog', { name: 'Order Radiologi' });
    await dialog.getByRole('checkbox', { name: 'Thorax PA' }).click();
    await dialog.getByLabel(/CITO/).check();
    await dialog.getByRole('textbox', { name: 'Catatan klinis' }).fill('Batuk 3 minggu, curiga TB paru');
    await dialog.getByRole('button', { name: 'Kirim Order' }).click();
    await expect(dialog).toBeHidden();
    rad =
      (await panel
        .getByText(/RAD-\d{8}-\d{4}/)
        .first()
        .textContent()) ?? '';
    expect(lab).toMatch(/^LAB-/);
    expect(rad).toMatch(/^RAD-/);
  });

  await test.step('Petugas laboratorium mengambil sampel dan mencetak label', async () => {
    await masukSebagai(page, 'labor');
    await page.goto('/list-labor');
    const baris = page.getByRole('row').filter({ hasText: lab });
    await expect(baris).toContainText('Diminta');
    await expect(baris).toContainText(nama);
    await tutupToast(page);
    await simpanLayar(page, 'penunjang-01-antrian-lab.png');
    await baris.click();
    await page.getByRole('button', { name: 'Ambil Sampel' }).click();
    const konfirmasi = page.getByRole('dialog', { name: 'Ambil Sampel' });
    await konfirmasi.getByRole('button', { name: 'Ambil Sampel' }).click();
    const label = page.getByRole('dialog', { name: `Label ${lab}` });
    await expect(label).toBeVisible();
    const src = (await label.locator('iframe').getAttribute('src')) ?? '';
    await simpanPdf(page, src, 'penunjang-label.pdf');
    await label.getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByRole('main')).toContainText('Sampel Diambil');
  });

  await test.step('Petugas laboratorium mengisi hasil (Hb di bawah rujukan) dan memvalidasinya', async () => {
    await page.getByRole('button', { name: 'Proses Sampel' }).click();
    const hasil = page.getByRole('region', { name: 'Hasil pemeriksaan' });
    for (const [tes, nilai] of DARAH_LENGKAP)
      await hasil.getByRole('textbox', { name: tes, exact: true }).fill(nilai);
    // The flag shows while typing, before anything is saved.
    await expect(
      hasil.getByRole('row').filter({ hasText: 'Hemoglobin' }).getByLabel('Flag Rendah'),
    ).toBeVisible();
    await hasil.getByRole('button', { name: 'Simpan Hasil' }).click();
    await expect(page.getByText('Hasil lengkap tersimpan; siap divalidasi')).toBeVisible();
    await tutupToast(page);
    await page.getByRole('main').getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await simpanLayar(page, 'penunjang-02-isi-hasil-lab.png');
    await hasil.getByRole('button', { name: 'Validasi' }).click();
    await page
      .getByRole('dialog', { name: 'Validasi Hasil' })
      .getByRole('button', { name: 'Validasi' })
      .click();
    await expect(page.getByText(`Hasil ${lab} tervalidasi`)).toBeVisible();
    await expect(hasil).toContainText('Divalidasi');
    await expect(hasil).toContainText('Rina Marlina');
    await tutupToast(page);
    await hasil.getByRole('heading', { name: 'Hasil Pemeriksaan' }).scrollIntoViewIfNeeded();
    await simpanLayar(page, 'penunjang-03-hasil-lab-valid.png');
    await simpanPdf(
      page,
      `/api/v1/labor/${page.url().split('/').pop()}/hasil.pdf`,
      'penunjang-hasil-lab.pdf',
    );
  });

  await test.step('Radiografer mencatat pemeriksaan dan mengunggah gambar', async () => {
    await masukSebagai(page, 'radiologi');
    await page.goto('/list-radiologi');
    const baris = page.getByRole('row').filter({ hasText: rad });
    await expect(baris).toContainText('CITO');
    await baris.click();
    await page.getByRole('button', { name: 'Catat Pemeriksaan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Catat Pemeriksaan' });
    await dialog.getByRole('textbox', { name: 'Catatan pemeriksaan' }).fill('PA erect, 110 kV 4 mAs');
    await dialog.getByRole('button', { name: 'Simpan Pemeriksaan' }).click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('input-berkas').setInputFiles({
      name: 'thorax-pa.png',
      mimeType: 'image/png',
      buffer: await gambarThorax(page),
    });
    await expect(page.getByText('thorax-pa.png terunggah')).toBeVisible();
    const galeri = page.getByRole('list', { name: 'Gambar pemeriksaan' });
    await expect(galeri.getByRole('img', { name: 'thorax-pa.png' })).toBeVisible();
    await tutupToast(page);
    await simpanLayar(page, 'penunjang-04-radiologi-gambar.png');
  });

  await test.step('Dokter radiologi menulis dan memvalidasi ekspertise', async () => {
    const detail = page.url();
    await masukSebagai(page, 'dokter_radiologi');
    await page.goto(new URL(detail).pathname);
    const bagian = page.getByRole('region', { name: 'Ekspertise' });
    const temuan = bagian.getByRole('textbox', { name: 'Temuan' });
    await expect(temuan).toHaveValue(/Cor:/);
    await temuan.fill(
      'Cor: tidak membesar, CTR < 50%.\nPulmo: infiltrat dan kavitas kecil di apeks paru kanan.\nSinus kostofrenikus dan diafragma: baik.\nTulang-tulang: intak.',
    );
    await bagian.getByRole('textbox', { name: 'Kesan' }).fill('TB paru aktif lesi minimal');
    await bagian.getByRole('button', { name: 'Simpan Ekspertise' }).click();
    await expect(page.getByText('Ekspertise tersimpan')).toBeVisible();
    await tutupToast(page);
    await bagian.getByRole('button', { name: 'Validasi' }).click();
    await page
      .getByRole('dialog', { name: 'Validasi Ekspertise' })
      .getByRole('button', { name: 'Validasi' })
      .click();
    await expect(page.getByText(`Ekspertise ${rad} tervalidasi`)).toBeVisible();
    await expect(bagian).toContainText('Divalidasi');
    await tutupToast(page);
    await simpanLayar(page, 'penunjang-05-ekspertise-valid.png');
    await simpanPdf(
      page,
      `/api/v1/radiologi/${page.url().split('/').pop()}/hasil.pdf`,
      'penunjang-hasil-radiologi.pdf',
    );
  });

  await test.step('Dokter melihat kedua hasil di rekam medis, dengan flag dan gambar', async () => {
    await masukSebagai(page, 'dokter');
    await page.goto(chart);
    await page.getByRole('tab', { name: 'Order & Resep' }).click();
    const panel = page.getByRole('region', { name: 'Order Penunjang' });
    const kartuLab = panel.getByRole('listitem', { name: `Order ${lab}` });
    const kartuRad = panel.getByRole('listitem', { name: `Order ${rad}` });
    await expect(kartuLab).toContainText('Tervalidasi');
    await expect(kartuRad).toContainText('Tervalidasi');
    await kartuLab.getByRole('button', { name: 'Lihat Hasil' }).click();
    let dialog = page.getByRole('dialog', { name: `Hasil Laboratorium ${lab}` });
    const hb = dialog.getByRole('row').filter({ hasText: 'Hemoglobin' });
    await expect(hb).toContainText('9,8');
    await expect(hb.getByLabel('Flag Rendah')).toBeVisible();
    await simpanLayar(page, 'penunjang-06-dokter-hasil-lab.png');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await kartuRad.getByRole('button', { name: 'Lihat Hasil' }).click();
    dialog = page.getByRole('dialog', { name: `Hasil Radiologi ${rad}` });
    await expect(dialog).toContainText('TB paru aktif lesi minimal');
    await expect(dialog.getByRole('img', { name: 'thorax-pa.png' })).toBeVisible();
    await simpanLayar(page, 'penunjang-07-dokter-hasil-radiologi.png');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
  });

  await test.step('IGD selesai tanpa resume final; Dashboard dokter menampilkan hasil menunggu dan resume', async () => {
    // The IGD closes the visit (anyone at the IGD may); the doctor has not finalised the resume.
    const selesai = await adminApi.put(`/api/v1/antrian/${antrian}/status`, { data: { status: 'DONE' } });
    expect(selesai.status(), await selesai.text()).toBe(200);
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Dashboard Dokter' })).toBeVisible();
    const hasilPanel = page.locator('#hasil-menunggu');
    await expect(hasilPanel.getByRole('link').filter({ hasText: lab })).toBeVisible();
    const resumePanel = page.locator('#resume-belum-final');
    await expect(resumePanel.getByRole('link').filter({ hasText: nama }).first()).toContainText('IGD');
    await simpanLayar(page, 'dashboard-dokter.png');
    await resumePanel.getByRole('link').filter({ hasText: nama }).first().click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/list-antrian-klinik/resume-medis/create/IGD/${layanan}`,
    );
  });

  await test.step('Dokter menemukan hasilnya di daftar Hasil Laboratorium', async () => {
    await page.goto('/hasil-labor');
    const baris = page.getByRole('row').filter({ hasText: lab });
    await expect(baris).toContainText('1 abnormal');
    await baris.click();
    await expect(
      page.getByRole('main').getByRole('heading', { name: `Hasil Laboratorium ${lab}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: 'Hemoglobin' }).getByLabel('Flag Rendah'),
    ).toBeVisible();
    await simpanLayar(page, 'penunjang-08-single-hasil-lab.png');
  });
});
