import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD, layaniPasienDemo, seninBerikut, tutupToast } from './support/index.ts';

// Issue 17 points 7 and 8: the doctor searches ICD-10 in everyday Indonesian and reads the
// diagnosis in Indonesian, with the English WHO title on hover.
test('dokter mencari "DBD", memilih A91 dan membaca diagnosisnya dalam bahasa Indonesia', async ({
  page,
  login,
  adminApi,
}) => {
  const tanggal = seninBerikut();
  // From the far middle of the demo list: other journeys take patients from its ends.
  const l = await layaniPasienDemo(adminApi, { poli: 'UMUM', tanggal, limit: 60, mulaiDari: 45 });
  await page.clock.setFixedTime(new Date(`${tanggal}T09:00:00+07:00`));

  await test.step('Dokter membuka tab Diagnosis & Prosedur pasien', async () => {
    await login.buka();
    await login.masuk('dokter', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/');
    await page.goto(`/list-antrian-klinik/assesmen-medis/${l.layanan_uid}`);
    await page.getByRole('tab', { name: 'Diagnosis & Prosedur', exact: true }).click();
  });

  await test.step('Dokter mengetik "DBD": A91 Demam berdarah dengue di urutan pertama', async () => {
    await page.getByLabel('Cari diagnosis ICD-10').fill('DBD');
    const opsi = page.getByRole('option');
    await expect(opsi.first()).toContainText('A91');
    await expect(opsi.first()).toContainText('Demam berdarah dengue');
    await expect(opsi.first()).toContainText('Istilah: DBD');
    await expect(opsi.first()).toContainText('Dengue haemorrhagic fever');
    await simpanLayar(page, 'diagnosis-id-cari-dbd.png');
    await opsi.first().click();
    await expect(page.getByLabel('Cari diagnosis ICD-10')).toHaveValue('A91 – Demam berdarah dengue');
  });

  await test.step('Diagnosis tersimpan tampil dengan judul Indonesia, bahasa Inggris saat disorot', async () => {
    await page.getByRole('button', { name: 'Tambah Diagnosis' }).click();
    const toast = page.getByText('Diagnosis A91 ditambahkan sebagai utama');
    // The patient is registered with another doctor: the first write asks to take them over.
    const ambilAlih = page.getByRole('dialog', { name: 'Ambil Alih Pasien' });
    await expect(toast.or(ambilAlih)).toBeVisible();
    if (await ambilAlih.isVisible())
      await ambilAlih.getByRole('button', { name: 'Ambil Alih Pasien' }).click();
    await expect(toast).toBeVisible();
    await tutupToast(page);
    const item = page.getByRole('listitem').filter({ hasText: 'A91' });
    await expect(item).toContainText('Demam berdarah dengue');
    await expect(item).not.toContainText('Dengue haemorrhagic fever');
    await item.getByText('Demam berdarah dengue').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Dengue haemorrhagic fever');
    await simpanLayar(page, 'diagnosis-id-daftar.png');
  });

  await test.step('Pencarian "hipertensi" menaruh I10 di atas', async () => {
    await page.getByLabel('Cari diagnosis ICD-10').fill('hipertensi');
    await expect(page.getByRole('option').first()).toContainText('I10');
    await expect(page.getByRole('option').first()).toContainText('Hipertensi esensial (primer)');
    await simpanLayar(page, 'diagnosis-id-cari-hipertensi.png');
  });
});
