import { bookingApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import {
  batalBooking,
  buatBookingRs,
  checkinLoket,
  daftarBooking,
  detailBooking,
  lengkapiPasienBaru,
  perluDihubungi,
  tandaiDihubungi,
  tandaiTidakDatang,
} from './booking.staf.ts';

/** Online bookings for the desk (docs/antrean-online.md), under /api/v1; contracts: bookingApi. */
export async function bookingRoutes(app: App, deps: Deps) {
  const { db } = deps;
  rute(app, bookingApi.list, async (r) => ({ respon: await daftarBooking(db, r.query) }));
  rute(app, bookingApi.perluDihubungi, async (r) => ({ respon: await perluDihubungi(db, ctxOf(r, deps)) }));
  rute(app, bookingApi.detail, async (r) => ({ respon: await detailBooking(db, r.params.uid) }));
  rute(app, bookingApi.buat, async (r) => ({ respon: await buatBookingRs(db, ctxOf(r, deps), r.body) }));
  rute(app, bookingApi.checkin, async (r) => ({
    respon: await checkinLoket(db, ctxOf(r, deps), r.params.uid),
  }));
  rute(app, bookingApi.lengkapi, async (r) => ({
    respon: await lengkapiPasienBaru(db, ctxOf(r, deps), r.params.uid, r.body),
  }));
  rute(app, bookingApi.batal, async (r) => ({
    respon: await batalBooking(db, ctxOf(r, deps), r.params.uid, r.body.alasan),
  }));
  rute(app, bookingApi.dihubungi, async (r) => ({
    respon: await tandaiDihubungi(db, ctxOf(r, deps), r.params.uid, r.body.catatan),
  }));
  rute(app, bookingApi.tidakDatang, async (r) => ({
    respon: await tandaiTidakDatang(db, ctxOf(r, deps), r.body),
  }));
}
