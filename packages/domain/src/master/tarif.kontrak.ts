import { z } from 'zod';
import type { Permission, RouteAccess } from '../akses/permissions.ts';
import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { tanggalSchema } from './common.ts';
import type { KontrakMenjawab, KontrakPerUid } from './master.kontrak.ts';
import { type TarifItem, tarifInputSchema, tarifItemSchema } from './tarif.ts';

export interface OpsiKontrakTarif {
  /** The item's master path: '/master/tindakan' → '/master/tindakan/:uid/tarif'. */
  path: string;
  tag: string;
  baca: RouteAccess;
  tulis: Permission;
}

export const tarifQuerySchema = z.object({ tanggal: tanggalSchema.optional() });

/** GET and PUT of an item's price lists (payer × class, effective dated), beside its master list. */
export function kontrakTarif(o: OpsiKontrakTarif) {
  const tags = [o.tag];
  return {
    tarif: kontrak({
      method: 'GET',
      path: `${o.path}/:uid/tarif`,
      permission: o.baca,
      tags,
      summary: 'Tarif yang berlaku pada tanggal (default hari ini) dan riwayatnya',
      params: uidParamSchema,
      query: tarifQuerySchema,
      responses: { 200: itemEnvelope(tarifItemSchema) },
      galat: [404],
    }),
    aturTarif: kontrak({
      method: 'PUT',
      path: `${o.path}/:uid/tarif`,
      permission: o.tulis,
      tags,
      summary: 'Mengatur tarif per penjamin dan kelas, berlaku mulai tanggal (tidak surut)',
      params: uidParamSchema,
      body: tarifInputSchema,
      responses: { 200: itemEnvelope(tarifItemSchema) },
      galat: [404, 409],
    }),
  };
}

/** The price contracts of a priced master list (procedures, lab tests and packages, radiology). */
export interface ApiTarif {
  tarif: KontrakMenjawab<{ respon: TarifItem }> & KontrakPerUid & { query: typeof tarifQuerySchema };
  aturTarif: KontrakMenjawab<{ respon: TarifItem }> & KontrakPerUid & { body: typeof tarifInputSchema };
}
