import {
  formatNomorAntrian,
  formatTanggal,
  type JenisPasienAntrean,
  kunciNomorAntrian,
  MAKS_HARI_DAFTAR,
  namaBergelar,
  type SumberBooking,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { tambahHari } from '../../platform/waktu.ts';
import { laporTambahAntrean } from '../bpjs/antrean/lapor.ts';
import { MENIT_PER_PASIEN } from '../kunjungan/antrean-bpjs.ts';
import { antrian, layanan } from '../kunjungan/kunjungan.tables.ts';
import {
  batasSesi,
  cutiDokter,
  muatSesi,
  type SesiKuota,
  sesiKuota,
  sisaSesi,
} from '../kunjungan/pendaftaran.kuota.ts';
import { kodeTiketBaru } from '../kunjungan/pendaftaran.layanan.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { dokter, pegawai } from '../master/sdm/sdm.tables.ts';
import * as galat from './booking.errors.ts';
import { bookingOnline } from './online.tables.ts';

/**
 * The average minutes a doctor gives a patient, for BPJS's `estimasidilayani`: the session's start
 * plus the patient's place in it times this (docs/antrean-online.md "Estimasi dilayani"). One
 * figure with the desk's report to BPJS (kunjungan/antrean-bpjs.ts), so both estimate alike.
 */
export const MENIT_LAYANAN_RATA = MENIT_PER_PASIEN;

/** What a booking asks for, whichever channel it came through. */
export interface PermintaanBooking {
  sumber: SumberBooking;
  pasien: { uid: string; no_rm: string } | null;
  nomorkartu: string | null;
  nik: string;
  nohp: string | null;
  poli_uid: string;
  dokter_uid: string;
  tanggal: string;
  jam_mulai: string;
  jenis_pasien: JenisPasienAntrean;
  jenis_kunjungan: number | null;
  nomor_referensi: string | null;
}

export interface BookingDibuat {
  uid: string;
  kodebooking: string;
  nomor: number;
  nomor_antrian: string;
  namapoli: string;
  namadokter: string;
  estimasi: Date;
  sisakuotajkn: number;
  kuotajkn: number;
  sisakuotanonjkn: number;
  kuotanonjkn: number;
}

/** Jakarta wall time of a day as an instant. */
export const waktuJakarta = (tanggal: string, jam: string) => new Date(`${tanggal}T${jam}:00+07:00`);

/** The clinic (active, outpatient) and the doctor (active), with their names and BPJS codes. */
export async function poliDanDokter(db: DbOrTx, poliUid: string, dokterUid: string) {
  const [pl] = await db
    .select({
      uid: poli.uid,
      nama: poli.nama,
      jenis: poli.jenis,
      prefix: poli.prefix_antrian,
      kode_bpjs: poli.kode_bpjs,
    })
    .from(poli)
    .where(and(eq(poli.uid, poliUid), eq(poli.status, 'AKTIF')));
  if (!pl || pl.jenis === 'IGD') throw galat.poliTidakDikenal();
  const [d] = await db
    .select({
      uid: pegawai.uid,
      nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
      kode: dokter.kode_dpjp_bpjs,
    })
    .from(pegawai)
    .innerJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
    .where(and(eq(pegawai.uid, dokterUid), eq(pegawai.status, 'AKTIF')));
  if (!d) throw galat.dokterTidakDikenal();
  return { poli: pl, dokter: { uid: d.uid, nama: namaBergelar(d), kode: d.kode } };
}

/**
 * A booking (Mobile JKN through the WS RS, or the hospital's channel), in the caller's
 * transaction. The number comes from the clinic's day counter, as the desk's registrations, and is
 * taken before the quota and duplicate checks: its row lock queues every booking and registration
 * to that clinic and day, so the counts read after it are exact and a refusal gives it back.
 */
export async function pesanAntrean(tx: Tx, ctx: Ctx, r: PermintaanBooking): Promise<BookingDibuat> {
  const { poli: pl, dokter: dr } = await poliDanDokter(tx, r.poli_uid, r.dokter_uid);
  const sekarang = ctx.now();
  const hariIni = toJakartaIsoDate(sekarang);
  const tanggalTeks = formatTanggal(r.tanggal);
  if (r.tanggal < hariIni) throw galat.tanggalTidakBoleh('Tanggal periksa tidak boleh sebelum hari ini');
  if (r.tanggal > tambahHari(hariIni, MAKS_HARI_DAFTAR))
    throw galat.tanggalTidakBoleh(`Tanggal periksa paling lambat ${MAKS_HARI_DAFTAR} hari ke depan`);
  if (r.jenis_pasien === 'JKN' && !r.nomor_referensi) throw galat.rujukanWajib();
  const cuti = await cutiDokter(tx, dr.uid, r.tanggal);
  if (cuti) throw galat.dokterCuti(dr.nama, tanggalTeks, cuti.alasan);
  const ada = await sesiKuota(tx, { poli_uid: pl.uid, dokter_uid: dr.uid, tanggal: r.tanggal });
  const jadwal = ada.find((s) => s.jam_mulai === r.jam_mulai);
  if (!jadwal) throw galat.jadwalTidakAda(dr.nama, pl.nama, tanggalTeks, r.jam_mulai);
  if (r.tanggal === hariIni && sekarang >= waktuJakarta(r.tanggal, jadwal.jam_selesai))
    throw galat.poliTutup(pl.nama, jadwal.jam_selesai);

  const nomor = await ambilNomor(tx, kunciNomorAntrian(pl.uid, r.tanggal));

  const [ganda] = await tx
    .select({ kode: bookingOnline.kodebooking })
    .from(bookingOnline)
    .where(
      and(
        eq(bookingOnline.nik, r.nik),
        eq(bookingOnline.poli_uid, pl.uid),
        eq(bookingOnline.tanggal, r.tanggal),
        inArray(bookingOnline.status, ['DIPESAN', 'CHECKIN']),
      ),
    );
  if (ganda) throw galat.sudahAmbil(pl.nama, tanggalTeks, ganda.kode);
  if (r.pasien) {
    const [loket] = await tx
      .select({ nomor: antrian.nomor_antrian })
      .from(layanan)
      .innerJoin(antrian, eq(antrian.layanan_uid, layanan.uid))
      .where(
        and(
          eq(layanan.pasien_uid, r.pasien.uid),
          eq(layanan.poli_uid, pl.uid),
          eq(layanan.tanggal, r.tanggal),
          ne(layanan.status, 'BATAL'),
        ),
      );
    if (loket) throw galat.sudahTerdaftarLoket(pl.nama, tanggalTeks, loket.nomor);
  }

  // Counted under the counter's lock; this session, within this kind's share.
  const sesi = (await sesiKuota(tx, { poli_uid: pl.uid, dokter_uid: dr.uid, tanggal: r.tanggal })).find(
    (s) => s.jam_mulai === r.jam_mulai,
  ) as SesiKuota;
  const jkn = r.jenis_pasien === 'JKN';
  if (!muatSesi(sesi, jkn)) throw galat.kuotaHabis(dr.nama, pl.nama, tanggalTeks, jkn);
  const posisi = sesi.terpakai_jkn + sesi.terpakai_nonjkn;
  const estimasi = new Date(
    waktuJakarta(r.tanggal, sesi.jam_mulai).getTime() + posisi * MENIT_LAYANAN_RATA * 60_000,
  );
  if (jkn) sesi.terpakai_jkn += 1;
  else sesi.terpakai_nonjkn += 1;

  const kodebooking = kodeTiketBaru();
  const nomorAntrian = formatNomorAntrian(pl.prefix, nomor);
  const [b] = await tx
    .insert(bookingOnline)
    .values({
      kodebooking,
      sumber: r.sumber,
      pasien_uid: r.pasien?.uid ?? null,
      nomorkartu: r.nomorkartu,
      nik: r.nik,
      nohp: r.nohp,
      poli_uid: pl.uid,
      dokter_uid: dr.uid,
      tanggal: r.tanggal,
      jam_mulai: sesi.jam_mulai,
      jam_selesai: sesi.jam_selesai,
      jenis_pasien: r.jenis_pasien,
      jenis_kunjungan: r.jenis_kunjungan,
      nomor_referensi: r.nomor_referensi,
      nomor,
      nomor_antrian: nomorAntrian,
      estimasi_dilayani: estimasi,
      dibuat_oleh: ctx.user?.username ?? (r.sumber === 'MOBILE_JKN' ? 'mobile-jkn' : null),
      dibuat_pada: sekarang,
      diubah_pada: sekarang,
    })
    .returning({ uid: bookingOnline.uid });
  if (!b) throw new Error('insert booking_online returned no row');
  const sisa = sisaSesi(sesi);
  const batas = batasSesi(sesi);
  const hasil: BookingDibuat = {
    uid: b.uid,
    kodebooking,
    nomor,
    nomor_antrian: nomorAntrian,
    namapoli: pl.nama,
    namadokter: dr.nama,
    estimasi,
    sisakuotajkn: sisa.sisakuotajkn,
    kuotajkn: batas.kuotajkn,
    sisakuotanonjkn: sisa.sisakuotanonjkn,
    kuotanonjkn: batas.kuotanonjkn,
  };
  await catatAktivitas(tx, ctx, {
    aksi: 'booking.create',
    entitas: 'booking_online',
    entitas_id: b.uid,
    keterangan: `Booking ${r.sumber === 'MOBILE_JKN' ? 'Mobile JKN' : 'rumah sakit'} ${kodebooking} ke ${pl.nama} (${dr.nama}) ${r.tanggal} ${sesi.jam_mulai}, antrian ${nomorAntrian}`,
    detail: {
      sesudah: { kodebooking, nik: r.nik, jenis_pasien: r.jenis_pasien, nomor_antrian: nomorAntrian },
    },
  });
  // Mobile JKN's bookings BPJS already has; the hospital's own are added to BPJS's queue.
  if (r.sumber === 'RS' && pl.kode_bpjs && dr.kode && /^\d+$/.test(dr.kode)) {
    await laporTambahAntrean(tx, ctx, {
      kodebooking,
      jenispasien: r.jenis_pasien,
      nomorkartu: r.nomorkartu ?? '',
      nik: r.nik,
      nohp: r.nohp ?? '',
      kodepoli: pl.kode_bpjs,
      namapoli: pl.nama,
      pasienbaru: r.pasien ? 0 : 1,
      norm: r.pasien?.no_rm ?? '',
      tanggalperiksa: r.tanggal,
      kodedokter: Number(dr.kode),
      namadokter: dr.nama,
      jampraktek: `${sesi.jam_mulai}-${sesi.jam_selesai}`,
      jeniskunjungan: r.jenis_kunjungan ?? 1,
      nomorreferensi: r.nomor_referensi ?? '',
      nomorantrean: nomorAntrian,
      angkaantrean: nomor,
      estimasidilayani: estimasi.getTime(),
      ...sisa,
      kuotajkn: batas.kuotajkn,
      kuotanonjkn: batas.kuotanonjkn,
      keterangan: KETERANGAN_DATANG,
    });
  }
  return hasil;
}

export const KETERANGAN_DATANG = 'Peserta harap datang 30 menit lebih awal guna pencatatan administrasi.';

/** For the kiosk (part C): a patient's live bookings of a day, with what check-in needs. */
export async function bookingHariIniPasien(db: DbOrTx, pasien_uid: string, tanggal: string) {
  return db
    .select({
      uid: bookingOnline.uid,
      kodebooking: bookingOnline.kodebooking,
      status: bookingOnline.status,
      poli_uid: bookingOnline.poli_uid,
      poli_nama: poli.nama,
      dokter_uid: bookingOnline.dokter_uid,
      jam_mulai: bookingOnline.jam_mulai,
      jam_selesai: bookingOnline.jam_selesai,
      nomor_antrian: bookingOnline.nomor_antrian,
      jenis_pasien: bookingOnline.jenis_pasien,
    })
    .from(bookingOnline)
    .innerJoin(poli, eq(poli.uid, bookingOnline.poli_uid))
    .where(
      and(
        eq(bookingOnline.pasien_uid, pasien_uid),
        eq(bookingOnline.tanggal, tanggal),
        eq(bookingOnline.status, 'DIPESAN'),
      ),
    )
    .orderBy(bookingOnline.jam_mulai);
}
