import { randomBytes } from 'node:crypto';
import { MAKS_PIN_SALAH } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enkripsi } from '../../platform/brankas.ts';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, type Method, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { buatOrderUji, PNG_1PX, uidKode } from '../penunjang/penunjang.factory.ts';
import { isiSakit, pegawaiAkun } from '../surat/surat.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let ekspertiseUid = '';
let nomorOrder = '';

/** A call to the letters' API, where e-signatures live (/api/surat/v1). */
const surat = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/surat/v1${url}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload } : {}),
  });

const FOTO = `data:image/png;base64,${PNG_1PX.toString('base64')}`;
const daftar = (nama: string, pin = '246810') => ({
  nik: '3273011507800001',
  nama_ktp: nama,
  email: 'dokter@rs.test',
  telepon: '081234567890',
  foto_ktp: FOTO,
  selfie: FOTO,
  persetujuan: true,
  pin,
  pin_ulang: pin,
});

/** A validated radiology expertise, the document the radiologist signs. */
async function ekspertiseTervalidasi() {
  const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Tono Thorax' });
  const thorax = await uidKode(t, 'pemeriksaan_radiologi', 'DX-THORAX-PA');
  const o = await buatOrderUji(t, akun.dokter ?? '', l.layanan_uid, {
    jenis: 'RADIOLOGI',
    items: [{ pemeriksaan_radiologi_uid: thorax }],
  });
  await call('POST', `/radiologi/${o.uid}/periksa`, akun.radiologi, {});
  await call('PUT', `/radiologi/${o.uid}/ekspertise`, akun.dokter_radiologi, {
    temuan: 'Cor dan pulmo dalam batas normal.',
    kesan: 'Foto toraks normal',
  });
  const v = await call('POST', `/radiologi/${o.uid}/validasi`, akun.dokter_radiologi, {});
  expect(v.statusCode).toBe(200);
  return { uid: v.json().respon.ekspertise.uid as string, nomor: o.nomor };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'radiologi', 'dokter_radiologi', 'admin', 'kasir', 'perawat'])
    akun[r] = await t.login(r);
  ({ uid: ekspertiseUid, nomor: nomorOrder } = await ekspertiseTervalidasi());
});
afterAll(async () => t?.close());

