import { createHash, randomBytes } from 'node:crypto';
import {
  KODE_WS,
  PESAN_WS_PASIEN_BARU,
  pasienInputSchema,
  type WsAmbilAntrean,
  type WsAmbilAntreanJawaban,
  type WsPasienBaru,
} from '@rawat/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { dummyHash, verifyPassword } from '../../platform/password.ts';
import { laporBatalAntrean } from '../bpjs/antrean/lapor.ts';
import { antrian, layanan } from '../kunjungan/kunjungan.tables.ts';
import { batasSesi, cutiDokter, sesiKuota, sisaSesi } from '../kunjungan/pendaftaran.kuota.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { dokter, pegawai } from '../master/sdm/sdm.tables.ts';
import { buatPasien } from '../pasien/pasien.service.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { cariWilayah, listWilayah } from '../wilayah/wilayah.service.ts';
import { bookingTerkunci, checkinBooking, pastikanDipesan } from './booking.checkin.ts';
import { KETERANGAN_DATANG, MENIT_LAYANAN_RATA, pesanAntrean } from './booking.service.ts';
import { bookingOnline, wsAkun, wsToken } from './online.tables.ts';

/** A WS RS answer that is not 200: metadata 201 (failed) or 202 (new patient), BPJS's message. */
export class JawabanWs extends Error {
  constructor(
    readonly kode: number,
    message: string,
    /** The HTTP status: the metadata code, except 401 for credentials and tokens. */
    readonly http: number = kode,
  ) {
    super(message);
  }
}
export const gagal = (pesan: string) => new JawabanWs(KODE_WS.GAGAL, pesan);
const ditolak = (pesan: string) => new JawabanWs(KODE_WS.GAGAL, pesan, 401);

/** How long a token from GET /token opens the other calls (docs/antrean-online.md "Token"). */
export const TOKEN_BERLAKU_MENIT = 60;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** GET /token: a fresh token for a WS account; the token is stored only as its SHA-256. */
export async function mintaToken(db: Db, now: Date, username: string, password: string): Promise<string> {
  const [a] = await db
    .select({ uid: wsAkun.uid, hash: wsAkun.password_hash })
    .from(wsAkun)
    .where(and(eq(wsAkun.username, username), eq(wsAkun.aktif, true)));
  // An unknown user costs the same argon2 run, so timing does not reveal the usernames.
  const cocok = await verifyPassword(a?.hash ?? (await dummyHash()), password);
  if (!a || !cocok) throw ditolak('Username atau Password Tidak Sesuai');
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(wsToken).where(lt(wsToken.kedaluwarsa, now));
    await tx.insert(wsToken).values({
      token_hash: sha256(token),
      akun_uid: a.uid,
      kedaluwarsa: new Date(now.getTime() + TOKEN_BERLAKU_MENIT * 60_000),
      dibuat_pada: now,
    });
  });
  return token;
}

/** The x-token and x-username of every other call: a live token of that active account. */
export async function periksaToken(
  db: Db,
  now: Date,
  token: string | undefined,
  username: string | undefined,
) {
  if (!token) throw ditolak('Token tidak ditemukan (header x-token wajib diisi)');
  if (!username) throw ditolak('Username tidak ditemukan (header x-username wajib diisi)');
  const [t] = await db
    .select({ kedaluwarsa: wsToken.kedaluwarsa, username: wsAkun.username, aktif: wsAkun.aktif })
    .from(wsToken)
    .innerJoin(wsAkun, eq(wsAkun.uid, wsToken.akun_uid))
    .where(eq(wsToken.token_hash, sha256(token)));
  if (!t || t.username !== username || !t.aktif) throw ditolak('Token tidak valid');
  if (t.kedaluwarsa <= now) throw ditolak('Token expired, silakan minta token baru');
}

