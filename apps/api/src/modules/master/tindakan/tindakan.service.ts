import {
  type JenisTransaksiTindakan,
  jenisTransaksiTindakan,
  type KategoriTindakan,
  type KelasTarif,
  type PenjaminTarif,
  type Tindakan,
  type TindakanInput,
  type TindakanListQuery,
} from '@rawat/domain';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { masterTidakDitemukan } from '../crud/crud.errors.ts';
import { layananMaster } from '../crud/crud.service.ts';
import { denganIcd9, judulIcd9 } from '../crud/icd9.ts';
import { poli } from '../poli/poli.tables.ts';
import { tarifBerlaku, tarifUmumRj } from '../tarif/tarif.service.ts';
import { poliTidakValid, tarifBelumDiatur } from './tindakan.errors.ts';
import { tindakan, tindakanPoli } from './tindakan.tables.ts';

type Baris = typeof tindakan.$inferSelect;

/** The clinics linked to each procedure of a page, by name. */
async function poliPerTindakan(db: DbOrTx, uids: string[]) {
  const rows = await db
    .select({
      tindakan_uid: tindakanPoli.tindakan_uid,
      uid: poli.uid,
      kode: poli.kode,
      nama: poli.nama,
      status: poli.status,
    })
    .from(tindakanPoli)
    .innerJoin(poli, eq(poli.uid, tindakanPoli.poli_uid))
    .where(inArray(tindakanPoli.tindakan_uid, uids))
    .orderBy(asc(poli.nama));
  const peta = new Map<string, Tindakan['poli']>();
  for (const { tindakan_uid, ...p } of rows) peta.set(tindakan_uid, [...(peta.get(tindakan_uid) ?? []), p]);
  return peta;
}

/**
 * A new clinic link must point at an AKTIF clinic; a link the procedure already has may stay after
 * its clinic was retired, so editing the procedure does not force the link off.
 */
async function periksaPoli(tx: DbOrTx, input: TindakanInput, uid: string | null): Promise<void> {
  if (!input.poli_uids.length) return;
  const lama = uid
    ? new Set(
        (
          await tx
            .select({ poli_uid: tindakanPoli.poli_uid })
            .from(tindakanPoli)
            .where(eq(tindakanPoli.tindakan_uid, uid))
        ).map((r) => r.poli_uid),
      )
    : new Set<string>();
  const baru = input.poli_uids.filter((u) => !lama.has(u));
  if (!baru.length) return;
  const ada = await tx
    .select({ uid: poli.uid, nama: poli.nama, status: poli.status })
    .from(poli)
    .where(inArray(poli.uid, baru));
  if (ada.length < baru.length) throw poliTidakValid('Poliklinik tidak ditemukan');
  const nonaktif = ada.find((p) => p.status !== 'AKTIF');
  if (nonaktif) throw poliTidakValid(`Poliklinik ${nonaktif.nama} sudah nonaktif; pilih yang aktif`);
}

async function simpanPoli(tx: DbOrTx, row: Baris, input: TindakanInput): Promise<void> {
  await tx.delete(tindakanPoli).where(eq(tindakanPoli.tindakan_uid, row.uid));
  if (input.poli_uids.length)
    await tx
      .insert(tindakanPoli)
      .values(input.poli_uids.map((poli_uid) => ({ tindakan_uid: row.uid, poli_uid })));
}

/** Offered at a clinic: no clinic list at all, or a list that holds it. */
function ditawarkanDi(poliUid: string): SQL {
  const milik = sql`${tindakanPoli.tindakan_uid} = ${tindakan.uid}`;
  return sql`(not exists (select 1 from ${tindakanPoli} where ${milik}) or exists (select 1 from ${tindakanPoli} where ${milik} and ${tindakanPoli.poli_uid} = ${poliUid}))`;
}

/**
 * The procedure master: the shared CRUD rules plus its clinics and ICD-9-CM code. `now` dates the
 * UMUM outpatient price each DTO carries (the app's clock, so tests may fix it).
 */
