import {
  akunTautanQuerySchema,
  akunTautanSchema,
  dokterInputSchema,
  dokterListQuerySchema,
  dokterOnlineSchema,
  dokterSchema,
  errorEnvelopeSchema,
  hariDari,
  itemEnvelope,
  jadwalDokterQuerySchema,
  jadwalDokterSchema,
  karyawanInputSchema,
  karyawanListQuerySchema,
  karyawanSchema,
  listEnvelope,
  perawatInputSchema,
  perawatListQuerySchema,
  perawatSchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { envelope } from '../../../platform/paging.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { cariJadwal, layananDokter, ubahTampilOnline } from './dokter.service.ts';
import { layananKaryawan, listAkunTautan } from './karyawan.service.ts';
import { layananPerawat } from './perawat.service.ts';

/**
 * Staff: employees and nurses carry personal data, so only staff managers read them. Doctors'
 * professional data is read by every signed-in role (registration picks a doctor per clinic and
 * day); the online schedule is switched by whoever runs /admin-dokteronline.
 */
export async function sdmRoutes(app: App, deps: Deps) {
  const { db } = deps;

  // Before ruteMaster's `/:uid` routes, for readability; Fastify prefers static segments anyway.
  app.get(
    '/master/karyawan/akun',
    {
      config: { permission: 'master.sdm:manage' },
      schema: {
        tags: ['Master Karyawan'],
        summary: 'Akun login untuk ditautkan ke karyawan, beserta karyawan aktif yang sudah memakainya',
        querystring: akunTautanQuerySchema,
        response: { 200: listEnvelope(akunTautanSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listAkunTautan(db, request.query);
      return envelope(rows, total, request.query);
    },
  );
  ruteMaster(app, deps, {
    path: '/master/karyawan',
    tag: 'Master Karyawan',
    label: 'karyawan',
    layanan: layananKaryawan,
    item: karyawanSchema,
    buat: karyawanInputSchema,
    query: karyawanListQuerySchema,
    baca: 'master.sdm:manage',
    tulis: 'master.sdm:manage',
  });

  app.get(
    '/master/dokter/jadwal',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['Master Dokter'],
        summary: 'Jadwal praktik dokter aktif per poli dan hari (tanggal → harinya di WIB)',
        querystring: jadwalDokterQuerySchema,
        response: { 200: itemEnvelope(jadwalDokterSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const hari = q.tanggal ? hariDari(q.tanggal) : (q.hari ?? null);
      const dokter = await cariJadwal(db, {
        ...(q.poli ? { poli_uid: q.poli } : {}),
        ...(hari ? { hari } : {}),
        ...(q.online !== undefined ? { online: q.online } : {}),
      });
      return { respon: { hari, dokter } };
    },
  );
  app.put(
    '/master/dokter/:uid/online',
    {
      config: { permission: 'admin.dokteronline:manage' },
      schema: {
        tags: ['Master Dokter'],
        summary: 'Menampilkan atau menyembunyikan dokter di jadwal dokter online',
        params: uidParamSchema,
        body: dokterOnlineSchema,
        response: { 200: itemEnvelope(dokterSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await ubahTampilOnline(
        db,
        ctxOf(request, deps),
        request.params.uid,
        request.body.tampil_online,
      ),
    }),
  );
  ruteMaster(app, deps, {
    path: '/master/dokter',
    tag: 'Master Dokter',
    label: 'dokter',
    layanan: layananDokter,
    item: dokterSchema,
    buat: dokterInputSchema,
    query: dokterListQuerySchema,
    baca: 'authenticated',
    tulis: 'master.sdm:manage',
  });

  ruteMaster(app, deps, {
    path: '/master/perawat',
    tag: 'Master Perawat',
    label: 'perawat',
    layanan: layananPerawat,
    item: perawatSchema,
    buat: perawatInputSchema,
    query: perawatListQuerySchema,
    baca: 'master.sdm:manage',
    tulis: 'master.sdm:manage',
  });
}
