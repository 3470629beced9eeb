import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { buatPasienUji, JAM_SENIN, masterDemo, pemanggil, SENIN } from './kunjungan.factory.ts';

// The local events that BPJS Antrean hears (docs/antrian.md, "BPJS Antrean task IDs"): each
// enqueues its message in the outbox in the event's own transaction, only for a Rawat Jalan
// clinic and doctor with BPJS codes, and only while BPJS Antrean is configured.

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
let m: Awaited<ReturnType<typeof masterDemo>>;
const akun: Record<string, string> = {};
// The clock moves a minute per step, so task times increase as they do at a real clinic.
let jam = JAM_SENIN.getTime();
const maju = () => {
  jam += 60_000;
};

type Pesan = {
  jenis: string;
  kunci_unik: string;
  kunci_urutan: string | null;
  payload: Record<string, unknown>;
};
const pesan = (kode: string) =>
  queryRows<Pesan>(
    t,
    `select jenis, kunci_unik, kunci_urutan, payload from outbox
      where mitra = 'BPJS_ANTREAN' and kunci_urutan = '${kode}' order by dibuat_pada, uid`,
  );
const kodeTiket = async (layananUid: string) =>
  (
    await queryRows<{ k: string }>(
      t,
      `select kode_tiket as k from antrian where layanan_uid = '${layananUid}'`,
    )
  )[0]?.k ?? '';
const tugas = (rows: Pesan[]) =>
  rows
    .filter((r) => r.jenis === 'antrean/updatewaktu')
    .map((r) => r.payload as { taskid: number; waktu: number });

async function aktifkanBpjs() {
  await queryRows(
    t,
    `insert into integrasi_pengaturan (mitra, aktif, url, cons_id, rahasia_terenkripsi, user_key_terenkripsi)
     values ('BPJS_ANTREAN', true, 'http://127.0.0.1:9/antreanrs', '1234', 'x', 'x')
     on conflict (mitra) do update set aktif = true`,
  );
}

async function daftar(body: object) {
  maju();
  return call('POST', '/pendaftaran', akun.pendaftaran, { tanggal: SENIN, ...body });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(jam) });
  call = pemanggil(t);
  m = await masterDemo(t);
  for (const r of ['pendaftaran', 'poli', 'dokter', 'apoteker']) akun[r] = await t.login(r);
});
afterAll(() => t.close());

describe('BPJS Antrean not configured', () => {
  it('writes nothing to the outbox', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { penjamin: 'BPJS', nama: 'Tanpa Bpjs' });
    expect((await call('POST', `/antrian/${l.antrian_uid}/panggil`, akun.poli)).statusCode).toBe(200);
    expect(await countRows(t, 'outbox')).toBe(0);
  });
});

