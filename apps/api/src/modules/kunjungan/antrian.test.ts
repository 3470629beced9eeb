import { toJakartaIsoDate } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedKunjungan } from '../../../seed/kunjungan.ts';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { buatPasienUji, JAM_SENIN, masterDemo, pemanggil, SENIN } from './kunjungan.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
let pendaftaran: string;
let kasir: string;
const daftar: { uid: string; kode_tiket: string; nomor_antrian: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  [pendaftaran, kasir] = await Promise.all([t.login('pendaftaran'), t.login('kasir')]);
  const m = await masterDemo(t);
  const pasien = await buatPasienUji(t, pendaftaran, 5, 'Rina Wulandari');
  for (const p of pasien) {
    const res = await call('POST', '/pendaftaran', pendaftaran, {
      pasien_uid: p,
      poli_uid: m.poliUid('UMUM'),
      dokter_uid: m.dokterUid('Eko Prasetyo'),
      tanggal: SENIN,
      penjamin: 'UMUM',
      keluhan: 'Demam tiga hari',
    });
    daftar.push(res.json().respon);
  }
});
afterAll(() => t.close());

const ke = (i: number) => daftar[i] ?? { uid: '', kode_tiket: '', nomor_antrian: '' };
const setStatus = (i: number, status: string, menit: number) =>
  queryRows(
    t,
    `update antrian set status = '${status}', status_diubah_pada = now() + interval '${menit} minutes' where layanan_uid = '${ke(i).uid}'`,
  );

describe('PUT /pendaftaran/:uid/batal', () => {
  it('cancels while WAITING (visit too, audit row), refuses once served, and refuses bad calls', async () => {
    const uid = ke(4).uid;
    expect(
      (await call('PUT', `/pendaftaran/${uid}/batal`, undefined, { alasan: 'Salah poli' })).statusCode,
    ).toBe(401);
    expect((await call('PUT', `/pendaftaran/${uid}/batal`, kasir, { alasan: 'Salah poli' })).statusCode).toBe(
      403,
    );
    const kosong = await call('PUT', `/pendaftaran/${uid}/batal`, pendaftaran, { alasan: ' ' });
    expect(kosong.statusCode).toBe(400);
    expect(await countRows(t, "antrian where status = 'BATAL'")).toBe(0);

    const res = await call('PUT', `/pendaftaran/${uid}/batal`, pendaftaran, {
      alasan: 'Pasien salah memilih poli',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      status: 'BATAL',
      status_kunjungan: 'BATAL',
      alasan_batal: 'Pasien salah memilih poli',
    });
    const [audit] = await queryRows<{ detail: { sesudah: { alasan: string } } }>(
      t,
      `select detail from log_aktivitas where aksi = 'pendaftaran.batal' and entitas_id = '${uid}'`,
    );
    expect(audit?.detail.sesudah.alasan).toBe('Pasien salah memilih poli');
    const lagi = await call('PUT', `/pendaftaran/${uid}/batal`, pendaftaran, { alasan: 'Lagi' });
    expect(lagi.statusCode).toBe(409);

    await setStatus(3, 'ON_PROCESS', 0);
    const diproses = await call('PUT', `/pendaftaran/${ke(3).uid}/batal`, pendaftaran, { alasan: 'Pulang' });
    expect(diproses.statusCode).toBe(409);
    expect(diproses.json().message).toContain('Sedang Proses');
    await queryRows(t, `update antrian set status = 'WAITING' where layanan_uid = '${ke(3).uid}'`);
  });
});

