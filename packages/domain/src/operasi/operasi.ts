import { z } from 'zod';
import { waktuOpsional, waktuSchema } from '../platform/kalender.ts';

// The operating theatre (docs/operasi.md): schedule, WHO checklist, anaesthesia, report, charges.

export const STATUS_OPERASI = ['DIJADWALKAN', 'PERSIAPAN', 'OPERASI', 'SELESAI', 'BATAL'] as const;
export type StatusOperasi = (typeof STATUS_OPERASI)[number];
export const LABEL_STATUS_OPERASI: Record<StatusOperasi, string> = {
  DIJADWALKAN: 'Dijadwalkan',
  PERSIAPAN: 'Persiapan',
  OPERASI: 'Sedang Operasi',
  SELESAI: 'Selesai',
  BATAL: 'Batal',
};
/** The states each state may move to; BATAL only before the incision. */
export const LANJUT_STATUS_OPERASI: Record<StatusOperasi, readonly StatusOperasi[]> = {
  DIJADWALKAN: ['PERSIAPAN', 'BATAL'],
  PERSIAPAN: ['OPERASI', 'BATAL'],
  OPERASI: ['SELESAI'],
  SELESAI: [],
  BATAL: [],
};

export const URGENSI_OPERASI = ['ELEKTIF', 'CITO'] as const;
export type UrgensiOperasi = (typeof URGENSI_OPERASI)[number];
export const LABEL_URGENSI_OPERASI: Record<UrgensiOperasi, string> = { ELEKTIF: 'Elektif', CITO: 'Cito' };

export const JENIS_ANESTESI = ['UMUM', 'SPINAL', 'EPIDURAL', 'LOKAL', 'BLOK_SARAF', 'SEDASI'] as const;
export type JenisAnestesi = (typeof JENIS_ANESTESI)[number];
export const LABEL_JENIS_ANESTESI: Record<JenisAnestesi, string> = {
  UMUM: 'Anestesi Umum',
  SPINAL: 'Spinal',
  EPIDURAL: 'Epidural',
  LOKAL: 'Lokal',
  BLOK_SARAF: 'Blok Saraf',
  SEDASI: 'Sedasi',
};

/** The longest operation a schedule may plan (minutes). */
export const MAKS_DURASI_OPERASI = 12 * 60;

// --- WHO Surgical Safety Checklist (2009), in the Indonesian of the Kemenkes adaptation ----------

export const BAGIAN_CHECKLIST = ['SIGN_IN', 'TIME_OUT', 'SIGN_OUT'] as const;
export type BagianChecklist = (typeof BAGIAN_CHECKLIST)[number];
export const LABEL_BAGIAN_CHECKLIST: Record<BagianChecklist, string> = {
  SIGN_IN: 'Sign In (sebelum induksi anestesi)',
  TIME_OUT: 'Time Out (sebelum insisi kulit)',
  SIGN_OUT: 'Sign Out (sebelum pasien keluar kamar operasi)',
};

export interface ItemChecklist {
  kunci: string;
  label: string;
  /** The answers allowed; a single 'YA' is a box to tick. */
  pilihan: readonly string[];
}
const cek = (kunci: string, label: string): ItemChecklist => ({ kunci, label, pilihan: ['YA'] });

