import { z } from 'zod';
import { STATUS_ANTRIAN } from '../kunjungan/antrian.ts';
import { JENIS_ORDER } from '../penunjang/order.ts';

/** How many rows each list of the doctor's dashboard carries (newest first); the counts are of all. */
export const BATAS_DAFTAR_DASBOR = 20;

/** Results validated this many days back still wait for the doctor (docs/dashboard.md). */
export const HARI_HASIL_MENUNGGU = 7;

const pasienRingkasSchema = z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() });

/** One of the doctor's clinics today: its patients per queue status. */
export const poliHariIniSchema = z.object({
  poli_uid: z.string(),
  poli_nama: z.string(),
  total: z.number().int(),
  per_status: z.record(z.enum(STATUS_ANTRIAN), z.number().int()),
});

export const resumeBelumFinalSchema = z.object({
  layanan_uid: z.string(),
  pasien: pasienRingkasSchema,
  tanggal: z.string(),
  jenis: z.enum(['RJ', 'IGD', 'HD', 'RANAP']),
  poli_nama: z.string(),
  /** DRAFT when saved but not final; null when nothing was saved yet. */
  status: z.enum(['DRAFT']).nullable(),
  /** Where the resume opens on the web. */
  tautan: z.string(),
});

export const dokumenMenungguSchema = z.object({
  uid: z.string(),
  judul: z.string(),
  jenis: z.string(),
  nomor: z.string().nullable(),
  pasien_nama: z.string().nullable(),
  diajukan_pada: z.string(),
});

export const hasilMenungguSchema = z.object({
  order_uid: z.string(),
  nomor: z.string(),
  jenis: z.enum(JENIS_ORDER),
  pasien: pasienRingkasSchema,
  divalidasi_pada: z.string(),
  tautan: z.string(),
});

export const feeBarisSchema = z.object({
  uid: z.string(),
  waktu: z.string(),
  pasien_nama: z.string().nullable(),
  item: z.string(),
  jumlah: z.number().int(),
});

/** GET /dashboard/dokter: the signed-in doctor's day and open work (docs/dashboard.md). */
export const dashboardDokterSchema = z.object({
  tanggal: z.string(),
  dokter: z.object({ uid: z.string(), nama: z.string() }),
  pasien_hari_ini: z.object({
    total: z.number().int(),
    per_poli: z.array(poliHariIniSchema),
  }),
  rawat_inap: z.object({
    dirawat: z.number().int(),
    masuk_hari_ini: z.number().int(),
  }),
  resume_belum_final: z.object({ jumlah: z.number().int(), daftar: z.array(resumeBelumFinalSchema) }),
  dokumen_belum_ttd: z.object({ jumlah: z.number().int(), daftar: z.array(dokumenMenungguSchema) }),
  hasil_menunggu: z.object({ jumlah: z.number().int(), daftar: z.array(hasilMenungguSchema) }),
  fee_bulan_ini: z.object({
    dari: z.string(),
    sampai: z.string(),
    jumlah_item: z.number().int(),
    total: z.number().int(),
    daftar: z.array(feeBarisSchema),
  }),
});
export type DashboardDokter = z.infer<typeof dashboardDokterSchema>;
