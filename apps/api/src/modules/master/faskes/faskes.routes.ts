import {
  errorEnvelopeSchema,
  faskesAktifSchema,
  faskesInputSchema,
  faskesKopQuerySchema,
  faskesLogoInputSchema,
  faskesLogoQuerySchema,
  faskesSchema,
  itemEnvelope,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { pdfContohKop } from './faskes.kop.ts';
import { ambilLogo, hapusLogo, simpanLogo } from './faskes.logo.ts';
import { faskesAktif, gunakanFaskes, layananFaskes } from './faskes.service.ts';

const tags = ['Master Faskes'];
const KELOLA = 'master.faskes:manage' as const;
const item = { 200: itemEnvelope(faskesSchema), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/**
 * Facility profiles (/admin-faskes): the usual master routes, which profile is in use, its logo,
 * a letterhead preview, and the public facts of the profile in use for public pages.
 */
export async function faskesRoutes(app: App, deps: Deps) {
  const { db } = deps;
  ruteMaster(app, deps, {
    path: '/master/faskes',
    tag: 'Master Faskes',
    label: 'profil faskes',
    layanan: layananFaskes,
    item: faskesSchema,
    buat: faskesInputSchema,
    baca: KELOLA,
    tulis: KELOLA,
  });

  app.put(
    '/master/faskes/:uid/gunakan',
    {
      config: { permission: KELOLA },
      schema: {
        tags,
        summary: 'Menjadikan profil ini profil yang digunakan untuk kop semua dokumen',
        params: uidParamSchema,
        response: item,
      },
    },
    async (request) => ({ respon: await gunakanFaskes(db, ctxOf(request, deps), request.params.uid) }),
  );

  app.put(
    '/master/faskes/:uid/logo',
    {
      config: { permission: KELOLA },
      // Room above the 512 KB rule in base64, so an oversized file gets the rule's own message.
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Memasang atau mengganti logo (PNG/JPEG maks. 512 KB, base64 atau data URL)',
        params: uidParamSchema,
        body: faskesLogoInputSchema,
        response: { ...item, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await simpanLogo(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.delete(
    '/master/faskes/:uid/logo',
    {
      config: { permission: KELOLA },
      schema: { tags, summary: 'Menghapus logo', params: uidParamSchema, response: item },
    },
    async (request) => ({ respon: await hapusLogo(db, ctxOf(request, deps), request.params.uid) }),
  );

  app.get(
    '/master/faskes/:uid/logo',
    {
      // Public: the public ticket page and every <img> show it, and a logo is no secret.
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Gambar logo (dengan ?v= dari url logo: boleh disimpan peramban selamanya)',
        params: uidParamSchema,
        querystring: faskesLogoQuerySchema,
      },
    },
    async (request, reply) => {
      const logo = await ambilLogo(db, request.params.uid);
      const versi = String(logo.diperbarui.getTime());
      const etag = `"${request.params.uid}-${versi}"`;
      reply
        .header('content-type', logo.mime)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          request.query.v === versi ? 'public, max-age=31536000, immutable' : 'public, no-cache',
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(logo.data);
    },
  );

  app.get(
    '/master/faskes/:uid/kop.pdf',
    {
      config: { permission: KELOLA },
      schema: {
        tags,
        summary: 'Pratinjau kop surat: contoh surat PDF dengan kop profil ini',
        params: uidParamSchema,
        querystring: faskesKopQuerySchema,
      },
    },
    async (request, reply) => {
      const { kode, pdf } = await pdfContohKop(
        db,
        ctxOf(request, deps),
        request.params.uid,
        request.query.kertas,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="kop-${kode.replace(/[^\w.-]/g, '_')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/faskes/aktif',
    {
      // The public queue ticket page shows the facility's name, address, phone and logo.
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Profil faskes yang digunakan (nama, alamat, telepon, logo) untuk halaman publik',
        response: { 200: itemEnvelope(faskesAktifSchema.nullable()) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { respon: await faskesAktif(db) };
    },
  );
}
