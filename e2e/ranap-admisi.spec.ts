import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD, hariIni, layaniPasienDemo, ok, tutupToast } from './support/index.ts';

test('petugas admisi menerima pasien IGD ke bed kosong, lalu memindahkannya ke kamar lain', async ({
  page,
  login,
  shell,
  adminApi,
  apiSebagai,
}) => {
  // The IGD doctor sends a patient to the ward (arranged through the API, as the doctor would).
  const igd = await layaniPasienDemo(adminApi, {
    poli: 'IGD',
    tanggal: hariIni(),
    limit: 60,
    terbalik: true,
  });
  const dokter = await apiSebagai('dokter');
  await ok(
    await dokter.put(`/api/v1/pelayanan/${igd.layanan_uid}/tindak-lanjut`, {
      data: { jenis: 'RANAP', kelas_diminta: 'KELAS_2', alasan: 'Dehidrasi sedang, perlu cairan infus' },
    }),
  );
  const nama = igd.pasien.nama;

  await test.step('Petugas pendaftaran membuka Rujukan ke Rawat Inap dan memilih Terima Pasien', async () => {
    await login.buka();
    await login.masuk('pendaftaran', DEMO_PASSWORD);
    await shell.bukaMenu('Rujukan ke Rawat Inap');
    await expect(shell.judulLayar('Rujukan ke Rawat Inap')).toBeVisible();
    await page.getByPlaceholder('Cari nama atau No. RM…').fill(igd.pasien.no_rm);
    const baris = page.getByRole('row', { name: new RegExp(nama) });
    await expect(baris).toBeVisible();
    await baris.getByRole('button', { name: 'Terima Pasien' }).click();
  });

  const dialog = page.getByRole('dialog');
  await test.step('Memilih bed kosong Kelas 2, DPJP, diagnosis masuk dan persetujuan', async () => {
    await expect(dialog.getByText('Terima Pasien Rawat Inap')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Bed' }).click();
    await page
      .getByRole('option', { name: /^Bed [A-Z]$/ })
      .first()
      .click();
    await expect(dialog.getByText(/Deposit diminta: Rp|Tidak ada deposit/)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'DPJP' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('combobox', { name: 'Diagnosis masuk (ICD-10)' }).fill('A09');
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Nama penanda tangan' }).fill('Siti Aminah');
    await dialog.getByRole('combobox', { name: 'Hubungan dengan pasien' }).click();
    await page.getByRole('option', { name: 'Istri', exact: true }).click();
    await simpanLayar(page, 'ranap-admisi-dialog.png');
    await dialog.getByRole('button', { name: 'Terima Pasien' }).click();
    await expect(page.getByText(/Pasien diterima di .+, kamar .+, bed [A-Z]/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(nama) })).toHaveCount(0);
  });

  await test.step('Pasien muncul di Daftar Pasien Rawat Inap dengan bed dan DPJP-nya', async () => {
    await tutupToast(page);
    await shell.bukaMenu('Daftar Pasien Rawat Inap');
    await expect(shell.judulLayar('Daftar Pasien Rawat Inap')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(nama) })).toBeVisible();
    await simpanLayar(page, 'ranap-admisi-daftar.png');
  });

  await test.step('Pindah kamar ke bed lain dengan alasan', async () => {
    await page.getByPlaceholder('Cari nama atau No. RM…').fill(igd.pasien.no_rm);
    const baris = page.getByRole('row', { name: new RegExp(nama) });
    await baris.getByRole('button', { name: 'Pindah Kamar' }).click();
    const pindah = page.getByRole('dialog');
    await pindah.getByRole('combobox', { name: 'Bed' }).click();
    await page
      .getByRole('option', { name: /^Bed [A-Z]$/ })
      .first()
      .click();
    await pindah
      .getByRole('textbox', { name: 'Alasan pindah' })
      .fill('Permintaan keluarga, kamar lebih tenang');
    await pindah.getByRole('button', { name: 'Pindahkan' }).click();
    await expect(page.getByText(/Pasien dipindah ke .+, kamar .+, bed [A-Z]/)).toBeVisible();
  });

  await test.step('Rawat inap elektif: mencari pasien, memilih penjamin Umum dan bed', async () => {
    const dirawat = (await (await adminApi.get('/api/v1/ranap/pasien?limit=100')).json()) as {
      respon: { pasien: { uid: string } }[];
    };
    const sedang = new Set(dirawat.respon.map((r) => r.pasien.uid));
    const semua = (await (await adminApi.get('/api/v1/pasien?limit=40&sementara=false')).json()) as {
      respon: { uid: string; no_rm: string; nama: string; status: string }[];
    };
    const p = semua.respon.find((x) => !sedang.has(x.uid) && x.status === 'AKTIF');
    if (!p) throw new Error('tidak ada pasien demo yang tidak sedang dirawat');
    await shell.bukaMenu('Rujukan ke Rawat Inap');
    await page.getByRole('button', { name: 'Rawat Inap Elektif' }).click();
    const elektif = page.getByRole('dialog');
    await elektif.getByPlaceholder('Cari No. RM, NIK, No. BPJS atau nama pasien…').fill(p.no_rm);
    await elektif
      .getByRole('button', { name: new RegExp(p.nama) })
      .first()
      .click();
    await elektif.getByRole('combobox', { name: 'Bed' }).click();
    await page
      .getByRole('option', { name: /^Bed [A-Z]$/ })
      .first()
      .click();
    await elektif.getByRole('combobox', { name: 'DPJP' }).click();
    await page.getByRole('option').first().click();
    await elektif.getByRole('combobox', { name: 'Diagnosis masuk (ICD-10)' }).fill('A09');
    await page.getByRole('option').first().click();
    await elektif.getByRole('textbox', { name: 'Nama penanda tangan' }).fill(p.nama);
    await elektif.getByRole('combobox', { name: 'Hubungan dengan pasien' }).click();
    await page.getByRole('option', { name: 'Pasien sendiri', exact: true }).click();
    await elektif.getByRole('textbox', { name: 'Surat pengantar' }).fill('Surat dr. Rina, Klinik Sehat');
    await simpanLayar(page, 'ranap-admisi-elektif.png');
    await elektif.getByRole('button', { name: 'Terima Pasien' }).click();
    await expect(page.getByText(/Pasien diterima di .+, kamar .+, bed [A-Z]/)).toBeVisible();
  });
});
