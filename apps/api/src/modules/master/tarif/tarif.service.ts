import {
  type JenisItemTarif,
  type KelasTarif,
  type PenjaminTarif,
  type Tarif,
  type TarifInput,
  type TarifItem,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { tarifBerlakuSurut } from './tarif.errors.ts';
import { tarif } from './tarif.tables.ts';

type Baris = typeof tarif.$inferSelect;

function keTarif(r: Baris): Tarif {
  return {
    uid: r.uid,
    penjamin: r.penjamin,
    kelas: r.kelas,
    jumlah: r.jumlah,
    berlaku_mulai: r.berlaku_mulai,
    created_at: r.created_at.toISOString(),
  };
}

/** Of rows ordered newest first, the first per payer × class: the cells in force. */
function selBerlaku<T extends { penjamin: string; kelas: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.penjamin}/${r.kelas}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The prices of one item: those in force on `tanggal` (default today, Jakarta) and the history. */
export async function tarifItem(
  db: DbOrTx,
  jenis: JenisItemTarif,
  itemUid: string,
  tanggal: string,
): Promise<TarifItem> {
  const rows = await db
    .select()
    .from(tarif)
    .where(and(eq(tarif.jenis_item, jenis), eq(tarif.item_uid, itemUid)))
    .orderBy(desc(tarif.berlaku_mulai), tarif.penjamin, tarif.kelas);
  const riwayat = rows.map(keTarif);
  return { berlaku: selBerlaku(riwayat.filter((r) => r.berlaku_mulai <= tanggal)), riwayat };
}

/**
 * Sets a price list from `berlaku_mulai` on. A date in the past is refused: a price that applied
 * backwards would disagree with bills already made. Setting the same date again replaces that
 * date's cells (a scheduled list can be corrected before it starts; today's too, since charges
 * already made keep their copied amount).
 */
export async function aturTarif(
  db: Db,
  ctx: Ctx,
  jenis: JenisItemTarif,
  itemUid: string,
  label: string,
  input: TarifInput,
): Promise<TarifItem> {
  const hariIni = toJakartaIsoDate(ctx.now());
  if (input.berlaku_mulai < hariIni) throw tarifBerlakuSurut(hariIni);
  return db.transaction(async (tx) => {
    const sebelum = await tarifItem(tx, jenis, itemUid, input.berlaku_mulai);
    await tx
      .insert(tarif)
      .values(
        input.tarif.map((t) => ({
          jenis_item: jenis,
          item_uid: itemUid,
          penjamin: t.penjamin,
          kelas: t.kelas,
          berlaku_mulai: input.berlaku_mulai,
          jumlah: t.jumlah,
          dibuat_oleh: ctx.user?.username ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [tarif.jenis_item, tarif.item_uid, tarif.penjamin, tarif.kelas, tarif.berlaku_mulai],
        set: { jumlah: sql`excluded.jumlah`, dibuat_oleh: sql`excluded.dibuat_oleh`, created_at: ctx.now() },
      });
    const sesudah = await tarifItem(tx, jenis, itemUid, hariIni);
    const ringkas = (list: Tarif[]) =>
      Object.fromEntries(list.map((t) => [`${t.penjamin}/${t.kelas}`, t.jumlah]));
    await catatAktivitas(tx, ctx, {
      aksi: 'tarif.set',
      entitas: jenis.toLowerCase(),
      entitas_id: itemUid,
      keterangan: `Mengatur tarif ${label} berlaku mulai ${input.berlaku_mulai}`,
      detail: {
        sebelum: ringkas(sebelum.berlaku),
        sesudah: { berlaku_mulai: input.berlaku_mulai, ...ringkas(input.tarif as Tarif[]) },
      },
    });
    return sesudah;
  });
}

export interface CariTarif {
  jenis: JenisItemTarif;
  penjamin: PenjaminTarif;
  kelas: KelasTarif;
  /** 'YYYY-MM-DD', the day of the service (Jakarta). */
  tanggal: string;
}

/**
 * The price of items for a payer and class on a day, as charges take it: the payer's own price,
 * or else the UMUM price of the same class (an insurer without a contract pays the general
 * price). Items with neither are absent from the map; the caller says "tarif belum diatur".
 */
export async function tarifBerlaku(
  db: DbOrTx,
  itemUids: string[],
  cari: CariTarif,
): Promise<Map<string, number>> {
  const hasil = new Map<string, number>();
  if (itemUids.length === 0) return hasil;
  const rows = await db
    .select({
      item_uid: tarif.item_uid,
      penjamin: tarif.penjamin,
      kelas: tarif.kelas,
      jumlah: tarif.jumlah,
    })
    .from(tarif)
    .where(
      and(
        eq(tarif.jenis_item, cari.jenis),
        inArray(tarif.item_uid, itemUids),
        inArray(tarif.penjamin, [...new Set<PenjaminTarif>([cari.penjamin, 'UMUM'])]),
        eq(tarif.kelas, cari.kelas),
        lte(tarif.berlaku_mulai, cari.tanggal),
      ),
    )
    .orderBy(desc(tarif.berlaku_mulai));
  const perItem = new Map<string, { sendiri?: number; umum?: number }>();
  for (const r of rows) {
    const p = perItem.get(r.item_uid) ?? {};
    if (r.penjamin === cari.penjamin) p.sendiri ??= r.jumlah;
    if (r.penjamin === 'UMUM') p.umum ??= r.jumlah;
    perItem.set(r.item_uid, p);
  }
  for (const [uid, p] of perItem) {
    const jumlah = p.sendiri ?? p.umum;
    if (jumlah !== undefined) hasil.set(uid, jumlah);
  }
  return hasil;
}

/**
 * The UMUM outpatient price of each item in force on `pada` (default now; Jakarta date), as the
 * list DTOs of procedures, exams, lab tests and packages carry it (`tarif_umum_rj`).
 */
export function tarifUmumRj(
  db: DbOrTx,
  jenis: JenisItemTarif,
  itemUids: string[],
  pada: Date = new Date(),
): Promise<Map<string, number>> {
  return tarifBerlaku(db, itemUids, {
    jenis,
    penjamin: 'UMUM',
    kelas: 'RAWAT_JALAN',
    tanggal: toJakartaIsoDate(pada),
  });
}
