import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { buatPasienUji, JAM_SENIN, masterDemo, pemanggil, SENIN } from './kunjungan.factory.ts';

// Issue 17: a doctor alone can start a patient (clinic setting `wajib_asesmen_perawat`), and the
// queue lists put the signed-in person's own patients and clinic first, clinic by clinic.

interface Entri {
  uid: string;
  layanan_uid: string;
  kunjungan_uid: string;
  pasien_uid: string;
  nomor_antrian: string;
}

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
let m: Awaited<ReturnType<typeof masterDemo>>;
const akun: Record<string, string> = {};
let pasien: string[] = [];
let urut = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'poli', 'dokter', 'admin']) akun[r] = await t.login(r);
  m = await masterDemo(t);
  pasien = await buatPasienUji(t, akun.pendaftaran ?? '', 12, 'Rini Antri');
});
afterAll(() => t.close());

/** Registers the next test patient at a clinic (with a doctor, or none) on SENIN. */
async function daftar(poli: string, dokter: string | null): Promise<Entri> {
  const res = await call('POST', '/pendaftaran', akun.pendaftaran, {
    pasien_uid: pasien[urut++],
    poli_uid: m.poliUid(poli),
    dokter_uid: dokter ? m.dokterUid(dokter) : null,
    tanggal: SENIN,
    penjamin: 'UMUM',
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const [e] = await queryRows<Entri>(
    t,
    `select a.uid, a.layanan_uid, l.kunjungan_uid, l.pasien_uid, a.nomor_antrian from antrian a join layanan l on l.uid = a.layanan_uid where a.layanan_uid = '${res.json().respon.uid}'`,
  );
  if (!e) throw new Error('antrian');
  return e;
}

const pindah = (e: Entri, status: string, cookie?: string) =>
  call('PUT', `/antrian/${e.uid}/status`, cookie, { status });
const statusDb = async (e: Entri) =>
  (await queryRows<{ status: string }>(t, `select status from antrian where uid = '${e.uid}'`))[0]?.status;
const wajib = async (kode: string) =>
  (
    await queryRows<{ w: boolean }>(t, `select wajib_asesmen_perawat as w from poli where kode = '${kode}'`)
  )[0]?.w;

describe('the doctor starts a waiting patient (PUT /antrian/:uid/status)', () => {
  it('at a clinic without a nurse: the doctor calls, starts and finishes the visit alone', async () => {
    // The demo seed staffs Poli Penyakit Dalam with no nurse: the setting is off there.
    expect(await wajib('INTERNA')).toBe(false);
    expect(await wajib('UMUM')).toBe(true);
    const e = await daftar('INTERNA', 'Andi Pratama');
    expect((await call('POST', `/antrian/${e.uid}/panggil`, akun.dokter)).statusCode).toBe(200);
    const mulai = await pindah(e, 'ON_PROCESS', akun.dokter);
    expect(mulai.statusCode, mulai.body).toBe(200);
    expect(mulai.json().respon).toMatchObject({
      status: 'ON_PROCESS',
      asesmen_perawat: false,
      poli: { nama: 'Poli Penyakit Dalam', wajib_asesmen_perawat: false },
    });
    // The doctor who took the patient closes the visit from Sedang Proses (no nurse's hand-over).
    const selesai = await pindah(e, 'DONE', akun.dokter);
    expect(selesai.statusCode, selesai.body).toBe(200);
    expect(await statusDb(e)).toBe('DONE');
    const [l] = await queryRows<{ status: string }>(
      t,
      `select status from layanan where uid = '${e.layanan_uid}'`,
    );
    expect(l?.status).toBe('SELESAI');
    // The nurse still cannot close a clinic visit herself.
    const f = await daftar('INTERNA', 'Andi Pratama');
    expect((await pindah(f, 'ON_PROCESS', akun.poli)).statusCode).toBe(200);
    expect((await pindah(f, 'DONE', akun.poli)).statusCode).toBe(403);
  });

  it('at a clinic that wants the nursing assessment first: 409 until the nurse has written it', async () => {
    const e = await daftar('UMUM', 'Eko Prasetyo');
    const audit = () =>
      countRows(t, `log_aktivitas where aksi = 'antrian.status' and entitas_id = '${e.uid}'`);
    const res = await pindah(e, 'ON_PROCESS', akun.dokter);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'antrian.menunggu_asesmen_perawat',
      message: `Poli Umum mewajibkan asesmen perawat sebelum pemeriksaan dokter; antrian ${e.nomor_antrian} belum diasesmen perawat`,
    });
    expect(await statusDb(e)).toBe('WAITING');
    expect(await audit()).toBe(0);

    // The nurse starts as before; the doctor may not close before the nursing assessment either.
    expect((await pindah(e, 'ON_PROCESS', akun.poli)).statusCode).toBe(200);
    expect((await pindah(e, 'DONE', akun.dokter)).json().code).toBe('antrian.menunggu_asesmen_perawat');

    // Once the nurse has written the nursing assessment (through the chart) the doctor may take the
    // patient, even after it went back to waiting.
    const asesmen = await call('POST', `/pelayanan/${e.layanan_uid}/asesmen`, akun.poli, {
      jenis: 'KEPERAWATAN_POLI',
      isi: { keluhan_utama: 'Pusing sejak pagi', tanda_vital: { td_sistolik: 130, td_diastolik: 85 } },
    });
    expect(asesmen.statusCode, asesmen.body).toBe(201);
    expect((await pindah(e, 'WAITING', akun.poli)).statusCode).toBe(200);
    const daftarUmum = await call(
      'GET',
      `/antrian/klinik?tanggal=${SENIN}&search=${e.nomor_antrian}`,
      akun.dokter,
    );
    expect(daftarUmum.json().respon[0]).toMatchObject({ asesmen_perawat: true });
    expect((await pindah(e, 'ON_PROCESS', akun.dokter)).statusCode).toBe(200);
    expect(await audit()).toBe(3);
  });

  it('follows the clinic master: switched off in /master/poli, the doctor starts at once', async () => {
    const e = await daftar('UMUM', 'Eko Prasetyo');
    const uid = m.poliUid('UMUM');
    const [p] = (await call('GET', `/master/poli?search=Poli%20Umum`, akun.admin)).json().respon;
    expect(p).toMatchObject({ uid, wajib_asesmen_perawat: true });
    const { kode, nama, jenis, prefix_antrian, kode_bpjs, lokasi, keterangan } = p;
    const ubah = await call('PUT', `/master/poli/${uid}`, akun.admin, {
      kode,
      nama,
      jenis,
      prefix_antrian,
      kode_bpjs,
      lokasi,
      keterangan,
      wajib_asesmen_perawat: false,
    });
    expect(ubah.statusCode, ubah.body).toBe(200);
    expect(ubah.json().respon.wajib_asesmen_perawat).toBe(false);
    expect((await pindah(e, 'ON_PROCESS', akun.dokter)).statusCode).toBe(200);
    // An edit that leaves the setting out keeps it; a bad value is 400 with nothing written.
    const tanpa = await call('PUT', `/master/poli/${uid}`, akun.admin, { kode, nama, jenis, prefix_antrian });
    expect(tanpa.statusCode, tanpa.body).toBe(200);
    expect(await wajib('UMUM')).toBe(false);
    const salah = await call('PUT', `/master/poli/${uid}`, akun.admin, {
      kode,
      nama,
      jenis,
      prefix_antrian,
      wajib_asesmen_perawat: 'ya',
    });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toContain('Pengaturan asesmen perawat tidak valid');
    await queryRows(t, `update poli set wajib_asesmen_perawat = true where uid = '${uid}'`);
  });
});

