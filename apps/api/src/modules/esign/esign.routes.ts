import { esignApi } from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import { type App, ctxOf, kirimPdf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { dashboardEsign } from './dashboard.service.ts';
import { imporCa, pastikanCa, ringkasCa } from './esign.ca.ts';
import type { DepsEsign } from './esign.deps.ts';
import {
  bukaKunciPin,
  daftarPenanda,
  daftarSemuaPenanda,
  fotoPenanda,
  penandaSaya,
  setujuiPenanda,
  tolakPenanda,
} from './penanda.service.ts';
import {
  ajukanTtd,
  daftarPengajuan,
  pdfPengajuan,
  statusDokumen,
  tolakPengajuan,
} from './pengajuan.service.ts';
import { tandatangani } from './tandatangan.service.ts';
import { verifikasiTtd } from './verifikasi.service.ts';

// A signed document's QR code points back at this server, as the browser reached it.
const asalDari = (r: FastifyRequest) => `${r.protocol}://${r.host}`;

/** Electronic signatures (docs/esign.md), under /api/surat/v1 with the letters; contracts: esignApi. */
export async function esignRoutes(app: App, deps: DepsEsign) {
  const { db } = deps;

  rute(app, esignApi.penandaSaya, async (request) => ({
    respon: await penandaSaya(deps, ctxOf(request, deps)),
  }));

  rute(
    app,
    esignApi.penandaDaftar,
    async (request) => ({ respon: await daftarPenanda(deps, ctxOf(request, deps), request.body) }),
    // Two photos of up to 2 MB each, as base64.
    { bodyLimit: 7 * 1024 * 1024 },
  );

  rute(app, esignApi.penandaList, async (request) => daftarSemuaPenanda(db, request.query));

  rute(app, esignApi.penandaFoto, async (request, reply) => {
    const { isi, tipe } = await fotoPenanda(db, request.params.uid, request.params.foto);
    return reply.header('content-type', tipe).header('cache-control', 'private, no-store').send(isi);
  });

  rute(app, esignApi.penandaSetujui, async (request) => ({
    respon: await setujuiPenanda(deps, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, esignApi.penandaTolak, async (request) => ({
    respon: await tolakPenanda(deps, ctxOf(request, deps), request.params.uid, request.body.alasan),
  }));

  rute(app, esignApi.penandaBukaKunci, async (request) => ({
    respon: await bukaKunciPin(deps, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, esignApi.ajukan, async (request) => ({
    respon: await ajukanTtd(deps, ctxOf(request, deps), request.body),
  }));

  rute(app, esignApi.pengajuanList, async (request) =>
    daftarPengajuan(deps, ctxOf(request, deps), request.query),
  );

  rute(app, esignApi.statusDokumen, async (request) => ({
    respon: await statusDokumen(deps, ctxOf(request, deps), request.params.jenis, request.params.ref_uid),
  }));

  rute(app, esignApi.pdf, async (request, reply) => {
    const { nama, pdf } = await pdfPengajuan(
      deps,
      ctxOf(request, deps),
      request.params.uid,
      asalDari(request),
    );
    return kirimPdf(reply, nama, pdf);
  });

  rute(app, esignApi.tandatangani, async (request) => ({
    respon: await tandatangani(deps, ctxOf(request, deps), request.body, asalDari(request)),
  }));

  rute(app, esignApi.tolak, async (request) => ({
    respon: await tolakPengajuan(deps, ctxOf(request, deps), request.params.uid, request.body.alasan),
  }));

  rute(app, esignApi.dashboard, async (request) => ({
    respon: await dashboardEsign(deps.dbBaca, request.query, deps.now()),
  }));

  rute(app, esignApi.verifikasi, async (request) => ({
    respon: await verifikasiTtd(deps, request.params.uid),
  }));

  rute(app, esignApi.ca, async () => ({
    respon: ringkasCa(await pastikanCa(db, deps.esign.kunciInduk, deps.now())),
  }));

  rute(app, esignApi.caSertifikat, async (_request, reply) => {
    const ca = await pastikanCa(db, deps.esign.kunciInduk, deps.now());
    return reply
      .header('content-type', 'application/x-pem-file')
      .header('content-disposition', 'attachment; filename="rawat-root-ca.pem"')
      .send(ca.sertifikatPem);
  });

  rute(
    app,
    esignApi.caImpor,
    async (request) => {
      const p12 = Buffer.from(request.body.berkas.replace(/^data:[^,]*,/, ''), 'base64');
      await imporCa(db, ctxOf(request, deps), deps.esign.kunciInduk, p12, request.body.sandi);
      return { respon: ringkasCa(await pastikanCa(db, deps.esign.kunciInduk, deps.now())) };
    },
    { bodyLimit: 2 * 1024 * 1024 },
  );
}
