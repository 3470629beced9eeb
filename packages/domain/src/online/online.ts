// Online patients, BPJS's queue service and the outbox that reports to it (docs/antrean-online.md,
// docs/outbox.md). Lists shared by the tables' CHECKs, the contracts and the screens.

/** Where a booking came from: BPJS's Mobile JKN (through the WS RS) or the hospital's own channel. */
export const SUMBER_BOOKING = ['MOBILE_JKN', 'RS'] as const;
export type SumberBooking = (typeof SUMBER_BOOKING)[number];
export const LABEL_SUMBER_BOOKING: Record<SumberBooking, string> = {
  MOBILE_JKN: 'Mobile JKN',
  RS: 'Rumah sakit',
};

/** A booking's life: booked, checked in (now a registration), cancelled, or not come. */
export const STATUS_BOOKING = ['DIPESAN', 'CHECKIN', 'BATAL', 'TIDAK_DATANG'] as const;
export type StatusBooking = (typeof STATUS_BOOKING)[number];
export const LABEL_STATUS_BOOKING: Record<StatusBooking, string> = {
  DIPESAN: 'Dipesan',
  CHECKIN: 'Sudah check-in',
  BATAL: 'Batal',
  TIDAK_DATANG: 'Tidak datang',
};

/** BPJS's jenispasien. */
export const JENIS_PASIEN_ANTREAN = ['JKN', 'NON JKN'] as const;
export type JenisPasienAntrean = (typeof JENIS_PASIEN_ANTREAN)[number];

/** BPJS's jeniskunjungan: 1 rujukan FKTP, 2 rujukan internal, 3 kontrol, 4 rujukan antar RS. */
export const JENIS_KUNJUNGAN_ANTREAN = [1, 2, 3, 4] as const;
export const LABEL_JENIS_KUNJUNGAN_ANTREAN: Record<number, string> = {
  1: 'Rujukan FKTP',
  2: 'Rujukan internal',
  3: 'Kontrol',
  4: 'Rujukan antar RS',
};

/** Partners the outbox delivers to (docs/outbox.md), each with its settings row. */
export const MITRA_OUTBOX = ['BPJS_ANTREAN', 'BPJS_VCLAIM', 'SATUSEHAT'] as const;
export type MitraOutbox = (typeof MITRA_OUTBOX)[number];
export const LABEL_MITRA_OUTBOX: Record<MitraOutbox, string> = {
  BPJS_ANTREAN: 'BPJS Antrean RS',
  BPJS_VCLAIM: 'BPJS VClaim',
  SATUSEHAT: 'SATUSEHAT',
};

/**
 * An outbox message: waiting (first try or a retry later), being sent (leased by a worker),
 * delivered, or failed (the partner refused it, or retries ran out) until someone resends it.
 */
export const STATUS_OUTBOX = ['MENUNGGU', 'MENGIRIM', 'TERKIRIM', 'GAGAL'] as const;
export type StatusOutbox = (typeof STATUS_OUTBOX)[number];
export const LABEL_STATUS_OUTBOX: Record<StatusOutbox, string> = {
  MENUNGGU: 'Menunggu',
  MENGIRIM: 'Sedang dikirim',
  TERKIRIM: 'Terkirim',
  GAGAL: 'Gagal',
};

/** Devices that work without a staff login (docs/perangkat.md). */
export const JENIS_PERANGKAT = ['ANJUNGAN', 'LAYAR_FARMASI', 'LAYAR_POLI'] as const;
export type JenisPerangkat = (typeof JENIS_PERANGKAT)[number];
export const LABEL_JENIS_PERANGKAT: Record<JenisPerangkat, string> = {
  ANJUNGAN: 'Anjungan pendaftaran mandiri',
  LAYAR_FARMASI: 'Layar antrean farmasi',
  LAYAR_POLI: 'Layar antrean poliklinik',
};

/**
 * A SEP (docs/vclaim.md): waiting for BPJS (sent through the outbox), issued (its number known),
 * refused by BPJS (its words kept; the desk corrects and sends again), or deleted.
 */
export const STATUS_SEP = ['MENUNGGU', 'TERBIT', 'DITOLAK', 'DIHAPUS'] as const;
export type StatusSep = (typeof STATUS_SEP)[number];
export const LABEL_STATUS_SEP: Record<StatusSep, string> = {
  MENUNGGU: 'Menunggu BPJS',
  TERBIT: 'Terbit',
  DITOLAK: 'Ditolak BPJS',
  DIHAPUS: 'Dihapus',
};

/** VClaim's jnsPelayanan: '1' an inpatient stay's SEP, '2' an outpatient visit's (clinic, IGD). */
export const JNS_PELAYANAN_SEP = ['1', '2'] as const;
export type JnsPelayananSep = (typeof JNS_PELAYANAN_SEP)[number];
export const LABEL_JNS_PELAYANAN_SEP: Record<JnsPelayananSep, string> = {
  '1': 'Rawat Inap',
  '2': 'Rawat Jalan',
};
