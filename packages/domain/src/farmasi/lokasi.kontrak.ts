import { z } from 'zod';
import { itemEnvelope, messageSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { PETUGAS_FARMASI } from './izin.ts';
import {
  aksesLokasiBodySchema,
  aksesLokasiEntriSchema,
  aksesLokasiHapusSchema,
  aksesLokasiQuerySchema,
} from './lokasi-akses.contract.ts';
import { lokasiDetailQuerySchema, lokasiDetailSchema, lokasiUserQuerySchema } from './master.contract.ts';

const tagsAkses = ['Farmasi: Akses Lokasi'];
const tagsLokasi = ['Farmasi: Lokasi'];
const daftarAkses = z.object({ respon: z.array(aksesLokasiEntriSchema) });

/**
 * The §6 location rights: one's own are read by every pharmacy screen; another account's, and
 * granting or revoking, need farmasi.akses:manage (the handler checks it when a username is asked).
 */
export const aksesLokasiApi = {
  saya: kontrak({
    method: 'GET',
    path: '/farmasi/lokasi/akses',
    permission: PETUGAS_FARMASI,
    tags: tagsAkses,
    summary:
      'Hak akses lokasi farmasi: milik sendiri, atau milik username tertentu (butuh farmasi.akses:manage)',
    query: aksesLokasiQuerySchema,
    responses: { 200: daftarAkses },
  }),
  beri: kontrak({
    method: 'POST',
    path: '/farmasi/lokasi/akses',
    permission: 'farmasi.akses:manage',
    tags: tagsAkses,
    summary: 'Memberi hak akses lokasi farmasi',
    body: aksesLokasiBodySchema,
    responses: { 200: messageSchema },
  }),
  cabut: kontrak({
    method: 'DELETE',
    path: '/farmasi/lokasi/akses',
    permission: 'farmasi.akses:manage',
    tags: tagsAkses,
    summary: 'Mencabut hak akses lokasi farmasi',
    body: aksesLokasiHapusSchema,
    responses: { 200: messageSchema },
  }),
};

/** A location with who holds rights there, and one account's locations (same rule as `saya`). */
export const lokasiPenggunaApi = {
  detail: kontrak({
    method: 'GET',
    path: '/farmasi/lokasi/detail',
    permission: PETUGAS_FARMASI,
    tags: tagsLokasi,
    summary: 'Detail lokasi farmasi dengan pengguna yang memiliki hak akses di sana',
    query: lokasiDetailQuerySchema,
    responses: { 200: itemEnvelope(lokasiDetailSchema) },
    galat: [404],
  }),
  pengguna: kontrak({
    method: 'GET',
    path: '/farmasi/lokasi/user',
    permission: PETUGAS_FARMASI,
    tags: tagsLokasi,
    summary: 'Lokasi farmasi tempat seorang pengguna punya hak akses, beserta hak aksesnya',
    query: lokasiUserQuerySchema,
    responses: { 200: daftarAkses },
    galat: [404],
  }),
};
