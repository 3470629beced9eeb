import type { JenisTransaksi } from '../kasir/transaksi.ts';
import type { KategoriTindakan } from '../master/tindakan.ts';

/**
 * E-Klaim's `tarif_rs` categories, in its own field names and order (docs/casemix.md "tarif_rs").
 * The hospital's bill is split into these when a claim is grouped.
 */
export const KATEGORI_TARIF_RS = [
  'prosedur_non_bedah',
  'prosedur_bedah',
  'konsultasi',
  'tenaga_ahli',
  'keperawatan',
  'penunjang',
  'radiologi',
  'laboratorium',
  'pelayanan_darah',
  'rehabilitasi',
  'kamar',
  'rawat_intensif',
  'obat',
  'obat_kronis',
  'obat_kemoterapi',
  'alkes',
  'bmhp',
  'sewa_alat',
] as const;
export type KategoriTarifRs = (typeof KATEGORI_TARIF_RS)[number];

export const LABEL_KATEGORI_TARIF_RS: Record<KategoriTarifRs, string> = {
  prosedur_non_bedah: 'Prosedur Non Bedah',
  prosedur_bedah: 'Prosedur Bedah',
  konsultasi: 'Konsultasi',
  tenaga_ahli: 'Tenaga Ahli',
  keperawatan: 'Keperawatan',
  penunjang: 'Penunjang',
  radiologi: 'Radiologi',
  laboratorium: 'Laboratorium',
  pelayanan_darah: 'Pelayanan Darah',
  rehabilitasi: 'Rehabilitasi',
  kamar: 'Kamar / Akomodasi',
  rawat_intensif: 'Rawat Intensif',
  obat: 'Obat',
  obat_kronis: 'Obat Kronis',
  obat_kemoterapi: 'Obat Kemoterapi',
  alkes: 'Alkes',
  bmhp: 'BMHP',
  sewa_alat: 'Sewa Alat',
};

/** One live charge of the bill, as much as the split needs to know about it. */
export interface ChargeTarifRs {
  jenis: JenisTransaksi;
  /** The module that charged it (transaksi.sumber). */
  sumber: string;
  /** The procedure master's category, when the charge is a procedure of the master. */
  kategori_tindakan?: KategoriTindakan | null;
  nama: string;
}

const INTENSIF = /\b(ICU|ICCU|NICU|PICU|HCU|intensif)\b/i;

/**
 * Which tarif_rs category a charge falls in (the table in docs/casemix.md). The cashier's kinds
 * are coarser than E-Klaim's, so the source module and the procedure's category refine them.
 */
export function kategoriTarifRs(c: ChargeTarifRs): KategoriTarifRs {
  switch (c.jenis) {
    case 'LABOR':
      return 'laboratorium';
    case 'RADIOLOGI':
      return 'radiologi';
    case 'OBAT':
      // Consumables used in theatre are BMHP at E-Klaim, not medicines.
      return c.sumber === 'operasi_bhp' ? 'bmhp' : 'obat';
    case 'AKOMODASI':
      if (INTENSIF.test(c.nama)) return 'rawat_intensif';
      return /keperawatan/i.test(c.nama) ? 'keperawatan' : 'kamar';
    case 'KONSUL':
      // The ward's daily doctor's round is charged as KONSUL; E-Klaim calls it tenaga ahli.
      return c.sumber === 'ranap_tagihan_hari' || c.kategori_tindakan === 'VISITE'
        ? 'tenaga_ahli'
        : 'konsultasi';
    case 'TINDAKAN':
      switch (c.kategori_tindakan) {
        case 'TINDAKAN_OPERATIF':
          return 'prosedur_bedah';
        case 'TINDAKAN_KEPERAWATAN':
          return 'keperawatan';
        case 'VISITE':
          return 'tenaga_ahli';
        case 'KONSULTASI':
          return 'konsultasi';
        case 'ADMINISTRASI':
          return 'penunjang';
        default:
          if (c.sumber === 'pendaftaran') return 'penunjang';
          if (c.sumber === 'transisi') return 'keperawatan';
          return 'prosedur_non_bedah';
      }
  }
}

/** The split of a set of charges, every category present (0 when none). */
export function bagiTarifRs(
  charges: readonly (ChargeTarifRs & { total: number })[],
): Record<KategoriTarifRs, number> {
  const hasil = Object.fromEntries(KATEGORI_TARIF_RS.map((k) => [k, 0])) as Record<KategoriTarifRs, number>;
  for (const c of charges) hasil[kategoriTarifRs(c)] += c.total;
  return hasil;
}
