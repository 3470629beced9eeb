import { z } from 'zod';
import { rupiahSchema, tanggalSchema } from './common.ts';

/**
 * Who pays, as tariffs are priced (DOMAIN: kunjungan.penjamin). ASURANSI covers every private
 * insurer from /master/data/asuransi; an insurer does not get its own tariff column.
 */
export const PENJAMIN_TARIF = ['UMUM', 'BPJS', 'ASKES', 'ASURANSI'] as const;
export type PenjaminTarif = (typeof PENJAMIN_TARIF)[number];
export const penjaminTarifSchema = z.enum(PENJAMIN_TARIF, { message: 'Penjamin tidak valid' });
export const LABEL_PENJAMIN_TARIF: Record<PenjaminTarif, string> = {
  UMUM: 'Umum',
  BPJS: 'BPJS Kesehatan',
  ASKES: 'Askes',
  ASURANSI: 'Asuransi Lain',
};

/** Room class a tariff applies to; outpatient and emergency care price at RAWAT_JALAN. */
export const KELAS_TARIF = ['RAWAT_JALAN', 'KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP'] as const;
export type KelasTarif = (typeof KELAS_TARIF)[number];
export const kelasTarifSchema = z.enum(KELAS_TARIF, { message: 'Kelas tidak valid' });
export const LABEL_KELAS_TARIF: Record<KelasTarif, string> = {
  RAWAT_JALAN: 'Rawat Jalan',
  KELAS_3: 'Kelas 3',
  KELAS_2: 'Kelas 2',
  KELAS_1: 'Kelas 1',
  VIP: 'VIP',
  VVIP: 'VVIP',
};

/** What a tariff prices: a procedure, a lab test, a lab package or a radiology exam. */
/** HARIAN: a daily inpatient care item (room-day, nursing per day; docs/ranap.md). */
export const JENIS_ITEM_TARIF = ['TINDAKAN', 'LAB', 'PAKET_LAB', 'RADIOLOGI', 'HARIAN'] as const;
export type JenisItemTarif = (typeof JENIS_ITEM_TARIF)[number];

/** One price cell: payer × class, in integer rupiah. */
export const tarifSelSchema = z.object({
  penjamin: penjaminTarifSchema,
  kelas: kelasTarifSchema,
  jumlah: rupiahSchema,
});
export type TarifSel = z.infer<typeof tarifSelSchema>;

/**
 * A new price list for one item, in force from `berlaku_mulai` (today or later: a tariff never
 * applies backwards, so bills already made keep the price they were made at).
 */
export const tarifInputSchema = z
  .object({
    berlaku_mulai: tanggalSchema,
    tarif: z
      .array(tarifSelSchema)
      .min(1, 'Isi minimal satu tarif')
      .max(KELAS_TARIF.length * PENJAMIN_TARIF.length),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.tarif.forEach((t, i) => {
      const key = `${t.penjamin}/${t.kelas}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['tarif', i, 'jumlah'],
          message: `Tarif ${LABEL_PENJAMIN_TARIF[t.penjamin]} ${LABEL_KELAS_TARIF[t.kelas]} diisi dua kali`,
        });
      seen.add(key);
    });
  });
export type TarifInput = z.infer<typeof tarifInputSchema>;

export const tarifSchema = tarifSelSchema.extend({
  // A reply is encoded through its schema, and reading digits from text (rupiahSchema) runs one
  // way only: the reply states the plain integer.
  jumlah: z.number().int(),
  uid: z.uuid(),
  berlaku_mulai: z.string(),
  created_at: z.string(),
});
export type Tarif = z.infer<typeof tarifSchema>;

/** The prices of an item: those in force today and every scheduled or past list. */
export const tarifItemSchema = z.object({
  /** The cells in force on the asked date (default today), one per payer × class that has one. */
  berlaku: z.array(tarifSchema),
  /** Every price list ever set, newest first. */
  riwayat: z.array(tarifSchema),
});
export type TarifItem = z.infer<typeof tarifItemSchema>;
