import type { KelasRanap, KelasTarif } from '@rawat/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { layanan } from './kunjungan.tables.ts';
import { rawatInap } from './rawat-inap.tables.ts';

/** What decides the tariff class of a charge: the kind of care it belongs to. */
export interface PerawatanBertarif {
  /** layanan.jenis: RAWAT_JALAN (clinics, HD) or GAWAT_DARURAT (IGD); a stay is RAWAT_INAP. */
  jenis: string;
  /** The class of the room a stay is in. */
  kelas_kamar?: KelasRanap | null;
}

/**
 * The tariff class a visit's care is charged at (docs/master.md "Room classes"): outpatient, IGD
 * and HD care at RAWAT_JALAN; a stay at its room's class. Every module that charges a visit
 * (tambahTransaksi) asks here, so inpatient care changes the class in one place.
 */
export function kelasTarif(p: PerawatanBertarif): KelasTarif {
  return p.jenis === 'RAWAT_INAP' && p.kelas_kamar ? p.kelas_kamar : 'RAWAT_JALAN';
}

/**
 * kelasTarif of the layanan a charge belongs to: RAWAT_JALAN for clinics, IGD and HD; for a stay
 * the billing class (kelas_tagih) of the bed segment the patient is in at `pada` (default now),
 * so every charge of a day is priced at that day's class. Services pass their clock (ctx.now).
 */
export async function kelasTarifLayanan(db: DbOrTx, layananUid: string, pada?: Date): Promise<KelasTarif> {
  const [l] = await db.select({ jenis: layanan.jenis }).from(layanan).where(eq(layanan.uid, layananUid));
  // Charges reference their layanan by foreign key: a missing row is a broken invariant, not input.
  if (!l) throw new Error(`layanan ${layananUid} tidak ada`);
  if (l.jenis !== 'RAWAT_INAP') return kelasTarif(l);
  // The segment begun last at `pada`; a time before the first (a skewed clock) takes the first.
  const saat = pada ?? new Date();
  const [seg] = await db
    .select({ kelas: rawatInap.kelas_tagih })
    .from(rawatInap)
    .where(eq(rawatInap.layanan_uid, layananUid))
    .orderBy(
      sql`${rawatInap.masuk_pada} <= ${saat.toISOString()}::timestamptz desc`,
      desc(rawatInap.masuk_pada),
    )
    .limit(1);
  return kelasTarif({ jenis: l.jenis, kelas_kamar: seg?.kelas ?? null });
}
