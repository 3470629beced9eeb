import {
  displayAntrianQuerySchema,
  displayAntrianSchema,
  errorEnvelopeSchema,
  idParamSchema,
  itemEnvelope,
  layananParamSchema,
  listEnvelope,
  obatResepQuerySchema,
  obatResepSchema,
  resepInputSchema,
  resepQueryBodySchema,
  resepQuerySchema,
  resepRingkasSchema,
  resepSchema,
  returResepInputSchema,
  riwayatResepQuerySchema,
  selesaiResepInputSchema,
  serahkanObatInputSchema,
  setujuiResepInputSchema,
  TAHAP_RESEP_ANTREAN,
  TAHAP_RESEP_RIWAYAT,
  tolakResepInputSchema,
  uidParamSchema,
} from '@rawat/domain';
import { z } from 'zod';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { ambilResep, cariObatResep, daftarResepFarmasi, daftarResepLayanan } from './resep.baca.ts';
import { displayAntrian } from './resep.display.ts';
import { cetakEtiket } from './resep.etiket.ts';
import { panggilResep, serahkanResep } from './resep.loket.ts';
import { returResep, selesaikanResep, setujuiResep } from './resep.pelayanan.ts';
import { tolakResep, tulisResep } from './resep.service.ts';

const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Prescriptions: written from the clinical chart (/pelayanan/…, the service checks the layanan's
 * clinic and the doctor's side), served by the pharmacy at the §7 paths: /farmasi/obat/request
 * (list, history, approve, reject, done), /farmasi/obat/retur, the counter's call and hand-over
 * (/farmasi/callantrian, /farmasi/receivedobat) and the waiting-room panel (/farmasi/dispalyantrian,
 * the spec's spelling). Reading needs farmasi.antrian:read; every change farmasi.resep:manage and,
 * where stock moves, the depot right of §6 (checked in the service).
 */
export async function resepRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tagsKlinik = ['Pelayanan: Resep'];
  const tags = ['Farmasi: Permintaan Obat'];

  app.get(
    '/pelayanan/obat',
    {
      config: { permission: 'asesmen.medis:write' },
      schema: {
        tags: tagsKlinik,
        summary: 'Obat aktif untuk peresepan (nama, nama generik atau kode), 15 per halaman',
        querystring: obatResepQuerySchema,
        response: { 200: listEnvelope(obatResepSchema) },
      },
    },
    async (request) => cariObatResep(db, request.query),
  );

  app.get(
    '/pelayanan/:layanan_uid/resep',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: tagsKlinik,
        summary: 'Resep sebuah pelayanan dengan baris dan isi racikan, terbaru dahulu',
        params: layananParamSchema,
        response: { 200: z.object({ respon: z.array(resepSchema) }), ...galat },
      },
    },
    async (request) => ({
      respon: await daftarResepLayanan(db, ctxOf(request, deps), request.params.layanan_uid),
    }),
  );

  app.post(
    '/pelayanan/:layanan_uid/resep',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: tagsKlinik,
        summary: 'Menulis resep (dokter): baris obat dan racikan dengan mix_detail',
        params: layananParamSchema,
        body: resepInputSchema,
        response: { 201: itemEnvelope(resepSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const r = await tulisResep(db, ctxOf(request, deps), request.params.layanan_uid, request.body);
      return reply.status(201).send({ respon: r });
    },
  );

  const daftar = {
    config: { permission: 'farmasi.antrian:read' as const },
    schema: {
      tags,
      summary: 'Permintaan obat yang belum selesai (Diminta, Disetujui), terlama dahulu',
      response: { 200: listEnvelope(resepRingkasSchema), 400: errorEnvelopeSchema },
    },
  };
  app.get(
    '/farmasi/obat/request',
    { ...daftar, schema: { ...daftar.schema, querystring: resepQuerySchema } },
    async (request) => daftarResepFarmasi(db, request.query, TAHAP_RESEP_ANTREAN, 'antrean'),
  );
  app.post(
    '/farmasi/obat/request',
    { ...daftar, schema: { ...daftar.schema, body: resepQueryBodySchema } },
    async (request) => daftarResepFarmasi(db, request.body, TAHAP_RESEP_ANTREAN, 'antrean'),
  );

  app.get(
    '/farmasi/obat/request/history',
    {
      config: { permission: 'farmasi.antrian:read' },
      schema: {
        tags,
        summary: 'Riwayat permintaan obat (Selesai, Ditolak, Diretur), terbaru dahulu',
        querystring: riwayatResepQuerySchema,
        response: { 200: listEnvelope(resepRingkasSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => daftarResepFarmasi(db, request.query, TAHAP_RESEP_RIWAYAT, 'terbaru'),
  );

  app.get(
    '/farmasi/obat/request/:uid',
    {
      config: { permission: 'farmasi.antrian:read' },
      schema: {
        tags,
        summary: 'Detail permintaan obat: baris per posisi dan mix_detail racikan per posisi',
        params: uidParamSchema,
        response: { 200: itemEnvelope(resepSchema), ...galat },
      },
    },
    async (request) => ({ respon: await ambilResep(db, request.params.uid) }),
  );

  app.post(
    '/farmasi/obat/request/reject',
    {
      config: { permission: 'farmasi.resep:manage' },
      schema: {
        tags,
        summary: 'Menolak permintaan obat yang masih Diminta, dengan alasan',
        body: tolakResepInputSchema,
        response: { 200: itemEnvelope(resepSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ respon: await tolakResep(db, ctxOf(request, deps), request.body) }),
  );

  const ubah = { 200: itemEnvelope(resepSchema), ...galat, 409: errorEnvelopeSchema };

  app.post(
    '/farmasi/obat/request/approve/:uid',
    {
      config: { permission: 'farmasi.resep:manage' },
      schema: {
        tags,
        summary: 'Menyetujui permintaan obat: depo pelayan dipilih dan stoknya diperiksa (409 bila kurang)',
        params: uidParamSchema,
        body: setujuiResepInputSchema,
        response: ubah,
      },
    },
    async (request) => ({
      respon: await setujuiResep(db, ctxOf(request, deps), request.params.uid, request.body ?? {}),
    }),
  );

  app.post(
    '/farmasi/obat/request/done',
    {
      config: { permission: 'farmasi.resep:manage' },
      schema: {
        tags,
        summary: 'Resep selesai disiapkan: stok keluar (FEFO) dan tagihan OBAT masuk ke kasir',
        body: selesaiResepInputSchema,
        response: ubah,
      },
    },
    async (request) => ({ respon: await selesaikanResep(db, ctxOf(request, deps), request.body.uid) }),
  );

  app.post(
    '/farmasi/obat/retur',
    {
      config: { permission: 'farmasi.resep:manage' },
      schema: {
        tags,
        summary: 'Retur resep yang sudah disiapkan: stok kembali ke batch asal, tagihan OBAT dibalik',
        body: returResepInputSchema,
        response: ubah,
      },
    },
    async (request) => ({ respon: await returResep(db, ctxOf(request, deps), request.body) }),
  );

  app.put(
    '/farmasi/callantrian/:id',
    {
      config: { permission: 'farmasi.resep:manage' },
      schema: {
        tags,
        summary: 'Memanggil nomor antrian obat ke loket (diumumkan di layar antrian)',
        params: idParamSchema,
        response: ubah,
      },
    },
    async (request) => ({ respon: await panggilResep(db, ctxOf(request, deps), request.params.id) }),
  );

  app.put(
    '/farmasi/receivedobat/:id',
    {
      config: { permission: 'farmasi.resep:manage' },
      schema: {
        tags,
        summary: 'Obat diserahkan kepada pasien atau keluarga (nama penerima)',
        params: idParamSchema,
        body: serahkanObatInputSchema,
        response: ubah,
      },
    },
    async (request) => ({
      respon: await serahkanResep(
        db,
        ctxOf(request, deps),
        request.params.id,
        request.body ?? { penerima: null },
      ),
    }),
  );

  app.get(
    '/farmasi/dispalyantrian',
    {
      config: { permission: 'farmasi.antrian:read' },
      schema: {
        tags,
        summary: 'Layar antrian farmasi: nomor yang dipanggil, sedang disiapkan dan siap diambil hari itu',
        querystring: displayAntrianQuerySchema,
        response: { 200: z.object({ respon: displayAntrianSchema }), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ respon: await displayAntrian(db, ctxOf(request, deps), request.query) }),
  );

  app.get(
    '/farmasi/obat/request/:uid/etiket',
    {
      config: { permission: 'farmasi.antrian:read' },
      schema: {
        tags,
        summary: 'Etiket obat (PDF 80 mm): satu etiket per baris resep dengan aturan pakai',
        params: uidParamSchema,
      },
    },
    async (request, reply) => {
      const { nama, pdf } = await cetakEtiket(db, ctxOf(request, deps), request.params.uid);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${nama.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
