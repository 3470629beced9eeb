import { z } from 'zod';
import {
  akunCreateSchema,
  akunListQuerySchema,
  akunResetPasswordSchema,
  akunSchema,
  akunStatusSchema,
  akunUpdateSchema,
  akunValidasiQuerySchema,
  akunValidasiResponseSchema,
} from './akun.ts';
import {
  cookiesResponseSchema,
  loginBodySchema,
  loginDataSchema,
  ubahPasswordSendiriSchema,
} from './auth.ts';
import { itemEnvelope, listEnvelope, messageSchema, uidParamSchema } from './common.ts';
import { adminDashboardSchema } from './dashboard.ts';
import { kontrak } from './kontrak.ts';
import { logAktivitasSchema, logListQuerySchema } from './log.ts';
import { hasilVerifikasiLogSchema, integritasLogSchema } from './log-integritas.ts';

const tagsAuth = ['Autentikasi'];

/** Signing in and out, and the caller's own session: the only routes that need just a session. */
export const authApi = {
  login: kontrak({
    method: 'POST',
    path: '/auth/login',
    permission: 'public',
    tags: tagsAuth,
    summary: 'Masuk dengan username dan password; membuat sesi (cookie httpOnly)',
    body: loginBodySchema,
    responses: { 200: loginDataSchema },
    galat: [401, 429],
  }),
  saya: kontrak({
    method: 'GET',
    path: '/auth/me',
    permission: 'authenticated',
    tags: tagsAuth,
    summary: 'Data login sesi ini',
    responses: { 200: loginDataSchema },
  }),
  logout: kontrak({
    method: 'POST',
    path: '/auth/logout',
    permission: 'authenticated',
    tags: tagsAuth,
    summary: 'Keluar: mengakhiri sesi di server',
    responses: { 200: messageSchema },
  }),
  ubahPassword: kontrak({
    method: 'PUT',
    path: '/auth/password',
    permission: 'authenticated',
    tags: tagsAuth,
    summary:
      'Mengubah password sendiri: password lama wajib benar (salah dihitung sebagai percobaan login gagal); sesi lain akun ini diakhiri, sesi ini tetap',
    body: ubahPasswordSendiriSchema,
    responses: { 200: messageSchema },
    galat: [400, 429],
  }),
  cookies: kontrak({
    method: 'GET',
    path: '/cookies',
    permission: 'authenticated',
    tags: tagsAuth,
    summary: 'Cookie sesi: nama dan masa berlakunya, tanpa rahasianya',
    responses: { 200: cookiesResponseSchema },
  }),
  // The OpenAPI document of the main API, for /developers (hidden from itself).
  openapi: kontrak({
    method: 'GET',
    path: '/openapi.json',
    permission: 'public',
    tags: ['Sistem'],
    summary: 'Dokumen OpenAPI',
    hide: true,
  }),
  health: kontrak({
    method: 'GET',
    path: '/health',
    permission: 'public',
    tags: ['Sistem'],
    summary: 'Pemeriksaan koneksi (dipakai layar untuk mendeteksi offline)',
    responses: { 200: z.object({ status: z.literal('ok'), waktu: z.string() }) },
  }),
};

const tagsAkun = ['Akun'];

/** Staff accounts (/kelola-akun). */
export const akunApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/akun',
    permission: 'admin.akun:read',
    tags: tagsAkun,
    summary: 'Daftar akun (cari, saring role/status, halaman)',
    query: akunListQuerySchema,
    responses: { 200: listEnvelope(akunSchema) },
  }),
  validasi: kontrak({
    method: 'GET',
    path: '/akun/validasi',
    permission: 'admin.akun:read',
    tags: tagsAkun,
    summary: 'Apakah username masih tersedia',
    query: akunValidasiQuerySchema,
    responses: { 200: akunValidasiResponseSchema },
  }),
  buat: kontrak({
    method: 'POST',
    path: '/akun',
    permission: 'admin.akun:write',
    tags: tagsAkun,
    summary: 'Membuat akun',
    body: akunCreateSchema,
    responses: { 201: itemEnvelope(akunSchema) },
    galat: [409],
  }),
  ubah: kontrak({
    method: 'PUT',
    path: '/akun/:uid',
    permission: 'admin.akun:write',
    tags: tagsAkun,
    summary: 'Mengubah nama, role dan kontak akun',
    params: uidParamSchema,
    body: akunUpdateSchema,
    responses: { 200: itemEnvelope(akunSchema) },
  }),
  status: kontrak({
    method: 'PUT',
    path: '/akun/:uid/status',
    permission: 'admin.akun:write',
    tags: tagsAkun,
    summary: 'Mengaktifkan atau menonaktifkan akun (menonaktifkan mengakhiri sesinya)',
    params: uidParamSchema,
    body: akunStatusSchema,
    responses: { 200: itemEnvelope(akunSchema) },
  }),
  resetPassword: kontrak({
    method: 'PUT',
    path: '/akun/:uid/password',
    permission: 'admin.akun:write',
    tags: tagsAkun,
    summary: 'Mereset password akun sesuai kebijakan password (mengakhiri semua sesinya)',
    params: uidParamSchema,
    body: akunResetPasswordSchema,
    responses: { 200: messageSchema },
  }),
};

/** The activity log (read-only on purpose: it has no create, update or delete route). */
export const logApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/log-activity',
    permission: 'admin.log:read',
    tags: ['Log Aktivitas'],
    summary: 'Log aktivitas (siapa, apa, kapan, dari mana); hanya ADMIN dan MANAGEMENT',
    query: logListQuerySchema,
    responses: { 200: listEnvelope(logAktivitasSchema) },
  }),
  integritas: kontrak({
    method: 'GET',
    path: '/log-activity/integritas',
    permission: 'admin.log:verify',
    tags: ['Log Aktivitas'],
    summary: 'Sampai baris mana log aktivitas sudah disegel, berapa yang belum, dan verifikasi terakhir',
    responses: { 200: itemEnvelope(integritasLogSchema) },
  }),
  verifikasi: kontrak({
    method: 'POST',
    path: '/log-activity/integritas/verifikasi',
    permission: 'admin.log:verify',
    tags: ['Log Aktivitas'],
    summary:
      'Memeriksa seluruh rantai segel log aktivitas sekarang: utuh, atau baris pertama yang diubah, dihapus, disisipkan atau belum disegel',
    responses: { 200: itemEnvelope(hasilVerifikasiLogSchema) },
  }),
};

export const adminApi = {
  dashboard: kontrak({
    method: 'GET',
    path: '/admin/dashboard',
    permission: 'admin.dashboard:read',
    tags: ['Administrasi'],
    summary: 'Ringkasan untuk dashboard admin: akun per role dan aktivitas hari ini',
    responses: { 200: itemEnvelope(adminDashboardSchema) },
  }),
};
