import {
  type BarisFee,
  can,
  type DetailFee,
  type DetailFeeQuery,
  type JenisFee,
  type JumlahFee,
  labelAturanFee,
  MAKS_HARI_FEE,
  namaBergelar,
  type RingkasanFee,
  type RingkasanFeeQuery,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { tanggalJakarta } from '../../../platform/waktu.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { feeAturan, feeDokter, pembayaran, transaksi } from '../kasir.tables.ts';
import * as galat from './fee.errors.ts';

const tambahHari = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The Jakarta days asked, or this month up to today; at most MAKS_HARI_FEE days. */
export function rentangFee(ctx: Ctx, q: { dari?: string | undefined; sampai?: string | undefined }) {
  const hariIni = toJakartaIsoDate(ctx.now());
  const dari = q.dari ?? (q.sampai ? `${q.sampai.slice(0, 8)}01` : `${hariIni.slice(0, 8)}01`);
  // Without an end the range runs to today, or is its one day when it starts after today.
  const sampai = q.sampai ?? [dari, hariIni].sort()[1] ?? hariIni;
  if (sampai > tambahHari(dari, MAKS_HARI_FEE - 1))
    throw galat.isianTidakValid('sampai', `Rentang tanggal maksimal ${MAKS_HARI_FEE} hari`);
  return { dari, sampai, awal: tanggalJakarta(dari), akhir: tanggalJakarta(tambahHari(sampai, 1)) };
}

/**
 * Whose fees the caller may read: anyone holding kasir.fee:manage reads every doctor's (or the
 * one asked); anyone else (a doctor) only their own, found through the employee linked to the
 * login (pegawai.akun_uid). Another doctor's → 403; a login linked to no employee → 403 saying so.
 */
export async function feeYangBolehDibaca(
  db: DbOrTx,
  ctx: Ctx,
  diminta: string | undefined,
): Promise<string | null> {
  if (can(ctx.user?.role, 'kasir.fee:manage')) return diminta ?? null;
  const sendiri = (await pegawaiPengguna(db, ctx)).uid;
  if (!sendiri) throw galat.akunTanpaPegawai();
  if (diminta && diminta !== sendiri) throw galat.bukanFeeSendiri();
  return sendiri;
}

async function rujukanPegawai(db: DbOrTx, uid: string) {
  const [p] = await db
    .select({
      uid: pegawai.uid,
      kode: pegawai.kode,
      nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
    })
    .from(pegawai)
    .where(eq(pegawai.uid, uid));
  if (!p) throw galat.dokterFeeTidakDitemukan();
  return { uid: p.uid, kode: p.kode, nama: namaBergelar(p) };
}

const jumlahKosong = (): JumlahFee => ({ jumlah_item: 0, total_tagihan: 0, total_fee: 0 });

/**
 * GET /kasir/fee (/antrian-FEE): per doctor, the paid charges that earned a fee in the range
 * (by the day of the receipt), their totals and the fees; voided receipts' fees left out.
 */
export async function ringkasanFee(db: DbOrTx, ctx: Ctx, q: RingkasanFeeQuery): Promise<RingkasanFee> {
  const r = rentangFee(ctx, q);
  const dokterUid = await feeYangBolehDibaca(db, ctx, q.pegawai_uid);
  const f = feeDokter;
  const rows = await db
    .select({
      uid: pegawai.uid,
      kode: pegawai.kode,
      nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
      n: sql<number>`count(*)::int`,
      dasar: sql<string>`sum(${f.dasar})`,
      fee: sql<string>`sum(${f.jumlah})`,
    })
    .from(f)
    .innerJoin(pegawai, eq(pegawai.uid, f.pegawai_uid))
    .where(
      and(
        isNull(f.batal_pada),
        gte(f.created_at, r.awal),
        lt(f.created_at, r.akhir),
        dokterUid ? eq(f.pegawai_uid, dokterUid) : undefined,
      ),
    )
    .groupBy(pegawai.uid, pegawai.kode, pegawai.nama, pegawai.gelar_depan, pegawai.gelar_belakang)
    .orderBy(asc(pegawai.nama));
  const total = jumlahKosong();
  const respon = rows.map((x) => {
    const j = { jumlah_item: Number(x.n), total_tagihan: Number(x.dasar), total_fee: Number(x.fee) };
    total.jumlah_item += j.jumlah_item;
    total.total_tagihan += j.total_tagihan;
    total.total_fee += j.total_fee;
    return { pegawai: { uid: x.uid, kode: x.kode, nama: namaBergelar(x) }, ...j };
  });
  return {
    dari: r.dari,
    sampai: r.sampai,
    pegawai: dokterUid ? await rujukanPegawai(db, dokterUid) : null,
    respon,
    total,
  };
}

/**
 * GET /kasir/fee/detail (/detailfee): one doctor's fee lines in the range, oldest first, with the
 * invoice, the patient, the item and the rule as applied. Lines of a voided receipt stay listed,
 * marked with when it was voided, and stay out of the totals.
 */
export async function detailFee(db: DbOrTx, ctx: Ctx, q: DetailFeeQuery): Promise<DetailFee> {
  const r = rentangFee(ctx, q);
  const dokterUid = await feeYangBolehDibaca(db, ctx, q.pegawai_uid);
  if (!dokterUid) throw galat.dokterWajibDipilih();
  const dokter = await rujukanPegawai(db, dokterUid);
  const f = feeDokter;
  const rows = await db
    .select({
      uid: f.uid,
      tanggal: f.created_at,
      pembayaran_uid: f.pembayaran_uid,
      nomor: pembayaran.nomor,
      no_rm: pasien.no_rm,
      pasien: pasien.nama,
      jenis: transaksi.jenis,
      kode: transaksi.kode,
      item: transaksi.nama,
      jumlah: transaksi.jumlah,
      dasar: f.dasar,
      tipe: f.tipe,
      nilai: f.nilai,
      tindakan_uid: feeAturan.tindakan_uid,
      fee: f.jumlah,
      batal_pada: f.batal_pada,
    })
    .from(f)
    .innerJoin(transaksi, eq(transaksi.uid, f.transaksi_uid))
    .innerJoin(pembayaran, eq(pembayaran.uid, f.pembayaran_uid))
    .leftJoin(pasien, eq(pasien.uid, transaksi.pasien_uid))
    .leftJoin(feeAturan, eq(feeAturan.uid, f.aturan_uid))
    .where(and(eq(f.pegawai_uid, dokterUid), gte(f.created_at, r.awal), lt(f.created_at, r.akhir)))
    .orderBy(asc(f.created_at), asc(pembayaran.nomor), asc(transaksi.created_at));
  const total = jumlahKosong();
  let jumlahBatal = 0;
  const respon: BarisFee[] = rows.map((x) => {
    const tipe = x.tipe;
    const nilai = Number(x.nilai);
    if (x.batal_pada) jumlahBatal += 1;
    else {
      total.jumlah_item += 1;
      total.total_tagihan += x.dasar;
      total.total_fee += x.fee;
    }
    return {
      uid: x.uid,
      tanggal: x.tanggal.toISOString(),
      pembayaran_uid: x.pembayaran_uid,
      nomor: x.nomor,
      pasien: x.no_rm && x.pasien ? { no_rm: x.no_rm, nama: x.pasien } : null,
      jenis: x.jenis as JenisFee,
      kode: x.kode,
      item: x.item,
      jumlah: x.jumlah,
      dasar: x.dasar,
      tipe,
      nilai,
      aturan: labelAturanFee(tipe, nilai, x.jumlah),
      khusus: x.tindakan_uid !== null,
      fee: x.fee,
      batal_pada: x.batal_pada?.toISOString() ?? null,
    };
  });
  return { dari: r.dari, sampai: r.sampai, pegawai: dokter, respon, total, jumlah_batal: jumlahBatal };
}
