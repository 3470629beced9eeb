import {
  kelasTerapiInputSchema,
  kelasTerapiQuerySchema,
  kelasTerapiSchema,
  masterFarmasiInputSchema,
  masterFarmasiSchema,
  supplierInputSchema,
  supplierSchema,
} from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../../master/crud/crud.routes.ts';
import {
  layananKategori,
  layananKelasTerapi,
  layananSediaan,
  layananSupplier,
  layananVarian,
} from './master.service.ts';

/**
 * /farmasi/master/{kategori|varian|sediaan|supplier|kelas_terapi} (spec §7). Every signed-in role
 * reads them (doctors prescribe from products that carry them); pharmacists and the warehouse keep them.
 */
export async function masterFarmasiRoutes(app: App, deps: Deps) {
  const umum = { baca: 'authenticated', tulis: 'farmasi.obat:manage', hapusNonaktif: true } as const;
  ruteMaster(app, deps, {
    ...umum,
    path: '/farmasi/master/kategori',
    tag: 'Farmasi: Master',
    label: 'kategori produk',
    layanan: layananKategori,
    item: masterFarmasiSchema,
    buat: masterFarmasiInputSchema,
  });
  ruteMaster(app, deps, {
    ...umum,
    path: '/farmasi/master/varian',
    tag: 'Farmasi: Master',
    label: 'varian produk',
    layanan: layananVarian,
    item: masterFarmasiSchema,
    buat: masterFarmasiInputSchema,
  });
  ruteMaster(app, deps, {
    ...umum,
    path: '/farmasi/master/sediaan',
    tag: 'Farmasi: Master',
    label: 'satuan (sediaan)',
    layanan: layananSediaan,
    item: masterFarmasiSchema,
    buat: masterFarmasiInputSchema,
  });
  ruteMaster(app, deps, {
    ...umum,
    path: '/farmasi/master/supplier',
    tag: 'Farmasi: Master',
    label: 'supplier',
    layanan: layananSupplier,
    item: supplierSchema,
    buat: supplierInputSchema,
  });
  ruteMaster(app, deps, {
    ...umum,
    path: '/farmasi/master/kelas_terapi',
    tag: 'Farmasi: Master',
    label: 'kelas terapi',
    layanan: layananKelasTerapi,
    item: kelasTerapiSchema,
    buat: kelasTerapiInputSchema,
    query: kelasTerapiQuerySchema,
  });
}
