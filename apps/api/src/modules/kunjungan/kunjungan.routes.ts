import { pendaftaranApi } from '@rawat/domain';
import { type App, ctxOf, kirimPdf } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { rute } from '../../platform/rute.ts';
import { tiketPublik } from './antrian.service.ts';
import { antrianKlinikRoutes } from './antrian-klinik.routes.ts';
import type { KunjunganDeps } from './biaya-pendaftaran.ts';
import { daftarIgdCepat } from './igd-cepat.service.ts';
import { listPendaftaran } from './pendaftaran.baca.ts';
import { kuotaHari } from './pendaftaran.kuota.ts';
import {
  batalkan,
  daftarkan,
  detailPendaftaran,
  type PortSep,
  tambahLayanan,
} from './pendaftaran.service.ts';
import { pdfTiket } from './tiket.pdf.ts';

/**
 * Registration (kunjungan, layanan, antrian) and the public queue ticket (contracts: pendaftaranApi).
 * `sep`: the vclaim module's SEP, handed in by app.ts (docs/vclaim.md).
 */
export async function kunjunganRoutes(app: App, deps: KunjunganDeps & { sep?: PortSep }) {
  const { db, tagihan } = deps;
  await antrianKlinikRoutes(app, deps);

  rute(app, pendaftaranApi.daftar, async (request) => {
    const { rows, total } = await listPendaftaran(db, request.query);
    return envelope(rows, total, request.query);
  });

  rute(app, pendaftaranApi.kuota, async (request) => ({ respon: await kuotaHari(db, request.query) }));

  rute(app, pendaftaranApi.detail, async (request) => ({
    respon: await detailPendaftaran(db, tagihan, request.params.uid),
  }));

  rute(app, pendaftaranApi.daftarkan, async (request) => {
    const hasil = await daftarkan(db, ctxOf(request, deps), tagihan, request.body, deps.sep);
    if (!hasil.sep || !deps.sep) return { respon: hasil };
    // After the commit: the SEP is sent now, so the desk usually sees its number at once.
    const sep = (await deps.sep.kirim(hasil.kunjungan_uid)) ?? hasil.sep;
    return { respon: { ...hasil, sep, no_sep: sep.no_sep ?? hasil.no_sep } };
  });

  rute(app, pendaftaranApi.igdCepat, async (request) => ({
    respon: await daftarIgdCepat(db, ctxOf(request, deps), tagihan, request.body),
  }));

  rute(app, pendaftaranApi.tambahLayanan, async (request) => ({
    respon: await tambahLayanan(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, pendaftaranApi.batal, async (request) => ({
    respon: await batalkan(db, ctxOf(request, deps), tagihan, request.params.uid, request.body.alasan),
  }));

  rute(app, pendaftaranApi.tiketPdf, async (request, reply) => {
    // The ticket's QR code points at the public ticket page of the host the desk reached us on.
    const asal = `${request.protocol}://${request.host}`;
    const { nama, pdf } = await pdfTiket(db, ctxOf(request, deps), tagihan, request.params.uid, asal);
    return kirimPdf(reply, nama, pdf);
  });

  rute(app, pendaftaranApi.tiketPublik, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { respon: await tiketPublik(db, ctxOf(request, deps), request.params.kode) };
  });
}
