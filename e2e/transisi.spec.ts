import { expect, simpanLayar, test } from './fixtures.ts';
import { masukSebagai, ok } from './support/index.ts';

// The transition (recovery) room (docs/ranap/transisi.md): an inpatient back from a procedure is
// received in /transisi, two sets of vitals, an Aldrete of 10, sent back to the ward; the room's
// list no longer shows them and the patient's timeline (/rm) tells the stay in the room.

test('pasien rawat inap pasca tindakan diterima di ruang transisi, dinilai Aldrete 10 dan kembali ke bangsal', async ({
  page,
  adminApi,
  apiSebagai,
}) => {
  test.setTimeout(180_000);
  let pasien = { uid: '', no_rm: '', nama: '' };

  await test.step('Pasien demo dirawat inap lewat admisi (API)', async () => {
    const dirawat = (await ok(await adminApi.get('/api/v1/ranap/pasien?limit=100'), 200)) as {
      respon: { pasien: { uid: string } }[];
    };
    const sedang = new Set(dirawat.respon.map((r) => r.pasien.uid));
    const semua = (await ok(await adminApi.get('/api/v1/pasien?limit=60&sementara=false'), 200)) as {
      respon: { uid: string; no_rm: string; nama: string; status: string; jenis_kelamin: string }[];
    };
    // Not a patient another journey already took through the room today (e2e/operasi.spec.ts
    // sends its patient there, then home): the room's lists below are read by name.
    const diRuang = new Set<string>();
    for (const status of ['OBSERVASI', 'SELESAI']) {
      const r = (await ok(await adminApi.get(`/api/v1/transisi?status=${status}`), 200)) as {
        respon: { pasien: { uid: string } }[];
      };
      for (const x of r.respon) diRuang.add(x.pasien.uid);
    }
    const p = semua.respon.find(
      (x) => !sedang.has(x.uid) && !diRuang.has(x.uid) && x.status === 'AKTIF' && !x.nama.startsWith('By.'),
    );
    if (!p) throw new Error('tidak ada pasien demo yang tidak sedang dirawat');
    pasien = p;
    const bed = (await ok(
      await adminApi.get(`/api/v1/ranap/bed-kosong?kelas=KELAS_3&jk=${p.jenis_kelamin}`),
      200,
    )) as { respon: { bed_uid: string; status: string; cocok: boolean }[] };
    const kosong = bed.respon.find((b) => b.status === 'KOSONG' && b.cocok);
    const dokter = (await ok(await adminApi.get('/api/v1/master/dokter?search=Andi%20Pratama'), 200)) as {
      respon: { uid: string }[];
    };
    const admisi = await apiSebagai('pendaftaran');
    await ok(
      await admisi.post('/api/v1/ranap/admisi', {
        data: {
          pasien_uid: p.uid,
          bed_uid: kosong?.bed_uid,
          dpjp_uid: dokter.respon[0]?.uid,
          diagnosis_masuk: 'K35.8',
          persetujuan: { nama: p.nama, hubungan: 'Pasien sendiri' },
          penjamin: 'UMUM',
          rencana_tindakan: 'Apendektomi',
        },
      }),
    );
  });

  await test.step('Perawat ruang transisi menerima pasien dari daftar layanan aktif', async () => {
    await masukSebagai(page, 'perawat');
    await page.goto('/transisi');
    await expect(page.getByRole('heading', { name: 'Ruang Transisi' })).toBeVisible();
    await page.getByRole('button', { name: 'Terima Pasien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terima Pasien di Ruang Transisi' });
    await dialog.getByPlaceholder('Cari nama atau No. RM pasien…').fill(pasien.no_rm);
    await dialog.getByRole('button', { name: new RegExp(`${pasien.no_rm} · ${pasien.nama}`) }).click();
    await expect(dialog.getByText('Rawat Inap', { exact: false }).first()).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Tindakan / jenis anestesi' })
      .fill('Apendektomi, anestesi spinal');
    await simpanLayar(page, 'transisi-01-terima.png');
    await dialog.getByRole('button', { name: 'Terima Pasien' }).click();
    await expect(page).toHaveURL(/\/transisi\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `${pasien.nama} — Ruang Transisi` })).toBeVisible();
    await expect(page.getByText('Aldrete belum dinilai')).toBeVisible();
  });

  await test.step('Perawat mencatat tanda vital dua kali', async () => {
    for (const [nadi, spo2] of [
      ['96', '95'],
      ['84', '98'],
    ] as const) {
      await page.getByRole('button', { name: 'Isi Tanda Vital' }).click();
      const dialog = page.getByRole('dialog', { name: /Isi Tanda Vital/ });
      await dialog.getByRole('spinbutton', { name: 'Sistolik' }).fill('118');
      await dialog.getByRole('spinbutton', { name: 'Diastolik' }).fill('76');
      await dialog.getByRole('spinbutton', { name: 'Nadi' }).fill(nadi);
      await dialog.getByRole('spinbutton', { name: 'Respirasi' }).fill('18');
      await dialog.getByRole('spinbutton', { name: 'SpO2' }).fill(spo2);
      await dialog.getByRole('button', { name: 'Simpan Tanda Vital' }).click();
      await expect(dialog).toBeHidden();
    }
    const tabel = page.getByRole('table', { name: 'Tanda vital ruang transisi' });
    await expect(tabel.getByRole('row')).toHaveCount(3);
    await expect(tabel.getByText('118/76').first()).toBeVisible();
  });

  await test.step('Perawat menilai skor Aldrete 10: memenuhi kriteria pindah', async () => {
    for (const butir of [
      'Aktivitas',
      'Pernapasan',
      'Sirkulasi (TD dibanding pra-anestesi)',
      'Kesadaran',
      'Saturasi O2',
    ])
      await page.getByRole('radiogroup', { name: butir }).getByRole('radio', { name: /^2 –/ }).check();
    await expect(page.getByTestId('total-skor')).toContainText('Total 10/10');
    await expect(page.getByTestId('total-skor')).toContainText('memenuhi kriteria pindah (≥ 9)');
    await page.getByRole('button', { name: 'Simpan Skor' }).click();
    await expect(page.getByText('Aldrete 10/10').first()).toBeVisible();
    await simpanLayar(page, 'transisi-02-catatan.png');
  });

  await test.step('Perawat memindahkan pasien kembali ke bangsal', async () => {
    await page.getByRole('button', { name: 'Pindahkan Pasien' }).click();
    const dialog = page.getByRole('dialog', { name: /Pindahkan Pasien/ });
    await expect(dialog.getByText(/memenuhi kriteria pindah/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Pulang (bedah sehari)' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Kembali ke bangsal' }).check();
    await dialog.getByRole('textbox', { name: 'Catatan serah terima' }).fill('Diserahkan ke perawat bangsal');
    await simpanLayar(page, 'transisi-03-pindah.png');
    await dialog.getByRole('button', { name: 'Pindahkan Pasien' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/Keluar .* — Kembali ke bangsal/)).toBeVisible();
    await expect(page.getByText(/Observasi Ruang Transisi \(Pemulihan\)/)).toBeVisible();
    await simpanLayar(page, 'transisi-04-keluar.png');
  });

  await test.step('Daftar ruang transisi tidak lagi menampilkan pasien', async () => {
    await page.goto('/transisi');
    await expect(page.getByRole('table', { name: 'Pasien ruang transisi' })).toBeVisible();
    await expect(page.getByText(pasien.nama)).toHaveCount(0);
    await page.getByRole('button', { name: 'Keluar hari ini' }).click();
    await expect(page.getByTestId('baris-transisi').filter({ hasText: pasien.nama })).toContainText(
      'Kembali ke bangsal',
    );
    await simpanLayar(page, 'transisi-05-daftar.png');
  });

  await test.step('Linimasa pasien mencatat masuk dan keluar ruang transisi', async () => {
    await masukSebagai(page, 'rm');
    await page.goto(`/rm?pasien=${pasien.uid}`);
    const entri = page.getByTestId('entri-timeline');
    await expect(entri.filter({ hasText: 'Masuk ruang transisi (pasca operasi)' }).first()).toBeVisible();
    await expect(
      entri.filter({ hasText: 'Keluar ruang transisi: Kembali ke bangsal (Aldrete 10)' }),
    ).toBeVisible();
    await simpanLayar(page, 'transisi-06-linimasa.png');
  });
});
