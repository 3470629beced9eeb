import { faskesApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { pdfContohKop } from './faskes.kop.ts';
import { ambilLogo, hapusLogo, simpanLogo } from './faskes.logo.ts';
import { faskesAktif, gunakanFaskes, layananFaskes } from './faskes.service.ts';

/** Facility profiles, the profile in use, its logo and letterhead (contracts: faskesApi). */
export async function faskesRoutes(app: App, deps: Deps) {
  const { db } = deps;
  ruteMaster(app, deps, faskesApi, layananFaskes);

  rute(app, faskesApi.gunakan, async (request) => ({
    respon: await gunakanFaskes(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(
    app,
    faskesApi.pasangLogo,
    async (request) => ({
      respon: await simpanLogo(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
    // Room above the 512 KB rule in base64, so an oversized file gets the rule's own message.
    { bodyLimit: 6 * 1024 * 1024 },
  );

  rute(app, faskesApi.hapusLogo, async (request) => ({
    respon: await hapusLogo(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, faskesApi.logo, async (request, reply) => {
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
  });

  rute(app, faskesApi.kop, async (request, reply) => {
    const { kode, pdf } = await pdfContohKop(
      db,
      ctxOf(request, deps),
      request.params.uid,
      request.query.kertas,
    );
    return kirimPdf(reply, `kop-${kode}.pdf`, pdf);
  });

  rute(app, faskesApi.aktif, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { respon: await faskesAktif(db) };
  });
}
