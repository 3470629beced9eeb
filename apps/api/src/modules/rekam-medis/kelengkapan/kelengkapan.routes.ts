import { kelengkapanApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { kirimXlsx } from '../../../platform/xlsx.ts';
import { JUDUL_LAPORAN, pdfLaporanKelengkapan, xlsxLaporanKelengkapan } from './kelengkapan.cetak.ts';
import {
  bacaKelengkapan,
  daftarKelengkapan,
  laporanKelengkapan,
  rekapKelengkapan,
} from './kelengkapan.service.ts';

/** Record completeness (contracts: kelengkapanApi; docs/rekam-medis.md "Record completeness"). */
export async function kelengkapanRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, kelengkapanApi.daftar, async (request) =>
    daftarKelengkapan(db, ctxOf(request, deps), request.query),
  );

  rute(app, kelengkapanApi.rekap, async (request) => ({
    respon: await rekapKelengkapan(db, ctxOf(request, deps), request.query),
  }));

  rute(app, kelengkapanApi.laporan, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    const { bulan, format } = request.query;
    const l = await laporanKelengkapan(db, ctx, bulan);
    const nama = `${JUDUL_LAPORAN} ${bulan}`;
    if (format === 'xlsx') return kirimXlsx(reply, `${nama}.xlsx`, await xlsxLaporanKelengkapan(l));
    if (format === 'pdf') return kirimPdf(reply, `${nama}.pdf`, await pdfLaporanKelengkapan(db, ctx, l));
    return l;
  });

  rute(app, kelengkapanApi.baca, async (request) => ({
    respon: await bacaKelengkapan(db, ctxOf(request, deps), request.params.layanan_uid),
  }));
}
