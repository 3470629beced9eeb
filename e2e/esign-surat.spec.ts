import type { APIRequestContext } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import {
  fotoUji,
  hariIni,
  layaniPasienDemo,
  masukSebagai,
  ok,
  PIN_UJI,
  periksaPdfBertanda,
  periksaVerifikasiPublik,
  pilihOpsi,
  tutupToast,
} from './support/index.ts';

/**
 * Issue 20 as the people do it: the doctor registers as a signer and the administrator verifies
 * the identity; the doctor writes a sick-leave certificate from a visit and issues it, so it waits
 * in the signing list; the doctor signs it there with the PIN; the printed letter is the signed PDF
 * (stamp and QR code); a phone without a session that scans the QR code is told it is valid. A
 * birth certificate drafted at the desk goes the same way.
 */

const DOKTER = 'dr. Andi Pratama, Sp.PD';
const NAMA_KTP = 'ANDI PRATAMA';

/** A female demo patient registered at the IGD today: the mother of a birth certificate. */
async function ibuDiIgd(admin: APIRequestContext): Promise<{ layanan_uid: string; nama: string }> {
  const poli = (await (await admin.get('/api/v1/master/poli?limitless=true')).json()) as {
    respon: { uid: string; kode: string }[];
  };
  const igd = poli.respon.find((p) => p.kode === 'IGD');
  const pasien = (await (await admin.get('/api/v1/pasien?limit=80&sementara=false')).json()) as {
    respon: { uid: string; nama: string; jenis_kelamin: string }[];
  };
  for (const p of pasien.respon.filter((x) => x.jenis_kelamin === 'P').reverse()) {
    const res = await admin.post('/api/v1/pendaftaran', {
      data: { pasien_uid: p.uid, poli_uid: igd?.uid, dokter_uid: null, tanggal: hariIni(), penjamin: 'UMUM' },
    });
    if (res.status() === 201)
      return { layanan_uid: ((await res.json()) as { respon: { uid: string } }).respon.uid, nama: p.nama };
  }
  throw new Error('tidak ada pasien perempuan yang bisa didaftarkan ke IGD');
}

