import { bedApi } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { itemHarian } from '../../master/ruangan/ruangan.tables.ts';
import { ruteTarif } from '../../master/tarif/tarif.routes.ts';
import { itemHarianTidakDitemukan } from './bed.errors.ts';
import {
  aturDeposit,
  daftarDeposit,
  daftarItemHarian,
  ketersediaanBed,
  papanBed,
  riwayatBed,
  ubahStatusManual,
} from './bed.service.ts';
import {
  aktifBed,
  aktifKamar,
  buatBed,
  buatKamar,
  buatRuangan,
  daftarRuangan,
  statusRuangan,
  ubahBed,
  ubahKamar,
  ubahRuangan,
} from './bed-master.service.ts';

/** Beds and the bed board (docs/ranap/bed.md); registered by ranap.routes.ts. */
export async function bedRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;

  // --- Masters (ranap.bed:manage) ------------------------------------------------------------
  rute(app, bedApi.daftarRuangan, async () => ({ data: await daftarRuangan(db) }));
  rute(app, bedApi.buatRuangan, async (request) => ({
    respon: await buatRuangan(db, ctxOf(request, deps), request.body),
  }));
  rute(app, bedApi.ubahRuangan, async (request) => ({
    respon: await ubahRuangan(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, bedApi.statusRuangan, async (request) => ({
    respon: await statusRuangan(db, ctxOf(request, deps), request.params.uid, request.body.status),
  }));
  rute(app, bedApi.buatKamar, async (request) => ({
    respon: await buatKamar(db, ctxOf(request, deps), request.body),
  }));
  rute(app, bedApi.ubahKamar, async (request) => ({
    respon: await ubahKamar(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, bedApi.aktifKamar, async (request) => ({
    respon: await aktifKamar(db, ctxOf(request, deps), request.params.uid, request.body.aktif),
  }));
  rute(app, bedApi.buatBed, async (request) => ({
    respon: await buatBed(db, ctxOf(request, deps), request.body),
  }));
  rute(app, bedApi.ubahBed, async (request) => ({
    respon: await ubahBed(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, bedApi.aktifBed, async (request) => ({
    respon: await aktifBed(db, ctxOf(request, deps), request.params.uid, request.body.aktif),
  }));

  // --- Status, history, board ----------------------------------------------------------------
  rute(app, bedApi.statusBed, async (request) => ({
    respon: await ubahStatusManual(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, bedApi.riwayatBed, async (request) => ({ data: await riwayatBed(db, request.params.uid) }));
  rute(app, bedApi.papan, async (request) => papanBed(db, ctxOf(request, deps), request.query));
  rute(app, bedApi.ketersediaan, async (request) => ketersediaanBed(db, ctxOf(request, deps)));

  // --- Day tariffs and deposits --------------------------------------------------------------
  rute(app, bedApi.itemHarian, async () => ({ data: await daftarItemHarian(db) }));
  ruteTarif(app, deps, bedApi, {
    jenis: 'HARIAN',
    baris: async (d, uid) => {
      const [r] = await d.select().from(itemHarian).where(eq(itemHarian.uid, uid));
      if (!r) throw itemHarianTidakDitemukan();
      return r;
    },
  });
  rute(app, bedApi.deposit, async () => ({ data: await daftarDeposit(db) }));
  rute(app, bedApi.aturDeposit, async (request) => ({
    data: await aturDeposit(db, ctxOf(request, deps), request.body),
  }));
}
