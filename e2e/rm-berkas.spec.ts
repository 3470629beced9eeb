import { toJakartaIsoDate } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import { masukSebagai } from './support/index.ts';

/**
 * The record as a file (docs/rekam-medis.md): the RM officer lends a patient's file and takes it
 * back, records a release of information with the patient's consent, and reads the retention
 * date on the record. The patient is the journey's own, registered through the API.
 */
test('petugas RM meminjamkan berkas, mencatat pelepasan informasi, dan membaca masa retensi', async ({
  page,
  shell,
  apiSebagai,
}) => {
  const akhiran = Date.now().toString(36).slice(-5);
  const nama = `Rahmat Berkas ${akhiran}`;
  let noRm = '';
  let uid = '';

  await test.step('Petugas pendaftaran mencatat pasien baru', async () => {
    const api = await apiSebagai('pendaftaran');
    const res = await api.post('/api/v1/pasien', {
      data: {
        nama,
        jenis_kelamin: 'L',
        tempat_lahir: 'Bandung',
        tanggal_lahir: '1975-04-12',
        alamat: 'Jl. Cihampelas No. 21',
        provinsi_kode: '32',
        kabupaten_kode: '32.73',
        kecamatan_kode: '32.73.02',
        desa_kode: '32.73.02.1004',
      },
    });
    expect(res.status()).toBe(201);
    const p = (await res.json()) as { respon: { uid: string; no_rm: string } };
    ({ uid, no_rm: noRm } = p.respon);
  });

  await test.step('Petugas RM meminjamkan berkas ke poli dan mencetak tracer', async () => {
    await masukSebagai(page, 'rm');
    await page.goto('/peminjaman-rm');
    await expect(shell.judulLayar('Peminjaman Berkas Rekam Medis')).toBeVisible();
    await page.getByRole('button', { name: 'Pinjamkan Berkas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pinjamkan Berkas Rekam Medis' });
    await dialog.getByRole('textbox', { name: 'No. RM' }).fill(noRm);
    await dialog.getByRole('textbox', { name: 'Nama peminjam' }).fill('dr. Sari Wulandari');
    await dialog.getByRole('textbox', { name: 'Unit / instansi' }).fill('Poli Penyakit Dalam');
    await simpanLayar(page, 'rm-berkas-pinjam.png');
    await dialog.getByRole('button', { name: 'Pinjamkan' }).click();
    const pdf = page.getByRole('dialog', { name: /Tracer PJ\// });
    await expect(pdf).toBeVisible();
    await simpanLayar(page, 'rm-berkas-tracer.png');
    await page.keyboard.press('Escape');
    await expect(pdf).toBeHidden();
  });

  await test.step('Berkas tampil belum kembali; pinjaman kedua ditolak', async () => {
    await page.getByPlaceholder('Cari No. RM, nama pasien, peminjam, unit…').fill(noRm);
    const baris = page.getByRole('row').filter({ hasText: noRm });
    await expect(baris).toHaveCount(1);
    await expect(baris.getByText('Dipinjam', { exact: true })).toBeVisible();
    await expect(baris.getByText('Poli Penyakit Dalam')).toBeVisible();
    await page.getByRole('button', { name: 'Pinjamkan Berkas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pinjamkan Berkas Rekam Medis' });
    await dialog.getByRole('textbox', { name: 'No. RM' }).fill(noRm);
    await dialog.getByRole('textbox', { name: 'Nama peminjam' }).fill('Peneliti');
    await dialog.getByRole('textbox', { name: 'Unit / instansi' }).fill('Diklat');
    await dialog.getByRole('button', { name: 'Pinjamkan' }).click();
    await expect(dialog.getByText(/masih dipinjam oleh dr\. Sari Wulandari/)).toBeVisible();
    await simpanLayar(page, 'rm-berkas-tolak-pinjam.png');
    await dialog.getByRole('button', { name: 'Batal' }).click();
  });

  await test.step('Berkas dikembalikan', async () => {
    const baris = page.getByRole('row').filter({ hasText: noRm });
    await baris.getByRole('button', { name: 'Kembalikan' }).click();
    await page.getByRole('button', { name: 'Sudah Kembali' }).click();
    await expect(page.getByText(`Berkas ${noRm} dikembalikan`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sudah kembali' }).click();
    await expect(page.getByRole('row').filter({ hasText: noRm }).getByText('Dikembalikan')).toBeVisible();
    await simpanLayar(page, 'rm-berkas-kembali.png');
  });

  await test.step('Permintaan salinan oleh pasien dicatat dengan persetujuannya, disetujui, diserahkan', async () => {
    await page.goto('/pelepasan-informasi-rm');
    await expect(shell.judulLayar('Pelepasan Informasi Rekam Medis')).toBeVisible();
    await page.getByRole('button', { name: 'Catat Permintaan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Catat Permintaan Pelepasan Informasi' });
    await dialog.getByRole('textbox', { name: 'No. RM' }).fill(noRm);
    await dialog.getByRole('textbox', { name: 'Nama pemohon' }).fill(nama);
    await dialog.getByRole('textbox', { name: 'Informasi yang diminta' }).fill('Resume medis rawat jalan');
    await dialog.getByRole('textbox', { name: 'Nama pemberi persetujuan' }).fill(nama);
    await simpanLayar(page, 'rm-berkas-pelepasan-form.png');
    await dialog.getByRole('button', { name: 'Simpan Permintaan' }).click();
    await expect(dialog).toBeHidden();
    await page.getByPlaceholder('Cari No. RM, nama pasien, pemohon…').fill(noRm);
    const baris = page.getByRole('row').filter({ hasText: noRm });
    await expect(baris.getByText('Diajukan')).toBeVisible();
    await expect(baris.getByText(/^Tertulis · /)).toBeVisible();
    await baris.getByRole('button', { name: 'Setujui' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Setujui' }).click();
    await expect(baris.getByText('Disetujui')).toBeVisible();
    await baris.getByRole('button', { name: 'Serahkan' }).click();
    const serah = page.getByRole('dialog', { name: /Serahkan Informasi/ });
    await serah.getByRole('textbox', { name: 'Diterima oleh' }).fill(nama);
    await serah.getByRole('button', { name: 'Serahkan' }).click();
    await expect(baris.getByText('Diserahkan')).toBeVisible();
    await simpanLayar(page, 'rm-berkas-pelepasan.png');
  });

  await test.step('Rekam medis pasien menampilkan batas retensi 25 tahun', async () => {
    await page.goto(`/rm?pasien=${uid}`);
    await expect(page.getByText(nama).first()).toBeVisible();
    // Counted from the registration (today) or, when another journey has since given this new
    // patient a visit (a control date a few days on), from that visit: 25 years later either way.
    const tahun = Number(toJakartaIsoDate(new Date()).slice(0, 4)) + 25;
    await expect(
      page.getByText(new RegExp(`Retensi sampai \\d{2}/\\d{2}/(${tahun}|${tahun + 1})`)),
    ).toBeVisible();
    await simpanLayar(page, 'rm-berkas-retensi.png');
    await page.goto('/retensi-rm');
    await expect(shell.judulLayar('Retensi Rekam Medis')).toBeVisible();
    await simpanLayar(page, 'rm-berkas-retensi-daftar.png');
  });
});
