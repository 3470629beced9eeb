import { type FormulirRl, LABEL_FORMULIR_RL, type LaporanRl } from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { bacaPeriode } from './rl.periode.ts';
import { formulirRl1, formulirRl3 } from './rl1.service.ts';
import { formulirRl4, formulirRl5 } from './rl4.service.ts';

/** One RL form for a month or a year, its sub-forms in the official column layout. */
export async function laporanRl(
  db: DbOrTx,
  ctx: Ctx,
  formulir: FormulirRl,
  q: { periode: string },
): Promise<LaporanRl> {
  const p = bacaPeriode(q.periode, ctx);
  const tabel =
    formulir === 'rl1'
      ? await formulirRl1(db, ctx, p)
      : formulir === 'rl3'
        ? await formulirRl3(db, ctx, p)
        : formulir === 'rl4'
          ? await formulirRl4(db, p)
          : await formulirRl5(db, p);
  return {
    formulir,
    judul: LABEL_FORMULIR_RL[formulir],
    periode: p.label,
    dari: p.dari,
    sampai: p.sampai,
    tabel,
  };
}
