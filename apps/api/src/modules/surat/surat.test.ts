import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil, SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { isiSakit, jejak, panggilSurat, pegawaiAkun, pegawaiNama } from './surat.factory.ts';

let t: TestApp;
const call = panggilSurat(() => t);
const akun: Record<string, string> = {};
let umum: LayananUji;
let bpjs: LayananUji;
let drAndi: string;
let perawat: string;
let bidan: string;
const NOL = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'poli', 'dokter', 'rm']) akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Rina Surat' });
  bpjs = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    status: 'ON_PROCESS',
    nama: 'Budi Peserta BPJS',
    penjamin: 'BPJS',
  });
  await queryRows(
    t,
    `update kunjungan set no_sep = '0301R0110130V000123' where uid = '${bpjs.kunjungan_uid}'`,
  );
  // Rina is the mother of the birth certificates below; Budi (BPJS) stays a man.
  await queryRows(t, `update pasien set jenis_kelamin = 'P' where uid = '${umum.pasien_uid}'`);
  // The chart the letters are written from: a nurse's vitals, a doctor's examination, a diagnosis.
  const v1 = pemanggil(t);
  const url = `/pelayanan/${umum.layanan_uid}/asesmen`;
  const ttv = await v1('POST', url, akun.poli, {
    jenis: 'KEPERAWATAN_POLI',
    isi: {
      keluhan_utama: 'Demam',
      tanda_vital: { td_sistolik: 130, td_diastolik: 85, nadi: 92, suhu: 38.4 },
    },
  });
  expect(ttv.statusCode).toBe(201);
  await queryRows(
    t,
    `insert into diagnosis (kunjungan_uid, layanan_uid, pasien_uid, kode_icd10, nama, jenis)
     values ('${umum.kunjungan_uid}', '${umum.layanan_uid}', '${umum.pasien_uid}', 'A01.0', 'Typhoid fever', 'UTAMA')`,
  );
  drAndi = await pegawaiAkun(t, 'dokter');
  perawat = await pegawaiAkun(t, 'perawat');
  bidan = await pegawaiNama(t, 'Rina Susanti');
});
afterAll(() => t.close());

const isiLahir = {
  jenis: 'KELAHIRAN',
  bayi: {
    jenis_kelamin: 'L',
    tanggal_lahir: SENIN,
    jam_lahir: '06:40',
    tempat_lahir: 'RSU Rawat Sehat, Ruang Bersalin',
    berat_gram: 3200,
    panjang_cm: 49,
    jenis_kelahiran: 'TUNGGAL',
    kelahiran_ke: 1,
  },
  ibu: { nama: 'Rina Surat 1' },
  ayah: { nama: 'Andri', umur: 31 },
  penolong: { jenis: 'BIDAN', nama: 'Bd. Rina Susanti, A.Md.Keb' },
};

async function draf(cookie = akun.pendaftaran, isi = isiSakit(), l = umum) {
  const res = await call('POST', '/surat', cookie, { layanan_uid: l.layanan_uid, pegawai_uid: drAndi, isi });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().respon as { uid: string; status: string; nomor: string | null; versi: number };
}

describe('GET /surat/konteks/:layanan_uid', () => {
  it('prefills the findings from the chart and proposes the doctor at the screen as signer', async () => {
    const res = await call('GET', `/surat/konteks/${umum.layanan_uid}`, akun.dokter);
    expect(res.statusCode).toBe(200);
    const k = res.json().respon;
    expect(k.pasien.nama).toBe('Rina Surat 1');
    expect(k.temuan.tanda_vital).toMatchObject({ td_sistolik: 130, td_diastolik: 85, nadi: 92, suhu: 38.4 });
    expect(k.temuan).toMatchObject({ diagnosis_kode: 'A01.0', cantumkan_diagnosis: false });
    expect(k.penanda_uid).toBe(drAndi);
    expect(k.faskes.nama).toBe('RSU Rawat Sehat');
    const b = await call('GET', `/surat/konteks/${bpjs.layanan_uid}`, akun.pendaftaran);
    expect(b.json().respon.layanan).toMatchObject({ penjamin: 'BPJS', no_sep: '0301R0110130V000123' });
    expect((await call('GET', `/surat/konteks/${NOL}`, akun.dokter)).json().code).toBe(
      'surat.layanan_tidak_ditemukan',
    );
  });
});

