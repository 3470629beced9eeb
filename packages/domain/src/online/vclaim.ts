// BPJS VClaim's code lists as BPJS defines them (docs/vclaim.md), shared by the contracts
// (vclaim.kontrak.ts) and the screens.

/** '1' a primary-care (FKTP) referral, '2' a hospital's. */
export const ASAL_RUJUKAN = ['1', '2'] as const;
export type AsalRujukan = (typeof ASAL_RUJUKAN)[number];
export const LABEL_ASAL_RUJUKAN: Record<AsalRujukan, string> = {
  '1': 'Faskes tingkat 1 (FKTP)',
  '2': 'Faskes tingkat 2 (rumah sakit)',
};

/** A referral is valid this many days from its tglKunjungan (BPJS's rule). */
export const MASA_BERLAKU_RUJUKAN_HARI = 90;

/** BPJS's tujuanKunj: 0 normal, 1 procedure, 2 consultation with a doctor. */
export const TUJUAN_KUNJ = ['0', '1', '2'] as const;
export const LABEL_TUJUAN_KUNJ: Record<(typeof TUJUAN_KUNJ)[number], string> = {
  '0': 'Normal',
  '1': 'Prosedur',
  '2': 'Konsul dokter',
};
/** flagProcedure (when tujuanKunj 1): 0 not continued, 1 procedure and continued therapy. */
export const FLAG_PROCEDURE = ['0', '1'] as const;
export const LABEL_FLAG_PROCEDURE: Record<(typeof FLAG_PROCEDURE)[number], string> = {
  '0': 'Prosedur tidak berkelanjutan',
  '1': 'Prosedur dan terapi berkelanjutan',
};
/** kdPenunjang (when tujuanKunj 1). */
export const KD_PENUNJANG = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export const LABEL_KD_PENUNJANG: Record<(typeof KD_PENUNJANG)[number], string> = {
  '1': 'Radioterapi',
  '2': 'Kemoterapi',
  '3': 'Rehabilitasi medik',
  '4': 'Rehabilitasi psikososial',
  '5': 'Transfusi darah',
  '6': 'Pelayanan gigi',
  '7': 'Laboratorium',
  '8': 'USG',
  '9': 'Farmasi',
  '10': 'Lain-lain',
  '11': 'MRI',
  '12': 'Hemodialisa',
};
/** assesmentPel (tujuanKunj 2, or 0 on a visit after the referral's first). */
export const ASSESMENT_PEL = ['1', '2', '3', '4', '5'] as const;
export const LABEL_ASSESMENT_PEL: Record<(typeof ASSESMENT_PEL)[number], string> = {
  '1': 'Poli spesialis tidak tersedia pada hari sebelumnya',
  '2': 'Jam poli telah berakhir pada hari sebelumnya',
  '3': 'Dokter spesialis yang dimaksud tidak praktek pada hari sebelumnya',
  '4': 'Atas instruksi RS',
  '5': 'Tujuan kontrol',
};
export const KELAS_RAWAT = ['1', '2', '3'] as const;

/** klsRawatNaik of an inpatient SEP, as BPJS numbers the class the patient chose above the entitlement. */
export const KELAS_NAIK_BPJS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export const LABEL_KELAS_NAIK_BPJS: Record<(typeof KELAS_NAIK_BPJS)[number], string> = {
  '1': 'VVIP',
  '2': 'VIP',
  '3': 'Kelas 1',
  '4': 'Kelas 2',
  '5': 'Kelas 3',
  '6': 'ICCU',
  '7': 'ICU',
  '8': 'Di atas Kelas 1',
};
