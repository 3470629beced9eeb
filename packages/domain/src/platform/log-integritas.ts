import { z } from 'zod';

/** What can be wrong with a row of the chained activity log (docs/platform.md "Log aktivitas berantai"). */
export const JENIS_RUSAK = ['diubah', 'dihapus', 'disisipkan', 'belum_disegel', 'kunci_lain'] as const;
export type JenisRusak = (typeof JENIS_RUSAK)[number];

export const LABEL_JENIS_RUSAK: Record<JenisRusak, string> = {
  diubah: 'Diubah',
  dihapus: 'Dihapus',
  disisipkan: 'Disisipkan setelah penyegelan',
  belum_disegel: 'Belum disegel',
  kunci_lain: 'Disegel dengan kunci lain',
};

const barisSegelSchema = z.object({ log_id: z.number().int(), disegel_pada: z.string() });
const barisBelumSchema = z.object({ log_id: z.number().int(), waktu: z.string() });

/** GET /log-activity/integritas: how far the chain reaches, without walking it. */
export const integritasLogSchema = z.object({
  segel_terakhir: barisSegelSchema.extend({ waktu: z.string() }).nullable(),
  belum_disegel: z.number().int(),
  tertua_belum_disegel: barisBelumSchema.nullable(),
  /** Rows are sealed only once they are this old (commits can land out of id order). */
  tenggang_detik: z.number().int(),
  verifikasi_terakhir: z
    .object({ waktu: z.string(), username: z.string().nullable(), utuh: z.boolean() })
    .nullable(),
});
export type IntegritasLog = z.infer<typeof integritasLogSchema>;

/** POST /log-activity/integritas/verifikasi: the whole chain walked now. */
export const hasilVerifikasiLogSchema = z.object({
  utuh: z.boolean(),
  rusak: z
    .object({ log_id: z.number().int(), jenis: z.enum(JENIS_RUSAK), keterangan: z.string() })
    .nullable(),
  jumlah: z.object({
    disegel: z.number().int(),
    belum_disegel: z.number().int(),
    diubah: z.number().int(),
    dihapus: z.number().int(),
    disisipkan: z.number().int(),
    terlambat: z.number().int(),
    kunci_lain: z.number().int(),
  }),
  segel_terakhir: barisSegelSchema.nullable(),
  tertua_belum_disegel: barisBelumSchema.nullable(),
  diverifikasi_pada: z.string(),
  durasi_ms: z.number().int(),
});
export type HasilVerifikasiLog = z.infer<typeof hasilVerifikasiLogSchema>;