describe('registering as a signer', () => {
  it('is verified by an administrator before a certificate is issued; a rejection carries its reason', async () => {
    expect((await surat('GET', '/esign/penanda/saya', akun.dokter_radiologi)).json().respon).toBeNull();
    const res = await surat(
      'POST',
      '/esign/penanda',
      akun.dokter_radiologi,
      daftar('dr. Rina Radiolog, Sp.Rad'),
    );
    expect(res.statusCode).toBe(201);
    const p = res.json().respon;
    expect(p).toMatchObject({ status: 'DIAJUKAN', penyedia: 'LOKAL', sertifikat: null, pin_terkunci: false });
    // The PIN is kept only as an argon2id hash.
    const [row] = await queryRows<{ pin_hash: string }>(
      t,
      `select pin_hash from esign_penanda where uid = '${p.uid}'`,
    );
    expect(row?.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row?.pin_hash).not.toContain('246810');
    expect(
      (await surat('POST', '/esign/penanda', akun.dokter_radiologi, daftar('dr. Rina'))).statusCode,
    ).toBe(409);

    const list = await surat('GET', '/esign/penanda?status=DIAJUKAN', akun.admin);
    expect(list.json().respon.map((r: { uid: string }) => r.uid)).toContain(p.uid);
    const foto = await surat('GET', `/esign/penanda/${p.uid}/foto/ktp`, akun.admin);
    expect(foto.headers['content-type']).toBe('image/png');
    expect(foto.rawPayload.equals(PNG_1PX)).toBe(true);

    const ok = await surat('POST', `/esign/penanda/${p.uid}/setujui`, akun.admin);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().respon).toMatchObject({ status: 'AKTIF', diverifikasi_oleh: expect.any(String) });
    expect(ok.json().respon.sertifikat.penerbit).toContain('Root CA');
    expect((await surat('POST', `/esign/penanda/${p.uid}/setujui`, akun.admin)).statusCode).toBe(409);
    // The private key is encrypted at rest.
    const [kunci] = await queryRows<{ kunci_privat: string }>(
      t,
      `select kunci_privat from esign_penanda where uid = '${p.uid}'`,
    );
    expect(kunci?.kunci_privat).toMatch(/^v1\./);
    expect(kunci?.kunci_privat).not.toContain('PRIVATE KEY');

    const d = await surat('POST', '/esign/penanda', akun.dokter, daftar('dr. Budi Umum'));
    const tolak = await surat('POST', `/esign/penanda/${d.json().respon.uid}/tolak`, akun.admin, {
      alasan: 'Foto KTP buram, tidak terbaca',
    });
    expect(tolak.json().respon).toMatchObject({
      status: 'DITOLAK',
      alasan_tolak: 'Foto KTP buram, tidak terbaca',
    });
    const lagi = await surat('POST', '/esign/penanda', akun.dokter, daftar('dr. Budi Umum'));
    expect(lagi.statusCode).toBe(201);
    await surat('POST', `/esign/penanda/${lagi.json().respon.uid}/setujui`, akun.admin);
  });

  it('refuses a registration without consent, a bad NIK or PIN, or a photo that is not an image, writing nothing', async () => {
    const sebelum = await countRows(t, 'esign_penanda');
    const salah: [object, string][] = [
      [{ persetujuan: false }, 'persetujuan'],
      [{ nik: '123' }, 'nik'],
      [{ pin: '12ab56', pin_ulang: '12ab56' }, 'pin'],
      [{ pin_ulang: '999999' }, 'pin_ulang'],
      [{ foto_ktp: Buffer.from('bukan gambar').toString('base64') }, 'foto_ktp'],
    ];
    for (const [ubah, path] of salah) {
      const res = await surat('POST', '/esign/penanda', akun.perawat, { ...daftar('Ners Ani'), ...ubah });
      // PERAWAT may not sign at all: refused before the body is read.
      expect(res.statusCode).toBe(403);
      const r2 = await surat('POST', '/esign/penanda', akun.admin, { ...daftar('Admin'), ...ubah });
      expect(r2.statusCode, path).toBe(400);
      expect(JSON.stringify(r2.json().errors)).toContain(path);
    }
    expect(await countRows(t, 'esign_penanda')).toBe(sebelum);
  });
});