/** The clinic and doctor by their BPJS codes, and the session by 'HH:MM-HH:MM'. */
async function jadwalBpjs(
  db: Db,
  q: { kodepoli: string; kodedokter: number; tanggal: string; jampraktek: string },
) {
  const [pl] = await db
    .select({ uid: poli.uid, nama: poli.nama })
    .from(poli)
    .where(and(sql`upper(${poli.kode_bpjs}) = ${q.kodepoli.toUpperCase()}`, eq(poli.status, 'AKTIF')))
    .limit(1);
  if (!pl) throw gagal('Poli Tidak Ditemukan');
  const [d] = await db
    .select({ uid: pegawai.uid, nama: pegawai.nama, gd: pegawai.gelar_depan, gb: pegawai.gelar_belakang })
    .from(dokter)
    .innerJoin(pegawai, eq(pegawai.uid, dokter.pegawai_uid))
    .where(and(eq(dokter.kode_dpjp_bpjs, String(q.kodedokter)), eq(pegawai.status, 'AKTIF')))
    .limit(1);
  if (!d) throw gagal('Dokter Tidak Ditemukan');
  const namadokter = [d.gd, d.nama].filter(Boolean).join(' ') + (d.gb ? `, ${d.gb}` : '');
  const [mulai, selesai] = q.jampraktek.split('-');
  const cuti = await cutiDokter(db, d.uid, q.tanggal);
  if (cuti) throw gagal(`Jadwal dokter ${namadokter} tersebut sedang diliburkan (${cuti.alasan})`);
  const semua = await sesiKuota(db, { poli_uid: pl.uid, dokter_uid: d.uid, tanggal: q.tanggal });
  const sesi = semua.find((s) => s.jam_mulai === mulai && s.jam_selesai === selesai);
  if (!sesi)
    throw gagal(
      `Jadwal Dokter ${namadokter} Tersebut Belum Tersedia, Silahkan Reschedule Tanggal dan Jam Praktek Lainnya`,
    );
  return { poli: pl, dokter: { uid: d.uid, nama: namadokter }, sesi };
}

