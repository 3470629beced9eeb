import {
  type AksesLokasi,
  hargaJual,
  isAdmin,
  type JenisPenjamin,
  jumlahAmbilRacikan,
  type PenjaminKunjungan,
  type Resep,
  type ReturResepInput,
  type SetujuiResepInput,
  type StatusResep,
} from '@rawat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, type Pengguna, penggunaOf } from '../../../platform/context.ts';
import { balikTransaksiSumber, tambahTransaksi } from '../../kasir/transaksi.service.ts';
import { kelasTarifLayanan } from '../../kunjungan/kelas-tarif.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { asuransi } from '../../master/keuangan/keuangan.tables.ts';
import { aksesPengguna, wajibAksesLokasi } from '../akses/akses.service.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import {
  galatStokTidakCukup,
  kembalikanStok,
  kurangiStokBanyak,
  type StokKeluar,
  stokLayakDiLokasi,
} from '../stok/stok.ledger.ts';
import { ambilResep } from './resep.baca.ts';
import { laporResepBpjs } from './resep.bpjs.ts';
import * as galat from './resep.errors.ts';
import { resep, resepDetail, resepRacikan } from './resep.tables.ts';

// The pharmacy's side of a prescription (spec §7 /farmasi/obat/request…): approve (stock is
// checked, the depot chosen), done (stock leaves the depot by FEFO and the OBAT charges go to the
// cashier) and retur (stock back, charges reversed); the counter's call and hand-over are in
// resep.loket.ts. Each
// step locks the prescription row first, so two pharmacists pressing the same button serve it once.

type Kunci = {
  uid: string;
  nomor: string;
  status: StatusResep;
  lokasi_uid: string | null;
  diserahkan: boolean;
};

/** The prescription row, locked until the transaction ends: two actions on one prescription queue here. */
export async function kunciResep(tx: Tx, uid: string): Promise<Kunci> {
  const [r] = await tx
    .select({
      uid: resep.uid,
      nomor: resep.nomor,
      status: resep.status,
      lokasi_uid: resep.lokasi_uid,
      diserahkan_pada: resep.diserahkan_pada,
    })
    .from(resep)
    .where(eq(resep.uid, uid))
    .for('update');
  if (!r) throw galat.resepTidakDitemukan();
  return {
    uid: r.uid,
    nomor: r.nomor,
    status: r.status,
    lokasi_uid: r.lokasi_uid,
    diserahkan: r.diserahkan_pada !== null,
  };
}

/** What a prescription takes from stock, per line: plain lines whole, racikan parts rounded up. */
export interface Ambilan {
  sumber: 'resep_detail' | 'resep_racikan';
  sumber_uid: string;
  produk_uid: string;
  jumlah: number;
  nama: string;
}

export async function ambilanResep(tx: DbOrTx, resepUid: string): Promise<Ambilan[]> {
  const detail = await tx
    .select({
      uid: resepDetail.uid,
      posisi: resepDetail.posisi,
      jenis: resepDetail.jenis,
      produk_uid: resepDetail.produk_uid,
      jumlah: resepDetail.jumlah,
      nama_racikan: resepDetail.nama_racikan,
    })
    .from(resepDetail)
    .where(eq(resepDetail.resep_uid, resepUid))
    .orderBy(resepDetail.posisi);
  const racikanUid = detail.filter((d) => d.jenis === 'RACIKAN').map((d) => d.uid);
  const mix = racikanUid.length
    ? await tx
        .select()
        .from(resepRacikan)
        .where(inArray(resepRacikan.resep_detail_uid, racikanUid))
        .orderBy(resepRacikan.posisi)
    : [];
  return detail.flatMap((d): Ambilan[] =>
    d.jenis === 'NON_RACIKAN' && d.produk_uid
      ? [{ sumber: 'resep_detail', sumber_uid: d.uid, produk_uid: d.produk_uid, jumlah: d.jumlah, nama: '' }]
      : mix
          .filter((m) => m.resep_detail_uid === d.uid)
          .map((m) => ({
            sumber: 'resep_racikan' as const,
            sumber_uid: m.uid,
            produk_uid: m.produk_uid,
            jumlah: jumlahAmbilRacikan(Number(m.jumlah)),
            nama: d.nama_racikan ?? '',
          })),
  );
}

