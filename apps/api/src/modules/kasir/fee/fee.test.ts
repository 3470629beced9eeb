import type { DetailFee, FeeAturan, RingkasanFee } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';

// Doctor fees (docs/kasir.md "Fee dokter"). The demo seed gives every doctor KONSUL 30% and
// TINDAKAN 20%, dr. Eko a flat Rp 35.000 per small suture (OPK-HECT-5) and dr. Andi Rp 20.000
// per ECG (MED-EKG); the tests build on those.

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const tindakan: Record<string, string> = {};
const NIP = { andi: '2014.02.001', eko: '2016.07.004', sri: '2017.01.002', budi: '2017.03.004' } as const;
const pegawai: Record<keyof typeof NIP, string> = { andi: '', eko: '', sri: '', budi: '' };
const KEMARIN = '2030-01-06';

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'dokter', 'kasir', 'apoteker', 'dod', 'management'])
    akun[r] = await t.login(r);
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from tindakan'))
    tindakan[r.kode] = r.uid;
  for (const k of Object.keys(NIP) as (keyof typeof NIP)[]) {
    const [p] = await queryRows<{ uid: string }>(t, `select uid from pegawai where kode = '${NIP[k]}'`);
    pegawai[k] = p?.uid ?? '';
  }
  const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 0 });
  if (buka.statusCode !== 201) throw new Error(`shift: ${buka.statusCode} ${buka.body}`);
});
afterAll(() => t.close());

const aturan = (body: object, cookie = akun.kasir) => call('POST', '/kasir/fee/aturan', cookie, body);

