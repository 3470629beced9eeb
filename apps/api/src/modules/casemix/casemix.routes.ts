import { klaimApi } from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import { type App, ctxOf, type Deps, kirimPdf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { kirimXlsx } from '../../platform/xlsx.ts';
import {
  cekStatusKlaim,
  type DepsKlaim,
  editUlangKlaim,
  finalKlaim,
  groupingKlaim,
  kirimKlaim,
  perbaikanKlaim,
  verifikasiKlaim,
} from './klaim.aksi.ts';
import { berkasKlaim } from './klaim.berkas.ts';
import { rekapKlaim, xlsxRekapKlaim } from './klaim.rekap.ts';
import { daftarKlaim, detailKlaim } from './klaim.service.ts';

const asalDari = (r: FastifyRequest) => `${r.protocol}://${r.host}`;

/** The BPJS claim worklist (docs/casemix.md); the cashier's ports and E-Klaim's client handed in. */
export async function casemixRoutes(app: App, deps: Deps & { casemix: DepsKlaim }) {
  const { db } = deps;
  const d = deps.casemix;

  rute(app, klaimApi.daftar, async (request) => daftarKlaim(db, ctxOf(request, deps), request.query));

  rute(app, klaimApi.detail, async (request) => ({
    respon: await detailKlaim(db, ctxOf(request, deps), d.kasir, request.params.sep_uid),
  }));

  rute(app, klaimApi.grouping, async (request) => ({
    respon: await groupingKlaim(db, ctxOf(request, deps), d, request.params.sep_uid, request.body),
  }));

  rute(app, klaimApi.final, async (request) => ({
    respon: await finalKlaim(db, ctxOf(request, deps), d, request.params.sep_uid, request.body.catatan),
  }));

  rute(app, klaimApi.kirim, async (request) => ({
    respon: await kirimKlaim(db, ctxOf(request, deps), d, request.params.sep_uid, request.body.catatan),
  }));

  rute(app, klaimApi.cekStatus, async (request) => ({
    respon: await cekStatusKlaim(db, ctxOf(request, deps), d, request.params.sep_uid),
  }));

  rute(app, klaimApi.editUlang, async (request) => ({
    respon: await editUlangKlaim(db, ctxOf(request, deps), d, request.params.sep_uid, request.body.catatan),
  }));

  rute(app, klaimApi.verifikasi, async (request) => ({
    respon: await verifikasiKlaim(db, ctxOf(request, deps), d, request.params.sep_uid, request.body),
  }));

  rute(app, klaimApi.perbaikan, async (request) => ({
    respon: await perbaikanKlaim(db, ctxOf(request, deps), d, request.params.sep_uid, request.body.perbaikan),
  }));

  rute(app, klaimApi.berkas, async (request, reply) => {
    const { nama, pdf } = await berkasKlaim(
      db,
      ctxOf(request, deps),
      request.params.sep_uid,
      asalDari(request),
    );
    return kirimPdf(reply, nama, pdf);
  });

  rute(app, klaimApi.rekap, async (request, reply) => {
    const r = await rekapKlaim(db, request.query.bulan);
    if (request.query.format === 'xlsx')
      return kirimXlsx(reply, `Rekap Klaim BPJS ${r.bulan}.xlsx`, await xlsxRekapKlaim(r));
    return r;
  });
}
