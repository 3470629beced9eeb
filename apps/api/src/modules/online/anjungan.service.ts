import {
  type AnjunganDaftar,
  type AnjunganHasil,
  type AnjunganPasien,
  type AnjunganPilihan,
  formatTanggal,
  namaBergelar,
  namaPanggilan,
  pendaftaranInputSchema,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, conflict, notFound, tooManyRequests } from '../../platform/errors.ts';
import type { PerangkatAktif } from '../../platform/guard.ts';
import type { TagihanPendaftaran } from '../kunjungan/biaya-pendaftaran.ts';
import { ambilPendaftaran } from '../kunjungan/pendaftaran.baca.ts';
import { kuotaHari } from '../kunjungan/pendaftaran.kuota.ts';
import { daftarkan } from '../kunjungan/pendaftaran.service.ts';
import { pdfTiket } from '../kunjungan/tiket.pdf.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { checkinBooking } from './booking.checkin.ts';
import { wajibJenis } from './layar.service.ts';
import { bookingOnline } from './online.tables.ts';

// The self-service kiosk (docs/perangkat.md "Anjungan"): a booking code, a control letter, or
// No. RM + date of birth, each ending with a queue number and the 80 mm ticket. The kiosk is a
// device, not a person: ctx.user is null and the audit rows name the device.

/**
 * A control letter as the kiosk needs it. The letters module sits above `online` in the layers,
 * so it implements this (modules/surat/surat.anjungan.ts) and app.ts hands it in.
 */
export interface SuratKontrolAnjungan {
  /** The letter whose number (or BPJS control number) is `nomor`, ignoring case, spaces and '/'. */
  cari(db: DbOrTx, nomor: string): Promise<SuratKontrolDitemukan | null>;
}
export interface SuratKontrolDitemukan {
  nomor: string;
  /** TERBIT, or DIBATALKAN (replaced or withdrawn). */
  status: string;
  pasien_uid: string;
  poli_uid: string;
  dokter_uid: string;
  tanggal_kontrol: string;
  /** What the registration stores as its referral: BPJS's control number, else the letter's number. */
  no_rujukan: string;
}

export interface AnjunganDeps {
  tagihan: TagihanPendaftaran;
  suratKontrol: SuratKontrolAnjungan;
}

const HANYA_ANJUNGAN = 'Hanya anjungan pendaftaran yang dapat membuka ini';

const galat = {
  suratTidakAda: () =>
    new AppError(
      404,
      'anjungan.surat_tidak_ditemukan',
      'Surat kontrol tidak ditemukan. Periksa kembali nomornya, atau ke loket pendaftaran.',
    ),
  suratBatal: () =>
    conflict(
      'anjungan.surat_batal',
      'Surat kontrol ini sudah dibatalkan atau diganti. Silakan ke loket pendaftaran.',
    ),
  suratBukanHariIni: (t: string) =>
    conflict(
      'anjungan.surat_bukan_hari_ini',
      `Surat kontrol ini untuk tanggal ${formatTanggal(t)}. Anjungan hanya melayani kontrol hari ini; silakan ke loket pendaftaran.`,
    ),
  tanpaKartuBpjs: () =>
    conflict(
      'anjungan.tanpa_kartu_bpjs',
      'Nomor kartu BPJS pasien belum tercatat. Silakan ke loket pendaftaran.',
    ),
  tidakCocok: () =>
    new AppError(
      404,
      'anjungan.pasien_tidak_cocok',
      'No. RM dan tanggal lahir tidak cocok dengan data kami. Periksa kembali, atau tanyakan ke loket pendaftaran.',
    ),
  tidakPraktik: () =>
    conflict(
      'anjungan.dokter_tidak_tersedia',
      'Dokter ini tidak praktik lagi hari ini. Silakan pilih dokter lain atau ke loket pendaftaran.',
    ),
  kuotaPenuh: (dokter: string) =>
    conflict(
      'anjungan.kuota_penuh',
      `Kuota ${dokter} hari ini sudah penuh. Silakan pilih dokter lain atau ke loket pendaftaran.`,
    ),
  dataTidakLengkap: (pesan: string) =>
    conflict('anjungan.data_tidak_lengkap', `${pesan}. Silakan ke loket pendaftaran.`),
};

