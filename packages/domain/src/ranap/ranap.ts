/**
 * Inpatient care (docs/ranap.md): wards (ruangan) of a class or a special care unit, rooms
 * (kamar), beds, the stay (perawatan_inap) and its bed segments (rawat_inap).
 */

/** A ward of a class (BANGSAL) or a special care unit with its own day tariff. */
export const JENIS_RUANGAN = ['BANGSAL', 'ICU', 'HCU', 'NICU', 'PICU', 'ISOLASI'] as const;
export type JenisRuangan = (typeof JENIS_RUANGAN)[number];
export const LABEL_JENIS_RUANGAN: Record<JenisRuangan, string> = {
  BANGSAL: 'Bangsal (per kelas)',
  ICU: 'ICU',
  HCU: 'HCU',
  NICU: 'NICU',
  PICU: 'PICU',
  ISOLASI: 'Isolasi',
};

export const STATUS_BED = ['KOSONG', 'TERISI', 'DIPESAN', 'DIBERSIHKAN', 'RUSAK'] as const;
export type StatusBed = (typeof STATUS_BED)[number];
export const LABEL_STATUS_BED: Record<StatusBed, string> = {
  KOSONG: 'Kosong',
  TERISI: 'Terisi',
  DIPESAN: 'Dipesan',
  DIBERSIHKAN: 'Dibersihkan',
  RUSAK: 'Rusak',
};

/** Where an admission comes from: a RANAP follow-up of a clinic or the IGD, or planned. */
export const ASAL_RANAP = ['IGD', 'POLI', 'ELEKTIF'] as const;
export type AsalRanap = (typeof ASAL_RANAP)[number];
export const LABEL_ASAL_RANAP: Record<AsalRanap, string> = {
  IGD: 'IGD',
  POLI: 'Poliklinik',
  ELEKTIF: 'Elektif (terencana)',
};

/**
 * A BPJS patient's bed against the entitled class: as entitled, above it at the patient's wish
 * (naik kelas: the patient pays the difference) or elsewhere because the entitled class is full
 * (titipan: billed at the entitled class, nothing extra).
 */
export const JENIS_PENEMPATAN = ['SESUAI_HAK', 'NAIK_KELAS', 'TITIPAN'] as const;
export type JenisPenempatan = (typeof JENIS_PENEMPATAN)[number];
export const LABEL_JENIS_PENEMPATAN: Record<JenisPenempatan, string> = {
  SESUAI_HAK: 'Sesuai hak kelas',
  NAIK_KELAS: 'Naik kelas (atas permintaan pasien)',
  TITIPAN: 'Titipan (kelas hak penuh)',
};

export const STATUS_PERAWATAN_INAP = ['DIRAWAT', 'PULANG'] as const;
export type StatusPerawatanInap = (typeof STATUS_PERAWATAN_INAP)[number];

/** How a stay ends (the doctor's discharge order). */
export const CARA_PULANG = ['ATAS_PERSETUJUAN', 'APS', 'DIRUJUK', 'MENINGGAL'] as const;
export type CaraPulang = (typeof CARA_PULANG)[number];
export const LABEL_CARA_PULANG: Record<CaraPulang, string> = {
  ATAS_PERSETUJUAN: 'Pulang atas persetujuan dokter',
  APS: 'Pulang atas permintaan sendiri',
  DIRUJUK: 'Dirujuk',
  MENINGGAL: 'Meninggal',
};

/** Who writes a CPPT note: the profession is the writer's role's, never typed. */
export const PROFESI_CPPT = ['DOKTER', 'PERAWAT', 'AHLI_GIZI', 'APOTEKER', 'TERAPIS'] as const;
export type ProfesiCppt = (typeof PROFESI_CPPT)[number];
export const LABEL_PROFESI_CPPT: Record<ProfesiCppt, string> = {
  DOKTER: 'Dokter',
  PERAWAT: 'Perawat',
  AHLI_GIZI: 'Ahli Gizi',
  APOTEKER: 'Apoteker',
  TERAPIS: 'Terapis',
};

/** The ward's three shifts (Jakarta time): 07–14, 14–21, 21–07. */
export const SHIFT_RANAP = ['PAGI', 'SIANG', 'MALAM'] as const;
export type ShiftRanap = (typeof SHIFT_RANAP)[number];
export const LABEL_SHIFT_RANAP: Record<ShiftRanap, string> = {
  PAGI: 'Pagi (07.00–14.00)',
  SIANG: 'Siang (14.00–21.00)',
  MALAM: 'Malam (21.00–07.00)',
};

/** AVPU plus new confusion (NEWS2 "ACVPU"). */
export const KESADARAN_NEWS = ['ALERT', 'CONFUSION', 'VOICE', 'PAIN', 'UNRESPONSIVE'] as const;
export type KesadaranNews = (typeof KESADARAN_NEWS)[number];
export const LABEL_KESADARAN_NEWS: Record<KesadaranNews, string> = {
  ALERT: 'Sadar penuh (Alert)',
  CONFUSION: 'Bingung baru (Confusion)',
  VOICE: 'Respons suara (Voice)',
  PAIN: 'Respons nyeri (Pain)',
  UNRESPONSIVE: 'Tidak respons (Unresponsive)',
};

/** A scheduled dose on the medication administration record. */
export const STATUS_PEMBERIAN_OBAT = ['DIBERIKAN', 'DITUNDA', 'TIDAK_DIBERIKAN'] as const;
export type StatusPemberianObat = (typeof STATUS_PEMBERIAN_OBAT)[number];
export const LABEL_STATUS_PEMBERIAN_OBAT: Record<StatusPemberianObat, string> = {
  DIBERIKAN: 'Diberikan',
  DITUNDA: 'Ditunda',
  TIDAK_DIBERIKAN: 'Tidak diberikan',
};

export const BENTUK_DIET = ['BIASA', 'LUNAK', 'SARING', 'CAIR', 'SONDE'] as const;
export type BentukDiet = (typeof BENTUK_DIET)[number];
export const LABEL_BENTUK_DIET: Record<BentukDiet, string> = {
  BIASA: 'Makanan biasa',
  LUNAK: 'Makanan lunak',
  SARING: 'Makanan saring',
  CAIR: 'Makanan cair',
  SONDE: 'Sonde (NGT)',
};

export const WAKTU_MAKAN = ['PAGI', 'SELINGAN_PAGI', 'SIANG', 'SELINGAN_SORE', 'MALAM'] as const;
export type WaktuMakan = (typeof WAKTU_MAKAN)[number];
export const LABEL_WAKTU_MAKAN: Record<WaktuMakan, string> = {
  PAGI: 'Makan pagi',
  SELINGAN_PAGI: 'Selingan pagi',
  SIANG: 'Makan siang',
  SELINGAN_SORE: 'Selingan sore',
  MALAM: 'Makan malam',
};

export const STATUS_DIET = ['DIMINTA', 'AKTIF', 'DIHENTIKAN'] as const;
export type StatusDiet = (typeof STATUS_DIET)[number];

/** What a day of a stay is charged for (ranap_tagihan_hari.item). */
export const ITEM_TAGIHAN_HARI = ['KAMAR', 'KEPERAWATAN', 'VISITE', 'SELISIH_KELAS'] as const;
export type ItemTagihanHari = (typeof ITEM_TAGIHAN_HARI)[number];

/** A daily care item with its own tariff grid (payer × class): a room-day or nursing care per day. */
export const JENIS_ITEM_HARIAN = ['KAMAR', 'KEPERAWATAN'] as const;
export type JenisItemHarian = (typeof JENIS_ITEM_HARIAN)[number];
