import { admisiApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { daftarBedKosong, daftarPasienPulang, daftarPasienRanap } from './admisi.daftar.ts';
import { type PortSepRanap, terimaPasienDenganSep } from './admisi.service.ts';
import { batalPesanBed, pesanBed } from './pesan-bed.service.ts';
import { pindahKamar } from './pindah.service.ts';
import { pdfSlipMasuk } from './slip-masuk.pdf.ts';

/**
 * Admission, transfer, bed reservation and the lists of inpatients (docs/ranap/admisi.md).
 * `sepRanap`: the vclaim module's inpatient SEP, handed in by app.ts (docs/vclaim.md).
 */
export async function admisiRoutes(app: App, deps: Deps & { sepRanap?: PortSepRanap }): Promise<void> {
  const { db } = deps;

  rute(app, admisiApi.admisi, async (request) => ({
    respon: await terimaPasienDenganSep(db, ctxOf(request, deps), request.body, deps.sepRanap),
  }));

  rute(app, admisiApi.pindah, async (request) => ({
    respon: await pindahKamar(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));

  rute(app, admisiApi.slipPdf, async (request, reply) => {
    const { nama, pdf } = await pdfSlipMasuk(db, ctxOf(request, deps), request.params.layanan_uid);
    return kirimPdf(reply, nama, pdf);
  });

  rute(app, admisiApi.pesanBed, async (request) => ({
    message: await pesanBed(db, ctxOf(request, deps), request.params.uid, request.body.tindak_lanjut_uid),
  }));

  rute(app, admisiApi.batalPesanBed, async (request) => ({
    message: await batalPesanBed(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, admisiApi.bedKosong, async (request) => daftarBedKosong(db, request.query));

  rute(app, admisiApi.pasien, async (request) => daftarPasienRanap(db, ctxOf(request, deps), request.query));

  rute(app, admisiApi.pasienPulang, async (request) =>
    daftarPasienPulang(db, ctxOf(request, deps), request.query),
  );
}
