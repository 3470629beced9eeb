/** Visit types derived from visit data (spec §4). */
export const JENIS_KUNJUNGAN = ['GAWAT_DARURAT', 'RAWAT_JALAN', 'RAWAT_INAP'] as const;

/** One of JENIS_KUNJUNGAN. */
export type JenisKunjungan = (typeof JENIS_KUNJUNGAN)[number];

/** Display label per visit type. */
export const LABEL_JENIS_KUNJUNGAN = {
  GAWAT_DARURAT: 'Gawat Darurat',
  RAWAT_JALAN: 'Rawat Jalan',
  RAWAT_INAP: 'Rawat Inap',
} as const satisfies Record<JenisKunjungan, string>;

/** The parts of a visit record that decide its type. */
export interface DataKunjungan {
  rawat_jalan?: { poli: { nama_poli: string } } | null;
  rawat_inap?: {
    ruangan: { nama_ruangan: string };
    kamar: { no_kamar: string | number };
    bed: { no_bed: string | number };
  } | null;
}

/** A visit's type, its label and a one-line description (clinic, or room/kamar/bed). */
export interface InfoKunjungan {
  jenis: JenisKunjungan;
  label: (typeof LABEL_JENIS_KUNJUNGAN)[JenisKunjungan];
  keterangan: string;
}

/** Clinic name that marks an outpatient visit as an emergency (spec §4). */
export const NAMA_POLI_IGD = 'IGD';

function info(jenis: JenisKunjungan, keterangan: string): InfoKunjungan {
  return { jenis, label: LABEL_JENIS_KUNJUNGAN[jenis], keterangan };
}

/** Derives the visit type (spec §4); inpatient wins over outpatient; null when the visit has neither. */
export function jenisKunjungan(v: DataKunjungan | null | undefined): InfoKunjungan | null {
  // A visit moved to inpatient (LOG_TRANSFER_RANAP, spec §4) may still carry its outpatient record.
  const inap = v?.rawat_inap;
  if (inap) {
    const ruangan = inap.ruangan.nama_ruangan.trim();
    const kamar = String(inap.kamar.no_kamar).trim();
    const bed = String(inap.bed.no_bed).trim();
    return info('RAWAT_INAP', `${ruangan} (Kamar ${kamar}, Bed ${bed})`);
  }
  const jalan = v?.rawat_jalan;
  if (jalan) {
    const poli = jalan.poli.nama_poli.trim();
    if (poli.toUpperCase() === NAMA_POLI_IGD) return info('GAWAT_DARURAT', NAMA_POLI_IGD);
    return info('RAWAT_JALAN', poli);
  }
  return null;
}

/** Where a stay lies, as a visit summary reads it (spec §4): 'Rawat Inap (Mawar, MWR-1, A)'. */
export function ringkasRawatInap(letak: { ruangan: string; no_kamar: string; no_bed: string }): string {
  return `${LABEL_JENIS_KUNJUNGAN.RAWAT_INAP} (${letak.ruangan.trim()}, ${letak.no_kamar.trim()}, ${letak.no_bed.trim()})`;
}
