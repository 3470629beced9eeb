import type { LokasiFarmasi, LokasiFarmasiInput } from '@rawat/domain';
import { AKSES_LOKASI, type AksesLokasi, type lokasiQuerySchema } from '@rawat/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { akun } from '../../akun/akun.tables.ts';
import { layananMaster } from '../../master/crud/crud.service.ts';
import { farmasiAksesLokasi, farmasiLokasi } from '../akses/akses.tables.ts';

type QueryLokasi = z.infer<typeof lokasiQuerySchema>;

export const layananLokasi = layananMaster<
  typeof farmasiLokasi.$inferSelect,
  LokasiFarmasi,
  LokasiFarmasiInput,
  QueryLokasi
>({
  tabel: farmasiLokasi,
  entitas: 'farmasi_lokasi',
  label: 'Lokasi farmasi',
  filter: (q) => (q.jenis ? [eq(farmasiLokasi.jenis, q.jenis)] : []),
  keNilai: (i) => ({ ...i }),
  keDto: (rows) =>
    rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    })),
});

/** The location with every account holding rights there (GET /farmasi/lokasi/detail). */
export async function detailLokasi(db: DbOrTx, uid: string) {
  const lokasi = await layananLokasi.ambil(db, uid);
  const rows = await db
    .select({ username: akun.username, nama: akun.nama, role: akun.role, akses: farmasiAksesLokasi.akses })
    .from(farmasiAksesLokasi)
    .innerJoin(akun, eq(akun.uid, farmasiAksesLokasi.akun_uid))
    .where(eq(farmasiAksesLokasi.lokasi_uid, uid))
    .orderBy(asc(akun.username));
  const per = new Map<string, { username: string; nama: string; role: string; akses: AksesLokasi[] }>();
  for (const r of rows) {
    const p = per.get(r.username) ?? { username: r.username, nama: r.nama, role: r.role, akses: [] };
    p.akses.push(r.akses);
    per.set(r.username, p);
  }
  for (const p of per.values()) p.akses.sort((a, b) => AKSES_LOKASI.indexOf(a) - AKSES_LOKASI.indexOf(b));
  return { ...lokasi, pengguna: [...per.values()] };
}