test('dokter mendaftar tanda tangan elektronik, menerbitkan dan menandatangani surat keterangan sakit dan surat kelahiran', async ({
  page,
  browser,
  baseURL,
  adminApi,
  apiSebagai,
}) => {
  test.setTimeout(180_000);
  const dokterApi = await apiSebagai('dokter');
  const l = await layaniPasienDemo(adminApi, { poli: 'IGD', tanggal: hariIni(), limit: 80, mulaiDari: 50 });

  await test.step('Dokter mendaftar sebagai penanda tangan: identitas sesuai KTP, foto, PIN, persetujuan', async () => {
    await masukSebagai(page, 'dokter');
    const saya = (await (await dokterApi.get('/api/surat/v1/esign/penanda/saya')).json()) as {
      respon: { status: string } | null;
    };
    // A retry finds the registration the first attempt made.
    if (saya.respon && saya.respon.status !== 'DITOLAK') return;
    await page.goto('/registrasi-tilaka');
    const form = page.getByRole('form', { name: 'Pendaftaran tanda tangan elektronik' });
    await form.getByRole('textbox', { name: 'NIK' }).fill('3273011507800001');
    await form.getByRole('textbox', { name: 'Nama sesuai KTP' }).fill(NAMA_KTP);
    await form.getByRole('textbox', { name: 'Email' }).fill('andi.pratama@rsrawatsehat.co.id');
    await form.getByRole('textbox', { name: 'Nomor HP' }).fill('081234567890');
    const berkas = form.locator('input[type="file"]');
    await berkas
      .nth(0)
      .setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: await fotoUji(page, 'KTP ANDI') });
    await berkas
      .nth(1)
      .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await fotoUji(page, 'SELFIE') });
    await expect(form.getByRole('img', { name: 'Pratinjau foto ktp' })).toBeVisible();
    await expect(form.getByRole('img', { name: 'Pratinjau swafoto' })).toBeVisible();
    await form.getByLabel('PIN (6 angka)').fill(PIN_UJI);
    await form.getByLabel('Ulangi PIN').fill(PIN_UJI);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    await expect(page.getByText(/menunggu verifikasi/i).first()).toBeVisible();
    await tutupToast(page);
    await simpanLayar(page, 'esign-surat-01-pendaftaran-diajukan.png');
  });

  await test.step('Administrator memeriksa foto KTP dan swafoto lalu menyetujui', async () => {
    const saya = (await (await dokterApi.get('/api/surat/v1/esign/penanda/saya')).json()) as {
      respon: { status: string };
    };
    if (saya.respon.status === 'AKTIF') return;
    await masukSebagai(page, 'admin');
    await page.goto('/registrasi-tilaka');
    await page.getByRole('tab', { name: /Verifikasi Pendaftar/ }).click();
    await page.getByRole('row').filter({ hasText: NAMA_KTP }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: /Foto KTP/ })).toBeVisible();
    await simpanLayar(page, 'esign-surat-02-verifikasi-admin.png');
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await page
      .getByRole('dialog', { name: /Setujui/ })
      .getByRole('button', { name: 'Setujui' })
      .click();
    await expect(page.getByText(/aktif|disetujui/i).first()).toBeVisible();
  });

  let nomor = '';
  let suratUid = '';
  await test.step('Dokter menulis surat keterangan sakit dari kunjungan pasien dan menerbitkannya', async () => {
    await masukSebagai(page, 'dokter');
    await page.goto('/surat-keterangan');
    await page.getByRole('button', { name: 'Buat surat' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Cari No. RM, NIK, No. BPJS atau nama pasien…').fill(l.pasien.no_rm);
    await dialog.getByRole('button', { name: new RegExp(`${l.pasien.no_rm} · `) }).click();
    await dialog.getByRole('button', { name: /IGD/ }).first().click();
    await expect(page).toHaveURL(/\/tambah-suket\//);
    await pilihOpsi(page, page.getByRole('combobox', { name: 'Dokter penanda tangan' }), DOKTER);
    await page.getByRole('button', { name: 'Terbitkan' }).click();
    await page
      .getByRole('dialog', { name: /Terbitkan/ })
      .getByRole('button', { name: 'Terbitkan' })
      .click();
    const terbit = page.getByText(/^Surat .+ diterbitkan$/);
    await expect(terbit).toBeVisible();
    nomor = ((await terbit.textContent()) ?? '').replace(/^Surat | diterbitkan$/g, '');
    expect(nomor).toMatch(/^\d{3,}\/SKS\/.+\/[IVXLC]+\/\d{4}$/);
    await expect(page.getByText(`Menunggu tanda tangan ${DOKTER}`)).toBeVisible();
    suratUid = page.url().split('/').pop() ?? '';
    await tutupToast(page);
    await simpanLayar(page, 'esign-surat-03-surat-terbit-menunggu-ttd.png');
  });

  let lahirUid = '';
  await test.step('Petugas menyiapkan draf surat kelahiran bayi seorang ibu di IGD (lewat API)', async () => {
    const ibu = await ibuDiIgd(adminApi);
    const penanda = (await (await dokterApi.get('/api/surat/v1/surat/penanda?jenis=KELAHIRAN')).json()) as {
      respon: { uid: string; nama: string }[];
    };
    const andi = penanda.respon.find((p) => p.nama === DOKTER);
    const draf = await ok(
      await dokterApi.post('/api/surat/v1/surat', {
        data: {
          layanan_uid: ibu.layanan_uid,
          pegawai_uid: andi?.uid,
          isi: {
            jenis: 'KELAHIRAN',
            bayi: {
              nama: `By. Ny. ${ibu.nama}`,
              jenis_kelamin: 'P',
              tanggal_lahir: hariIni(),
              jam_lahir: '04:25',
              tempat_lahir: 'RSU Rawat Sehat, Ruang Bersalin',
              berat_gram: 3100,
              panjang_cm: 48,
              jenis_kelahiran: 'TUNGGAL',
              kelahiran_ke: 2,
            },
            ibu: { nama: ibu.nama },
            ayah: { nama: 'Budi Santoso', umur: 33 },
            penolong: { jenis: 'DOKTER', nama: DOKTER },
          },
        },
      }),
    );
    lahirUid = draf.respon.uid;
  });

  await test.step('Dokter memeriksa dan menerbitkan surat kelahiran', async () => {
    await page.goto(`/edit-lahir/${lahirUid}`);
    await page.getByRole('button', { name: 'Terbitkan' }).click();
    await page
      .getByRole('dialog', { name: /Terbitkan/ })
      .getByRole('button', { name: 'Terbitkan' })
      .click();
    await expect(page.getByText(/^Surat .+\/SKL\/.+ diterbitkan$/)).toBeVisible();
    await expect(page.getByText(`Menunggu tanda tangan ${DOKTER}`)).toBeVisible();
  });

  await test.step('Dokter menandatangani keduanya sekaligus di daftar pengajuan dengan satu PIN', async () => {
    // From the letter waiting for him, the doctor goes straight to his signing list.
    await page.getByRole('button', { name: 'Tanda tangani', exact: true }).click();
    await expect(page).toHaveURL(/\/list-pengajuan-esign$/);
    for (const judul of ['Surat Keterangan Sakit', 'Surat Keterangan Kelahiran']) {
      const baris = page.getByRole('row').filter({ hasText: judul }).first();
      await baris.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: /Tanda tangani \(2\)/ }).click();
    const dialog = page.getByRole('dialog', { name: /Tanda tangani 2 dokumen/ });
    await dialog.getByLabel('PIN tanda tangan').fill(PIN_UJI);
    await dialog.getByRole('button', { name: 'Tanda Tangani' }).click();
    await expect(page.getByText(/berhasil ditandatangani/).first()).toBeVisible();
    await tutupToast(page);
    await simpanLayar(page, 'esign-surat-04-daftar-ditandatangani.png');
  });

  let pengajuan = '';
  await test.step('Surat yang dicetak adalah PDF bertanda tangan dengan stempel dan kode QR', async () => {
    await page.goto(`/edit-suket/${suratUid}`);
    await expect(page.getByText(/Ditandatangani/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Cetak A4' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await simpanLayar(page, 'esign-surat-05-pdf-bertanda.png');
    const status = (await (await dokterApi.get(`/api/surat/v1/esign/dokumen/SURAT/${suratUid}`)).json()) as {
      respon: { uid: string; status: string };
    };
    expect(status.respon.status).toBe('DITANDATANGANI');
    pengajuan = status.respon.uid;
    const pdf = await periksaPdfBertanda(page, pengajuan);
    const cetak = await page.request.get(`/api/surat/v1/surat/${suratUid}/pdf?kertas=A4`);
    expect((await cetak.body()).equals(pdf)).toBe(true);
  });

  await test.step('Orang lain memindai kode QR: surat sah; surat kelahiran juga', async () => {
    await periksaVerifikasiPublik(browser, baseURL ?? '', pengajuan, nomor, (p) =>
      simpanLayar(p, 'esign-surat-06-verifikasi-publik.png'),
    );
    const lahir = (await (await dokterApi.get(`/api/surat/v1/esign/dokumen/SURAT/${lahirUid}`)).json()) as {
      respon: { uid: string; nomor: string };
    };
    await periksaVerifikasiPublik(browser, baseURL ?? '', lahir.respon.uid, lahir.respon.nomor, (p) =>
      simpanLayar(p, 'esign-surat-07-verifikasi-kelahiran.png'),
    );
  });
});
