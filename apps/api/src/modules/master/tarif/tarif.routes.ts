import { type ApiTarif, type JenisItemTarif, toJakartaIsoDate } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import type { BarisMaster } from '../crud/crud.service.ts';
import { itemNonaktif } from './tarif.errors.ts';
import { aturTarif, tarifItem } from './tarif.service.ts';

export interface RuteTarif {
  jenis: JenisItemTarif;
  /** Reads the item's row (throws 404 when absent), for its status and name. */
  baris: (db: Deps['db'], uid: string) => Promise<BarisMaster>;
}

/** GET and PUT of an item's price lists (payer × class, effective dated): `kontrakTarif(...)`. */
export function ruteTarif(app: App, deps: Deps, api: ApiTarif, r: RuteTarif) {
  const { db } = deps;

  rute(app, api.tarif, async (request) => {
    await r.baris(db, request.params.uid);
    const tanggal = request.query.tanggal ?? toJakartaIsoDate(deps.now());
    return { respon: await tarifItem(db, r.jenis, request.params.uid, tanggal) };
  });

  rute(app, api.aturTarif, async (request) => {
    const item = await r.baris(db, request.params.uid);
    if (item.status !== 'AKTIF') throw itemNonaktif(`${item.kode} – ${item.nama}`);
    const ctx = ctxOf(request, deps);
    return {
      respon: await aturTarif(db, ctx, r.jenis, item.uid, `${item.kode} – ${item.nama}`, request.body),
    };
  });
}
