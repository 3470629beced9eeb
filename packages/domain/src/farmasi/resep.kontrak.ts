import { z } from 'zod';
import { anyOf } from '../akses/permissions.ts';
import { IZIN_ANTRIAN_POLI } from '../kunjungan/antrian-transisi.ts';
import { layananParamSchema } from '../pelayanan/layanan-klinis.ts';
import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { idParamSchema } from './produk.contract.ts';
import {
  obatResepQuerySchema,
  obatResepSchema,
  resepInputSchema,
  resepQueryBodySchema,
  resepQuerySchema,
  resepRingkasSchema,
  resepSchema,
  riwayatResepQuerySchema,
} from './resep.ts';
import {
  displayAntrianQuerySchema,
  displayAntrianSchema,
  returResepInputSchema,
  selesaiResepInputSchema,
  serahkanObatInputSchema,
  setujuiResepInputSchema,
  tolakResepInputSchema,
} from './resep-pelayanan.ts';

const tagsKlinik = ['Pelayanan: Resep'];

/**
 * Prescriptions on the clinical chart (/pelayanan/…): the doctor searches medicines and writes; the
 * chart's readers list them. The service still checks the layanan's own clinic kind and whether
 * the chart is open (docs/pelayanan.md), which depend on the record.
 */
export const resepPelayananApi = {
  cariObat: kontrak({
    method: 'GET',
    path: '/pelayanan/obat',
    permission: 'asesmen.medis:write',
    tags: tagsKlinik,
    summary: 'Obat aktif untuk peresepan (nama, nama generik atau kode), 15 per halaman',
    query: obatResepQuerySchema,
    responses: { 200: listEnvelope(obatResepSchema) },
  }),
  daftar: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid/resep',
    // The chart's readers: the queue permission of some clinic kind, or medical records.
    permission: anyOf([...Object.values(IZIN_ANTRIAN_POLI), 'rm:read']),
    tags: tagsKlinik,
    summary: 'Resep sebuah pelayanan dengan baris dan isi racikan, terbaru dahulu',
    params: layananParamSchema,
    responses: { 200: z.object({ respon: z.array(resepSchema) }) },
    galat: [400, 403, 404],
  }),
  tulis: kontrak({
    method: 'POST',
    path: '/pelayanan/:layanan_uid/resep',
    permission: 'asesmen.medis:write',
    pesanTolak: 'Hanya dokter yang dapat mengisi bagian ini',
    tags: tagsKlinik,
    summary: 'Menulis resep (dokter): baris obat dan racikan dengan mix_detail',
    params: layananParamSchema,
    body: resepInputSchema,
    responses: { 201: itemEnvelope(resepSchema) },
    galat: [400, 403, 404, 409],
  }),
};

const tags = ['Farmasi: Permintaan Obat'];
const antrean = 'Permintaan obat yang belum selesai (Diminta, Disetujui), terlama dahulu';
const diubah = { 200: itemEnvelope(resepSchema) };

/**
 * The pharmacy's prescription work at the §7 paths (with the spec's spellings): the queue and its
 * history, approve, reject, done, retur, the counter's call and hand-over, the waiting-room panel
 * and the labels. Reading needs farmasi.antrian:read; every change farmasi.resep:manage and, where
 * stock moves, the depot right of §6 (checked in the service).
 */
