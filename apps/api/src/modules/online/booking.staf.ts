import {
  type Booking,
  type BookingBuat,
  type BookingDaftar,
  type BookingDetail,
  type BookingListQuery,
  hariDari,
  namaBergelar,
  STATUS_BOOKING,
  type StatusBooking,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { outbox } from '../../platform/outbox.tables.ts';
import { laporBatalAntrean } from '../bpjs/antrean/lapor.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { dokterCuti, dokterJadwal, pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import {
  bookingTerkunci,
  checkinBooking,
  checkinDengan,
  type HasilCheckin,
  pastikanDipesan,
} from './booking.checkin.ts';
import * as galat from './booking.errors.ts';
import { pesanAntrean } from './booking.service.ts';
import { bookingOnline } from './online.tables.ts';

// The desk's side of online bookings (/pasien-online; docs/antrean-online.md).

const kolom = {
  uid: bookingOnline.uid,
  kodebooking: bookingOnline.kodebooking,
  sumber: bookingOnline.sumber,
  status: bookingOnline.status,
  pasien_uid: bookingOnline.pasien_uid,
  no_rm: pasien.no_rm,
  nama_pasien: pasien.nama,
  nomorkartu: bookingOnline.nomorkartu,
  nik: bookingOnline.nik,
  nohp: bookingOnline.nohp,
  poli_uid: bookingOnline.poli_uid,
  poli_nama: poli.nama,
  dokter_uid: bookingOnline.dokter_uid,
  dokter_nama: pegawai.nama,
  gelar_depan: pegawai.gelar_depan,
  gelar_belakang: pegawai.gelar_belakang,
  tanggal: bookingOnline.tanggal,
  jam_mulai: bookingOnline.jam_mulai,
  jam_selesai: bookingOnline.jam_selesai,
  jenis_pasien: bookingOnline.jenis_pasien,
  jenis_kunjungan: bookingOnline.jenis_kunjungan,
  nomor_referensi: bookingOnline.nomor_referensi,
  nomor_antrian: bookingOnline.nomor_antrian,
  estimasi_dilayani: bookingOnline.estimasi_dilayani,
  layanan_uid: bookingOnline.layanan_uid,
  checkin_pada: bookingOnline.checkin_pada,
  batal_pada: bookingOnline.batal_pada,
  alasan_batal: bookingOnline.alasan_batal,
  dihubungi_pada: bookingOnline.dihubungi_pada,
  dihubungi_catatan: bookingOnline.dihubungi_catatan,
  dibuat_pada: bookingOnline.dibuat_pada,
};

async function baca(db: DbOrTx, where: SQL | undefined) {
  const rows = await db
    .select(kolom)
    .from(bookingOnline)
    .innerJoin(poli, eq(poli.uid, bookingOnline.poli_uid))
    .innerJoin(pegawai, eq(pegawai.uid, bookingOnline.dokter_uid))
    .leftJoin(pasien, eq(pasien.uid, bookingOnline.pasien_uid))
    .where(where)
    .orderBy(asc(bookingOnline.tanggal), asc(poli.nama), asc(bookingOnline.nomor));
  const alasan = await alasanDihubungi(db, rows);
  return rows.map((r): Booking => {
    const { gelar_depan, gelar_belakang, dokter_nama, ...isi } = r;
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    return {
      ...isi,
      sumber: r.sumber as Booking['sumber'],
      status: r.status as Booking['status'],
      jenis_pasien: r.jenis_pasien as Booking['jenis_pasien'],
      dokter_nama: namaBergelar({ nama: dokter_nama, gelar_depan, gelar_belakang }),
      estimasi_dilayani: r.estimasi_dilayani.toISOString(),
      checkin_pada: iso(r.checkin_pada),
      batal_pada: iso(r.batal_pada),
      dihubungi_pada: iso(r.dihubungi_pada),
      dibuat_pada: r.dibuat_pada.toISOString(),
      perlu_dihubungi: alasan.get(r.uid) ?? null,
    };
  });
}

/**
 * Why a live booking needs a call, derived on read: the doctor is on leave that day, or the
 * booked session no longer is on the schedule (docs/antrean-online.md "Perlu dihubungi").
 */
