import {
  type AntrianKlinik,
  type AntrianKlinikQuery,
  bolehOleh,
  can,
  formatUmur,
  IZIN_ANTRIAN_POLI,
  type JenisPoli,
  type JumlahAntrian,
  type JumlahAntrianQuery,
  LABEL_JENIS_POLI,
  LABEL_PENJAMIN_KUNJUNGAN,
  LABEL_STATUS_ANTRIAN,
  namaBergelar,
  type Panggilan,
  type PenjaminKunjungan,
  type Permission,
  STATUS_ANTRIAN,
  STATUS_ANTRIAN_FINAL,
  type StatusAntrian,
  teksPanggilan,
  toJakartaIsoDate,
  transisiAntrian,
} from '@rawat/domain';
import { and, asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { bersamaan, type Db, type DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { likePattern, pageWindow } from '../../platform/paging.ts';
import { asuransi } from '../master/keuangan/keuangan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import * as galat from './antrian-klinik.errors.ts';
import { antrian, kunjungan, layanan } from './kunjungan.tables.ts';

const kolom = {
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
  dokter_uid: pegawai.uid,
  dokter_nama: pegawai.nama,
  gelar_depan: pegawai.gelar_depan,
  gelar_belakang: pegawai.gelar_belakang,
  penjamin: kunjungan.penjamin,
  asuransi_nama: asuransi.nama,
  keluhan: layanan.keluhan,
  created_at: antrian.created_at,
};

function pilih(db: DbOrTx) {
  return db
    .select(kolom)
    .from(antrian)
    .innerJoin(layanan, eq(layanan.uid, antrian.layanan_uid))
    .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
    .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
    .innerJoin(poli, eq(poli.uid, antrian.poli_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .leftJoin(asuransi, eq(asuransi.uid, kunjungan.asuransi_uid));
}

type Baris = Awaited<ReturnType<ReturnType<typeof pilih>['execute']>>[number];

function umur(lahir: string, pada: string): string {
  try {
    return formatUmur(lahir, pada);
  } catch {
    return '-';
  }
}

function keDto(r: Baris, sekarang: Date): AntrianKlinik {
  const status = r.status as StatusAntrian;
  const penjamin = r.penjamin as PenjaminKunjungan;
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
    poli: { uid: r.poli_uid, nama: r.poli_nama, jenis: r.poli_jenis as JenisPoli },
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

/** The day's filters of one kind of clinic (IGD and HD have their own lists and permissions). */
function syaratHari(ctx: Ctx, jenis: JenisPoli, q: JumlahAntrianQuery): SQL[] {
  const syarat: SQL[] = [
    eq(antrian.tanggal, q.tanggal ?? toJakartaIsoDate(ctx.now())),
    eq(poli.jenis, jenis),
  ];
  if (q.poli) syarat.push(eq(antrian.poli_uid, q.poli));
  if (q.dokter) syarat.push(eq(layanan.dokter_uid, q.dokter));
  if (q.search) {
    const cari = or(
      ilike(pasien.nama, likePattern(q.search)),
      ilike(pasien.no_rm, `${q.search.replace(/[\\%_]/g, '')}%`),
      ilike(antrian.nomor_antrian, likePattern(q.search)),
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
function hitungPerStatus(db: DbOrTx, q: JumlahAntrianQuery) {
  const dasar = db
    .select({ status: antrian.status, n: sql<number>`count(*)::int` })
    .from(antrian)
    .innerJoin(poli, eq(poli.uid, antrian.poli_uid))
    .$dynamic();
  return q.dokter || q.search
    ? dasar
        .innerJoin(layanan, eq(layanan.uid, antrian.layanan_uid))
        .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
    : dasar;
}

/** GET /antrian/{klinik|igd|hd}: by number; cancelled entries only when asked for by status. */
export async function listAntrian(
  db: DbOrTx,
  ctx: Ctx,
  jenis: JenisPoli,
  q: AntrianKlinikQuery,
): Promise<{ rows: AntrianKlinik[]; total: number }> {
  const syarat = syaratHari(ctx, jenis, q);
  syarat.push(q.status ? eq(antrian.status, q.status) : ne(antrian.status, 'BATAL'));
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  let query = pilih(db).where(where).orderBy(asc(antrian.nomor), asc(poli.nama)).offset(offset).$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  const [rows, jumlah] = await bersamaan(db, [
    () => query,
    () => hitungPerStatus(db, q).where(where).groupBy(antrian.status),
  ]);
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
  const rows = await hitungPerStatus(db, q)
    .where(and(...syaratHari(ctx, jenis, q)))
    .groupBy(antrian.status);
  const hasil = Object.fromEntries(STATUS_ANTRIAN.map((s) => [s, 0])) as JumlahAntrian;
  for (const r of rows) hasil[r.status as StatusAntrian] = Number(r.n);
  return hasil;
}

async function ambilBaris(db: DbOrTx, uid: string): Promise<Baris> {
  const [row] = await pilih(db).where(eq(antrian.uid, uid)).limit(1);
  if (!row) throw galat.antrianTidakDitemukan();
  return row;
}

/** The queue of this kind of clinic must be the caller's (POLI_HD does not move Poli Umum). */
function periksaUnit(ctx: Ctx, r: Baris): JenisPoli {
  const jenis = r.poli_jenis as JenisPoli;
  if (!can(ctx.user?.role, IZIN_ANTRIAN_POLI[jenis])) throw galat.bukanAntrianAnda(LABEL_JENIS_POLI[jenis]);
  return jenis;
}

const SIAPA: Record<string, string> = {
  'asesmen.keperawatan:write': 'perawat/petugas poli',
  'asesmen.medis:write': 'dokter',
};

/**
 * PUT /antrian/:uid/status. The move must be in TRANSISI_ANTRIAN and the caller's; the UPDATE is
 * conditional on the status read, so of two people moving the same entry exactly one wins.
 */
export async function ubahStatusAntrian(
  db: Db,
  ctx: Ctx,
  uid: string,
  ke: StatusAntrian,
): Promise<AntrianKlinik> {
  return db.transaction(async (tx) => {
    const r = await ambilBaris(tx, uid);
    const jenis = periksaUnit(ctx, r);
    const dari = r.status as StatusAntrian;
    const t = transisiAntrian(dari, ke, jenis);
    if (!t) throw galat.transisiDitolak(r.nomor_antrian, dari, ke);
    if (!bolehOleh(t, (p: Permission) => can(ctx.user?.role, p)))
      throw galat.bukanLangkahAnda(ke, t.izin.map((p) => SIAPA[p] ?? p).join(' atau '));
    const sekarang = ctx.now();
    const [berubah] = await tx
      .update(antrian)
      .set({ status: ke, status_diubah_pada: sekarang })
      .where(and(eq(antrian.uid, uid), eq(antrian.status, dari)))
      .returning({ uid: antrian.uid });
    if (!berubah) {
      const [kini] = await tx.select({ status: antrian.status }).from(antrian).where(eq(antrian.uid, uid));
      throw galat.statusSudahBerubah(r.nomor_antrian, (kini?.status ?? dari) as StatusAntrian, ke);
    }
    let kunjunganSelesai = false;
    if (ke === 'DONE') {
      await tx
        .update(layanan)
        .set({ status: 'SELESAI', updated_at: sekarang })
        .where(and(eq(layanan.uid, r.layanan_uid), eq(layanan.status, 'AKTIF')));
      // The visit ends with its last open service (another clinic may still be waiting).
      const [terbuka] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(layanan)
        .where(and(eq(layanan.kunjungan_uid, r.kunjungan_uid), eq(layanan.status, 'AKTIF')));
      if (!Number(terbuka?.n ?? 0)) {
        await tx
          .update(kunjungan)
          .set({ status: 'SELESAI', updated_at: sekarang })
          .where(and(eq(kunjungan.uid, r.kunjungan_uid), eq(kunjungan.status, 'AKTIF')));
        kunjunganSelesai = true;
      }
    }
    await catatAktivitas(tx, ctx, {
      aksi: 'antrian.status',
      entitas: 'antrian',
      entitas_id: uid,
      keterangan: `Antrian ${r.nomor_antrian} (${r.no_rm} – ${r.pasien_nama}) di ${r.poli_nama}: ${LABEL_STATUS_ANTRIAN[dari]} → ${LABEL_STATUS_ANTRIAN[ke]}`,
      detail: { sebelum: { status: dari }, sesudah: { status: ke }, kunjungan_selesai: kunjunganSelesai },
    });
    return keDto(await ambilBaris(tx, uid), sekarang);
  });
}

/** POST /antrian/:uid/panggil: counts the call and gives the sentence to announce; status stays. */
export async function panggilAntrian(db: Db, ctx: Ctx, uid: string): Promise<Panggilan> {
  return db.transaction(async (tx) => {
    const r = await ambilBaris(tx, uid);
    periksaUnit(ctx, r);
    const status = r.status as StatusAntrian;
    if (STATUS_ANTRIAN_FINAL.includes(status)) throw galat.tidakBisaDipanggil(r.nomor_antrian, status);
    const sekarang = ctx.now();
    const [p] = await tx
      .update(antrian)
      .set({ jumlah_panggil: sql`${antrian.jumlah_panggil} + 1`, dipanggil_pada: sekarang })
      .where(eq(antrian.uid, uid))
      .returning({ jumlah_panggil: antrian.jumlah_panggil });
    const jumlah = p?.jumlah_panggil ?? r.jumlah_panggil + 1;
    await catatAktivitas(tx, ctx, {
      aksi: 'antrian.panggil',
      entitas: 'antrian',
      entitas_id: uid,
      keterangan: `Memanggil antrian ${r.nomor_antrian} di ${r.poli_nama} (panggilan ke-${jumlah})`,
      detail: { jumlah_panggil: jumlah },
    });
    return {
      uid,
      nomor_antrian: r.nomor_antrian,
      poli_nama: r.poli_nama,
      jumlah_panggil: jumlah,
      dipanggil_pada: sekarang.toISOString(),
      teks: teksPanggilan(r.nomor_antrian, r.poli_nama),
    };
  });
}
