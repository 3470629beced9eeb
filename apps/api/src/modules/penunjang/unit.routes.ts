import type { JenisOrder, kontrakWorklist } from '@rawat/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { type App, ctxOf, type Deps, kirimPdf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { daftarHasil, daftarWorklist, jumlahWorklist } from './unit.baca.ts';
import { batalOlehUnit } from './unit.service.ts';

/** What a unit brings to the shared routes: its contracts and how it reads and prints one order. */
export interface UnitRute<P extends string, D extends z.ZodType> {
  jenis: JenisOrder;
  api: ReturnType<typeof kontrakWorklist<P, D>>;
  /** One order as the detail schema D of `api` says: the unit's call of unitRoutes checks the pair. */
  baca: (db: DbOrTx, uid: string) => Promise<z.input<D>>;
  cetakHasil: (db: DbOrTx, ctx: Ctx, uid: string) => Promise<{ nama: string; pdf: Buffer }>;
}

/**
 * The routes the laboratory and radiology share, one handler each for both units (contracts:
 * kontrakWorklist in @rawat/domain): worklist, status counts, validated results, one order's
 * detail, cancelling by the unit, the printed result.
 */
export function unitRoutes<P extends string, D extends z.ZodType>(
  app: App,
  deps: Deps,
  unit: UnitRute<P, D>,
) {
  const { db } = deps;
  const { api, jenis, baca } = unit;

  rute(app, api.daftar, async (request) => daftarWorklist(db, jenis, request.query));

  rute(app, api.jumlah, async (request) => ({ respon: await jumlahWorklist(db, jenis, request.query) }));

  rute(app, api.hasil, async (request) => daftarHasil(db, ctxOf(request, deps), jenis, request.query));

  rute(app, api.detail, async (request) => ({ respon: await baca(db, request.params.uid) }));

  rute(app, api.batal, async (request) => {
    await batalOlehUnit(db, ctxOf(request, deps), request.params.uid, jenis, request.body);
    return { respon: await baca(db, request.params.uid) };
  });

  rute(app, api.cetakHasil, async (request, reply) => {
    const { nama, pdf } = await unit.cetakHasil(db, ctxOf(request, deps), request.params.uid);
    return kirimPdf(reply, nama, pdf);
  });
}