/** The items of each part, as the WHO 2009 checklist lists them. */
export const ITEM_CHECKLIST: Record<BagianChecklist, readonly ItemChecklist[]> = {
  SIGN_IN: [
    cek(
      'identitas',
      'Pasien telah mengonfirmasi identitas, lokasi operasi, prosedur, dan persetujuan tindakan',
    ),
    { kunci: 'penandaan', label: 'Lokasi operasi telah ditandai', pilihan: ['YA', 'TIDAK_BERLAKU'] },
    cek('mesin_anestesi', 'Pemeriksaan mesin dan obat anestesi telah lengkap'),
    cek('oksimetri', 'Pulse oximeter terpasang pada pasien dan berfungsi'),
    { kunci: 'alergi', label: 'Apakah pasien memiliki alergi yang diketahui?', pilihan: ['TIDAK', 'YA'] },
    {
      kunci: 'jalan_napas',
      label: 'Kesulitan jalan napas atau risiko aspirasi?',
      pilihan: ['TIDAK', 'YA_ALAT_TERSEDIA'],
    },
    {
      kunci: 'risiko_perdarahan',
      label: 'Risiko kehilangan darah > 500 ml (7 ml/kg pada anak)?',
      pilihan: ['TIDAK', 'YA_AKSES_CAIRAN_SIAP'],
    },
  ],
  TIME_OUT: [
    cek('perkenalan', 'Seluruh anggota tim telah memperkenalkan diri dengan nama dan perannya'),
    cek('konfirmasi', 'Konfirmasi nama pasien, prosedur, dan lokasi insisi'),
    {
      kunci: 'antibiotik',
      label: 'Antibiotik profilaksis telah diberikan dalam 60 menit terakhir',
      pilihan: ['YA', 'TIDAK_BERLAKU'],
    },
    cek(
      'kritis_bedah',
      'Dokter bedah: langkah kritis, lama operasi, dan antisipasi kehilangan darah disampaikan',
    ),
    cek('kritis_anestesi', 'Dokter anestesi: kekhawatiran khusus pada pasien disampaikan'),
    cek(
      'sterilitas',
      'Tim perawat: sterilitas (termasuk hasil indikator) dan kesiapan alat telah dikonfirmasi',
    ),
    { kunci: 'pencitraan', label: 'Pencitraan penting telah ditampilkan', pilihan: ['YA', 'TIDAK_BERLAKU'] },
  ],
  SIGN_OUT: [
    cek('nama_prosedur', 'Perawat mengonfirmasi secara lisan nama prosedur yang dicatat'),
    {
      kunci: 'hitung_alat',
      label: 'Jumlah instrumen, kasa, dan jarum telah lengkap',
      pilihan: ['YA', 'TIDAK_BERLAKU'],
    },
    {
      kunci: 'spesimen',
      label: 'Spesimen telah diberi label (dibacakan termasuk nama pasien)',
      pilihan: ['YA', 'TIDAK_BERLAKU'],
    },
    {
      kunci: 'masalah_alat',
      label: 'Adakah masalah peralatan yang perlu ditangani?',
      pilihan: ['TIDAK', 'YA_DILAPORKAN'],
    },
    cek('pemulihan', 'Tim meninjau perhatian utama untuk pemulihan dan tatalaksana pasien'),
  ],
};

export const LABEL_JAWABAN_CHECKLIST: Record<string, string> = {
  YA: 'Ya',
  TIDAK: 'Tidak',
  TIDAK_BERLAKU: 'Tidak berlaku',
  YA_ALAT_TERSEDIA: 'Ya, alat dan bantuan tersedia',
  YA_AKSES_CAIRAN_SIAP: 'Ya, akses IV dua jalur dan cairan disiapkan',
  YA_DILAPORKAN: 'Ya, sudah dilaporkan',
};

// --- shared pieces ------------------------------------------------------------------------------

const teks = (label: string, maks: number) =>
  z
    .string({ message: `${label} harus berupa teks` })
    .trim()
    .max(maks, `${label} maksimal ${maks} karakter`);
const teksOpsional = (label: string, maks: number) =>
  teks(label, maks)
    .nullish()
    .transform((v) => v || null);
const mililiter = (label: string) =>
  z
    .number({ message: `${label} harus berupa angka` })
    .int(`${label} harus bilangan bulat`)
    .min(0, `${label} tidak boleh negatif`)
    .max(50_000, `${label} terlalu besar`)
    .nullish()
    .transform((v) => v ?? null);

/** An ICD code with its title, as picked from the catalogue. */
export const kodeNamaOperasiSchema = z.object({
  kode: teks('Kode', 20).min(1, 'Kode wajib diisi'),
  nama: teks('Nama', 300).min(1, 'Nama wajib diisi'),
});
export type KodeNamaOperasi = z.output<typeof kodeNamaOperasiSchema>;

const uid = (pesan: string) => z.uuid({ message: pesan });

// --- scheduling ---------------------------------------------------------------------------------

export const jadwalOperasiInputSchema = z.object({
  layanan_uid: uid('Layanan pasien wajib dipilih'),
  kamar_operasi_uid: uid('Kamar operasi wajib dipilih'),
  mulai: waktuSchema('Waktu mulai'),
  durasi_menit: z
    .number({ message: 'Durasi wajib diisi' })
    .int('Durasi harus menit bulat')
    .min(15, 'Durasi minimal 15 menit')
    .max(MAKS_DURASI_OPERASI, `Durasi maksimal ${MAKS_DURASI_OPERASI / 60} jam`),
  operator_uid: uid('Operator wajib dipilih'),
  asisten_uid: uid('Asisten tidak valid')
    .nullish()
    .transform((v) => v ?? null),
  anestesi_uid: uid('Dokter anestesi tidak valid')
    .nullish()
    .transform((v) => v ?? null),
  jenis_anestesi: z.enum(JENIS_ANESTESI, { message: 'Jenis anestesi wajib dipilih' }),
  tindakan_uid: uid('Tindakan operasi (tarif) wajib dipilih'),
  prosedur: kodeNamaOperasiSchema,
  diagnosis: kodeNamaOperasiSchema,
  urgensi: z.enum(URGENSI_OPERASI, { message: 'Urgensi wajib dipilih' }),
  catatan: teksOpsional('Catatan', 500),
});
export type JadwalOperasiInput = z.input<typeof jadwalOperasiInputSchema>;

