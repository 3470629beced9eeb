import type {
  AkunTautan,
  JenisPegawai,
  Karyawan,
  KaryawanInput,
  KaryawanListQuery,
  PagingQuery,
  ProfilPegawai,
} from '@rawat/domain';
import { namaBergelar } from '@rawat/domain';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { likePattern, pageWindow } from '../../../platform/paging.ts';
import { akun } from '../../akun/akun.tables.ts';
import { kodeSudahDipakai } from '../crud/crud.errors.ts';
import { layananMaster, type TabelMaster } from '../crud/crud.service.ts';
import { jabatan, unit } from '../organisasi/organisasi.tables.ts';
import { akunSudahTertaut, dataTidakValid, type Galat, nikSudahTerdaftar } from './sdm.errors.ts';
import { dokter, pegawai, perawat } from './sdm.tables.ts';

export type BarisPegawai = typeof pegawai.$inferSelect;

/** The employee fields every staff body (karyawan, dokter, perawat) carries. */
export type IdentitasInput = Omit<KaryawanInput, 'jenis_pegawai'>;

/** Columns of the employee row written from a body. */
export function nilaiPegawai(i: IdentitasInput, jenis_pegawai: JenisPegawai) {
  return {
    kode: i.kode,
    nama: i.nama,
    gelar_depan: i.gelar_depan,
    gelar_belakang: i.gelar_belakang,
    nik: i.nik,
    jenis_kelamin: i.jenis_kelamin,
    tempat_lahir: i.tempat_lahir,
    tanggal_lahir: i.tanggal_lahir,
    telepon: i.telepon,
    email: i.email,
    alamat: i.alamat,
    jabatan_uid: i.jabatan_uid,
    unit_uid: i.unit_uid,
    jenis_pegawai,
    tanggal_masuk: i.tanggal_masuk,
    akun_uid: i.akun_uid,
    keterangan: i.keterangan,
  };
}

/** DOKTER or PERAWAT when the employee has that profile. */
export async function profilPegawai(db: DbOrTx, uid: string): Promise<ProfilPegawai | null> {
  const [d] = await db.select({ u: dokter.pegawai_uid }).from(dokter).where(eq(dokter.pegawai_uid, uid));
  if (d) return 'DOKTER';
  const [p] = await db.select({ u: perawat.pegawai_uid }).from(perawat).where(eq(perawat.pegawai_uid, uid));
  return p ? 'PERAWAT' : null;
}

interface Rujukan {
  tabel: TabelMaster | typeof akun;
  path: string;
  label: string;
  uid: string | null;
  lama: string | null;
}

/**
 * A new or changed link must point at an existing active record; an unchanged one may stay, so
 * editing an employee whose unit was retired later does not force a new unit on them.
 */
export async function periksaRujukan(tx: DbOrTx, rujukan: Rujukan[]): Promise<void> {
  const galat: Galat[] = [];
  for (const r of rujukan) {
    if (!r.uid || r.uid === r.lama) continue;
    const t = r.tabel;
    const [row] = await tx
      .select({ nama: t.nama, status: t.status })
      .from(t)
      .where(eq(t.uid, r.uid))
      .limit(1);
    if (!row) galat.push({ path: r.path, message: `${r.label} tidak ditemukan` });
    else if (row.status !== 'AKTIF')
      galat.push({ path: r.path, message: `${r.label} ${row.nama} sudah nonaktif; pilih yang aktif` });
  }
  if (galat.length) throw dataTidakValid(galat);
}

/** The active employee other than `kecuali` that holds this value in `kolom`. */
async function pemegang(
  tx: DbOrTx,
  kolom: typeof pegawai.akun_uid | typeof pegawai.nik | typeof pegawai.kode,
  nilai: string,
  kecuali: string | null,
) {
  const syarat = [eq(kolom, nilai), eq(pegawai.status, 'AKTIF')];
  if (kecuali) syarat.push(ne(pegawai.uid, kecuali));
  const [row] = await tx
    .select({ nama: pegawai.nama, gelar_depan: pegawai.gelar_depan, gelar_belakang: pegawai.gelar_belakang })
    .from(pegawai)
    .where(and(...syarat))
    .limit(1);
  return row ? namaBergelar(row) : null;
}

/** The unique rules of an active employee: account link and NIK (and, when asked, the NIP). */
export async function pastikanUnikPegawai(
  tx: DbOrTx,
  i: { kode: string; nik: string | null; akun_uid: string | null },
  uid: string | null,
  opsi: { kode?: boolean } = {},
): Promise<void> {
  if (opsi.kode) {
    const oleh = await pemegang(tx, pegawai.kode, i.kode, uid);
    if (oleh) throw kodeSudahDipakai('Karyawan', i.kode, oleh);
  }
  if (i.akun_uid) {
    // Locking the account row queues two saves that link one account, so the second one sees the
    // first and gets this message rather than a bare unique-index violation.
    const [a] = await tx
      .select({ username: akun.username })
      .from(akun)
      .where(eq(akun.uid, i.akun_uid))
      .for('no key update');
    const oleh = await pemegang(tx, pegawai.akun_uid, i.akun_uid, uid);
    if (oleh) throw akunSudahTertaut(a?.username ?? '', oleh);
  }
  if (i.nik) {
    const oleh = await pemegang(tx, pegawai.nik, i.nik, uid);
    if (oleh) throw nikSudahTerdaftar(oleh);
  }
}

