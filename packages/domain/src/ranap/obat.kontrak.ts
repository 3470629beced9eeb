import { z } from 'zod';
import { anyOf } from '../akses/permissions.ts';
import { KELAS_TARIF } from '../master/tarif.ts';
import { HANYA_DOKTER, TULIS_MEDIS } from '../pelayanan/akses-klinis.ts';
import { layananParamSchema } from '../pelayanan/layanan-klinis.ts';
import { itemEnvelope, listEnvelope } from '../platform/common.ts';
import { jamSchema, tanggalOpsional, tanggalSchema, waktuSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { STATUS_PEMBERIAN_OBAT } from './ranap.ts';

/**
 * Orders on a stay and the medication administration record (docs/ranap/obat.md). Lab and
 * radiology orders, prescriptions and procedures use the chart's own endpoints with the stay's
 * layanan; this file holds the medicine plan (rencana_obat) and the record of each dose.
 */
const tags = ['Rawat Inap – Obat'];

/** Recording a dose: the nurse's side or the doctor's (the ward's chart, ranap:read, is checked too). */
export const IZIN_PEMBERIAN_OBAT = anyOf(['asesmen.keperawatan:write', 'asesmen.medis:write']);

/** A dose is late when still not given more than this long after its time. */
export const BATAS_TERLAMBAT_MENIT = 60;
/** A dose may be given from this long before its time (the ward's ±1 hour window), not earlier. */
export const BATAS_AWAL_MENIT = 60;

/** Usual times of day by doses per day, Jakarta time (the ward's medicine rounds). */
const JAM_BAKU: Record<number, readonly string[]> = {
  1: ['06:00'],
  2: ['06:00', '18:00'],
  3: ['06:00', '14:00', '22:00'],
  4: ['06:00', '12:00', '18:00', '24:00'],
  5: ['06:00', '10:00', '14:00', '18:00', '22:00'],
  6: ['02:00', '06:00', '10:00', '14:00', '18:00', '22:00'],
};

/**
 * The times a prescription's signa proposes for the plan: '3x1', '3 x 1 sesudah makan', '2dd1'
 * → 3 or 2 doses a day at the ward's rounds ('3x1' → 06:00, 14:00, 22:00); 'tiap 8 jam' → every
 * 8 hours from 06:00. A signa it cannot read proposes once a day (06:00); the doctor adjusts.
 */
export function usulJamDariSigna(signa: string): string[] {
  const s = signa.toLowerCase();
  const tiap = /(?:tiap|setiap|per|q)\s*(\d{1,2})\s*(?:jam|h\b)/.exec(s);
  if (tiap) {
    const selang = Number(tiap[1]);
    if (selang >= 1 && selang <= 24 && 24 % selang === 0) {
      const jam: string[] = [];
      for (let h = 6; h < 30; h += selang) jam.push(`${String(h % 24).padStart(2, '0')}:00`);
      return jam.sort();
    }
  }
  const kali = /(\d{1,2})\s*(?:x|×|dd|kali)\s*(?:\d|sehari|½|1\/2)?/.exec(s);
  const n = kali ? Number(kali[1]) : 1;
  return [...(JAM_BAKU[n] ?? JAM_BAKU[1] ?? [])].map((j) => (j === '24:00' ? '00:00' : j)).sort();
}

const teks = (label: string, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

/** POST /ranap/perawatan/:layanan_uid/rencana-obat: a medicine, its dose and route, and its times. */
export const rencanaObatInputSchema = z
  .object({
    resep_detail_uid: z.uuid({ message: 'Baris resep tidak valid' }).nullish(),
    produk_uid: z.uuid({ message: 'Obat tidak valid' }).nullish(),
    nama_obat: z.string().trim().max(200, 'Nama obat maksimal 200 karakter').nullish(),
    dosis: teks('Dosis', 100),
    rute: teks('Rute pemberian', 50),
    jam: z
      .array(jamSchema, { message: 'Jam pemberian wajib diisi' })
      .min(1, 'Isi minimal satu jam pemberian')
      .max(12, 'Maksimal 12 jam pemberian sehari'),
    mulai: tanggalSchema,
    selesai: tanggalOpsional,
  })
  .superRefine((v, ctx) => {
    if (!v.produk_uid && !v.resep_detail_uid && !v.nama_obat)
      ctx.addIssue({ code: 'custom', path: ['nama_obat'], message: 'Pilih obat atau tulis nama obat' });
    if (new Set(v.jam).size !== v.jam.length)
      ctx.addIssue({ code: 'custom', path: ['jam'], message: 'Jam pemberian tidak boleh berulang' });
    if (v.selesai && v.selesai < v.mulai)
      ctx.addIssue({
        code: 'custom',
        path: ['selesai'],
        message: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
      });
  })
  .transform((v) => ({ ...v, jam: [...v.jam].sort() }));
export type RencanaObatInput = z.infer<typeof rencanaObatInputSchema>;

export const hentikanRencanaObatSchema = z.object({
  alasan: z
    .string({ message: 'Alasan penghentian wajib diisi' })
    .trim()
    .min(3, 'Alasan penghentian minimal 3 karakter')
    .max(300, 'Alasan penghentian maksimal 300 karakter'),
});

const ringkas = z.object({ uid: z.string(), nama: z.string() });

export const rencanaObatSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  resep_detail_uid: z.string().nullable(),
  produk_uid: z.string().nullable(),
  nama_obat: z.string(),
  dosis: z.string(),
  rute: z.string(),
  jam: z.array(z.string()),
  mulai: z.string(),
  selesai: z.string().nullable(),
  dokter: ringkas.nullable(),
  dihentikan_pada: z.string().nullable(),
  alasan_henti: z.string().nullable(),
  created_at: z.string(),
});
export type RencanaObat = z.infer<typeof rencanaObatSchema>;