/** 409 naming the first product the depot cannot supply (unexpired stock), before anything is written. */
async function periksaStok(tx: Tx, ctx: Ctx, lokasiUid: string, ambilan: Ambilan[]) {
  const perProduk = new Map<string, number>();
  for (const a of ambilan) perProduk.set(a.produk_uid, (perProduk.get(a.produk_uid) ?? 0) + a.jumlah);
  const ada = await stokLayakDiLokasi(tx, ctx, lokasiUid, [...perProduk.keys()]);
  for (const [produkUid, perlu] of perProduk) {
    const tersedia = ada.get(produkUid) ?? 0;
    if (tersedia < perlu) throw await galatStokTidakCukup(tx, produkUid, lokasiUid, tersedia, perlu);
  }
}

/** The inpatient depot (farmasi_lokasi.kode): a ward prescription is served from here (docs/ranap/obat.md). */
export const KODE_DEPO_RAWAT_INAP = 'DRI';
/** The outpatient depot: where a clinic's prescription goes when the pharmacist serves several depots. */
export const KODE_DEPO_RAWAT_JALAN = 'DRJ';

/** The active depot with that code, if any. */
async function depoKode(tx: Tx, kode: string): Promise<string | null> {
  const [d] = await tx
    .select({ uid: farmasiLokasi.uid })
    .from(farmasiLokasi)
    .where(
      and(eq(farmasiLokasi.kode, kode), eq(farmasiLokasi.jenis, 'DEPO'), eq(farmasiLokasi.status, 'AKTIF')),
    );
  return d?.uid ?? null;
}

/** The active inpatient depot when the prescription was written on a stay (layanan RAWAT_INAP), else null. */
async function depoRawatInap(tx: Tx, resepUid: string): Promise<string | null> {
  const [r] = await tx
    .select({ jenis: layanan.jenis })
    .from(resep)
    .innerJoin(layanan, eq(layanan.uid, resep.layanan_uid))
    .where(eq(resep.uid, resepUid));
  return r?.jenis === 'RAWAT_INAP' ? depoKode(tx, KODE_DEPO_RAWAT_INAP) : null;
}

/**
 * The depot that serves: the one asked for, else for a ward prescription the inpatient depot
 * (DRI), else the only depot where the user may dispense (decrement_stock), else among several the
 * outpatient depot (DRJ). Several depots without either is a question back, not a guess.
 */
async function pilihDepo(
  tx: Tx,
  user: Pengguna,
  diminta?: string,
  depoStay?: string | null,
): Promise<string> {
  const HAK: AksesLokasi = 'decrement_stock';
  if (!diminta && depoStay) {
    await wajibAksesLokasi(tx, user, depoStay, HAK);
    return depoStay;
  }
  if (diminta) {
    const [l] = await tx
      .select({
        uid: farmasiLokasi.uid,
        nama: farmasiLokasi.nama,
        jenis: farmasiLokasi.jenis,
        status: farmasiLokasi.status,
      })
      .from(farmasiLokasi)
      .where(eq(farmasiLokasi.uid, diminta));
    if (l?.status !== 'AKTIF') throw galat.depoTidakValid('Depo farmasi tidak ditemukan atau tidak aktif');
    if (l.jenis !== 'DEPO')
      throw galat.depoTidakValid(`${l.nama} bukan depo; resep dilayani dari depo farmasi`);
    await wajibAksesLokasi(tx, user, l.uid, HAK);
    return l.uid;
  }
  const depo = await tx
    .select({ uid: farmasiLokasi.uid })
    .from(farmasiLokasi)
    .where(and(eq(farmasiLokasi.jenis, 'DEPO'), eq(farmasiLokasi.status, 'AKTIF')));
  const milik = isAdmin(user.role)
    ? depo.map((d) => d.uid)
    : (await aksesPengguna(tx, user))
        .filter((e) => e.akses.includes(HAK) && depo.some((d) => d.uid === e.lokasi.uid))
        .map((e) => e.lokasi.uid);
  if (milik.length === 1 && milik[0]) return milik[0];
  if (milik.length === 0) throw galat.tanpaDepo();
  // A pharmacist of both depots serving a clinic's prescription: the outpatient depot.
  const drj = await depoKode(tx, KODE_DEPO_RAWAT_JALAN);
  if (drj && milik.includes(drj)) return drj;
  throw galat.depoTidakValid('Pilih depo farmasi yang melayani resep ini');
}

