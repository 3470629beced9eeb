import { anjunganApi } from '@rawat/domain';
import { perangkatDari } from '../../platform/guard.ts';
import { type App, ctxOf, type Deps, kirimPdf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import {
  type AnjunganDeps,
  anjunganBooking,
  anjunganDaftar,
  anjunganPasien,
  anjunganSuratKontrol,
  anjunganTiket,
} from './anjungan.service.ts';

/** The self-service kiosk, opened by an ANJUNGAN device token only (docs/perangkat.md). */
export async function anjunganRoutes(app: App, deps: Deps & { anjungan: AnjunganDeps }) {
  const { db, anjungan } = deps;

  rute(app, anjunganApi.booking, async (request) => ({
    respon: await anjunganBooking(db, ctxOf(request, deps), perangkatDari(request), request.body.kodebooking),
  }));

  rute(app, anjunganApi.suratKontrol, async (request) => ({
    respon: await anjunganSuratKontrol(
      db,
      ctxOf(request, deps),
      anjungan,
      perangkatDari(request),
      request.body.nomor,
    ),
  }));

  rute(app, anjunganApi.pasien, async (request) => ({
    respon: await anjunganPasien(db, ctxOf(request, deps), perangkatDari(request), request.body),
  }));

  rute(app, anjunganApi.daftar, async (request) => ({
    respon: await anjunganDaftar(db, ctxOf(request, deps), anjungan, perangkatDari(request), request.body),
  }));

  rute(app, anjunganApi.tiket, async (request, reply) => {
    // The ticket's QR code points at the public ticket page of the host the kiosk reached us on.
    const asal = `${request.protocol}://${request.host}`;
    const { nama, pdf } = await anjunganTiket(
      db,
      ctxOf(request, deps),
      anjungan,
      perangkatDari(request),
      request.params.uid,
      asal,
    );
    return kirimPdf(reply, nama, pdf);
  });
}
