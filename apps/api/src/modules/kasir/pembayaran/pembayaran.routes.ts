import { pembayaranApi, wewenangApi } from '@rawat/domain';
import { type App, ctxOf, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import type { KasirDeps } from '../kasir.ports.ts';
import { ambilPembayaran, daftarPembayaran } from './pembayaran.baca.ts';
import { batalkanPembayaran } from './pembayaran.batal.ts';
import { pdfKuitansi } from './pembayaran.pdf.ts';
import { bayar } from './pembayaran.service.ts';
import { aturWewenang, daftarWewenang, wewenangSaya } from './wewenang.service.ts';

/** Receipts and discount authority (contracts: pembayaranApi, wewenangApi in @rawat/domain). */
export async function pembayaranRoutes(app: App, deps: KasirDeps) {
  const { db } = deps;

  rute(app, pembayaranApi.bayar, async (request) => ({
    respon: await bayar(db, ctxOf(request, deps), request.body, deps.kasir),
  }));

  rute(app, pembayaranApi.daftar, async (request) => daftarPembayaran(db, request.query));

  rute(app, pembayaranApi.baca, async (request) => ({
    respon: await ambilPembayaran(db, request.params.uid),
  }));

  rute(app, pembayaranApi.kuitansi, async (request, reply) => {
    const { params, query } = request;
    const { nama, pdf } = await pdfKuitansi(db, ctxOf(request, deps), params.uid, query.kertas);
    return kirimPdf(reply, nama, pdf);
  });

  rute(app, pembayaranApi.batal, async (request) => ({
    respon: await batalkanPembayaran(
      db,
      ctxOf(request, deps),
      request.params.uid,
      request.body,
      deps.kasir.penjualan,
    ),
  }));

  rute(app, wewenangApi.daftar, async () => ({ respon: await daftarWewenang(db) }));

  rute(app, wewenangApi.saya, async (request) => ({ respon: await wewenangSaya(db, ctxOf(request, deps)) }));

  rute(app, wewenangApi.atur, async (request) => ({
    respon: await aturWewenang(db, ctxOf(request, deps), request.params.akun_uid, request.body),
  }));
}