/** A prescription line of the stay, with the times its signa proposes and the plan made of it. */
export const barisResepStaySchema = z.object({
  resep_detail_uid: z.string(),
  resep_uid: z.string(),
  nomor_resep: z.string(),
  status_resep: z.string(),
  tanggal: z.string(),
  produk_uid: z.string().nullable(),
  nama_obat: z.string(),
  jumlah: z.number().int(),
  satuan: z.string(),
  aturan_pakai: z.string(),
  usulan_jam: z.array(z.string()),
  rencana_obat_uid: z.string().nullable(),
});
export type BarisResepStay = z.infer<typeof barisResepStaySchema>;

/** The state of a scheduled dose on the record; BELUM is not a row, only the absence of one. */
export const STATUS_DOSIS = ['BELUM', ...STATUS_PEMBERIAN_OBAT] as const;
export type StatusDosis = (typeof STATUS_DOSIS)[number];

export const catatanPemberianSchema = z.object({
  uid: z.string(),
  status: z.enum(STATUS_PEMBERIAN_OBAT),
  alasan: z.string().nullable(),
  diberikan_pada: z.string().nullable(),
  petugas: z.string(),
  dicatat_pada: z.string(),
});

export const dosisMarSchema = z.object({
  /** 'HH:MM' Jakarta and the moment it stands for. */
  jam: z.string(),
  jadwal_pada: z.string(),
  status: z.enum(STATUS_DOSIS),
  /** Not given (BELUM or DITUNDA) more than an hour after its time. */
  terlambat: z.boolean(),
  /** The live record (the last one), and every one kept (a delay, then the dose given). */
  catatan: catatanPemberianSchema.nullable(),
  riwayat: z.array(catatanPemberianSchema),
});
export type DosisMar = z.infer<typeof dosisMarSchema>;

export const marSchema = z.object({
  tanggal: z.string(),
  baris: z.array(z.object({ rencana: rencanaObatSchema, dosis: z.array(dosisMarSchema) })),
});
export type Mar = z.infer<typeof marSchema>;

export const marQuerySchema = z.object({ tanggal: tanggalSchema.optional() });