describe('GET /antrian/klinik order', () => {
  it("puts the user's own patients and clinic first, then clinic by clinic, by status and number", async () => {
    await queryRows(t, `update antrian set status = 'BATAL' where tanggal = '${SENIN}'`);
    const gigi = await daftar('GIGI', 'Nadia Putri Maharani');
    const umum1 = await daftar('UMUM', 'Eko Prasetyo');
    // Another internist's patient (dr. Hana sees Penyakit Dalam on Wednesdays; moved by hand).
    const dalamLain = await daftar('INTERNA', 'Andi Pratama');
    await queryRows(
      t,
      `update layanan set dokter_uid = '${m.dokterUid('Hana Safitri')}' where uid = '${dalamLain.layanan_uid}'`,
    );
    const umum2 = await daftar('UMUM', 'Eko Prasetyo');
    const dalamAndi = await daftar('INTERNA', 'Andi Pratama');
    expect((await pindah(umum2, 'ON_PROCESS', akun.poli)).statusCode).toBe(200);
    const urutan = async (cookie?: string) => {
      const res = await call('GET', `/antrian/klinik?tanggal=${SENIN}`, cookie);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .respon.map((r: { nomor_antrian: string; milik_saya: boolean }) =>
          r.milik_saya ? `${r.nomor_antrian}*` : r.nomor_antrian,
        );
    };
    const n = (e: Entri) => e.nomor_antrian;
    // Registration staff have no clinic: clinic by clinic (Gigi, Penyakit Dalam, Umum), the one in
    // the room first within a clinic, never A-, B-, D- numbers interleaved.
    expect(await urutan(akun.pendaftaran)).toEqual([n(gigi), n(dalamLain), n(dalamAndi), n(umum2), n(umum1)]);
    // The Poli Umum nurse sees Poli Umum first.
    expect(await urutan(akun.poli)).toEqual([
      `${n(umum2)}*`,
      `${n(umum1)}*`,
      n(gigi),
      n(dalamLain),
      n(dalamAndi),
    ]);
    // dr. Andi (Penyakit Dalam): his own patient, then his clinic's other patients, then the rest.
    expect(await urutan(akun.dokter)).toEqual([
      `${n(dalamAndi)}*`,
      `${n(dalamLain)}*`,
      n(gigi),
      n(umum2),
      n(umum1),
    ]);
    // Paged on the server: the second page continues the same order.
    const hal2 = await call('GET', `/antrian/klinik?tanggal=${SENIN}&limit=2&offset=2`, akun.dokter);
    expect(hal2.json().respon.map((r: { nomor_antrian: string }) => r.nomor_antrian)).toEqual([
      n(gigi),
      n(umum2),
    ]);
  });
});
