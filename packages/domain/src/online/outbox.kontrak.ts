import { z } from 'zod';
import { itemEnvelope, listEnvelope, pagingQuerySchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { MITRA_OUTBOX, STATUS_OUTBOX } from './online.ts';

// The outbox dashboard (/monitor-bridging, docs/outbox.md): per partner and day what was sent,
// what waits and what failed with the partner's message, and resending one or many.

/** One partner's counts for a day (messages made that day, Jakarta time). */
export const ringkasanMitraOutboxSchema = z.object({
  mitra: z.enum(MITRA_OUTBOX),
  label: z.string(),
  /** The partner's settings exist and are active: messages are made and sent. */
  dikonfigurasi: z.boolean(),
  /** Why nothing is sent, when it is not configured ('Belum dikonfigurasi: tidak ada yang dikirim'). */
  keterangan: z.string().nullable(),
  terkirim: z.number().int(),
  menunggu: z.number().int(),
  gagal: z.number().int(),
});
export type RingkasanMitraOutbox = z.infer<typeof ringkasanMitraOutboxSchema>;

export const ringkasanOutboxSchema = z.object({
  tanggal: z.string(),
  mitra: z.array(ringkasanMitraOutboxSchema),
});
export type RingkasanOutbox = z.infer<typeof ringkasanOutboxSchema>;

export const ringkasanOutboxQuerySchema = z.object({ tanggal: tanggalSchema.optional() });

export const outboxListQuerySchema = pagingQuerySchema.extend({
  mitra: z.enum(MITRA_OUTBOX, { message: 'Mitra tidak dikenal' }).optional(),
  tanggal: tanggalSchema.optional(),
  status: z.enum(STATUS_OUTBOX, { message: 'Status tidak dikenal' }).optional(),
});

/** One message as the dashboard shows it. */
export const pesanOutboxSchema = z.object({
  uid: z.uuid(),
  mitra: z.enum(MITRA_OUTBOX),
  jenis: z.string(),
  ringkasan: z.string(),
  /** The booking code (or other key) its order is kept by. */
  kunci_urutan: z.string().nullable(),
  status: z.enum(STATUS_OUTBOX),
  percobaan: z.number().int(),
  /** The partner's answer code (BPJS metadata.code) and message, or why it could not be sent. */
  kode_jawaban: z.string().nullable(),
  pesan: z.string().nullable(),
  /** Waiting for an earlier message of the same booking to be delivered first. */
  tertahan: z.boolean(),
  dibuat_pada: z.string(),
  coba_pada: z.string(),
  terkirim_pada: z.string().nullable(),
});
export type PesanOutbox = z.infer<typeof pesanOutboxSchema>;

export const kirimUlangOutboxSchema = z.object({
  uid: z
    .array(z.uuid({ message: 'uid tidak valid' }), { message: 'Pilih pesan yang akan dikirim ulang' })
    .min(1, 'Pilih minimal satu pesan')
    .max(100, 'Maksimal 100 pesan sekali kirim ulang'),
});
export const hasilKirimUlangSchema = z.object({
  dikirim_ulang: z.number().int(),
  /** Delivered or being sent at that moment: left as they are. */
  dilewati: z.number().int(),
});
export type HasilKirimUlang = z.infer<typeof hasilKirimUlangSchema>;

const tags = ['Bridging'];

export const outboxApi = {
  ringkasan: kontrak({
    tags,
    method: 'GET',
    path: '/outbox/ringkasan',
    permission: 'outbox:read',
    summary: 'Jumlah pesan terkirim, menunggu dan gagal per mitra untuk satu hari',
    query: ringkasanOutboxQuerySchema,
    responses: { 200: itemEnvelope(ringkasanOutboxSchema) },
  }),
  list: kontrak({
    tags,
    method: 'GET',
    path: '/outbox',
    permission: 'outbox:read',
    summary: 'Daftar pesan ke mitra (BPJS) dengan status, jawaban mitra dan jumlah percobaan',
    query: outboxListQuerySchema,
    responses: { 200: listEnvelope(pesanOutboxSchema) },
  }),
  kirimUlang: kontrak({
    tags,
    method: 'POST',
    path: '/outbox/kirim-ulang',
    permission: 'outbox:resend',
    summary: 'Mengirim ulang pesan yang gagal atau menunggu (dijadwalkan segera)',
    body: kirimUlangOutboxSchema,
    responses: { 200: itemEnvelope(hasilKirimUlangSchema) },
    galat: [400],
  }),
};