async function alasanDihubungi(
  db: DbOrTx,
  rows: {
    uid: string;
    status: string;
    dokter_uid: string;
    poli_uid: string;
    tanggal: string;
    jam_mulai: string;
  }[],
): Promise<Map<string, string>> {
  const hidup = rows.filter((r) => r.status === 'DIPESAN');
  const hasil = new Map<string, string>();
  if (!hidup.length) return hasil;
  const dokterUids = [...new Set(hidup.map((r) => r.dokter_uid))];
  const tanggal = hidup.map((r) => r.tanggal).sort();
  const [awal, akhir] = [tanggal[0] ?? '', tanggal[tanggal.length - 1] ?? ''];
  const sesi = await db
    .select({
      dokter_uid: dokterJadwal.dokter_uid,
      poli_uid: dokterJadwal.poli_uid,
      hari: dokterJadwal.hari,
      jam_mulai: dokterJadwal.jam_mulai,
    })
    .from(dokterJadwal)
    .where(inArray(dokterJadwal.dokter_uid, dokterUids));
  const cuti = await db
    .select({
      dokter_uid: dokterCuti.dokter_uid,
      mulai: dokterCuti.tanggal_mulai,
      selesai: dokterCuti.tanggal_selesai,
      alasan: dokterCuti.alasan,
    })
    .from(dokterCuti)
    .where(
      and(
        inArray(dokterCuti.dokter_uid, dokterUids),
        lte(dokterCuti.tanggal_mulai, akhir),
        gte(dokterCuti.tanggal_selesai, awal),
        isNull(dokterCuti.dibatalkan_pada),
      ),
    );
  for (const r of hidup) {
    const c = cuti.find(
      (x) => x.dokter_uid === r.dokter_uid && x.mulai <= r.tanggal && x.selesai >= r.tanggal,
    );
    if (c) hasil.set(r.uid, `Dokter cuti/libur: ${c.alasan}`);
    else if (
      !sesi.some(
        (s) =>
          s.dokter_uid === r.dokter_uid &&
          s.poli_uid === r.poli_uid &&
          s.hari === hariDari(r.tanggal) &&
          s.jam_mulai === r.jam_mulai,
      )
    )
      hasil.set(r.uid, 'Jadwal praktik sesi ini sudah tidak ada');
  }
  return hasil;
}

/** GET /pasien-online: a day's bookings with the filters, and the day's count per status. */
export async function daftarBooking(db: Db, q: BookingListQuery): Promise<BookingDaftar> {
  const syarat: SQL[] = [eq(bookingOnline.tanggal, q.tanggal)];
  if (q.poli) syarat.push(eq(bookingOnline.poli_uid, q.poli));
  if (q.sumber) syarat.push(eq(bookingOnline.sumber, q.sumber));
  if (q.search) {
    const pola = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const cari = or(
      ilike(bookingOnline.kodebooking, pola),
      ilike(bookingOnline.nik, pola),
      ilike(bookingOnline.nomorkartu, pola),
      ilike(bookingOnline.nomor_antrian, pola),
      ilike(pasien.nama, pola),
      ilike(pasien.no_rm, pola),
    );
    if (cari) syarat.push(cari);
  }
  const semua = await baca(db, and(...syarat));
  const jumlah = Object.fromEntries(STATUS_BOOKING.map((s) => [s, 0])) as Record<StatusBooking, number>;
  for (const r of semua) jumlah[r.status] += 1;
  return { rows: q.status ? semua.filter((r) => r.status === q.status) : semua, jumlah };
}

/** GET /pasien-online/perlu-dihubungi: live bookings from today on that need a call. */
export async function perluDihubungi(db: Db, ctx: Ctx): Promise<Booking[]> {
  const rows = await baca(
    db,
    and(eq(bookingOnline.status, 'DIPESAN'), gte(bookingOnline.tanggal, toJakartaIsoDate(ctx.now()))),
  );
  return rows.filter((r) => r.perlu_dihubungi);
}

async function satu(db: DbOrTx, uid: string): Promise<Booking> {
  const [b] = await baca(db, eq(bookingOnline.uid, uid));
  if (!b) throw galat.bookingTidakDitemukan();
  return b;
}

