import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './support/index.ts';

interface Penghuni {
  layanan_uid: string;
  nama: string;
  dpjp: string | null;
}
interface Papan {
  ruangan: { kode: string; nama: string; kamar: { bed: { penghuni: Penghuni | null }[] }[] }[];
}

test('DPJP memulangkan pasien rawat inap lalu memfinalkan resume medis rawat inap', async ({
  page,
  login,
  shell,
  apiSebagai,
}) => {
  // A demo patient lying in Dahlia (VIP) under dr. Andi, found on the bed board.
  const dokterApi = await apiSebagai('dokter');
  const papan = (await (await dokterApi.get('/api/v1/ranap/bed-board')).json()) as Papan;
  const dahlia = papan.ruangan.find((r) => r.kode === 'DHL');
  const pasien = dahlia?.kamar.flatMap((k) => k.bed.map((b) => b.penghuni)).find((p) => p !== null);
  if (!dahlia || !pasien) throw new Error('tidak ada pasien di Dahlia');
  const uid = pasien.layanan_uid;
  // The stay's coding, as the doctor does it on the Diagnosis tab.
  const dx = (await (await dokterApi.get(`/api/v1/pelayanan/${uid}/diagnosis`)).json()) as {
    respon: { jenis: string }[];
  };
  if (!dx.respon.some((d) => d.jenis === 'UTAMA')) {
    const tambah = await dokterApi.post(`/api/v1/pelayanan/${uid}/diagnosis`, {
      data: { kode_icd10: 'N39.0', jenis: 'UTAMA' },
    });
    expect(tambah.status(), await tambah.text()).toBe(201);
  }

  await test.step('Dokter membuka resume rawat inap sebelum pasien pulang: belum dapat difinalkan', async () => {
    await login.buka();
    await login.masuk('dokter', DEMO_PASSWORD);
    await expect(shell.appBar).toBeVisible();
    await page.goto(`/resume-medis-ranap/${uid}`);
    await expect(page.getByText('Perawatan', { exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: dahlia.nama })).toBeVisible();
    await expect(page.getByText(/perintah pulang belum diisi/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finalkan' })).toBeDisabled();
  });

  await test.step('DPJP memberi perintah pulang di tab Pulang: atas persetujuan, membaik', async () => {
    await page.goto(`/rawat-inap/dashboard-inap/${uid}`);
    await page.getByRole('tab', { name: 'Pulang', exact: true }).click();
    await page.getByRole('radio', { name: 'Pulang atas persetujuan dokter' }).check();
    await page.getByRole('combobox', { name: 'Kondisi saat pulang' }).click();
    await page.getByRole('option', { name: 'Membaik', exact: true }).click();
    await simpanLayar(page, 'ranap-pulang-form.png');
    await page.getByRole('button', { name: 'Pulangkan Pasien' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pulangkan' }).click();
    await expect(page.getByText(/^Pasien telah dipulangkan \w+, \d+/)).toBeVisible();
    await expect(page.getByText(/sedang dibersihkan/)).toBeVisible();
    await expect(page.getByText(/Tagihan perawatan diteruskan ke kasir/)).toBeVisible();
    await simpanLayar(page, 'ranap-pulang-panel.png');
    await page.getByRole('link', { name: 'Buka Resume Medis Rawat Inap' }).click();
  });

  await test.step('Dokter melengkapi terapi pulang dan memfinalkan resume', async () => {
    await expect(page).toHaveURL(new RegExp(`/resume-medis-ranap/${uid}$`));
    await expect(page.getByText('Pulang atas persetujuan dokter', { exact: true })).toBeVisible();
    await expect(page.getByText(/perintah pulang belum diisi/)).toHaveCount(0);
    const terapiPulang = page.getByRole('textbox', { name: 'Terapi Pulang (Obat yang Dibawa Pulang)' });
    await terapiPulang.fill('Ciprofloxacin 500 mg 2 x 1 tablet selama 5 hari');
    await page
      .getByRole('textbox', { name: 'Rencana Tindak Lanjut (Kontrol)' })
      .fill('Kontrol Poli Penyakit Dalam 1 minggu lagi');
    await page.getByRole('button', { name: 'Simpan Draf' }).click();
    await expect(page.getByText('Draf tersimpan')).toBeVisible();
    await simpanLayar(page, 'ranap-pulang-resume-draf.png');
    await page.getByRole('button', { name: 'Finalkan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finalkan' }).click();
    await expect(page.getByText(/Final · RM\/\d{4}\/\d{2}\/\d{6}/)).toBeVisible();
    await expect(page.getByText('Ciprofloxacin 500 mg 2 x 1 tablet selama 5 hari')).toBeVisible();
    await simpanLayar(page, 'ranap-pulang-resume.png');
  });
});
