import { pelepasanRmApi, peminjamanRmApi, retensiRmApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import {
  ajukanPelepasan,
  catatPersetujuan,
  daftarPelepasan,
  putuskanPelepasan,
  serahkanPelepasan,
} from './pelepasan.service.ts';
import { pdfTracer } from './peminjaman.pdf.ts';
import { daftarPinjam, kembalikanBerkas, pinjamBerkas } from './peminjaman.service.ts';
import { daftarRetensi, retensiPasien } from './retensi.service.ts';

/** The record as a file: loans, release of information, retention (docs/rekam-medis.md). */
export async function berkasRmRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;

  rute(app, peminjamanRmApi.daftar, async (request) => daftarPinjam(db, ctxOf(request, deps), request.query));
  rute(app, peminjamanRmApi.pinjam, async (request) => ({
    respon: await pinjamBerkas(db, ctxOf(request, deps), request.body),
  }));
  rute(app, peminjamanRmApi.kembali, async (request) => ({
    respon: await kembalikanBerkas(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, peminjamanRmApi.tracer, async (request, reply) => {
    const { nama, pdf } = await pdfTracer(db, ctxOf(request, deps), request.params.uid);
    return kirimPdf(reply, nama, pdf);
  });

  rute(app, pelepasanRmApi.daftar, async (request) => daftarPelepasan(db, request.query));
  rute(app, pelepasanRmApi.ajukan, async (request) => ({
    respon: await ajukanPelepasan(db, ctxOf(request, deps), request.body),
  }));
  rute(app, pelepasanRmApi.persetujuan, async (request) => ({
    respon: await catatPersetujuan(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, pelepasanRmApi.keputusan, async (request) => ({
    respon: await putuskanPelepasan(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, pelepasanRmApi.serahkan, async (request) => ({
    respon: await serahkanPelepasan(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, retensiRmApi.pasien, async (request) => ({
    respon: await retensiPasien(db, ctxOf(request, deps), request.params.pasien_uid),
  }));
  rute(app, retensiRmApi.daftar, async (request) => daftarRetensi(db, ctxOf(request, deps), request.query));
}
