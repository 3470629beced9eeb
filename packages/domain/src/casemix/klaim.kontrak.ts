/** Contracts of the BPJS claim worklist (docs/casemix.md). */
import type { z } from 'zod';
import { itemEnvelope, listEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  catatanKlaimSchema,
  groupingInputSchema,
  klaimDetailSchema,
  klaimListQuerySchema,
  klaimRingkasSchema,
  perbaikanKlaimSchema,
  rekapKlaimQuerySchema,
  rekapKlaimSchema,
  sepParamSchema,
  verifikasiKlaimSchema,
} from './klaim.ts';

const tags = ['Casemix: Klaim BPJS'];
const ubah = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  kontrak({
    method: 'POST',
    path,
    permission: 'casemix:write',
    tags,
    summary,
    params: sepParamSchema,
    body,
    responses: { 200: itemEnvelope(klaimDetailSchema) },
    galat: [400, 403, 404, 409, 503],
  });

export const klaimApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/casemix/klaim',
    permission: 'casemix:read',
    tags,
    summary:
      'Worklist klaim BPJS: kunjungan dan rawat inap ber-SEP dalam periode, dengan kelengkapan berkas dan status klaim',
    query: klaimListQuerySchema,
    responses: { 200: listEnvelope(klaimRingkasSchema) },
    galat: [400],
  }),
  detail: kontrak({
    method: 'GET',
    path: '/casemix/klaim/:sep_uid',
    permission: 'casemix:read',
    tags,
    summary: 'Detail klaim: kelengkapan, data yang dikirim (tarif_rs), hasil grouping INA-CBG dan riwayat',
    params: sepParamSchema,
    responses: { 200: itemEnvelope(klaimDetailSchema) },
    galat: [400, 404],
  }),
  grouping: ubah(
    '/casemix/klaim/:sep_uid/grouping',
    'Grouping di E-Klaim (new_claim bila perlu, set_claim_data, grouper tahap 1, tahap 2 bila special CMG dipilih)',
    groupingInputSchema,
  ),
  final: ubah('/casemix/klaim/:sep_uid/final', 'Memfinalkan klaim di E-Klaim', catatanKlaimSchema),
  kirim: ubah(
    '/casemix/klaim/:sep_uid/kirim',
    'Mengirim klaim ke data center (send_claim_individual)',
    catatanKlaimSchema,
  ),
  cekStatus: ubah(
    '/casemix/klaim/:sep_uid/cek-status',
    'Membaca status klaim di E-Klaim',
    catatanKlaimSchema,
  ),
  editUlang: ubah(
    '/casemix/klaim/:sep_uid/edit-ulang',
    'Membuka kembali klaim final untuk diubah (reedit_claim)',
    catatanKlaimSchema,
  ),
  verifikasi: ubah(
    '/casemix/klaim/:sep_uid/verifikasi',
    'Mencatat hasil verifikasi BPJS: disetujui, pending atau dispute dengan alasannya',
    verifikasiKlaimSchema,
  ),
  perbaikan: ubah(
    '/casemix/klaim/:sep_uid/perbaikan',
    'Mencatat perbaikan atas klaim pending/dispute sebelum dikirim ulang',
    perbaikanKlaimSchema,
  ),
  berkas: kontrak({
    method: 'GET',
    path: '/casemix/klaim/:sep_uid/berkas.pdf',
    permission: 'casemix:read',
    tags,
    summary: 'Berkas klaim dalam satu PDF: sampul, SEP, resume medis, hasil penunjang, dan kuitansi',
    params: sepParamSchema,
    batas: 'pdf',
    galat: [400, 404, 409],
  }),
  rekap: kontrak({
    method: 'GET',
    path: '/casemix/rekap',
    permission: 'casemix:read',
    tags,
    summary: 'Rekap bulanan tarif INA-CBG dibanding tagihan rumah sakit per klaim (JSON atau xlsx)',
    query: rekapKlaimQuerySchema,
    responses: { 200: rekapKlaimSchema.describe('JSON; dengan format=xlsx sebuah berkas Excel (.xlsx)') },
    galat: [400],
  }),
};
