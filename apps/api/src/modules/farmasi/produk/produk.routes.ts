import {
  errorEnvelopeSchema,
  hargaProdukSchema,
  idParamSchema,
  itemEnvelope,
  paketObatInputSchema,
  paketObatSchema,
  produkInputSchema,
  produkQuerySchema,
  produkSchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../../master/crud/crud.routes.ts';
import { layananPaketObat } from './paket.service.ts';
import { hargaProduk, layananProduk } from './produk.service.ts';

/**
 * Products: every signed-in role reads them (doctors prescribe from the list); pharmacists and
 * the warehouse keep them (farmasi.obat:manage).
 */
export async function produkRoutes(app: App, deps: Deps) {
  const { db } = deps;
  ruteMaster(app, deps, {
    path: '/farmasi/produk',
    tag: 'Farmasi: Produk',
    label: 'produk',
    layanan: layananProduk,
    item: produkSchema,
    buat: produkInputSchema,
    query: produkQuerySchema,
    baca: 'authenticated',
    tulis: 'farmasi.obat:manage',
    hapusNonaktif: true,
  });

  app.get(
    '/farmasi/produk/:uid/harga',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['Farmasi: Produk'],
        summary: 'Harga jual per satuan dasar untuk tiap penjamin (harga dasar + markup, spec §9)',
        params: uidParamSchema,
        response: { 200: itemEnvelope(hargaProdukSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ respon: await hargaProduk(db, request.params.uid) }),
  );

  // Medicine packages, at exactly the paths of spec §7.
  const tags = ['Farmasi: Paket Obat'];
  // GET /paketobat (+ /validasi, /:uid, PUT /:uid/status for the shared screens) from the factory;
  // the edit and delete paths of §7 below.
  ruteMaster(app, deps, {
    path: '/paketobat',
    tag: tags[0] ?? 'Farmasi: Paket Obat',
    label: 'paket obat',
    layanan: layananPaketObat,
    item: paketObatSchema,
    buat: paketObatInputSchema,
    baca: 'authenticated',
    tulis: 'farmasi.obat:manage',
  });
  app.put(
    '/editpaketobat/:id',
    {
      config: { permission: 'farmasi.obat:manage' },
      schema: {
        tags,
        summary: 'Mengubah paket obat',
        params: idParamSchema,
        body: paketObatInputSchema,
        response: { 200: itemEnvelope(paketObatSchema), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await layananPaketObat.ubah(db, ctxOf(request, deps), request.params.id, request.body),
    }),
  );
  app.delete(
    '/hapuspaketobat/:id',
    {
      config: { permission: 'farmasi.obat:manage' },
      schema: {
        tags,
        summary: 'Menonaktifkan paket obat (data tetap tersimpan)',
        params: idParamSchema,
        response: { 200: itemEnvelope(paketObatSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await layananPaketObat.ubahStatus(db, ctxOf(request, deps), request.params.id, 'NONAKTIF'),
    }),
  );
}
