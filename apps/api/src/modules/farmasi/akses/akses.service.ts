import { AKSES_LOKASI, type AksesLokasi, type AksesLokasiEntri, isAdmin, punyaAkses } from '@rawat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx, Pengguna } from '../../../platform/context.ts';
import { forbidden, notFound } from '../../../platform/errors.ts';
import { akun } from '../../akun/akun.tables.ts';
import { farmasiAksesLokasi, farmasiLokasi } from './akses.tables.ts';

async function akunUid(db: Db, username: string): Promise<string> {
  const [row] = await db.select({ uid: akun.uid }).from(akun).where(eq(akun.username, username)).limit(1);
  if (!row) throw notFound('Akun', 'akses.akun_tidak_ditemukan');
  return row.uid;
}

/** A user's locations with their rights, grouped per location (ADMIN holds every right everywhere). */
export async function aksesPengguna(
  db: DbOrTx,
  target: { uid: string; role: string },
): Promise<AksesLokasiEntri[]> {
  if (isAdmin(target.role)) {
    const lokasi = await db
      .select({
        uid: farmasiLokasi.uid,
        kode: farmasiLokasi.kode,
        nama: farmasiLokasi.nama,
        jenis: farmasiLokasi.jenis,
      })
      .from(farmasiLokasi)
      .where(eq(farmasiLokasi.status, 'AKTIF'))
      .orderBy(asc(farmasiLokasi.nama));
    return lokasi.map((l) => ({ lokasi: l, akses: [...AKSES_LOKASI] }));
  }
  const rows = await db
    .select({
      uid: farmasiLokasi.uid,
      kode: farmasiLokasi.kode,
      nama: farmasiLokasi.nama,
      jenis: farmasiLokasi.jenis,
      akses: farmasiAksesLokasi.akses,
    })
    .from(farmasiAksesLokasi)
    .innerJoin(farmasiLokasi, eq(farmasiLokasi.uid, farmasiAksesLokasi.lokasi_uid))
    .where(and(eq(farmasiAksesLokasi.akun_uid, target.uid), eq(farmasiLokasi.status, 'AKTIF')))
    .orderBy(asc(farmasiLokasi.nama));
  const byLokasi = new Map<string, AksesLokasiEntri>();
  for (const r of rows) {
    const entry = byLokasi.get(r.uid) ?? {
      lokasi: { uid: r.uid, kode: r.kode, nama: r.nama, jenis: r.jenis },
      akses: [],
    };
    entry.akses.push(r.akses);
    byLokasi.set(r.uid, entry);
  }
  for (const e of byLokasi.values())
    e.akses.sort((a, b) => AKSES_LOKASI.indexOf(a) - AKSES_LOKASI.indexOf(b));
  return [...byLokasi.values()];
}

export async function aksesByUsername(db: Db, username: string): Promise<AksesLokasiEntri[]> {
  const [row] = await db
    .select({ uid: akun.uid, role: akun.role })
    .from(akun)
    .where(eq(akun.username, username))
    .limit(1);
  if (!row) throw notFound('Akun', 'akses.akun_tidak_ditemukan');
  return aksesPengguna(db, row);
}

/**
 * Server-side check that every stock operation calls (spec §6): 403 unless the user holds
 * `akses` at that location.
 */
export async function wajibAksesLokasi(
  db: DbOrTx,
  user: Pengguna,
  lokasiUid: string,
  akses: AksesLokasi,
): Promise<void> {
  if (isAdmin(user.role)) return;
  const entries = await aksesPengguna(db, user);
  if (
    !punyaAkses(
      entries.map((e) => ({ lokasi_uid: e.lokasi.uid, akses: e.akses })),
      lokasiUid,
      akses,
    )
  ) {
    throw forbidden('Anda tidak memiliki hak akses untuk lokasi farmasi ini');
  }
}

export async function beriAkses(
  db: Db,
  ctx: Ctx,
  input: { username: string; lokasi_uid: string; akses: AksesLokasi[] },
) {
  const uid = await akunUid(db, input.username);
  const [lokasi] = await db
    .select({ uid: farmasiLokasi.uid, nama: farmasiLokasi.nama })
    .from(farmasiLokasi)
    .where(and(eq(farmasiLokasi.uid, input.lokasi_uid), eq(farmasiLokasi.status, 'AKTIF')))
    .limit(1);
  if (!lokasi) throw notFound('Lokasi farmasi', 'akses.lokasi_tidak_ditemukan');
  await db.transaction(async (tx) => {
    await tx
      .insert(farmasiAksesLokasi)
      .values([...new Set(input.akses)].map((a) => ({ akun_uid: uid, lokasi_uid: lokasi.uid, akses: a })))
      .onConflictDoNothing();
    await catatAktivitas(tx, ctx, {
      aksi: 'akses_lokasi.grant',
      entitas: 'akun',
      entitas_id: uid,
      keterangan: `Memberi ${input.username} akses ${input.akses.join(', ')} di ${lokasi.nama}`,
      detail: { lokasi_uid: lokasi.uid, akses: input.akses },
    });
  });
}

export async function cabutAkses(
  db: Db,
  ctx: Ctx,
  input: { username: string; lokasi_uid: string; akses?: AksesLokasi[] },
) {
  const uid = await akunUid(db, input.username);
  await db.transaction(async (tx) => {
    const where = and(
      eq(farmasiAksesLokasi.akun_uid, uid),
      eq(farmasiAksesLokasi.lokasi_uid, input.lokasi_uid),
      input.akses?.length ? inArray(farmasiAksesLokasi.akses, input.akses) : undefined,
    );
    const removed = await tx
      .delete(farmasiAksesLokasi)
      .where(where)
      .returning({ akses: farmasiAksesLokasi.akses });
    if (removed.length === 0) throw notFound('Hak akses', 'akses.hak_akses_tidak_ditemukan');
    await catatAktivitas(tx, ctx, {
      aksi: 'akses_lokasi.revoke',
      entitas: 'akun',
      entitas_id: uid,
      keterangan: `Mencabut akses ${removed.map((r) => r.akses).join(', ')} milik ${input.username}`,
      detail: { lokasi_uid: input.lokasi_uid, akses: removed.map((r) => r.akses) },
    });
  });
}
