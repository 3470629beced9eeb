// The fixed choices of a patient record. Codes are stored; labels are what screens and documents
// print. Religion, marital status and education follow the Dukcapil (KTP/KK) lists, so what the
// person reads off their ID card is one of the options.

/** The six religions recognised by the state, plus belief (Putusan MK 97/PUU-XIV/2016). */
export const AGAMA = ['ISLAM', 'KRISTEN', 'KATOLIK', 'HINDU', 'BUDDHA', 'KONGHUCU', 'KEPERCAYAAN'] as const;
export type Agama = (typeof AGAMA)[number];
export const LABEL_AGAMA: Record<Agama, string> = {
  ISLAM: 'Islam',
  KRISTEN: 'Kristen Protestan',
  KATOLIK: 'Katolik',
  HINDU: 'Hindu',
  BUDDHA: 'Buddha',
  KONGHUCU: 'Konghucu',
  KEPERCAYAAN: 'Kepercayaan terhadap Tuhan YME',
};

export const STATUS_PERKAWINAN = ['BELUM_KAWIN', 'KAWIN', 'CERAI_HIDUP', 'CERAI_MATI'] as const;
export type StatusPerkawinan = (typeof STATUS_PERKAWINAN)[number];
export const LABEL_STATUS_PERKAWINAN: Record<StatusPerkawinan, string> = {
  BELUM_KAWIN: 'Belum Kawin',
  KAWIN: 'Kawin',
  CERAI_HIDUP: 'Cerai Hidup',
  CERAI_MATI: 'Cerai Mati',
};

/** Last education completed, in the order and wording of the KK. */
export const PENDIDIKAN = [
  'TIDAK_SEKOLAH',
  'BELUM_TAMAT_SD',
  'SD',
  'SMP',
  'SMA',
  'D1_D2',
  'D3',
  'D4_S1',
  'S2',
  'S3',
] as const;
export type Pendidikan = (typeof PENDIDIKAN)[number];
export const LABEL_PENDIDIKAN: Record<Pendidikan, string> = {
  TIDAK_SEKOLAH: 'Tidak/Belum Sekolah',
  BELUM_TAMAT_SD: 'Belum Tamat SD/Sederajat',
  SD: 'Tamat SD/Sederajat',
  SMP: 'SLTP/Sederajat',
  SMA: 'SLTA/Sederajat',
  D1_D2: 'Diploma I/II',
  D3: 'Akademi/Diploma III/Sarjana Muda',
  D4_S1: 'Diploma IV/Strata I',
  S2: 'Strata II',
  S3: 'Strata III',
};

export const GOLONGAN_DARAH = ['A', 'B', 'AB', 'O'] as const;
export type GolonganDarah = (typeof GOLONGAN_DARAH)[number];

export const RHESUS = ['POSITIF', 'NEGATIF'] as const;
export type Rhesus = (typeof RHESUS)[number];
export const LABEL_RHESUS: Record<Rhesus, string> = { POSITIF: 'Rh+ (positif)', NEGATIF: 'Rh− (negatif)' };

/** Blood type as written on a label: 'A+', 'O−', 'AB' (rhesus unknown), '' when not known. */
export function formatGolonganDarah(golongan: string | null | undefined, rhesus: string | null | undefined) {
  if (!golongan) return '';
  return `${golongan}${rhesus === 'POSITIF' ? '+' : rhesus === 'NEGATIF' ? '−' : ''}`;
}

/** Who the emergency contact / person responsible is to the patient. */
export const HUBUNGAN_PENANGGUNG_JAWAB = [
  'SUAMI',
  'ISTRI',
  'AYAH',
  'IBU',
  'ANAK',
  'SAUDARA',
  'KERABAT',
  'WALI',
  'TEMAN',
  'LAINNYA',
] as const;
export type HubunganPenanggungJawab = (typeof HUBUNGAN_PENANGGUNG_JAWAB)[number];
export const LABEL_HUBUNGAN_PENANGGUNG_JAWAB: Record<HubunganPenanggungJawab, string> = {
  SUAMI: 'Suami',
  ISTRI: 'Istri',
  AYAH: 'Ayah',
  IBU: 'Ibu',
  ANAK: 'Anak',
  SAUDARA: 'Saudara Kandung',
  KERABAT: 'Kerabat Lain',
  WALI: 'Wali',
  TEMAN: 'Teman/Tetangga',
  LAINNYA: 'Lainnya',
};

/**
 * AKTIF and NONAKTIF as every record (spec §4); MENINGGAL keeps the record of a patient who died
 * readable while registration refuses new visits for them.
 */
export const STATUS_PASIEN = ['AKTIF', 'NONAKTIF', 'MENINGGAL'] as const;
export type StatusPasien = (typeof STATUS_PASIEN)[number];
export const LABEL_STATUS_PASIEN: Record<StatusPasien, string> = {
  AKTIF: 'Aktif',
  NONAKTIF: 'Nonaktif',
  MENINGGAL: 'Meninggal',
};

/**
 * Occupations offered as suggestions (the common entries of the KK list). The field stays free
 * text: the KK list has 89 entries and people describe work in their own words.
 */
export const SARAN_PEKERJAAN = [
  'Belum/Tidak Bekerja',
  'Mengurus Rumah Tangga',
  'Pelajar/Mahasiswa',
  'Pensiunan',
  'Pegawai Negeri Sipil (PNS)',
  'Tentara Nasional Indonesia (TNI)',
  'Kepolisian RI (POLRI)',
  'Karyawan Swasta',
  'Karyawan BUMN',
  'Karyawan BUMD',
  'Karyawan Honorer',
  'Wiraswasta',
  'Pedagang',
  'Petani/Pekebun',
  'Peternak',
  'Nelayan/Perikanan',
  'Buruh Harian Lepas',
  'Buruh Tani/Perkebunan',
  'Pembantu Rumah Tangga',
  'Tukang',
  'Sopir',
  'Guru',
  'Dosen',
  'Dokter',
  'Bidan',
  'Perawat',
  'Apoteker',
  'Perangkat Desa',
] as const;
