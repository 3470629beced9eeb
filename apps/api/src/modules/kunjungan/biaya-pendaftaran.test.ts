import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { buatPasienUji, JAM_SENIN, masterDemo, pemanggil, SENIN } from './kunjungan.factory.ts';

// Issue 17 point 3: registration charges the fees of the tariff master itself — administration for
// every visit, the card for a new patient — so the doctor no longer has to add them.

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
let m: Awaited<ReturnType<typeof masterDemo>>;
const akun: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  m = await masterDemo(t);
  for (const r of ['pendaftaran', 'kasir', 'igd']) akun[r] = await t.login(r);
});
afterAll(() => t.close());

const pasienBaru = async (nama: string) => {
  const [uid] = await buatPasienUji(t, akun.pendaftaran ?? '', 1, nama);
  if (!uid) throw new Error('pasien');
  return uid;
};
const keUmum = (pasien_uid: string, extra: object = {}) => ({
  pasien_uid,
  poli_uid: m.poliUid('UMUM'),
  dokter_uid: m.dokterUid('Eko Prasetyo'),
  tanggal: SENIN,
  penjamin: 'UMUM',
  ...extra,
});
const keGigi = (pasien_uid: string) => ({
  pasien_uid,
  poli_uid: m.poliUid('GIGI'),
  dokter_uid: m.dokterUid('Nadia Putri Maharani'),
  tanggal: SENIN,
  penjamin: 'UMUM',
});
const daftar = async (body: object) => {
  const res = await call('POST', '/pendaftaran', akun.pendaftaran, body);
  if (res.statusCode !== 201) throw new Error(`pendaftaran: ${res.statusCode} ${res.body}`);
  return res.json().respon as {
    uid: string;
    kunjungan_uid: string;
    biaya: { kode: string; nama: string; jumlah: number }[];
    peringatan_biaya: string[];
  };
};
/** What the cashier's bill shows the visit owes (live charges, UMUM pays all). */
const tagihan = async (kunjunganUid: string) => {
  const res = await call('GET', `/kasir/tagihan/${kunjunganUid}`, akun.kasir);
  expect(res.statusCode).toBe(200);
  const r = res.json().respon as {
    total: number;
    kelompok: { items: { kode: string; nama: string; total: number }[] }[];
  };
  return { total: r.total, item: r.kelompok.flatMap((g) => g.items.map((i) => [i.kode, i.total])) };
};

