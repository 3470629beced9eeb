import { laporanKasirApi } from '@rawat/domain';
import { type App, ctxOf, kirimPdf, type Reply } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { kirimXlsx } from '../../../platform/xlsx.ts';
import type { KasirDeps } from '../kasir.ports.ts';
import { dashboardKasir } from './dashboard.baca.ts';
import { namaBerkas } from './laporan.pdf.ts';
import type { SumberRekap } from './laporan.rekap.ts';
import { laporanByItem } from './laporan-item.baca.ts';
import {
  JUDUL_LAPORAN_ITEM,
  JUDUL_LAPORAN_OPERASI,
  pdfLaporanByItem,
  pdfLaporanOperasi,
  xlsxLaporanByItem,
  xlsxLaporanOperasi,
} from './laporan-item.cetak.ts';
import { laporanKasir } from './laporan-kasir.baca.ts';
import {
  JUDUL_LAPORAN_KASIR,
  JUDUL_LAPORAN_PASIEN,
  pdfLaporanKasir,
  pdfLaporanPasien,
  xlsxLaporanKasir,
  xlsxLaporanPasien,
} from './laporan-kasir.cetak.ts';
import { laporanOperasi } from './laporan-operasi.baca.ts';
import { laporanPasien } from './laporan-pasien.baca.ts';

/** Answers the report as JSON, or as the workbook or PDF the query asked for. */
async function jawab<L extends { dari: string; sampai: string }>(
  reply: Reply,
  format: 'json' | 'xlsx' | 'pdf',
  judul: string,
  l: L,
  xlsx: (l: L) => Promise<Buffer>,
  pdf: (l: L) => Promise<Buffer>,
) {
  if (format === 'xlsx') return kirimXlsx(reply, `${namaBerkas(judul, l)}.xlsx`, await xlsx(l));
  if (format === 'pdf') return kirimPdf(reply, `${namaBerkas(judul, l)}.pdf`, await pdf(l));
  return l;
}

/** The cashier dashboard and reports (contracts: laporanKasirApi in @rawat/domain). */
export async function laporanKasirRoutes(app: App, deps: KasirDeps) {
  // Reports only: the replica may answer them (DATABASE_READ_URL, docs/skala.md).
  const db = deps.dbBaca;
  // Closed days' sums are stored where the reports read only without a replica: a replica takes
  // no writes, and a report route sends nothing to the primary (db/replika.test.ts). There the
  // days not stored yet are read live (docs/kasir.md "Rekap harian").
  const rekap: SumberRekap = {
    tulis: deps.dbBaca === deps.db ? deps.db : null,
    penjualan: deps.kasir.penjualan,
  };

  rute(app, laporanKasirApi.dashboard, async (request) => ({
    respon: await dashboardKasir(db, ctxOf(request, deps), deps.kasir.penjualan),
  }));

  rute(app, laporanKasirApi.kasir, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    // A download lists every receipt; a screen a range's sums once it is too long to list.
    const q = request.query;
    const l = await laporanKasir(db, ctx, q, q.format === 'json' ? undefined : Number.POSITIVE_INFINITY);
    return jawab(reply, request.query.format, JUDUL_LAPORAN_KASIR, l, xlsxLaporanKasir, (x) =>
      pdfLaporanKasir(db, ctx, x),
    );
  });

  rute(app, laporanKasirApi.item, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    const l = await laporanByItem(db, ctx, request.query, deps.kasir.penjualan, rekap);
    return jawab(reply, request.query.format, JUDUL_LAPORAN_ITEM, l, xlsxLaporanByItem, (x) =>
      pdfLaporanByItem(db, ctx, x),
    );
  });

  rute(app, laporanKasirApi.operasi, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    const l = await laporanOperasi(db, ctx, request.query, deps.kasir.tindakan);
    return jawab(reply, request.query.format, JUDUL_LAPORAN_OPERASI, l, xlsxLaporanOperasi, (x) =>
      pdfLaporanOperasi(db, ctx, x),
    );
  });

  rute(app, laporanKasirApi.pasien, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    const l = await laporanPasien(db, ctx, request.query, request.query.format === 'json', rekap);
    return jawab(reply, request.query.format, JUDUL_LAPORAN_PASIEN, l, xlsxLaporanPasien, (x) =>
      pdfLaporanPasien(db, ctx, x),
    );
  });
}
