import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';

// /admin-dokteronline: the JKN quota per session, the doctor's leave, and BPJS's schedule service
// told in the same transaction (docs/master.md, "Jadwal dokter online").

let t: TestApp;
let admin: string;
let pendaftaran: string;
let dod: string;
const poli: Record<string, string> = {};
let eko = '';
const call = panggil(() => t);

beforeAll(async () => {
  // Monday 7 January 2030 from 08:00 WIB, a second further at each reading: every report has its
  // own time (the outbox keeps one message per schedule and moment).
  let jam = Date.parse('2030-01-07T01:00:00Z');
  t = await createTestApp({
    now: () => {
      jam += 1000;
      return new Date(jam);
    },
  });
  [admin, pendaftaran, dod] = await Promise.all([t.login('admin'), t.login('pendaftaran'), t.login('dod')]);
  for (const p of (await call('GET', '/master/poli?limitless=true', admin)).json().respon)
    poli[p.kode] = p.uid;
  eko = (await call('GET', '/master/dokter?search=eko', admin)).json().respon[0].uid;
});
afterAll(() => t.close());

const jadwalBpjs = () =>
  queryRows<{ kunci_urutan: string; payload: { kodepoli: string; kodedokter: number; jadwal: object[] } }>(
    t,
    "select kunci_urutan, payload from outbox where jenis = 'jadwaldokter/updatejadwaldokter' order by dibuat_pada, uid",
  );
const kuotaJkn = (uid: string, sesi: object[], cookie = dod) =>
  call('PUT', `/master/dokter/${uid}/kuota-jkn`, cookie, { sesi });
const umumSenin = (kuota_jkn: number | null) => ({
  poli_uid: poli.UMUM,
  hari: 'Senin',
  jam_mulai: '08:00',
  kuota_jkn,
});

describe('JKN quota per session', () => {
  it('is set on /admin-dokteronline (0..kuota), null is not split; without BPJS nothing is enqueued', async () => {
    expect((await kuotaJkn(eko, [umumSenin(20)], pendaftaran)).statusCode).toBe(403);
    const ok = await kuotaJkn(eko, [umumSenin(20)]);
    expect(ok.statusCode).toBe(200);
    const senin = ok
      .json()
      .respon.jadwal.find(
        (s: { hari: string; poli_uid: string }) => s.hari === 'Senin' && s.poli_uid === poli.UMUM,
      );
    expect(senin).toMatchObject({ kuota: 30, kuota_jkn: 20 });
    expect(await countRows(t, "log_aktivitas where aksi = 'dokter.kuota-jkn'")).toBe(1);
    expect(await countRows(t, 'outbox')).toBe(0);

    const lebih = await kuotaJkn(eko, [umumSenin(31)]);
    expect(lebih.statusCode).toBe(400);
    expect(lebih.json().errors[0].path).toBe('sesi.0.kuota_jkn');
    const tidakAda = await kuotaJkn(eko, [{ ...umumSenin(5), jam_mulai: '07:00' }]);
    expect(tidakAda.statusCode).toBe(400);
    expect((await kuotaJkn(eko, [{ ...umumSenin(5), kuota_jkn: -1 }])).statusCode).toBe(400);
    expect((await kuotaJkn('00000000-0000-4000-8000-000000000000', [umumSenin(5)])).statusCode).toBe(404);
    expect(await countRows(t, "log_aktivitas where aksi = 'dokter.kuota-jkn'")).toBe(1);
  });

  it('the doctor form takes kuota_jkn per session and refuses one above the quota', async () => {
    const body = {
      kode: 'd.901',
      nama: 'Galih Permana',
      gelar_depan: 'dr.',
      jenis_kelamin: 'L',
      nik: '3273011505900009',
      alamat: 'Jl. Merdeka 1',
      spesialisasi: 'UMUM',
      no_sip: '446/0999/SIP.DU/2026',
      kode_dpjp_bpjs: '123456',
      polis: [poli.UMUM],
      jadwal: [
        {
          poli_uid: poli.UMUM,
          hari: 'Selasa',
          jam_mulai: '08:00',
          jam_selesai: '12:00',
          kuota: 20,
          kuota_jkn: 25,
        },
      ],
    };
    const salah = await call('POST', '/master/dokter', admin, body);
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors.map((e: { path: string }) => e.path)).toContain('jadwal.0.kuota_jkn');
    const baru = await call('POST', '/master/dokter', admin, {
      ...body,
      jadwal: [
        { ...body.jadwal[0], kuota_jkn: '15' },
        { ...body.jadwal[0], hari: 'Kamis', kuota_jkn: '' },
      ],
    });
    expect(baru.statusCode).toBe(201);
    expect(baru.json().respon.jadwal.map((s: { kuota_jkn: number | null }) => s.kuota_jkn)).toEqual([
      15,
      null,
    ]);
  });
});

