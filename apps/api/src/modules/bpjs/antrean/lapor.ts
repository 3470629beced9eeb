import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { kirimLewatOutbox } from '../../../platform/outbox.ts';
import { integrasiPengaturan } from '../bpjs.tables.ts';

// What the hospital reports to BPJS Antrean RS (docs/bpjs-antrean.md). The signatures are fixed:
// other modules call them inside the transaction of their event. Each enqueues through the outbox
// (platform/outbox.ts) and does nothing when BPJS Antrean is not configured and active, so a
// hospital without credentials sends nothing and loses nothing. A booking's messages keep their
// order (kunci_urutan = kodebooking); the same event reported twice is one message (kunci_unik).

/** The outbox `jenis` of each service: BPJS's path under the service's base. */
export const JENIS_ANTREAN = {
  tambah: 'antrean/add',
  waktu: 'antrean/updatewaktu',
  batal: 'antrean/batal',
  farmasi: 'antrean/farmasi/add',
  jadwal: 'jadwaldokter/updatejadwaldokter',
} as const;

export const NAMA_TASK: Record<number, string> = {
  1: 'mulai tunggu admisi',
  2: 'mulai layan admisi',
  3: 'mulai tunggu poli',
  4: 'mulai layan poli',
  5: 'mulai tunggu farmasi',
  6: 'mulai layan farmasi',
  7: 'obat selesai',
  99: 'tidak hadir/batal',
};

/** Settings present and active: the one question every report asks first. */
export async function bpjsAntreanAktif(tx: Tx): Promise<boolean> {
  const [baris] = await tx
    .select({ aktif: integrasiPengaturan.aktif })
    .from(integrasiPengaturan)
    .where(and(eq(integrasiPengaturan.mitra, 'BPJS_ANTREAN'), eq(integrasiPengaturan.aktif, true)));
  return baris !== undefined;
}

async function antre(
  tx: Tx,
  ctx: Ctx,
  p: { jenis: string; kunci_unik: string; kunci_urutan: string; ringkasan: string; payload: unknown },
): Promise<void> {
  if (!(await bpjsAntreanAktif(tx))) return;
  await kirimLewatOutbox(tx, ctx, { mitra: 'BPJS_ANTREAN', ...p });
}

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

export async function laporTambahAntrean(tx: Tx, ctx: Ctx, p: TambahAntreanBpjs): Promise<void> {
  await antre(tx, ctx, {
    jenis: JENIS_ANTREAN.tambah,
    kunci_unik: `add:${p.kodebooking}`,
    kunci_urutan: p.kodebooking,
    ringkasan: `Tambah antrean ${p.kodebooking} · ${p.namapoli} · ${p.nomorantrean} (${p.jenispasien})`,
    payload: p,
  });
}

/** antrean/updatewaktu; one message per booking and task (a second report of the same task is dropped). */
export async function laporWaktuTugas(
  tx: Tx,
  ctx: Ctx,
  p: {
    kodebooking: string;
    taskid: TaskIdAntrean;
    waktu: Date;
    jenisresep?: 'Tidak ada' | 'Racikan' | 'Non racikan';
  },
): Promise<void> {
  await antre(tx, ctx, {
    jenis: JENIS_ANTREAN.waktu,
    kunci_unik: `task:${p.kodebooking}:${p.taskid}`,
    kunci_urutan: p.kodebooking,
    ringkasan: `Task ${p.taskid} (${NAMA_TASK[p.taskid]}) ${p.kodebooking}`,
    payload: {
      kodebooking: p.kodebooking,
      taskid: p.taskid,
      // BPJS: "waktu dalam timestamp milisecond".
      waktu: p.waktu.getTime(),
      ...(p.jenisresep ? { jenisresep: p.jenisresep } : {}),
    },
  });
}

/** antrean/batal. */
export async function laporBatalAntrean(
  tx: Tx,
  ctx: Ctx,
  p: { kodebooking: string; keterangan: string },
): Promise<void> {
  await antre(tx, ctx, {
    jenis: JENIS_ANTREAN.batal,
    kunci_unik: `batal:${p.kodebooking}`,
    kunci_urutan: p.kodebooking,
    ringkasan: `Batal antrean ${p.kodebooking}: ${p.keterangan}`,
    payload: { kodebooking: p.kodebooking, keterangan: p.keterangan },
  });
}

/** antrean/farmasi/add. */
export async function laporAntreanFarmasi(
  tx: Tx,
  ctx: Ctx,
  p: {
    kodebooking: string;
    jenisresep: 'Racikan' | 'Non racikan';
    nomorantrean: number;
    keterangan: string;
  },
): Promise<void> {
  await antre(tx, ctx, {
    jenis: JENIS_ANTREAN.farmasi,
    kunci_unik: `farmasi:${p.kodebooking}`,
    kunci_urutan: p.kodebooking,
    ringkasan: `Antrean farmasi ${p.kodebooking} · ${p.jenisresep} · nomor ${p.nomorantrean}`,
    payload: p,
  });
}

/** jadwaldokter/updatejadwaldokter: hari 1 (Senin) … 7 (Minggu), 8 (hari libur nasional). */
export async function laporJadwalDokter(
  tx: Tx,
  ctx: Ctx,
  p: {
    kodepoli: string;
    kodesubspesialis: string;
    kodedokter: number;
    jadwal: { hari: string; buka: string; tutup: string }[];
  },
): Promise<void> {
  // A schedule may change back and forth: each change is its own message, in order per doctor.
  const isi = createHash('sha256').update(JSON.stringify(p)).digest('hex').slice(0, 16);
  await antre(tx, ctx, {
    jenis: JENIS_ANTREAN.jadwal,
    kunci_unik: `jadwal:${p.kodepoli}:${p.kodedokter}:${ctx.now().getTime()}:${isi}`,
    kunci_urutan: `jadwal:${p.kodepoli}:${p.kodedokter}`,
    ringkasan: `Jadwal dokter ${p.kodedokter} (${p.kodepoli}): ${p.jadwal.length} jadwal`,
    payload: p,
  });
}
