import {
  bolehPindah,
  LABEL_STATUS_ANTRIAN,
  STATUS_ANTRIAN,
  type StatusAntrian,
  TRANSISI_ANTRIAN,
} from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { buatPasienUji, JAM_SENIN, masterDemo, pemanggil, SENIN } from './kunjungan.factory.ts';

interface Entri {
  uid: string;
  layanan_uid: string;
  kunjungan_uid: string;
  nomor_antrian: string;
}

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
let m: Awaited<ReturnType<typeof masterDemo>>;
const akun: Record<string, string> = {};
const umum: Entri[] = [];
const igd: Entri[] = [];
let gigi: Entri;

async function entri(layananUid: string): Promise<Entri> {
  const [e] = await queryRows<Entri>(
    t,
    `select a.uid, a.layanan_uid, l.kunjungan_uid, a.nomor_antrian from antrian a join layanan l on l.uid = a.layanan_uid where a.layanan_uid = '${layananUid}'`,
  );
  if (!e) throw new Error('antrian');
  return e;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'poli', 'dokter', 'perawat', 'kasir', 'igd', 'poli_hd', 'admin'])
    akun[r] = await t.login(r);
  m = await masterDemo(t);
  const pasien = await buatPasienUji(t, akun.pendaftaran ?? '', 8, 'Dewi Lestari');
  const daftar = async (p: string, poli: string, dokter: string | null) => {
    const res = await call('POST', '/pendaftaran', akun.pendaftaran, {
      pasien_uid: p,
      poli_uid: m.poliUid(poli),
      dokter_uid: dokter ? m.dokterUid(dokter) : null,
      tanggal: SENIN,
      penjamin: 'UMUM',
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return entri(res.json().respon.uid);
  };
  for (const p of pasien.slice(0, 6)) umum.push(await daftar(p, 'UMUM', 'Eko Prasetyo'));
  for (const p of pasien.slice(6, 8)) igd.push(await daftar(p, 'IGD', null));
  // A second service in A-001's visit: the visit stays open until both are done.
  gigi = await daftar(pasien[0] ?? '', 'GIGI', 'Nadia Putri Maharani');
  await queryRows(
    t,
    `update layanan set kunjungan_uid = '${umum[0]?.kunjungan_uid}' where uid = '${gigi.layanan_uid}'`,
  );
});
afterAll(() => t.close());

const u = (i: number): Entri => umum[i] ?? { uid: '', layanan_uid: '', kunjungan_uid: '', nomor_antrian: '' };
/** Puts an entry (and its service and visit) back into a state, for table-driven cases. */
async function atur(e: Entri, status: StatusAntrian) {
  await queryRows(t, `update antrian set status = '${status}' where uid = '${e.uid}'`);
  await queryRows(t, `update layanan set status = 'AKTIF' where uid = '${e.layanan_uid}'`);
  await queryRows(t, `update kunjungan set status = 'AKTIF' where uid = '${e.kunjungan_uid}'`);
}
const pindah = (e: Entri, status: string, cookie?: string) =>
  call('PUT', `/antrian/${e.uid}/status`, cookie, { status });
const statusDb = async (e: Entri) =>
  (await queryRows<{ status: string }>(t, `select status from antrian where uid = '${e.uid}'`))[0]?.status;