/** GET /pasien-online/:uid, with what the outbox holds for its code (task IDs, add, cancel). */
export async function detailBooking(db: Db, uid: string): Promise<BookingDetail> {
  const b = await satu(db, uid);
  const riwayat = await db
    .select({
      jenis: outbox.jenis,
      ringkasan: outbox.ringkasan,
      status: outbox.status,
      dibuat_pada: outbox.dibuat_pada,
      pesan_galat: outbox.pesan_galat,
    })
    .from(outbox)
    .where(eq(outbox.kunci_urutan, b.kodebooking))
    .orderBy(asc(outbox.dibuat_pada));
  return { ...b, riwayat_bpjs: riwayat.map((r) => ({ ...r, dibuat_pada: r.dibuat_pada.toISOString() })) };
}

/** POST /pasien-online: a hospital-channel booking made at the desk. */
export async function buatBookingRs(db: Db, ctx: Ctx, input: BookingBuat): Promise<Booking> {
  const uid = await db.transaction(async (tx) => {
    let ps: {
      uid: string;
      no_rm: string;
      nik: string | null;
      no_bpjs: string | null;
      no_hp: string | null;
    } | null = null;
    if (input.pasien_uid) {
      const [p] = await tx
        .select({
          uid: pasien.uid,
          no_rm: pasien.no_rm,
          nik: pasien.nik,
          no_bpjs: pasien.no_bpjs,
          no_hp: pasien.no_hp,
          status: pasien.status,
          digabung_ke: pasien.digabung_ke,
        })
        .from(pasien)
        .where(eq(pasien.uid, input.pasien_uid));
      if (!p) throw galat.identitasWajib();
      if (p.digabung_ke) throw galat.pasienTidakBoleh('Data pasien ini sudah digabung; pilih data tujuannya');
      if (p.status === 'MENINGGAL')
        throw galat.pasienTidakBoleh(`Pasien ${p.no_rm} tercatat meninggal dunia`);
      ps = p;
    }
    const nik = ps?.nik ?? input.nik ?? null;
    if (!nik) throw galat.identitasWajib();
    const jkn = input.jenis_pasien === 'JKN';
    const b = await pesanAntrean(tx, ctx, {
      sumber: 'RS',
      pasien: ps ? { uid: ps.uid, no_rm: ps.no_rm } : null,
      nomorkartu: jkn ? (input.nomorkartu ?? ps?.no_bpjs ?? null) : null,
      nik,
      nohp: input.nohp ?? ps?.no_hp ?? null,
      poli_uid: input.poli_uid,
      dokter_uid: input.dokter_uid,
      tanggal: input.tanggal,
      jam_mulai: input.jam_mulai,
      jenis_pasien: input.jenis_pasien,
      jenis_kunjungan: input.jenis_kunjungan ?? (jkn ? 1 : null),
      nomor_referensi: input.nomor_referensi || null,
    });
    return b.uid;
  });
  return satu(db, uid);
}

async function kodeDari(db: DbOrTx, uid: string): Promise<string> {
  const [b] = await db
    .select({ kode: bookingOnline.kodebooking })
    .from(bookingOnline)
    .where(eq(bookingOnline.uid, uid));
  if (!b) throw galat.bookingTidakDitemukan();
  return b.kode;
}

/** POST /pasien-online/:uid/checkin at the desk. */
export async function checkinLoket(db: Db, ctx: Ctx, uid: string): Promise<HasilCheckin> {
  return db.transaction(async (tx) =>
    checkinBooking(tx, ctx, { kodebooking: await kodeDari(tx, uid), waktu: ctx.now(), lewat: 'LOKET' }),
  );
}

/**
 * POST /pasien-online/:uid/lengkapi: a new patient's booking linked to the record the desk found
 * or made (its NIK must match), then checked in, BPJS tasks 1, 2 and 3.
 */
