import type { Tx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';

// STUB written by the lead: the signatures are fixed (other modules call them); the bodies are
// the outbox helper's to write. Each enqueues through the outbox in the caller's transaction and
// does nothing when BPJS Antrean is not configured and active (integrasi_pengaturan).

/** BPJS antrean/add, exactly BPJS's field names. */
export interface TambahAntreanBpjs {
  kodebooking: string;
  jenispasien: 'JKN' | 'NON JKN';
  nomorkartu: string;
  nik: string;
  nohp: string;
  kodepoli: string;
  namapoli: string;
  pasienbaru: 0 | 1;
  norm: string;
  tanggalperiksa: string;
  kodedokter: number;
  namadokter: string;
  jampraktek: string;
  jeniskunjungan: number;
  nomorreferensi: string;
  nomorantrean: string;
  angkaantrean: number;
  estimasidilayani: number;
  sisakuotajkn: number;
  kuotajkn: number;
  sisakuotanonjkn: number;
  kuotanonjkn: number;
  keterangan: string;
}

export type TaskIdAntrean = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 99;

export async function laporTambahAntrean(_tx: Tx, _ctx: Ctx, _p: TambahAntreanBpjs): Promise<void> {}

/** antrean/updatewaktu; one message per booking and task (a second report of the same task is dropped). */
export async function laporWaktuTugas(
  _tx: Tx,
  _ctx: Ctx,
  _p: {
    kodebooking: string;
    taskid: TaskIdAntrean;
    waktu: Date;
    jenisresep?: 'Tidak ada' | 'Racikan' | 'Non racikan';
  },
): Promise<void> {}

/** antrean/batal. */
export async function laporBatalAntrean(
  _tx: Tx,
  _ctx: Ctx,
  _p: { kodebooking: string; keterangan: string },
): Promise<void> {}

/** antrean/farmasi/add. */
export async function laporAntreanFarmasi(
  _tx: Tx,
  _ctx: Ctx,
  _p: {
    kodebooking: string;
    jenisresep: 'Racikan' | 'Non racikan';
    nomorantrean: number;
    keterangan: string;
  },
): Promise<void> {}

/** jadwaldokter/updatejadwaldokter: hari 1 (Senin) … 7 (Minggu), 8 (hari libur nasional). */
export async function laporJadwalDokter(
  _tx: Tx,
  _ctx: Ctx,
  _p: {
    kodepoli: string;
    kodesubspesialis: string;
    kodedokter: number;
    jadwal: { hari: string; buka: string; tutup: string }[];
  },
): Promise<void> {}