describe('GET /antrian/klinik, /antrian/igd, /antrian/hd', () => {
  it('lists the day by number with patient, payer, doctor and waiting time; filters; per-kind permissions', async () => {
    const q = `tanggal=${SENIN}&poli=${m.poliUid('UMUM')}`;
    const res = await call('GET', `/antrian/klinik?${q}`, akun.poli);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.metadata.total_data).toBe(6);
    expect(body.respon.map((r: { nomor_antrian: string }) => r.nomor_antrian)).toEqual([
      'A-001',
      'A-002',
      'A-003',
      'A-004',
      'A-005',
      'A-006',
    ]);
    expect(body.respon[0]).toMatchObject({
      uid: u(0).uid,
      layanan_uid: u(0).layanan_uid,
      status: 'WAITING',
      penjamin_label: 'Umum',
      jumlah_panggil: 0,
      dipanggil_pada: null,
      menit_di_status: 0,
      poli: { nama: 'Poli Umum', jenis: 'RAWAT_JALAN' },
      pasien: { nama: 'Dewi Lestari 1' },
    });
    expect(body.respon[0].pasien.no_rm).toMatch(/\d/);
    expect(body.respon[0].pasien.umur).toMatch(/^\d+ T \d+ B \d+ H$/);
    expect(body.respon[0].dokter.nama).toContain('Eko Prasetyo');

    // Default day is today (Jakarta) of the server's clock: JAM_SENIN.
    expect(
      (await call('GET', '/antrian/klinik', akun.poli)).json().metadata.total_data,
    ).toBeGreaterThanOrEqual(7);
    // Status, search, doctor filters; cancelled entries only when asked for.
    await atur(u(5), 'BATAL');
    await atur(u(4), 'ON_PROCESS');
    const lihat = async (extra: string) =>
      (await call('GET', `/antrian/klinik?${q}&${extra}`, akun.dokter))
        .json()
        .respon.map((r: { nomor_antrian: string }) => r.nomor_antrian);
    // The one in the room first, then the waiting line by number (issue 17).
    expect(await lihat('limit=15')).toEqual(['A-005', 'A-001', 'A-002', 'A-003', 'A-004']);
    expect(await lihat('status=ON_PROCESS')).toEqual(['A-005']);
    expect(await lihat('status=BATAL')).toEqual(['A-006']);
    expect(await lihat('search=lestari 3')).toEqual(['A-003']);
    expect(await lihat('search=A-002')).toEqual(['A-002']);
    expect(await lihat(`dokter=${m.dokterUid('Nadia Putri Maharani')}`)).toEqual([]);
    expect(await lihat('limit=2&offset=2')).toEqual(['A-002', 'A-003']);
    const jumlah = await call('GET', `/antrian/klinik/jumlah?${q}`, akun.poli);
    expect(jumlah.json().respon).toEqual({ WAITING: 4, ON_PROCESS: 1, WAITING_DOKTER: 0, DONE: 0, BATAL: 1 });
    await atur(u(5), 'WAITING');
    await atur(u(4), 'WAITING');

    // IGD entries are on the IGD list only, under its own permission.
    const daftarIgd = await call('GET', `/antrian/igd?tanggal=${SENIN}`, akun.igd);
    expect(daftarIgd.json().respon.map((r: { nomor_antrian: string }) => r.nomor_antrian)).toEqual([
      'IG-001',
      'IG-002',
    ]);
    expect(daftarIgd.json().respon[0].dokter).toBeNull();
    const semuaKlinik = await call('GET', `/antrian/klinik?tanggal=${SENIN}&limitless=true`, akun.poli);
    expect(semuaKlinik.json().respon.some((r: { poli: { jenis: string } }) => r.poli.jenis === 'IGD')).toBe(
      false,
    );
    expect((await call('GET', `/antrian/hd?tanggal=${SENIN}`, akun.poli_hd)).json().metadata.total_data).toBe(
      0,
    );

    expect((await call('GET', '/antrian/klinik')).statusCode).toBe(401);
    expect((await call('GET', '/antrian/klinik', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/antrian/klinik', akun.poli_hd)).statusCode).toBe(403);
    expect((await call('GET', '/antrian/igd', akun.poli)).statusCode).toBe(403);
    expect((await call('GET', '/antrian/hd', akun.igd)).statusCode).toBe(403);
    expect((await call('GET', '/antrian/klinik?status=SELESAI', akun.poli)).statusCode).toBe(400);
    expect((await call('GET', '/antrian/klinik?tanggal=07-01-2030', akun.poli)).statusCode).toBe(400);
  });
});

describe('PUT /antrian/:uid/status', () => {
  it('allows exactly the transitions of TRANSISI_ANTRIAN (every pair, clinic and IGD)', async () => {
    const kasus: [Entri, 'RAWAT_JALAN' | 'IGD'][] = [
      [u(4), 'RAWAT_JALAN'],
      [igd[0] ?? u(4), 'IGD'],
    ];
    for (const [e, jenis] of kasus)
      for (const dari of STATUS_ANTRIAN)
        for (const ke of STATUS_ANTRIAN) {
          await atur(e, dari);
          const res = await pindah(e, ke, akun.admin);
          const boleh = bolehPindah(dari, ke, jenis);
          expect(res.statusCode, `${jenis} ${dari}→${ke}`).toBe(boleh ? 200 : 409);
          if (boleh) {
            expect(res.json().respon.status).toBe(ke);
          } else {
            expect(res.json().code).toBe('antrian.transisi_ditolak');
            expect(res.json().message).toBe(
              `Antrian ${e.nomor_antrian} berstatus ${LABEL_STATUS_ANTRIAN[dari]}; tidak dapat diubah ke ${LABEL_STATUS_ANTRIAN[ke]}`,
            );
            expect(await statusDb(e)).toBe(dari);
          }
        }
    const berlaku = (jenis: 'RAWAT_JALAN' | 'IGD') =>
      TRANSISI_ANTRIAN.filter((x) => !x.jenisPoli || x.jenisPoli.includes(jenis)).length;
    const sukses = berlaku('RAWAT_JALAN') + berlaku('IGD');
    expect(await countRows(t, "log_aktivitas where aksi = 'antrian.status'")).toBe(sukses);
    const [audit] = await queryRows<{ detail: { sebelum: { status: string }; sesudah: { status: string } } }>(
      t,
      `select detail from log_aktivitas where aksi = 'antrian.status' and entitas_id = '${u(4).uid}' order by waktu, id limit 1`,
    );
    expect(audit?.detail.sebelum.status).toBeDefined();
    await atur(u(4), 'WAITING');
    await atur(igd[0] ?? u(4), 'WAITING');
  });

  it('lets nurses/clinic staff and doctors make only their own moves (403), and refuses bad calls', async () => {
    const e = u(3);
    // Poli Umum makes the doctor wait for the nurse (demo seed); that rule has its own test
    // (antrian-klinik.dokter.test.ts): here every move is the role's own to make.
    await queryRows(t, "update poli set wajib_asesmen_perawat = false where kode = 'UMUM'");
    const milik: Record<string, string> = {
      poli: 'asesmen.keperawatan:write',
      dokter: 'asesmen.medis:write',
    };
    for (const tr of TRANSISI_ANTRIAN.filter((x) => !x.jenisPoli))
      for (const role of ['poli', 'dokter']) {
        await atur(e, tr.dari);
        await queryRows(t, `update antrian set status_diubah_pada = '2030-01-01' where uid = '${e.uid}'`);
        const res = await pindah(e, tr.ke, akun[role]);
        const boleh = tr.izin.includes(milik[role] as never);
        expect(res.statusCode, `${role} ${tr.dari}→${tr.ke}`).toBe(boleh ? 200 : 403);
        const [row] = await queryRows<{ status: string; status_diubah_pada: Date }>(
          t,
          `select status, status_diubah_pada from antrian where uid = '${e.uid}'`,
        );
        expect(row?.status).toBe(boleh ? tr.ke : tr.dari);
        if (boleh) expect(new Date(row?.status_diubah_pada ?? 0).toISOString()).toBe(JAM_SENIN.toISOString());
      }
    await queryRows(t, "update poli set wajib_asesmen_perawat = true where kode = 'UMUM'");
    await atur(e, 'WAITING');
    // PERAWAT (inpatient nurse) writes nursing assessments but does not hold the clinic queue.
    expect((await pindah(e, 'ON_PROCESS', akun.perawat)).statusCode).toBe(403);
    // The IGD queue belongs to IGD staff; its team may finish without a separate doctor's turn.
    const darurat = igd[1] ?? e;
    await atur(darurat, 'WAITING');
    expect((await pindah(darurat, 'ON_PROCESS', akun.poli)).statusCode).toBe(403);
    expect((await pindah(darurat, 'ON_PROCESS', akun.igd)).statusCode).toBe(200);
    expect((await pindah(darurat, 'DONE', akun.igd)).statusCode).toBe(200);
    expect(await statusDb(darurat)).toBe('DONE');

    expect((await pindah(e, 'ON_PROCESS')).statusCode).toBe(401);
    // A role with no queue move at all is refused before the body is read.
    expect((await pindah(e, 'BUKAN_STATUS', akun.kasir)).statusCode).toBe(403);
    const salah = await pindah(e, 'SELESAI', akun.poli);
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toContain('Status antrian tidak valid');
    expect((await call('PUT', `/antrian/${e.uid}/status`, akun.poli, {})).statusCode).toBe(400);
    expect(
      (await call('PUT', '/antrian/bukan-uid/status', akun.poli, { status: 'ON_PROCESS' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/antrian/00000000-0000-4000-8000-000000000000/status', akun.poli, {
          status: 'ON_PROCESS',
        })
      ).statusCode,
    ).toBe(404);
    expect(await statusDb(e)).toBe('WAITING');
  });

  it('lets exactly one of two simultaneous moves win', async () => {
    const e = u(2);
    const sebelum = await countRows(t, `log_aktivitas where entitas_id = '${e.uid}'`);
    const hasil = await Promise.all([pindah(e, 'ON_PROCESS', akun.poli), pindah(e, 'ON_PROCESS', akun.poli)]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(hasil.find((r) => r.statusCode === 409)?.json().message).toContain('Sedang Proses');
    expect(await statusDb(e)).toBe('ON_PROCESS');
    expect(await countRows(t, `log_aktivitas where entitas_id = '${e.uid}'`)).toBe(sebelum + 1);
  });

  it('finishing the last open service closes the visit (SELESAI)', async () => {
    const e = u(0);
    const kunj = async () =>
      (
        await queryRows<{ status: string }>(
          t,
          `select status from kunjungan where uid = '${e.kunjungan_uid}'`,
        )
      )[0]?.status;
    await atur(e, 'WAITING_DOKTER');
    const res = await pindah(e, 'DONE', akun.dokter);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({ status: 'DONE', menit_di_status: null });
    const [l] = await queryRows<{ status: string }>(
      t,
      `select status from layanan where uid = '${e.layanan_uid}'`,
    );
    expect(l?.status).toBe('SELESAI');
    expect(await kunj()).toBe('AKTIF'); // Poli Gigi still open in the same visit
    await queryRows(t, `update antrian set status = 'WAITING_DOKTER' where uid = '${gigi.uid}'`);
    expect((await pindah(gigi, 'DONE', akun.dokter)).statusCode).toBe(200);
    expect(await kunj()).toBe('SELESAI');
    const [audit] = await queryRows<{ keterangan: string; detail: { kunjungan_selesai: boolean } }>(
      t,
      `select keterangan, detail from log_aktivitas where aksi = 'antrian.status' and entitas_id = '${gigi.uid}'`,
    );
    expect(audit?.detail.kunjungan_selesai).toBe(true);
    expect(audit?.keterangan).toContain('Menunggu Dokter → Selesai');
    // Final: nothing moves it back.
    expect((await pindah(e, 'ON_PROCESS', akun.poli)).statusCode).toBe(409);
  });
});

describe('POST /antrian/:uid/panggil', () => {
  it('counts each call with its time, keeps the status and returns the sentence to announce', async () => {
    const e = u(1);
    const res = await call('POST', `/antrian/${e.uid}/panggil`, akun.poli);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      nomor_antrian: 'A-002',
      poli_nama: 'Poli Umum',
      jumlah_panggil: 1,
      dipanggil_pada: JAM_SENIN.toISOString(),
      teks: 'Nomor antrian A nol nol dua, silakan menuju Poli Umum',
    });
    expect((await call('POST', `/antrian/${e.uid}/panggil`, akun.dokter)).json().respon.jumlah_panggil).toBe(
      2,
    );
    expect(await statusDb(e)).toBe('WAITING');
    const daftar = await call('GET', `/antrian/klinik?tanggal=${SENIN}&search=A-002`, akun.poli);
    expect(daftar.json().respon[0]).toMatchObject({
      jumlah_panggil: 2,
      dipanggil_pada: JAM_SENIN.toISOString(),
    });
    expect(
      await countRows(t, `log_aktivitas where aksi = 'antrian.panggil' and entitas_id = '${e.uid}'`),
    ).toBe(2);

    await queryRows(t, `update antrian set status = 'DONE' where uid = '${u(5).uid}'`);
    const selesai = await call('POST', `/antrian/${u(5).uid}/panggil`, akun.poli);
    expect(selesai.statusCode).toBe(409);
    expect(selesai.json().message).toBe('Antrian A-006 berstatus Selesai; tidak dapat dipanggil');
    expect((await call('POST', `/antrian/${e.uid}/panggil`)).statusCode).toBe(401);
    expect((await call('POST', `/antrian/${e.uid}/panggil`, akun.kasir)).statusCode).toBe(403);
    expect((await call('POST', `/antrian/${e.uid}/panggil`, akun.poli_hd)).statusCode).toBe(403);
    const igdPanggil = await call('POST', `/antrian/${igd[0]?.uid}/panggil`, akun.igd);
    expect(igdPanggil.json().respon.teks).toBe('Nomor antrian I G nol nol satu, silakan menuju IGD');
    const [row] = await queryRows<{ jumlah_panggil: number }>(
      t,
      `select jumlah_panggil from antrian where uid = '${e.uid}'`,
    );
    expect(row?.jumlah_panggil).toBe(2);
  });
});
