import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { aturVclaim, barisSep, daftarBpjs, isianSep, mulaiSim, PPK, sepKartu } from './vclaim.factory.ts';
import type { SimulatorVclaim } from './vclaim.simulator.ts';

// VClaim against its simulator (docs/vclaim.md): lookups decrypted, a registration that makes its
// SEP at once, the inactive participant refused, the print, corrections and deletion reaching BPJS.

let t: TestApp;
let sim: SimulatorVclaim;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};

beforeAll(async () => {
  [t, sim] = await Promise.all([createTestApp({ now: () => JAM_SENIN }), mulaiSim()]);
  call = pemanggil(t);
  for (const r of ['admin', 'pendaftaran', 'kasir', 'dokter']) akun[r] = await t.login(r);
  await aturVclaim(t, sim, akun.admin ?? '');
});
afterAll(async () => {
  await t.close();
  await sim.tutup();
});

describe('lookups', () => {
  it('reads a participant by card and by NIK, decrypted, in BPJS’s words', async () => {
    const res = await call('GET', '/vclaim/peserta?no_kartu=0001234567890', akun.pendaftaran);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().respon;
    expect(p).toMatchObject({
      no_kartu: '0001234567890',
      nama: 'SITI RAHMAWATI',
      sex: 'P',
      tgl_lahir: '1990-05-12',
      status: { kode: '0', keterangan: 'AKTIF', aktif: true },
    });
    expect(p.hak_kelas.keterangan).toMatch(/^KELAS /);
    expect(p.prov_umum.kode).toMatch(/^0114/);
    const nik = await call('GET', `/vclaim/peserta?nik=${p.nik}&tanggal=2030-01-07`, akun.pendaftaran);
    expect(nik.json().respon.no_kartu).toBe('0001234567890');
    const premi = await call('GET', '/vclaim/peserta?no_kartu=0009999999992', akun.pendaftaran);
    expect(premi.json().respon.status).toEqual({
      kode: '9',
      keterangan: 'NON AKTIF KARENA PREMI',
      aktif: false,
    });
    const tidak = await call('GET', '/vclaim/peserta?no_kartu=9000000000001', akun.pendaftaran);
    expect(tidak.statusCode).toBe(404);
    expect(tidak.json()).toMatchObject({
      code: 'vclaim.peserta_tidak_ditemukan',
      message: 'Peserta tidak ditemukan di BPJS: Peserta Tidak Ditemukan',
    });
    const salah = await call('GET', '/vclaim/peserta?no_kartu=123', akun.pendaftaran);
    expect(salah.statusCode).toBe(400);
  });

  it('lists a card’s referrals with their 90 days, and finds one by number', async () => {
    const res = await call('GET', '/vclaim/rujukan?no_kartu=0001234567894', akun.pendaftaran);
    expect(res.statusCode, res.body).toBe(200);
    const daftar = res.json().respon;
    expect(daftar.map((r: { asal: string; sisa_hari: number }) => [r.asal, r.sisa_hari])).toEqual([
      ['2', 85],
      ['1', 80],
      ['1', 0],
    ]);
    const fktp = daftar[1];
    expect(fktp).toMatchObject({ tgl_kunjungan: '2029-12-28', berlaku_sampai: '2030-03-27' });
    expect(fktp.peserta.nama).toBe('AGUS SALIM');
    const satu = await call('GET', `/vclaim/rujukan/${fktp.no_rujukan}`, akun.pendaftaran);
    expect(satu.json().respon).toEqual(fktp);
    const rs = await call('GET', `/vclaim/rujukan/${daftar[0].no_rujukan}`, akun.pendaftaran);
    expect(rs.json().respon.prov_perujuk.nama).toBe('RSUD KOTA BANDUNG');
    const tidak = await call('GET', '/vclaim/rujukan/0114U1630199P999999', akun.pendaftaran);
    expect(tidak.json().code).toBe('vclaim.rujukan_tidak_ditemukan');
  });

  it('answers "Uji koneksi" from the clinic reference', async () => {
    const res = await call('POST', '/integrasi/bpjs-vclaim/uji', akun.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respon).toMatchObject({ berhasil: true, kode: '200' });
    expect(res.json().respon.jumlah_poli).toBeGreaterThan(0);
  });

  it('needs vclaim:read and sep:write', async () => {
    expect((await call('GET', '/vclaim/peserta?no_kartu=0001234567890', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/sep', akun.dokter)).statusCode).toBe(403);
    expect((await call('GET', '/sep', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/sep', akun.pendaftaran)).statusCode).toBe(200);
  });
});

describe('registration with a SEP', () => {
  let layananUid = '';
  let sepUid = '';
  let noSep = '';

  it('issues the SEP in the same request: TERBIT with BPJS’s number', async () => {
    const res = await daftarBpjs(t, akun.pendaftaran ?? '', '0001234567890', { nama: 'Siti Rahmawati' });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().respon;
    expect(r.sep).toMatchObject({ status: 'TERBIT', pesan_bpjs: null });
    noSep = r.sep.no_sep;
    sepUid = r.sep.uid;
    layananUid = r.uid;
    expect(noSep).toMatch(new RegExp(`^${PPK}0130V\\d{6}$`));
    expect(r.no_sep).toBe(noSep);
    const [di] = sepKartu(sim, '0001234567890');
    expect(sepKartu(sim, '0001234567890')).toHaveLength(1);
    expect(di?.t_sep).toMatchObject({
      noKartu: '0001234567890',
      tglSep: '2030-01-07',
      ppkPelayanan: PPK,
      jnsPelayanan: '2',
      klsRawat: { klsRawatHak: expect.stringMatching(/^[123]$/) },
      diagAwal: 'I10',
      poli: { tujuan: 'INT', eksekutif: '0' },
      dpjpLayan: '271845',
      noTelp: '081234567890',
      user: 'Rawat pendaftaran',
    });
    const k = await queryRows<{ no_sep: string }>(
      t,
      `select no_sep from kunjungan where uid = '${r.kunjungan_uid}'`,
    );
    expect(k[0]?.no_sep).toBe(noSep);
    const [o] = await queryRows<{ jenis: string; status: string }>(
      t,
      `select jenis, status from outbox where kunci_unik = 'sep:${sepUid}:insert:1'`,
    );
    expect(o).toEqual({ jenis: 'SEP/2.0/insert', status: 'TERKIRIM' });
  });

  it('shows the SEP of the registration and in the list', async () => {
    const res = await call('GET', `/pendaftaran/${layananUid}/sep`, akun.pendaftaran);
    expect(res.json().respon).toMatchObject({
      uid: sepUid,
      status: 'TERBIT',
      no_sep: noSep,
      poli_nama: 'Poli Penyakit Dalam',
      dokter_nama: 'dr. Andi Pratama, Sp.PD',
      diag_awal: 'I10',
      boleh_ubah: true,
      boleh_hapus: true,
    });
    expect(res.json().respon.riwayat_bpjs).toHaveLength(1);
    const daftar = await call('GET', `/sep?tanggal=2030-01-07&search=${noSep}`, akun.pendaftaran);
    expect(daftar.json().metadata.total_data).toBe(1);
  });

  it('prints it like BPJS’s SEP, with its number', async () => {
    const res = await call('GET', `/sep/${sepUid}/cetak`, akun.pendaftaran);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const teks = teksPdf(res.rawPayload).replace(/\s+/g, ' ');
    for (const bagian of [
      'SURAT ELIGIBILITAS PESERTA',
      noSep,
      '0001234567890',
      'SITI RAHMAWATI',
      'dr. Andi Pratama, Sp.PD',
      'I10',
      'Pasien/Keluarga Pasien',
      'Petugas BPJS Kesehatan',
      '*SEP bukan sebagai bukti penjaminan peserta',
    ])
      expect(teks).toContain(bagian);
  });

  it('corrects the correctable fields at BPJS; the others are locked', async () => {
    const kunci = await call('PUT', `/sep/${sepUid}`, akun.pendaftaran, { tujuan_kunj: '2', catatan: 'x' });
    expect(kunci.statusCode).toBe(409);
    expect(kunci.json().code).toBe('vclaim.sep_bidang_terkunci');
    const res = await call('PUT', `/sep/${sepUid}`, akun.pendaftaran, {
      catatan: 'Koreksi catatan',
      diag_awal: 'E11.9',
      kelas_rawat: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respon).toMatchObject({
      catatan: 'Koreksi catatan',
      diag_awal: 'E11.9',
      kelas_rawat: '1',
      perubahan_menunggu: false,
    });
    expect(sepKartu(sim, '0001234567890')[0]?.t_sep).toMatchObject({
      catatan: 'Koreksi catatan',
      diagAwal: 'E11.9',
      klsRawat: { klsRawatHak: '1' },
    });
    expect(res.json().respon.jawaban.diagnosa).toContain('E11.9');
  });

  it('deletes it at BPJS only while the visit is open and unpaid', async () => {
    const [k] = await queryRows<{ uid: string }>(
      t,
      `select kunjungan_uid as uid from bpjs_sep where uid = '${sepUid}'`,
    );
    await queryRows(t, `update kunjungan set status = 'SELESAI' where uid = '${k?.uid}'`);
    const selesai = await call('PUT', `/sep/${sepUid}/hapus`, akun.pendaftaran, { alasan: 'Salah poli' });
    expect(selesai.json().code).toBe('vclaim.kunjungan_selesai');
    await queryRows(t, `update kunjungan set status = 'AKTIF' where uid = '${k?.uid}'`);
    const res = await call('PUT', `/sep/${sepUid}/hapus`, akun.pendaftaran, { alasan: 'Salah poli' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respon).toMatchObject({ status: 'DIHAPUS', alasan_hapus: 'Salah poli' });
    expect(sim.sep().find((s) => s.noSep === noSep)).toMatchObject({
      dihapus: true,
      dihapusOleh: 'Rawat pendaftaran',
    });
    const kj = await queryRows<{ no_sep: string | null }>(
      t,
      `select no_sep from kunjungan where uid = '${k?.uid}'`,
    );
    expect(kj[0]?.no_sep).toBeNull();
    const cetak = await call('GET', `/sep/${sepUid}/cetak`, akun.pendaftaran);
    expect(cetak.json().code).toBe('vclaim.sep_belum_terbit');
  });

  it('makes a new SEP for the registration after the deletion (POST /pendaftaran/:uid/sep)', async () => {
    const { sep, no_rujukan } = await isianSep(t, akun.pendaftaran ?? '', '0001234567890');
    const { terbitkan: _, ...isian } = sep;
    const res = await call('POST', `/pendaftaran/${layananUid}/sep`, akun.pendaftaran, {
      ...isian,
      no_rujukan,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().respon.status).toBe('TERBIT');
    expect(res.json().respon.no_sep).not.toBe(noSep);
    const lagi = await call('POST', `/pendaftaran/${layananUid}/sep`, akun.pendaftaran, {
      ...isian,
      no_rujukan,
    });
    expect(lagi.json().code).toBe('vclaim.sep_sudah_ada');
  });
});

describe('rules', () => {
  it('refuses a SEP for an inactive participant, in BPJS’s words, and registers nothing', async () => {
    const sebelum = await countRows(t, 'kunjungan');
    const res = await daftarBpjs(t, akun.pendaftaran ?? '', '0009999999992');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'vclaim.peserta_tidak_aktif' });
    expect(res.json().message).toContain('Peserta BPJS tidak aktif: NON AKTIF KARENA PREMI');
    expect(await countRows(t, 'kunjungan')).toBe(sebelum);
    expect(sepKartu(sim, '0009999999992')).toHaveLength(0);
  });

  it('refuses an expired referral and an incomplete one before asking BPJS', async () => {
    const kartu = '0001234567891';
    const { sep } = await isianSep(t, akun.pendaftaran ?? '', kartu);
    const lama = (await call('GET', `/vclaim/rujukan?no_kartu=${kartu}`, akun.pendaftaran)).json().respon[1];
    const res = await daftarBpjs(t, akun.pendaftaran ?? '', kartu, {
      sep: { ...sep, tgl_rujukan: lama.tgl_kunjungan },
      no_rujukan: lama.no_rujukan,
    });
    expect(res.json().code).toBe('vclaim.rujukan_kedaluwarsa');
    const kurang = await daftarBpjs(t, akun.pendaftaran ?? '', kartu, {
      sep: { ...sep, ppk_rujukan: undefined },
    });
    expect(kurang.json()).toMatchObject({
      code: 'vclaim.rujukan_kurang',
      errors: [{ path: 'sep.ppk_rujukan', message: 'Kode faskes perujuk wajib diisi' }],
    });
    const umum = await call('POST', '/pendaftaran', akun.pendaftaran, {
      pasien_uid: '00000000-0000-4000-8000-000000000000',
      poli_uid: '00000000-0000-4000-8000-000000000000',
      tanggal: '2030-01-07',
      penjamin: 'UMUM',
      sep,
    });
    expect(umum.statusCode).toBe(400);
  });

  it('keeps BPJS’s refusal on a DITOLAK SEP; corrected, it is sent again as a new insert', async () => {
    const kartu = '0001234567900';
    const { sep } = await isianSep(t, akun.pendaftaran ?? '', kartu);
    // A referral of another card: the server cannot know, BPJS refuses it.
    const lain = (await call('GET', '/vclaim/rujukan?no_kartu=0001234567901', akun.pendaftaran)).json()
      .respon[0];
    const res = await daftarBpjs(t, akun.pendaftaran ?? '', kartu, { sep, no_rujukan: lain.no_rujukan });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().respon.sep;
    expect(s).toMatchObject({ status: 'DITOLAK', pesan_bpjs: 'Rujukan bukan milik peserta ini' });
    const { no_rujukan } = await isianSep(t, akun.pendaftaran ?? '', kartu);
    const ulang = await call('PUT', `/sep/${s.uid}`, akun.pendaftaran, { no_rujukan });
    expect(ulang.statusCode, ulang.body).toBe(200);
    expect(ulang.json().respon).toMatchObject({ status: 'TERBIT', pesan_bpjs: null, no_rujukan });
    expect(ulang.json().respon.riwayat_bpjs.map((r: { status: string }) => r.status)).toEqual([
      'GAGAL',
      'TERKIRIM',
    ]);
    expect(await barisSep(t, s.uid)).toMatchObject({ status: 'TERBIT' });
  });
});