/** Entries of a doctor's session still waiting (registrations not yet called, live bookings). */
async function antreanSesi(
  db: Db,
  q: { poli_uid: string; dokter_uid: string; tanggal: string; jam_mulai: string },
  sebelumNomor?: number,
) {
  const [menunggu] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(layanan)
    .innerJoin(antrian, eq(antrian.layanan_uid, layanan.uid))
    .where(
      and(
        eq(layanan.poli_uid, q.poli_uid),
        eq(layanan.dokter_uid, q.dokter_uid),
        eq(layanan.tanggal, q.tanggal),
        eq(layanan.jam_mulai, q.jam_mulai),
        eq(antrian.status, 'WAITING'),
        sebelumNomor !== undefined ? lt(antrian.nomor, sebelumNomor) : undefined,
      ),
    );
  const dipesan = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from booking_online where poli_uid = ${q.poli_uid}
        and dokter_uid = ${q.dokter_uid} and tanggal = ${q.tanggal} and jam_mulai = ${q.jam_mulai}
        and status = 'DIPESAN' ${sebelumNomor !== undefined ? sql`and nomor < ${sebelumNomor}` : sql``}`,
  );
  const [dipanggil] = await db
    .select({ nomor_antrian: antrian.nomor_antrian })
    .from(layanan)
    .innerJoin(antrian, eq(antrian.layanan_uid, layanan.uid))
    .where(
      and(
        eq(layanan.poli_uid, q.poli_uid),
        eq(layanan.dokter_uid, q.dokter_uid),
        eq(layanan.tanggal, q.tanggal),
        sql`${antrian.dipanggil_pada} is not null`,
      ),
    )
    .orderBy(sql`${antrian.dipanggil_pada} desc`)
    .limit(1);
  const nDipesan = Number((dipesan as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return { sisa: Number(menunggu?.n ?? 0) + nDipesan, dipanggil: dipanggil?.nomor_antrian ?? '-' };
}

/** POST /antrean/status. */
export async function statusAntrean(
  db: Db,
  q: { kodepoli: string; kodedokter: number; tanggalperiksa: string; jampraktek: string },
) {
  const j = await jadwalBpjs(db, { ...q, tanggal: q.tanggalperiksa });
  const a = await antreanSesi(db, {
    poli_uid: j.poli.uid,
    dokter_uid: j.dokter.uid,
    tanggal: q.tanggalperiksa,
    jam_mulai: j.sesi.jam_mulai,
  });
  return {
    namapoli: j.poli.nama,
    namadokter: j.dokter.nama,
    totalantrean: j.sesi.terpakai_jkn + j.sesi.terpakai_nonjkn,
    sisaantrean: a.sisa,
    antreanpanggil: a.dipanggil,
    ...sisaSesi(j.sesi),
    ...batasSesi(j.sesi),
    keterangan: '',
  };
}

/** The patient of a booking: by No. RM, else the BPJS card, else the NIK (not merged away). */
async function cariPasien(db: Db, r: { norm: string; nomorkartu: string; nik: string }) {
  const cari = async (kondisi: ReturnType<typeof eq>) =>
    (
      await db
        .select({ uid: pasien.uid, no_rm: pasien.no_rm, status: pasien.status })
        .from(pasien)
        .where(and(kondisi, isNull(pasien.digabung_ke)))
        .limit(1)
    )[0];
  return (
    (r.norm ? await cari(eq(pasien.no_rm, r.norm)) : undefined) ??
    (r.nomorkartu ? await cari(eq(pasien.no_bpjs, r.nomorkartu)) : undefined) ??
    (await cari(eq(pasien.nik, r.nik)))
  );
}

/** POST /antrean: a Mobile JKN booking. */
export async function ambilAntrean(db: Db, ctx: Ctx, r: WsAmbilAntrean): Promise<WsAmbilAntreanJawaban> {
  const j = await jadwalBpjs(db, { ...r, tanggal: r.tanggalperiksa });
  const ps = await cariPasien(db, r);
  if (!ps) throw new JawabanWs(KODE_WS.PASIEN_BARU, PESAN_WS_PASIEN_BARU);
  if (ps.status === 'MENINGGAL') throw gagal('Pasien tercatat meninggal dunia');
  const jkn = r.nomorkartu !== '';
  const b = await db.transaction((tx) =>
    pesanAntrean(tx, ctx, {
      sumber: 'MOBILE_JKN',
      pasien: { uid: ps.uid, no_rm: ps.no_rm },
      nomorkartu: jkn ? r.nomorkartu : null,
      nik: r.nik,
      nohp: r.nohp,
      poli_uid: j.poli.uid,
      dokter_uid: j.dokter.uid,
      tanggal: r.tanggalperiksa,
      jam_mulai: j.sesi.jam_mulai,
      jenis_pasien: jkn ? 'JKN' : 'NON JKN',
      jenis_kunjungan: r.jeniskunjungan,
      nomor_referensi: r.nomorreferensi || null,
    }),
  );
  return {
    nomorantrean: b.nomor_antrian,
    angkaantrean: b.nomor,
    kodebooking: b.kodebooking,
    norm: ps.no_rm,
    namapoli: b.namapoli,
    namadokter: b.namadokter,
    estimasidilayani: b.estimasi.getTime(),
    sisakuotajkn: b.sisakuotajkn,
    kuotajkn: b.kuotajkn,
    sisakuotanonjkn: b.sisakuotanonjkn,
    kuotanonjkn: b.kuotanonjkn,
    keterangan: KETERANGAN_DATANG,
  };
}

export async function bookingDariKode(db: Db, kodebooking: string) {
  const kode = kodebooking.trim().toUpperCase();
  const [b] = await db
    .select({
      uid: bookingOnline.uid,
      status: bookingOnline.status,
      nomor: bookingOnline.nomor,
      nomor_antrian: bookingOnline.nomor_antrian,
      poli_uid: bookingOnline.poli_uid,
      dokter_uid: bookingOnline.dokter_uid,
      tanggal: bookingOnline.tanggal,
      jam_mulai: bookingOnline.jam_mulai,
      layanan_uid: bookingOnline.layanan_uid,
      poli_nama: poli.nama,
      dokter_nama: pegawai.nama,
      gd: pegawai.gelar_depan,
      gb: pegawai.gelar_belakang,
    })
    .from(bookingOnline)
    .innerJoin(poli, eq(poli.uid, bookingOnline.poli_uid))
    .innerJoin(pegawai, eq(pegawai.uid, bookingOnline.dokter_uid))
    .where(eq(bookingOnline.kodebooking, kode));
  if (!b) throw gagal('Antrean Tidak Ditemukan');
  return { ...b, namadokter: [b.gd, b.dokter_nama].filter(Boolean).join(' ') + (b.gb ? `, ${b.gb}` : '') };
}

/** POST /antrean/sisa. */
export async function sisaAntrean(db: Db, kodebooking: string) {
  const b = await bookingDariKode(db, kodebooking);
  if (b.status === 'BATAL') throw gagal('Antrean Tidak Ditemukan atau Sudah Dibatalkan');
  const a = await antreanSesi(db, b, b.nomor);
  return {
    nomorantrean: b.nomor_antrian,
    namapoli: b.poli_nama,
    namadokter: b.namadokter,
    sisaantrean: a.sisa,
    antreanpanggil: a.dipanggil,
    waktutunggu: a.sisa * MENIT_LAYANAN_RATA * 60,
    keterangan: '',
  };
}

/** POST /antrean/batal: Mobile JKN cancels (BPJS already knows; a hospital booking is reported). */
export async function batalAntrean(db: Db, ctx: Ctx, kodebooking: string, keterangan: string) {
  await db.transaction(async (tx) => {
    const b = await bookingTerkunci(tx, kodebooking);
    if (b.status === 'BATAL') throw gagal('Antrean Tidak Ditemukan atau Sudah Dibatalkan');
    if (b.status === 'CHECKIN') throw gagal('Pasien Sudah Dilayani, Antrean Tidak Dapat Dibatalkan');
    pastikanDipesan(b);
    const sekarang = ctx.now();
    await tx
      .update(bookingOnline)
      .set({ status: 'BATAL', batal_pada: sekarang, alasan_batal: keterangan, diubah_pada: sekarang })
      .where(eq(bookingOnline.uid, b.uid));
    if (b.sumber === 'RS') await laporBatalAntrean(tx, ctx, { kodebooking: b.kodebooking, keterangan });
  });
}

/** POST /antrean/checkin: the patient checks in with Mobile JKN at the hospital. */
export async function checkinAntrean(db: Db, ctx: Ctx, kodebooking: string, waktu: number) {
  await db.transaction((tx) => checkinBooking(tx, ctx, { kodebooking, waktu: new Date(waktu), lewat: 'WS' }));
}

/** The village of BPJS's address: in the NIK's district by name, else searched by names. */
function desaDari(r: WsPasienBaru): string | null {
  const kec = `${r.nik.slice(0, 2)}.${r.nik.slice(2, 4)}.${r.nik.slice(4, 6)}`;
  try {
    const [d] = listWilayah(4, kec, { search: r.namakel, offset: 0, limit: 1, limitless: false }).rows;
    if (d) return d.kode;
  } catch {
    // Not a district code: search by names below.
  }
  const [c] = cariWilayah({
    search: `${r.namakel} ${r.namakec}`.slice(0, 100),
    tingkat: 4,
    offset: 0,
    limit: 1,
  }).rows;
  return c?.kode ?? null;
}

/** POST /pasien/baru: the patient's record with a new No. RM through the patient module. */
export async function pasienBaru(db: Db, ctx: Ctx, r: WsPasienBaru): Promise<{ norm: string }> {
  const [ada] = await db
    .select({ no_rm: pasien.no_rm })
    .from(pasien)
    .where(
      and(sql`(${pasien.nik} = ${r.nik} or ${pasien.no_bpjs} = ${r.nomorkartu})`, isNull(pasien.digabung_ke)),
    )
    .limit(1);
  if (ada) throw gagal(`Data Peserta Sudah Pernah Dientrikan (No. RM ${ada.no_rm})`);
  const desa = desaDari(r);
  if (!desa) throw gagal(`Kelurahan ${r.namakel} tidak dikenali; silakan mendaftar di loket pendaftaran`);
  const [p, kb, kc] = desa.split('.');
  const input = pasienInputSchema.safeParse({
    nama: r.nama,
    nik: r.nik,
    no_bpjs: r.nomorkartu,
    jenis_kelamin: r.jeniskelamin,
    tanggal_lahir: r.tanggallahir,
    no_hp: r.nohp,
    alamat: r.alamat,
    rt: r.rt,
    rw: r.rw,
    provinsi_kode: p,
    kabupaten_kode: `${p}.${kb}`,
    kecamatan_kode: `${p}.${kb}.${kc}`,
    desa_kode: desa,
    catatan: `Dari Mobile JKN (No. KK ${r.nomorkk}); lengkapi di loket pendaftaran.`,
  });
  if (!input.success) {
    const i = input.error.issues[0];
    throw gagal(i ? `${i.path.join('.') || 'data'}: ${i.message}` : 'Data pasien tidak valid');
  }
  const baru = await buatPasien(db, ctx, input.data);
  return { norm: baru.no_rm };
}