export const resepApi = {
  antrean: kontrak({
    method: 'GET',
    path: '/farmasi/obat/request',
    permission: 'farmasi.antrian:read',
    tags,
    summary: antrean,
    query: resepQuerySchema,
    responses: { 200: listEnvelope(resepRingkasSchema) },
    galat: [400],
  }),
  /** The same queue asked by POST with the filters in the body (spec §7). */
  antreanPost: kontrak({
    method: 'POST',
    path: '/farmasi/obat/request',
    permission: 'farmasi.antrian:read',
    tags,
    summary: antrean,
    body: resepQueryBodySchema,
    responses: { 200: listEnvelope(resepRingkasSchema) },
    galat: [400],
  }),
  riwayat: kontrak({
    method: 'GET',
    path: '/farmasi/obat/request/history',
    permission: 'farmasi.antrian:read',
    tags,
    summary: 'Riwayat permintaan obat (Selesai, Ditolak, Diretur), terbaru dahulu',
    query: riwayatResepQuerySchema,
    responses: { 200: listEnvelope(resepRingkasSchema) },
    galat: [400],
  }),
  detail: kontrak({
    method: 'GET',
    path: '/farmasi/obat/request/:uid',
    permission: 'farmasi.antrian:read',
    tags,
    summary: 'Detail permintaan obat: baris per posisi dan mix_detail racikan per posisi',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(resepSchema) },
    galat: [400, 403, 404],
  }),
  tolak: kontrak({
    method: 'POST',
    path: '/farmasi/obat/request/reject',
    permission: 'farmasi.resep:manage',
    tags,
    summary: 'Menolak permintaan obat yang masih Diminta, dengan alasan',
    body: tolakResepInputSchema,
    responses: diubah,
    galat: [400, 403, 404, 409],
  }),
  setujui: kontrak({
    method: 'POST',
    path: '/farmasi/obat/request/approve/:uid',
    permission: 'farmasi.resep:manage',
    tags,
    summary: 'Menyetujui permintaan obat: depo pelayan dipilih dan stoknya diperiksa (409 bila kurang)',
    params: uidParamSchema,
    body: setujuiResepInputSchema,
    responses: diubah,
    galat: [400, 403, 404, 409],
  }),
  selesai: kontrak({
    method: 'POST',
    path: '/farmasi/obat/request/done',
    permission: 'farmasi.resep:manage',
    tags,
    summary: 'Resep selesai disiapkan: stok keluar (FEFO) dan tagihan OBAT masuk ke kasir',
    body: selesaiResepInputSchema,
    responses: diubah,
    galat: [400, 403, 404, 409],
  }),
  retur: kontrak({
    method: 'POST',
    path: '/farmasi/obat/retur',
    permission: 'farmasi.resep:manage',
    tags,
    summary: 'Retur resep yang sudah disiapkan: stok kembali ke batch asal, tagihan OBAT dibalik',
    body: returResepInputSchema,
    responses: diubah,
    galat: [400, 403, 404, 409],
  }),
  panggil: kontrak({
    method: 'PUT',
    path: '/farmasi/callantrian/:id',
    permission: 'farmasi.resep:manage',
    tags,
    summary: 'Memanggil nomor antrian obat ke loket (diumumkan di layar antrian)',
    params: idParamSchema,
    responses: diubah,
    galat: [400, 403, 404, 409],
  }),
  serahkan: kontrak({
    method: 'PUT',
    path: '/farmasi/receivedobat/:id',
    permission: 'farmasi.resep:manage',
    tags,
    summary: 'Obat diserahkan kepada pasien atau keluarga (nama penerima)',
    params: idParamSchema,
    body: serahkanObatInputSchema,
    responses: diubah,
    galat: [400, 403, 404, 409],
  }),
  display: kontrak({
    method: 'GET',
    path: '/farmasi/dispalyantrian',
    permission: 'farmasi.antrian:read',
    tags,
    summary: 'Layar antrian farmasi: nomor yang dipanggil, sedang disiapkan dan siap diambil hari itu',
    query: displayAntrianQuerySchema,
    responses: { 200: z.object({ respon: displayAntrianSchema }) },
    galat: [400],
  }),
  /** A PDF: no JSON answer to describe. */
  etiket: kontrak({
    method: 'GET',
    path: '/farmasi/obat/request/:uid/etiket',
    batas: 'pdf',
    permission: 'farmasi.antrian:read',
    tags,
    summary: 'Etiket obat (PDF 80 mm): satu etiket per baris resep dengan aturan pakai',
    params: uidParamSchema,
  }),
};