describe('POST /surat and PUT /surat/:uid (draft)', () => {
  it('refuses a signer who is not a doctor, and a midwife except on a birth certificate, writing nothing', async () => {
    const sebelum = await jejak(t);
    const body = { layanan_uid: umum.layanan_uid, isi: isiSakit() };
    const a = await call('POST', '/surat', akun.pendaftaran, { ...body, pegawai_uid: perawat });
    expect(a.statusCode).toBe(400);
    expect(a.json()).toMatchObject({
      message: 'Penanda tangan surat keterangan sakit harus dokter yang aktif',
      errors: [{ path: 'pegawai_uid' }],
    });
    expect((await call('POST', '/surat', akun.pendaftaran, { ...body, pegawai_uid: bidan })).statusCode).toBe(
      400,
    );
    const terbalik = await call('POST', '/surat', akun.pendaftaran, {
      ...body,
      pegawai_uid: drAndi,
      isi: isiSakit('2030-01-05'),
    });
    expect(terbalik.statusCode).toBe(400);
    expect(terbalik.json().errors[0]).toMatchObject({ path: 'isi.istirahat_sampai' });
    expect(await jejak(t)).toEqual(sebelum);

    const lahir = await call('POST', '/surat', akun.pendaftaran, {
      layanan_uid: umum.layanan_uid,
      pegawai_uid: bidan,
      isi: isiLahir,
    });
    expect(lahir.statusCode, lahir.body).toBe(201);
    expect(lahir.json().respon).toMatchObject({ kelompok: 'KELAHIRAN', penanda: { profesi: 'BIDAN' } });
    const ayah = await call('POST', '/surat', akun.pendaftaran, {
      layanan_uid: bpjs.layanan_uid,
      pegawai_uid: bidan,
      isi: isiLahir,
    });
    expect(ayah.json()).toMatchObject({
      message: 'Surat kelahiran ditulis dari kunjungan ibu; pasien kunjungan ini bukan perempuan',
      errors: [{ path: 'layanan_uid' }],
    });
  });

  it('counts a midwife by her position or title, not a nurse who heads a department (Kepala Bidang)', async () => {
    const daftar = await call('GET', '/surat/penanda?jenis=KELAHIRAN', akun.pendaftaran);
    const bidanSaja = (daftar.json().respon as { nama: string; profesi: string }[]).filter(
      (p) => p.profesi === 'BIDAN',
    );
    expect(bidanSaja.map((p) => p.nama)).toEqual(['Bd. Rina Susanti, A.Md.Keb']);
    const dokterSaja = await call('GET', '/surat/penanda?jenis=SAKIT', akun.pendaftaran);
    expect((dokterSaja.json().respon as { profesi: string }[]).every((p) => p.profesi === 'DOKTER')).toBe(
      true,
    );
    const kabid = await pegawaiNama(t, 'Sri Wahyuni');
    const r = await call('POST', '/surat', akun.pendaftaran, {
      layanan_uid: umum.layanan_uid,
      pegawai_uid: kabid,
      isi: isiLahir,
    });
    expect(r.statusCode).toBe(400);
  });

  it('saves a draft without a number and edits it; the days of rest follow the dates', async () => {
    const s = await draf();
    expect(s).toMatchObject({ status: 'DRAF', nomor: null, versi: 1 });
    const ubah = await call('PUT', `/surat/${s.uid}`, akun.dokter, {
      pegawai_uid: drAndi,
      isi: isiSakit('2030-01-09'),
    });
    expect(ubah.statusCode).toBe(200);
    expect(ubah.json().respon.isi).toMatchObject({ istirahat_sampai: '2030-01-09', lama_hari: 3 });
    const jenisLain = await call('PUT', `/surat/${s.uid}`, akun.dokter, {
      pegawai_uid: drAndi,
      isi: { jenis: 'SEHAT', temuan: {}, keperluan: 'SIM' },
    });
    expect(jenisLain.statusCode).toBe(400);
    expect(jenisLain.json().message).toContain('Jenis surat tidak dapat diubah');
  });
});