/** Wrong No. RM / date-of-birth attempts a kiosk may make per minute before it is held back. */
export const BATAS_SALAH_PER_MENIT = 5;
const JENDELA_MS = 60_000;
/** Failed attempts per device (this instance's memory; a restart forgets them). */
const gagalPerPerangkat = new Map<string, number[]>();

function periksaBatas(p: PerangkatAktif, now: Date) {
  const baru = (gagalPerPerangkat.get(p.uid) ?? []).filter((t) => now.getTime() - t < JENDELA_MS);
  gagalPerPerangkat.set(p.uid, baru);
  if (baru.length >= BATAS_SALAH_PER_MENIT) {
    const tunggu = Math.max(1, Math.ceil((JENDELA_MS - (now.getTime() - (baru[0] ?? 0))) / 1000));
    throw tooManyRequests(
      `Terlalu banyak percobaan No. RM dan tanggal lahir yang salah. Silakan coba lagi dalam ${tunggu} detik, atau ke loket pendaftaran.`,
    );
  }
}
function catatGagal(p: PerangkatAktif, now: Date) {
  gagalPerPerangkat.set(p.uid, [...(gagalPerPerangkat.get(p.uid) ?? []), now.getTime()]);
}

/** The device's context: the audit rows of the desk's services carry the device in user_agent. */
export function ctxPerangkat(ctx: Ctx, p: PerangkatAktif): Ctx {
  return {
    ...ctx,
    user: null,
    userAgent: `Perangkat ${p.nama} (${p.uid})${ctx.userAgent ? ` · ${ctx.userAgent}` : ''}`,
  };
}

async function catatAnjungan(
  db: DbOrTx,
  ctx: Ctx,
  p: PerangkatAktif,
  layananUid: string,
  keterangan: string,
) {
  await catatAktivitas(db, ctx, {
    aksi: 'anjungan.daftar',
    username: `perangkat:${p.nama}`.slice(0, 100),
    entitas: 'layanan',
    entitas_id: layananUid,
    keterangan: `Anjungan ${p.nama}: ${keterangan}`,
    detail: { perangkat_uid: p.uid },
  });
}

async function hasil(db: DbOrTx, layananUid: string): Promise<AnjunganHasil> {
  const r = await ambilPendaftaran(db, layananUid);
  return {
    layanan_uid: r.uid,
    nomor_antrian: r.nomor_antrian,
    poli_nama: r.poli.nama,
    dokter_nama: r.dokter?.nama ?? null,
    jam_mulai: r.jam_mulai,
    jam_selesai: r.jam_selesai,
    penjamin_label: r.penjamin_label,
  };
}

/** 'HH:MM' in Jakarta. */
const jamJakarta = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(11, 16);

/** The desk's registration, with its input checked by the desk's own schema. */
async function daftarSepertiLoket(
  db: Db,
  ctx: Ctx,
  tagihan: TagihanPendaftaran,
  masukan: Record<string, unknown>,
) {
  const parsed = pendaftaranInputSchema.safeParse(masukan);
  if (!parsed.success)
    throw galat.dataTidakLengkap(parsed.error.issues[0]?.message ?? 'Data pendaftaran tidak lengkap');
  return daftarkan(db, ctx, tagihan, parsed.data);
}

/** POST /anjungan/booking: the booking of today becomes a registration (its number kept). */
export async function anjunganBooking(
  db: Db,
  ctx: Ctx,
  p: PerangkatAktif,
  kodebooking: string,
): Promise<AnjunganHasil> {
  wajibJenis(p, 'ANJUNGAN', HANYA_ANJUNGAN);
  const c = ctxPerangkat(ctx, p);
  const r = await db.transaction(async (tx) => {
    const out = await checkinBooking(tx, c, { kodebooking, waktu: c.now(), lewat: 'ANJUNGAN' });
    await catatAnjungan(
      tx,
      c,
      p,
      out.layanan_uid,
      `check-in kode booking ${kodebooking}, antrian ${out.nomor_antrian}`,
    );
    return out;
  });
  return hasil(db, r.layanan_uid);
}