export const ubahStatusOperasiSchema = z
  .object({
    status: z.enum(STATUS_OPERASI, { message: 'Status tidak dikenal' }),
    alasan: teksOpsional('Alasan', 500),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'BATAL' && (!v.alasan || v.alasan.length < 3))
      ctx.addIssue({
        code: 'custom',
        path: ['alasan'],
        message: 'Alasan pembatalan wajib diisi (minimal 3 karakter)',
      });
  });
export type UbahStatusOperasi = z.input<typeof ubahStatusOperasiSchema>;

// --- checklist, anaesthesia ---------------------------------------------------------------------

export const checklistInputSchema = z.object({
  jawaban: z.record(z.string().max(40), z.string().max(40), { message: 'Jawaban checklist wajib diisi' }),
  catatan: teksOpsional('Catatan', 500),
});
export type ChecklistInput = z.input<typeof checklistInputSchema>;

export const KELAS_ASA = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;
export const MALLAMPATI = ['I', 'II', 'III', 'IV'] as const;

export const praAnestesiSchema = z.object({
  asa: z.enum(KELAS_ASA, { message: 'Kelas ASA wajib dipilih' }),
  asa_darurat: z.boolean().default(false),
  mallampati: z.enum(MALLAMPATI, { message: 'Mallampati wajib dipilih' }),
  jalan_napas: teksOpsional('Penilaian jalan napas', 500),
  puasa_sejak: waktuOpsional('Puasa sejak'),
  riwayat: teksOpsional('Riwayat penyakit/anestesi', 1000),
  rencana: z.enum(JENIS_ANESTESI, { message: 'Rencana anestesi wajib dipilih' }),
  catatan: teksOpsional('Catatan', 1000),
});
export type PraAnestesi = z.output<typeof praAnestesiSchema>;

export const catatanAnestesiSchema = z.object({
  mulai: waktuSchema('Mulai anestesi'),
  selesai: waktuOpsional('Selesai anestesi'),
  obat: teks('Obat/agen anestesi', 1000).min(1, 'Obat/agen anestesi wajib diisi'),
  tanda_vital: teksOpsional('Ringkasan tanda vital', 1000),
  cairan_ml: mililiter('Cairan masuk'),
  perdarahan_ml: mililiter('Perdarahan'),
  urin_ml: mililiter('Urin'),
  catatan: teksOpsional('Catatan', 1000),
});
export type CatatanAnestesi = z.output<typeof catatanAnestesiSchema>;

// --- the operation report -----------------------------------------------------------------------

export const laporanOperasiInputSchema = z
  .object({
    diagnosis_pra: kodeNamaOperasiSchema,
    diagnosis_pasca: kodeNamaOperasiSchema,
    prosedur: kodeNamaOperasiSchema,
    mulai: waktuSchema('Jam mulai operasi'),
    selesai: waktuSchema('Jam selesai operasi'),
    temuan: teks('Temuan operasi', 4000).min(1, 'Temuan operasi wajib diisi'),
    uraian: teksOpsional('Uraian tindakan', 4000),
    komplikasi: teksOpsional('Komplikasi', 1000),
    perdarahan_ml: mililiter('Perdarahan'),
    spesimen_pa: z.boolean().default(false),
    spesimen: teksOpsional('Spesimen', 500),
    implan: teksOpsional('Implan', 500),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.selesai) <= Date.parse(v.mulai))
      ctx.addIssue({ code: 'custom', path: ['selesai'], message: 'Jam selesai harus setelah jam mulai' });
    if (v.spesimen_pa && !v.spesimen)
      ctx.addIssue({
        code: 'custom',
        path: ['spesimen'],
        message: 'Sebutkan spesimen yang dikirim ke patologi',
      });
  });
export type LaporanOperasiInput = z.input<typeof laporanOperasiInputSchema>;

// --- answers ------------------------------------------------------------------------------------

const orang = z.object({ uid: z.string(), nama: z.string() });

