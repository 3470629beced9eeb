import {
  aksesLokasiBodySchema,
  aksesLokasiEntriSchema,
  aksesLokasiHapusSchema,
  aksesLokasiQuerySchema,
  can,
  messageSchema,
} from '@rawat/domain';
import { z } from 'zod';
import { forbidden } from '../../../platform/errors.ts';
import { type App, ctxOf, type Deps, userOf } from '../../../platform/http.ts';
import { aksesByUsername, aksesPengguna, beriAkses, cabutAkses } from './akses.service.ts';

const tags = ['Farmasi: Akses Lokasi'];

export async function aksesRoutes(app: App, deps: Deps) {
  const { db } = deps;

  app.get(
    '/farmasi/lokasi/akses',
    {
      // Anyone may read their own access (the stock screens need it); others' need farmasi.akses:manage.
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Hak akses lokasi farmasi: milik sendiri, atau milik username tertentu (butuh farmasi.akses:manage)',
        querystring: aksesLokasiQuerySchema,
        response: { 200: z.object({ respon: z.array(aksesLokasiEntriSchema) }) },
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

  app.post(
    '/farmasi/lokasi/akses',
    {
      config: { permission: 'farmasi.akses:manage' },
      schema: {
        tags,
        summary: 'Memberi hak akses lokasi farmasi',
        body: aksesLokasiBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await beriAkses(db, ctxOf(request, deps), request.body);
      return { message: 'Hak akses disimpan' };
    },
  );

  app.delete(
    '/farmasi/lokasi/akses',
    {
      config: { permission: 'farmasi.akses:manage' },
      schema: {
        tags,
        summary: 'Mencabut hak akses lokasi farmasi',
        body: aksesLokasiHapusSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await cabutAkses(db, ctxOf(request, deps), request.body);
      return { message: 'Hak akses dicabut' };
    },
  );
}
