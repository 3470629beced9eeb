import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from './pelayanan.factory.ts';

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let umum: LayananUji;
let bpjs: LayananUji;
const tindakan: Record<string, string> = {};

interface Tagihan {
  jenis: string;
  jumlah: number;
  harga_satuan: number;
  total: number;
  penjamin: string;
  kelas: string;
  alasan: string | null;
}
const tagihan = (sumberUid: string) =>
  queryRows<Tagihan>(
    t,
    `select jenis, jumlah, harga_satuan::int, total::int, penjamin, kelas, alasan from transaksi
      where sumber = 'tindakan_layanan' and sumber_uid = '${sumberUid}' order by created_at, jumlah desc`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'poli', 'dokter', 'kasir']) akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'WAITING_DOKTER' });
  bpjs = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    status: 'WAITING_DOKTER',
    penjamin: 'BPJS',
    nama: 'Pasien BPJS',
  });
  const rows = await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from tindakan');
  for (const r of rows) tindakan[r.kode] = r.uid;
});
afterAll(() => t.close());

const url = (l: LayananUji) => `/pelayanan/${l.layanan_uid}/tindakan`;

describe('procedures done and their charges', () => {
  it('charges a consultation once at the payer’s tariff, by the writing doctor, on the timeline', async () => {
    const a = await call('POST', url(umum), akun.dokter, { tindakan_uid: tindakan['KON-UMUM'] });
    expect(a.statusCode).toBe(201);
    expect(a.json().respon).toMatchObject({
      tindakan: { kode: 'KON-UMUM' },
      jumlah: 1,
      harga_satuan: 50_000,
      total: 50_000,
      status: 'AKTIF',
      pelaksana: { nama: 'dr. Andi Pratama, Sp.PD' },
    });
    expect(await tagihan(a.json().respon.uid)).toEqual([
      {
        jenis: 'KONSUL',
        jumlah: 1,
        harga_satuan: 50_000,
        total: 50_000,
        penjamin: 'UMUM',
        kelas: 'RAWAT_JALAN',
        alasan: null,
      },
    ]);
    // The demo BPJS tariff is 90 % of UMUM.
    const b = await call('POST', url(bpjs), akun.dokter, { tindakan_uid: tindakan['KON-UMUM'] });
    expect(b.json().respon.harga_satuan).toBe(45_000);
    expect((await tagihan(b.json().respon.uid))[0]).toMatchObject({ penjamin: 'BPJS', total: 45_000 });

    const dua = await call('POST', url(umum), akun.dokter, {
      tindakan_uid: tindakan['KEP-INJ-IV'],
      jumlah: 2,
    });
    expect(dua.json().respon).toMatchObject({ harga_satuan: 20_000, total: 40_000 });
    expect((await tagihan(dua.json().respon.uid))[0]?.jenis).toBe('TINDAKAN');

    const log = await queryRows<{ jenis: string; ringkasan: string }>(
      t,
      `select jenis, ringkasan from log_pasien where layanan_uid = '${umum.layanan_uid}' and sumber = 'tindakan_layanan' order by id`,
    );
    expect(log).toEqual([
      { jenis: 'LOG_TINDAKAN', ringkasan: 'Tindakan: Konsultasi Dokter Umum' },
      { jenis: 'LOG_TINDAKAN', ringkasan: 'Tindakan: Injeksi Intravena × 2' },
    ]);
  });

  it('offers the clinic’s active procedures at the payer’s price', async () => {
    const res = await call('GET', `${url(bpjs)}/pilihan?search=konsultasi`, akun.dokter);
    expect(res.statusCode).toBe(200);
    const kode = res.json().respon.map((r: { kode: string }) => r.kode);
    expect(kode).toContain('KON-UMUM');
    expect(kode).not.toContain('KON-GIGI');
    expect(res.json().respon.find((r: { kode: string }) => r.kode === 'KON-UMUM').harga).toBe(45_000);
  });

  it('lists the clinic’s own procedures first, then those priced for the visit, the unpriced last', async () => {
    interface Pilihan {
      kode: string;
      kategori: string;
      harga: number | null;
      milik_poli: boolean;
    }
    const res = await call('GET', `${url(umum)}/pilihan?limit=50`, akun.dokter);
    expect(res.statusCode).toBe(200);
    const list: Pilihan[] = res.json().respon;
    // Poli Umum's own, consultations first: no administration or midwifery before them.
    expect(list.slice(0, 3).map((p) => p.kode)).toEqual(['KON-UMUM', 'KON-GIZI', 'MED-KIR']);
    const pertamaUmum = list.findIndex((p) => !p.milik_poli);
    expect(pertamaUmum).toBeGreaterThan(0);
    expect(list.slice(pertamaUmum).every((p) => !p.milik_poli || p.harga === null)).toBe(true);
    expect(list.slice(0, pertamaUmum).every((p) => p.milik_poli && p.harga !== null)).toBe(true);
    const pertamaTanpaTarif = list.findIndex((p) => p.harga === null);
    if (pertamaTanpaTarif >= 0)
      expect(list.slice(pertamaTanpaTarif).every((p) => p.harga === null)).toBe(true);
    // The first twenty a doctor sees hold nothing unpriced ('Tarif rawat jalan belum diatur').
    const dua = (await call('GET', `${url(umum)}/pilihan`, akun.dokter)).json().respon as Pilihan[];
    expect(dua).toHaveLength(20);
    expect(dua.filter((p) => p.harga === null)).toEqual([]);
    expect(dua.map((p) => p.kode)).toEqual(list.slice(0, 20).map((p) => p.kode));
    expect(dua.filter((p) => ['ADMINISTRASI', 'TINDAKAN_KEBIDANAN'].includes(p.kategori))).toEqual([]);
    // The registration fees are charged by the desk: the chart does not offer them a second time.
    const adm = (await call('GET', `${url(umum)}/pilihan?search=ADM&limit=50`, akun.dokter)).json()
      .respon as Pilihan[];
    expect(adm.map((p) => p.kode)).not.toContain('ADM-DAFTAR');
    expect(adm.map((p) => p.kode)).not.toContain('ADM-KARTU');
  });

  it('offers the clinic’s consultation as one item at the visit’s price', async () => {
    const a = await call('GET', `${url(umum)}/konsultasi`, akun.dokter);
    expect(a.statusCode).toBe(200);
    expect(a.json().respon).toMatchObject({
      kode: 'KON-UMUM',
      nama: 'Konsultasi Dokter Umum',
      harga: 50_000,
    });
    expect((await call('GET', `${url(bpjs)}/konsultasi`, akun.dokter)).json().respon.harga).toBe(45_000);
    const igd = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      poli: 'IGD',
      status: 'ON_PROCESS',
      nama: 'Igd Konsul',
    });
    expect((await call('GET', `${url(igd)}/konsultasi`, akun.dokter)).json().respon.kode).toBe('KON-IGD');
    expect((await call('GET', `${url(umum)}/konsultasi`, akun.kasir)).statusCode).toBe(403);
  });

  it('refuses procedures not offered here, retired ones and bad bodies, writing nothing', async () => {
    await queryRows(t, `update tindakan set status = 'NONAKTIF' where kode = 'MED-KIR'`);
    const before = [await countRows(t, 'tindakan_layanan'), await countRows(t, 'transaksi')];
    const gigi = await call('POST', url(umum), akun.dokter, { tindakan_uid: tindakan['GIG-CABUT-P'] });
    expect(gigi.statusCode).toBe(400);
    expect(gigi.json().message).toBe('Tindakan Pencabutan Gigi Permanen tidak tersedia di Poli Umum');
    const nonaktif = await call('POST', url(umum), akun.dokter, { tindakan_uid: tindakan['MED-KIR'] });
    expect(nonaktif.statusCode).toBe(400);
    expect(nonaktif.json().errors[0].path).toBe('tindakan_uid');
    const nol = await call('POST', url(umum), akun.dokter, { tindakan_uid: tindakan['KON-UMUM'], jumlah: 0 });
    expect(nol.statusCode).toBe(400);
    const tidakAda = await call('POST', url(umum), akun.dokter, {
      tindakan_uid: '00000000-0000-4000-8000-000000000000',
    });
    expect(tidakAda.statusCode).toBe(400);
    expect([await countRows(t, 'tindakan_layanan'), await countRows(t, 'transaksi')]).toEqual(before);
  });

  it('cancels with a reason: a reversal line brings the charge to zero, once', async () => {
    const list = (await call('GET', url(umum), akun.dokter)).json().respon;
    const inj = list.find((r: { tindakan: { kode: string } }) => r.tindakan.kode === 'KEP-INJ-IV');
    const batal = `${url(umum)}/${inj.uid}/batal`;
    expect((await call('PUT', batal, akun.dokter, { alasan: '' })).statusCode).toBe(400);
    const res = await call('PUT', batal, akun.dokter, { alasan: 'Salah input' });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({ status: 'BATAL', alasan_batal: 'Salah input', total: 40_000 });
    const lines = await tagihan(inj.uid);
    expect(lines.map((l) => l.total)).toEqual([40_000, -40_000]);
    expect(lines[1]?.alasan).toBe('Salah input');
    expect(lines.reduce((n, l) => n + l.total, 0)).toBe(0);
    const lagi = await call('PUT', batal, akun.dokter, { alasan: 'Salah input' });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('klinis.tindakan_sudah_dibatalkan');
  });

  it('checks sessions, roles, the layanan and the lock', async () => {
    const body = { tindakan_uid: tindakan['KON-UMUM'] };
    expect((await call('POST', url(umum), undefined, body)).statusCode).toBe(401);
    expect((await call('GET', url(umum))).statusCode).toBe(401);
    expect((await call('POST', url(umum), akun.poli, body)).statusCode).toBe(403);
    expect((await call('GET', url(umum), akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', `${url(umum)}/pilihan`, akun.kasir)).statusCode).toBe(403);
    const nol = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/pelayanan/${nol}/tindakan`, akun.dokter, body)).statusCode).toBe(404);
    expect(
      (await call('PUT', `${url(umum)}/${nol}/batal`, akun.dokter, { alasan: 'Salah' })).statusCode,
    ).toBe(404);

    await queryRows(
      t,
      `insert into resume_medis (kunjungan_uid, layanan_uid, pasien_uid, jenis, status, isi)
       values ('${umum.kunjungan_uid}', '${umum.layanan_uid}', '${umum.pasien_uid}', 'RJ', 'FINAL', '{}')`,
    );
    const before = await countRows(t, 'transaksi');
    const terkunci = await call('POST', url(umum), akun.dokter, body);
    expect(terkunci.statusCode).toBe(409);
    expect(terkunci.json().code).toBe('resume.final');
    const kon = (await call('GET', url(umum), akun.dokter)).json().respon[0];
    expect(
      (await call('PUT', `${url(umum)}/${kon.uid}/batal`, akun.dokter, { alasan: 'Salah' })).statusCode,
    ).toBe(409);
    expect(await countRows(t, 'transaksi')).toBe(before);
  });
});