describe('BPJS Antrean configured', () => {
  let l: LayananUji;
  let kode = '';
  const obat: Record<string, string> = {};

  beforeAll(async () => {
    await aktifkanBpjs();
    const rows = await queryRows<{ uid: string; kode: string }>(
      t,
      "select uid, kode from farmasi_produk where kode in ('PCT500', 'CTM4', 'AMOX500')",
    );
    for (const r of rows) obat[r.kode] = r.uid;
    const [drj] = await queryRows<{ uid: string }>(t, "select uid from farmasi_lokasi where kode = 'DRJ'");
    const stok = await call('POST', '/farmasi/stok/penyesuaian', akun.apoteker, {
      jenis: 'PENAMBAHAN',
      lokasi_uid: drj?.uid,
      alasan: 'Stok awal pengujian',
      items: ['PCT500', 'CTM4', 'AMOX500'].map((k) => ({
        produk_uid: obat[k],
        batch: `${k}-A`,
        kedaluwarsa: '2031-01-31',
        jumlah: 100,
      })),
    });
    expect(stok.statusCode).toBe(201);
  });

  it('a desk registration writes antrean/add with BPJS fields, then task 3', async () => {
    maju();
    l = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      penjamin: 'BPJS',
      nama: 'Peserta Jkn',
      pemilik: null,
    });
    kode = await kodeTiket(l.layanan_uid);
    const rows = await pesan(kode);
    expect(rows.map((r) => [r.jenis, r.kunci_urutan])).toEqual([
      ['antrean/add', kode],
      ['antrean/updatewaktu', kode],
    ]);
    const [pasien] = await queryRows<{ no_rm: string }>(
      t,
      `select no_rm from pasien where uid = '${l.pasien_uid}'`,
    );
    expect(rows[0]?.payload).toMatchObject({
      kodebooking: kode,
      jenispasien: 'JKN',
      nomorkartu: '0001234567890',
      kodepoli: 'UMU',
      namapoli: 'Poli Umum',
      pasienbaru: 1,
      norm: pasien?.no_rm,
      tanggalperiksa: SENIN,
      kodedokter: 318204,
      namadokter: 'dr. Eko Prasetyo',
      jampraktek: '08:00-12:00',
      jeniskunjungan: 1,
      nomorreferensi: '0301R0010130B000001',
      nomorantrean: l.nomor_antrian,
      angkaantrean: Number(l.nomor_antrian.slice(2)),
      // Poli Umum Monday 08:00–12:00, 30 places, not split: both kinds see the whole session.
      kuotajkn: 30,
      kuotanonjkn: 30,
    });
    const add = rows[0]?.payload as { sisakuotajkn: number; estimasidilayani: number };
    expect(add.sisakuotajkn).toBeLessThan(30);
    expect(add.estimasidilayani).toBeGreaterThanOrEqual(Date.parse(`${SENIN}T08:00:00+07:00`));
    expect(tugas(rows)).toEqual([{ kodebooking: kode, taskid: 3, waktu: jam }]);
  });

  it('the first call and the start write one task 4; done writes task 5', async () => {
    maju();
    expect((await call('POST', `/antrian/${l.antrian_uid}/panggil`, akun.poli)).statusCode).toBe(200);
    const waktu4 = jam;
    maju();
    expect((await call('POST', `/antrian/${l.antrian_uid}/panggil`, akun.poli)).statusCode).toBe(200);
    maju();
    const mulai = await call('PUT', `/antrian/${l.antrian_uid}/status`, akun.poli, { status: 'ON_PROCESS' });
    expect(mulai.statusCode).toBe(200);
    expect(tugas(await pesan(kode)).map((x) => [x.taskid, x.waktu])).toEqual([
      [3, expect.any(Number)],
      [4, waktu4],
    ]);
  });

  it('the pharmacy: farmasi/add when prescribed, task 5 at the clinic end, 6 taken up, 7 ready (Racikan)', async () => {
    // The doctor charts only their own patients: hand the service to dr. Andi (also coded at BPJS).
    await queryRows(
      t,
      `update layanan set dokter_uid = (select p.uid from pegawai p join akun a on a.uid = p.akun_uid
        where a.username = 'dokter') where uid = '${l.layanan_uid}'`,
    );
    maju();
    const resep = await call('POST', `/pelayanan/${l.layanan_uid}/resep`, akun.dokter, {
      detail: [
        {
          jenis: 'NON_RACIKAN',
          config: { position: 1 },
          produk_uid: obat.AMOX500,
          jumlah: 10,
          aturan_pakai: '3 x 1 sesudah makan',
        },
        {
          jenis: 'RACIKAN',
          config: { position: 2 },
          nama_racikan: 'Puyer Batuk',
          bentuk: 'PUYER',
          jumlah: 10,
          satuan: 'bungkus',
          aturan_pakai: '3 x 1 bungkus',
          mix_detail: [
            { position: 1, produk_uid: obat.PCT500, jumlah: 2.5, dosis: '120 mg' },
            { position: 2, produk_uid: obat.CTM4, jumlah: 1, dosis: '0,4 mg' },
          ],
        },
      ],
    });
    expect(resep.statusCode).toBe(201);
    const r = resep.json().respon as { uid: string; nomor_antrian: string };
    maju();
    expect(
      (await call('PUT', `/antrian/${l.antrian_uid}/status`, akun.poli, { status: 'WAITING_DOKTER' }))
        .statusCode,
    ).toBe(200);
    maju();
    expect(
      (await call('PUT', `/antrian/${l.antrian_uid}/status`, akun.dokter, { status: 'DONE' })).statusCode,
    ).toBe(200);
    maju();
    expect((await call('POST', `/farmasi/obat/request/approve/${r.uid}`, akun.apoteker, {})).statusCode).toBe(
      200,
    );
    maju();
    expect((await call('POST', '/farmasi/obat/request/done', akun.apoteker, { uid: r.uid })).statusCode).toBe(
      200,
    );
    maju();
    await call('PUT', `/farmasi/receivedobat/${r.uid}`, akun.apoteker, { penerima: 'Pasien' });

    const rows = await pesan(kode);
    const farmasi = rows.filter((x) => x.jenis === 'antrean/farmasi/add');
    expect(farmasi.map((x) => x.payload)).toEqual([
      {
        kodebooking: kode,
        jenisresep: 'Racikan',
        nomorantrean: Number(r.nomor_antrian.slice(2)),
        keterangan: '',
      },
    ]);
    const t7 = tugas(rows);
    expect(t7.map((x) => x.taskid)).toEqual([3, 4, 5, 6, 7]);
    for (let i = 1; i < t7.length; i++) expect(t7[i]?.waktu).toBeGreaterThan(t7[i - 1]?.waktu ?? 0);
    expect(rows.find((x) => x.kunci_unik === `task:${kode}:7`)?.payload).toMatchObject({
      jenisresep: 'Racikan',
    });
  });

  it('a cancelled registration writes antrean/batal with the reason', async () => {
    const b = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      penjamin: 'BPJS',
      nama: 'Batal Jkn',
      pemilik: null,
    });
    const k = await kodeTiket(b.layanan_uid);
    maju();
    const res = await call('PUT', `/pendaftaran/${b.layanan_uid}/batal`, akun.pendaftaran, {
      alasan: 'Pasien membatalkan',
    });
    expect(res.statusCode).toBe(200);
    const rows = await pesan(k);
    expect(rows.map((r) => r.jenis)).toEqual(['antrean/add', 'antrean/updatewaktu', 'antrean/batal']);
    expect(rows[2]?.payload).toEqual({ kodebooking: k, keterangan: 'Pasien membatalkan' });
  });

  it('an UMUM patient is NON JKN; an added clinic is a rujukan internal', async () => {
    const [p] = await buatPasienUji(t, akun.pendaftaran ?? '', 1, 'Umum Jkn');
    const res = await daftar({
      pasien_uid: p,
      poli_uid: m.poliUid('UMUM'),
      dokter_uid: m.dokterUid('Eko Prasetyo'),
      penjamin: 'UMUM',
    });
    expect(res.statusCode).toBe(201);
    const uid = res.json().respon.uid as string;
    const [add] = await pesan(await kodeTiket(uid));
    expect(add?.payload).toMatchObject({ jenispasien: 'NON JKN', nomorkartu: '', nomorreferensi: '' });
    maju();
    const gigi = await call('POST', `/pendaftaran/${uid}/layanan`, akun.pendaftaran, {
      poli_uid: m.poliUid('GIGI'),
      dokter_uid: m.dokterUid('Nadia Putri Maharani'),
    });
    expect(gigi.statusCode).toBe(201);
    const [tambah] = await pesan(await kodeTiket(gigi.json().respon.uid));
    expect(tambah?.payload).toMatchObject({ kodepoli: 'GIG', jeniskunjungan: 2, kodedokter: 325511 });
  });

  it('a refused registration, the IGD and a clinic without a BPJS code write nothing', async () => {
    const sebelum = await countRows(t, 'outbox');
    // The same patient at the same clinic and day: 409, rolled back.
    const ganda = await daftar({
      pasien_uid: l.pasien_uid,
      poli_uid: m.poliUid('UMUM'),
      dokter_uid: m.dokterUid('Eko Prasetyo'),
      penjamin: 'UMUM',
    });
    expect(ganda.statusCode).toBe(409);
    const [p, q] = await buatPasienUji(t, akun.pendaftaran ?? '', 2, 'Tanpa Kode');
    const igd = await daftar({
      pasien_uid: p,
      poli_uid: m.poliUid('IGD'),
      dokter_uid: null,
      penjamin: 'UMUM',
    });
    expect(igd.statusCode).toBe(201);
    await queryRows(t, "update poli set kode_bpjs = null where kode = 'ANAK'");
    const anak = await daftar({
      pasien_uid: q,
      poli_uid: m.poliUid('ANAK'),
      dokter_uid: m.dokterUid('Rahmat Hidayat'),
      penjamin: 'UMUM',
    });
    expect(anak.statusCode).toBe(201);
    const [antri] = await queryRows<{ uid: string }>(
      t,
      `select uid from antrian where layanan_uid = '${anak.json().respon.uid}'`,
    );
    maju();
    expect((await call('POST', `/antrian/${antri?.uid}/panggil`, akun.poli)).statusCode).toBe(200);
    expect(await countRows(t, 'outbox')).toBe(sebelum);
  });
});