/** POST /farmasi/obat/request/approve/{uid}: the pharmacist accepts it; the depot must hold every medicine. */
export async function setujuiResep(db: Db, ctx: Ctx, uid: string, input: SetujuiResepInput): Promise<Resep> {
  const user = penggunaOf(ctx);
  return db.transaction(async (tx) => {
    const r = await kunciResep(tx, uid);
    if (r.status !== 'REQUEST') throw galat.tidakBisa(r.nomor, r.status, 'disetujui', ['REQUEST']);
    const lokasiUid = await pilihDepo(tx, user, input.lokasi_uid, await depoRawatInap(tx, r.uid));
    await periksaStok(tx, ctx, lokasiUid, await ambilanResep(tx, r.uid));
    const sekarang = ctx.now();
    await tx
      .update(resep)
      .set({
        status: 'APPROVED',
        lokasi_uid: lokasiUid,
        disetujui_oleh: user.uid,
        disetujui_pada: sekarang,
        updated_at: sekarang,
      })
      .where(eq(resep.uid, r.uid));
    await laporResepBpjs(tx, ctx, r.uid, 'DIAMBIL');
    const hasil = await ambilResep(tx, r.uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'resep.approve',
      entitas: 'resep',
      entitas_id: r.uid,
      keterangan: `Menyetujui resep ${r.nomor} – ${hasil.pasien.no_rm} ${hasil.pasien.nama} di ${hasil.lokasi?.nama ?? ''}`,
      detail: { sebelum: { status: r.status }, sesudah: { status: 'APPROVED', lokasi_uid: lokasiUid } },
    });
    return hasil;
  });
}

/** The payer as the pharmacy's markup rule knows it (spec §9); an insurer is 'Lainnya' with its own percentage. */
export async function penjaminHarga(tx: DbOrTx, kunjunganUid: string) {
  const [k] = await tx
    .select({ penjamin: kunjungan.penjamin, persen: asuransi.persen_markup })
    .from(kunjungan)
    .leftJoin(asuransi, eq(asuransi.uid, kunjungan.asuransi_uid))
    .where(eq(kunjungan.uid, kunjunganUid));
  const penjamin = (k?.penjamin ?? 'UMUM') as PenjaminKunjungan;
  const jenis: JenisPenjamin = penjamin === 'ASURANSI' ? 'Lainnya' : penjamin;
  const persen = penjamin === 'ASURANSI' ? Number(k?.persen ?? 0) : undefined;
  return { penjamin, harga: (dasar: number) => hargaJual(dasar, jenis, persen) };
}

/**
 * POST /farmasi/obat/request/done: the medicines are prepared. Stock leaves the depot (FEFO,
 * unexpired, under row locks: the second of two dispenses of the last units gets 409 and writes
 * nothing), and each product becomes an OBAT charge at the visit payer's selling price, in the
 * tariff class of the care the prescription was written in (kelasTarifLayanan).
 */
