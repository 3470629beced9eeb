import type { z } from 'zod';
import type { JenisAsesmen } from './asesmen.ts';
import { asesmenKeperawatanPoliSchema, ringkasKeperawatan } from './asesmen-keperawatan.ts';
import { asesmenMedisSchema, ringkasMedis } from './asesmen-medis.ts';

interface IsiAsesmen {
  skema: z.ZodType;
  /** One line for the patient's timeline. */
  ringkas: (isi: never) => string;
}

/** Each kind's content schema and its timeline line; the server validates `isi` with it. */
export const ISI_ASESMEN: Record<JenisAsesmen, IsiAsesmen> = {
  KEPERAWATAN_POLI: { skema: asesmenKeperawatanPoliSchema, ringkas: ringkasKeperawatan },
  KEPERAWATAN_ULANG: { skema: asesmenKeperawatanPoliSchema, ringkas: ringkasKeperawatan },
  KEPERAWATAN_IGD: { skema: asesmenKeperawatanPoliSchema, ringkas: ringkasKeperawatan },
  KEPERAWATAN_HD: { skema: asesmenKeperawatanPoliSchema, ringkas: ringkasKeperawatan },
  MEDIS: { skema: asesmenMedisSchema, ringkas: ringkasMedis },
  MEDIS_IGD: { skema: asesmenMedisSchema, ringkas: ringkasMedis },
  MEDIS_HD: { skema: asesmenMedisSchema, ringkas: ringkasMedis },
};

export function ringkasAsesmen(jenis: JenisAsesmen, isi: unknown): string {
  return (ISI_ASESMEN[jenis].ringkas as (i: unknown) => string)(isi);
}