export function layananTindakan(now: () => Date = () => new Date()) {
  const dasar = layananMaster<Baris, Tindakan, TindakanInput, TindakanListQuery>({
    tabel: tindakan,
    entitas: 'tindakan',
    label: 'Tindakan',
    namaUnik: true,
    kolomCari: [tindakan.kode, tindakan.nama, tindakan.kode_icd9],
    filter: (q) => [
      ...(q.kategori ? [eq(tindakan.kategori, q.kategori)] : []),
      ...(q.poli ? [ditawarkanDi(q.poli)] : []),
    ],
    keNilai: ({ poli_uids: _, ...i }) => i,
    periksa: periksaPoli,
    setelahSimpan: (tx, row, input) => simpanPoli(tx, row, input),
    keDto: async (rows, db) => {
      if (!rows.length) return [];
      const uids = rows.map((r) => r.uid);
      const polis = await poliPerTindakan(db, uids);
      const judul = await judulIcd9(db, rows);
      const tarif = await tarifUmumRj(db, 'TINDAKAN', uids, now());
      return rows.map((r) => {
        const p = polis.get(r.uid) ?? [];
        return {
          ...r,
          judul_icd9: r.kode_icd9 ? (judul.get(r.kode_icd9) ?? null) : null,
          poli_uids: p.map((x) => x.uid),
          poli: p,
          tarif_umum_rj: tarif.get(r.uid) ?? null,
          created_at: r.created_at.toISOString(),
          updated_at: r.updated_at.toISOString(),
        };
      });
    },
  });
  return {
    ...dasar,
    buat: async (db: Db, ctx: Ctx, input: TindakanInput) =>
      dasar.buat(db, ctx, await denganIcd9(db, tindakan, input, null)),
    ubah: async (db: Db, ctx: Ctx, uid: string, input: TindakanInput) =>
      dasar.ubah(db, ctx, uid, await denganIcd9(db, tindakan, input, uid)),
  };
}

export interface CariHargaTindakan {
  tindakan_uids: readonly string[];
  penjamin: PenjaminTarif;
  kelas: KelasTarif;
  /** 'YYYY-MM-DD', the day the procedure was done (Jakarta). */
  tanggal: string;
}

export interface HargaTindakan {
  tindakan_uid: string;
  kode: string;
  nama: string;
  kategori: KategoriTindakan;
  /** What the cashier records it as: KONSUL for a consultation, else TINDAKAN. */
  jenis_transaksi: JenisTransaksiTindakan;
  /** Integer rupiah: the payer's price in force that day, or else the UMUM one of the class. */
  jumlah: number;
}

/**
 * For the cashier and clinic modules: the price of each procedure for a payer and room class on
 * the day it was done, with the transaction type it is billed as. A thin wrapper over
 * `tarifBerlaku` (payer's own price, else UMUM; never a price that started later). Copy `jumlah`
 * into the charge: a later tariff must not change it.
 *
 * Throws 404 when a uid is not a procedure, and 400 tindakan.tarif_belum_diatur ('Tarif <nama> untuk
 * <penjamin> <kelas> belum diatur') when one has no price at all. Retired procedures are priced
 * too (a charge may be entered after the procedure was retired); callers offering procedures for
 * new orders list only AKTIF ones.
 */
export async function hargaTindakan(
  db: DbOrTx,
  cari: CariHargaTindakan,
): Promise<Map<string, HargaTindakan>> {
  const uids = [...new Set(cari.tindakan_uids)];
  const hasil = new Map<string, HargaTindakan>();
  if (!uids.length) return hasil;
  const rows = await db
    .select({ uid: tindakan.uid, kode: tindakan.kode, nama: tindakan.nama, kategori: tindakan.kategori })
    .from(tindakan)
    .where(inArray(tindakan.uid, uids));
  if (rows.length < uids.length) throw masterTidakDitemukan('Tindakan');
  const harga = await tarifBerlaku(db, uids, {
    jenis: 'TINDAKAN',
    penjamin: cari.penjamin,
    kelas: cari.kelas,
    tanggal: cari.tanggal,
  });
  const perUid = new Map(rows.map((r) => [r.uid, r]));
  for (const uid of uids) {
    const r = perUid.get(uid);
    if (!r) continue;
    const jumlah = harga.get(uid);
    if (jumlah === undefined) throw tarifBelumDiatur(r.nama, cari.penjamin, cari.kelas);
    const kategori = r.kategori;
    hasil.set(uid, {
      tindakan_uid: uid,
      kode: r.kode,
      nama: r.nama,
      kategori,
      jenis_transaksi: jenisTransaksiTindakan(kategori),
      jumlah,
    });
  }
  return hasil;
}
