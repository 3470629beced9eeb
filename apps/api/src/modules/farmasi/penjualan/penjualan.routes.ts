import { penjualanApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { ambilPenjualan, cariObatPenjualan, daftarPenjualan } from './penjualan.baca.ts';
import { cetakStrukPenjualan } from './penjualan.pdf.ts';
import { bayarPenjualan, buatPenjualan, panggilPenjualan } from './penjualan.service.ts';
import { batalPenjualan, serahkanPenjualan } from './penjualan.stok.ts';

/**
 * Over-the-counter sales to walk-in buyers (contracts: penjualanApi in @rawat/domain); selling,
 * handing over and cancelling also need the depot's location right, checked in the service.
 */
export async function penjualanRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, penjualanApi.cariObat, async (request) =>
    cariObatPenjualan(db, ctxOf(request, deps), request.query),
  );

  rute(app, penjualanApi.daftar, async (request) => daftarPenjualan(db, request.query));

  rute(app, penjualanApi.detail, async (request) => ({
    respon: await ambilPenjualan(db, request.params.uid),
  }));

  rute(app, penjualanApi.struk, async (request, reply) => {
    const { nama, pdf } = await cetakStrukPenjualan(db, ctxOf(request, deps), request.params.uid);
    return kirimPdf(reply, nama, pdf);
  });

  rute(app, penjualanApi.buat, async (request) => ({
    respon: await buatPenjualan(db, ctxOf(request, deps), request.body),
  }));

  rute(app, penjualanApi.bayar, async (request) => ({
    respon: await bayarPenjualan(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, penjualanApi.panggil, async (request) => ({
    respon: await panggilPenjualan(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, penjualanApi.serahkan, async (request) => ({
    respon: await serahkanPenjualan(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, penjualanApi.batal, async (request) => ({
    respon: await batalPenjualan(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
}
