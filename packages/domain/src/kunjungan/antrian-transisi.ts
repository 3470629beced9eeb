import type { Permission } from '../akses/permissions.ts';
import type { JenisPoli } from '../master/poli.ts';
import { LABEL_STATUS_ANTRIAN, type StatusAntrian } from './antrian.ts';

/** One allowed move of a queue entry, who may make it and the button that offers it. */
export interface TransisiAntrian {
  dari: StatusAntrian;
  ke: StatusAntrian;
  /** The button label on the queue screen. */
  label: string;
  /** Any one of these permissions allows the move (besides reading that clinic's queue). */
  izin: readonly Permission[];
  /** Only at these kinds of clinic; absent = everywhere. */
  jenisPoli?: readonly JenisPoli[];
  /** Asks for confirmation first (the move ends the service). */
  konfirmasi?: boolean;
  /**
   * A doctor making this move takes the patient before the nurse has handed them over: at a
   * clinic whose `wajib_asesmen_perawat` is on, it needs the service's nursing assessment.
   */
  sebelumPerawat?: boolean;
}

const PERAWAT: Permission = 'asesmen.keperawatan:write';
const DOKTER: Permission = 'asesmen.medis:write';

/**
 * The queue's state machine (docs/antrian.md). Nurses and clinic staff move the patient in and
 * hand them to the doctor; only a doctor finishes a clinic visit. A doctor may also start a
 * waiting patient (a clinic without a nurse, issue 17), unless the clinic makes them wait for the
 * nursing assessment. DONE and BATAL are final.
 */
export const TRANSISI_ANTRIAN: readonly TransisiAntrian[] = [
  { dari: 'WAITING', ke: 'ON_PROCESS', label: 'Mulai Layani', izin: [PERAWAT, DOKTER], sebelumPerawat: true },
  { dari: 'ON_PROCESS', ke: 'WAITING_DOKTER', label: 'Selesai Asesmen Perawat', izin: [PERAWAT] },
  // Patient not there when called: back to the waiting list, keeping the number.
  { dari: 'ON_PROCESS', ke: 'WAITING', label: 'Kembalikan ke Antrian', izin: [PERAWAT] },
  // IGD and HD teams may close without a separate doctor's turn; a clinic visit needs the doctor.
  {
    dari: 'ON_PROCESS',
    ke: 'DONE',
    label: 'Selesai',
    izin: [PERAWAT, DOKTER],
    jenisPoli: ['IGD', 'HEMODIALISA'],
    konfirmasi: true,
  },
  // The doctor who started the patient at a clinic closes the visit without a nurse's hand-over.
  {
    dari: 'ON_PROCESS',
    ke: 'DONE',
    label: 'Selesai',
    izin: [DOKTER],
    jenisPoli: ['RAWAT_JALAN'],
    konfirmasi: true,
    sebelumPerawat: true,
  },
  { dari: 'WAITING_DOKTER', ke: 'DONE', label: 'Selesai', izin: [DOKTER], konfirmasi: true },
  // The doctor sends the patient back to the nurse (re-assessment, missing vital signs).
  { dari: 'WAITING_DOKTER', ke: 'ON_PROCESS', label: 'Kembali ke Perawat', izin: [PERAWAT, DOKTER] },
];

/** Statuses no move leaves. */
export const STATUS_ANTRIAN_FINAL: readonly StatusAntrian[] = ['DONE', 'BATAL'];

/** The permission that reads (and so may act on) the queue of each kind of clinic. */
export const IZIN_ANTRIAN_POLI: Record<JenisPoli, Permission> = {
  RAWAT_JALAN: 'poli.antrian:read',
  IGD: 'igd.antrian:read',
  HEMODIALISA: 'hd:read',
  RAWAT_INAP: 'ranap:read',
};

/** The allowed move from `dari` to `ke` at a clinic of that kind, if there is one. */
export function transisiAntrian(
  dari: StatusAntrian,
  ke: StatusAntrian,
  jenisPoli: JenisPoli = 'RAWAT_JALAN',
): TransisiAntrian | undefined {
  return TRANSISI_ANTRIAN.find(
    (t) => t.dari === dari && t.ke === ke && (!t.jenisPoli || t.jenisPoli.includes(jenisPoli)),
  );
}

/** Whether a queue entry may move from `dari` to `ke` (at a clinic of that kind; default Rawat Jalan). */
export function bolehPindah(dari: StatusAntrian, ke: StatusAntrian, jenisPoli: JenisPoli = 'RAWAT_JALAN') {
  return transisiAntrian(dari, ke, jenisPoli) !== undefined;
}

/** The moves offered from a status at a clinic of that kind. */
export function transisiDari(dari: StatusAntrian, jenisPoli: JenisPoli): TransisiAntrian[] {
  return TRANSISI_ANTRIAN.filter((t) => t.dari === dari && (!t.jenisPoli || t.jenisPoli.includes(jenisPoli)));
}

/** Whether someone holding `punya` may make the move `t`. */
export function bolehOleh(t: TransisiAntrian, punya: (p: Permission) => boolean): boolean {
  return t.izin.some(punya);
}

/** What decides whether a doctor must wait for the nurse on one queue entry. */
export interface KeadaanPerawat {
  /** The clinic's setting `poli.wajib_asesmen_perawat`. */
  wajibAsesmenPerawat: boolean;
  /** The service already has a nursing assessment. */
  adaAsesmenPerawat: boolean;
}

/**
 * Whether the move must wait for the nurse: a doctor-side move taken before the hand-over, by
 * someone who cannot act as the nurse, at a clinic that wants the nursing assessment first while
 * the service has none. Nurses (and the IGD team, who hold both sides) never wait.
 */
export function menungguPerawat(
  t: TransisiAntrian,
  punya: (p: Permission) => boolean,
  k: KeadaanPerawat,
): boolean {
  return Boolean(t.sebelumPerawat) && !punya(PERAWAT) && k.wajibAsesmenPerawat && !k.adaAsesmenPerawat;
}

/** 'Antrian A-012 berstatus Selesai; tidak dapat diubah ke Sedang Proses'. */
export function pesanTransisiDitolak(nomor: string, dari: StatusAntrian, ke: StatusAntrian): string {
  return `Antrian ${nomor} berstatus ${LABEL_STATUS_ANTRIAN[dari]}; tidak dapat diubah ke ${LABEL_STATUS_ANTRIAN[ke]}`;
}

const ANGKA = ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];

/** 'A-012' → 'A nol satu dua': letters one by one, digits one by one, as Indonesian queues call. */
export function ejaNomorAntrian(nomor: string): string {
  return [...nomor.toUpperCase()]
    .map((c) => (/\d/.test(c) ? ANGKA[Number(c)] : /[A-Z]/.test(c) ? c : ''))
    .filter(Boolean)
    .join(' ');
}

/** The sentence spoken when a number is called. */
export function teksPanggilan(nomor: string, poliNama: string): string {
  return `Nomor antrian ${ejaNomorAntrian(nomor)}, silakan menuju ${poliNama}`;
}
