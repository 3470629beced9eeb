import { expect, simpanLayar, test } from './fixtures.ts';
import { masukSebagai, ok, pilihOpsi } from './support/index.ts';

// The nutritionist's work on the ward (docs/ranap/gizi.md): a patient admitted in this journey is
// screened with MST (at risk), assessed (ADIME), given a diet from the worklist, written up in the
// CPPT; the diet reaches the kitchen's list and the ward shows in the screening coverage.

test('ahli gizi menskrining pasien baru (MST berisiko), mengisi ADIME, menetapkan diet dan melihat cakupan', async ({
  page,
  adminApi,
  apiSebagai,
}) => {
  test.setTimeout(180_000);
  const nama = `Gizi Uji ${Date.now().toString(36).slice(-5).toUpperCase()}`;
  let ruangan = '';

  await test.step('Pasien baru dewasa dirawat inap lewat admisi (API)', async () => {
    const baru = (await ok(
      await adminApi.post('/api/v1/pasien', {
        data: {
          nama,
          jenis_kelamin: 'L',
          tempat_lahir: 'Bandung',
          tanggal_lahir: '1968-07-14',
          alamat: 'Jl. Dipatiukur No. 35',
          provinsi_kode: '32',
          kabupaten_kode: '32.73',
          kecamatan_kode: '32.73.02',
          desa_kode: '32.73.02.1004',
        },
      }),
    )) as { respon: { uid: string; nama: string } };
    const bed = (await ok(await adminApi.get('/api/v1/ranap/bed-kosong?kelas=KELAS_3&jk=L'), 200)) as {
      respon: { bed_uid: string; status: string; cocok: boolean; nama_ruangan?: string }[];
    };
    const kosong = bed.respon.find((b) => b.status === 'KOSONG' && b.cocok);
    if (!kosong) throw new Error('tidak ada bed kelas 3 kosong');
    const dokter = (await ok(await adminApi.get('/api/v1/master/dokter?search=Andi%20Pratama'), 200)) as {
      respon: { uid: string }[];
    };
    const admisi = await apiSebagai('pendaftaran');
    await ok(
      await admisi.post('/api/v1/ranap/admisi', {
        data: {
          pasien_uid: baru.respon.uid,
          bed_uid: kosong.bed_uid,
          dpjp_uid: dokter.respon[0]?.uid,
          diagnosis_masuk: 'K29.7',
          persetujuan: { nama: baru.respon.nama, hubungan: 'Pasien sendiri' },
          penjamin: 'UMUM',
        },
      }),
    );
  });

  const baris = () => page.getByRole('row').filter({ hasText: nama });

  await test.step('Ahli gizi masuk dan melihat pasien baru di daftar kerja, belum diskrining', async () => {
    await masukSebagai(page, 'ahli_gizi');
    await expect(page).toHaveURL(/\/gizi-ranap$/);
    await expect(page.getByRole('heading', { name: 'Asuhan Gizi Rawat Inap' })).toBeVisible();
    await expect(baris()).toContainText('Belum skrining');
    await expect(baris()).toContainText('Hari ke-1');
    const tabel = page.getByRole('table').filter({ has: baris() });
    ruangan = ((await tabel.getAttribute('aria-label')) ?? '').replace('Asuhan gizi ruangan ', '');
    await simpanLayar(page, 'gizi-01-daftar-kerja.png');
  });

  await test.step('Ahli gizi mengisi skrining MST: BB turun 6–10 kg dan nafsu makan berkurang (skor 3)', async () => {
    await baris().getByRole('button', { name: 'Skrining' }).click();
    const dialog = page.getByRole('dialog', { name: `Skrining Gizi (MST) – ${nama}` });
    await dialog.getByRole('radio', { name: 'Ya, 6–10 kg (2)' }).check();
    await dialog
      .getByRole('radiogroup', { name: /asupan makan berkurang/ })
      .getByRole('radio', { name: 'Ya' })
      .check();
    await expect(dialog).toContainText('Skor 3 – Berisiko malnutrisi');
    await simpanLayar(page, 'gizi-02-skrining-mst.png');
    await dialog.getByRole('button', { name: 'Simpan Skrining' }).click();
    await expect(dialog).toBeHidden();
    await expect(baris()).toContainText('MST 3 · Berisiko malnutrisi');
    await expect(baris()).toContainText('Perlu ADIME');
  });

  await test.step('Ahli gizi mengisi asesmen gizi ADIME; IMT dihitung', async () => {
    await baris().getByRole('button', { name: 'ADIME' }).click();
    const dialog = page.getByRole('dialog', { name: `Asesmen Gizi (ADIME) – ${nama}` });
    await dialog.getByLabel('Berat badan (kg)').fill('48');
    await dialog.getByLabel('Tinggi badan (cm)').fill('165');
    await expect(dialog).toContainText('17,6 kg/m² – Berat badan kurang');
    await dialog.getByLabel('Biokimia').fill('Albumin 3,0 g/dL, Hb 10,8 g/dL');
    await dialog.getByLabel('Riwayat makan').fill('Makan 1/2 porsi sejak 2 minggu, mual');
    await dialog.getByLabel('Problem (P)').fill('Asupan oral tidak adekuat');
    await dialog.getByLabel('Etiologi (E)').fill('Mual dan nyeri ulu hati');
    await dialog.getByLabel('Tanda/gejala (S)').fill('Asupan < 60% kebutuhan, BB turun 8 kg');
    await dialog.getByLabel('Jenis diet').fill('Diet Lambung');
    await dialog.getByLabel('Energi (kkal)').fill('1900');
    await dialog.getByLabel('Protein (g)').fill('70');
    await dialog.getByLabel('Frekuensi').fill('3x makan utama, 2x selingan');
    await dialog.getByLabel('Monitoring & evaluasi').fill('Asupan harian, BB tiap minggu');
    await simpanLayar(page, 'gizi-03-adime.png');
    await dialog.getByRole('button', { name: 'Simpan ADIME' }).click();
    await expect(dialog).toBeHidden();
    await expect(baris()).toContainText('Sudah');
    await expect(baris()).not.toContainText('Perlu ADIME');
  });

  await test.step('Ahli gizi menetapkan Diet Lambung lunak dari baris pasien', async () => {
    await baris().getByRole('button', { name: 'Diet' }).click();
    const dialog = page.getByRole('dialog', { name: `Atur Diet – ${nama}` });
    await dialog.getByLabel('Jenis diet').fill('Diet Lambung');
    await pilihOpsi(page, dialog.getByRole('combobox', { name: 'Bentuk makanan' }), 'Makanan lunak');
    await dialog.getByLabel('Pantangan').fill('Makanan pedas, asam');
    await dialog.getByRole('button', { name: 'Tetapkan', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(baris()).toContainText('Diet Lambung');
    await expect(baris()).toContainText('Makanan lunak');
    await simpanLayar(page, 'gizi-04-daftar-kerja-selesai.png');
  });

  await test.step('Ahli gizi menulis catatan CPPT dari baris pasien', async () => {
    await baris().getByRole('button', { name: 'CPPT' }).click();
    await expect(page).toHaveURL(/\/rawat-inap\/dashboard-inap\/[0-9a-f-]+\?tab=cppt/);
    await page.getByRole('textbox', { name: 'A — Asesmen' }).fill('Berisiko malnutrisi (MST 3), IMT 17,6');
    await page.getByRole('textbox', { name: 'P — Plan' }).fill('Diet Lambung lunak 1900 kkal, protein 70 g');
    await page.getByRole('button', { name: 'Simpan & Tandatangani' }).click();
    await expect(page.getByText('Catatan CPPT tersimpan')).toBeVisible();
    await expect(page.getByTestId('kartu-cppt').first()).toContainText('Ahli Gizi');
    await page.getByRole('tab', { name: 'Gizi', exact: true }).click();
    await expect(page.getByText('Skor 3 · Berisiko malnutrisi')).toBeVisible();
    await expect(page.getByText(/Asupan oral tidak adekuat berkaitan dengan Mual/)).toBeVisible();
    await simpanLayar(page, 'gizi-05-tab-gizi.png');
  });

  await test.step('Diet tampil di Diet Pasien Rawat Inap untuk makan siang besok', async () => {
    await page.goto('/daftar-diet-ranap');
    const besok = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('group', { name: 'Tanggal', exact: true }).click();
    await page.keyboard.type(besok.replaceAll('-', ''));
    await pilihOpsi(page, page.getByRole('combobox', { name: 'Waktu makan' }), 'Makan siang');
    const diet = page
      .getByRole('table', { name: `Diet ruangan ${ruangan}` })
      .getByRole('row')
      .filter({
        hasText: nama,
      });
    await expect(diet).toContainText('Diet Lambung');
    await expect(diet).toContainText('Pantang: Makanan pedas, asam');
  });

  await test.step('Cakupan skrining gizi menampilkan ruangan pasien', async () => {
    await page.goto('/cakupan-skrining-gizi');
    await expect(page.getByRole('heading', { name: 'Cakupan Skrining Gizi' })).toBeVisible();
    const tabel = page.getByRole('table', { name: 'Cakupan skrining gizi per ruangan' });
    await expect(tabel.getByRole('row').filter({ hasText: ruangan })).toBeVisible();
    await expect(tabel.getByRole('row').filter({ hasText: 'Total' })).toBeVisible();
    await simpanLayar(page, 'gizi-06-cakupan.png');
  });
});
