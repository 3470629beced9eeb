import type { z } from 'zod';
import type { JenisAsesmen } from './asesmen.ts';
import { asesmenGiziSchema, ringkasAsesmenGizi } from './asesmen-gizi.ts';
import { asesmenKebidananSchema, ringkasKebidanan } from './asesmen-kebidanan.ts';
import {
  asesmenKeperawatanPoliSchema,
  asesmenUlangKeperawatanSchema,
  ringkasKeperawatan,
  ringkasKeperawatanUlang,
} from './asesmen-keperawatan.ts';
import {
  asesmenMedisHdSchema,
  asesmenMedisIgdSchema,
  asesmenMedisSchema,
  ringkasMedis,
  ringkasMedisHd,
  ringkasMedisIgd,
} from './asesmen-medis.ts';
import { asesmenKeperawatanHdSchema, ringkasKeperawatanHd } from './hemodialisa.ts';
import {
  ringkasSkriningMst,
  ringkasSkriningStrongkids,
  skriningMstSchema,
  skriningStrongkidsSchema,
} from './skrining-gizi.ts';
import { asesmenKeperawatanIgdSchema, ringkasKeperawatanIgd } from './triase.ts';

interface IsiAsesmen {
  skema: z.ZodType;
  /** One line for the patient's timeline. */
  ringkas: (isi: never) => string;
}

/** Each kind's content schema and its timeline line; the server validates `isi` with it. */
export const ISI_ASESMEN: Record<JenisAsesmen, IsiAsesmen> = {
  KEPERAWATAN_POLI: { skema: asesmenKeperawatanPoliSchema, ringkas: ringkasKeperawatan },
  KEPERAWATAN_ULANG: { skema: asesmenUlangKeperawatanSchema, ringkas: ringkasKeperawatanUlang },
  KEPERAWATAN_IGD: { skema: asesmenKeperawatanIgdSchema, ringkas: ringkasKeperawatanIgd },
  KEPERAWATAN_HD: { skema: asesmenKeperawatanHdSchema, ringkas: ringkasKeperawatanHd },
  MEDIS: { skema: asesmenMedisSchema, ringkas: ringkasMedis },
  MEDIS_IGD: { skema: asesmenMedisIgdSchema, ringkas: ringkasMedisIgd },
  MEDIS_HD: { skema: asesmenMedisHdSchema, ringkas: ringkasMedisHd },
  KEBIDANAN: { skema: asesmenKebidananSchema, ringkas: ringkasKebidanan },
  SKRINING_MST: { skema: skriningMstSchema, ringkas: ringkasSkriningMst },
  SKRINING_STRONGKIDS: { skema: skriningStrongkidsSchema, ringkas: ringkasSkriningStrongkids },
  ASESMEN_GIZI: { skema: asesmenGiziSchema, ringkas: ringkasAsesmenGizi },
};

export function ringkasAsesmen(jenis: JenisAsesmen, isi: unknown): string {
  return (ISI_ASESMEN[jenis].ringkas as (i: unknown) => string)(isi);
}
