import { type FormulirRl, LABEL_FORMULIR_RL, type LaporanRl } from '@rawat/domain';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { SumberLaporan } from '../simpanan/simpanan.service.ts';
import { bacaPeriode, type PeriodeRl } from './rl.periode.ts';
import { formulirRl1, formulirRl3 } from './rl1.service.ts';
import { rl36Kebidanan, rl310Rujukan, rl312Pembedahan } from './rl3.pelayanan.ts';
import { rl38Laboratorium, rl39Radiologi, rl318Resep } from './rl3.penunjang.ts';
import { formulirRl4, formulirRl5 } from './rl4.service.ts';

/** RL 3: the inpatient and IGD sub-forms, then the others in their numbers' order, read side by side. */
async function rl3(db: DbOrTx, ctx: Ctx, p: PeriodeRl) {
  const [dasar, ...lain] = await bersamaan(db, [
    () => formulirRl3(db, ctx, p),
    () => rl36Kebidanan(db, p),
    () => rl38Laboratorium(db, p),
    () => rl39Radiologi(db, p),
    () => rl310Rujukan(db, p),
    () => rl312Pembedahan(db, p),
    () => rl318Resep(db, p),
  ]);
  return [...dasar, ...lain];
}

/** One RL form for a month or a year, its sub-forms in the official column layout. */
export async function laporanRl(
  d: SumberLaporan,
  ctx: Ctx,
  formulir: FormulirRl,
  q: { periode: string },
): Promise<LaporanRl> {
  const p = bacaPeriode(q.periode, ctx);
  const tabel =
    formulir === 'rl1'
      ? await formulirRl1(d.baca, ctx, p)
      : formulir === 'rl3'
        ? await rl3(d.baca, ctx, p)
        : formulir === 'rl4'
          ? await formulirRl4(d, p)
          : await formulirRl5(d, p);
  return {
    formulir,
    judul: LABEL_FORMULIR_RL[formulir],
    periode: p.label,
    dari: p.dari,
    sampai: p.sampai,
    tabel,
  };
}
