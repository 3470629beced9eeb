import {
  type FeeAturan,
  type FeeAturanInputValid,
  type FeeAturanQuery,
  jenisTransaksiTindakan,
  type KategoriTindakan,
  LABEL_JENIS_FEE,
  type ListEnvelope,
  labelNilaiFee,
  namaBergelar,
} from '@rawat/domain';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { envelope, likePattern, pageWindow } from '../../../platform/paging.ts';
import { akun } from '../../akun/akun.tables.ts';
import { pelanggaranUnik } from '../../master/crud/crud.errors.ts';
import { dokter, pegawai } from '../../master/sdm/sdm.tables.ts';
import { tindakan } from '../../master/tindakan/tindakan.tables.ts';
import { feeAturan } from '../kasir.tables.ts';
import * as galat from './fee.errors.ts';

const kolom = {
  uid: feeAturan.uid,
  pegawai_uid: feeAturan.pegawai_uid,
  pegawai_kode: pegawai.kode,
  pegawai_nama: pegawai.nama,
  gelar_depan: pegawai.gelar_depan,
  gelar_belakang: pegawai.gelar_belakang,
  jenis_transaksi: feeAturan.jenis_transaksi,
  tindakan_uid: feeAturan.tindakan_uid,
  tindakan_kode: tindakan.kode,
  tindakan_nama: tindakan.nama,
  tipe: feeAturan.tipe,
  nilai: feeAturan.nilai,
  aktif: feeAturan.aktif,
  dibuat_oleh: akun.nama,
  created_at: feeAturan.created_at,
  updated_at: feeAturan.updated_at,
};

type Baris = Awaited<ReturnType<typeof dariAturan>>[number];

