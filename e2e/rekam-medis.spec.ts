import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD, hariIni, layaniPasienDemo } from './support/index.ts';

/**
 * A patient seen at the IGD today, arranged through the API as the desk, the nurse and the doctor
 * would leave it: registered (LOG_DATANG), in service, a medical assessment with vital signs, a
 * primary diagnosis and a follow-up. The resume is what the test then writes through the screen.
 */
async function siapkanPasienIgd(
  api: APIRequestContext,
): Promise<{ layanan: string; nama: string; noRm: string }> {
  const l = await layaniPasienDemo(api, { poli: 'IGD', tanggal: hariIni(), limit: 30, terbalik: true });
  const layanan = l.layanan_uid;
  const langkah: [string, () => Promise<APIResponse>][] = [
    [
      'asesmen medis',
      () =>
        api.post(`/api/v1/pelayanan/${layanan}/asesmen`, {
          data: {
            jenis: 'MEDIS_IGD',
            isi: {
              subjektif: 'Luka robek di telapak tangan kanan terkena pisau 1 jam sebelum datang',
              kondisi: 'Darurat tidak gawat',
              pemeriksaan_fisik: {
                tanda_vital: { td_sistolik: 130, td_diastolik: 85, nadi: 96, suhu: 36.8, spo2: 98 },
              },
              plan: 'Hecting 4 jahitan, ATS, analgetik',
              edukasi: 'Jaga luka tetap kering; kontrol bila bengkak atau bernanah',
            },
          },
        }),
    ],
    [
      'diagnosis',
      () =>
        api.post(`/api/v1/pelayanan/${layanan}/diagnosis`, {
          data: { kode_icd10: 'S61.9', jenis: 'UTAMA' },
        }),
    ],
    [
      'tindak lanjut',
      () =>
        api.put(`/api/v1/pelayanan/${layanan}/tindak-lanjut`, {
          data: { jenis: 'PULANG', kondisi_pulang: 'Membaik' },
        }),
    ],
  ];
  for (const [apa, kirim] of langkah) {
    const res = await kirim();
    expect(res.ok(), `${apa}: ${await res.text()}`).toBeTruthy();
  }
  return { layanan, nama: l.pasien.nama, noRm: l.pasien.no_rm };
}

