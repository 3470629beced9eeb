import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';
import { buatOrderUji, jpeg, multipart, PNG_1PX, uidKode } from '../penunjang.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let l: LayananUji;
let thorax: string;
const dir = mkdtempSync(path.join(tmpdir(), 'rawat-berkas-'));
const MAKS = 64 * 1024;

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN, config: { berkasDir: dir, berkasMaksByte: MAKS } });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'labor', 'radiologi', 'dokter_radiologi', 'kasir'])
    akun[r] = await t.login(r);
  l = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    status: 'ON_PROCESS',
    nama: 'Sari Rontgen',
    penjamin: 'BPJS',
  });
  thorax = await uidKode(t, 'pemeriksaan_radiologi', 'DX-THORAX-PA');
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const order = () =>
  buatOrderUji(t, akun.dokter ?? '', l.layanan_uid, {
    jenis: 'RADIOLOGI',
    items: [{ pemeriksaan_radiologi_uid: thorax }],
    catatan_klinis: 'Batuk 3 minggu, curiga TB',
  });
const langkah = (o: string, aksi: string, cookie = akun.radiologi, body: object = {}) =>
  call('POST', `/radiologi/${o}/${aksi}`, cookie, body);
const unggah = (o: string, nama: string, isi: Buffer, cookie = akun.radiologi) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/radiologi/${o}/berkas`,
    ...(() => {
      const m = multipart('berkas', nama, isi);
      return { payload: m.payload, headers: { ...m.headers, ...(cookie ? { cookie } : {}) } };
    })(),
  });
/** Every file in the store, whatever its month folder. */
const berkasDisimpan = () =>
  readdirSync(dir, { recursive: true }).filter((f) => String(f).split(path.sep).length === 3);
const EKSPERTISE = {
  temuan: 'Cor: tidak membesar.\nPulmo: infiltrat di apeks kanan.',
  kesan: 'Suspek TB paru aktif',
};

describe('a radiology order from examination to validated expertise', () => {
  it('examines (charged at the BPJS price), takes an image, reads, validates, prints and tells the doctor', async () => {
    const o = await order();
    const list = await call('GET', '/radiologi?tanggal=2030-01-07&penjamin=BPJS', akun.radiologi);
    expect(list.json().respon[0]).toMatchObject({
      uid: o.uid,
      status: 'DIMINTA',
      pemeriksaan: ['Thorax PA'],
    });
    expect((await call('GET', '/radiologi/jumlah', akun.radiologi)).json().respon.DIMINTA).toBe(1);

    const periksa = await langkah(o.uid, 'periksa', akun.radiologi, { catatan: 'PA erect, 110 kV' });
    expect(periksa.json().respon).toMatchObject({ status: 'DIPERIKSA', items: [{ tagihan: 135_000 }] });
    expect(periksa.json().respon.template_ekspertise).toContain('Cor:');
    const [tagihan] = await queryRows<{ jenis: string; penjamin: string }>(
      t,
      `select jenis, penjamin from transaksi where kunjungan_uid = '${l.kunjungan_uid}' and sumber <> 'pendaftaran'`,
    );
    expect(tagihan).toEqual({ jenis: 'RADIOLOGI', penjamin: 'BPJS' });

    const up = await unggah(o.uid, 'thorax-pa.png', PNG_1PX);
    expect(up.statusCode).toBe(201);
    const [b] = up.json().respon.berkas;
    expect(b).toMatchObject({
      nama: 'thorax-pa.png',
      jenis: 'PNG',
      mime: 'image/png',
      ukuran: PNG_1PX.length,
    });
    expect(berkasDisimpan()).toHaveLength(1);
    const [row] = await queryRows<{ kunci: string }>(
      t,
      `select kunci from berkas_radiologi where uid = '${b.uid}'`,
    );
    expect(row?.kunci).toMatch(/^2030\/01\/[0-9a-f-]{36}$/);

    // The doctor sees the image; the registration desk may not.
    const gambar = await call('GET', `/radiologi/${o.uid}/berkas/${b.uid}`, akun.dokter);
    expect(gambar.statusCode).toBe(200);
    expect(gambar.headers['content-type']).toBe('image/png');
    expect(gambar.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await call('GET', `/radiologi/${o.uid}/berkas/${b.uid}`, akun.pendaftaran)).statusCode).toBe(403);

    // The radiographer does not write the expertise.
    expect((await call('PUT', `/radiologi/${o.uid}/ekspertise`, akun.radiologi, EKSPERTISE)).statusCode).toBe(
      403,
    );
    const baca = await call('PUT', `/radiologi/${o.uid}/ekspertise`, akun.dokter_radiologi, EKSPERTISE);
    expect(baca.json().respon).toMatchObject({
      status: 'DIBACA',
      ekspertise: {
        versi: 1,
        status: 'DRAFT',
        dokter: 'dr. Ratna Dewi, Sp.Rad',
        kesan: 'Suspek TB paru aktif',
      },
    });
    const valid = await langkah(o.uid, 'validasi', akun.dokter_radiologi);
    expect(valid.json().respon).toMatchObject({ status: 'TERVALIDASI', ekspertise: { status: 'VALID' } });
    const log = await queryRows<{ jenis: string; ringkasan: string }>(
      t,
      `select jenis, ringkasan from log_pasien where sumber_uid = '${o.uid}' order by id`,
    );
    expect(log.map((x) => x.ringkasan)).toEqual([
      `Order radiologi ${o.nomor}: Thorax PA`,
      `Pemeriksaan radiologi ${o.nomor} dilakukan: Thorax PA`,
      `Ekspertise radiologi ${o.nomor} tervalidasi. Kesan: Suspek TB paru aktif`,
    ]);
    expect(new Set(log.map((x) => x.jenis))).toEqual(new Set(['LOG_RADIOLOGI']));
    const pdf = await call('GET', `/radiologi/${o.uid}/hasil.pdf`, akun.dokter);
    const teks = teksPdf(pdf.rawPayload);
    for (const s of [
      'HASIL PEMERIKSAAN RADIOLOGI',
      o.nomor,
      'Suspek TB paru aktif',
      'dr. Ratna Dewi, Sp.Rad',
      'thorax-pa.png',
    ])
      expect(teks).toContain(s);
    expect(
      (await call('GET', '/radiologi/hasil?milik_saya=true', akun.dokter)).json().metadata.total_data,
    ).toBe(1);
    // Locked: no more images, no rewriting, only a correction.
    expect((await unggah(o.uid, 'lagi.png', PNG_1PX)).statusCode).toBe(409);
    expect(
      (await call('PUT', `/radiologi/${o.uid}/ekspertise`, akun.dokter_radiologi, EKSPERTISE)).statusCode,
    ).toBe(409);
    expect(berkasDisimpan()).toHaveLength(1);
  });
});

describe('uploads', () => {
  it('accepts JPEG, PDF and DICOM by their bytes; refuses other kinds, empty, oversize and non-multipart with 400, storing nothing', async () => {
    const o = await order();
    expect((await unggah(o.uid, 'awal.png', PNG_1PX)).statusCode).toBe(409);
    await langkah(o.uid, 'periksa');
    const sebelum = [await countRows(t, 'berkas_radiologi'), berkasDisimpan().length];
    const dicom = Buffer.concat([Buffer.alloc(128), Buffer.from('DICM'), Buffer.alloc(64)]);
    const kasus: [string, Buffer, number, string | null][] = [
      ['catatan.png', Buffer.from('bukan gambar, hanya teks'), 400, 'radiologi.berkas_tidak_didukung'],
      ['skrip.jpg', Buffer.from('<?php echo 1; ?>'), 400, 'radiologi.berkas_tidak_didukung'],
      ['besar.jpg', jpeg(MAKS + 1), 400, 'radiologi.berkas_terlalu_besar'],
      ['kosong.png', Buffer.alloc(0), 400, null],
    ];
    for (const [nama, isi, status, code] of kasus) {
      const res = await unggah(o.uid, nama, isi);
      expect(res.statusCode, nama).toBe(status);
      if (code) expect(res.json().code, nama).toBe(code);
    }
    const json = await call('POST', `/radiologi/${o.uid}/berkas`, akun.radiologi, { berkas: 'x' });
    expect(json.statusCode).toBe(400);
    expect([await countRows(t, 'berkas_radiologi'), berkasDisimpan().length]).toEqual(sebelum);

    for (const [nama, isi, jenis] of [
      ['foto.jpeg', jpeg(MAKS), 'JPEG'],
      ['laporan.pdf', Buffer.from('%PDF-1.4\n%%EOF'), 'PDF'],
      ['ct.dcm', dicom, 'DICOM'],
    ] as const) {
      const res = await unggah(o.uid, nama, isi);
      expect(res.statusCode, nama).toBe(201);
      expect(res.json().respon.berkas.at(-1).jenis).toBe(jenis);
    }
    const d = (await call('GET', `/radiologi/${o.uid}`, akun.radiologi)).json().respon;
    const dcm = await call('GET', `/radiologi/${o.uid}/berkas/${d.berkas.at(-1).uid}`, akun.radiologi);
    expect(dcm.headers['content-disposition']).toMatch(/^attachment/);
  });
});

describe('steps out of order and corrections', () => {
  it('answers 409 to illegal steps and keeps a corrected expertise as DIKOREKSI', async () => {
    const o = await order();
    expect(
      (await call('PUT', `/radiologi/${o.uid}/ekspertise`, akun.dokter_radiologi, EKSPERTISE)).statusCode,
    ).toBe(409);
    expect((await langkah(o.uid, 'validasi', akun.dokter_radiologi)).statusCode).toBe(409);
    expect((await call('GET', `/radiologi/${o.uid}/hasil.pdf`, akun.dokter)).json().code).toBe(
      'radiologi.hasil_belum_divalidasi',
    );
    await langkah(o.uid, 'periksa');
    expect((await langkah(o.uid, 'periksa')).statusCode).toBe(409);
    expect((await langkah(o.uid, 'validasi', akun.dokter_radiologi)).statusCode).toBe(409);
    await call('PUT', `/radiologi/${o.uid}/ekspertise`, akun.dokter_radiologi, EKSPERTISE);
    expect(
      (
        await langkah(o.uid, 'koreksi', akun.dokter_radiologi, {
          ...EKSPERTISE,
          kesan: 'Normal',
          alasan: 'Salah pasien',
        })
      ).statusCode,
    ).toBe(409);
    await langkah(o.uid, 'validasi', akun.dokter_radiologi);
    expect((await langkah(o.uid, 'batal', akun.radiologi, { alasan: 'Pasien pulang' })).statusCode).toBe(409);
    expect(
      (await langkah(o.uid, 'koreksi', akun.dokter_radiologi, { ...EKSPERTISE, alasan: 'Cek ulang' }))
        .statusCode,
    ).toBe(400);
    const res = await langkah(o.uid, 'koreksi', akun.dokter_radiologi, {
      temuan: EKSPERTISE.temuan,
      kesan: 'Suspek TB paru, disarankan pemeriksaan BTA',
      alasan: 'Melengkapi saran',
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().respon;
    expect(d.ekspertise).toMatchObject({ versi: 2, status: 'VALID', alasan_koreksi: 'Melengkapi saran' });
    expect(d.ekspertise_lama).toMatchObject([
      { versi: 1, status: 'DIKOREKSI', kesan: 'Suspek TB paru aktif' },
    ]);
  });

  it('the radiographer cancels an examined order and its charge is reversed', async () => {
    const o = await order();
    await langkah(o.uid, 'periksa');
    const res = await langkah(o.uid, 'batal', akun.radiologi, {
      alasan: 'Pasien hamil, pemeriksaan ditunda',
    });
    expect(res.json().respon).toMatchObject({ status: 'BATAL', items: [{ tagihan: 0 }] });
  });
});

describe('every radiology route: 401, 403, 400', () => {
  it('guards each route', async () => {
    const o = await order();
    const b = '00000000-0000-4000-8000-000000000000';
    const rute: [string, string, object | undefined, string][] = [
      ['GET', '/radiologi', undefined, 'labor'],
      ['GET', '/radiologi/jumlah', undefined, 'dokter'],
      ['GET', '/radiologi/hasil', undefined, 'labor'],
      ['GET', `/radiologi/${o.uid}`, undefined, 'kasir'],
      ['POST', `/radiologi/${o.uid}/periksa`, {}, 'dokter'],
      ['POST', `/radiologi/${o.uid}/berkas`, {}, 'dokter'],
      ['GET', `/radiologi/${o.uid}/berkas/${b}`, undefined, 'labor'],
      ['PUT', `/radiologi/${o.uid}/ekspertise`, EKSPERTISE, 'radiologi'],
      ['POST', `/radiologi/${o.uid}/validasi`, {}, 'radiologi'],
      ['POST', `/radiologi/${o.uid}/koreksi`, {}, 'radiologi'],
      ['POST', `/radiologi/${o.uid}/batal`, { alasan: 'Tidak jadi' }, 'dokter'],
      ['GET', `/radiologi/${o.uid}/hasil.pdf`, undefined, 'labor'],
    ];
    for (const [m, url, body, lain] of rute) {
      expect((await call(m as 'GET', url, undefined, body)).statusCode, `${m} ${url}`).toBe(401);
      expect((await call(m as 'GET', url, akun[lain], body)).statusCode, `${m} ${url} ${lain}`).toBe(403);
    }
    const sebelum = await countRows(t, 'order_riwayat');
    const buruk: [string, string, object | undefined, string][] = [
      ['GET', '/radiologi?penjamin=X', undefined, 'radiologi'],
      ['GET', '/radiologi/bukan-uid', undefined, 'radiologi'],
      ['POST', `/radiologi/${o.uid}/periksa`, { catatan: 'x'.repeat(501) }, 'radiologi'],
      ['GET', `/radiologi/${o.uid}/berkas/bukan-uid`, undefined, 'radiologi'],
      ['PUT', `/radiologi/${o.uid}/ekspertise`, { temuan: '', kesan: '' }, 'dokter_radiologi'],
      ['POST', `/radiologi/${o.uid}/koreksi`, { ...EKSPERTISE }, 'dokter_radiologi'],
      ['POST', `/radiologi/${o.uid}/batal`, { alasan: '' }, 'radiologi'],
    ];
    for (const [m, url, body, siapa] of buruk)
      expect((await call(m as 'GET', url, akun[siapa], body)).statusCode, `${m} ${url}`).toBe(400);
    expect(await countRows(t, 'order_riwayat')).toBe(sebelum);
    expect((await call('GET', `/radiologi/${o.uid}/berkas/${b}`, akun.radiologi)).statusCode).toBe(404);
  });
});
