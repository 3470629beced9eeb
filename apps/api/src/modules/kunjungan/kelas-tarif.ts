import type { KelasRanap, KelasTarif } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { layanan } from './kunjungan.tables.ts';

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
 * kelasTarif of the layanan a charge belongs to. No layanan is a stay yet (their kind is
 * RAWAT_JALAN or GAWAT_DARURAT), so today every layanan answers RAWAT_JALAN.
 */
export async function kelasTarifLayanan(db: DbOrTx, layananUid: string): Promise<KelasTarif> {
  const [l] = await db.select({ jenis: layanan.jenis }).from(layanan).where(eq(layanan.uid, layananUid));
  // Charges reference their layanan by foreign key: a missing row is a broken invariant, not input.
  if (!l) throw new Error(`layanan ${layananUid} tidak ada`);
  return kelasTarif(l);
}
