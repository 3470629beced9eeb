import { operasiApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { pdfLaporanOperasi } from './laporan.pdf.ts';
import { cariLayananOperasi, detailOperasi, papanOperasi, referensiOperasi } from './operasi.baca.ts';
import { operasiBhpRoutes } from './operasi.bhp.routes.ts';
import { simpanCatatanOperasi, simpanChecklist } from './operasi.catatan.ts';
import { laporanBelumAda } from './operasi.errors.ts';
import { jadwalkanOperasi } from './operasi.jadwal.ts';
import { finalLaporanOperasi, simpanLaporanOperasi } from './operasi.laporan.ts';
import { ubahStatusOperasi } from './operasi.status.ts';

/** The operating theatre (docs/operasi.md). */
export async function operasiRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  await operasiBhpRoutes(app, deps);

  rute(app, operasiApi.referensi, async () => ({ respon: await referensiOperasi(db) }));

  rute(app, operasiApi.papan, async (request) => ({ respon: await papanOperasi(db, request.query) }));

  rute(app, operasiApi.cariLayanan, async (request) => ({
    respon: await cariLayananOperasi(db, ctxOf(request, deps), request.query.cari),
  }));

  rute(app, operasiApi.jadwalkan, async (request) => ({
    respon: await jadwalkanOperasi(db, ctxOf(request, deps), request.body),
  }));

  rute(app, operasiApi.detail, async (request) => ({ respon: await detailOperasi(db, request.params.uid) }));

  rute(app, operasiApi.status, async (request) => ({
    respon: await ubahStatusOperasi(db, ctxOf(request, deps), request.params.uid, {
      status: request.body.status,
      alasan: request.body.alasan,
    }),
  }));

  rute(app, operasiApi.checklist, async (request) => ({
    respon: await simpanChecklist(
      db,
      ctxOf(request, deps),
      request.params.uid,
      request.params.bagian,
      request.body,
    ),
  }));

  rute(app, operasiApi.praAnestesi, async (request) => ({
    respon: await simpanCatatanOperasi(
      db,
      ctxOf(request, deps),
      request.params.uid,
      'PRA_ANESTESI',
      request.body,
    ),
  }));

  rute(app, operasiApi.catatanAnestesi, async (request) => ({
    respon: await simpanCatatanOperasi(
      db,
      ctxOf(request, deps),
      request.params.uid,
      'ANESTESI',
      request.body,
    ),
  }));

  rute(app, operasiApi.laporan, async (request) => ({
    respon: await simpanLaporanOperasi(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, operasiApi.finalLaporan, async (request) => ({
    respon: await finalLaporanOperasi(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, operasiApi.cetakLaporan, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    const o = await detailOperasi(db, request.params.uid);
    if (!o.laporan) throw laporanBelumAda();
    const { pdf } = await pdfLaporanOperasi(db, o, o.laporan, {
      dicetakPada: ctx.now(),
      dicetakOleh: ctx.user?.nama ?? null,
      stempel: null,
    });
    return kirimPdf(reply, `laporan-operasi-${o.kode_booking}.pdf`, pdf);
  });
}
