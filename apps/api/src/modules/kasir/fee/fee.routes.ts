import { feeApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { kirimXlsx } from '../../../platform/xlsx.ts';
import { buatAturan, daftarAturan, nonaktifkanAturan, ubahAturan } from './fee.aturan.ts';
import { detailFee, ringkasanFee } from './fee.baca.ts';
import {
  namaBerkasDetail,
  namaBerkasRingkasan,
  pdfDetailFee,
  pdfRingkasanFee,
  xlsxDetailFee,
  xlsxRingkasanFee,
} from './fee.cetak.ts';

/** Doctor fee rules and the fees earned (contracts: feeApi in @rawat/domain). */
export async function feeRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, feeApi.daftarAturan, async (request) => daftarAturan(db, request.query));

  rute(app, feeApi.buatAturan, async (request) => ({
    respon: await buatAturan(db, ctxOf(request, deps), request.body),
  }));

  rute(app, feeApi.ubahAturan, async (request) => ({
    respon: await ubahAturan(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, feeApi.nonaktifkanAturan, async (request) => ({
    respon: await nonaktifkanAturan(db, ctxOf(request, deps), request.params.uid),
  }));

  // The fees earned over a period are reports: the replica may answer them (docs/skala.md).
  rute(app, feeApi.ringkasan, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    const l = await ringkasanFee(deps.dbBaca, ctx, request.query);
    const nama = namaBerkasRingkasan(l);
    if (request.query.format === 'xlsx') return kirimXlsx(reply, `${nama}.xlsx`, await xlsxRingkasanFee(l));
    if (request.query.format === 'pdf')
      return kirimPdf(reply, `${nama}.pdf`, await pdfRingkasanFee(deps.dbBaca, ctx, l));
    return l;
  });

  rute(app, feeApi.detail, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    const l = await detailFee(deps.dbBaca, ctx, request.query);
    const nama = namaBerkasDetail(l);
    if (request.query.format === 'xlsx') return kirimXlsx(reply, `${nama}.xlsx`, await xlsxDetailFee(l));
    if (request.query.format === 'pdf')
      return kirimPdf(reply, `${nama}.pdf`, await pdfDetailFee(deps.dbBaca, ctx, l));
    return l;
  });
}
