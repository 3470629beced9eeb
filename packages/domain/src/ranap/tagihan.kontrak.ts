import { z } from 'zod';
import { anyOf } from '../akses/permissions.ts';
import { JENIS_TRANSAKSI } from '../kasir/transaksi.ts';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { PENJAMIN_TARIF } from '../master/tarif.ts';
import { KELAS_RANAP } from '../pelayanan/tindak-lanjut.ts';
import { kontrak } from '../platform/kontrak.ts';
import { ITEM_TAGIHAN_HARI, STATUS_PERAWATAN_INAP } from './ranap.ts';

const tags = ['Rawat Inap'];

/** The stay's bill: the ward's team and the cashier (docs/ranap/tagihan.md). */
export const IZIN_TAGIHAN_RANAP = anyOf(['ranap:read', 'kasir.antrian:read']);

/**
 * How the stay's bill is grouped: the day charges by item, then the rest of the stay's charges by
 * type, and the visit's charges outside the stay (the IGD or clinic that sent the patient).
 */
export const KELOMPOK_TAGIHAN_RANAP = [
  'KAMAR',
  'KEPERAWATAN',
  'VISITE',
  'SELISIH_KELAS',
  'TINDAKAN',
  'KONSUL',
  'LABOR',
  'RADIOLOGI',
  'OBAT',
  'AKOMODASI',
  'SEBELUM_RANAP',
] as const;
export type KelompokTagihanRanap = (typeof KELOMPOK_TAGIHAN_RANAP)[number];
export const LABEL_KELOMPOK_TAGIHAN_RANAP: Record<KelompokTagihanRanap, string> = {
  KAMAR: 'Kamar',
  KEPERAWATAN: 'Asuhan Keperawatan',
  VISITE: 'Visite Dokter',
  SELISIH_KELAS: 'Selisih Naik Kelas (dibayar pasien)',
  TINDAKAN: 'Tindakan',
  KONSUL: 'Konsultasi',
  LABOR: 'Laboratorium',
  RADIOLOGI: 'Radiologi',
  OBAT: 'Obat',
  AKOMODASI: 'Akomodasi Lain',
  SEBELUM_RANAP: 'IGD / Rawat Jalan Sebelum Dirawat',
};

export const itemTagihanRanapSchema = z.object({
  transaksi_uid: z.string(),
  jenis: z.enum(JENIS_TRANSAKSI),
  kode: z.string().nullable(),
  nama: z.string(),
  /** The day a day charge is for (Jakarta date); null for the other charges. */
  tanggal: z.string().nullable(),
  jumlah: z.number().int(),
  harga_satuan: z.number().int(),
  total: z.number().int(),
  penjamin: z.enum(PENJAMIN_TARIF),
  dibayar: z.boolean(),
  created_at: z.string(),
});
export type ItemTagihanRanap = z.infer<typeof itemTagihanRanapSchema>;

export const kelompokTagihanRanapSchema = z.object({
  kelompok: z.enum(KELOMPOK_TAGIHAN_RANAP),
  label: z.string(),
  items: z.array(itemTagihanRanapSchema),
  subtotal: z.number().int(),
});

/** Room days per class (and ward kind): 'Kamar Rawat Inap Kelas 2 — 2 hari'. */
export const hariKamarSchema = z.object({
  nama: z.string(),
  kelas: z.enum(KELAS_RANAP),
  hari: z.number().int(),
  dari: z.string(),
  sampai: z.string(),
  total: z.number().int(),
});
export type HariKamar = z.infer<typeof hariKamarSchema>;

/** A day item not charged because the tariff grid has no price for it (nothing charged, reported). */
export const tarifKosongSchema = z.object({
  tanggal: z.string(),
  item: z.enum(ITEM_TAGIHAN_HARI),
  nama: z.string(),
  penjamin: z.enum(PENJAMIN_TARIF),
  kelas: z.enum(KELAS_RANAP),
});
export type TarifKosong = z.infer<typeof tarifKosongSchema>;

export const tagihanRanapSchema = z.object({
  perawatan_inap_uid: z.string(),
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  status: z.enum(STATUS_PERAWATAN_INAP),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  masuk_pada: z.string(),
  pulang_pada: z.string().nullable(),
  /** Days of the stay by the day rule: while in, admission up to today included. */
  jumlah_hari: z.number().int(),
  kamar: z.array(hariKamarSchema),
  kelompok: z.array(kelompokTagihanRanapSchema),
  /** Σ live charges of the whole visit (the stay and what came before it). */
  total: z.number().int(),
  /** Σ of those the patient pays themselves whatever the payer (the class upgrade difference). */
  total_dibayar_pasien_sendiri: z.number().int(),
  sudah_dibayar: z.number().int(),
  deposit_diminta: z.number().int(),
  saldo_deposit: z.number().int(),
  tarif_kosong: z.array(tarifKosongSchema),
});
export type TagihanRanap = z.infer<typeof tagihanRanapSchema>;

export const tagihanRanapParamSchema = z.object({
  layanan_uid: z.uuid({ message: 'Rawat inap tidak valid' }),
});
export const tagihanRanapKunjunganParamSchema = z.object({
  kunjungan_uid: z.uuid({ message: 'Kunjungan tidak valid' }),
});

export const tagihanRanapApi = {
  /** Charges the days not yet charged, then answers the running bill. */
  baca: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/tagihan',
    permission: IZIN_TAGIHAN_RANAP,
    tags,
    summary:
      'Tagihan berjalan rawat inap: hari rawat per kelas, keperawatan, visite, tindakan, penunjang, obat, bagian IGD, deposit',
    params: tagihanRanapParamSchema,
    responses: { 200: z.object({ respon: tagihanRanapSchema }) },
    galat: [400, 403, 404],
  }),
  /** The same for the cashier, who knows the visit: null when the visit has no stay. */
  bacaKunjungan: kontrak({
    method: 'GET',
    path: '/ranap/kunjungan/:kunjungan_uid/tagihan',
    permission: IZIN_TAGIHAN_RANAP,
    tags,
    summary: 'Tagihan rawat inap sebuah kunjungan (null bila kunjungan tanpa rawat inap)',
    params: tagihanRanapKunjunganParamSchema,
    responses: { 200: z.object({ respon: tagihanRanapSchema.nullable() }) },
    galat: [400, 403],
  }),
};