export const pemberianObatInputSchema = z
  .object({
    rencana_obat_uid: z.uuid({ message: 'Rencana obat tidak valid' }),
    jadwal_pada: waktuSchema('Jadwal pemberian'),
    status: z.enum(STATUS_PEMBERIAN_OBAT, { message: 'Status pemberian tidak valid' }),
    alasan: z.string().trim().max(300, 'Alasan maksimal 300 karakter').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'DIBERIKAN' && !v.alasan)
      ctx.addIssue({
        code: 'custom',
        path: ['alasan'],
        message:
          v.status === 'DITUNDA' ? 'Alasan penundaan wajib diisi' : 'Alasan obat tidak diberikan wajib diisi',
      });
  });
export type PemberianObatInput = z.infer<typeof pemberianObatInputSchema>;

/** A charge of an order, a prescription or a procedure of the stay, at the class it was priced at. */
export const biayaOrderSchema = z.object({
  uid: z.string(),
  jenis: z.string(),
  nama: z.string(),
  jumlah: z.number().int(),
  harga_satuan: z.number().int(),
  total: z.number().int(),
  kelas: z.enum(KELAS_TARIF),
  /** Reversed (the order or procedure cancelled, the medicine returned). */
  dibatalkan: z.boolean(),
  created_at: z.string(),
});
export type BiayaOrder = z.infer<typeof biayaOrderSchema>;

const rencanaParamSchema = layananParamSchema.extend({ uid: z.uuid({ message: 'uid harus uid' }) });

export const obatRanapApi = {
  daftarRencana: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/rencana-obat',
    permission: 'ranap:read',
    tags,
    summary: 'Rencana pemberian obat perawatan ini (yang dihentikan juga), terbaru dahulu',
    params: layananParamSchema,
    responses: { 200: listEnvelope(rencanaObatSchema) },
    galat: [404],
  }),
  tambahRencana: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/rencana-obat',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary: 'Membuat rencana pemberian obat harian (dosis, rute, jam pemberian)',
    params: layananParamSchema,
    body: rencanaObatInputSchema,
    responses: { 201: itemEnvelope(rencanaObatSchema) },
    galat: [400, 403, 404, 409],
  }),
  hentikanRencana: kontrak({
    method: 'PUT',
    path: '/ranap/perawatan/:layanan_uid/rencana-obat/:uid/hentikan',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary: 'Menghentikan rencana pemberian obat dengan alasan',
    params: rencanaParamSchema,
    body: hentikanRencanaObatSchema,
    responses: { 200: itemEnvelope(rencanaObatSchema) },
    galat: [400, 403, 404, 409],
  }),
  barisResep: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/resep-baris',
    permission: 'ranap:read',
    tags,
    summary: 'Baris resep perawatan ini dengan usulan jam pemberian dari aturan pakai',
    params: layananParamSchema,
    responses: { 200: listEnvelope(barisResepStaySchema) },
    galat: [404],
  }),
  biayaOrder: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/biaya-order',
    permission: 'ranap:read',
    tags,
    summary: 'Biaya order penunjang, obat dan tindakan perawatan ini beserta kelas tarifnya, terbaru dahulu',
    params: layananParamSchema,
    responses: { 200: listEnvelope(biayaOrderSchema) },
    galat: [404],
  }),
  mar: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/mar',
    permission: 'ranap:read',
    tags,
    summary: 'Catatan pemberian obat (MAR) satu hari: tiap jadwal dosis per rencana dengan statusnya',
    params: layananParamSchema,
    query: marQuerySchema,
    responses: { 200: itemEnvelope(marSchema) },
    galat: [400, 404],
  }),
  beri: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/pemberian-obat',
    permission: IZIN_PEMBERIAN_OBAT,
    pesanTolak: 'Hanya perawat atau dokter yang dapat mencatat pemberian obat',
    tags,
    summary: 'Mencatat satu dosis terjadwal: diberikan, ditunda atau tidak diberikan (dengan alasan)',
    params: layananParamSchema,
    body: pemberianObatInputSchema,
    responses: { 201: itemEnvelope(dosisMarSchema) },
    galat: [400, 403, 404, 409],
  }),
};
