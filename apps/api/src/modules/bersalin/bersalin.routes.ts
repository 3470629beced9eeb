import { bersalinApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { cariStayBersalin, daftarBersalin, dataKelahiran, detailBersalin } from './bersalin.baca.ts';
import { daftarkanBayi } from './bersalin.bayi.ts';
import { pdfPartograf } from './bersalin.pdf.ts';
import { bukaBersalin, catatPersalinan, tulisPartograf } from './bersalin.service.ts';

/**
 * The delivery room (docs/bersalin.md): women in labour on their inpatient stay, the WHO
 * partograph, the delivery record, and each newborn registered as a patient of its own.
 */
export async function bersalinRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;

  rute(app, bersalinApi.daftar, async (request) => ({
    respon: await daftarBersalin(db, ctxOf(request, deps), request.query.status),
  }));

  rute(app, bersalinApi.cariStay, async (request) => ({
    respon: await cariStayBersalin(db, ctxOf(request, deps), request.query.search),
  }));

  rute(app, bersalinApi.buka, async (request) => ({
    respon: await bukaBersalin(db, ctxOf(request, deps), request.body),
  }));

  rute(app, bersalinApi.detail, async (request) => ({
    respon: await detailBersalin(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, bersalinApi.partograf, async (request) => ({
    respon: await tulisPartograf(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, bersalinApi.persalinan, async (request) => ({
    respon: await catatPersalinan(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, bersalinApi.daftarkanBayi, async (request) => ({
    respon: await daftarkanBayi(db, ctxOf(request, deps), request.params.uid, request.params.urutan),
  }));

  rute(app, bersalinApi.kelahiran, async (request) => ({
    respon: await dataKelahiran(db, request.params.uid),
  }));

  rute(app, bersalinApi.cetakPartograf, async (request, reply) => {
    const { nama, pdf } = await pdfPartograf(db, ctxOf(request, deps), request.params.uid);
    return kirimPdf(reply, nama, pdf);
  });
}
