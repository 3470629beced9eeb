import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { dashboardDokterSchema } from './dokter.ts';
import {
  dashboardRsQuerySchema,
  dashboardRsSchema,
  rincianRsQuerySchema,
  rincianRsSchema,
} from './rumah-sakit.ts';

/** The dashboards of /admin-dashboard other than ADMIN's own (that one is adminApi.dashboard). */
export const dashboardApi = {
  dokter: kontrak({
    method: 'GET',
    path: '/dashboard/dokter',
    permission: 'dashboard.dokter:read',
    tags: ['Dashboard'],
    summary:
      'Dashboard dokter: pasien hari ini, resume belum final, dokumen belum ditandatangani, hasil menunggu, fee bulan ini',
    responses: { 200: itemEnvelope(dashboardDokterSchema) },
  }),
  rumahSakit: kontrak({
    method: 'GET',
    path: '/dashboard/rumah-sakit',
    permission: 'dashboard.rs:read',
    tags: ['Dashboard'],
    summary:
      'Dashboard rumah sakit: kunjungan, IGD, BOR/ALOS, pendapatan dan piutang, klaim, stok farmasi, waktu tunggu',
    query: dashboardRsQuerySchema,
    responses: { 200: itemEnvelope(dashboardRsSchema) },
    galat: [400],
  }),
  rincianRumahSakit: kontrak({
    method: 'GET',
    path: '/dashboard/rumah-sakit/rincian',
    permission: 'dashboard.rs:read',
    tags: ['Dashboard'],
    summary: 'Daftar baris di balik satu angka dashboard rumah sakit (jumlahnya sama dengan angka itu)',
    query: rincianRsQuerySchema,
    responses: { 200: itemEnvelope(rincianRsSchema) },
    galat: [400],
  }),
};
