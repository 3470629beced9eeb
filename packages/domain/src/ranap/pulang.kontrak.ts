/** Contracts of the inpatient area 'pulang': the discharge order (docs/ranap/pulang.md). */
import { z } from 'zod';
import { HANYA_DOKTER, TULIS_MEDIS } from '../pelayanan/akses-klinis.ts';
import { layananParamSchema } from '../pelayanan/layanan-klinis.ts';
import { KONDISI_PULANG } from '../pelayanan/tindak-lanjut.ts';
import { waktuOpsional } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { CARA_PULANG, STATUS_PERAWATAN_INAP } from './ranap.ts';

const tags = ['Rawat Inap'];

/**
 * The doctor's discharge order. The condition is asked of every way out but death; a referral
 * names the facility; a death its moment. Fields that do not belong to the way out are dropped.
 */
export const perintahPulangSchema = z
  .object({
    cara_pulang: z.enum(CARA_PULANG, { message: 'Cara pulang wajib dipilih' }),
    kondisi_pulang: z
      .enum(KONDISI_PULANG, { message: 'Kondisi pulang tidak valid' })
      .nullish()
      .transform((v) => v ?? null),
    faskes_rujukan: z
      .string({ message: 'Faskes rujukan harus berupa teks' })
      .trim()
      .max(200, 'Faskes rujukan maksimal 200 karakter')
      .nullish()
      .transform((v) => v || null),
    waktu_meninggal: waktuOpsional('Waktu meninggal'),
    /** When the patient leaves; default now. */
    pulang_pada: waktuOpsional('Waktu pulang'),
  })
  .superRefine((v, ctx) => {
    const wajib = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.cara_pulang === 'MENINGGAL') {
      if (!v.waktu_meninggal) wajib('waktu_meninggal', 'Waktu meninggal wajib diisi');
    } else if (!v.kondisi_pulang) wajib('kondisi_pulang', 'Kondisi pulang wajib dipilih');
    if (v.cara_pulang === 'DIRUJUK' && !v.faskes_rujukan)
      wajib('faskes_rujukan', 'Faskes tujuan rujukan wajib diisi');
  })
  .transform((v) => ({
    cara_pulang: v.cara_pulang,
    kondisi_pulang: v.cara_pulang === 'MENINGGAL' ? null : v.kondisi_pulang,
    faskes_rujukan: v.cara_pulang === 'DIRUJUK' ? v.faskes_rujukan : null,
    waktu_meninggal: v.cara_pulang === 'MENINGGAL' ? v.waktu_meninggal : null,
    pulang_pada: v.pulang_pada,
  }));
export type PerintahPulangInput = z.input<typeof perintahPulangSchema>;
export type PerintahPulang = z.output<typeof perintahPulangSchema>;

/** Cancelling a discharge order given by mistake (the same day, before the resume is final). */
export const batalPulangSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(3, 'Alasan pembatalan minimal 3 karakter')
    .max(500, 'Alasan pembatalan maksimal 500 karakter'),
});
export type BatalPulang = z.output<typeof batalPulangSchema>;

/** The stay's discharge state, as the ward's Pulang tab shows it. */
export const statusPulangSchema = z.object({
  layanan_uid: z.string(),
  perawatan_inap_uid: z.string(),
  status: z.enum(STATUS_PERAWATAN_INAP),
  masuk_pada: z.string(),
  pulang_pada: z.string().nullable(),
  cara_pulang: z.enum(CARA_PULANG).nullable(),
  kondisi_pulang: z.string().nullable(),
  faskes_rujukan: z.string().nullable(),
  waktu_meninggal: z.string().nullable(),
  dipulangkan_oleh: z.string().nullable(),
  dpjp: z.string().nullable(),
  diagnosis_utama: z.object({ kode: z.string(), nama: z.string() }).nullable(),
  /** The bed of the open segment, or (discharged) the last one. */
  bed: z
    .object({ ruangan: z.string(), kamar: z.string(), no_bed: z.string(), status: z.string() })
    .nullable(),
  resume: z.object({ status: z.string(), nomor: z.string().nullable() }).nullable(),
});
export type StatusPulang = z.infer<typeof statusPulangSchema>;

export const pulangApi = {
  baca: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/pulang',
    permission: 'ranap:read',
    tags,
    summary: 'Status pulang perawatan: perintah pulang, bed terakhir, resume',
    params: layananParamSchema,
    responses: { 200: z.object({ respon: statusPulangSchema }) },
    galat: [404],
  }),
  perintah: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/pulang',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary:
      'Perintah pulang DPJP: menutup perawatan dan segmen bed, bed menjadi Dibersihkan, tagihan hari terakhir',
    params: layananParamSchema,
    body: perintahPulangSchema,
    responses: { 200: z.object({ respon: statusPulangSchema }) },
    galat: [400, 403, 404, 409],
  }),
  batal: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/pulang/batal',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary:
      'Membatalkan perintah pulang yang keliru: hari yang sama, resume belum final, bed masih dibersihkan, belum dibayar',
    params: layananParamSchema,
    body: batalPulangSchema,
    responses: { 200: z.object({ respon: statusPulangSchema }) },
    galat: [400, 403, 404, 409],
  }),
};
