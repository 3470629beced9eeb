import {
  errorEnvelopeSchema,
  itemEnvelope,
  type JenisItemTarif,
  type Permission,
  type RouteAccess,
  tanggalSchema,
  tarifInputSchema,
  tarifItemSchema,
  toJakartaIsoDate,
  uidParamSchema,
} from '@rawat/domain';
import { z } from 'zod';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import type { BarisMaster } from '../crud/crud.service.ts';
import { itemNonaktif } from './tarif.errors.ts';
import { aturTarif, tarifItem } from './tarif.service.ts';

export interface RuteTarif {
  /** The item's master path: '/master/tindakan' → '/master/tindakan/:uid/tarif'. */
  path: string;
  tag: string;
  jenis: JenisItemTarif;
  /** Reads the item's row (throws 404 when absent), for its status and name. */
  baris: (db: Deps['db'], uid: string) => Promise<BarisMaster>;
  baca: RouteAccess;
  tulis: Permission;
}

const tarifQuerySchema = z.object({ tanggal: tanggalSchema.optional() });

/** GET and PUT of an item's price lists (payer × class, effective dated). */
export function ruteTarif(app: App, deps: Deps, r: RuteTarif) {
  const { db } = deps;
  const tags = [r.tag];

  app.get(
    `${r.path}/:uid/tarif`,
    {
      config: { permission: r.baca },
      schema: {
        tags,
        summary: 'Tarif yang berlaku pada tanggal (default hari ini) dan riwayatnya',
        params: uidParamSchema,
        querystring: tarifQuerySchema,
        response: { 200: itemEnvelope(tarifItemSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await r.baris(db, request.params.uid);
      const tanggal = request.query.tanggal ?? toJakartaIsoDate(deps.now());
      return { respon: await tarifItem(db, r.jenis, request.params.uid, tanggal) };
    },
  );

  app.put(
    `${r.path}/:uid/tarif`,
    {
      config: { permission: r.tulis },
      schema: {
        tags,
        summary: 'Mengatur tarif per penjamin dan kelas, berlaku mulai tanggal (tidak surut)',
        params: uidParamSchema,
        body: tarifInputSchema,
        response: { 200: itemEnvelope(tarifItemSchema), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const item = await r.baris(db, request.params.uid);
      if (item.status !== 'AKTIF') throw itemNonaktif(`${item.kode} – ${item.nama}`);
      const ctx = ctxOf(request, deps);
      return {
        respon: await aturTarif(db, ctx, r.jenis, item.uid, `${item.kode} – ${item.nama}`, request.body),
      };
    },
  );
}
