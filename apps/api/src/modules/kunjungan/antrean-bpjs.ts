import { namaBergelar, toJakartaIsoDate } from '@rawat/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import {
  laporAntreanFarmasi,
  laporBatalAntrean,
  laporTambahAntrean,
  laporWaktuTugas,
  type TaskIdAntrean,
} from '../bpjs/antrean/lapor.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { dokter, pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { antrian, kunjungan, layanan } from './kunjungan.tables.ts';
import { batasSesi, sesiKuota, sisaSesi } from './pendaftaran.kuota.ts';

// What our queue tells BPJS Antrean (docs/antrian.md, "BPJS Antrean task IDs"). Each event calls
// one function here inside its own transaction; the bpjs module enqueues through the outbox and
// does nothing when BPJS Antrean is not configured. Only a service BPJS can know is reported: at
// a Rawat Jalan clinic with a BPJS poli code, with a doctor holding a DPJP code. Its kodebooking
// is the queue entry's kode_tiket (a booking's check-in writes the booking's code there).

/** Minutes a patient is expected to take at the clinic, for `estimasidilayani`. */
export const MENIT_PER_PASIEN = 10;

export interface LayananBpjs {
  layanan_uid: string;
  kodebooking: string;
  tanggal: string;
  jam_mulai: string | null;
  jam_selesai: string | null;
  nomor: number;
  nomor_antrian: string;
  poli_uid: string;
  kodepoli: string;
  namapoli: string;
  dokter_uid: string;
  kodedokter: number;
  namadokter: string;
  kunjungan_uid: string;
  penjamin: string;
  no_kartu: string | null;
  no_rujukan: string | null;
  pasien_uid: string;
  no_rm: string;
  nik: string | null;
  no_bpjs: string | null;
  no_hp: string | null;
}

