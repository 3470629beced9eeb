import { z } from 'zod';
import { formatAngkaMaks } from '../format/rupiah.ts';
import { jamSchema } from '../platform/kalender.ts';
import { alergiSchema, teksKeperawatan } from './asesmen-keperawatan.ts';
import { ringkasTandaVital, tandaVitalSchema } from './tanda-vital.ts';

/** A measurement in a plausible range, or absent; the message names the field and the unit. */
function ukuran(label: string, min: number, maks: number, satuan: string, bulat = true) {
  const angka = z.number({ message: `${label} harus berupa angka` });
  return (bulat ? angka.int(`${label} harus bilangan bulat`) : angka)
    .min(min, `${label} minimal ${formatAngkaMaks(min)} ${satuan}`)
    .max(maks, `${label} maksimal ${formatAngkaMaks(maks)} ${satuan}`);
}
const berat = (label: string) => ukuran(label, 10, 250, 'kg', false);

export const AKSES_VASKULAR = ['AV fistula', 'AV graft', 'CDL', 'Femoral'] as const;
export const HEPARINISASI = ['Reguler', 'Minimal', 'Tanpa heparin'] as const;
export const KOMPLIKASI_HD = [
  'Hipotensi',
  'Hipertensi',
  'Kram otot',
  'Mual/muntah',
  'Sakit kepala',
  'Nyeri dada',
  'Demam/menggigil',
  'Gatal',
  'Perdarahan akses',
] as const;

/** One observation during the run, usually hourly. */
export const observasiIntraHdSchema = z
  .object({
    jam: jamSchema,
    td_sistolik: ukuran('Sistolik', 40, 300, 'mmHg').nullable().optional(),
    td_diastolik: ukuran('Diastolik', 20, 200, 'mmHg').nullable().optional(),
    nadi: ukuran('Nadi', 20, 250, 'x/menit').nullable().optional(),
    qb: ukuran('QB', 50, 500, 'ml/menit').nullable().optional(),
    uf_tercapai: ukuran('UF tercapai', 0, 8000, 'ml').nullable().optional(),
    catatan: teksKeperawatan('Catatan', 200),
  })
  .superRefine((v, ctx) => {
    if (v.td_sistolik != null && v.td_diastolik != null && v.td_diastolik >= v.td_sistolik)
      ctx.addIssue({ code: 'custom', path: ['td_diastolik'], message: 'Diastolik harus lebih kecil' });
  });
export type ObservasiIntraHd = z.output<typeof observasiIntraHdSchema>;

const satuDesimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The weight arithmetic of a session: the gain over dry weight (interdialytic weight gain, also as
 * a share of dry weight; above 5 % is a warning), the weight removed, and the ultrafiltration
 * reached (the last hourly reading: the machine's counter is cumulative).
 */
export function hitungBeratHd(v: {
  bb_kering?: number | null;
  bb_pre: number;
  bb_post?: number | null;
  intra: readonly { uf_tercapai?: number | null }[];
}) {
  const kenaikan = v.bb_kering != null ? satuDesimal(v.bb_pre - v.bb_kering) : null;
  const uf = v.intra.map((o) => o.uf_tercapai).filter((x): x is number => x != null);
  return {
    kenaikan_bb: kenaikan,
    persen_kenaikan_bb: kenaikan != null && v.bb_kering ? satuDesimal((kenaikan / v.bb_kering) * 100) : null,
    penurunan_bb: v.bb_post != null ? satuDesimal(v.bb_pre - v.bb_post) : null,
    uf_tercapai: uf.length ? (uf[uf.length - 1] ?? null) : null,
  };
}

/** The HD nurse's record of one session (/list-hd/keperawatan-poli/:id): pre, intra, post. */
export const asesmenKeperawatanHdSchema = z
  .object({
    keluhan: teksKeperawatan('Keluhan', 1000),
    bb_kering: berat('BB kering').nullable().optional(),
    bb_pre: berat('BB pre-HD'),
    bb_post: berat('BB post-HD').nullable().optional(),
    target_uf: ukuran('Target UF', 0, 6000, 'ml').nullable().optional(),
    durasi_jam: ukuran('Durasi HD', 1, 8, 'jam', false).nullable().optional(),
    akses_vaskular: z.enum(AKSES_VASKULAR, { message: 'Akses vaskular wajib dipilih' }),
    lokasi_akses: teksKeperawatan('Lokasi akses', 200),
    qb: ukuran('QB', 50, 500, 'ml/menit').nullable().optional(),
    heparinisasi: z.enum(HEPARINISASI, { message: 'Heparinisasi tidak valid' }).nullable().optional(),
    heparin_awal: ukuran('Heparin dosis awal', 0, 10000, 'IU').nullable().optional(),
    heparin_lanjutan: ukuran('Heparin lanjutan', 0, 5000, 'IU/jam').nullable().optional(),
    tanda_vital_pre: tandaVitalSchema,
    intra: z.array(observasiIntraHdSchema).max(16, 'Paling banyak 16 observasi').default([]),
    tanda_vital_post: tandaVitalSchema.nullable().optional(),
    komplikasi: z.array(z.enum(KOMPLIKASI_HD, { message: 'Komplikasi tidak valid' })).optional(),
    alergi: alergiSchema.nullable().optional(),
    catatan: teksKeperawatan('Catatan'),
  })
  .transform((v) => {
    // Kept in time order whatever order the rows were typed in.
    const intra = [...v.intra].sort((a, b) => a.jam.localeCompare(b.jam));
    return { ...v, intra, ...hitungBeratHd({ ...v, intra }) };
  });
export type AsesmenKeperawatanHd = z.output<typeof asesmenKeperawatanHdSchema>;

const kg = (n: number) => `${formatAngkaMaks(n, 1)} kg`;

/** 'BB pre 62,5 kg (+2,5 kg dari BB kering); AV fistula lengan kiri; Target UF 2.500 ml; Pre: TD …' */
export function ringkasKeperawatanHd(isi: AsesmenKeperawatanHd): string {
  const naik =
    isi.kenaikan_bb != null
      ? ` (${isi.kenaikan_bb >= 0 ? '+' : ''}${kg(isi.kenaikan_bb)} dari BB kering)`
      : '';
  const ml = (n: number | null | undefined, label: string) =>
    n != null ? `${label} ${formatAngkaMaks(n)} ml` : '';
  const ttv = ringkasTandaVital(isi.tanda_vital_pre);
  return [
    `BB pre ${kg(isi.bb_pre)}${naik}`,
    [isi.akses_vaskular, isi.lokasi_akses].filter(Boolean).join(' '),
    ml(isi.target_uf, 'Target UF'),
    ml(isi.uf_tercapai, 'UF tercapai'),
    ttv ? `Pre: ${ttv}` : '',
    isi.komplikasi?.length ? `Komplikasi: ${isi.komplikasi.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}
