/** The delivery room (docs/bersalin.md): obstetric arithmetic and the WHO partograph's lines. */

export const STATUS_PERSALINAN = ['INPARTU', 'SELESAI'] as const;
export type StatusPersalinan = (typeof STATUS_PERSALINAN)[number];
export const LABEL_STATUS_PERSALINAN: Record<StatusPersalinan, string> = {
  INPARTU: 'Inpartu',
  SELESAI: 'Sudah bersalin',
};

export const CARA_PERSALINAN = ['SPONTAN', 'VAKUM', 'FORSEP', 'SEKSIO_SESAREA'] as const;
export type CaraPersalinan = (typeof CARA_PERSALINAN)[number];
export const LABEL_CARA_PERSALINAN: Record<CaraPersalinan, string> = {
  SPONTAN: 'Spontan',
  VAKUM: 'Ekstraksi vakum',
  FORSEP: 'Ekstraksi forsep',
  SEKSIO_SESAREA: 'Seksio sesarea',
};

/** Who led the birth: a doctor or a midwife (bidan work under the PERAWAT role here). */
export const PENOLONG_PERSALINAN = ['DOKTER', 'BIDAN'] as const;
export type PenolongPersalinan = (typeof PENOLONG_PERSALINAN)[number];

/** The amniotic fluid as the Indonesian partograph writes it: U, J, M, D, K. */
export const AIR_KETUBAN = ['U', 'J', 'M', 'D', 'K'] as const;
export type AirKetuban = (typeof AIR_KETUBAN)[number];
export const LABEL_AIR_KETUBAN: Record<AirKetuban, string> = {
  U: 'U – ketuban utuh',
  J: 'J – jernih',
  M: 'M – bercampur mekonium',
  D: 'D – bercampur darah',
  K: 'K – kering',
};

/** Moulding of the fetal skull (penyusupan): 0 separate … 3 overlapping, not separable. */
export const PENYUSUPAN = ['0', '1', '2', '3'] as const;
export type Penyusupan = (typeof PENYUSUPAN)[number];

/** Contraction length per the partograph's three shadings. */
export const LAMA_KONTRAKSI = ['KURANG_20', 'ANTARA_20_40', 'LEBIH_40'] as const;
export type LamaKontraksi = (typeof LAMA_KONTRAKSI)[number];
export const LABEL_LAMA_KONTRAKSI: Record<LamaKontraksi, string> = {
  KURANG_20: '< 20 detik',
  ANTARA_20_40: '20–40 detik',
  LEBIH_40: '> 40 detik',
};

export const JENIS_KELAMIN_BAYI = ['L', 'P'] as const;

/** The active phase starts at 4 cm (WHO partograph, the version used by Indonesian midwives). */
export const FASE_AKTIF_CM = 4;
/** The action line lies this many hours to the right of the alert line. */
export const JARAK_GARIS_TINDAKAN_JAM = 4;

const HARI_MS = 86_400_000;

function keUtc(tanggal: string): number {
  const [y, m, d] = tanggal.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
}

function dariUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Naegele's rule: the first day of the last period (HPHT) plus one year, minus three months, plus
 * seven days ('YYYY-MM-DD' in, out). A day past a month's end rolls into the next month (24 May
 * gives 31 Feb → 3 March), as the rule is taught.
 */
export function taksiranPersalinan(hpht: string): string {
  const [y, m, d] = hpht.split('-').map(Number);
  return dariUtc(Date.UTC((y ?? 0) + 1, (m ?? 1) - 1 - 3, (d ?? 1) + 7));
}

export interface UsiaKehamilan {
  minggu: number;
  hari: number;
  /** Days since the HPHT. */
  total_hari: number;
}

/** Gestational age on `pada` ('YYYY-MM-DD') counted from the HPHT: completed weeks and days. */
export function usiaKehamilan(hpht: string, pada: string): UsiaKehamilan {
  const total = Math.round((keUtc(pada) - keUtc(hpht)) / HARI_MS);
  return { minggu: Math.floor(total / 7), hari: total % 7, total_hari: total };
}

/** '38 minggu 3 hari' (or '38 minggu'). */
export function teksUsiaKehamilan(u: Pick<UsiaKehamilan, 'minggu' | 'hari'>): string {
  return u.hari ? `${u.minggu} minggu ${u.hari} hari` : `${u.minggu} minggu`;
}

/** Term by gestational age: < 37 weeks preterm, 37–41+6 term, ≥ 42 post-term. */
export function kategoriUsiaKehamilan(minggu: number): 'PRETERM' | 'ATERM' | 'POSTTERM' {
  if (minggu < 37) return 'PRETERM';
  return minggu >= 42 ? 'POSTTERM' : 'ATERM';
}