test('dokter menulis dan memfinalkan resume IGD; petugas RM membaca linimasa pasien', async ({
  page,
  login,
  shell,
  adminApi,
}) => {
  const { layanan, nama, noRm } = await siapkanPasienIgd(adminApi);

  await test.step('Dokter membuka resume medis: usulan diambil dari pelayanan', async () => {
    await login.buka();
    await login.masuk('dokter', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/');
    // The spec's own path of the editor (the queue links to /list-antrian-klinik/resume-medis/create/…).
    await page.goto(`/resume-medis/create/IGD/${layanan}`);
    await expect(shell.judulLayar('Resume Medis')).toBeVisible();
    await expect(page.getByText('Draf belum disimpan')).toBeVisible();
    await expect(page.getByText('S61.9')).toBeVisible();
    await expect(page.getByText(/TD 130\/85 mmHg/).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Anamnesis dan Riwayat Penyakit' })).toHaveValue(
      /Luka robek/,
    );
  });

  await test.step('Dokter melengkapi kondisi pulang dan menyimpan draf', async () => {
    await page
      .getByRole('textbox', { name: 'Kondisi Saat Pulang' })
      .fill('Luka terjahit rapi, perdarahan (-)');
    await page.getByRole('button', { name: 'Simpan Draf' }).click();
    await expect(page.getByText('Draf resume medis tersimpan')).toBeVisible();
    await expect(page.getByText('Draf tersimpan', { exact: true })).toBeVisible();
    await simpanLayar(page, 'resume-medis-draf.png');
  });

  await test.step('Dokter memfinalkan resume dan mencetaknya', async () => {
    await page.getByRole('button', { name: 'Finalkan' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('terkunci');
    await dialog.getByRole('button', { name: 'Finalkan' }).click();
    await expect(page.getByText(/^Final · RM\/\d{4}\/\d{2}\/\d{6}$/)).toBeVisible();
    await expect(
      page.getByText('Resume medis sudah final; data pelayanan ini hanya dapat dibaca.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simpan Draf' })).toHaveCount(0);
    await simpanLayar(page, 'resume-medis.png');
    await page.getByRole('button', { name: 'Cetak' }).click();
    const cetak = page.getByRole('dialog');
    await expect(cetak.getByRole('heading', { name: /^Resume Medis .* RM\/\d{4}/ })).toBeVisible();
    const pdf = await page.request.get(`/api/v1/resume-medis/${layanan}/pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await cetak.getByRole('button', { name: 'Tutup' }).click();
  });

  await test.step('Petugas RM mencari pasien dan membaca linimasanya', async () => {
    await page.context().clearCookies();
    await login.buka();
    await login.masuk('rm', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/');
    await shell.bukaMenu('Rekam Medis');
    await expect(shell.judulLayar('Rekam Medis')).toBeVisible();
    // By No. RM: a demo name can be part of another's ('By. Ny. Dewi Anggraini').
    await page.getByPlaceholder(/Cari No\. RM/).fill(noRm);
    // The row of that No. RM: before the search answers, the list still shows every patient.
    await page.getByRole('row').filter({ hasText: noRm }).filter({ hasText: nama }).first().click();
    await expect(page.getByRole('heading', { name: 'Linimasa Pasien' })).toBeVisible();
    const entri = page.getByTestId('entri-timeline');
    await expect(entri.filter({ hasText: 'Kedatangan' }).first()).toBeVisible();
    await expect(entri.filter({ hasText: 'Asesmen' }).first()).toBeVisible();
    await expect(page.getByText('S61.9').first()).toBeVisible();
    await simpanLayar(page, 'rm-timeline.png');
  });

  await test.step('Filter jenis: hanya kedatangan', async () => {
    await page.getByRole('button', { name: 'Kedatangan' }).click();
    const entri = page.getByTestId('entri-timeline');
    await expect(entri.filter({ hasText: 'Asesmen' })).toHaveCount(0);
    await expect(entri.filter({ hasText: 'Kedatangan' }).first()).toBeVisible();
  });
  await test.step('Petugas RM membuka daftar resume dan detail resume yang final', async () => {
    await shell.bukaMenu('Resume Medis');
    await expect(shell.judulLayar('Resume Medis')).toBeVisible();
    await page.getByPlaceholder(/Cari nama/).fill(nama);
    const baris = page.getByRole('row').filter({ hasText: nama }).first();
    await expect(baris).toContainText('S61.9');
    await expect(baris).toContainText(/Final · RM\//);
    await simpanLayar(page, 'resume-medis-list.png');
    await baris.click();
    await expect(page).toHaveURL((u) => u.pathname === `/resume-medis/detail/IGD/${layanan}`);
    await expect(shell.judulLayar('Detail Resume Medis')).toBeVisible();
    await expect(page.getByText('Luka terjahit rapi, perdarahan (-)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ubah' })).toHaveCount(0);
    await simpanLayar(page, 'resume-medis-detail.png');
  });
  await test.step('Tautan lama /resume-medis/list/resume-medis/detail/… tetap membuka resume di alamat baru', async () => {
    await page.goto('/resume-medis/list');
    await expect(shell.judulLayar('Resume Medis')).toBeVisible();
    await page.goto(`/resume-medis/list/resume-medis/detail/IGD/${layanan}`);
    await expect(page).toHaveURL((u) => u.pathname === `/resume-medis/detail/IGD/${layanan}`);
    await expect(page.getByText('Luka terjahit rapi, perdarahan (-)')).toBeVisible();
    // The old path was replaced, not pushed: Back goes to the list, not through the old path again.
    await page.goBack();
    await expect(page).toHaveURL((u) => u.pathname === '/resume-medis/list');
  });
});
