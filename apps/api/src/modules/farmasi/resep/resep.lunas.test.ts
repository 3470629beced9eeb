import { hargaJual } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';

// Issue 17 point 2: where the visit's payer says so (pengaturan_penjamin, UMUM by default), the
// pharmacy hands the medicine over only once the prescription's charges are paid at the cashier.

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let amox = { uid: '', harga: 0 };

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'apoteker', 'kasir', 'management']) akun[r] = await t.login(r);
  const [p] = await queryRows<{ uid: string; harga_dasar: string }>(
    t,
    "select uid, harga_dasar from farmasi_produk where kode = 'AMOX500'",
  );
  amox = { uid: p?.uid ?? '', harga: Number(p?.harga_dasar) };
  const [drj] = await queryRows<{ uid: string }>(t, "select uid from farmasi_lokasi where kode = 'DRJ'");
  const stok = await call('POST', '/farmasi/stok/penyesuaian', akun.apoteker, {
    jenis: 'PENAMBAHAN',
    lokasi_uid: drj?.uid,
    alasan: 'Stok awal pengujian',
    items: [{ produk_uid: amox.uid, batch: 'AMX-L', kedaluwarsa: '2031-12-31', jumlah: 200 }],
  });
  if (stok.statusCode !== 201) throw new Error(`stok: ${stok.statusCode} ${stok.body}`);
  const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 100_000 });
  if (buka.statusCode !== 201) throw new Error(`shift: ${buka.statusCode} ${buka.body}`);
});
afterAll(() => t.close());

/** A prescription of `jumlah` amoxicillin written, approved and dispensed (SIAP: waiting at the counter). */
async function resepSiap(penjamin: 'UMUM' | 'BPJS', nama: string, jumlah = 10) {
  const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', penjamin, nama });
  const tulis = await call('POST', `/pelayanan/${l.layanan_uid}/resep`, akun.dokter, {
    detail: [
      { jenis: 'NON_RACIKAN', config: { position: 1 }, produk_uid: amox.uid, jumlah, aturan_pakai: '3 x 1' },
    ],
  });
  const r = tulis.json().respon as { uid: string; nomor: string };
  expect((await call('POST', `/farmasi/obat/request/approve/${r.uid}`, akun.apoteker, {})).statusCode).toBe(
    200,
  );
  const done = await call('POST', '/farmasi/obat/request/done', akun.apoteker, { uid: r.uid });
  expect(done.statusCode).toBe(200);
  return { l, r, resep: done.json().respon };
}

const serahkan = (uid: string) =>
  call('PUT', `/farmasi/receivedobat/${uid}`, akun.apoteker, { penerima: 'Keluarga pasien' });

async function bayarSemua(l: LayananUji) {
  const tg = (await call('GET', `/kasir/tagihan/${l.kunjungan_uid}`, akun.kasir)).json().respon;
  const res = await call('POST', '/kasir/pembayaran', akun.kasir, {
    kunjungan_uid: l.kunjungan_uid,
    total_tagihan: tg.tagihan_terbuka,
    metode: tg.sisa > 0 ? [{ metode: 'TUNAI', jumlah: tg.sisa }] : [],
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('PUT /farmasi/receivedobat: medicine after payment', () => {
  it('holds an unpaid UMUM prescription (409 resep.belum_lunas with the amount, nothing written), hands it over once paid', async () => {
    const { l, r, resep } = await resepSiap('UMUM', 'Hadi Umum');
    const total = 10 * hargaJual(amox.harga, 'UMUM');
    expect(resep.tagihan_obat).toEqual({ wajib_lunas: true, belum_dibayar: total });

    const log = await countRows(t, 'log_aktivitas');
    const tolak = await serahkan(r.uid);
    expect(tolak.statusCode).toBe(409);
    expect(tolak.json()).toMatchObject({
      code: 'resep.belum_lunas',
      message: expect.stringContaining(`Obat belum dibayar di kasir: Rp ${total.toLocaleString('id-ID')}`),
    });
    expect(await countRows(t, 'log_aktivitas')).toBe(log);
    const [row] = await queryRows<{ diserahkan_pada: string | null }>(
      t,
      `select diserahkan_pada from resep where uid = '${r.uid}'`,
    );
    expect(row?.diserahkan_pada).toBeNull();

    await bayarSemua(l);
    const detail = (await call('GET', `/farmasi/obat/request/${r.uid}`, akun.apoteker)).json().respon;
    expect(detail.tagihan_obat).toEqual({ wajib_lunas: true, belum_dibayar: 0 });
    const ok = await serahkan(r.uid);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().respon).toMatchObject({ tahap: 'DISERAHKAN', penerima: 'Keluarga pasien' });
  });

  it('hands a BPJS prescription over unpaid: the payer settles later', async () => {
    const { r, resep } = await resepSiap('BPJS', 'Wati Bpjs');
    expect(resep.tagihan_obat).toMatchObject({ wajib_lunas: false });
    expect(resep.tagihan_obat.belum_dibayar).toBeGreaterThan(0);
    expect((await serahkan(r.uid)).statusCode).toBe(200);
  });

  it('follows the setting: UMUM switched off hands over unpaid, switched on again holds', async () => {
    const atur = (v: boolean) =>
      call('PUT', '/kasir/pengaturan-penjamin/UMUM', akun.management, { obat_setelah_lunas: v });
    expect((await atur(false)).statusCode).toBe(200);
    const a = await resepSiap('UMUM', 'Eko Tanpa Aturan', 2);
    expect(a.resep.tagihan_obat.wajib_lunas).toBe(false);
    expect((await serahkan(a.r.uid)).statusCode).toBe(200);

    expect((await atur(true)).statusCode).toBe(200);
    const b = await resepSiap('UMUM', 'Eko Dengan Aturan', 2);
    expect((await serahkan(b.r.uid)).statusCode).toBe(409);
  });

  it('holds again when the payment is voided', async () => {
    const { l, r } = await resepSiap('UMUM', 'Sinta Batal', 3);
    await bayarSemua(l);
    const [p] = await queryRows<{ uid: string }>(
      t,
      `select uid from pembayaran where kunjungan_uid = '${l.kunjungan_uid}'`,
    );
    expect(
      (await call('POST', `/kasir/pembayaran/${p?.uid}/batal`, akun.kasir, { alasan: 'Salah hitung' }))
        .statusCode,
    ).toBe(200);
    expect((await serahkan(r.uid)).statusCode).toBe(409);
  });
});