/** POST /anjungan/surat-kontrol: a BPJS registration at the letter's clinic and doctor, today. */
export async function anjunganSuratKontrol(
  db: Db,
  ctx: Ctx,
  deps: AnjunganDeps,
  p: PerangkatAktif,
  nomor: string,
): Promise<AnjunganHasil> {
  wajibJenis(p, 'ANJUNGAN', HANYA_ANJUNGAN);
  const c = ctxPerangkat(ctx, p);
  const s = await deps.suratKontrol.cari(db, nomor);
  if (!s) throw galat.suratTidakAda();
  if (s.status !== 'TERBIT') throw galat.suratBatal();
  const hariIni = toJakartaIsoDate(c.now());
  if (s.tanggal_kontrol !== hariIni) throw galat.suratBukanHariIni(s.tanggal_kontrol);
  const [ps] = await db.select({ no_bpjs: pasien.no_bpjs }).from(pasien).where(eq(pasien.uid, s.pasien_uid));
  if (!ps?.no_bpjs) throw galat.tanpaKartuBpjs();
  const baru = await daftarSepertiLoket(db, c, deps.tagihan, {
    pasien_uid: s.pasien_uid,
    poli_uid: s.poli_uid,
    dokter_uid: s.dokter_uid,
    tanggal: hariIni,
    penjamin: 'BPJS',
    no_kartu: ps.no_bpjs,
    no_rujukan: s.no_rujukan,
    keluhan: `Kontrol (surat kontrol ${s.nomor})`,
  });
  await catatAnjungan(
    db,
    c,
    p,
    baru.uid,
    `pendaftaran BPJS dengan surat kontrol ${s.nomor}, antrian ${baru.nomor_antrian}`,
  );
  return hasil(db, baru.uid);
}

/** The patient of a No. RM whose date of birth matches; every mismatch counts toward the limit. */
async function pasienCocok(db: DbOrTx, ctx: Ctx, p: PerangkatAktif, q: AnjunganPasien) {
  const now = ctx.now();
  periksaBatas(p, now);
  const [ps] = await db
    .select({
      uid: pasien.uid,
      nama: pasien.nama,
      tanggal_lahir: pasien.tanggal_lahir,
      no_bpjs: pasien.no_bpjs,
    })
    .from(pasien)
    .where(and(eq(pasien.no_rm, q.no_rm.trim()), isNull(pasien.digabung_ke)));
  // One answer for an unknown No. RM and a wrong date: nothing tells which of the two was wrong.
  if (!ps || ps.tanggal_lahir !== q.tanggal_lahir) {
    catatGagal(p, now);
    throw galat.tidakCocok();
  }
  return ps;
}

/** Doctors practising today at an outpatient clinic whose session has not ended, with quota left. */
async function pilihanPoli(db: DbOrTx, now: Date): Promise<AnjunganPilihan['poli']> {
  const tanggal = toJakartaIsoDate(now);
  const jam = jamJakarta(now);
  const daftarPoli = await db
    .select({ uid: poli.uid, nama: poli.nama })
    .from(poli)
    .where(and(eq(poli.status, 'AKTIF'), eq(poli.jenis, 'RAWAT_JALAN')))
    .orderBy(asc(poli.nama));
  const hasilPoli: AnjunganPilihan['poli'] = [];
  for (const pl of daftarPoli) {
    const k = await kuotaHari(db, { poli: pl.uid, tanggal });
    for (const d of k.dokter) {
      const sesi = d.sesi.find((s) => s.jam_selesai > jam);
      if (!sesi || d.sisa <= 0) continue;
      hasilPoli.push({
        poli_uid: pl.uid,
        poli_nama: pl.nama,
        dokter_uid: d.dokter_uid,
        dokter_nama: d.dokter_nama,
        jam_mulai: sesi.jam_mulai,
        jam_selesai: sesi.jam_selesai,
        sisa: d.sisa,
      });
    }
  }
  return hasilPoli;
}