export const operasiRingkasSchema = z.object({
  uid: z.string(),
  kode_booking: z.string(),
  status: z.enum(STATUS_OPERASI),
  urgensi: z.enum(URGENSI_OPERASI),
  mulai: z.string(),
  selesai_rencana: z.string(),
  durasi_menit: z.number(),
  kamar: z.object({ uid: z.string(), nama: z.string() }),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  operator: orang,
  asisten: orang.nullable(),
  anestesi: orang.nullable(),
  jenis_anestesi: z.enum(JENIS_ANESTESI),
  tindakan: z.object({
    uid: z.string(),
    kode: z.string(),
    nama: z.string(),
    golongan: z.string().nullable(),
  }),
  prosedur: kodeNamaOperasiSchema,
  diagnosis: kodeNamaOperasiSchema,
  layanan_uid: z.string(),
  asal: z.string(),
});
export type OperasiRingkas = z.infer<typeof operasiRingkasSchema>;

export const checklistSchema = z.object({
  bagian: z.enum(BAGIAN_CHECKLIST),
  jawaban: z.record(z.string(), z.string()),
  catatan: z.string().nullable(),
  oleh: z.string(),
  pada: z.string(),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const laporanOperasiDetailSchema = z.object({
  uid: z.string(),
  status: z.enum(['DRAF', 'FINAL']),
  nomor: z.string().nullable(),
  isi: z.object({
    diagnosis_pra: kodeNamaOperasiSchema,
    diagnosis_pasca: kodeNamaOperasiSchema,
    prosedur: kodeNamaOperasiSchema,
    mulai: z.string(),
    selesai: z.string(),
    temuan: z.string(),
    uraian: z.string().nullable(),
    komplikasi: z.string().nullable(),
    perdarahan_ml: z.number().nullable(),
    spesimen_pa: z.boolean(),
    spesimen: z.string().nullable(),
    implan: z.string().nullable(),
  }),
  ditulis_oleh: z.string(),
  difinalkan_pada: z.string().nullable(),
});
export type LaporanOperasiDetail = z.infer<typeof laporanOperasiDetailSchema>;

// Answers carry what was stored, without the input's transforms (a response is never re-parsed).
const praAnestesiTersimpanSchema = z.object({
  asa: z.enum(KELAS_ASA),
  asa_darurat: z.boolean(),
  mallampati: z.enum(MALLAMPATI),
  jalan_napas: z.string().nullable(),
  puasa_sejak: z.string().nullable(),
  riwayat: z.string().nullable(),
  rencana: z.enum(JENIS_ANESTESI),
  catatan: z.string().nullable(),
});
const catatanAnestesiTersimpanSchema = z.object({
  mulai: z.string(),
  selesai: z.string().nullable(),
  obat: z.string(),
  tanda_vital: z.string().nullable(),
  cairan_ml: z.number().nullable(),
  perdarahan_ml: z.number().nullable(),
  urin_ml: z.number().nullable(),
  catatan: z.string().nullable(),
});

export const operasiDetailSchema = operasiRingkasSchema.extend({
  catatan: z.string().nullable(),
  alasan_batal: z.string().nullable(),
  dimulai_pada: z.string().nullable(),
  diselesaikan_pada: z.string().nullable(),
  riwayat: z.array(
    z.object({
      dari: z.enum(STATUS_OPERASI).nullable(),
      ke: z.enum(STATUS_OPERASI),
      alasan: z.string().nullable(),
      oleh: z.string(),
      pada: z.string(),
    }),
  ),
  checklist: z.array(checklistSchema),
  pra_anestesi: z.object({ isi: praAnestesiTersimpanSchema, oleh: z.string(), pada: z.string() }).nullable(),
  catatan_anestesi: z
    .object({ isi: catatanAnestesiTersimpanSchema, oleh: z.string(), pada: z.string() })
    .nullable(),
  laporan: laporanOperasiDetailSchema.nullable(),
  /** The charges written at SELESAI (what the bill shows). */
  tagihan: z.array(z.object({ nama: z.string(), pelaksana: z.string().nullable(), total: z.number() })),
});
export type OperasiDetail = z.infer<typeof operasiDetailSchema>;

export const referensiOperasiSchema = z.object({
  kamar: z.array(z.object({ uid: z.string(), kode: z.string(), nama: z.string() })),
  dokter: z.array(orang),
  tindakan: z.array(
    z.object({
      uid: z.string(),
      kode: z.string(),
      nama: z.string(),
      golongan: z.string().nullable(),
      kode_icd9: z.string().nullable(),
    }),
  ),
});
export type ReferensiOperasi = z.infer<typeof referensiOperasiSchema>;

export const layananOperasiSchema = z.object({
  layanan_uid: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  jenis: z.string(),
  unit: z.string(),
  tanggal: z.string(),
});
export type LayananOperasi = z.infer<typeof layananOperasiSchema>;
