import { formatTanggal, jenisKunjunganPoli, toJakartaIsoDate } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { laporWaktuTugas, type TaskIdAntrean } from '../bpjs/antrean/lapor.ts';
import { tagihanPendaftaran } from '../kasir/pendaftaran.kasir.ts';
import { tagihBiayaPendaftaran } from '../kunjungan/biaya-pendaftaran.ts';
import { buatLayanan } from '../kunjungan/pendaftaran.layanan.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import * as galat from './booking.errors.ts';
import { bookingOnline } from './online.tables.ts';

export interface HasilCheckin {
  layanan_uid: string;
  nomor_antrian: string;
  kode_tiket: string;
}

/** The booking by its code, locked for the check-in, cancel or completion that reads it. */
export async function bookingTerkunci(tx: Tx, kodebooking: string) {
  const [b] = await tx
    .select()
    .from(bookingOnline)
    .where(eq(bookingOnline.kodebooking, kodebooking.trim().toUpperCase()))
    .for('update');
  if (!b) throw galat.bookingTidakDitemukan();
  return b;
}

export type BarisBooking = Awaited<ReturnType<typeof bookingTerkunci>>;

/** A booking that can still be acted on: not cancelled, not checked in, not a no-show. */
export function pastikanDipesan(b: { status: string }) {
  if (b.status === 'BATAL') throw galat.sudahBatal();
  if (b.status === 'CHECKIN') throw galat.sudahCheckin();
  if (b.status === 'TIDAK_DATANG') throw galat.tidakDatang();
}

/**
 * Check-in of a booking (kiosk, desk or BPJS's WS): the booking becomes a registration through
 * `buatLayanan` with its number and code kept (the antrian's kode_tiket is the kodebooking), the
 * payer BPJS with the card and the referral for JKN, UMUM otherwise; then BPJS task 3.
 */
export function checkinBooking(
  tx: Tx,
  ctx: Ctx,
  p: { kodebooking: string; waktu: Date; lewat: 'ANJUNGAN' | 'LOKET' | 'WS' },
): Promise<HasilCheckin> {
  return checkinDengan(tx, ctx, { ...p, tugas: [3] });
}

/**
 * The check-in with the task IDs to report: [3] for a known patient; [1, 2, 3] for a new one
 * completed at the desk (arrival, the desk starting, registered), at `tugasSejak` … `waktu`.
 */
export async function checkinDengan(
  tx: Tx,
  ctx: Ctx,
  p: {
    kodebooking: string;
    waktu: Date;
    lewat: 'ANJUNGAN' | 'LOKET' | 'WS';
    tugas: TaskIdAntrean[];
    tugasSejak?: Date;
  },
): Promise<HasilCheckin> {
  const b = await bookingTerkunci(tx, p.kodebooking);
  pastikanDipesan(b);
  const hariIni = toJakartaIsoDate(ctx.now());
  if (b.tanggal !== hariIni) throw galat.bukanHariIni(formatTanggal(b.tanggal));
  if (!b.pasien_uid) throw galat.pasienBaruKeLoket();
  const [ps] = await tx
    .select({
      uid: pasien.uid,
      no_rm: pasien.no_rm,
      nama: pasien.nama,
      status: pasien.status,
      digabung_ke: pasien.digabung_ke,
    })
    .from(pasien)
    .where(eq(pasien.uid, b.pasien_uid))
    .for('no key update');
  if (!ps) throw galat.pasienBaruKeLoket();
  if (ps.digabung_ke)
    throw galat.pasienTidakBoleh('Data pasien booking ini sudah digabung; check-in di loket pendaftaran');
  if (ps.status === 'MENINGGAL')
    throw galat.pasienTidakBoleh(`Pasien ${ps.no_rm} – ${ps.nama} tercatat meninggal dunia`);

  const jkn = b.jenis_pasien === 'JKN';
  const dibuat = await buatLayanan(tx, ctx, {
    pasien: { uid: ps.uid },
    poli_uid: b.poli_uid,
    dokter_uid: b.dokter_uid,
    tanggal: b.tanggal,
    keluhan: null,
    kunjungan: {
      penjamin: jkn ? 'BPJS' : 'UMUM',
      asuransi_uid: null,
      no_kartu: jkn ? b.nomorkartu : null,
      no_rujukan: jkn ? b.nomor_referensi : null,
      no_sep: null,
    },
    nomorDipesan: {
      nomor: b.nomor,
      kode_tiket: b.kodebooking,
      jam_mulai: b.jam_mulai,
      jam_selesai: b.jam_selesai,
    },
  });
  const biaya = await tagihBiayaPendaftaran(tx, ctx, tagihanPendaftaran, {
    kunjungan_uid: dibuat.kunjungan_uid,
    layanan_uid: dibuat.layanan_uid,
    pasien_uid: ps.uid,
    jenis_layanan: jenisKunjunganPoli(dibuat.poli.jenis).jenis,
    penjamin: jkn ? 'BPJS' : 'UMUM',
    tanggal: b.tanggal,
    kartu: true,
  });
  const sekarang = ctx.now();
  await tx
    .update(bookingOnline)
    .set({ status: 'CHECKIN', layanan_uid: dibuat.layanan_uid, checkin_pada: p.waktu, diubah_pada: sekarang })
    .where(eq(bookingOnline.uid, b.uid));
  await catatAktivitas(tx, ctx, {
    aksi: 'booking.checkin',
    entitas: 'booking_online',
    entitas_id: b.uid,
    keterangan: `Check-in ${LEWAT[p.lewat]} booking ${b.kodebooking}: ${ps.no_rm} – ${ps.nama} ke ${dibuat.poli.nama}, antrian ${dibuat.nomor_antrian}`,
    detail: {
      sesudah: { layanan_uid: dibuat.layanan_uid, biaya: biaya.biaya, peringatan_biaya: biaya.peringatan },
    },
  });
  // Increasing times, as BPJS requires: the earlier tasks a second apart before the last.
  const akhir = p.waktu.getTime();
  const awal = Math.min(p.tugasSejak?.getTime() ?? akhir, akhir - (p.tugas.length - 1) * 1000);
  for (const [i, taskid] of p.tugas.entries()) {
    const waktu = new Date(i === p.tugas.length - 1 ? akhir : awal + i * 1000);
    await laporWaktuTugas(tx, ctx, { kodebooking: b.kodebooking, taskid, waktu });
  }
  return { layanan_uid: dibuat.layanan_uid, nomor_antrian: dibuat.nomor_antrian, kode_tiket: b.kodebooking };
}

const LEWAT = { ANJUNGAN: 'di anjungan', LOKET: 'di loket', WS: 'lewat Mobile JKN' } as const;