describe('issuing, replacing and cancelling', () => {
  it('issues with a number, then refuses an edit (409 surat.terbit) and leaves it as it was', async () => {
    const s = await draf();
    const terbit = await call('POST', `/surat/${s.uid}/terbit`, akun.dokter, {});
    expect(terbit.statusCode).toBe(200);
    const r = terbit.json().respon;
    expect(r.status).toBe('TERBIT');
    expect(r.nomor).toMatch(/^\d{3}\/SKS\/3273015\/I\/2030$/);
    expect(r.tanggal).toBe(SENIN);
    const put = await call('PUT', `/surat/${s.uid}`, akun.dokter, {
      pegawai_uid: drAndi,
      isi: isiSakit('2030-01-12'),
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe('surat.terbit');
    expect(put.json().message).toContain(r.nomor);
    const lagi = await call('GET', `/surat/${s.uid}`, akun.rm);
    expect(lagi.json().respon.isi.istirahat_sampai).toBe('2030-01-08');
    expect((await call('POST', `/surat/${s.uid}/terbit`, akun.dokter, {})).json().code).toBe('surat.terbit');
  });

  it('replaces an issued letter by a new version: the old one is cancelled, both stay and name each other', async () => {
    const lama = await draf();
    const nomorLama = (await call('POST', `/surat/${lama.uid}/terbit`, akun.dokter, {})).json().respon.nomor;
    const v = await call('POST', `/surat/${lama.uid}/versi-baru`, akun.dokter, {});
    expect(v.statusCode).toBe(201);
    const baru = v.json().respon;
    expect(baru).toMatchObject({
      status: 'DRAF',
      versi: 2,
      nomor: null,
      mengganti: { uid: lama.uid, nomor: nomorLama },
    });
    // Until the copy is issued the old letter is in force, and only one copy may be drafted.
    expect((await call('GET', `/surat/${lama.uid}`, akun.rm)).json().respon.status).toBe('TERBIT');
    const dua = await call('POST', `/surat/${lama.uid}/versi-baru`, akun.dokter, {});
    expect(dua.statusCode).toBe(409);
    expect(dua.json().code).toBe('surat.versi_baru_sudah_ada');

    await call('PUT', `/surat/${baru.uid}`, akun.dokter, {
      pegawai_uid: drAndi,
      isi: isiSakit('2030-01-10'),
    });
    const terbit = await call('POST', `/surat/${baru.uid}/terbit`, akun.dokter, {});
    expect(terbit.statusCode).toBe(200);
    const nomorBaru = terbit.json().respon.nomor;
    expect(nomorBaru).not.toBe(nomorLama);

    const l = (await call('GET', `/surat/${lama.uid}`, akun.rm)).json().respon;
    expect(l).toMatchObject({ status: 'DIBATALKAN', diganti_oleh: { uid: baru.uid, nomor: nomorBaru } });
    expect(l.alasan_batal).toBe(`Diganti dengan versi 2 nomor ${nomorBaru}`);
    const daftar = await call('GET', '/surat?kelompok=KETERANGAN&search=Rina%20Surat&limit=100', akun.rm);
    const baris = daftar.json().respon as { uid: string; status: string; nomor: string }[];
    expect(baris.find((x) => x.uid === lama.uid)).toMatchObject({ status: 'DIBATALKAN', nomor: nomorLama });
    expect(baris.find((x) => x.uid === baru.uid)).toMatchObject({ status: 'TERBIT', nomor: nomorBaru });
    expect(
      (await call('GET', `/surat?status=DIBATALKAN&search=${encodeURIComponent(nomorLama)}`, akun.rm)).json()
        .metadata.total_data,
    ).toBe(1);
  });

  it('cancels a draft with a reason; a cancelled letter can be neither edited nor cancelled again', async () => {
    const s = await draf();
    const pendek = await call('POST', `/surat/${s.uid}/batal`, akun.pendaftaran, { alasan: 'x' });
    expect(pendek.statusCode).toBe(400);
    const batal = await call('POST', `/surat/${s.uid}/batal`, akun.pendaftaran, { alasan: 'Salah pasien' });
    expect(batal.json().respon).toMatchObject({ status: 'DIBATALKAN', alasan_batal: 'Salah pasien' });
    expect(
      (await call('POST', `/surat/${s.uid}/batal`, akun.pendaftaran, { alasan: 'Salah pasien' })).statusCode,
    ).toBe(409);
    const put = await call('PUT', `/surat/${s.uid}`, akun.dokter, { pegawai_uid: drAndi, isi: isiSakit() });
    expect(put.json().code).toBe('surat.dibatalkan');
  });

  it('writes every change on the patient’s timeline and in the audit log', async () => {
    const s = await draf();
    await call('PUT', `/surat/${s.uid}`, akun.dokter, { pegawai_uid: drAndi, isi: isiSakit('2030-01-09') });
    const nomor = (await call('POST', `/surat/${s.uid}/terbit`, akun.dokter, {})).json().respon.nomor;
    const log = await queryRows<{ ringkasan: string; jenis: string; layanan_uid: string }>(
      t,
      `select ringkasan, jenis, layanan_uid from log_pasien where sumber = 'surat' and sumber_uid = '${s.uid}' order by id`,
    );
    expect(log.map((x) => x.ringkasan)).toEqual([
      'Draf Surat Keterangan Sakit dibuat: Istirahat 2 hari (7 Jan 2030 – 8 Jan 2030)',
      'Draf Surat Keterangan Sakit diubah: Istirahat 3 hari (7 Jan 2030 – 9 Jan 2030)',
      `Surat Keterangan Sakit ${nomor} diterbitkan, ditandatangani dr. Andi Pratama, Sp.PD`,
    ]);
    expect(log.every((x) => x.layanan_uid === umum.layanan_uid)).toBe(true);
    const audit = await queryRows<{ aksi: string; username: string }>(
      t,
      `select aksi, username from log_aktivitas where entitas = 'surat' and entitas_id = '${s.uid}' order by id`,
    );
    expect(audit).toEqual([
      { aksi: 'surat.create', username: 'pendaftaran' },
      { aksi: 'surat.update', username: 'dokter' },
      { aksi: 'surat.terbit', username: 'dokter' },
    ]);
  });
});

describe('kind rules at issue', () => {
  it('does not issue a drug-free certificate with a positive result', async () => {
    const hasil = {
      AMP: 'NEGATIF',
      MET: 'NEGATIF',
      MOP: 'NEGATIF',
      THC: 'POSITIF',
      COC: 'NEGATIF',
      BZO: 'NEGATIF',
    } as const;
    const s = await draf(akun.dokter, {
      jenis: 'BEBAS_NARKOBA',
      temuan: {},
      tanggal_periksa: SENIN,
      metode: 'Tes cepat urine 6 parameter',
      hasil_urin: hasil,
    });
    const r = await call('POST', `/surat/${s.uid}/terbit`, akun.dokter, {});
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(
      'Surat bebas narkoba tidak dapat diterbitkan: hasil Ganja / Marijuana (THC) positif',
    );
    expect((await call('GET', `/surat/${s.uid}`, akun.dokter)).json().respon.status).toBe('DRAF');
  });

  it('fills a BPJS control letter with what VClaim’s Rencana Kontrol needs, SEP from the registration', async () => {
    const poli = await queryRows<{ uid: string; kode_bpjs: string }>(
      t,
      "select uid, kode_bpjs from poli where kode = 'UMUM'",
    );
    const isi = {
      jenis: 'KONTROL',
      tanggal_kontrol: '2030-01-14',
      poli_uid: poli[0]?.uid,
      dokter_uid: drAndi,
      diagnosis: 'Hipertensi esensial',
      diagnosis_kode: 'I10',
      alasan: 'Evaluasi tekanan darah setelah terapi',
      bpjs: { noSEP: '0301R0110130V000123' },
    };
    const s = await draf(akun.pendaftaran, isi as never, bpjs);
    const r = await call('POST', `/surat/${s.uid}/terbit`, akun.dokter, {});
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().respon.nomor).toMatch(/^\d{3}\/SRK\/3273015\/I\/2030$/);
    expect(r.json().respon.isi.bpjs).toEqual({
      noSEP: '0301R0110130V000123',
      kodeDokter: '271845',
      poliKontrol: poli[0]?.kode_bpjs,
      tglRencanaKontrol: '2030-01-14',
      noSuratKontrol: null,
    });
    const lewat = await call('POST', '/surat', akun.pendaftaran, {
      layanan_uid: bpjs.layanan_uid,
      pegawai_uid: drAndi,
      isi: { ...isi, tanggal_kontrol: '2030-01-06' },
    });
    expect(lewat.json()).toMatchObject({ message: 'Tanggal kontrol tidak boleh sebelum tanggal surat' });
  });
});
