import { suratApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { bacaSurat } from './surat.baca.ts';
import { daftarKunjunganSurat, daftarSurat } from './surat.daftar.ts';
import { konteksSurat } from './surat.konteks.ts';
import { cetakSurat } from './surat.pdf.ts';
import { daftarPenanda } from './surat.penanda.ts';
import { batalkanSurat, buatSurat, buatVersiBaru, terbitkanSurat, ubahSurat } from './surat.service.ts';

/** Letters under their own base, /api/surat/v1 (docs/surat.md); contracts: suratApi. */
export async function suratRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, suratApi.daftar, async (request) => daftarSurat(db, request.query));

  rute(app, suratApi.kunjungan, async (request) =>
    daftarKunjunganSurat(db, request.params.pasien_uid, request.query),
  );

  rute(app, suratApi.konteks, async (request) => ({
    respon: await konteksSurat(db, ctxOf(request, deps), request.params.layanan_uid),
  }));

  rute(app, suratApi.penanda, async (request) => daftarPenanda(db, request.query.jenis));

  rute(app, suratApi.baca, async (request) => ({ respon: await bacaSurat(db, request.params.uid) }));

  rute(app, suratApi.buat, async (request) => ({
    respon: await buatSurat(db, ctxOf(request, deps), request.body),
  }));

  rute(app, suratApi.ubah, async (request) => ({
    respon: await ubahSurat(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, suratApi.terbit, async (request) => ({
    respon: await terbitkanSurat(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, suratApi.versiBaru, async (request) => ({
    respon: await buatVersiBaru(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, suratApi.batal, async (request) => ({
    respon: await batalkanSurat(db, ctxOf(request, deps), request.params.uid, request.body.alasan),
  }));

  rute(app, suratApi.pdf, async (request, reply) => {
    const { nama, pdf } = await cetakSurat(
      db,
      ctxOf(request, deps),
      request.params.uid,
      request.query.kertas,
    );
    return kirimPdf(reply, nama, pdf);
  });
}