/** Every check of an employee body; `lama` is the row being edited (null when creating). */
export async function periksaPegawai(
  tx: DbOrTx,
  i: IdentitasInput,
  lama: BarisPegawai | null,
  opsi: { kode?: boolean } = {},
): Promise<void> {
  await periksaRujukan(tx, [
    {
      tabel: jabatan,
      path: 'jabatan_uid',
      label: 'Jabatan',
      uid: i.jabatan_uid,
      lama: lama?.jabatan_uid ?? null,
    },
    { tabel: unit, path: 'unit_uid', label: 'Unit', uid: i.unit_uid, lama: lama?.unit_uid ?? null },
    { tabel: akun, path: 'akun_uid', label: 'Akun', uid: i.akun_uid, lama: lama?.akun_uid ?? null },
  ]);
  // Only an active employee holds its NIP, NIK and login; a retired record must not collide later.
  if (!lama || lama.status === 'AKTIF') await pastikanUnikPegawai(tx, i, lama?.uid ?? null, opsi);
}

/** What a profile requires of the employee's kind. */
const JENIS_PROFIL: Record<ProfilPegawai, JenisPegawai> = { DOKTER: 'MEDIS', PERAWAT: 'PARAMEDIS' };
export const jenisUntukProfil = (p: ProfilPegawai) => JENIS_PROFIL[p];

/** Employee rows → DTOs, with their position, unit, login and profile in one query. */
export async function dtoKaryawan(db: DbOrTx, rows: BarisPegawai[]): Promise<Karyawan[]> {
  if (!rows.length) return [];
  const extra = await db
    .select({
      uid: pegawai.uid,
      jabatan_nama: jabatan.nama,
      unit_nama: unit.nama,
      akun_username: akun.username,
      dokter: dokter.pegawai_uid,
      perawat: perawat.pegawai_uid,
    })
    .from(pegawai)
    .leftJoin(jabatan, eq(jabatan.uid, pegawai.jabatan_uid))
    .leftJoin(unit, eq(unit.uid, pegawai.unit_uid))
    .leftJoin(akun, eq(akun.uid, pegawai.akun_uid))
    .leftJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
    .leftJoin(perawat, eq(perawat.pegawai_uid, pegawai.uid))
    .where(
      inArray(
        pegawai.uid,
        rows.map((r) => r.uid),
      ),
    );
  const peta = new Map(extra.map((e) => [e.uid, e]));
  return rows.map((r) => {
    const e = peta.get(r.uid);
    return {
      ...r,
      nama_lengkap: namaBergelar(r),
      jabatan_nama: e?.jabatan_nama ?? null,
      unit_nama: e?.unit_nama ?? null,
      akun_username: e?.akun_username ?? null,
      profil: e?.dokter ? 'DOKTER' : e?.perawat ? 'PERAWAT' : null,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  });
}

const tanpaProfil = sql`not exists (select 1 from ${dokter} where ${dokter.pegawai_uid} = ${pegawai.uid})
  and not exists (select 1 from ${perawat} where ${perawat.pegawai_uid} = ${pegawai.uid})`;

export const layananKaryawan = layananMaster<BarisPegawai, Karyawan, KaryawanInput, KaryawanListQuery>({
  tabel: pegawai,
  entitas: 'pegawai',
  label: 'Karyawan',
  kolomCari: [pegawai.kode, pegawai.nama, pegawai.nik],
  urutan: [asc(pegawai.nama), asc(pegawai.kode)],
  filter: (q) => {
    const f: SQL[] = [];
    if (q.jenis_pegawai) f.push(eq(pegawai.jenis_pegawai, q.jenis_pegawai));
    if (q.unit) f.push(eq(pegawai.unit_uid, q.unit));
    if (q.jabatan) f.push(eq(pegawai.jabatan_uid, q.jabatan));
    if (q.tanpa_profil) f.push(tanpaProfil);
    return f;
  },
  keNilai: (i) => nilaiPegawai(i, i.jenis_pegawai),
  periksa: async (tx, input, uid) => {
    const [lama] = uid ? await tx.select().from(pegawai).where(eq(pegawai.uid, uid)) : [];
    await periksaPegawai(tx, input, lama ?? null);
    // A doctor stays a medical employee and a nurse a paramedic while the profile exists.
    const profil = uid ? await profilPegawai(tx, uid) : null;
    if (profil && input.jenis_pegawai !== jenisUntukProfil(profil))
      throw dataTidakValid([
        {
          path: 'jenis_pegawai',
          message: `Karyawan ini terdaftar sebagai ${profil === 'DOKTER' ? 'dokter' : 'perawat'}; jenis pegawai harus ${profil === 'DOKTER' ? 'Tenaga Medis' : 'Paramedis'}`,
        },
      ]);
  },
  periksaAktifkan: (tx, row) => pastikanUnikPegawai(tx, row, row.uid),
  keDto: (rows, db) => dtoKaryawan(db, rows),
});

/**
 * Login accounts for the staff forms' account picker, each with the active employee already
 * holding it, so the form can say who before saving.
 */
export async function listAkunTautan(db: Db, q: PagingQuery): Promise<{ rows: AkunTautan[]; total: number }> {
  const where: SQL[] = [];
  if (q.search) {
    const p = likePattern(q.search);
    const cond = or(ilike(akun.username, p), ilike(akun.nama, p));
    if (cond) where.push(cond);
  }
  const filter = where.length ? and(...where) : undefined;
  const { limit, offset } = pageWindow(q);
  const base = db
    .select({
      uid: akun.uid,
      username: akun.username,
      nama: akun.nama,
      role: akun.role,
      status: akun.status,
      pegawai_uid: pegawai.uid,
      pegawai_nama: pegawai.nama,
    })
    .from(akun)
    .leftJoin(pegawai, and(eq(pegawai.akun_uid, akun.uid), eq(pegawai.status, 'AKTIF')))
    .where(filter)
    .orderBy(asc(akun.username))
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    limit === undefined ? base : base.limit(limit),
    db.select({ n: count() }).from(akun).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}