function keAturan(r: Baris): FeeAturan {
  const tipe = r.tipe;
  const nilai = Number(r.nilai);
  return {
    uid: r.uid,
    pegawai: {
      uid: r.pegawai_uid,
      kode: r.pegawai_kode ?? '',
      nama: namaBergelar({ ...r, nama: r.pegawai_nama ?? '' }),
    },
    jenis_transaksi: r.jenis_transaksi,
    tindakan:
      r.tindakan_uid && r.tindakan_kode && r.tindakan_nama
        ? { uid: r.tindakan_uid, kode: r.tindakan_kode, nama: r.tindakan_nama }
        : null,
    tipe,
    nilai,
    label_nilai: labelNilaiFee(tipe, nilai),
    aktif: r.aktif,
    dibuat_oleh: r.dibuat_oleh,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

function dariAturan(db: DbOrTx) {
  return db
    .select(kolom)
    .from(feeAturan)
    .leftJoin(pegawai, eq(pegawai.uid, feeAturan.pegawai_uid))
    .leftJoin(tindakan, eq(tindakan.uid, feeAturan.tindakan_uid))
    .leftJoin(akun, eq(akun.uid, feeAturan.dibuat_oleh));
}

async function satuAturan(db: DbOrTx, uid: string): Promise<FeeAturan> {
  const [r] = await dariAturan(db).where(eq(feeAturan.uid, uid));
  if (!r) throw galat.aturanTidakDitemukan();
  return keAturan(r);
}

/** GET /kasir/fee/aturan: by doctor's name, then type, the type's default before its procedures. */
export async function daftarAturan(db: Db, q: FeeAturanQuery): Promise<ListEnvelope<FeeAturan>> {
  const syarat: (SQL | undefined)[] = [
    eq(feeAturan.aktif, q.status === 'AKTIF'),
    q.pegawai_uid ? eq(feeAturan.pegawai_uid, q.pegawai_uid) : undefined,
    q.jenis_transaksi ? eq(feeAturan.jenis_transaksi, q.jenis_transaksi) : undefined,
  ];
  if (q.search) {
    const pola = likePattern(q.search);
    syarat.push(
      or(
        ilike(pegawai.nama, pola),
        ilike(pegawai.kode, pola),
        ilike(tindakan.nama, pola),
        ilike(tindakan.kode, pola),
      ),
    );
  }
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  const halaman = dariAturan(db).where(where).$dynamic();
  if (limit !== undefined) halaman.limit(limit).offset(offset);
  const [rows, [jumlah]] = await Promise.all([
    halaman.orderBy(
      asc(pegawai.nama),
      asc(feeAturan.jenis_transaksi),
      sql`${feeAturan.tindakan_uid} is not null`,
      asc(tindakan.nama),
      desc(feeAturan.created_at),
    ),
    db
      .select({ n: count() })
      .from(feeAturan)
      .leftJoin(pegawai, eq(pegawai.uid, feeAturan.pegawai_uid))
      .leftJoin(tindakan, eq(tindakan.uid, feeAturan.tindakan_uid))
      .where(where),
  ]);
  return envelope(rows.map(keAturan), jumlah?.n ?? 0, q);
}

/**
 * Checks the doctor, the procedure and that no other active rule has the same key, then inserts.
 * The database's partial unique index settles two saves racing for the same key (409 too).
 */
async function sisipkan(tx: Tx, ctx: Ctx, v: FeeAturanInputValid): Promise<{ uid: string; ringkas: string }> {
  const [d] = await tx
    .select({ nama: pegawai.nama, gelar_depan: pegawai.gelar_depan, gelar_belakang: pegawai.gelar_belakang })
    .from(pegawai)
    .innerJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
    .where(and(eq(pegawai.uid, v.pegawai_uid), eq(pegawai.status, 'AKTIF')));
  if (!d) throw galat.dokterTidakDikenal();
  const namaDokter = namaBergelar(d);
  let untuk = `semua ${LABEL_JENIS_FEE[v.jenis_transaksi].toLowerCase()}`;
  if (v.tindakan_uid) {
    const [t] = await tx
      .select({ nama: tindakan.nama, kategori: tindakan.kategori, status: tindakan.status })
      .from(tindakan)
      .where(eq(tindakan.uid, v.tindakan_uid));
    if (t?.status !== 'AKTIF') throw galat.tindakanTidakDikenal();
    const jenis = jenisTransaksiTindakan(t.kategori as KategoriTindakan);
    if (jenis !== v.jenis_transaksi) throw galat.tindakanBedaJenis(t.nama, LABEL_JENIS_FEE[jenis]);
    untuk = t.nama;
  }
  const [ada] = await tx
    .select({ uid: feeAturan.uid })
    .from(feeAturan)
    .where(
      and(
        eq(feeAturan.aktif, true),
        eq(feeAturan.pegawai_uid, v.pegawai_uid),
        eq(feeAturan.jenis_transaksi, v.jenis_transaksi),
        v.tindakan_uid ? eq(feeAturan.tindakan_uid, v.tindakan_uid) : isNull(feeAturan.tindakan_uid),
      ),
    );
  if (ada) throw galat.aturanGanda(namaDokter, untuk);
  const sekarang = ctx.now();
  try {
    const [row] = await tx
      .insert(feeAturan)
      .values({
        pegawai_uid: v.pegawai_uid,
        jenis_transaksi: v.jenis_transaksi,
        tindakan_uid: v.tindakan_uid,
        tipe: v.tipe,
        nilai: v.nilai,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: feeAturan.uid });
    if (!row) throw new Error('insert fee_aturan tanpa hasil');
    return { uid: row.uid, ringkas: `${namaDokter} – ${untuk}: ${labelNilaiFee(v.tipe, v.nilai)}` };
  } catch (err) {
    if (pelanggaranUnik(err)) throw galat.aturanGanda(namaDokter, untuk);
    throw err;
  }
}

/** POST /kasir/fee/aturan. */
export async function buatAturan(db: Db, ctx: Ctx, v: FeeAturanInputValid): Promise<FeeAturan> {
  const uid = await db.transaction(async (tx) => {
    const baru = await sisipkan(tx, ctx, v);
    await catatAktivitas(tx, ctx, {
      aksi: 'kasir.fee_aturan_buat',
      entitas: 'fee_aturan',
      entitas_id: baru.uid,
      keterangan: `Aturan fee dokter ${baru.ringkas}`,
      detail: { sesudah: v },
    });
    return baru.uid;
  });
  return satuAturan(db, uid);
}

/** The rule's row, locked, that must still be active. */
async function aturanAktif(tx: Tx, uid: string) {
  const [lama] = await tx.select().from(feeAturan).where(eq(feeAturan.uid, uid)).for('update');
  if (!lama) throw galat.aturanTidakDitemukan();
  if (!lama.aktif) throw galat.aturanSudahNonaktif();
  return lama;
}

/**
 * PUT /kasir/fee/aturan/{uid}: a rule row is never rewritten. The old one is deactivated and the
 * new version inserted (a new uid), so each fee line's `aturan_uid` keeps pointing at the values
 * it was computed with. Saving the same values changes nothing.
 */
export async function ubahAturan(db: Db, ctx: Ctx, uid: string, v: FeeAturanInputValid): Promise<FeeAturan> {
  const hasil = await db.transaction(async (tx) => {
    const lama = await aturanAktif(tx, uid);
    const sebelum = {
      pegawai_uid: lama.pegawai_uid,
      jenis_transaksi: lama.jenis_transaksi,
      tindakan_uid: lama.tindakan_uid,
      tipe: lama.tipe,
      nilai: Number(lama.nilai),
    };
    if (JSON.stringify(sebelum) === JSON.stringify({ ...sebelum, ...v })) return uid;
    await tx.update(feeAturan).set({ aktif: false, updated_at: ctx.now() }).where(eq(feeAturan.uid, uid));
    const baru = await sisipkan(tx, ctx, v);
    await catatAktivitas(tx, ctx, {
      aksi: 'kasir.fee_aturan_ubah',
      entitas: 'fee_aturan',
      entitas_id: baru.uid,
      keterangan: `Aturan fee dokter diubah: ${baru.ringkas}`,
      detail: { sebelum, sesudah: v, menggantikan: uid },
    });
    return baru.uid;
  });
  return satuAturan(db, hasil);
}

/** POST /kasir/fee/aturan/{uid}/nonaktif: charges paid from now on no longer earn it. */
export async function nonaktifkanAturan(db: Db, ctx: Ctx, uid: string): Promise<FeeAturan> {
  await db.transaction(async (tx) => {
    await aturanAktif(tx, uid);
    await tx
      .update(feeAturan)
      .set({ aktif: false, updated_at: ctx.now() })
      .where(and(eq(feeAturan.uid, uid), ne(feeAturan.aktif, false)));
    const a = await satuAturan(tx, uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'kasir.fee_aturan_nonaktif',
      entitas: 'fee_aturan',
      entitas_id: uid,
      keterangan: `Aturan fee dokter dinonaktifkan: ${a.pegawai.nama} – ${
        a.tindakan?.nama ?? `semua ${LABEL_JENIS_FEE[a.jenis_transaksi].toLowerCase()}`
      }: ${a.label_nilai}`,
    });
  });
  return satuAturan(db, uid);
}
