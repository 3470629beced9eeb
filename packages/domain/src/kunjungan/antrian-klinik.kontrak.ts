import { anyOf } from '../akses/permissions.ts';
import type { JenisPoli, JenisPoliAntrian } from '../master/poli.ts';
import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  antrianKlinikQuerySchema,
  antrianKlinikSchema,
  jumlahAntrianQuerySchema,
  jumlahAntrianSchema,
  panggilanSchema,
  ubahStatusAntrianSchema,
} from './antrian-klinik.ts';
import { IZIN_ANTRIAN_POLI } from './antrian-transisi.ts';

const tags = ['Antrian Poli'];

/** The list and the per-status count of one kind of clinic, under that kind's permission. */
function kontrakAntrian(jenis: JenisPoli, path: string, judul: string) {
  const permission = IZIN_ANTRIAN_POLI[jenis];
  return {
    daftar: kontrak({
      method: 'GET',
      path,
      permission,
      tags,
      summary: `Antrian ${judul} per tanggal (default hari ini), urut nomor; filter poli, dokter, status, cari`,
      query: antrianKlinikQuerySchema,
      responses: { 200: listEnvelope(antrianKlinikSchema) },
    }),
    jumlah: kontrak({
      method: 'GET',
      path: `${path}/jumlah`,
      permission,
      tags,
      summary: `Jumlah antrian ${judul} per status (untuk chip status)`,
      query: jumlahAntrianQuerySchema,
      responses: { 200: jumlahAntrianSchema },
    }),
  };
}

/**
 * Each kind of clinic has its own queue list and permission (clinic staff, IGD, hemodialysis). The
 * wards have none: their list is the stays (docs/ranap.md).
 */
export const antrianPoliApi: Record<JenisPoliAntrian, ReturnType<typeof kontrakAntrian>> = {
  RAWAT_JALAN: kontrakAntrian('RAWAT_JALAN', '/antrian/klinik', 'poliklinik rawat jalan'),
  IGD: kontrakAntrian('IGD', '/antrian/igd', 'IGD'),
  HEMODIALISA: kontrakAntrian('HEMODIALISA', '/antrian/hd', 'hemodialisa'),
};

/**
 * Moves and calls on one queue entry. The route opens to whoever acts on some queue; the service
 * checks the entry's own clinic kind and the move's own permission (docs/antrian.md).
 */
export const antrianKlinikApi = {
  // Which of the two a move needs is TRANSISI_ANTRIAN's; the service decides.
  ubahStatus: kontrak({
    method: 'PUT',
    path: '/antrian/:uid/status',
    permission: anyOf(['asesmen.keperawatan:write', 'asesmen.medis:write']),
    tags,
    summary:
      'Mengubah status antrian menurut transisi yang diizinkan (perawat/petugas poli; dokter menyelesaikan)',
    params: uidParamSchema,
    body: ubahStatusAntrianSchema,
    responses: { 200: itemEnvelope(antrianKlinikSchema) },
    galat: [409],
  }),
  // poli.antrian:read, igd.antrian:read or hd:read by the entry's clinic kind.
  panggil: kontrak({
    method: 'POST',
    path: '/antrian/:uid/panggil',
    permission: anyOf(Object.values(IZIN_ANTRIAN_POLI)),
    tags,
    summary: 'Mencatat panggilan nomor antrian (jumlah dan waktu) dan memberi teks yang diucapkan',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(panggilanSchema) },
    galat: [409],
  }),
};
