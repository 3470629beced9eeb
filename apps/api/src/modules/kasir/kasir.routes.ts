import { kasirApi } from '@rawat/domain';
import { type App, ctxOf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { depositRoutes } from './deposit/deposit.routes.ts';
import { feeRoutes } from './fee/fee.routes.ts';
import type { KasirDeps } from './kasir.ports.ts';
import { laporanKasirRoutes } from './laporan/laporan.routes.ts';
import { pembayaranRoutes } from './pembayaran/pembayaran.routes.ts';
import { pengaturanPenjaminRoutes } from './pengaturan/pengaturan-penjamin.routes.ts';
import { shiftRoutes } from './shift/shift.routes.ts';
import { antrianKasir, tagihanKunjungan } from './tagihan.baca.ts';

/**
 * The cashier (contracts: kasirApi in @rawat/domain): the queue of visits with an open bill and one
 * visit's bill. Payments, shifts, deposits, doctor fees and the reports live in their own folders.
 */
export async function kasirRoutes(app: App, deps: KasirDeps) {
  const { db } = deps;
  await pembayaranRoutes(app, deps);
  await shiftRoutes(app, deps);
  await depositRoutes(app, deps);
  await feeRoutes(app, deps);
  await laporanKasirRoutes(app, deps);
  await pengaturanPenjaminRoutes(app, deps);

  rute(app, kasirApi.antrian, async (request) => {
    const ctx = ctxOf(request, deps);
    // A stay's day is charged when read: today's room days first, so the queue shows them.
    await deps.kasir.ranap.tagihDirawat(db, ctx);
    return antrianKasir(db, ctx, request.query);
  });

  rute(app, kasirApi.tagihan, async (request) => ({
    respon: await tagihanKunjungan(db, ctxOf(request, deps), request.params.kunjungan_uid, deps.kasir),
  }));

  // The pharmacy's own list, narrowed to what waits at the cashier (through the pharmacy's port).
  rute(app, kasirApi.penjualan, async (request) => deps.kasir.penjualan.daftarMenunggu(db, request.query));
}