export async function lengkapiPasienBaru(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: { pasien_uid: string; dilayani_sejak?: string | undefined },
): Promise<HasilCheckin> {
  return db.transaction(async (tx) => {
    const b = await bookingTerkunci(tx, await kodeDari(tx, uid));
    pastikanDipesan(b);
    if (b.pasien_uid) throw galat.bukanPasienBaru();
    const [p] = await tx
      .select({ uid: pasien.uid, nik: pasien.nik, no_rm: pasien.no_rm, nama: pasien.nama })
      .from(pasien)
      .where(and(eq(pasien.uid, input.pasien_uid), isNull(pasien.digabung_ke)));
    if (!p) throw galat.pasienTidakBoleh('Data pasien tidak ditemukan atau sudah digabung');
    if (p.nik && p.nik !== b.nik)
      throw galat.pasienTidakBoleh(`NIK pasien ${p.no_rm} – ${p.nama} berbeda dengan NIK booking (${b.nik})`);
    await tx
      .update(bookingOnline)
      .set({ pasien_uid: p.uid, diubah_pada: ctx.now() })
      .where(eq(bookingOnline.uid, b.uid));
    const sejak = input.dilayani_sejak ? new Date(input.dilayani_sejak) : undefined;
    return checkinDengan(tx, ctx, {
      kodebooking: b.kodebooking,
      waktu: ctx.now(),
      lewat: 'LOKET',
      tugas: [1, 2, 3],
      ...(sejak && !Number.isNaN(sejak.getTime()) ? { tugasSejak: sejak } : {}),
    });
  });
}

/** POST /pasien-online/:uid/batal: the desk cancels a booking; BPJS is told. */
export async function batalBooking(db: Db, ctx: Ctx, uid: string, alasan: string): Promise<Booking> {
  await db.transaction(async (tx) => {
    const b = await bookingTerkunci(tx, await kodeDari(tx, uid));
    pastikanDipesan(b);
    const sekarang = ctx.now();
    await tx
      .update(bookingOnline)
      .set({ status: 'BATAL', batal_pada: sekarang, alasan_batal: alasan, diubah_pada: sekarang })
      .where(eq(bookingOnline.uid, b.uid));
    await laporBatalAntrean(tx, ctx, { kodebooking: b.kodebooking, keterangan: alasan });
    await catatAktivitas(tx, ctx, {
      aksi: 'booking.batal',
      entitas: 'booking_online',
      entitas_id: b.uid,
      keterangan: `Membatalkan booking ${b.kodebooking} (${b.nomor_antrian}, ${b.tanggal}): ${alasan}`,
    });
  });
  return satu(db, uid);
}

/** POST /pasien-online/:uid/dihubungi: the desk called the patient. */
export async function tandaiDihubungi(db: Db, ctx: Ctx, uid: string, catatan: string): Promise<Booking> {
  await kodeDari(db, uid);
  await db
    .update(bookingOnline)
    .set({ dihubungi_pada: ctx.now(), dihubungi_catatan: catatan, diubah_pada: ctx.now() })
    .where(eq(bookingOnline.uid, uid));
  return satu(db, uid);
}

/** POST /pasien-online/tidak-datang: DIPESAN bookings of yesterday or before become TIDAK_DATANG. */
export async function tandaiTidakDatang(
  db: Db,
  ctx: Ctx,
  q: { uid?: string | undefined; tanggal?: string | undefined },
): Promise<{ jumlah: number }> {
  const hariIni = toJakartaIsoDate(ctx.now());
  if (q.tanggal && q.tanggal >= hariIni) throw galat.tidakBisaTidakDatang();
  const syarat: SQL[] = [eq(bookingOnline.status, 'DIPESAN'), lt(bookingOnline.tanggal, hariIni)];
  if (q.uid) {
    const [b] = await db
      .select({ tanggal: bookingOnline.tanggal, status: bookingOnline.status })
      .from(bookingOnline)
      .where(eq(bookingOnline.uid, q.uid));
    if (!b) throw galat.bookingTidakDitemukan();
    pastikanDipesan(b);
    if (b.tanggal >= hariIni) throw galat.tidakBisaTidakDatang();
    syarat.push(eq(bookingOnline.uid, q.uid));
  }
  if (q.tanggal) syarat.push(eq(bookingOnline.tanggal, q.tanggal));
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(bookingOnline)
      .set({ status: 'TIDAK_DATANG', diubah_pada: ctx.now() })
      .where(and(...syarat))
      .returning({ uid: bookingOnline.uid, kode: bookingOnline.kodebooking });
    if (rows.length)
      await catatAktivitas(tx, ctx, {
        aksi: 'booking.tidak_datang',
        entitas: 'booking_online',
        ...(rows.length === 1 && rows[0] ? { entitas_id: rows[0].uid } : {}),
        keterangan: `Menandai ${rows.length} booking tidak datang: ${rows
          .map((r) => r.kode)
          .slice(0, 20)
          .join(', ')}`,
      });
    return { jumlah: rows.length };
  });
}