describe('with BPJS Antrean configured', () => {
  beforeAll(async () => {
    await queryRows(
      t,
      `insert into integrasi_pengaturan (mitra, aktif, url, cons_id, rahasia_terenkripsi, user_key_terenkripsi)
       values ('BPJS_ANTREAN', true, 'http://127.0.0.1:9/antreanrs', '1234', 'x', 'x')`,
    );
  });

  it('a quota change sends the week of each BPJS clinic (not the IGD), days 1–7', async () => {
    expect((await kuotaJkn(eko, [umumSenin(null)])).statusCode).toBe(200);
    const rows = await jadwalBpjs();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({
      kodepoli: 'UMU',
      kodesubspesialis: 'UMU',
      kodedokter: 318204,
      jadwal: ['1', '2', '3', '4', '5'].map((hari) => ({ hari, buka: '08:00', tutup: '12:00' })),
    });
    // Saving the same value again changes nothing and sends nothing.
    expect((await kuotaJkn(eko, [umumSenin(null)])).statusCode).toBe(200);
    expect(await jadwalBpjs()).toHaveLength(1);
  });

  it('leave: added with its practice days, overlap refused, listed, cancelled once; each told to BPJS', async () => {
    const cuti = (body: object) => call('POST', `/master/dokter/${eko}/cuti`, dod, body);
    expect((await call('POST', `/master/dokter/${eko}/cuti`, pendaftaran, {})).statusCode).toBe(403);
    const ok = await cuti({ tanggal_mulai: '2030-01-10', tanggal_selesai: '2030-01-14', alasan: 'Seminar' });
    expect(ok.statusCode).toBe(201);
    const { cuti: c, terdampak } = ok.json().respon;
    expect(c).toMatchObject({ dokter_uid: eko, alasan: 'Seminar', dibatalkan_pada: null });
    // Thursday to Monday: Poli Umum on weekdays, the IGD at the weekend — every day is a practice day.
    expect(terdampak).toEqual({
      dokter_uid: eko,
      tanggal: ['2030-01-10', '2030-01-11', '2030-01-12', '2030-01-13', '2030-01-14'],
    });
    expect(await jadwalBpjs()).toHaveLength(2);
    // The desk's doctor picker says so: on leave, nothing left that day, the session itself untouched.
    const kuota = await call('GET', `/pendaftaran/kuota?poli=${poli.UMUM}&tanggal=2030-01-10`, pendaftaran);
    const hariEko = kuota.json().respon.dokter.find((d: { dokter_uid: string }) => d.dokter_uid === eko);
    expect(hariEko).toMatchObject({ cuti: { alasan: 'Seminar' }, sisa: 0 });
    expect(hariEko.sesi[0]).toMatchObject({ jam_mulai: '08:00', terpakai: 0, sisa: hariEko.sesi[0].kuota });

    const bentrok = await cuti({
      tanggal_mulai: '2030-01-14',
      tanggal_selesai: '2030-01-20',
      alasan: 'Lagi',
    });
    expect(bentrok.statusCode).toBe(409);
    expect(bentrok.json().code).toBe('sdm.cuti_bentrok');
    expect(
      (await cuti({ tanggal_mulai: '2030-01-06', tanggal_selesai: '2030-01-06', alasan: 'Lewat' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await cuti({ tanggal_mulai: '2030-01-20', tanggal_selesai: '2030-01-15', alasan: 'Terbalik' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await cuti({ tanggal_mulai: '2030-01-20', tanggal_selesai: '2030-01-21', alasan: ' ' })).statusCode,
    ).toBe(400);
    expect(await countRows(t, 'dokter_cuti')).toBe(1);

    const daftar = await call('GET', `/master/dokter/${eko}/cuti`, dod);
    expect(daftar.json().respon.map((x: { uid: string }) => x.uid)).toEqual([c.uid]);

    const batal = await call('PUT', `/master/dokter/cuti/${c.uid}/batal`, dod);
    expect(batal.statusCode).toBe(200);
    expect(batal.json().respon.cuti.dibatalkan_pada).toEqual(expect.any(String));
    expect(batal.json().respon.terdampak.tanggal).toHaveLength(5);
    const lagi = await call('PUT', `/master/dokter/cuti/${c.uid}/batal`, dod);
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('sdm.cuti_sudah_dibatalkan');
    expect(
      (await call('PUT', '/master/dokter/cuti/00000000-0000-4000-8000-000000000000/batal', dod)).statusCode,
    ).toBe(404);
    expect(await jadwalBpjs()).toHaveLength(3);
    // The cancelled leave no longer blocks the same days.
    expect(
      (await cuti({ tanggal_mulai: '2030-01-14', tanggal_selesai: '2030-01-14', alasan: 'Keluarga' }))
        .statusCode,
    ).toBe(201);
    expect(
      await countRows(
        t,
        `log_aktivitas where aksi in ('dokter.cuti', 'dokter.cuti-batal') and entitas_id = '${eko}'`,
      ),
    ).toBe(3);
  });

  it('a doctor without a DPJP code or hidden online is not sent; shown again, the week is', async () => {
    const sebelum = (await jadwalBpjs()).length;
    const galih = (await call('GET', '/master/dokter?search=galih', admin)).json().respon[0].uid;
    await queryRows(t, `update dokter set kode_dpjp_bpjs = null where pegawai_uid = '${galih}'`);
    const jadwal = [{ poli_uid: poli.UMUM, hari: 'Selasa', jam_mulai: '08:00', kuota_jkn: 5 }];
    expect((await kuotaJkn(galih, jadwal)).statusCode).toBe(200);
    await call('PUT', `/master/dokter/${eko}/online`, dod, { tampil_online: false });
    expect((await kuotaJkn(eko, [umumSenin(3)])).statusCode).toBe(200);
    expect(await jadwalBpjs()).toHaveLength(sebelum);
    // Shown online again: the week is sent as it stands.
    expect((await call('PUT', `/master/dokter/${eko}/online`, dod, { tampil_online: true })).statusCode).toBe(
      200,
    );
    const rows = await jadwalBpjs();
    expect(rows).toHaveLength(sebelum + 1);
    expect(rows.at(-1)?.payload).toMatchObject({ kodepoli: 'UMU', kodedokter: 318204 });
  });
});