/** Charted by dr. Eko (the `dod` login) on his own patients (`pemilik: null` below). */
const tindak = async (l: LayananUji, kode: string, opsi: { jumlah?: number; pelaksana?: string } = {}) => {
  const res = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dod, {
    tindakan_uid: tindakan[kode],
    jumlah: opsi.jumlah ?? 1,
    ...(opsi.pelaksana ? { pelaksana_uid: opsi.pelaksana } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`tindakan ${kode}: ${res.statusCode} ${res.body}`);
};

/** Pays what is open on the visit, cash. */
const bayar = async (l: LayananUji) => {
  const tg = (await call('GET', `/kasir/tagihan/${l.kunjungan_uid}`, akun.kasir)).json().respon;
  const res = await call('POST', '/kasir/pembayaran', akun.kasir, {
    kunjungan_uid: l.kunjungan_uid,
    total_tagihan: tg.tagihan_terbuka,
    metode: tg.sisa > 0 ? [{ metode: 'TUNAI', jumlah: tg.sisa, diterima: tg.sisa }] : [],
  });
  if (res.statusCode !== 201) throw new Error(`bayar: ${res.statusCode} ${res.body}`);
  return res.json().respon as { uid: string; nomor: string };
};

const ringkasan = async (cookie: string | undefined, query = `dari=${SENIN}&sampai=${SENIN}`) => {
  const res = await call('GET', `/kasir/fee?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RingkasanFee;
};
const detail = async (cookie: string | undefined, query: string) => {
  const res = await call('GET', `/kasir/fee/detail?dari=${SENIN}&sampai=${SENIN}&${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DetailFee;
};
const feeDari = (r: RingkasanFee, uid: string) => r.respon.find((x) => x.pegawai.uid === uid);

describe('fee rules (/kelola-fee)', () => {
  it('lists the seeded rules, creates, edits as a new version, deactivates; refuses duplicates and bad input', async () => {
    const eko = await call('GET', `/kasir/fee/aturan?pegawai_uid=${pegawai.eko}`, akun.kasir);
    expect(eko.statusCode).toBe(200);
    expect(
      (eko.json().respon as FeeAturan[]).map((a) => [
        a.jenis_transaksi,
        a.tindakan?.kode ?? null,
        a.label_nilai,
      ]),
    ).toEqual([
      ['KONSUL', null, '30%'],
      ['TINDAKAN', null, '20%'],
      ['TINDAKAN', 'OPK-HECT-5', 'Rp 35.000'],
    ]);
    const cari = (await call('GET', '/kasir/fee/aturan?search=hecting', akun.kasir)).json();
    expect(cari.metadata.total_data).toBe(1);
    expect(cari.respon[0].pegawai.nama).toBe('dr. Eko Prasetyo');

    const ganda = await aturan({
      pegawai_uid: pegawai.eko,
      jenis_transaksi: 'KONSUL',
      tipe: 'PERSEN',
      nilai: 25,
    });
    expect(ganda.statusCode).toBe(409);
    expect(ganda.json()).toMatchObject({
      code: 'fee.aturan_ganda',
      message: expect.stringContaining(
        'dr. Eko Prasetyo sudah memiliki aturan fee aktif untuk semua konsultasi',
      ),
    });

    const sebelum = await countRows(t, 'fee_aturan');
    const salah: [object, string, string][] = [
      [{ tipe: 'PERSEN', nilai: 0 }, 'nilai', 'Persentase harus lebih dari 0'],
      [{ tipe: 'PERSEN', nilai: 100.5 }, 'nilai', 'paling besar 100'],
      [{ tipe: 'PERSEN', nilai: 12.345 }, 'nilai', '2 angka di belakang koma'],
      [{ tipe: 'NOMINAL', nilai: 1500.5 }, 'nilai', 'bilangan bulat rupiah'],
      [{ jenis_transaksi: 'OBAT' }, 'jenis_transaksi', 'Konsultasi atau Tindakan'],
      [{ pegawai_uid: pegawai.budi }, 'pegawai_uid', 'Dokter tidak ditemukan'],
      [{ tindakan_uid: tindakan['KON-UMUM'] }, 'tindakan_uid', 'ditagih sebagai Konsultasi'],
      [{ tindakan_uid: '00000000-0000-4000-8000-000000000000' }, 'tindakan_uid', 'Tindakan tidak ditemukan'],
    ];
    for (const [ubah, path, pesan] of salah) {
      const res = await aturan({
        pegawai_uid: pegawai.sri,
        jenis_transaksi: 'TINDAKAN',
        tindakan_uid: tindakan['KEP-NEBU'],
        tipe: 'PERSEN',
        nilai: 10,
        ...ubah,
      });
      expect(res.statusCode, JSON.stringify(ubah)).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            path: expect.stringContaining(path),
            message: expect.stringContaining(pesan),
          }),
        ]),
      );
    }
    expect(await countRows(t, 'fee_aturan')).toBe(sebelum);

    const baru = await aturan({
      pegawai_uid: pegawai.sri,
      jenis_transaksi: 'TINDAKAN',
      tindakan_uid: tindakan['KEP-NEBU'],
      tipe: 'PERSEN',
      nilai: 50,
    });
    expect(baru.statusCode).toBe(201);
    const a = baru.json().respon as FeeAturan;
    expect(a).toMatchObject({
      aktif: true,
      label_nilai: '50%',
      tindakan: { kode: 'KEP-NEBU' },
      dibuat_oleh: 'Yusuf Hidayat',
    });

    const ubah = await call('PUT', `/kasir/fee/aturan/${a.uid}`, akun.kasir, {
      pegawai_uid: pegawai.sri,
      jenis_transaksi: 'TINDAKAN',
      tindakan_uid: tindakan['KEP-NEBU'],
      tipe: 'PERSEN',
      nilai: 12.5,
    });
    expect(ubah.statusCode).toBe(200);
    const b = ubah.json().respon as FeeAturan;
    expect(b.uid).not.toBe(a.uid);
    expect(b).toMatchObject({ aktif: true, nilai: 12.5, label_nilai: '12,5%' });
    const lama = (
      await call('GET', `/kasir/fee/aturan?status=NONAKTIF&pegawai_uid=${pegawai.sri}`, akun.kasir)
    ).json();
    expect(lama.respon.map((x: FeeAturan) => x.uid)).toEqual([a.uid]);
    const usang = await call('PUT', `/kasir/fee/aturan/${a.uid}`, akun.kasir, {
      pegawai_uid: pegawai.sri,
      jenis_transaksi: 'TINDAKAN',
      tipe: 'PERSEN',
      nilai: 15,
    });
    expect(usang.json().code).toBe('fee.aturan_nonaktif');

    const nonaktif = await call('POST', `/kasir/fee/aturan/${b.uid}/nonaktif`, akun.management);
    expect(nonaktif.statusCode).toBe(200);
    expect(nonaktif.json().respon.aktif).toBe(false);
    expect((await call('POST', `/kasir/fee/aturan/${b.uid}/nonaktif`, akun.kasir)).json().code).toBe(
      'fee.aturan_nonaktif',
    );
    expect(
      (await call('POST', '/kasir/fee/aturan/00000000-0000-4000-8000-000000000000/nonaktif', akun.kasir))
        .statusCode,
    ).toBe(404);
    const audit = await queryRows<{ aksi: string }>(
      t,
      `select aksi from log_aktivitas where entitas = 'fee_aturan' order by waktu, aksi`,
    );
    expect(audit.map((x) => x.aksi).sort()).toEqual([
      'kasir.fee_aturan_buat',
      'kasir.fee_aturan_nonaktif',
      'kasir.fee_aturan_ubah',
    ]);
  });
});

