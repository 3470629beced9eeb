import type { App, Deps } from '../../platform/http.ts';
import { dokumenStokRoutes } from './dokumen/dokumen.routes.ts';
import { laporanFarmasiRoutes } from './laporan/laporan.routes.ts';
import { lokasiRoutes } from './lokasi/lokasi.routes.ts';
import { masterFarmasiRoutes } from './master/master.routes.ts';
import { pengeluaranRoutes } from './pengeluaran/pengeluaran.routes.ts';
import { penjualanRoutes } from './penjualan/penjualan.routes.ts';
import { persediaanRoutes } from './persediaan/persediaan.routes.ts';
import { produkRoutes } from './produk/produk.routes.ts';
import { resepRoutes } from './resep/resep.routes.ts';

/** The pharmacy's routes beyond location access (registered separately by the platform). */
export async function farmasiRoutes(app: App, deps: Deps) {
  await masterFarmasiRoutes(app, deps);
  await lokasiRoutes(app, deps);
  await produkRoutes(app, deps);
  await resepRoutes(app, deps);
  await penjualanRoutes(app, deps);
  await dokumenStokRoutes(app, deps);
  await persediaanRoutes(app, deps);
  await laporanFarmasiRoutes(app, deps);
  await pengeluaranRoutes(app, deps);
}
