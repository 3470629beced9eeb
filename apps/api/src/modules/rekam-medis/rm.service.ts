import {
  alamatSingkat,
  formatGolonganDarah,
  formatUmur,
  type JenisLogPasien,
  type JenisPoli,
  type JenisResume,
  LABEL_PENJAMIN_KUNJUNGAN,
  type ListEnvelope,
  namaBergelar,
  type PenjaminKunjungan,
  type RmKunjungan,
  type RmPasien,
  type RmTimeline,
  type RmTimelineQuery,
  ringkasRawatInap,
  type StatusResume,
  samarkanNik,
} from '@rawat/domain';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { bersamaan, type Db } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { logPasien } from '../kunjungan/log-pasien/log-pasien.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { diagnosis } from '../pelayanan/pelayanan.tables.ts';
import { resumeMedis } from '../pelayanan/resume.tables.ts';
import { pasienTidakDitemukan } from './rekam-medis.errors.ts';

/**
 * Where a stay lies (its open bed segment, else its last): a stay's summary reads 'Rawat Inap
 * (Mawar, MWR-1, A)' rather than the unit's name (spec §4, docs/ranap/admisi.md).
 */
const letakInap = sql<{ ruangan: string; no_kamar: string; no_bed: string } | null>`(
  select json_build_object('ruangan', r.nama, 'no_kamar', k.no_kamar, 'no_bed', b.no_bed)
    from rawat_inap ri join ruangan r on r.uid = ri.ruangan_uid join kamar k on k.uid = ri.kamar_uid
    join bed b on b.uid = ri.bed_uid
   where ri.layanan_uid = ${layanan.uid}
   order by ri.keluar_pada is null desc, ri.masuk_pada desc limit 1)`;

/** The clinic's name, or for a stay where it lies. */
function namaUnit(nama: string | null, letak: { ruangan: string; no_kamar: string; no_bed: string } | null) {
  return letak ? ringkasRawatInap(letak) : nama;
}

async function identitas(db: Db, uid: string) {
  const [p] = await db
    .select({
      uid: pasien.uid,
      no_rm: pasien.no_rm,
      nama: pasien.nama,
      jenis_kelamin: pasien.jenis_kelamin,
      tanggal_lahir: pasien.tanggal_lahir,
      golongan_darah: pasien.golongan_darah,
      rhesus: pasien.rhesus,
      alergi: pasien.alergi,
      nik: pasien.nik,
      no_bpjs: pasien.no_bpjs,
      alamat: pasien.alamat,
      rt: pasien.rt,
      rw: pasien.rw,
      desa_nama: pasien.desa_nama,
      kabupaten_nama: pasien.kabupaten_nama,
      status: pasien.status,
      digabung_ke: pasien.digabung_ke,
    })
    .from(pasien)
    .where(eq(pasien.uid, uid));
  if (!p) throw pasienTidakDitemukan();
  return p;
}

/** GET /rm/:pasien_uid: who the record is of, how many visits, the last one. */
export async function ambilRm(db: Db, ctx: Ctx, pasienUid: string): Promise<RmPasien> {
  const bukanBatal = and(eq(layanan.pasien_uid, pasienUid), ne(layanan.status, 'BATAL'));
  // Side by side with the identity: an unknown patient simply has no visits to count.
  const [p, [jumlah], [akhir]] = await bersamaan(db, [
    () => identitas(db, pasienUid),
    () => db.select({ n: count() }).from(layanan).where(bukanBatal),
    () =>
      db
        .select({ tanggal: layanan.tanggal, poli: poli.nama })
        .from(layanan)
        .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
        .where(bukanBatal)
        .orderBy(desc(layanan.tanggal), desc(layanan.created_at))
        .limit(1),
  ] as const);
  return {
    uid: p.uid,
    no_rm: p.no_rm,
    nama: p.nama,
    jenis_kelamin: p.jenis_kelamin,
    tanggal_lahir: p.tanggal_lahir,
    umur: formatUmur(p.tanggal_lahir, ctx.now()),
    golongan_darah: formatGolonganDarah(p.golongan_darah, p.rhesus) || null,
    alergi: p.alergi,
    nik_tersamar: p.nik ? samarkanNik(p.nik) : null,
    no_bpjs: p.no_bpjs,
    alamat_singkat: alamatSingkat(p),
    status: p.status,
    digabung_ke: p.digabung_ke,
    jumlah_kunjungan: jumlah?.n ?? 0,
    kunjungan_terakhir: akhir ?? null,
  };
}

