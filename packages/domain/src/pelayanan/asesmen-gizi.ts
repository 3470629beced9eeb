import { z } from 'zod';
import { hitungImt, kategoriImt } from './tanda-vital.ts';

// The nutritionist's nutrition care process (Proses Asuhan Gizi Terstandar, ADIME): Assessment,
// Diagnosis as PES statements, Intervention, Monitoring & Evaluation. Kind ASESMEN_GIZI, one per
// stay (a later save edits it); follow-up notes go to the CPPT as profession AHLI_GIZI.

const teks = (label: string, max = 2000) =>
  z
    .string({ message: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => v || null);

const wajib = (label: string, max = 500) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const ukuran = (label: string, min: number, maks: number, satuan: string) =>
  z
    .number({ message: `${label} harus berupa angka` })
    .min(min, `${label} minimal ${min} ${satuan}`)
    .max(maks, `${label} maksimal ${maks} ${satuan}`)
    .nullish()
    .transform((v) => v ?? null);

/** How the food reaches the patient. */
export const RUTE_GIZI = ['ORAL', 'ENTERAL', 'PARENTERAL', 'KOMBINASI'] as const;
export type RuteGizi = (typeof RUTE_GIZI)[number];
export const LABEL_RUTE_GIZI: Record<RuteGizi, string> = {
  ORAL: 'Oral',
  ENTERAL: 'Enteral (sonde/NGT)',
  PARENTERAL: 'Parenteral',
  KOMBINASI: 'Kombinasi',
};

/** One nutrition diagnosis: Problem related to Etiology as shown by Signs/Symptoms. */
export const pesSchema = z.object({
  problem: wajib('Problem (P)'),
  etiologi: wajib('Etiologi (E)'),
  gejala: wajib('Tanda/gejala (S)'),
});
export type Pes = z.infer<typeof pesSchema>;

/** Kind ASESMEN_GIZI; the BMI and its adult category are computed from weight and height. */
export const asesmenGiziSchema = z
  .object({
    antropometri: z.object(
      {
        berat_badan: ukuran('Berat badan', 0.5, 350, 'kg'),
        tinggi_badan: ukuran('Tinggi/panjang badan', 30, 250, 'cm'),
        lila: ukuran('LILA', 5, 70, 'cm'),
        bb_biasa: ukuran('Berat badan biasa', 0.5, 350, 'kg'),
      },
      { message: 'Antropometri wajib diisi' },
    ),
    biokimia: teks('Biokimia'),
    klinis: teks('Klinis/fisik'),
    riwayat_makan: teks('Riwayat makan'),
    diagnosis: z
      .array(pesSchema, { message: 'Diagnosis gizi wajib diisi' })
      .min(1, 'Isi minimal satu diagnosis gizi (PES)')
      .max(5, 'Diagnosis gizi paling banyak 5'),
    intervensi: z.object(
      {
        diet: wajib('Jenis diet', 200),
        energi_kkal: z
          .number({ message: 'Kebutuhan energi wajib diisi' })
          .int('Kebutuhan energi harus bilangan bulat')
          .min(100, 'Kebutuhan energi minimal 100 kkal')
          .max(6000, 'Kebutuhan energi maksimal 6000 kkal'),
        protein_g: z
          .number({ message: 'Kebutuhan protein wajib diisi' })
          .min(1, 'Kebutuhan protein minimal 1 g')
          .max(400, 'Kebutuhan protein maksimal 400 g'),
        rute: z.enum(RUTE_GIZI, { message: 'Rute pemberian wajib dipilih' }),
        frekuensi: wajib('Frekuensi', 200),
        edukasi: teks('Edukasi', 1000),
      },
      { message: 'Intervensi wajib diisi' },
    ),
    monitoring: wajib('Monitoring & evaluasi', 2000),
  })
  .transform((v) => {
    const imt = hitungImt(v.antropometri.berat_badan, v.antropometri.tinggi_badan);
    return { ...v, antropometri: { ...v.antropometri, imt, kategori_imt: kategoriImt(imt) } };
  });
export type AsesmenGiziInput = z.input<typeof asesmenGiziSchema>;
export type AsesmenGizi = z.output<typeof asesmenGiziSchema>;

export function ringkasAsesmenGizi(v: AsesmenGizi): string {
  const pes = v.diagnosis[0];
  const imt = v.antropometri.imt != null ? `IMT ${String(v.antropometri.imt).replace('.', ',')}; ` : '';
  return `${imt}${pes ? `${pes.problem}; ` : ''}${v.intervensi.diet} ${v.intervensi.energi_kkal} kkal, protein ${v.intervensi.protein_g} g`;
}
