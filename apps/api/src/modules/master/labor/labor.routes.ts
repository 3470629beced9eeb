import {
  paketLabInputSchema,
  paketLabSchema,
  pemeriksaanLabInputSchema,
  pemeriksaanLabListQuerySchema,
  pemeriksaanLabSchema,
} from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { ruteTarif } from '../tarif/tarif.routes.ts';
import { layananPaketLab } from './paket.service.ts';
import { layananPemeriksaanLab } from './pemeriksaan.service.ts';

/**
 * Lab tests and packages. Every signed-in role reads them (doctors order, the lab enters
 * results). ADMIN/MANAGEMENT keep the tests; the lab keeps its packages (spec §2 lists
 * /paket-labor under Laboratory). Prices of both are set by those who keep the tariffs of
 * services (master.layanan:manage), so the lab composes a package and management prices it.
 */
export async function laborRoutes(app: App, deps: Deps) {
  ruteMaster(app, deps, {
    path: '/master/lab',
    tag: 'Master Laboratorium',
    label: 'pemeriksaan laboratorium',
    layanan: layananPemeriksaanLab,
    item: pemeriksaanLabSchema,
    buat: pemeriksaanLabInputSchema,
    query: pemeriksaanLabListQuerySchema,
    baca: 'authenticated',
    tulis: 'master.layanan:manage',
  });
  ruteTarif(app, deps, {
    path: '/master/lab',
    tag: 'Master Laboratorium',
    jenis: 'LAB',
    baris: layananPemeriksaanLab.baris,
    baca: 'authenticated',
    tulis: 'master.layanan:manage',
  });
  ruteMaster(app, deps, {
    path: '/master/paket-lab',
    tag: 'Master Paket Laboratorium',
    label: 'paket laboratorium',
    layanan: layananPaketLab,
    item: paketLabSchema,
    buat: paketLabInputSchema,
    baca: 'authenticated',
    tulis: 'labor.paket:manage',
  });
  ruteTarif(app, deps, {
    path: '/master/paket-lab',
    tag: 'Master Paket Laboratorium',
    jenis: 'PAKET_LAB',
    baris: layananPaketLab.baris,
    baca: 'authenticated',
    tulis: 'master.layanan:manage',
  });
}
