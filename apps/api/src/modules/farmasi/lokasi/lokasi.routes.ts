import {
  aksesLokasiEntriSchema,
  can,
  errorEnvelopeSchema,
  itemEnvelope,
  lokasiDetailQuerySchema,
  lokasiDetailSchema,
  lokasiFarmasiInputSchema,
  lokasiFarmasiSchema,
  lokasiQuerySchema,
  lokasiUserQuerySchema,
} from '@rawat/domain';
import { z } from 'zod';
import { forbidden } from '../../../platform/errors.ts';
import { type App, type Deps, userOf } from '../../../platform/http.ts';
import { ruteMaster } from '../../master/crud/crud.routes.ts';
import { aksesByUsername, aksesPengguna } from '../akses/akses.service.ts';
import { detailLokasi, layananLokasi } from './lokasi.service.ts';

const tags = ['Farmasi: Lokasi'];

/** /farmasi/lokasi (spec §7): the warehouse and depots. Static paths win over /:uid in Fastify. */
export async function lokasiRoutes(app: App, deps: Deps) {
  const { db } = deps;

  app.get(
    '/farmasi/lokasi/detail',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Detail lokasi farmasi dengan pengguna yang memiliki hak akses di sana',
        querystring: lokasiDetailQuerySchema,
        response: { 200: itemEnvelope(lokasiDetailSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ respon: await detailLokasi(db, request.query.uid) }),
  );

  app.get(
    '/farmasi/lokasi/user',
    {
      // Same rule as /farmasi/lokasi/akses: one's own locations, or anyone's with farmasi.akses:manage.
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Lokasi farmasi tempat seorang pengguna punya hak akses, beserta hak aksesnya',
        querystring: lokasiUserQuerySchema,
        response: { 200: z.object({ respon: z.array(aksesLokasiEntriSchema) }), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { username } = request.query;
      if (!username || username === user.username) return { respon: await aksesPengguna(db, user) };
      if (!can(user.role, 'farmasi.akses:manage')) throw forbidden();
      return { respon: await aksesByUsername(db, username) };
    },
  );

  ruteMaster(app, deps, {
    path: '/farmasi/lokasi',
    tag: tags[0] ?? 'Farmasi: Lokasi',
    label: 'lokasi farmasi',
    layanan: layananLokasi,
    item: lokasiFarmasiSchema,
    buat: lokasiFarmasiInputSchema,
    query: lokasiQuerySchema,
    baca: 'authenticated',
    tulis: 'farmasi.obat:manage',
    hapusNonaktif: true,
  });
}