/** The service as BPJS knows it, or null when BPJS cannot know it (IGD, HD, a clinic or doctor without codes). */
export async function layananBpjs(tx: DbOrTx, layananUid: string): Promise<LayananBpjs | null> {
  const [r] = await tx
    .select({
      layanan_uid: layanan.uid,
      kodebooking: antrian.kode_tiket,
      tanggal: layanan.tanggal,
      jam_mulai: layanan.jam_mulai,
      jam_selesai: layanan.jam_selesai,
      nomor: antrian.nomor,
      nomor_antrian: antrian.nomor_antrian,
      poli_uid: poli.uid,
      poli_jenis: poli.jenis,
      kodepoli: poli.kode_bpjs,
      namapoli: poli.nama,
      dokter_uid: pegawai.uid,
      kode_dpjp: dokter.kode_dpjp_bpjs,
      nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
      kunjungan_uid: kunjungan.uid,
      penjamin: kunjungan.penjamin,
      no_kartu: kunjungan.no_kartu,
      no_rujukan: kunjungan.no_rujukan,
      pasien_uid: pasien.uid,
      no_rm: pasien.no_rm,
      nik: pasien.nik,
      no_bpjs: pasien.no_bpjs,
      no_hp: pasien.no_hp,
    })
    .from(layanan)
    .innerJoin(antrian, eq(antrian.layanan_uid, layanan.uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
    .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
    .innerJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .innerJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
    .where(eq(layanan.uid, layananUid));
  if (r?.poli_jenis !== 'RAWAT_JALAN' || !r.kodepoli || !r.kode_dpjp || !/^\d+$/.test(r.kode_dpjp))
    return null;
  const { poli_jenis: _j, kode_dpjp, nama, gelar_depan, gelar_belakang, ...isi } = r;
  const namadokter = namaBergelar({ nama, gelar_depan, gelar_belakang });
  return { ...isi, kodepoli: r.kodepoli, kodedokter: Number(kode_dpjp), namadokter };
}

/**
 * The doctor's JKN and non-JKN quotas at the clinic that day and what is left of them after the
 * registrations and live bookings already made (this one included), as registration counts them
 * (pendaftaran.kuota.ts: a session without `kuota_jkn` is not split and counts fully in both).
 */
export async function kuotaJkn(
  tx: DbOrTx,
  q: { poli_uid: string; dokter_uid: string; tanggal: string },
): Promise<{ kuotajkn: number; sisakuotajkn: number; kuotanonjkn: number; sisakuotanonjkn: number }> {
  const hasil = { kuotajkn: 0, sisakuotajkn: 0, kuotanonjkn: 0, sisakuotanonjkn: 0 };
  for (const s of await sesiKuota(tx, q)) {
    const batas = batasSesi(s);
    const sisa = sisaSesi(s);
    hasil.kuotajkn += batas.kuotajkn;
    hasil.kuotanonjkn += batas.kuotanonjkn;
    hasil.sisakuotajkn += sisa.sisakuotajkn;
    hasil.sisakuotanonjkn += sisa.sisakuotanonjkn;
  }
  return hasil;
}

/**
 * When the patient is expected to be served, in ms since the epoch: the session's start plus
 * MENIT_PER_PASIEN for each patient of the doctor before them in that session.
 */
async function estimasiDilayani(tx: DbOrTx, l: LayananBpjs): Promise<number> {
  const jam = l.jam_mulai ?? '08:00';
  const mulai = Date.parse(`${l.tanggal}T${jam}:00+07:00`);
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(layanan)
    .innerJoin(antrian, eq(antrian.layanan_uid, layanan.uid))
    .where(
      and(
        eq(layanan.poli_uid, l.poli_uid),
        eq(layanan.dokter_uid, l.dokter_uid),
        eq(layanan.tanggal, l.tanggal),
        ne(layanan.status, 'BATAL'),
        l.jam_mulai ? eq(layanan.jam_mulai, l.jam_mulai) : sql`true`,
        sql`${antrian.nomor} < ${l.nomor}`,
      ),
    );
  return mulai + Number(r?.n ?? 0) * MENIT_PER_PASIEN * 60_000;
}

/** A patient with no other visit that is not cancelled (as the registration fee decides it). */
async function pasienBaru(tx: DbOrTx, l: LayananBpjs): Promise<0 | 1> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(kunjungan)
    .where(
      and(
        eq(kunjungan.pasien_uid, l.pasien_uid),
        ne(kunjungan.uid, l.kunjungan_uid),
        ne(kunjungan.status, 'BATAL'),
      ),
    );
  return Number(r?.n ?? 0) ? 0 : 1;
}

/**
 * A desk registration (or an added clinic): antrean/add with the patient, clinic, doctor, session
 * and quotas, then task 3 (admission done, the clinic wait begins) at the registration's time.
 * A registration for a later day gets no task 3 now: BPJS takes task times on the visit's day.
 */
export async function laporPendaftaranBpjs(
  tx: Tx,
  ctx: Ctx,
  layananUid: string,
  opsi: { tambahan?: boolean } = {},
): Promise<void> {
  const l = await layananBpjs(tx, layananUid);
  if (!l) return;
  const jkn = l.penjamin === 'BPJS';
  const kuota = await kuotaJkn(tx, l);
  await laporTambahAntrean(tx, ctx, {
    kodebooking: l.kodebooking,
    jenispasien: jkn ? 'JKN' : 'NON JKN',
    nomorkartu: jkn ? (l.no_kartu ?? l.no_bpjs ?? '') : '',
    nik: l.nik ?? '',
    nohp: l.no_hp ?? '',
    kodepoli: l.kodepoli,
    namapoli: l.namapoli,
    pasienbaru: await pasienBaru(tx, l),
    norm: l.no_rm,
    tanggalperiksa: l.tanggal,
    kodedokter: l.kodedokter,
    namadokter: l.namadokter,
    jampraktek: l.jam_mulai && l.jam_selesai ? `${l.jam_mulai}-${l.jam_selesai}` : '',
    // 1 rujukan FKTP (the visit's referral), 2 rujukan internal (another clinic in the same visit).
    jeniskunjungan: opsi.tambahan ? 2 : 1,
    nomorreferensi: jkn ? (l.no_rujukan ?? '') : '',
    nomorantrean: l.nomor_antrian,
    angkaantrean: l.nomor,
    estimasidilayani: await estimasiDilayani(tx, l),
    ...kuota,
    keterangan: 'Harap datang 15 menit sebelum jadwal',
  });
  const sekarang = ctx.now();
  if (toJakartaIsoDate(sekarang) === l.tanggal)
    await laporWaktuTugas(tx, ctx, { kodebooking: l.kodebooking, taskid: 3, waktu: sekarang });
}

/** A registration cancelled at the desk: antrean/batal with the reason. */
export async function laporBatalBpjs(tx: Tx, ctx: Ctx, layananUid: string, alasan: string): Promise<void> {
  const l = await layananBpjs(tx, layananUid);
  if (l) await laporBatalAntrean(tx, ctx, { kodebooking: l.kodebooking, keterangan: alasan });
}

/**
 * A step of the service at the clinic or the pharmacy: its task at the event's time. The outbox
 * keeps one message per booking and task, so a second call or a restart is dropped there.
 */
export async function laporTugasBpjs(
  tx: Tx,
  ctx: Ctx,
  layananUid: string,
  taskid: TaskIdAntrean,
  jenisresep?: 'Racikan' | 'Non racikan',
): Promise<void> {
  const l = await layananBpjs(tx, layananUid);
  if (!l) return;
  await laporWaktuTugas(tx, ctx, {
    kodebooking: l.kodebooking,
    taskid,
    waktu: ctx.now(),
    ...(jenisresep ? { jenisresep } : {}),
  });
}

/** A prescription of the service reached the pharmacy: antrean/farmasi/add with its pharmacy number. */
export async function laporResepMasukBpjs(
  tx: Tx,
  ctx: Ctx,
  layananUid: string,
  resep: { nomor_antrian: string | null; racikan: boolean },
): Promise<void> {
  const l = await layananBpjs(tx, layananUid);
  if (!l) return;
  await laporAntreanFarmasi(tx, ctx, {
    kodebooking: l.kodebooking,
    jenisresep: resep.racikan ? 'Racikan' : 'Non racikan',
    // 'R-003' → 3: BPJS takes the pharmacy number as a number.
    nomorantrean: Number(resep.nomor_antrian?.replace(/\D/g, '') || 0),
    keterangan: '',
  });
}
