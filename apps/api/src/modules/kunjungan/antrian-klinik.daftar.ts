import {
  type AntrianKlinik,
  type AntrianKlinikQuery,
  formatUmur,
  type JenisPoli,
  type JumlahAntrian,
  type JumlahAntrianQuery,
  LABEL_PENJAMIN_KUNJUNGAN,
  namaBergelar,
  STATUS_ANTRIAN,
  STATUS_ANTRIAN_FINAL,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, ilike, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../db/client.ts';
import { disiapkan } from '../../db/siap.ts';
import type { Ctx } from '../../platform/context.ts';
import { likePattern, pageWindow } from '../../platform/paging.ts';
import { asuransi } from '../master/keuangan/keuangan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { antrian, kunjungan, layanan } from './kunjungan.tables.ts';

// Reading the queues (lists and counts per status); moving and calling are antrian-klinik.service.ts.

/** The signed-in account: a value (one entry) or the list's prepared placeholder. */
type Akun = string | null | Placeholder;

/** The entry's patient is the signed-in doctor's own (the service's doctor is their employee). */
const pasienSaya = (akun: Akun) => sql`coalesce(${pegawai.akun_uid} = ${akun}, false)`;

/**
 * `pasienSaya` for choosing a page: the signed-in doctor's services of the day, gathered once
 * (layanan_dokter_tanggal_idx) instead of reading every entry's service to ask (antrian and its
 * layanan share their date: registration writes both).
 */
const pasienSayaHari = (akun: Akun) => sql`${antrian.layanan_uid} = any(array(
  select l.uid from layanan l join pegawai pg on pg.uid = l.dokter_uid
  where pg.akun_uid = ${akun} and l.tanggal = ${sql.placeholder('tanggal')}))`;

/** The entry's clinic is the signed-in person's: a nurse's clinic or one of a doctor's clinics. */
const poliSaya = (akun: Akun) => sql`(
  exists (select 1 from perawat pr join pegawai pg on pg.uid = pr.pegawai_uid
          where pg.akun_uid = ${akun} and pg.status = 'AKTIF' and pr.poli_uid = ${antrian.poli_uid})
  or exists (select 1 from dokter_poli dp join pegawai pg on pg.uid = dp.dokter_uid
          where pg.akun_uid = ${akun} and pg.status = 'AKTIF' and dp.poli_uid = ${antrian.poli_uid}))`;

const kolom = (akun: Akun) => ({
  uid: antrian.uid,
  layanan_uid: layanan.uid,
  kunjungan_uid: layanan.kunjungan_uid,
  tanggal: antrian.tanggal,
  nomor: antrian.nomor,
  nomor_antrian: antrian.nomor_antrian,
  status: antrian.status,
  status_diubah_pada: antrian.status_diubah_pada,
  jumlah_panggil: antrian.jumlah_panggil,
  dipanggil_pada: antrian.dipanggil_pada,
  pasien_uid: pasien.uid,
  no_rm: pasien.no_rm,
  pasien_nama: pasien.nama,
  jenis_kelamin: pasien.jenis_kelamin,
  tanggal_lahir: pasien.tanggal_lahir,
  poli_uid: poli.uid,
  poli_nama: poli.nama,
  poli_jenis: poli.jenis,
  poli_wajib_asesmen_perawat: poli.wajib_asesmen_perawat,
  dokter_uid: pegawai.uid,
  dokter_nama: pegawai.nama,
  gelar_depan: pegawai.gelar_depan,
  gelar_belakang: pegawai.gelar_belakang,
  penjamin: kunjungan.penjamin,
  asuransi_nama: asuransi.nama,
  keluhan: layanan.keluhan,
  created_at: antrian.created_at,
  asesmen_perawat: sql<boolean>`${antrian.asesmen_perawat_pada} is not null`,
  milik_saya: sql<boolean>`(${pasienSaya(akun)} or ${poliSaya(akun)})`,
});

/** The queue rows with what the screens show; `akun` decides `milik_saya`. */
export function pilih(db: DbOrTx, akun: Akun) {
  return db
    .select(kolom(akun))
    .from(antrian)
    .innerJoin(layanan, eq(layanan.uid, antrian.layanan_uid))
    .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
    .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
    .innerJoin(poli, eq(poli.uid, antrian.poli_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .leftJoin(asuransi, eq(asuransi.uid, kunjungan.asuransi_uid));
}

export type Baris = Awaited<ReturnType<ReturnType<typeof pilih>['execute']>>[number];

function umur(lahir: string, pada: string): string {
  try {
    return formatUmur(lahir, pada);
  } catch {
    return '-';
  }
}

export function keDto(r: Baris, sekarang: Date): AntrianKlinik {
  const status = r.status;
  const penjamin = r.penjamin;
  return {
    uid: r.uid,
    layanan_uid: r.layanan_uid,
    kunjungan_uid: r.kunjungan_uid,
    tanggal: r.tanggal,
    nomor: r.nomor,
    nomor_antrian: r.nomor_antrian,
    status,
    status_diubah_pada: r.status_diubah_pada.toISOString(),
    menit_di_status: STATUS_ANTRIAN_FINAL.includes(status)
      ? null
      : Math.max(0, Math.floor((sekarang.getTime() - r.status_diubah_pada.getTime()) / 60_000)),
    jumlah_panggil: r.jumlah_panggil,
    dipanggil_pada: r.dipanggil_pada?.toISOString() ?? null,
    pasien: {
      uid: r.pasien_uid,
      no_rm: r.no_rm,
      nama: r.pasien_nama,
      jenis_kelamin: r.jenis_kelamin,
      tanggal_lahir: r.tanggal_lahir,
      umur: umur(r.tanggal_lahir, r.tanggal),
    },
    poli: {
      uid: r.poli_uid,
      nama: r.poli_nama,
      jenis: r.poli_jenis,
      wajib_asesmen_perawat: r.poli_wajib_asesmen_perawat,
    },
    asesmen_perawat: Boolean(r.asesmen_perawat),
    milik_saya: Boolean(r.milik_saya),
    dokter:
      r.dokter_uid && r.dokter_nama
        ? {
            uid: r.dokter_uid,
            nama: namaBergelar({
              nama: r.dokter_nama,
              gelar_depan: r.gelar_depan,
              gelar_belakang: r.gelar_belakang,
            }),
          }
        : null,
    penjamin,
    penjamin_label:
      penjamin === 'ASURANSI' && r.asuransi_nama ? r.asuransi_nama : LABEL_PENJAMIN_KUNJUNGAN[penjamin],
    keluhan: r.keluhan,
    created_at: r.created_at.toISOString(),
  };
}

/** Which optional filters a request uses: one prepared statement per combination and clinic kind. */
interface Bentuk {
  jenis: JenisPoli;
  poli: boolean;
  dokter: boolean;
  search: boolean;
}

const bentukDari = (jenis: JenisPoli, q: JumlahAntrianQuery): Bentuk => ({
  jenis,
  poli: Boolean(q.poli),
  dokter: Boolean(q.dokter),
  search: Boolean(q.search),
});
const namaBentuk = (b: Bentuk) =>
  `${b.jenis.toLowerCase()}_${Number(b.poli)}${Number(b.dokter)}${Number(b.search)}`;

/** The values of a request for its prepared statement's placeholders. */
function nilaiSaringan(ctx: Ctx, q: AntrianKlinikQuery | JumlahAntrianQuery) {
  const { limit, offset } = 'offset' in q ? pageWindow(q) : { limit: undefined, offset: 0 };
  return {
    tanggal: q.tanggal ?? toJakartaIsoDate(ctx.now()),
    poli: q.poli,
    dokter: q.dokter,
    pola: q.search ? likePattern(q.search) : undefined,
    awalan_rm: q.search ? `${q.search.replace(/[\\%_]/g, '')}%` : undefined,
    status: 'status' in q ? q.status : undefined,
    akun: ctx.user?.uid ?? null,
    // LIMIT NULL is no limit (limitless=true).
    limit: limit ?? null,
    offset,
  };
}

/** The day's filters of one kind of clinic (IGD and HD have their own lists and permissions). */
function syaratHari(b: Bentuk): SQL[] {
  const syarat: SQL[] = [eq(antrian.tanggal, sql.placeholder('tanggal')), eq(poli.jenis, b.jenis)];
  if (b.poli) syarat.push(eq(antrian.poli_uid, sql.placeholder('poli')));
  if (b.dokter) syarat.push(eq(layanan.dokter_uid, sql.placeholder('dokter')));
  if (b.search) {
    const cari = or(
      ilike(pasien.nama, sql.placeholder('pola')),
      ilike(pasien.no_rm, sql.placeholder('awalan_rm')),
      ilike(antrian.nomor_antrian, sql.placeholder('pola')),
    );
    if (cari) syarat.push(cari);
  }
  return syarat;
}

/**
 * Entries per status of the filtered day. The service and patient rows are joined only when a
 * doctor or a search filters on them: on a large database that join alone costs more than the
 * whole count (bench/README.md, 1,000,000 patients).
 */
function hitungPerStatus(db: DbOrTx, b: Bentuk) {
  const dasar = db
    .select({ status: antrian.status, n: sql<number>`count(*)::int` })
    .from(antrian)
    .innerJoin(poli, eq(poli.uid, antrian.poli_uid))
    .$dynamic();
  return b.dokter || b.search
    ? dasar
        .innerJoin(layanan, eq(layanan.uid, antrian.layanan_uid))
        .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
    : dasar;
}

/** Who is in the room first, then who waits for the doctor, then the waiting line, then the finished. */
const urutanStatus = sql`case ${antrian.status} when 'ON_PROCESS' then 0 when 'WAITING_DOKTER' then 1 when 'WAITING' then 2 when 'DONE' then 3 else 4 end`;

/**
 * The list of a shape: the signed-in person's own patients, then their clinics' entries, then the
 * rest; clinic by clinic (never A-001, B-001, A-002 interleaved), by status, by number (issue 17).
 * Cancelled entries only when asked for by status. The page is chosen first on the entries with
 * only what orders them (clinic, the doctor's services of the day), and only its rows are joined
 * to the service, visit, patient and payer: the whole day joined and sorted cost 34 ms for all
 * clinics' 3,000 entries (bench/pasien-besar.mjs). Prepared (the queue is polled every 20 s on
 * every clinic's screen, and planning its seven-table join took ≈2 of its 2.5 ms of database time).
 */
function siapkanDaftar(db: DbOrTx, b: Bentuk, status: boolean, nama: string) {
  const akun = sql.placeholder('akun');
  const where = and(
    ...syaratHari(b),
    status ? eq(antrian.status, sql.placeholder('status')) : ne(antrian.status, 'BATAL'),
  );
  const pilihHalaman = db
    .select({
      uid: sql<string>`${antrian.uid}`.as('h_uid'),
      milik:
        sql<number>`case when ${pasienSayaHari(akun)} then 0 when ${poliSaya(akun)} then 1 else 2 end`.as(
          'h_milik',
        ),
      poli: sql<string>`${poli.nama}`.as('h_poli'),
      status: sql<number>`${urutanStatus}`.as('h_status'),
      nomor: sql<number>`${antrian.nomor}`.as('h_nomor'),
    })
    .from(antrian)
    .innerJoin(poli, eq(poli.uid, antrian.poli_uid))
    .$dynamic();
  // The service and patient only when a doctor or a search filters on them.
  const denganLayanan =
    b.dokter || b.search
      ? pilihHalaman.innerJoin(layanan, eq(layanan.uid, antrian.layanan_uid))
      : pilihHalaman;
  const halaman = (
    b.search ? denganLayanan.innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid)) : denganLayanan
  )
    .where(where)
    .orderBy(sql`h_milik`, sql`h_poli`, sql`h_status`, sql`h_nomor`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('halaman');
  return {
    rows: pilih(db, akun)
      .innerJoin(halaman, eq(halaman.uid, antrian.uid))
      .orderBy(halaman.milik, halaman.poli, halaman.status, halaman.nomor)
      .prepare(`${nama}_baris`),
    jumlah: hitungPerStatus(db, b).where(where).groupBy(antrian.status).prepare(`${nama}_jumlah`),
  };
}

/** GET /antrian/{klinik|igd|hd}: own entries first, clinic by clinic; cancelled ones only by status. */
export async function listAntrian(
  db: DbOrTx,
  ctx: Ctx,
  jenis: JenisPoli,
  q: AntrianKlinikQuery,
): Promise<{ rows: AntrianKlinik[]; total: number }> {
  const b = bentukDari(jenis, q);
  const nama = `antrian_${namaBentuk(b)}${q.status ? 's' : ''}`;
  const p = disiapkan(db, nama, () => siapkanDaftar(db, b, Boolean(q.status), nama));
  const nilai = nilaiSaringan(ctx, q);
  const [rows, jumlah] = await bersamaan(db, [() => p.rows.execute(nilai), () => p.jumlah.execute(nilai)]);
  const sekarang = ctx.now();
  return {
    rows: rows.map((r) => keDto(r, sekarang)),
    total: jumlah.reduce((s, j) => s + Number(j.n), 0),
  };
}

/** GET /antrian/{klinik|igd|hd}/jumlah: entries per status, for the status chips. */
export async function jumlahAntrian(
  db: DbOrTx,
  ctx: Ctx,
  jenis: JenisPoli,
  q: JumlahAntrianQuery,
): Promise<JumlahAntrian> {
  const b = bentukDari(jenis, q);
  const nama = `antrian_${namaBentuk(b)}_per_status`;
  const p = disiapkan(db, nama, () =>
    hitungPerStatus(db, b)
      .where(and(...syaratHari(b)))
      .groupBy(antrian.status)
      .prepare(nama),
  );
  const rows = await p.execute(nilaiSaringan(ctx, q));
  const hasil = Object.fromEntries(STATUS_ANTRIAN.map((s) => [s, 0])) as JumlahAntrian;
  for (const r of rows) hasil[r.status] = Number(r.n);
  return hasil;
}