export async function selesaikanResep(db: Db, ctx: Ctx, uid: string): Promise<Resep> {
  const user = penggunaOf(ctx);
  return db.transaction(async (tx) => {
    const r = await kunciResep(tx, uid);
    if (r.status !== 'APPROVED' || !r.lokasi_uid)
      throw galat.tidakBisa(r.nomor, r.status, 'diselesaikan', ['APPROVED']);
    const lokasiUid = r.lokasi_uid;
    await wajibAksesLokasi(tx, user, lokasiUid, 'decrement_stock');
    const [info] = await tx
      .select({
        kunjungan_uid: resep.kunjungan_uid,
        layanan_uid: resep.layanan_uid,
        pasien_uid: resep.pasien_uid,
      })
      .from(resep)
      .where(eq(resep.uid, r.uid));
    if (!info) throw galat.resepTidakDitemukan();
    const ambilan = await ambilanResep(tx, r.uid);
    await periksaStok(tx, ctx, lokasiUid, ambilan);
    await kurangiStokBanyak(
      tx,
      ctx,
      ambilan.map(
        (a): StokKeluar => ({
          jenis: 'RESEP',
          sumber: a.sumber,
          sumber_uid: a.sumber_uid,
          nomor_dokumen: r.nomor,
          produk_uid: a.produk_uid,
          lokasi_uid: lokasiUid,
          jumlah: a.jumlah,
        }),
      ),
    );
    const produk = await tx
      .select({
        uid: farmasiProduk.uid,
        kode: farmasiProduk.kode,
        nama: farmasiProduk.nama,
        harga_dasar: farmasiProduk.harga_dasar,
      })
      .from(farmasiProduk)
      .where(inArray(farmasiProduk.uid, [...new Set(ambilan.map((a) => a.produk_uid))]));
    const perUid = new Map(produk.map((p) => [p.uid, p]));
    const { penjamin, harga } = await penjaminHarga(tx, info.kunjungan_uid);
    // The class of the care the prescription was written in (a stay: its bed's billing class now).
    const kelas = await kelasTarifLayanan(tx, info.layanan_uid, ctx.now());
    let total = 0;
    for (const a of ambilan) {
      const p = perUid.get(a.produk_uid);
      if (!p) throw new Error(`produk ${a.produk_uid} hilang`);
      const hargaSatuan = harga(Number(p.harga_dasar));
      total += hargaSatuan * a.jumlah;
      await tambahTransaksi(tx, ctx, {
        kunjungan_uid: info.kunjungan_uid,
        layanan_uid: info.layanan_uid,
        pasien_uid: info.pasien_uid,
        jenis: 'OBAT',
        sumber: a.sumber,
        sumber_uid: a.sumber_uid,
        kode: p.kode,
        nama: a.sumber === 'resep_racikan' ? `${p.nama} (racikan ${a.nama})` : p.nama,
        jumlah: a.jumlah,
        harga_satuan: hargaSatuan,
        penjamin,
        kelas,
      });
      if (a.sumber === 'resep_detail')
        await tx
          .update(resepDetail)
          .set({ harga_satuan: hargaSatuan })
          .where(eq(resepDetail.uid, a.sumber_uid));
    }
    const sekarang = ctx.now();
    await tx
      .update(resep)
      .set({ status: 'DONE', selesai_oleh: user.uid, selesai_pada: sekarang, updated_at: sekarang })
      .where(eq(resep.uid, r.uid));
    await laporResepBpjs(tx, ctx, r.uid, 'SIAP');
    const hasil = await ambilResep(tx, r.uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'resep.done',
      entitas: 'resep',
      entitas_id: r.uid,
      keterangan: `Menyiapkan resep ${r.nomor} – ${hasil.pasien.no_rm} ${hasil.pasien.nama}: ${ambilan.length} obat, Rp ${total}`,
      detail: { sebelum: { status: r.status }, sesudah: { status: 'DONE', total } },
    });
    return hasil;
  });
}

/**
 * POST /farmasi/obat/retur: a dispensed prescription comes back (wrong medicine, the patient
 * went home without it). The same batches return to the depot and the charges are reversed;
 * a charge the cashier already took stops it (409) until the payment is voided.
 */
export async function returResep(db: Db, ctx: Ctx, input: ReturResepInput): Promise<Resep> {
  const user = penggunaOf(ctx);
  return db.transaction(async (tx) => {
    const r = await kunciResep(tx, input.uid);
    if (r.status !== 'DONE' || !r.lokasi_uid) throw galat.tidakBisa(r.nomor, r.status, 'diretur', ['DONE']);
    await wajibAksesLokasi(tx, user, r.lokasi_uid, 'return_stock');
    const ambilan = await ambilanResep(tx, r.uid);
    for (const a of ambilan)
      await balikTransaksiSumber(tx, ctx, a.sumber, a.sumber_uid, `Retur resep ${r.nomor}: ${input.alasan}`);
    for (const sumber of ['resep_detail', 'resep_racikan'] as const) {
      const uids = ambilan.filter((a) => a.sumber === sumber).map((a) => a.sumber_uid);
      await kembalikanStok(tx, ctx, sumber, uids, {
        jenis: 'RETUR_RESEP',
        sumber,
        nomor_dokumen: r.nomor,
        keterangan: input.alasan,
      });
    }
    const sekarang = ctx.now();
    await tx
      .update(resep)
      .set({
        status: 'RETUR',
        alasan_retur: input.alasan,
        diretur_oleh: user.uid,
        diretur_pada: sekarang,
        updated_at: sekarang,
      })
      .where(eq(resep.uid, r.uid));
    const hasil = await ambilResep(tx, r.uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'resep.retur',
      entitas: 'resep',
      entitas_id: r.uid,
      keterangan: `Retur resep ${r.nomor} – ${hasil.pasien.no_rm} ${hasil.pasien.nama}: ${input.alasan}`,
      detail: { sebelum: { status: r.status }, sesudah: { status: 'RETUR', alasan: input.alasan } },
    });
    return hasil;
  });
}