/** POST /anjungan/pasien: today's bookings of the patient and the clinics open to register as UMUM. */
export async function anjunganPasien(
  db: DbOrTx,
  ctx: Ctx,
  p: PerangkatAktif,
  q: AnjunganPasien,
): Promise<AnjunganPilihan> {
  wajibJenis(p, 'ANJUNGAN', HANYA_ANJUNGAN);
  const ps = await pasienCocok(db, ctx, p, q);
  const now = ctx.now();
  const booking = await db
    .select({
      kodebooking: bookingOnline.kodebooking,
      poli_nama: poli.nama,
      nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
      jam_mulai: bookingOnline.jam_mulai,
      jam_selesai: bookingOnline.jam_selesai,
      nomor_antrian: bookingOnline.nomor_antrian,
    })
    .from(bookingOnline)
    .innerJoin(poli, eq(poli.uid, bookingOnline.poli_uid))
    .innerJoin(pegawai, eq(pegawai.uid, bookingOnline.dokter_uid))
    .where(
      and(
        eq(bookingOnline.pasien_uid, ps.uid),
        eq(bookingOnline.tanggal, toJakartaIsoDate(now)),
        eq(bookingOnline.status, 'DIPESAN'),
      ),
    )
    .orderBy(asc(bookingOnline.jam_mulai));
  return {
    nama: namaPanggilan(ps.nama),
    bpjs: Boolean(ps.no_bpjs),
    booking: booking.map((b) => ({
      kodebooking: b.kodebooking,
      poli_nama: b.poli_nama,
      dokter_nama: namaBergelar(b),
      jam_mulai: b.jam_mulai,
      jam_selesai: b.jam_selesai,
      nomor_antrian: b.nomor_antrian,
    })),
    poli: await pilihanPoli(db, now),
  };
}

/** POST /anjungan/daftar: a UMUM registration at a clinic and doctor still open today. */
export async function anjunganDaftar(
  db: Db,
  ctx: Ctx,
  deps: AnjunganDeps,
  p: PerangkatAktif,
  q: AnjunganDaftar,
): Promise<AnjunganHasil> {
  wajibJenis(p, 'ANJUNGAN', HANYA_ANJUNGAN);
  const c = ctxPerangkat(ctx, p);
  const ps = await pasienCocok(db, c, p, q);
  const now = c.now();
  const tanggal = toJakartaIsoDate(now);
  const jam = jamJakarta(now);
  const [pl] = await db
    .select({ uid: poli.uid })
    .from(poli)
    .where(and(eq(poli.uid, q.poli_uid), eq(poli.status, 'AKTIF'), eq(poli.jenis, 'RAWAT_JALAN')));
  if (!pl) throw galat.tidakPraktik();
  const k = await kuotaHari(db, { poli: q.poli_uid, tanggal, dokter: q.dokter_uid });
  const d = k.dokter[0];
  if (!d?.sesi.some((s) => s.jam_selesai > jam)) throw galat.tidakPraktik();
  if (d.sisa <= 0) throw galat.kuotaPenuh(d.dokter_nama);
  // The desk's service checks schedule, quota and duplicates again under the clinic's number lock.
  const baru = await daftarSepertiLoket(db, c, deps.tagihan, {
    pasien_uid: ps.uid,
    poli_uid: q.poli_uid,
    dokter_uid: q.dokter_uid,
    tanggal,
    penjamin: 'UMUM',
  });
  await catatAnjungan(db, c, p, baru.uid, `pendaftaran umum dengan No. RM, antrian ${baru.nomor_antrian}`);
  return hasil(db, baru.uid);
}

/** GET /anjungan/tiket/:uid: the 80 mm ticket of a registration of today. */
export async function anjunganTiket(
  db: Db,
  ctx: Ctx,
  deps: AnjunganDeps,
  p: PerangkatAktif,
  uid: string,
  asal: string,
) {
  wajibJenis(p, 'ANJUNGAN', HANYA_ANJUNGAN);
  const c = ctxPerangkat(ctx, p);
  const r = await ambilPendaftaran(db, uid);
  // Only today's tickets: a kiosk token is no way to print old registrations.
  if (r.tanggal !== toJakartaIsoDate(c.now())) throw notFound('Tiket', 'anjungan.tiket_tidak_ditemukan');
  return pdfTiket(db, c, deps.tagihan, uid, asal);
}