describe('asking for and making a signature', () => {
  let pengajuan = '';

  it('the radiologist asks for the expertise; the radiographer may not; twice is refused', async () => {
    expect(
      (
        await surat('POST', '/esign/pengajuan', akun.radiologi, {
          jenis: 'EKSPERTISE_RADIOLOGI',
          ref_uid: ekspertiseUid,
        })
      ).statusCode,
    ).toBe(403);
    const res = await surat('POST', '/esign/pengajuan', akun.dokter_radiologi, {
      jenis: 'EKSPERTISE_RADIOLOGI',
      ref_uid: ekspertiseUid,
    });
    expect(res.statusCode).toBe(201);
    pengajuan = res.json().respon.uid;
    expect(res.json().respon).toMatchObject({
      status: 'MENUNGGU',
      judul: 'Hasil Radiologi',
      nomor: nomorOrder,
      pasien: { nama: expect.stringContaining('Tono Thorax') },
    });
    const dua = await surat('POST', '/esign/pengajuan', akun.dokter_radiologi, {
      jenis: 'EKSPERTISE_RADIOLOGI',
      ref_uid: ekspertiseUid,
    });
    expect(dua.statusCode).toBe(409);
    expect(dua.json().code).toBe('esign.sudah_diajukan');
    const status = await surat('GET', `/esign/dokumen/EKSPERTISE_RADIOLOGI/${ekspertiseUid}`, akun.radiologi);
    expect(status.json().respon).toMatchObject({ uid: pengajuan, status: 'MENUNGGU' });
    const daftarSaya = await surat('GET', '/esign/pengajuan?status=MENUNGGU', akun.dokter_radiologi);
    expect(daftarSaya.json().respon.map((r: { uid: string }) => r.uid)).toEqual([pengajuan]);
    // Not signed yet: the public page says so.
    const v = await surat('GET', `/esign/verifikasi/${pengajuan}`);
    expect(v.json().respon).toMatchObject({ ditandatangani: false, sah: false });
  });

  it('a signer cannot sign for another', async () => {
    const res = await surat('POST', '/esign/tandatangani', akun.dokter, { uids: [pengajuan], pin: '246810' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('tidak dapat menandatangani untuk orang lain');
  });

  it('a wrong PIN is refused and counted; the fifth locks it until an administrator opens it', async () => {
    for (let i = 1; i <= MAKS_PIN_SALAH; i++) {
      const res = await surat('POST', '/esign/tandatangani', akun.dokter_radiologi, {
        uids: [pengajuan],
        pin: '000000',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(
        i < MAKS_PIN_SALAH ? `Sisa percobaan ${MAKS_PIN_SALAH - i}` : 'terkunci',
      );
    }
    const terkunci = await surat('POST', '/esign/tandatangani', akun.dokter_radiologi, {
      uids: [pengajuan],
      pin: '246810',
    });
    expect(terkunci.statusCode).toBe(403);
    expect(terkunci.json().code).toBe('esign.pin_terkunci');
    const saya = (await surat('GET', '/esign/penanda/saya', akun.dokter_radiologi)).json().respon;
    expect(saya).toMatchObject({ pin_terkunci: true, pin_salah: MAKS_PIN_SALAH });
    const audit = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from log_aktivitas where aksi = 'ESIGN_PIN_SALAH'`,
    );
    expect(audit[0]?.n).toBe(MAKS_PIN_SALAH);
    expect((await surat('POST', `/esign/penanda/${saya.uid}/buka-kunci`, akun.admin)).statusCode).toBe(200);
  });

  it('the right PIN signs: the stored PDF carries a PAdES signature that the public page verifies', async () => {
    const res = await surat('POST', '/esign/tandatangani', akun.dokter_radiologi, {
      uids: [pengajuan],
      pin: '246810',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.ditandatangani).toEqual([
      { uid: pengajuan, judul: 'Hasil Radiologi', nomor: nomorOrder },
    ]);
    const pdf = await surat('GET', `/esign/pengajuan/${pengajuan}/dokumen.pdf`, akun.radiologi);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toMatch(/\/SubFilter\s*\/ETSI\.CAdES\.detached/);
    const teks = await teksPdf(pdf.rawPayload);
    expect(teks).toContain('Ditandatangani secara elektronik');
    expect(teks).toContain('Foto toraks normal');

    const v = await surat('GET', `/esign/verifikasi/${pengajuan}`);
    expect(v.statusCode).toBe(200);
    expect(v.json().respon).toMatchObject({
      ditandatangani: true,
      sah: true,
      masalah: [],
      pasien_inisial: 'T. T.',
      dokumen: { jenis: 'EKSPERTISE_RADIOLOGI', nomor: nomorOrder },
      penanda: [{ nama: 'dr. Rina Radiolog, Sp.Rad', sah: true, tepercaya: true, utuh: true }],
    });
    // Signing again: nothing waits any more.
    const lagi = await surat('POST', '/esign/tandatangani', akun.dokter_radiologi, {
      uids: [pengajuan],
      pin: '246810',
    });
    expect(lagi.statusCode).toBe(409);
  });

  it('a stored PDF with one byte changed is reported as not valid', async () => {
    await t.database.db.execute(
      // Flip one byte inside the signed content (the first half of the file).
      (await import('drizzle-orm')).sql.raw(
        `update esign_pengajuan set pdf = set_byte(pdf, 400, get_byte(pdf, 400) # 1) where uid = '${pengajuan}'`,
      ),
    );
    const v = (await surat('GET', `/esign/verifikasi/${pengajuan}`)).json().respon;
    expect(v.sah).toBe(false);
    expect(v.masalah.length).toBeGreaterThan(0);
  });

  it('the signer declines another request with a reason; the dashboard counts both', async () => {
    const lab = await ekspertiseTervalidasi();
    const p = await surat('POST', '/esign/pengajuan', akun.dokter_radiologi, {
      jenis: 'EKSPERTISE_RADIOLOGI',
      ref_uid: lab.uid,
    });
    const uid = p.json().respon.uid;
    expect(
      (await surat('POST', `/esign/pengajuan/${uid}/tolak`, akun.dokter, { alasan: 'Bukan dokumen saya' }))
        .statusCode,
    ).toBe(403);
    const tolak = await surat('POST', `/esign/pengajuan/${uid}/tolak`, akun.dokter_radiologi, {
      alasan: 'Kesan perlu dilengkapi dulu',
    });
    expect(tolak.json().respon).toMatchObject({
      status: 'DITOLAK',
      alasan_tolak: 'Kesan perlu dilengkapi dulu',
    });
    const dash = await surat(
      'GET',
      '/esign/dashboard?dari=2030-01-01&sampai=2030-01-31',
      akun.dokter_radiologi,
    );
    expect(dash.json().respon.total).toEqual({ menunggu: 0, ditandatangani: 1, ditolak: 1 });
    expect(dash.json().respon.sertifikat.map((s: { jenis: string }) => s.jenis)).toContain('CA');
  });
});

describe('a letter and its signature', () => {
  it('an issued letter waits for its doctor; signed, its A4 print is the signed document; a replacement cancels what still waits', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Sinta Sakit' });
    const drAndi = await pegawaiAkun(t, 'dokter');
    const buat = await surat('POST', '/surat', akun.perawat, {
      layanan_uid: l.layanan_uid,
      pegawai_uid: drAndi,
      isi: isiSakit(),
    });
    expect(buat.statusCode).toBe(201);
    const uid = buat.json().respon.uid;
    // A draft is not ready to be signed.
    expect(
      (await surat('POST', '/esign/pengajuan', akun.dokter, { jenis: 'SURAT', ref_uid: uid })).json().code,
    ).toBe('esign.dokumen_belum_siap');
    const terbit = await surat('POST', `/surat/${uid}/terbit`, akun.perawat);
    expect(terbit.statusCode).toBe(200);
    const nomor = terbit.json().respon.nomor;
    const status = (await surat('GET', `/esign/dokumen/SURAT/${uid}`, akun.perawat)).json().respon;
    expect(status).toMatchObject({ status: 'MENUNGGU', nomor, judul: 'Surat Keterangan Sakit' });
    expect(status.penanda.nama).toContain('Andi');

    const ttd = await surat('POST', '/esign/tandatangani', akun.dokter, {
      uids: [status.uid],
      pin: '246810',
    });
    expect(ttd.statusCode).toBe(200);
    const a4 = await surat('GET', `/surat/${uid}/pdf?kertas=A4`, akun.perawat);
    expect(a4.body).toMatch(/\/SubFilter\s*\/ETSI\.CAdES\.detached/);
    expect(await teksPdf(a4.rawPayload)).toContain(nomor);
    const f4 = await surat('GET', `/surat/${uid}/pdf?kertas=F4`, akun.perawat);
    expect(f4.body).not.toContain('ETSI.CAdES');
    expect((await surat('GET', `/esign/verifikasi/${status.uid}`)).json().respon.sah).toBe(true);

    // A new version, issued, waits for its own signature; cancelled, its request is cancelled too.
    const baru = (await surat('POST', `/surat/${uid}/versi-baru`, akun.perawat)).json().respon;
    await surat('POST', `/surat/${baru.uid}/terbit`, akun.perawat);
    expect((await surat('GET', `/esign/dokumen/SURAT/${baru.uid}`, akun.perawat)).json().respon.status).toBe(
      'MENUNGGU',
    );
    await surat('POST', `/surat/${baru.uid}/batal`, akun.perawat, { alasan: 'Salah tanggal istirahat' });
    expect((await surat('GET', `/esign/dokumen/SURAT/${baru.uid}`, akun.perawat)).json().respon.status).toBe(
      'DIBATALKAN',
    );
    // The first version stays signed, and still verifies.
    expect((await surat('GET', `/esign/verifikasi/${status.uid}`)).json().respon.sah).toBe(true);
  });
});

describe('the facility certificate authority and the routes guard', () => {
  it('publishes the root certificate for anyone to trust', async () => {
    const res = await surat('GET', '/esign/ca/sertifikat.pem');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^-----BEGIN CERTIFICATE-----/);
    const ca = await surat('GET', '/esign/ca', akun.admin);
    expect(ca.json().respon).toMatchObject({ sumber: 'DIBUAT' });
  });

  it('answers 401 without a session, 403 to a role without the permission, 404 for an unknown document', async () => {
    const uid = '00000000-0000-4000-8000-000000000000';
    const rute: [Method, string, object | undefined][] = [
      ['GET', '/esign/penanda/saya', undefined],
      ['POST', '/esign/penanda', daftar('x')],
      ['GET', '/esign/penanda', undefined],
      ['GET', `/esign/penanda/${uid}/foto/ktp`, undefined],
      ['POST', `/esign/penanda/${uid}/setujui`, {}],
      ['POST', `/esign/penanda/${uid}/tolak`, { alasan: 'tidak jelas' }],
      ['POST', `/esign/penanda/${uid}/buka-kunci`, {}],
      ['POST', '/esign/pengajuan', { jenis: 'RESUME', ref_uid: uid }],
      ['GET', '/esign/pengajuan', undefined],
      ['GET', `/esign/dokumen/RESUME/${uid}`, undefined],
      ['GET', `/esign/pengajuan/${uid}/dokumen.pdf`, undefined],
      ['POST', '/esign/tandatangani', { uids: [uid], pin: '123456' }],
      ['POST', `/esign/pengajuan/${uid}/tolak`, { alasan: 'tidak jelas' }],
      ['GET', '/esign/dashboard?dari=2030-01-01&sampai=2030-01-31', undefined],
      ['GET', '/esign/ca', undefined],
      ['POST', '/esign/ca/impor', { berkas: 'AAAA', sandi: 'x' }],
    ];
    for (const [method, url, body] of rute) {
      expect((await surat(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await surat(method, url, akun.kasir, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await surat('GET', `/esign/verifikasi/${uid}`)).statusCode).toBe(404);
    expect(
      (await surat('POST', '/esign/pengajuan', akun.dokter, { jenis: 'RESUME', ref_uid: uid })).statusCode,
    ).toBe(404);
    expect(
      (await surat('POST', '/esign/tandatangani', akun.dokter, { uids: [], pin: '123456' })).statusCode,
    ).toBe(400);
    expect(
      (await surat('GET', '/esign/dashboard?dari=2030-02-30&sampai=2030-01-31', akun.dokter)).statusCode,
    ).toBe(400);
    expect(
      (await surat('POST', '/esign/ca/impor', akun.admin, { berkas: 'AAAA', sandi: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('a server whose master key is not the one that stored the keys', () => {
  it('answers 503 with what the administrator must do, and signs nothing', async () => {
    const dok = await ekspertiseTervalidasi();
    const p = (
      await surat('POST', '/esign/pengajuan', akun.dokter_radiologi, {
        jenis: 'EKSPERTISE_RADIOLOGI',
        ref_uid: dok.uid,
      })
    ).json().respon;
    // As after a restore without RAWAT_KUNCI_INDUK: the stored key was sealed with another master key.
    const lain = enkripsi(randomBytes(32), 'bukan kunci ini');
    await queryRows(t, `update esign_penanda set kunci_privat = '${lain}' where status = 'AKTIF'`);
    const res = await surat('POST', '/esign/tandatangani', akun.dokter_radiologi, {
      uids: [p.uid],
      pin: '246810',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'esign.kunci_induk_salah' });
    expect(res.json().message).toContain('RAWAT_KUNCI_INDUK');
    const status = (
      await surat('GET', `/esign/dokumen/EKSPERTISE_RADIOLOGI/${dok.uid}`, akun.radiologi)
    ).json().respon;
    expect(status.status).toBe('MENUNGGU');
  });
});