describe('fees of paid charges (/antrian-FEE, /detailfee)', () => {
  let umum: LayananUji;
  let kedua: LayananUji;
  let kuitansi: { uid: string; nomor: string };

  beforeAll(async () => {
    // Procedure-specific rules for dr. Sri: a flat fee per injection and an odd percentage.
    for (const [kode, tipe, nilai] of [
      ['KEP-INJ-IV', 'NOMINAL', 7_500],
      ['KEP-INJ-IM', 'PERSEN', 12.55],
    ] as const) {
      const res = await aturan({
        pegawai_uid: pegawai.sri,
        jenis_transaksi: 'TINDAKAN',
        tindakan_uid: tindakan[kode],
        tipe,
        nilai,
      });
      if (res.statusCode !== 201) throw new Error(`aturan: ${res.body}`);
    }
    umum = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      status: 'WAITING_DOKTER',
      nama: 'Rina Fee',
      pemilik: null,
    });
    await tindak(umum, 'KON-UMUM'); // dr. Eko (the clinic's doctor): 30% of 50.000
    await tindak(umum, 'OPK-HECT-5'); // dr. Eko's own rule: Rp 35.000
    await tindak(umum, 'KEP-INJ-IV', { jumlah: 2 }); // type default 20% of 40.000
    await tindak(umum, 'KEP-INJ-IM', { pelaksana: pegawai.budi }); // a nurse: no rule, no fee
    await tindak(umum, 'ADM-RESUME'); // administration: no default fee
    // A charge naming nobody (as lab, radiology and pharmacy charges do).
    await queryRows(
      t,
      `insert into transaksi (kunjungan_uid, layanan_uid, pasien_uid, jenis, sumber, sumber_uid, nama, jumlah, harga_satuan, total, penjamin, kelas, created_at)
       select kunjungan_uid, layanan_uid, pasien_uid, 'TINDAKAN', 'uji', gen_random_uuid(), 'Alat tanpa pelaksana', 1, 10000, 10000, penjamin, kelas, created_at
       from transaksi where kunjungan_uid = '${umum.kunjungan_uid}' limit 1`,
    );
    kuitansi = await bayar(umum);

    kedua = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      pemilik: null,
      status: 'WAITING_DOKTER',
      nama: 'Tono Fee',
      penjamin: 'BPJS',
    });
    await tindak(kedua, 'KON-UMUM', { pelaksana: pegawai.andi }); // 30% of 45.000 (BPJS tariff)
    await tindak(kedua, 'MED-EKG', { pelaksana: pegawai.andi }); // dr. Andi's own rule: Rp 20.000
    await tindak(kedua, 'KEP-INJ-IV', { jumlah: 3, pelaksana: pegawai.sri }); // Rp 7.500 × 3
    await tindak(kedua, 'KEP-INJ-IM', { pelaksana: pegawai.sri }); // 12,55% of the charge, rounded half up
    await bayar(kedua);
  });

  it('writes the fee each paid charge earned: the procedure rule beats the default, no rule or no doctor earns nothing', async () => {
    const rows = await queryRows<{
      nama: string;
      pegawai: string;
      dasar: string;
      tipe: string;
      nilai: string;
      jumlah: string;
    }>(
      t,
      `select tr.nama, p.kode as pegawai, f.dasar, f.tipe, f.nilai, f.jumlah
         from fee_dokter f join transaksi tr on tr.uid = f.transaksi_uid join pegawai p on p.uid = f.pegawai_uid
        where f.pembayaran_uid = '${kuitansi.uid}' order by f.jumlah`,
    );
    expect(
      rows.map((r) => [r.nama, r.pegawai, Number(r.dasar), r.tipe, Number(r.nilai), Number(r.jumlah)]),
    ).toEqual([
      ['Injeksi Intravena', NIP.eko, 40_000, 'PERSEN', 20, 8_000],
      ['Konsultasi Dokter Umum', NIP.eko, 50_000, 'PERSEN', 30, 15_000],
      ['Hecting (Jahit Luka) < 5 cm', NIP.eko, 100_000, 'NOMINAL', 35_000, 35_000],
    ]);

    const semua = await ringkasan(akun.kasir);
    const injeksiIm = (
      await queryRows<{ total: string }>(
        t,
        `select total from transaksi where kunjungan_uid = '${kedua.kunjungan_uid}' and nama like 'Injeksi Intramuskular%'`,
      )
    )[0];
    const dasarIm = Number(injeksiIm?.total);
    const feeIm = Math.floor((dasarIm * 1255 + 5_000) / 10_000);
    expect(feeDari(semua, pegawai.eko)).toMatchObject({
      jumlah_item: 3,
      total_tagihan: 190_000,
      total_fee: 58_000,
    });
    expect(feeDari(semua, pegawai.andi)).toMatchObject({ jumlah_item: 2, total_fee: 13_500 + 20_000 });
    expect(feeDari(semua, pegawai.sri)).toMatchObject({ jumlah_item: 2, total_fee: 22_500 + feeIm });
    expect(feeDari(semua, pegawai.budi)).toBeUndefined();
    expect(semua.total.total_fee).toBe(semua.respon.reduce((s, r) => s + r.total_fee, 0));
    expect(semua.total.jumlah_item).toBe(7);
    expect(semua.respon.map((r) => r.pegawai.nama)).toEqual([
      'dr. Andi Pratama, Sp.PD',
      'dr. Eko Prasetyo',
      'dr. Sri Wulandari',
    ]);

    const satu = await ringkasan(akun.kasir, `dari=${SENIN}&sampai=${SENIN}&pegawai_uid=${pegawai.eko}`);
    expect(satu.pegawai?.nama).toBe('dr. Eko Prasetyo');
    expect(satu.respon).toHaveLength(1);
    // The default range is this month up to today; yesterday had no fee.
    expect((await ringkasan(akun.kasir, '')).total.total_fee).toBe(semua.total.total_fee);
    expect((await ringkasan(akun.kasir, `dari=${KEMARIN}&sampai=${KEMARIN}`)).respon).toEqual([]);
  });

  it('lets a doctor read only their own fees (403 for another doctor), KASIR everyone', async () => {
    const sendiri = await ringkasan(akun.dokter);
    expect(sendiri.pegawai?.uid).toBe(pegawai.andi);
    expect(sendiri.respon.map((r) => r.pegawai.uid)).toEqual([pegawai.andi]);
    expect((await call('GET', `/kasir/fee?pegawai_uid=${pegawai.eko}`, akun.dokter)).statusCode).toBe(403);
    expect((await call('GET', `/kasir/fee/detail?pegawai_uid=${pegawai.eko}`, akun.dokter)).statusCode).toBe(
      403,
    );

    const d = await detail(akun.dokter, '');
    expect(d.pegawai.nama).toBe('dr. Andi Pratama, Sp.PD');
    expect(d.respon.map((b) => [b.item, b.dasar, b.aturan, b.khusus, b.fee])).toEqual([
      ['Konsultasi Dokter Umum', 45_000, '30%', false, 13_500],
      ['Elektrokardiografi (EKG)', expect.any(Number), 'Rp 20.000 × 1', true, 20_000],
    ]);
    expect(d.respon[0]).toMatchObject({
      nomor: expect.stringMatching(/^INV-20300107-\d{4}$/),
      pasien: { nama: 'Tono Fee 1' },
      batal_pada: null,
    });
    expect(d.total).toEqual({
      jumlah_item: 2,
      total_tagihan: d.respon.reduce((s, b) => s + b.dasar, 0),
      total_fee: 33_500,
    });

    expect((await detail(akun.kasir, `pegawai_uid=${pegawai.andi}`)).total).toEqual(d.total);
    const tanpa = await call('GET', '/kasir/fee/detail', akun.kasir);
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().errors[0]).toMatchObject({ path: 'pegawai_uid' });

    // A doctor's login linked to no employee cannot know whose fees are theirs.
    await queryRows(t, `update pegawai set akun_uid = null where uid = '${pegawai.andi}'`);
    const lepas = await call('GET', '/kasir/fee', akun.dokter);
    await queryRows(
      t,
      `update pegawai set akun_uid = (select uid from akun where username = 'dokter') where uid = '${pegawai.andi}'`,
    );
    expect(lepas.statusCode).toBe(403);
    expect(lepas.json().code).toBe('fee.akun_tanpa_pegawai');
  });

  it('exports both views to Excel and PDF', async () => {
    for (const url of [
      `/kasir/fee?dari=${SENIN}&sampai=${SENIN}`,
      `/kasir/fee/detail?dari=${SENIN}&sampai=${SENIN}&pegawai_uid=${pegawai.eko}`,
    ]) {
      const x = await call('GET', `${url}&format=xlsx`, akun.kasir);
      expect(x.statusCode).toBe(200);
      expect(x.headers['content-type']).toContain('spreadsheetml');
      expect(x.headers['content-disposition']).toContain('Fee Dokter');
      const p = await call('GET', `${url}&format=pdf`, akun.kasir);
      expect(p.statusCode).toBe(200);
      expect(p.headers['content-type']).toBe('application/pdf');
      expect(p.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
  });

  it('cancels the fees with a voided receipt and writes new ones when the bill is paid again; a later rule change rewrites nothing', async () => {
    const batal = await call('POST', `/kasir/pembayaran/${kuitansi.uid}/batal`, akun.kasir, {
      alasan: 'Salah pasien saat bayar',
    });
    expect(batal.statusCode, batal.body).toBe(200);
    expect(feeDari(await ringkasan(akun.kasir), pegawai.eko)).toBeUndefined();
    const dibatalkan = await detail(akun.kasir, `pegawai_uid=${pegawai.eko}`);
    expect(dibatalkan.respon).toHaveLength(3);
    expect(dibatalkan.respon.every((b) => b.batal_pada !== null)).toBe(true);
    expect(dibatalkan).toMatchObject({ jumlah_batal: 3, total: { jumlah_item: 0, total_fee: 0 } });

    const ulang = await bayar(umum);
    expect(ulang.nomor).not.toBe(kuitansi.nomor);
    expect(feeDari(await ringkasan(akun.kasir), pegawai.eko)).toMatchObject({
      jumlah_item: 3,
      total_fee: 58_000,
    });
    const lagi = await detail(akun.kasir, `pegawai_uid=${pegawai.eko}`);
    expect(lagi.respon.filter((b) => !b.batal_pada).map((b) => b.nomor)).toEqual([
      ulang.nomor,
      ulang.nomor,
      ulang.nomor,
    ]);
    expect(lagi.jumlah_batal).toBe(3);

    const konsul = (
      await call('GET', `/kasir/fee/aturan?pegawai_uid=${pegawai.eko}&jenis_transaksi=KONSUL`, akun.kasir)
    ).json().respon[0] as FeeAturan;
    const ubah = await call('PUT', `/kasir/fee/aturan/${konsul.uid}`, akun.kasir, {
      pegawai_uid: pegawai.eko,
      jenis_transaksi: 'KONSUL',
      tipe: 'PERSEN',
      nilai: 40,
    });
    expect(ubah.statusCode).toBe(200);
    expect(feeDari(await ringkasan(akun.kasir), pegawai.eko)?.total_fee).toBe(58_000);
  });
});

