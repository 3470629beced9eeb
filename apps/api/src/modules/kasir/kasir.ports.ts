import type { ListEnvelope, PagingQuery, PenjualanRingkas, Tertunda } from '@rawat/domain';
import { bersamaan, type DbOrTx, type Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Deps } from '../../platform/http.ts';

// The cashier sits below the modules that charge (pelayanan, penunjang, farmasi call its ledger,
// tambahTransaksi), so it imports none of them. What it needs from above it reaches through these
// ports, implemented there and handed in by app.ts (docs/architecture.md "Layers").

/** A walk-in sale as the cashier sees it. */
export interface PenjualanKasir {
  uid: string;
  nomor: string;
  status: string;
  total: number;
  nama_pembeli: string;
}

/** One line of a walk-in sale, for the report by item (the product's code and name). */
export interface ItemPenjualanKasir {
  penjualan_uid: string;
  kode: string | null;
  nama: string;
  jumlah: number;
  total: number;
}

/** The pharmacy's walk-in sales, as the cashier takes and voids their payments. */
export interface PenjualanUntukKasir {
  /** The sale, read in the caller's transaction; undefined when there is none. */
  baca(tx: DbOrTx, uid: string): Promise<PenjualanKasir | undefined>;
  /**
   * Locks the sale, checks it waits for the cashier and marks it paid with the amount handed
   * over, in the paying transaction (409 when it is paid already).
   */
  tandaiLunas(tx: Tx, ctx: Ctx, uid: string, diserahkan: number): Promise<{ nomor: string }>;
  /** The receipt was voided: the sale waits for payment again (in the voiding transaction). */
  bukaKembali(tx: Tx, ctx: Ctx, uid: string, alasan: string): Promise<void>;
  /** GET /kasir/penjualan: the sales waiting at the cashier, in queue order. */
  daftarMenunggu(db: DbOrTx, q: PagingQuery): Promise<ListEnvelope<PenjualanRingkas>>;
  /** The lines of these sales. */
  item(db: DbOrTx, uids: readonly string[]): Promise<ItemPenjualanKasir[]>;
}

/** A procedure done at a layanan (tindakan_layanan), the source of a TINDAKAN charge. */
export interface TindakanKasir {
  uid: string;
  tindakan_uid: string;
  waktu: Date;
  pelaksana_uid: string | null;
}

/** The chart's procedures, for the doctors' fees and the operations report. */
export interface TindakanUntukKasir {
  /** These procedures (by tindakan_layanan uid), read in the caller's transaction. */
  baca(tx: DbOrTx, uids: readonly string[]): Promise<TindakanKasir[]>;
}

/**
 * A unit's work for a visit that will be charged but is not yet (issue 17): the lab's and
 * radiology's orders not performed, the pharmacy's prescriptions not dispensed.
 */
export interface TertundaUntukKasir {
  /**
   * The visit's pending items with their estimate at `tanggal`'s prices for the visit's payer,
   * read in the caller's transaction (the payment's, so the check and the receipt agree).
   */
  baca(db: DbOrTx, kunjunganUid: string, tanggal: string): Promise<Tertunda[]>;
}

/**
 * The ward's day charges (docs/ranap/tagihan.md): a stay's room, nursing and visit days are
 * charged when its bill is read, so the cashier asks before reading.
 */
export interface RanapUntukKasir {
  /** Charges the days not yet charged of the visit's stays (none: nothing happens). */
  tagihKunjungan(db: DbOrTx, ctx: Ctx, kunjunganUid: string): Promise<void>;
  /** Charges today's day of every stay still in whose today is not charged yet (the queue). */
  tagihDirawat(db: DbOrTx, ctx: Ctx): Promise<void>;
}

export interface PortKasir {
  penjualan: PenjualanUntukKasir;
  tindakan: TindakanUntukKasir;
  /** Each unit that charges later: the bill lists what they hold, the payment asks about it. */
  tertunda: readonly TertundaUntukKasir[];
  ranap: RanapUntukKasir;
}

/** Every unit's pending items for the visit, oldest first. */
export async function bacaTertunda(
  port: PortKasir,
  db: DbOrTx,
  kunjunganUid: string,
  tanggal: string,
): Promise<Tertunda[]> {
  const perUnit = await bersamaan<Tertunda[][]>(
    db,
    port.tertunda.map((unit) => () => unit.baca(db, kunjunganUid, tanggal)),
  );
  return perUnit
    .flat()
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.nomor.localeCompare(b.nomor));
}

/** What the cashier's routes receive: the common deps and the ports above. */
export interface KasirDeps extends Deps {
  kasir: PortKasir;
}
