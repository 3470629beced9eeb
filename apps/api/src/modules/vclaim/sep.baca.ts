import type { JnsPelayananSep, Sep, SepDetail, SepListQuery, SepRingkas, StatusSep } from '@rawat/domain';
import { toJakartaIsoDate } from '@rawat/domain';
import { and, asc, eq, isNull, like, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import type { AppError } from '../../platform/errors.ts';
import { outbox } from '../../platform/outbox.tables.ts';
import { likePattern } from '../../platform/paging.ts';
import { pembayaran } from '../kasir/kasir.tables.ts';
import { kunjungan } from '../kunjungan/kunjungan.tables.ts';
import * as galat from './vclaim.errors.ts';
import { bpjsSep } from './vclaim.tables.ts';

// Reading SEPs (GET /sep, /sep/:uid, /pendaftaran/:uid/sep): the row, the visit's first clinic
// and doctor, the fields as sent (permintaan, BPJS's names) and what BPJS has been told.

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const teks = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

interface BarisSep {
  uid: string;
  jns_pelayanan: JnsPelayananSep;
  no_spri: string | null;
  tgl_pulang: string | null;
  kunjungan_uid: string;
  no_kartu: string;
  tgl_sep: string;
  permintaan: Obj;
  status: StatusSep;
  no_sep: string | null;
  jawaban: Obj | null;
  pesan_bpjs: string | null;
  alasan_hapus: string | null;
  dibuat_pada: Date | string;
  diubah_pada: Date | string;
  pasien_uid: string;
  no_rm: string;
  pasien_nama: string;
  kunjungan_status: string;
  layanan_uid: string | null;
  poli_uid: string | null;
  poli_nama: string | null;
  dokter_nama: string | null;
  dibuat_oleh_nama: string | null;
  tertunda: boolean;
  kuitansi: string | null;
}

/** A paid receipt of the visit that no void has cancelled. */
const pembayaranBerlaku = (kunjunganUid: unknown) => sql`(select pb.nomor from pembayaran pb
    where pb.kunjungan_uid = ${kunjunganUid} and pb.membalik_uid is null
      and not exists (select 1 from pembayaran v where v.membalik_uid = pb.uid)
    order by pb.created_at limit 1)`;

function pilih(where: ReturnType<typeof sql>, ekor: ReturnType<typeof sql> = sql``) {
  return sql`select s.uid, s.jns_pelayanan, s.no_spri, s.tgl_pulang::text as tgl_pulang, s.kunjungan_uid, s.no_kartu, s.tgl_sep::text as tgl_sep, s.permintaan, s.status,
      s.no_sep, s.jawaban, s.pesan_bpjs, s.alasan_hapus, s.dibuat_pada, s.diubah_pada,
      p.uid as pasien_uid, p.no_rm, p.nama as pasien_nama, k.status as kunjungan_status,
      l.uid as layanan_uid, l.poli_uid, po.nama as poli_nama,
      case when pg.uid is null then null else concat_ws(' ', pg.gelar_depan, pg.nama) || coalesce(', ' || pg.gelar_belakang, '') end as dokter_nama,
      a.nama as dibuat_oleh_nama,
      exists (select 1 from outbox o where o.mitra = 'BPJS_VCLAIM' and o.kunci_unik like 'sep:' || s.uid::text || ':%'
        and o.status in ('MENUNGGU', 'MENGIRIM')) as tertunda,
      ${pembayaranBerlaku(sql`k.uid`)} as kuitansi
    from bpjs_sep s
    join kunjungan k on k.uid = s.kunjungan_uid
    join pasien p on p.uid = k.pasien_uid
    left join lateral (select x.uid, x.poli_uid, x.dokter_uid from layanan x where x.kunjungan_uid = k.uid
      and (s.layanan_uid is null or x.uid = s.layanan_uid)
      order by (x.status = 'BATAL'), x.created_at limit 1) l on true
    left join poli po on po.uid = l.poli_uid
    left join pegawai pg on pg.uid = l.dokter_uid
    left join akun a on a.uid = s.dibuat_oleh
    where ${where} ${ekor}`;
}

async function baris(db: DbOrTx, where: ReturnType<typeof sql>, ekor?: ReturnType<typeof sql>) {
  const res = await db.execute(pilih(where, ekor));
  return (res as unknown as { rows: BarisSep[] }).rows;
}

/** Why a SEP may not be deleted now (BPJS's rule: a visit not finished, not paid); null when it may. */
function alasanHapus(b: { kunjungan_status: string; kuitansi: string | null }): AppError | null {
  if (b.kunjungan_status === 'SELESAI') return galat.kunjunganSelesai();
  if (b.kuitansi) return galat.sudahDibayar(b.kuitansi);
  return null;
}

/** The same rule from the visit alone (hapusSep, inside its transaction). */
export async function alasanTidakBolehHapus(db: DbOrTx, kunjunganUid: string): Promise<AppError | null> {
  const [k] = await db
    .select({ status: kunjungan.status })
    .from(kunjungan)
    .where(eq(kunjungan.uid, kunjunganUid));
  const p = alias(pembayaran, 'v');
  const [bayar] = await db
    .select({ nomor: pembayaran.nomor })
    .from(pembayaran)
    .where(
      and(
        eq(pembayaran.kunjungan_uid, kunjunganUid),
        isNull(pembayaran.membalik_uid),
        notExists(db.select({ x: sql`1` }).from(p).where(eq(p.membalik_uid, pembayaran.uid))),
      ),
    )
    .limit(1);
  return alasanHapus({ kunjungan_status: k?.status ?? 'AKTIF', kuitansi: bayar?.nomor ?? null });
}

function keSep(b: BarisSep, hariIni: string): Sep {
  const t = b.permintaan;
  const hapus = alasanHapus(b);
  const hidup = b.status === 'TERBIT' || b.status === 'DITOLAK';
  return {
    uid: b.uid,
    status: b.status,
    no_sep: b.no_sep,
    pesan_bpjs: b.pesan_bpjs,
    jns_pelayanan: b.jns_pelayanan,
    no_spri: b.no_spri,
    tgl_pulang: b.tgl_pulang,
    kunjungan_uid: b.kunjungan_uid,
    layanan_uid: b.layanan_uid,
    no_kartu: b.no_kartu,
    tgl_sep: b.tgl_sep,
    pasien: { uid: b.pasien_uid, no_rm: b.no_rm, nama: b.pasien_nama },
    poli_uid: b.poli_uid,
    poli_nama: b.poli_nama,
    dokter_nama: b.dokter_nama,
    kode_dpjp: teks(t.dpjpLayan) ?? teks(obj(t.skdp).kodeDPJP),
    no_rujukan: teks(obj(t.rujukan).noRujukan),
    diag_awal: teks(t.diagAwal),
    kelas_rawat: teks(obj(t.klsRawat).klsRawatHak),
    no_telp: teks(t.noTelp),
    catatan: teks(t.catatan),
    poli_eksekutif: obj(t.poli).eksekutif === '1',
    alasan_hapus: b.alasan_hapus,
    perubahan_menunggu: Boolean(b.tertunda) && b.status !== 'MENUNGGU',
    boleh_ubah: hidup && !b.tertunda && (b.status === 'TERBIT' || b.tgl_sep === hariIni),
    boleh_hapus: hidup && !b.tertunda && !hapus,
    alasan_tidak_boleh_hapus: hidup
      ? b.tertunda
        ? galat.perubahanMenunggu().message
        : (hapus?.message ?? null)
      : null,
    dibuat_oleh_nama: b.dibuat_oleh_nama,
    dibuat_pada: iso(b.dibuat_pada),
    diubah_pada: iso(b.diubah_pada),
  };
}

/** GET /sep: by SEP date and status; search by name, No. RM, card or SEP number. */
export async function daftarSep(
  db: DbOrTx,
  ctx: Ctx,
  q: SepListQuery,
): Promise<{ rows: Sep[]; total: number }> {
  const syarat = [sql`true`];
  if (q.tanggal) syarat.push(sql`s.tgl_sep = ${q.tanggal}`);
  if (q.status) syarat.push(sql`s.status = ${q.status}`);
  if (q.jns_pelayanan) syarat.push(sql`s.jns_pelayanan = ${q.jns_pelayanan}`);
  if (q.search) {
    const pola = likePattern(q.search);
    syarat.push(
      sql`(p.nama ilike ${pola} or p.no_rm ilike ${pola} or s.no_kartu ilike ${pola} or s.no_sep ilike ${pola})`,
    );
  }
  const where = sql.join(syarat, sql` and `);
  const hitung = await db.execute(
    sql`select count(*)::int as n from bpjs_sep s join kunjungan k on k.uid = s.kunjungan_uid
      join pasien p on p.uid = k.pasien_uid where ${where}`,
  );
  const total = Number((hitung as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const halaman = q.limitless ? sql`` : sql`limit ${q.limit} offset ${q.offset}`;
  const rows = await baris(db, where, sql`order by s.dibuat_pada desc, s.uid ${halaman}`);
  const hariIni = toJakartaIsoDate(ctx.now());
  return { rows: rows.map((b) => keSep(b, hariIni)), total };
}

/** GET /sep/:uid: with t_sep as sent, BPJS's answer and the messages about it. */
export async function detailSep(db: DbOrTx, ctx: Ctx, uid: string): Promise<SepDetail> {
  const [b] = await baris(db, sql`s.uid = ${uid}`);
  if (!b) throw galat.sepTidakDitemukan();
  const riwayat = await db
    .select({
      jenis: outbox.jenis,
      ringkasan: outbox.ringkasan,
      status: outbox.status,
      percobaan: outbox.percobaan,
      dibuat_pada: outbox.dibuat_pada,
      pesan_galat: outbox.pesan_galat,
    })
    .from(outbox)
    .where(and(eq(outbox.mitra, 'BPJS_VCLAIM'), like(outbox.kunci_unik, `sep:${uid}:%`)))
    .orderBy(asc(outbox.dibuat_pada));
  return {
    ...keSep(b, toJakartaIsoDate(ctx.now())),
    permintaan: b.permintaan,
    jawaban: b.jawaban,
    riwayat_bpjs: riwayat.map((r) => ({ ...r, dibuat_pada: r.dibuat_pada.toISOString() })),
  };
}

/**
 * GET /pendaftaran/:uid/sep: the live SEP of the registration's visit (else its last deleted one),
 * or null. A stay's layanan answers with the inpatient SEP, any other with the outpatient one.
 */
export async function sepPendaftaran(db: DbOrTx, ctx: Ctx, layananUid: string): Promise<SepDetail | null> {
  const res =
    await db.execute(sql`select s.uid from bpjs_sep s join layanan l on l.kunjungan_uid = s.kunjungan_uid
    where l.uid = ${layananUid}
      and s.jns_pelayanan = case when exists (select 1 from perawatan_inap pi where pi.layanan_uid = l.uid)
        then '1' else '2' end
    order by (s.status = 'DIHAPUS'), s.dibuat_pada desc limit 1`);
  const [s] = (res as unknown as { rows: { uid: string }[] }).rows;
  if (!s) {
    const ada = await db.execute(sql`select 1 from layanan where uid = ${layananUid}`);
    if (!(ada as unknown as { rows: unknown[] }).rows.length) throw galat.pendaftaranTidakDitemukan();
    return null;
  }
  return detailSep(db, ctx, s.uid);
}

export async function ringkasSep(db: DbOrTx, uid: string): Promise<SepRingkas | null> {
  const [s] = await db
    .select({
      uid: bpjsSep.uid,
      status: bpjsSep.status,
      no_sep: bpjsSep.no_sep,
      pesan_bpjs: bpjsSep.pesan_bpjs,
    })
    .from(bpjsSep)
    .where(eq(bpjsSep.uid, uid));
  return s ? { ...s, status: s.status as StatusSep } : null;
}
