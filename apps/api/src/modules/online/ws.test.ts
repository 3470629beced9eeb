import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { buatPasienUji, masterDemo, pemanggil, SENIN } from '../kunjungan/kunjungan.factory.ts';
import { bodyPasien } from '../pasien/pasien.factory.ts';

// The WS RS that BPJS calls (docs/antrean-online.md) and the desk's bookings API.
// Monday 7 January 2030; THT (dr. Irfan Maulana, DPJP 282307) practises 16:00–19:00.

let jam = new Date('2030-01-07T01:00:00Z');
let t: TestApp;
let call: ReturnType<typeof pemanggil>;
let pendaftaran: string;
let m: Awaited<ReturnType<typeof masterDemo>>;
let ps: { uid: string; nik: string; no_rm: string }[];

const WS = '/api/antrian/v1';
let token = '';
const ws = (
  url: string,
  payload?: object,
  headers: Record<string, string> = { 'x-token': token, 'x-username': 'jkn' },
) =>
  t.app.inject({
    method: url === '/token' ? 'GET' : 'POST',
    url: `${WS}${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });

const ambil = (p: { nik: string }, ubah: object = {}) => ({
  nomorkartu: '',
  nik: p.nik,
  nohp: '081234567890',
  kodepoli: 'THT',
  norm: '',
  tanggalperiksa: SENIN,
  kodedokter: 282307,
  jampraktek: '16:00-19:00',
  jeniskunjungan: 1,
  nomorreferensi: '',
  ...ubah,
});

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  call = pemanggil(t);
  pendaftaran = await t.login('pendaftaran');
  m = await masterDemo(t);
  const uids = await buatPasienUji(t, pendaftaran, 16, 'Pasien Online');
  const rows = await queryRows<{ uid: string; nik: string; no_rm: string }>(
    t,
    `select uid, nik, no_rm from pasien where uid in (${uids.map((u) => `'${u}'`).join(',')}) order by no_rm`,
  );
  ps = rows;
  const r = await ws('/token', undefined, { 'x-username': 'jkn', 'x-password': 'demo123' });
  token = r.json().response.token;
});
afterAll(() => t.close());

const pasien = (i: number) => {
  const p = ps[i];
  if (!p) throw new Error(`pasien ${i}`);
  return p;
};

describe('WS RS: token', () => {
  it('gives a token for jkn/demo123 and refuses a wrong password or token with metadata 201', async () => {
    expect(token).toMatch(/^[\w-]{40,}$/);
    const salah = await ws('/token', undefined, { 'x-username': 'jkn', 'x-password': 'salah' });
    expect(salah.statusCode).toBe(401);
    expect(salah.json()).toEqual({ metadata: { code: 201, message: 'Username atau Password Tidak Sesuai' } });
    const tanpa = await ws('/antrean/status', {}, { 'x-username': 'jkn' });
    expect(tanpa.json().metadata).toEqual({
      code: 201,
      message: 'Token tidak ditemukan (header x-token wajib diisi)',
    });
    const palsu = await ws('/antrean/status', {}, { 'x-token': 'palsu', 'x-username': 'jkn' });
    expect(palsu.json().metadata.message).toBe('Token tidak valid');
    const userLain = await ws('/antrean/status', {}, { 'x-token': token, 'x-username': 'orang' });
    expect(userLain.json().metadata.message).toBe('Token tidak valid');
    expect(await countRows(t, 'ws_token')).toBe(1);
    const [simpan] = await queryRows<{ token_hash: string }>(t, 'select token_hash from ws_token');
    expect(simpan?.token_hash).not.toBe(token);
  });

  it('answers an expired token with metadata 201 and never a 500', async () => {
    const lama = jam;
    jam = new Date(lama.getTime() + 61 * 60_000);
    const r = await ws('/antrean/status', {});
    expect(r.json().metadata).toEqual({ code: 201, message: 'Token expired, silakan minta token baru' });
    jam = lama;
  });
});

describe('WS RS: antrean', () => {
  let kode = '';

  it('reads the status of a session and refuses bad fields naming them', async () => {
    const r = await ws('/antrean/status', {
      kodepoli: 'THT',
      kodedokter: 282307,
      tanggalperiksa: SENIN,
      jampraktek: '16:00-19:00',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      response: {
        namapoli: 'Poli THT',
        namadokter: 'dr. Irfan Maulana, Sp.THT-BKL',
        totalantrean: 0,
        sisaantrean: 0,
        antreanpanggil: '-',
        sisakuotajkn: 11,
        kuotajkn: 11,
        sisakuotanonjkn: 4,
        kuotanonjkn: 4,
        keterangan: '',
      },
      metadata: { code: 200, message: 'Ok' },
    });
    const tanggal = await ws('/antrean/status', {
      kodepoli: 'THT',
      kodedokter: 282307,
      tanggalperiksa: '07-01-2030',
      jampraktek: '16:00-19:00',
    });
    expect(tanggal.statusCode).toBe(400);
    expect(tanggal.json().metadata.message).toBe(
      'Format tanggalperiksa tidak sesuai, format yang benar adalah yyyy-mm-dd',
    );
    const jamSalah = await ws('/antrean/status', {
      kodepoli: 'THT',
      kodedokter: 282307,
      tanggalperiksa: SENIN,
      jampraktek: '08:00-10:00',
    });
    expect(jamSalah.json().metadata.message).toMatch(/Jadwal Dokter .* Belum Tersedia/);
    const poli = await ws('/antrean/status', {
      kodepoli: 'XXX',
      kodedokter: 282307,
      tanggalperiksa: SENIN,
      jampraktek: '16:00-19:00',
    });
    expect(poli.json().metadata).toEqual({ code: 201, message: 'Poli Tidak Ditemukan' });
    const kosong = await t.app.inject({
      method: 'POST',
      url: `${WS}/antrean/status`,
      headers: { 'x-token': token, 'x-username': 'jkn', 'content-type': 'application/json' },
      payload: '{rusak',
    });
    expect(kosong.json().metadata.code).toBe(201);
  });

  it('answers 202 for a patient not found, takes a number, and refuses a second one', async () => {
    const baru = await ws('/antrean', ambil({ nik: '3273020101900001' }));
    expect(baru.statusCode).toBe(202);
    expect(baru.json().metadata).toEqual({
      code: 202,
      message: 'Data pasien ini tidak ditemukan, silahkan Melakukan Registrasi Pasien Baru',
    });
    const jknTanpaRujukan = await ws('/antrean', ambil(pasien(0), { nomorkartu: '0009990000001' }));
    expect(jknTanpaRujukan.json().metadata.message).toBe('nomorreferensi wajib diisi untuk pasien JKN');
    const r = await ws(
      '/antrean',
      ambil(pasien(0), { nomorkartu: '0009990000001', nomorreferensi: '0301U0011126P000001' }),
    );
    expect(r.statusCode).toBe(200);
    const j = r.json().response;
    expect(j).toMatchObject({
      nomorantrean: 'H-001',
      angkaantrean: 1,
      norm: pasien(0).no_rm,
      namapoli: 'Poli THT',
      namadokter: 'dr. Irfan Maulana, Sp.THT-BKL',
      estimasidilayani: new Date('2030-01-07T16:00:00+07:00').getTime(),
      sisakuotajkn: 10,
      kuotajkn: 11,
      sisakuotanonjkn: 4,
      kuotanonjkn: 4,
    });
    expect(j.kodebooking).toMatch(/^[A-Z2-9]{10}$/);
    kode = j.kodebooking;
    const lagi = await ws(
      '/antrean',
      ambil(pasien(0), { nomorkartu: '0009990000001', nomorreferensi: '0301U0011126P000001' }),
    );
    expect(lagi.json().metadata.code).toBe(201);
    expect(lagi.json().metadata.message).toMatch(/Nomor antrean hanya dapat diambil 1 kali/);
    const sisa = await ws('/antrean/sisa', { kodebooking: kode });
    expect(sisa.json().response).toMatchObject({ nomorantrean: 'H-001', sisaantrean: 0, waktutunggu: 0 });
    const tidakAda = await ws('/antrean/sisa', { kodebooking: 'ZZZZZZZZZZ' });
    expect(tidakAda.json().metadata).toEqual({ code: 201, message: 'Antrean Tidak Ditemukan' });
  });

  it('checks in keeping the number and the code, once', async () => {
    const r = await ws('/antrean/checkin', { kodebooking: kode, waktu: jam.getTime() });
    expect(r.json()).toEqual({ metadata: { code: 200, message: 'Ok' } });
    const [a] = await queryRows<{
      nomor_antrian: string;
      kode_tiket: string;
      penjamin: string;
      no_rujukan: string;
    }>(
      t,
      `select a.nomor_antrian, a.kode_tiket, k.penjamin, k.no_rujukan from antrian a join layanan l on l.uid = a.layanan_uid
       join kunjungan k on k.uid = l.kunjungan_uid where a.kode_tiket = '${kode}'`,
    );
    expect(a).toEqual({
      nomor_antrian: 'H-001',
      kode_tiket: kode,
      penjamin: 'BPJS',
      no_rujukan: '0301U0011126P000001',
    });
    const lagi = await ws('/antrean/checkin', { kodebooking: kode, waktu: jam.getTime() });
    expect(lagi.json().metadata).toEqual({ code: 201, message: 'Pasien sudah check-in untuk antrean ini' });
    expect(await countRows(t, `antrian where kode_tiket = '${kode}'`)).toBe(1);
    const batal = await ws('/antrean/batal', { kodebooking: kode, keterangan: 'tidak jadi' });
    expect(batal.json().metadata.message).toBe('Pasien Sudah Dilayani, Antrean Tidak Dapat Dibatalkan');
    const farmasi = await ws('/antrean/farmasi', { kodebooking: kode });
    expect(farmasi.json().metadata).toEqual({ code: 201, message: 'Belum ada resep untuk antrean ini' });
  });

  it('cancels a booking once and gives its place back to the quota', async () => {
    const r = await ws('/antrean', ambil(pasien(1)));
    const k = r.json().response.kodebooking;
    expect(r.json().response.sisakuotanonjkn).toBe(3);
    const batal = await ws('/antrean/batal', { kodebooking: k, keterangan: 'Berhalangan hadir' });
    expect(batal.json()).toEqual({ metadata: { code: 200, message: 'Ok' } });
    const lagi = await ws('/antrean/batal', { kodebooking: k, keterangan: 'Berhalangan hadir' });
    expect(lagi.json().metadata.message).toBe('Antrean Tidak Ditemukan atau Sudah Dibatalkan');
    const tanpaKet = await ws('/antrean/batal', { kodebooking: k });
    expect(tanpaKet.json().metadata).toEqual({ code: 201, message: 'keterangan wajib diisi' });
    const status = await ws('/antrean/status', {
      kodepoli: 'THT',
      kodedokter: 282307,
      tanggalperiksa: SENIN,
      jampraktek: '16:00-19:00',
    });
    expect(status.json().response).toMatchObject({ totalantrean: 1, sisakuotanonjkn: 4 });
  });

  it('gives exactly the places left to simultaneous bookings and desk registrations, numbers unique', async () => {
    // 3 places left in the session: 5 in all, 1 taken by the check-in above, 1 by a desk registration.
    await queryRows(
      t,
      `update dokter_jadwal set kuota = 5, kuota_jkn = null where poli_uid = '${m.poliUid('THT')}' and hari = 'Senin'`,
    );
    const loket = await call('POST', '/pendaftaran', pendaftaran, {
      pasien_uid: pasien(2).uid,
      poli_uid: m.poliUid('THT'),
      dokter_uid: m.dokterUid('Irfan Maulana'),
      tanggal: SENIN,
      penjamin: 'UMUM',
    });
    expect(loket.statusCode).toBe(201);
    const hasil = await Promise.all([
      ...[3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => ws('/antrean', ambil(pasien(i)))),
      ...[13, 14].map((i) =>
        call('POST', '/pendaftaran', pendaftaran, {
          pasien_uid: pasien(i).uid,
          poli_uid: m.poliUid('THT'),
          dokter_uid: m.dokterUid('Irfan Maulana'),
          tanggal: SENIN,
          penjamin: 'UMUM',
        }),
      ),
    ]);
    // A WS answer says so in its metadata (HTTP 201 is its failure); the desk answers 201 Created.
    const berhasil = (r: (typeof hasil)[number]) =>
      r.json().metadata ? r.json().metadata.code === 200 : r.statusCode === 201;
    expect(hasil.filter(berhasil)).toHaveLength(3);
    for (const r of hasil.filter((x) => !berhasil(x)))
      expect(r.json().message ?? r.json().metadata.message).toMatch(/[Kk]uota.*penuh/);
    const nomor = await queryRows<{ nomor: number }>(
      t,
      `select nomor from antrian where poli_uid = '${m.poliUid('THT')}' and tanggal = '${SENIN}'
       union all select nomor from booking_online where poli_uid = '${m.poliUid('THT')}' and tanggal = '${SENIN}' and status = 'DIPESAN'`,
    );
    const n = nomor.map((r) => r.nomor);
    expect(new Set(n).size).toBe(n.length);
    expect(n).toHaveLength(5);
    const status = await ws('/antrean/status', {
      kodepoli: 'THT',
      kodedokter: 282307,
      tanggalperiksa: SENIN,
      jampraktek: '16:00-19:00',
    });
    expect(status.json().response).toMatchObject({ totalantrean: 5, sisakuotajkn: 0, sisakuotanonjkn: 0 });
  });
});

describe('WS RS: pasien baru, operasi', () => {
  it('creates the record with a No. RM and refuses it twice', async () => {
    const body = {
      nomorkartu: '0009876543210',
      nik: '3273024103900007',
      nomorkk: '3273020101900002',
      nama: 'Sumarsih',
      jeniskelamin: 'P',
      tanggallahir: '1990-03-01',
      nohp: '085635228888',
      alamat: 'Jl. Dago No. 10',
      kodeprop: '12',
      namaprop: 'Jawa Barat',
      kodedati2: '0120',
      namadati2: 'Kota Bandung',
      kodekec: '1319',
      namakec: 'Coblong',
      kodekel: 'D2105',
      namakel: 'Dago',
      rw: '001',
      rt: '013',
    };
    const r = await ws('/pasien/baru', body);
    expect(r.json().metadata).toEqual({
      code: 200,
      message: 'Harap datang ke admisi untuk melengkapi data rekam medis',
    });
    const norm = r.json().response.norm;
    const [p] = await queryRows<{ nama: string; desa_nama: string }>(
      t,
      `select nama, desa_nama from pasien where no_rm = '${norm}'`,
    );
    expect(p).toEqual({ nama: 'Sumarsih', desa_nama: 'Dago' });
    const lagi = await ws('/pasien/baru', body);
    expect(lagi.json().metadata.message).toBe(`Data Peserta Sudah Pernah Dientrikan (No. RM ${norm})`);
    const salah = await ws('/pasien/baru', { ...body, nik: '123' });
    expect(salah.json().metadata).toEqual({ code: 201, message: 'nik harus 16 digit angka' });
    const sesudah = await ws(
      '/antrean',
      ambil(
        { nik: body.nik },
        {
          nomorkartu: body.nomorkartu,
          nomorreferensi: 'R1',
          kodepoli: 'MAT',
          kodedokter: 281954,
          jampraktek: '08:00-12:00',
          tanggalperiksa: '2030-01-08',
        },
      ),
    );
    expect(sesudah.json().response.norm).toBe(norm);
  });

  it('answers the operating theatre schedules with an empty list', async () => {
    const rs = await ws('/jadwaloperasi/rs', { tanggalawal: SENIN, tanggalakhir: SENIN });
    expect(rs.json()).toEqual({ response: { list: [] }, metadata: { code: 200, message: 'Ok' } });
    const p = await ws('/jadwaloperasi/pasien', { nopeserta: '0001234567890' });
    expect(p.json().response).toEqual({ list: [] });
  });
});

describe('Pasien online (staff API)', () => {
  it('lists, books on the hospital channel, completes a new patient and cancels; 401/403', async () => {
    expect((await call('GET', `/pasien-online?tanggal=${SENIN}`)).statusCode).toBe(401);
    const kasir = await t.login('kasir');
    expect((await call('GET', `/pasien-online?tanggal=${SENIN}`, kasir)).statusCode).toBe(403);
    const list = await call('GET', `/pasien-online?tanggal=${SENIN}`, pendaftaran);
    expect(list.statusCode).toBe(200);
    const { jumlah, rows } = list.json().respon;
    expect(jumlah).toMatchObject({ CHECKIN: 1, BATAL: 1, TIDAK_DATANG: 0 });
    expect(rows).toHaveLength(jumlah.CHECKIN + jumlah.BATAL + jumlah.DIPESAN);

    const baru = await call('POST', '/pasien-online', pendaftaran, {
      nik: '3273025505880003',
      nohp: '081299990000',
      poli_uid: m.poliUid('GIGI'),
      dokter_uid: m.dokterUid('Nadia Putri Maharani'),
      tanggal: SENIN,
      jam_mulai: '08:00',
      jenis_pasien: 'NON JKN',
    });
    expect(baru.statusCode).toBe(201);
    const b = baru.json().respon;
    expect(b).toMatchObject({ sumber: 'RS', pasien_uid: null, nomor_antrian: 'B-001', status: 'DIPESAN' });
    expect((await call('POST', `/pasien-online/${b.uid}/checkin`, pendaftaran)).json().message).toBe(
      'Pasien baru: silakan ke loket pendaftaran',
    );
    const lengkap = await call('POST', `/pasien-online/${b.uid}/lengkapi`, pendaftaran, {
      pasien_uid: pasien(15).uid,
    });
    expect(lengkap.statusCode).toBe(409);
    expect(lengkap.json().message).toMatch(/NIK pasien .* berbeda/);
    const dibuat = await call(
      'POST',
      '/pasien',
      pendaftaran,
      bodyPasien({
        nama: 'Rina Baru',
        nik: '3273025505880003',
        tanggal_lahir: '1988-05-15',
        jenis_kelamin: 'P',
      }),
    );
    expect(dibuat.statusCode).toBe(201);
    const ok = await call('POST', `/pasien-online/${b.uid}/lengkapi`, pendaftaran, {
      pasien_uid: dibuat.json().respon.uid,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().respon).toMatchObject({ nomor_antrian: 'B-001', kode_tiket: b.kodebooking });
    const dua = await call('POST', `/pasien-online/${b.uid}/lengkapi`, pendaftaran, {
      pasien_uid: dibuat.json().respon.uid,
    });
    expect(dua.statusCode).toBe(409);
    expect(await countRows(t, `antrian where kode_tiket = '${b.kodebooking}'`)).toBe(1);

    const rs = await call('POST', '/pasien-online', pendaftaran, {
      pasien_uid: pasien(15).uid,
      poli_uid: m.poliUid('MATA'),
      dokter_uid: m.dokterUid('Melati Kusumawardani'),
      tanggal: '2030-01-08',
      jam_mulai: '08:00',
      jenis_pasien: 'NON JKN',
    });
    expect(rs.statusCode).toBe(201);
    const ci = await call('POST', `/pasien-online/${rs.json().respon.uid}/checkin`, pendaftaran);
    expect(ci.json().message).toMatch(/check-in hanya pada hari pelayanan/);
    const batal = await call('POST', `/pasien-online/${rs.json().respon.uid}/batal`, pendaftaran, {
      alasan: 'Pasien minta dibatalkan',
    });
    expect(batal.json().respon).toMatchObject({ status: 'BATAL', alasan_batal: 'Pasien minta dibatalkan' });
    const detail = await call('GET', `/pasien-online/${b.uid}`, pendaftaran);
    expect(detail.json().respon).toMatchObject({ kodebooking: b.kodebooking, riwayat_bpjs: [] });
  });

  it('lists bookings to call when the doctor goes on leave, notes the call, and refuses registrations then', async () => {
    const dokter = m.dokterUid('Nadia Putri Maharani');
    const baru = await call('POST', '/pasien-online', pendaftaran, {
      nik: '3273024107950009',
      poli_uid: m.poliUid('GIGI'),
      dokter_uid: dokter,
      tanggal: '2030-01-09',
      jam_mulai: '08:00',
      jenis_pasien: 'NON JKN',
    });
    expect(baru.statusCode).toBe(201);
    await queryRows(
      t,
      `insert into dokter_cuti (dokter_uid, tanggal_mulai, tanggal_selesai, alasan) values ('${dokter}', '${SENIN}', '2030-01-09', 'Seminar')`,
    );
    const perlu = await call('GET', '/pasien-online/perlu-dihubungi', pendaftaran);
    expect(perlu.json().respon.map((r: { perlu_dihubungi: string }) => r.perlu_dihubungi)).toEqual([
      'Dokter cuti/libur: Seminar',
    ]);
    const hubungi = await call('POST', `/pasien-online/${baru.json().respon.uid}/dihubungi`, pendaftaran, {
      catatan: 'Pasien setuju pindah hari',
    });
    expect(hubungi.json().respon).toMatchObject({ dihubungi_catatan: 'Pasien setuju pindah hari' });
    const loket = await call('POST', '/pendaftaran', pendaftaran, {
      pasien_uid: pasien(15).uid,
      poli_uid: m.poliUid('GIGI'),
      dokter_uid: dokter,
      tanggal: SENIN,
      penjamin: 'UMUM',
    });
    expect(loket.statusCode).toBe(409);
    expect(loket.json().message).toMatch(/cuti\/libur .*\(Seminar\)/);
    const wsCuti = await ws(
      '/antrean',
      ambil(pasien(15), { kodepoli: 'GIG', kodedokter: 325511, jampraktek: '08:00-12:00' }),
    );
    expect(wsCuti.json().metadata.message).toMatch(/sedang diliburkan \(Seminar\)/);
  });

  it('marks only bookings of yesterday or before as not come', async () => {
    const [b] = await queryRows<{ uid: string }>(
      t,
      "select uid from booking_online where tanggal = '2030-01-09'",
    );
    const awal = await call('POST', '/pasien-online/tidak-datang', pendaftaran, { uid: b?.uid });
    expect(awal.statusCode).toBe(409);
    // Moved to last week: a booking nobody checked in.
    await queryRows(t, `update booking_online set tanggal = '2030-01-03' where uid = '${b?.uid}'`);
    const r = await call('POST', '/pasien-online/tidak-datang', pendaftaran, {});
    expect(r.json().respon.jumlah).toBe(1);
    const [sesudah] = await queryRows<{ status: string }>(
      t,
      `select status from booking_online where uid = '${b?.uid}'`,
    );
    expect(sesudah?.status).toBe('TIDAK_DATANG');
    expect(
      await countRows(t, "booking_online where status = 'DIPESAN' and tanggal = '2030-01-07'"),
    ).toBeGreaterThan(0);
  });
});