describe('registration fees', () => {
  it('charges a new patient the administration and the card at the UMUM outpatient tariff, on the bill at once', async () => {
    const p = await daftar(keUmum(await pasienBaru('Rudi Baru')));
    expect(p.biaya).toEqual([
      { kode: 'ADM-DAFTAR', nama: 'Administrasi Pendaftaran', jumlah: 15_000 },
      { kode: 'ADM-KARTU', nama: 'Kartu Pasien Baru', jumlah: 10_000 },
    ]);
    expect(p.peringatan_biaya).toEqual([]);
    expect(await tagihan(p.kunjungan_uid)).toEqual({
      total: 25_000,
      item: [
        ['ADM-DAFTAR', 15_000],
        ['ADM-KARTU', 10_000],
      ],
    });
    const detail = await call('GET', `/pendaftaran/${p.uid}`, akun.pendaftaran);
    expect(detail.json().respon.biaya).toEqual(p.biaya);
    // The printed ticket lists them too, so the patient knows what to pay at the cashier.
    const tiket = await call('GET', `/pendaftaran/${p.uid}/tiket.pdf`, akun.pendaftaran);
    const teks = teksPdf(tiket.rawPayload).replace(/\s+/g, ' ');
    expect(teks).toContain('Rp 15.000');
    expect(teks).toContain('Kartu Pasien Baru');
    expect(teks).toContain('Rp 10.000');
    const [audit] = await queryRows<{ keterangan: string }>(
      t,
      `select keterangan from log_aktivitas where aksi = 'pendaftaran.create' and entitas_id = '${p.uid}'`,
    );
    expect(audit?.keterangan).toContain(
      'biaya Administrasi Pendaftaran Rp 15.000, Kartu Pasien Baru Rp 10.000',
    );
  });

  it('prices by the payer: a new BPJS patient at the BPJS tariff (90 % of Umum, to the thousand)', async () => {
    const p = await daftar(
      keUmum(await pasienBaru('Sri Bpjs'), {
        penjamin: 'BPJS',
        no_kartu: '0001234567891',
        no_rujukan: '0301R0010130B000009',
      }),
    );
    expect(p.biaya.map((b) => [b.kode, b.jumlah])).toEqual([
      ['ADM-DAFTAR', 14_000],
      ['ADM-KARTU', 9_000],
    ]);
  });

  it('charges a returning patient only the administration; a second clinic in the same visit nothing', async () => {
    const pasien = await pasienBaru('Tono Kembali');
    const pertama = await daftar(keUmum(pasien));
    expect(pertama.biaya.map((b) => b.kode)).toEqual(['ADM-DAFTAR', 'ADM-KARTU']);
    // Another visit of the same patient (a separate registration, not an added clinic).
    const kedua = await daftar(keGigi(pasien));
    expect(kedua.kunjungan_uid).not.toBe(pertama.kunjungan_uid);
    expect(kedua.biaya).toEqual([{ kode: 'ADM-DAFTAR', nama: 'Administrasi Pendaftaran', jumlah: 15_000 }]);
    expect((await tagihan(kedua.kunjungan_uid)).total).toBe(15_000);

    // A second clinic added to the first visit (the IGD needs no doctor's schedule).
    const igd = await call('POST', `/pendaftaran/${pertama.uid}/layanan`, akun.pendaftaran, {
      poli_uid: m.poliUid('IGD'),
    });
    expect(igd.statusCode).toBe(201);
    expect(igd.json().respon).toMatchObject({
      kunjungan_uid: pertama.kunjungan_uid,
      biaya: [],
      peringatan_biaya: [],
    });
    expect((await tagihan(pertama.kunjungan_uid)).total).toBe(25_000);
  });

  it('at the IGD charges the IGD administration; a fast registration (Tn. X) gets no card', async () => {
    const p = await daftar({
      pasien_uid: await pasienBaru('Wawan Igd'),
      poli_uid: m.poliUid('IGD'),
      tanggal: SENIN,
      penjamin: 'UMUM',
    });
    expect(p.biaya.map((b) => [b.kode, b.jumlah])).toEqual([
      ['ADM-IGD', 25_000],
      ['ADM-KARTU', 10_000],
    ]);
    const x = await call('POST', '/pendaftaran/igd-cepat', akun.igd, {
      jenis_kelamin: 'L',
      perkiraan_umur: 40,
    });
    expect(x.statusCode).toBe(201);
    expect(x.json().respon.biaya).toEqual([{ kode: 'ADM-IGD', nama: 'Administrasi IGD', jumlah: 25_000 }]);
    expect((await tagihan(x.json().respon.kunjungan_uid)).total).toBe(25_000);
  });

  it('cancelling the registration reverses its fees; the patient registering again is still new', async () => {
    const pasien = await pasienBaru('Lina Batal');
    const p = await daftar(keUmum(pasien));
    const batal = await call('PUT', `/pendaftaran/${p.uid}/batal`, akun.pendaftaran, {
      alasan: 'Pasien pulang',
    });
    expect(batal.statusCode).toBe(200);
    expect(await tagihan(p.kunjungan_uid)).toEqual({ total: 0, item: [] });
    const balik = await queryRows<{ kode: string; total: string; alasan: string }>(
      t,
      `select kode, total, alasan from transaksi where sumber = 'pendaftaran' and sumber_uid = '${p.uid}' and membalik_uid is not null order by kode`,
    );
    expect(balik.map((b) => [b.kode, Number(b.total), b.alasan])).toEqual([
      ['ADM-DAFTAR', -15_000, 'Pendaftaran dibatalkan: Pasien pulang'],
      ['ADM-KARTU', -10_000, 'Pendaftaran dibatalkan: Pasien pulang'],
    ]);
    expect((await call('GET', `/pendaftaran/${p.uid}`, akun.pendaftaran)).json().respon.biaya).toEqual([]);
    const lagi = await daftar(keGigi(pasien));
    expect(lagi.biaya.map((b) => b.kode)).toEqual(['ADM-DAFTAR', 'ADM-KARTU']);
  });

  it('a missing tariff does not block registration: nothing charged for it and the clerk is told', async () => {
    await queryRows(t, "update tindakan set status = 'NONAKTIF' where kode = 'ADM-KARTU'");
    try {
      const p = await daftar(keUmum(await pasienBaru('Agus Tanpa Tarif')));
      expect(p.biaya.map((b) => b.kode)).toEqual(['ADM-DAFTAR']);
      expect(p.peringatan_biaya).toEqual([
        'Tarif administrasi belum diatur: kartu pasien baru (ADM-KARTU) untuk Umum Rawat Jalan tidak ditagihkan. Atur di Master Tindakan.',
      ]);
      expect((await tagihan(p.kunjungan_uid)).total).toBe(15_000);
    } finally {
      await queryRows(t, "update tindakan set status = 'AKTIF' where kode = 'ADM-KARTU'");
    }
  });
});
