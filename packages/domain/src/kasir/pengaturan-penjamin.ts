import { z } from 'zod';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';

/**
 * What the hospital decides per kind of payer (issue 17): whether the pharmacy hands a
 * prescription's medicine over only once its charges are paid at the cashier. UMUM yes by default
 * (the patient pays at the cashier, and medicine handed over unpaid is money the hospital chases);
 * a guaranteed payer (BPJS, Askes, an insurer) settles later, so no by default.
 */
export const pengaturanPenjaminSchema = z.object({
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  label: z.string(),
  obat_setelah_lunas: z.boolean(),
  /** Who changed it last and when; null while it stands as installed. */
  diubah_oleh: z.string().nullable(),
  diubah_pada: z.string().nullable(),
});
export type PengaturanPenjamin = z.infer<typeof pengaturanPenjaminSchema>;

export const pengaturanPenjaminInputSchema = z.object({
  obat_setelah_lunas: z.boolean({ message: 'Pilih ya atau tidak' }),
});
export type PengaturanPenjaminInput = z.infer<typeof pengaturanPenjaminInputSchema>;

const tags = ['Kasir: Pembayaran'];

/** The payer settings, kept by whoever sets the cashier's authority (/wewenang-kasir). */
export const pengaturanPenjaminApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/kasir/pengaturan-penjamin',
    permission: 'kasir.wewenang:manage',
    tags,
    summary: 'Aturan per penjamin: obat diserahkan farmasi setelah tagihannya lunas di kasir',
    responses: { 200: z.object({ respon: z.array(pengaturanPenjaminSchema) }) },
  }),
  atur: kontrak({
    method: 'PUT',
    path: '/kasir/pengaturan-penjamin/:penjamin',
    permission: 'kasir.wewenang:manage',
    tags,
    summary: 'Mengubah aturan sebuah penjamin (obat diserahkan setelah lunas: ya/tidak)',
    params: z.object({ penjamin: z.enum(PENJAMIN_KUNJUNGAN, { message: 'Penjamin tidak dikenal' }) }),
    body: pengaturanPenjaminInputSchema,
    responses: { 200: itemEnvelope(pengaturanPenjaminSchema) },
    galat: [400, 403],
  }),
};