/** GET /rm/:pasien_uid/kunjungan: one row per layanan (not cancelled), newest first, with its diagnosis and resume. */
export async function daftarKunjunganRm(
  db: Db,
  pasienUid: string,
  q: { offset: number; limit: number },
): Promise<ListEnvelope<RmKunjungan>> {
  // Cancelled registrations were never visits (and the count, like the header's, leaves them out).
  // layanan_pasien_tanggal_idx serves the patient, stays included, at any number of visits.
  const milikPasien = and(eq(layanan.pasien_uid, pasienUid), ne(layanan.status, 'BATAL'));
  // The page is chosen on layanan alone; only its rows are then joined to clinic, doctor,
  // diagnosis and resume, so a record of 1,000 visits joins 15 rows, not 1,000.
  const halaman = db
    .$with('halaman')
    .as(
      db
        .select({ uid: layanan.uid, tanggal: layanan.tanggal, created_at: layanan.created_at })
        .from(layanan)
        .where(milikPasien)
        .orderBy(desc(layanan.tanggal), desc(layanan.created_at), desc(layanan.uid))
        .limit(q.limit)
        .offset(q.offset),
    );
  const [, rows, [jumlah]] = await bersamaan(db, [
    () => identitas(db, pasienUid),
    () =>
      db
        .with(halaman)
        .select({
          layanan_uid: layanan.uid,
          kunjungan_uid: layanan.kunjungan_uid,
          tanggal: layanan.tanggal,
          status: layanan.status,
          poli: { nama: poli.nama, jenis: poli.jenis },
          letak: letakInap,
          dok: {
            nama: pegawai.nama,
            gelar_depan: pegawai.gelar_depan,
            gelar_belakang: pegawai.gelar_belakang,
          },
          penjamin: kunjungan.penjamin,
          dx_kode: diagnosis.kode_icd10,
          dx_nama: diagnosis.nama,
          rs_jenis: resumeMedis.jenis,
          rs_status: resumeMedis.status,
          rs_nomor: resumeMedis.nomor,
        })
        .from(halaman)
        .innerJoin(layanan, eq(layanan.uid, halaman.uid))
        .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
        .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
        .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
        .leftJoin(diagnosis, and(eq(diagnosis.layanan_uid, layanan.uid), eq(diagnosis.jenis, 'UTAMA')))
        .leftJoin(resumeMedis, eq(resumeMedis.layanan_uid, layanan.uid))
        .orderBy(desc(halaman.tanggal), desc(halaman.created_at), desc(halaman.uid)),
    () => db.select({ n: count() }).from(layanan).where(milikPasien),
  ] as const);
  return {
    respon: rows.map((r) => ({
      layanan_uid: r.layanan_uid,
      kunjungan_uid: r.kunjungan_uid,
      tanggal: r.tanggal,
      status: r.status,
      poli: { nama: namaUnit(r.poli.nama, r.letak) ?? r.poli.nama, jenis: r.poli.jenis as JenisPoli },
      dokter: r.dok?.nama ? namaBergelar(r.dok) : null,
      penjamin: LABEL_PENJAMIN_KUNJUNGAN[r.penjamin as PenjaminKunjungan] ?? r.penjamin,
      diagnosis_utama: r.dx_kode && r.dx_nama ? { kode: r.dx_kode, nama: r.dx_nama } : null,
      resume:
        r.rs_jenis && r.rs_status
          ? { jenis: r.rs_jenis as JenisResume, status: r.rs_status as StatusResume, nomor: r.rs_nomor }
          : null,
    })),
    metadata: { total_data: jumlah?.n ?? 0, offset: q.offset, limit: q.limit },
  };
}