describe('fee routes refuse', () => {
  it('answers 401 without a session, 403 to roles without the right, 400 on bad input', async () => {
    const u = '00000000-0000-4000-8000-000000000000';
    const rute: [method: 'GET' | 'POST' | 'PUT', url: string, manage: boolean][] = [
      ['GET', '/kasir/fee/aturan', true],
      ['POST', '/kasir/fee/aturan', true],
      ['PUT', `/kasir/fee/aturan/${u}`, true],
      ['POST', `/kasir/fee/aturan/${u}/nonaktif`, true],
      ['GET', '/kasir/fee', false],
      ['GET', '/kasir/fee/detail', false],
    ];
    for (const [m, url, manage] of rute) {
      expect((await call(m, url)).statusCode, `${m} ${url}`).toBe(401);
      expect(
        (await call(m, url, akun.apoteker, m === 'GET' ? undefined : {})).statusCode,
        `${m} ${url}`,
      ).toBe(403);
      if (manage)
        expect(
          (await call(m, url, akun.dokter, m === 'GET' ? undefined : {})).statusCode,
          `${m} ${url}`,
        ).toBe(403);
    }
    // DOD runs clinics but reads no fees.
    expect((await call('GET', '/kasir/fee', akun.dod)).statusCode).toBe(403);

    const sebelum = await countRows(t, 'fee_aturan');
    const buruk: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', '/kasir/fee/aturan?jenis_transaksi=OBAT'],
      ['GET', '/kasir/fee/aturan?status=HAPUS'],
      ['POST', '/kasir/fee/aturan', {}],
      [
        'POST',
        '/kasir/fee/aturan',
        { pegawai_uid: pegawai.sri, jenis_transaksi: 'KONSUL', tipe: 'BONUS', nilai: 5 },
      ],
      [
        'PUT',
        '/kasir/fee/aturan/bukan-uid',
        { pegawai_uid: pegawai.sri, jenis_transaksi: 'KONSUL', tipe: 'PERSEN', nilai: 5 },
      ],
      [
        'PUT',
        `/kasir/fee/aturan/${u}`,
        { pegawai_uid: pegawai.sri, jenis_transaksi: 'KONSUL', tipe: 'PERSEN', nilai: 0 },
      ],
      ['POST', '/kasir/fee/aturan/bukan-uid/nonaktif'],
      ['GET', '/kasir/fee?dari=kemarin'],
      ['GET', `/kasir/fee?dari=${SENIN}&sampai=${KEMARIN}`],
      ['GET', '/kasir/fee?dari=2029-01-01&sampai=2030-01-07'],
      ['GET', '/kasir/fee?format=doc'],
      ['GET', '/kasir/fee/detail?pegawai_uid=bukan-uid'],
      ['GET', `/kasir/fee/detail?pegawai_uid=${u}`],
    ];
    for (const [m, url, body] of buruk) {
      const res = await call(m, url, akun.kasir, body ?? (m === 'GET' ? undefined : {}));
      expect(res.statusCode, `${m} ${url} ${res.body}`).toBe(400);
    }
    expect(await countRows(t, 'fee_aturan')).toBe(sebelum);
  });
});
