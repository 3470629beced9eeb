import { z } from 'zod';
import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  cutiDokterInputSchema,
  cutiDokterSchema,
  dokterInputSchema,
  dokterListQuerySchema,
  dokterOnlineSchema,
  dokterSchema,
  hasilCutiSchema,
  jadwalDokterQuerySchema,
  jadwalDokterSchema,
  kuotaJknInputSchema,
} from './dokter.ts';
import { PEMBACA_REFERENSI } from './izin.ts';
import { kontrakMaster } from './master.kontrak.ts';
import {
  akunTautanQuerySchema,
  akunTautanSchema,
  karyawanInputSchema,
  karyawanListQuerySchema,
  karyawanSchema,
  perawatInputSchema,
  perawatListQuerySchema,
  perawatSchema,
} from './sdm.ts';

// Employees and nurses carry personal data, so only staff managers read them.
const SDM = 'master.sdm:manage';

export const karyawanApi = {
  akun: kontrak({
    method: 'GET',
    path: '/master/karyawan/akun',
    permission: SDM,
    tags: ['Master Karyawan'],
    summary: 'Akun login untuk ditautkan ke karyawan, beserta karyawan aktif yang sudah memakainya',
    query: akunTautanQuerySchema,
    responses: { 200: listEnvelope(akunTautanSchema) },
  }),
  ...kontrakMaster({
    path: '/master/karyawan',
    tag: 'Master Karyawan',
    label: 'karyawan',
    item: karyawanSchema,
    buat: karyawanInputSchema,
    query: karyawanListQuerySchema,
    baca: SDM,
    tulis: SDM,
  }),
};

/**
 * Doctors' professional data is read by every unit (registration picks a doctor per clinic and
 * day); the online schedule is switched by whoever runs /admin-dokteronline.
 */
export const dokterApi = {
  jadwal: kontrak({
    method: 'GET',
    path: '/master/dokter/jadwal',
    permission: PEMBACA_REFERENSI,
    tags: ['Master Dokter'],
    summary: 'Jadwal praktik dokter aktif per poli dan hari (tanggal → harinya di WIB)',
    query: jadwalDokterQuerySchema,
    responses: { 200: itemEnvelope(jadwalDokterSchema) },
  }),
  online: kontrak({
    method: 'PUT',
    path: '/master/dokter/:uid/online',
    permission: 'admin.dokteronline:manage',
    tags: ['Master Dokter'],
    summary: 'Menampilkan atau menyembunyikan dokter di jadwal dokter online',
    params: uidParamSchema,
    body: dokterOnlineSchema,
    responses: { 200: itemEnvelope(dokterSchema) },
    galat: [404],
  }),
  kuotaJkn: kontrak({
    method: 'PUT',
    path: '/master/dokter/:uid/kuota-jkn',
    permission: 'admin.dokteronline:manage',
    tags: ['Master Dokter'],
    summary: 'Mengubah kuota JKN per sesi jadwal dokter (sisanya non-JKN); dilaporkan ke BPJS',
    params: uidParamSchema,
    body: kuotaJknInputSchema,
    responses: { 200: itemEnvelope(dokterSchema) },
    galat: [404],
  }),
  cuti: kontrak({
    method: 'GET',
    path: '/master/dokter/:uid/cuti',
    permission: 'admin.dokteronline:manage',
    tags: ['Master Dokter'],
    summary: 'Cuti dokter yang belum lewat (termasuk yang dibatalkan)',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(z.array(cutiDokterSchema)) },
    galat: [404],
  }),
  tambahCuti: kontrak({
    method: 'POST',
    path: '/master/dokter/:uid/cuti',
    permission: 'admin.dokteronline:manage',
    tags: ['Master Dokter'],
    summary: 'Mencatat cuti dokter; mengembalikan tanggal praktik yang terdampak; dilaporkan ke BPJS',
    params: uidParamSchema,
    body: cutiDokterInputSchema,
    responses: { 201: itemEnvelope(hasilCutiSchema) },
    galat: [404, 409],
  }),
  batalCuti: kontrak({
    method: 'PUT',
    path: '/master/dokter/cuti/:uid/batal',
    permission: 'admin.dokteronline:manage',
    tags: ['Master Dokter'],
    summary: 'Membatalkan cuti dokter; dilaporkan ke BPJS',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(hasilCutiSchema) },
    galat: [404, 409],
  }),
  ...kontrakMaster({
    path: '/master/dokter',
    tag: 'Master Dokter',
    label: 'dokter',
    item: dokterSchema,
    buat: dokterInputSchema,
    query: dokterListQuerySchema,
    baca: PEMBACA_REFERENSI,
    tulis: SDM,
  }),
};

export const perawatApi = kontrakMaster({
  path: '/master/perawat',
  tag: 'Master Perawat',
  label: 'perawat',
  item: perawatSchema,
  buat: perawatInputSchema,
  query: perawatListQuerySchema,
  baca: SDM,
  tulis: SDM,
});
