// Inpatient hemodialysis (docs/ranap/hd.md): the states and shifts of a session on a stay. Pure: no I/O.

/**
 * A session ordered for a stay on a date: DIJADWALKAN (ordered), BERLANGSUNG (on the machine),
 * SELESAI (finished and charged) or BATAL (cancelled before it started, with a reason).
 */
export const STATUS_SESI_HD = ['DIJADWALKAN', 'BERLANGSUNG', 'SELESAI', 'BATAL'] as const;
export type StatusSesiHd = (typeof STATUS_SESI_HD)[number];
export const LABEL_STATUS_SESI_HD: Record<StatusSesiHd, string> = {
  DIJADWALKAN: 'Dijadwalkan',
  BERLANGSUNG: 'Berlangsung',
  SELESAI: 'Selesai',
  BATAL: 'Batal',
};

/** The HD unit's machine shifts: a 4–5 hour run each, three a day as most Indonesian units work. */
export const SHIFT_HD = ['PAGI', 'SIANG', 'SORE'] as const;
export type ShiftHd = (typeof SHIFT_HD)[number];
export const LABEL_SHIFT_HD: Record<ShiftHd, string> = {
  PAGI: 'Shift 1 (Pagi)',
  SIANG: 'Shift 2 (Siang)',
  SORE: 'Shift 3 (Sore)',
};

/**
 * The tariff items a finished session is charged with: the same procedures the outpatient HD room
 * charges from its Tindakan tab (master tindakan), the cito one for an urgent order.
 */
export const KODE_TINDAKAN_HD = { BIASA: 'MED-HD', CITO: 'MED-HD-CITO' } as const;

/** The assessment kinds written in a session: the HD nurse's record and the HD doctor's. */
export const JENIS_ASESMEN_SESI_HD = ['KEPERAWATAN_HD', 'MEDIS_HD'] as const;
export type JenisAsesmenSesiHd = (typeof JENIS_ASESMEN_SESI_HD)[number];