// The cursor is the last entry's time in microseconds since the epoch and its id: exact to the
// microsecond PostgreSQL keeps, which a JavaScript Date (milliseconds) would round away.
const mikrodetik = sql<string>`(extract(epoch from ${logPasien.waktu}) * 1000000)::bigint::text`;
function bacaKursor(kursor: string): { us: string; id: number } {
  const [us = '0', id = '0'] = kursor.split('_');
  return { us, id: Number(id) };
}

/**
 * GET /rm/:pasien_uid/timeline: the patient's log, newest first, by keyset on (waktu, id) along
 * log_pasien_pasien_waktu_idx — never OFFSET, so page 50 of a patient with 1,000 visits costs
 * what page 1 does. Opening the record (the first page, no cursor) writes the access row
 * 'rm.read' to the audit log; the pages after it are the same reading and write nothing.
 */
export async function timelineRm(
  db: Db,
  ctx: Ctx,
  pasienUid: string,
  q: RmTimelineQuery,
): Promise<RmTimeline> {
  const k = q.sebelum ? bacaKursor(q.sebelum) : null;
  const halamanLog = () =>
    db
      .select({
        id: logPasien.id,
        jenis: logPasien.jenis,
        waktu: logPasien.waktu,
        us: mikrodetik,
        ringkasan: logPasien.ringkasan,
        kunjungan_uid: logPasien.kunjungan_uid,
        layanan_uid: logPasien.layanan_uid,
        sumber: logPasien.sumber,
        sumber_uid: logPasien.sumber_uid,
        nama_petugas: logPasien.nama_petugas,
        poli: poli.nama,
        letak: sql<{
          ruangan: string;
          no_kamar: string;
          no_bed: string;
        } | null>`case when ${layanan.jenis} = 'RAWAT_INAP' then ${letakInap} end`,
      })
      .from(logPasien)
      .leftJoin(layanan, eq(layanan.uid, logPasien.layanan_uid))
      .leftJoin(poli, eq(poli.uid, layanan.poli_uid))
      .where(
        and(
          eq(logPasien.pasien_uid, pasienUid),
          k
            ? sql`(${logPasien.waktu}, ${logPasien.id}) < (timestamptz 'epoch' + ${k.us}::bigint * interval '1 microsecond', ${k.id})`
            : undefined,
          q.jenis?.length ? inArray(logPasien.jenis, q.jenis) : undefined,
          q.layanan_uid ? eq(logPasien.layanan_uid, q.layanan_uid) : undefined,
        ),
      )
      // NULLS LAST as the index is declared (drizzle-kit writes DESC NULLS LAST): a plain DESC
      // (nulls first) would not match it, and PostgreSQL would read and sort the whole record.
      .orderBy(sql`${logPasien.waktu} desc nulls last`, sql`${logPasien.id} desc nulls last`)
      .limit(q.limit + 1);
  const [p, rows] = await bersamaan(db, [() => identitas(db, pasienUid), halamanLog] as const);
  const halaman = rows.slice(0, q.limit);
  const akhir = halaman.at(-1);
  if (!q.sebelum)
    await catatAktivitas(db, ctx, {
      aksi: 'rm.read',
      entitas: 'pasien',
      entitas_id: p.uid,
      keterangan: `Membuka rekam medis ${p.no_rm} – ${p.nama}`,
      ...(q.jenis || q.layanan_uid ? { detail: { jenis: q.jenis, layanan_uid: q.layanan_uid } } : {}),
    });
  return {
    respon: halaman.map(({ us: _us, waktu, letak, ...r }) => ({
      ...r,
      poli: namaUnit(r.poli, letak),
      jenis: r.jenis as JenisLogPasien,
      waktu: waktu.toISOString(),
    })),
    metadata: {
      limit: q.limit,
      berikutnya: rows.length > q.limit && akhir ? `${akhir.us}_${akhir.id}` : null,
    },
  };
}
