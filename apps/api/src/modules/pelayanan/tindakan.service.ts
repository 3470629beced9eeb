import { namaBergelar, type TindakanLayanan, type tindakanLayananInputSchema } from '@rawat/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { transaksi } from '../kasir/kasir.tables.ts';
import { balikTransaksiSumber } from '../kasir/transaksi.service.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { layananTindakan } from '../master/tindakan/tindakan.service.ts';
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import {
  pelaksanaTidakDikenal,
  tindakanBukanDiPoli,
  tindakanNonaktif,
  tindakanSudahBatal,
  tindakanTidakDikenal,
  tindakanTidakDitemukan,
} from './klinis.errors.ts';
import { dokterPengguna, type LayananKlinis, layananUntukTulis } from './layanan-klinis.ts';
import { tindakanLayanan } from './pelayanan.tables.ts';
import { catatTindakanTertagih, SUMBER_TINDAKAN_LAYANAN, tarifTindakanLayanan } from './tindakan.tagih.ts';

type TindakanData = z.output<typeof tindakanLayananInputSchema>;

const SUMBER = SUMBER_TINDAKAN_LAYANAN;

/**
 * The procedures of a layanan (cancelled ones included), oldest first, each with the price it
 * was charged at: its original charge line, not today's tariff.
 */
export async function daftarTindakanLayanan(db: DbOrTx, layananUid: string): Promise<TindakanLayanan[]> {
  const rows = await db
    .select({
      uid: tindakanLayanan.uid,
      layanan_uid: tindakanLayanan.layanan_uid,
      t: { uid: tindakan.uid, kode: tindakan.kode, nama: tindakan.nama, kategori: tindakan.kategori },
      jumlah: tindakanLayanan.jumlah,
      harga_satuan: transaksi.harga_satuan,
      total: transaksi.total,
      p: {
        uid: pegawai.uid,
        nama: pegawai.nama,
        gelar_depan: pegawai.gelar_depan,
        gelar_belakang: pegawai.gelar_belakang,
      },
      catatan: tindakanLayanan.catatan,
      waktu: tindakanLayanan.waktu,
      status: tindakanLayanan.status,
      alasan_batal: tindakanLayanan.alasan_batal,
    })
    .from(tindakanLayanan)
    .innerJoin(tindakan, eq(tindakan.uid, tindakanLayanan.tindakan_uid))
    .leftJoin(
      transaksi,
      and(
        eq(transaksi.sumber, SUMBER),
        eq(transaksi.sumber_uid, tindakanLayanan.uid),
        isNull(transaksi.membalik_uid),
      ),
    )
    .leftJoin(pegawai, eq(pegawai.uid, tindakanLayanan.pelaksana_uid))
    .where(eq(tindakanLayanan.layanan_uid, layananUid))
    .orderBy(asc(tindakanLayanan.waktu), asc(tindakanLayanan.created_at));
  return rows.map((r) => ({
    uid: r.uid,
    layanan_uid: r.layanan_uid,
    tindakan: r.t,
    jumlah: r.jumlah,
    harga_satuan: r.harga_satuan ?? 0,
    total: r.total ?? 0,
    pelaksana: r.p ? { uid: r.p.uid, nama: namaBergelar(r.p) } : null,
    catatan: r.catatan,
    waktu: r.waktu.toISOString(),
    status: r.status,
    alasan_batal: r.alasan_batal,
  }));
}

/** The procedure must exist, be AKTIF and be offered at the layanan's clinic. */
async function tindakanUntuk(tx: DbOrTx, ctx: Ctx, l: LayananKlinis, uid: string) {
  let t: Awaited<ReturnType<ReturnType<typeof layananTindakan>['ambil']>>;
  try {
    t = await layananTindakan(ctx.now).ambil(tx, uid);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw tindakanTidakDikenal();
    throw err;
  }
  if (t.status !== 'AKTIF') throw tindakanNonaktif(t.nama);
  if (t.poli_uids.length && !t.poli_uids.includes(l.poli.uid)) throw tindakanBukanDiPoli(t.nama, l.poli.nama);
  return t;
}

/**
 * Who did it, whose fee it is: the one named, else the writer when a doctor (issue 17: the work is
 * the doctor's who charted it, not the registered one's), else the layanan's doctor, else the writer.
 */
