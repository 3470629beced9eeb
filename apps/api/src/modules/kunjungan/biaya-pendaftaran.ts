import {
  type BiayaPendaftaran,
  type JenisTransaksiTindakan,
  jenisTransaksiTindakan,
  KODE_BIAYA_PENDAFTARAN,
  LABEL_KELAS_TARIF,
  LABEL_PENJAMIN_TARIF,
  type PenjaminTarif,
} from '@rawat/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Deps } from '../../platform/http.ts';
import { tarifBerlaku } from '../master/tarif/tarif.service.ts';
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import { kelasTarif } from './kelas-tarif.ts';
import { kunjungan } from './kunjungan.tables.ts';

// Registration charges its fees itself (issue 17 point 3): the administration of every visit and
// the card of a new patient, at the tariff of the master procedures named by
// KODE_BIAYA_PENDAFTARAN (docs/pendaftaran.md "Registration fees").

/** The charges of registration point back at their layanan (transaksi.sumber). */
export const SUMBER_PENDAFTARAN = 'pendaftaran';

/** One registration fee, priced, for the cashier's ledger. */
export interface BarisBiayaPendaftaran {
  kunjungan_uid: string;
  layanan_uid: string;
  pasien_uid: string;
  jenis: JenisTransaksiTindakan;
  kode: string;
  nama: string;
  harga_satuan: number;
  penjamin: PenjaminTarif;
  kelas: ReturnType<typeof kelasTarif>;
}

/**
 * The cashier's ledger as registration uses it. The cashier sits above registration (it reads
 * visits), so it implements this port (kasir/pendaftaran.kasir.ts) and app.ts hands it in, as the
 * chart's procedures reach the cashier through kasir.ports.ts.
 */
export interface TagihanPendaftaran {
  /** Adds the fee to the visit's bill, in the registering transaction (sumber 'pendaftaran'). */
  tagih(tx: Tx, ctx: Ctx, baris: BarisBiayaPendaftaran): Promise<void>;
  /** Reverses the live fees of a layanan; 409 when one is paid already (the cashier voids first). */
  balik(tx: Tx, ctx: Ctx, layananUid: string, alasan: string): Promise<void>;
  /** The fees of a layanan still charged (charges without a reversal), oldest first. */
  baca(db: DbOrTx, layananUid: string): Promise<BiayaPendaftaran[]>;
}

/** What the registration routes receive: the common deps and the cashier's ledger. */
export interface KunjunganDeps extends Deps {
  tagihan: TagihanPendaftaran;
}

/** How a notice names a fee whose master item is missing or retired. */
const NAMA_BAWAAN: Record<string, string> = {
  [KODE_BIAYA_PENDAFTARAN.ADMINISTRASI]: 'administrasi pendaftaran',
  [KODE_BIAYA_PENDAFTARAN.ADMINISTRASI_IGD]: 'administrasi IGD',
  [KODE_BIAYA_PENDAFTARAN.KARTU]: 'kartu pasien baru',
};

export interface HasilBiaya {
  biaya: BiayaPendaftaran[];
  /** Fees not charged and why ('Tarif administrasi belum diatur …'), for the clerk. */
  peringatan: string[];
}

/**
 * A patient is new when no other visit of theirs stands (cancelled ones do not count: their fees
 * were reversed). The caller holds the patient's row lock, so two simultaneous first registrations
 * of one patient cannot both see "new".
 */
async function pasienBaru(tx: Tx, pasienUid: string, kunjunganUid: string): Promise<boolean> {
  const [lain] = await tx
    .select({ uid: kunjungan.uid })
    .from(kunjungan)
    .where(
      and(
        eq(kunjungan.pasien_uid, pasienUid),
        ne(kunjungan.uid, kunjunganUid),
        ne(kunjungan.status, 'BATAL'),
      ),
    )
    .limit(1);
  return !lain;
}

/**
 * Charges a new visit's registration fees, inside the registering transaction: the administration
 * (ADM-IGD at the IGD, ADM-DAFTAR elsewhere) and, with `kartu`, the new patient's card when the
 * patient has no other standing visit. Prices: the visit's payer × the layanan's class on its day
 * (the payer's own price, else UMUM, as every charge). A fee whose item is missing, retired or
 * unpriced is not charged and comes back as a notice: a tariff not yet set must not turn a patient
 * away at the desk.
 */
export async function tagihBiayaPendaftaran(
  tx: Tx,
  ctx: Ctx,
  port: TagihanPendaftaran,
  r: {
    kunjungan_uid: string;
    layanan_uid: string;
    pasien_uid: string;
    /** layanan.jenis: GAWAT_DARURAT at the IGD. */
    jenis_layanan: string;
    penjamin: PenjaminTarif;
    tanggal: string;
    /** false for the IGD fast registration: an unknown patient gets no card yet. */
    kartu: boolean;
  },
): Promise<HasilBiaya> {
  const igd = r.jenis_layanan === 'GAWAT_DARURAT';
  const kode: string[] = [
    igd ? KODE_BIAYA_PENDAFTARAN.ADMINISTRASI_IGD : KODE_BIAYA_PENDAFTARAN.ADMINISTRASI,
  ];
  if (r.kartu && (await pasienBaru(tx, r.pasien_uid, r.kunjungan_uid)))
    kode.push(KODE_BIAYA_PENDAFTARAN.KARTU);
  const kelas = kelasTarif({ jenis: r.jenis_layanan });
  // Codes are unique among active procedures (docs/master.md), so each finds at most one.
  const items = await tx
    .select({ uid: tindakan.uid, kode: tindakan.kode, nama: tindakan.nama, kategori: tindakan.kategori })
    .from(tindakan)
    .where(and(inArray(tindakan.kode, kode), eq(tindakan.status, 'AKTIF')));
  const harga = await tarifBerlaku(
    tx,
    items.map((i) => i.uid),
    { jenis: 'TINDAKAN', penjamin: r.penjamin, kelas, tanggal: r.tanggal },
  );
  const hasil: HasilBiaya = { biaya: [], peringatan: [] };
  const sasaran = `${LABEL_PENJAMIN_TARIF[r.penjamin]} ${LABEL_KELAS_TARIF[kelas]}`;
  for (const k of kode) {
    const item = items.find((i) => i.kode === k);
    const jumlah = item ? harga.get(item.uid) : undefined;
    if (!item || jumlah === undefined) {
      const nama = item?.nama ?? NAMA_BAWAAN[k] ?? k;
      hasil.peringatan.push(
        `Tarif administrasi belum diatur: ${nama} (${k}) untuk ${sasaran} tidak ditagihkan. Atur di Master Tindakan.`,
      );
      continue;
    }
    await port.tagih(tx, ctx, {
      kunjungan_uid: r.kunjungan_uid,
      layanan_uid: r.layanan_uid,
      pasien_uid: r.pasien_uid,
      jenis: jenisTransaksiTindakan(item.kategori),
      kode: item.kode,
      nama: item.nama,
      harga_satuan: jumlah,
      penjamin: r.penjamin,
      kelas,
    });
    hasil.biaya.push({ kode: item.kode, nama: item.nama, jumlah });
  }
  return hasil;
}