/** A point on the partograph's dilation chart. */
export interface TitikPembukaan {
  /** ISO moment of the examination. */
  waktu: string;
  pembukaan_cm: number;
}

export interface GarisPartograf {
  /** The alert line: from the first examination with ≥ 4 cm, rising 1 cm per hour to 10 cm. */
  waspada: { dari: TitikPembukaan; sampai: TitikPembukaan };
  /** The action line: the alert line shifted four hours to the right. */
  tindakan: { dari: TitikPembukaan; sampai: TitikPembukaan };
}

const JAM_MS = 3_600_000;
const geser = (waktu: string, jam: number) =>
  new Date(new Date(waktu).getTime() + jam * JAM_MS).toISOString();

/** The alert and action lines, or null before the active phase (no dilation of 4 cm yet). */
export function garisPartograf(titik: readonly TitikPembukaan[]): GarisPartograf | null {
  const urut = [...titik].sort((a, b) => new Date(a.waktu).getTime() - new Date(b.waktu).getTime());
  const awal = urut.find((t) => t.pembukaan_cm >= FASE_AKTIF_CM);
  if (!awal) return null;
  const sisa = 10 - awal.pembukaan_cm;
  const waspada = {
    dari: { waktu: new Date(awal.waktu).toISOString(), pembukaan_cm: awal.pembukaan_cm },
    sampai: { waktu: geser(awal.waktu, sisa), pembukaan_cm: 10 },
  };
  const tindakan = {
    dari: { waktu: geser(awal.waktu, JARAK_GARIS_TINDAKAN_JAM), pembukaan_cm: awal.pembukaan_cm },
    sampai: { waktu: geser(awal.waktu, sisa + JARAK_GARIS_TINDAKAN_JAM), pembukaan_cm: 10 },
  };
  return { waspada, tindakan };
}

/** The dilation a line expects at `waktu` (null before the line starts). */
function pembukaanGaris(garis: { dari: TitikPembukaan }, waktu: string): number | null {
  const jam = (new Date(waktu).getTime() - new Date(garis.dari.waktu).getTime()) / JAM_MS;
  if (jam < 0) return null;
  return Math.min(10, garis.dari.pembukaan_cm + jam);
}

export type PosisiPartograf = 'BELUM_FASE_AKTIF' | 'NORMAL' | 'LEWAT_WASPADA' | 'LEWAT_TINDAKAN';

/**
 * Where the last examination lies: right of the alert line (slower than 1 cm/hour: refer or
 * watch closely) or of the action line (act now), judged by the dilation each line expects then.
 */
export function posisiPartograf(titik: readonly TitikPembukaan[]): PosisiPartograf {
  const garis = garisPartograf(titik);
  if (!garis) return 'BELUM_FASE_AKTIF';
  const akhir = [...titik].sort((a, b) => new Date(b.waktu).getTime() - new Date(a.waktu).getTime())[0];
  if (!akhir || akhir.pembukaan_cm >= 10) return 'NORMAL';
  const tindakan = pembukaanGaris(garis.tindakan, akhir.waktu);
  if (tindakan !== null && akhir.pembukaan_cm < tindakan) return 'LEWAT_TINDAKAN';
  const waspada = pembukaanGaris(garis.waspada, akhir.waktu);
  if (waspada !== null && akhir.pembukaan_cm < waspada) return 'LEWAT_WASPADA';
  return 'NORMAL';
}

export const LABEL_POSISI_PARTOGRAF: Record<PosisiPartograf, string> = {
  BELUM_FASE_AKTIF: 'Fase laten (pembukaan < 4 cm)',
  NORMAL: 'Sesuai kemajuan (di kiri garis waspada)',
  LEWAT_WASPADA: 'Melewati garis waspada',
  LEWAT_TINDAKAN: 'Melewati garis bertindak',
};

/** The APGAR components, each 0–2. */
export const KOMPONEN_APGAR = [
  { kunci: 'appearance', label: 'Warna kulit' },
  { kunci: 'pulse', label: 'Denyut jantung' },
  { kunci: 'grimace', label: 'Refleks' },
  { kunci: 'activity', label: 'Tonus otot' },
  { kunci: 'respiration', label: 'Pernapasan' },
] as const;

const ROMAWI = ['I', 'II', 'III', 'IV', 'V', 'VI'];

/**
 * The newborn's record name, 'By. Ny. Siti Aminah', twins 'By. Ny. Siti Aminah I' and '… II'
 * (the name stays until the family names the child through the patient master).
 */
export function namaBayi(namaIbu: string, urutan: number, jumlah: number): string {
  const dasar = `By. Ny. ${namaIbu.replace(/^(Ny\.|Nn\.|Nona|Nyonya)\s+/i, '').trim()}`;
  return jumlah > 1 ? `${dasar} ${ROMAWI[urutan - 1] ?? urutan}` : dasar;
}