async function pelaksanaUntuk(tx: DbOrTx, ctx: Ctx, l: LayananKlinis, uid: string | null) {
  if (uid) {
    const [p] = await tx
      .select({ uid: pegawai.uid })
      .from(pegawai)
      .where(and(eq(pegawai.uid, uid), eq(pegawai.status, 'AKTIF')));
    if (!p) throw pelaksanaTidakDikenal();
    return p.uid;
  }
  return (await dokterPengguna(tx, ctx))?.uid ?? l.dokter?.uid ?? (await pegawaiPengguna(tx, ctx)).uid;
}

const labelTindakan = (nama: string, jumlah: number) => (jumlah > 1 ? `${nama} × ${jumlah}` : nama);

/**
 * Records a procedure done and its one charge, priced at the tariff in force for the visit's payer
 * at the class of the care (kelasTarifLayanan: Rawat Jalan for clinics and IGD, the bed's billing
 * class at this moment for a stay) on the layanan's day, as KONSUL or TINDAKAN by the category.
 */
export async function tambahTindakanLayanan(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: TindakanData,
): Promise<TindakanLayanan> {
  const uid = await db.transaction(async (tx) => {
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    const t = await tindakanUntuk(tx, ctx, l, input.tindakan_uid);
    const tarif = await tarifTindakanLayanan(tx, ctx, l, [t.uid]);
    const pelaksanaUid = await pelaksanaUntuk(tx, ctx, l, input.pelaksana_uid);
    const { uid: barisUid, transaksi: tagihan } = await catatTindakanTertagih(tx, ctx, l, tarif, {
      tindakan_uid: t.uid,
      jumlah: input.jumlah,
      pelaksana_uid: pelaksanaUid,
      catatan: input.catatan,
    });
    const label = labelTindakan(t.nama, input.jumlah);
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'tindakan_layanan.create',
        entitas: SUMBER,
        entitas_id: barisUid,
        keterangan: `Tindakan ${label} (${l.pasien.no_rm} – ${l.pasien.nama})`,
        detail: { sesudah: { ...input, transaksi_uid: tagihan.uid, total: tagihan.total } },
      },
      pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
      log: { jenis: 'LOG_TINDAKAN', ringkasan: `Tindakan: ${label}` },
    });
    return barisUid;
  });
  return satuTindakan(db, layananUid, uid);
}

async function satuTindakan(db: DbOrTx, layananUid: string, uid: string): Promise<TindakanLayanan> {
  const t = (await daftarTindakanLayanan(db, layananUid)).find((r) => r.uid === uid);
  if (!t) throw tindakanTidakDitemukan();
  return t;
}

/**
 * Cancels a procedure: its charge gets a reversal line with the reason (409 when already paid:
 * the cashier voids the payment first), the row stays as BATAL with the reason.
 */
export async function batalTindakanLayanan(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  uid: string,
  alasan: string,
): Promise<TindakanLayanan> {
  await db.transaction(async (tx) => {
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    const [row] = await tx
      .select({
        uid: tindakanLayanan.uid,
        status: tindakanLayanan.status,
        jumlah: tindakanLayanan.jumlah,
        nama: tindakan.nama,
      })
      .from(tindakanLayanan)
      .innerJoin(tindakan, eq(tindakan.uid, tindakanLayanan.tindakan_uid))
      .where(and(eq(tindakanLayanan.uid, uid), eq(tindakanLayanan.layanan_uid, l.uid)))
      .for('update', { of: tindakanLayanan });
    if (!row) throw tindakanTidakDitemukan();
    if (row.status === 'BATAL') throw tindakanSudahBatal(row.nama);
    const balik = await balikTransaksiSumber(tx, ctx, SUMBER, row.uid, alasan);
    await tx
      .update(tindakanLayanan)
      .set({ status: 'BATAL', alasan_batal: alasan, updated_at: ctx.now() })
      .where(eq(tindakanLayanan.uid, row.uid));
    const label = labelTindakan(row.nama, row.jumlah);
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'tindakan_layanan.batal',
        entitas: SUMBER,
        entitas_id: row.uid,
        keterangan: `Membatalkan tindakan ${label} (${l.pasien.no_rm} – ${l.pasien.nama}): ${alasan}`,
        detail: {
          sebelum: { status: 'AKTIF' },
          sesudah: { status: 'BATAL', alasan },
          pembalik: balik.map((b) => b.uid),
        },
      },
      pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
      log: { jenis: 'LOG_TINDAKAN', ringkasan: `Tindakan dibatalkan: ${label} (${alasan})` },
    });
  });
  return satuTindakan(db, layananUid, uid);
}
