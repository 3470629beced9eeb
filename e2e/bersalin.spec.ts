import { expect, simpanLayar, test } from './fixtures.ts';
import { masukSebagai, ok } from './support/index.ts';

// The delivery room (docs/bersalin.md): a woman in labour admitted to a bed of the VK ward is
// recorded in /bersalin with G P A and HPHT, the midwife fills the maternity assessment, two
// partograph examinations are plotted on the WHO chart, she delivers one baby spontaneously, the
// baby becomes a patient of its own, its birth letter is written from the delivery record and
// printed, and postpartum care continues on the stay's chart.

/** Two hours ago and now, as the datetime-local fields take them (Jakarta wall clock). */
function lokalWib(jamLalu: number): string {
  const d = new Date(Date.now() - jamLalu * 3_600_000 + 7 * 3_600_000);
  return d.toISOString().slice(0, 16);
}

/** An HPHT 39 weeks ago. */
function hpht39Minggu(): string {
  const d = new Date(Date.now() + 7 * 3_600_000 - 39 * 7 * 86_400_000);
  return d.toISOString().slice(0, 10);
}

test('ibu inpartu di ruang bersalin: asesmen kebidanan, partograf, persalinan spontan, bayi didaftarkan, surat kelahiran', async ({
  page,
  adminApi,
  apiSebagai,
}) => {
  test.setTimeout(240_000);
  let ibu = { uid: '', no_rm: '', nama: '' };
  let noRmBayi = '';

  await test.step('Ibu inpartu diterima rawat inap di bed Ruang Bersalin (VK) lewat admisi (API)', async () => {
    // A woman of her own: a demo patient could be on another journey's ward bed at the same time.
    const akhiran = [...Date.now().toString(26).slice(-4)].map(
      (c) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Number.parseInt(c, 26)],
    );
    const nama = `Rina Marlina ${akhiran.join('')}`;
    const baru = (await ok(
      await adminApi.post('/api/v1/pasien', {
        data: {
          nama,
          jenis_kelamin: 'P',
          tempat_lahir: 'Bandung',
          tanggal_lahir: '1996-04-12',
          alamat: 'Jl. Cikutra No. 21',
          provinsi_kode: '32',
          kabupaten_kode: '32.73',
          kecamatan_kode: '32.73.02',
          desa_kode: '32.73.02.1004',
        },
      }),
    )) as { respon: { uid: string; no_rm: string; nama: string } };
    const p = baru.respon;
    ibu = { uid: p.uid, no_rm: p.no_rm, nama: p.nama };
    const bed = (await ok(await adminApi.get('/api/v1/ranap/bed-kosong?kelas=KELAS_2&jk=P'), 200)) as {
      respon: { bed_uid: string; status: string; kode_ruangan: string }[];
    };
    const vk = bed.respon.find((b) => b.kode_ruangan === 'VK' && b.status === 'KOSONG');
    if (!vk) throw new Error('bed VK kosong tidak ada (seed demo)');
    const dokter = (await ok(await adminApi.get('/api/v1/master/dokter?search=Andi%20Pratama'), 200)) as {
      respon: { uid: string }[];
    };
    const admisi = await apiSebagai('pendaftaran');
    await ok(
      await admisi.post('/api/v1/ranap/admisi', {
        data: {
          pasien_uid: p.uid,
          bed_uid: vk.bed_uid,
          dpjp_uid: dokter.respon[0]?.uid,
          diagnosis_masuk: 'O80.0',
          persetujuan: { nama: p.nama, hubungan: 'Pasien sendiri' },
          penjamin: 'UMUM',
        },
      }),
    );
  });

  await test.step('Bidan mencatat ibu di Ruang Bersalin dengan G2P1A0 dan HPHT', async () => {
    await masukSebagai(page, 'perawat');
    await page.goto('/bersalin');
    await expect(page.getByRole('heading', { name: 'Ruang Bersalin' })).toBeVisible();
    await page.getByRole('button', { name: 'Pasien Bersalin Baru' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pasien Bersalin Baru' });
    await dialog.getByRole('combobox', { name: 'Pasien rawat inap' }).fill(ibu.no_rm);
    await page.getByRole('option', { name: new RegExp(ibu.no_rm) }).click();
    await dialog.getByRole('spinbutton', { name: 'Gravida (G)' }).fill('2');
    await dialog.getByRole('spinbutton', { name: 'Para (P)' }).fill('1');
    await dialog.getByRole('group', { name: /HPHT/ }).click();
    await page.keyboard.type(hpht39Minggu().replaceAll('-', ''));
    await expect(dialog.getByText(/Usia kehamilan 39 minggu · taksiran persalinan/)).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Keluhan / catatan masuk' })
      .fill('Kenceng-kenceng sejak dini hari');
    await simpanLayar(page, 'bersalin-01-baru.png');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/bersalin\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: ibu.nama })).toBeVisible();
    await expect(page.getByText('39 minggu').first()).toBeVisible();
  });

  await test.step('Bidan mengisi asesmen awal kebidanan di tab Data Obstetri & Asesmen', async () => {
    const bagian = page.getByRole('region', { name: 'Asesmen Awal Kebidanan' });
    await expect(bagian.getByText('Belum diisi')).toBeVisible();
    await bagian.getByRole('button', { name: 'Isi Asesmen Kebidanan' }).click();
    // Started from the delivery record: G P A, UK and the admission complaint.
    await expect(page.getByRole('textbox', { name: 'Gravida (G)' })).toHaveValue('2');
    await expect(page.getByRole('textbox', { name: 'Usia kehamilan (UK)' })).toHaveValue('39');
    await expect(page.getByRole('status', { name: 'HPL' })).not.toContainText('Isi HPHT');
    await expect(page.getByRole('textbox', { name: 'Keluhan utama' })).toHaveValue(
      'Kenceng-kenceng sejak dini hari',
    );
    await page.getByLabel('His / kontraksi sejak').fill(lokalWib(6));
    await page.getByRole('radiogroup', { name: 'Keluar lendir darah' }).getByLabel('Ya').check();
    await page.getByRole('radiogroup', { name: 'Ketuban pecah' }).getByLabel('Tidak').check();
    await page.getByRole('textbox', { name: 'TD sistolik' }).fill('120');
    await page.getByRole('textbox', { name: 'TD diastolik' }).fill('80');
    await page.getByRole('textbox', { name: 'Nadi' }).fill('88');
    await page.getByRole('textbox', { name: 'Suhu' }).fill('36,7');
    await page.getByRole('textbox', { name: 'TFU' }).fill('32');
    await page.getByRole('textbox', { name: 'Leopold I (fundus)' }).fill('Teraba bokong');
    await page.getByRole('textbox', { name: 'Leopold II (punggung janin)' }).fill('Punggung kiri');
    await page.getByRole('textbox', { name: 'Leopold III (bagian terbawah)' }).fill('Teraba kepala');
    await page.getByRole('textbox', { name: 'Leopold IV (masuk PAP)' }).fill('Divergen');
    await page.getByRole('textbox', { name: 'DJJ' }).fill('142');
    await page.getByRole('textbox', { name: 'His per 10 menit' }).fill('3');
    await page.getByRole('textbox', { name: 'Lama his' }).fill('35');
    await page.getByRole('textbox', { name: 'Pembukaan' }).fill('4');
    await page.getByRole('textbox', { name: 'Effacement (pendataran)' }).fill('50');
    await page
      .getByRole('group', { name: 'Ketuban', exact: true })
      .getByRole('button', { name: 'Utuh' })
      .click();
    await page.getByRole('group', { name: 'Presentasi' }).getByRole('button', { name: 'Kepala' }).click();
    await page
      .getByRole('group', { name: 'Penurunan (Hodge)' })
      .getByRole('button', { name: 'II', exact: true })
      .click();
    await page.getByRole('checkbox', { name: 'Tidak ada alergi' }).check();
    await page
      .getByRole('textbox', { name: 'Diagnosis kebidanan' })
      .fill(
        'G2P1A0 hamil 39 minggu inpartu kala I fase aktif, janin tunggal hidup intrauterin, presentasi kepala',
      );
    await page
      .getByRole('textbox', { name: 'Rencana asuhan' })
      .fill('Observasi kemajuan persalinan dengan partograf');
    await page.getByRole('region', { name: 'Pemeriksaan Obstetri' }).scrollIntoViewIfNeeded();
    await simpanLayar(page, 'bersalin-02-asesmen-kebidanan.png');
    await page.getByRole('button', { name: 'Simpan Asesmen' }).click();
    await expect(page.getByText('Asesmen kebidanan tersimpan')).toBeVisible();
    await expect(bagian.getByText('Sudah diisi')).toBeVisible();
    await expect(bagian.getByText(/^Terakhir oleh /)).toBeVisible();
  });

  await test.step('Bidan mengisi dua pemeriksaan partograf; grafik menampilkan garis waspada dan bertindak', async () => {
    await page.getByRole('tab', { name: 'Partograf' }).click();
    for (const [jamLalu, pembukaan, turun, djj] of [
      [2, '4', '4', '142'],
      [0, '7', '2', '138'],
    ] as const) {
      await page.getByLabel('Waktu pemeriksaan').fill(lokalWib(jamLalu));
      await page.getByRole('textbox', { name: 'Pembukaan serviks' }).fill(pembukaan);
      await page.getByRole('textbox', { name: 'Penurunan kepala' }).fill(turun);
      await page.getByRole('textbox', { name: 'DJJ' }).fill(djj);
      await page.getByRole('textbox', { name: 'Kontraksi' }).fill('3');
      await page.getByRole('combobox', { name: 'Lama kontraksi' }).click();
      await page.getByRole('option', { name: '20–40 detik' }).click();
      await page.getByRole('textbox', { name: 'Nadi ibu' }).fill('88');
      await page.getByRole('button', { name: 'Simpan Pemeriksaan' }).click();
      await expect(page.getByText('Pemeriksaan partograf tersimpan').last()).toBeVisible();
      await expect(page.getByRole('cell', { name: `${pembukaan} cm` })).toBeVisible();
    }
    await expect(page.getByText('Sesuai kemajuan (di kiri garis waspada)')).toBeVisible();
    await expect(page.getByText('Garis waspada', { exact: true })).toBeVisible();
    await expect(page.getByText('Garis bertindak', { exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await simpanLayar(page, 'bersalin-03-partograf.png');
    await page.getByRole('button', { name: 'Cetak' }).click();
    await expect(page.getByRole('dialog').getByText(`Partograf ${ibu.nama}`)).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('Persalinan spontan satu bayi dicatat', async () => {
    await page.getByRole('tab', { name: 'Persalinan' }).click();
    await page.getByRole('combobox', { name: 'Cara persalinan' }).click();
    await page.getByRole('option', { name: 'Spontan' }).click();
    await page.getByRole('textbox', { name: 'Nama penolong' }).fill('Bd. Rina Kartika, A.Md.Keb');
    await page.getByRole('textbox', { name: 'Perdarahan (ml)' }).fill('200');
    await page.getByRole('combobox', { name: 'Jenis kelamin' }).click();
    await page.getByRole('option', { name: 'Perempuan' }).click();
    await page.getByRole('textbox', { name: 'Berat lahir' }).fill('3150');
    await page.getByRole('textbox', { name: 'Panjang badan' }).fill('49');
    await page.getByRole('textbox', { name: 'Lingkar kepala' }).fill('33');
    await page.getByRole('textbox', { name: 'APGAR 1 menit' }).fill('8');
    await page.getByRole('textbox', { name: 'APGAR 5 menit' }).fill('9');
    await simpanLayar(page, 'bersalin-04-persalinan.png');
    await page.getByRole('button', { name: 'Simpan Persalinan' }).click();
    await page
      .getByRole('dialog', { name: 'Simpan catatan persalinan?' })
      .getByRole('button', { name: 'Simpan' })
      .click();
    await expect(page.getByText('Persalinan tercatat. Daftarkan bayi di tab Bayi.')).toBeVisible();
    await expect(page.getByText('Sudah bersalin').first()).toBeVisible();
    await expect(page.getByText('200 ml')).toBeVisible();
    // Postpartum: the status says so and the stay's chart is one click away.
    await expect(page.getByText('Nifas', { exact: true })).toBeVisible();
    await expect(page.getByText(/Ibu dalam masa nifas: perawatan nifas/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'CPPT & Observasi Nifas' })).toHaveAttribute(
      'href',
      /\/rawat-inap\/dashboard-inap\/[0-9a-f-]{36}\?tab=cppt$/,
    );
  });

  await test.step('Bayi didaftarkan sebagai pasien sendiri dengan No. RM', async () => {
    await page.getByRole('tab', { name: /^Bayi/ }).click();
    await page.getByRole('button', { name: 'Daftarkan Bayi' }).click();
    const tautan = page.getByRole('link', { name: new RegExp(`By\\. Ny\\. ${ibu.nama} · No\\. RM \\d{8}`) });
    await expect(tautan).toBeVisible();
    noRmBayi = /No\. RM (\d{8})/.exec((await tautan.textContent()) ?? '')?.[1] ?? '';
    expect(noRmBayi).not.toBe(ibu.no_rm);
    await simpanLayar(page, 'bersalin-05-bayi.png');
  });

  await test.step('Surat kelahiran dibuat dari tab Bayi, terisi dari catatan persalinan, diterbitkan dan dicetak', async () => {
    await page
      .getByRole('link', { name: new RegExp(`Buat Surat Kelahiran By\\. Ny\\. ${ibu.nama}`) })
      .click();
    await expect(page).toHaveURL(/\/tambah-lahir\/[0-9a-f-]{36}\?bayi=/);
    await expect(
      page.getByRole('combobox', { name: 'Isi dari catatan persalinan (Ruang Bersalin)' }),
    ).toContainText(noRmBayi);
    await expect(page.getByRole('textbox', { name: 'Nama bayi' })).toHaveValue(`By. Ny. ${ibu.nama}`);
    await expect(page.getByRole('combobox', { name: 'Cara persalinan' })).toContainText('Spontan');
    await expect(page.getByRole('combobox', { name: 'Jenis kelamin' })).toContainText('Perempuan');
    await expect(page.getByRole('textbox', { name: 'Nama penolong' })).toHaveValue(
      'Bd. Rina Kartika, A.Md.Keb',
    );
    await expect(page.getByRole('textbox', { name: 'Nama ibu' })).toHaveValue(ibu.nama);
    await simpanLayar(page, 'bersalin-06-surat-kelahiran.png');
    await page.getByRole('button', { name: 'Terbitkan' }).click();
    await page
      .getByRole('dialog', { name: /Terbitkan/ })
      .getByRole('button', { name: 'Terbitkan' })
      .click();
    await expect(page.getByText(/^Surat \d{3,}\/SKL\/.+ diterbitkan$/)).toBeVisible();
    await expect(page).toHaveURL(/\/edit-lahir\/[0-9a-f-]{36}$/);
    const suratUid = page.url().split('/').pop() ?? '';
    await page.getByRole('button', { name: 'Cetak A4' }).click();
    await expect(
      page.getByRole('dialog', { name: new RegExp(`Surat Keterangan Kelahiran ${ibu.nama}`) }),
    ).toBeVisible();
    const pdf = await page.request.get(`/api/surat/v1/surat/${suratUid}/pdf?kertas=A4`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await simpanLayar(page, 'bersalin-07-surat-kelahiran-pdf.png');
    await page.keyboard.press('Escape');
  });

  await test.step('Bayi ditemukan di Data Pasien sebagai "By. Ny. …"', async () => {
    await page.goto('/listpasien');
    await page.getByPlaceholder('Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…').fill(noRmBayi);
    const baris = page.getByRole('row').filter({ hasText: noRmBayi });
    await expect(baris).toContainText(`By. Ny. ${ibu.nama}`);
    await simpanLayar(page, 'bersalin-08-data-pasien.png');
  });
});