describe('tickets', () => {
  it('prints an 80 mm ticket with the number, clinic, doctor, patient and the 15-minute note', async () => {
    expect((await call('GET', `/pendaftaran/${ke(0).uid}/tiket.pdf`)).statusCode).toBe(401);
    expect((await call('GET', `/pendaftaran/${ke(0).uid}/tiket.pdf`, kasir)).statusCode).toBe(403);
    expect((await call('GET', '/pendaftaran/bukan-uid/tiket.pdf', pendaftaran)).statusCode).toBe(400);
    const res = await call('GET', `/pendaftaran/${ke(0).uid}/tiket.pdf`, pendaftaran);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const teks = teksPdf(res.rawPayload).replace(/\s+/g, ' ');
    expect(teks).toContain('A-001');
    expect(teks).toContain('Poli Umum');
    expect(teks).toContain('dr. Eko Prasetyo');
    expect(teks).toContain('Rina Wulandari 1');
    expect(teks).toContain('08:00–12:00');
    expect(teks).toContain('Harap datang 15 menit sebelum jadwal');
    expect(teks).toContain(ke(0).kode_tiket);
  });

  it('shows a ticket publicly with its live position and the number being served, initials only', async () => {
    const tiket = async (i: number) =>
      (await call('GET', `/antrian/tiket/${ke(i).kode_tiket}`)).json().respon;
    expect(await tiket(3)).toMatchObject({
      nomor_antrian: 'A-004',
      sebelum: 3,
      sedang_dilayani: null,
      status: 'WAITING',
    });
    await setStatus(0, 'DONE', 1);
    await setStatus(1, 'WAITING_DOKTER', 2);
    await setStatus(2, 'ON_PROCESS', 3);
    const t3 = await tiket(3);
    expect(t3).toMatchObject({
      nomor_antrian: 'A-004',
      poli_nama: 'Poli Umum',
      tanggal: SENIN,
      sebelum: 1,
      sedang_dilayani: 'A-003',
      inisial: 'R. W.',
    });
    const body = (await call('GET', `/antrian/tiket/${ke(3).kode_tiket}`)).body;
    expect(body).not.toContain('Wulandari');
    expect(await tiket(0)).toMatchObject({ status: 'DONE', sebelum: 0 });
    expect((await call('GET', '/antrian/tiket/ZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await call('GET', '/antrian/tiket/a%20b')).statusCode).toBe(400);
  });

  it('reads one registration; 401/403/404; the routes are in the API reference', async () => {
    const api = (await call('GET', '/openapi.json')).json();
    expect(Object.keys(api.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/pendaftaran',
        '/api/v1/pendaftaran/{uid}/batal',
        '/api/v1/antrian/tiket/{kode}',
      ]),
    );
    const res = await call('GET', `/pendaftaran/${ke(1).uid}`, pendaftaran);
    expect(res.json().respon).toMatchObject({ nomor_antrian: 'A-002', keluhan: 'Demam tiga hari' });
    expect((await call('GET', `/pendaftaran/${ke(1).uid}`)).statusCode).toBe(401);
    expect((await call('GET', `/pendaftaran/${ke(1).uid}`, kasir)).statusCode).toBe(403);
    expect(
      (await call('GET', '/pendaftaran/00000000-0000-4000-8000-000000000000', pendaftaran)).statusCode,
    ).toBe(404);
  });
});

describe('demo seed', () => {
  it("registers a few patients for the seed's own day, IGD always, and adds nothing when run again", async () => {
    // The seed ran on the real clock when the app was made: read its day from what it wrote, so a
    // run that crosses midnight in Jakarta between the seed and this test still asks about that day.
    const hariIni = toJakartaIsoDate(new Date());
    const hari = await queryRows<{ tanggal: string; n: number }>(
      t,
      `select l.tanggal::text as tanggal, count(*)::int n from layanan l join poli p on p.uid = l.poli_uid
        where p.kode = 'IGD' and l.tanggal between date '${hariIni}' - 1 and date '${hariIni}' group by 1`,
    );
    expect(hari).toHaveLength(1);
    const [seed] = hari;
    expect([hariIni, toJakartaIsoDate(new Date(Date.now() - 86_400_000))]).toContain(seed?.tanggal);
    expect(seed?.n).toBe(1);
    const hariSeed = new Date(`${seed?.tanggal}T12:00:00+07:00`);
    expect(await t.database.db.transaction((tx) => seedKunjungan(tx, hariSeed))).toBe(0);
  });
});
