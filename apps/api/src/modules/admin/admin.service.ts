import { type AdminDashboard, ROLES } from '@rawat/domain';
import { and, desc, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { logAktivitas } from '../../platform/audit.tables.ts';
import { awalHariJakarta } from '../../platform/waktu.ts';
import { akun } from '../akun/akun.tables.ts';
import { hitungSesiAktif } from '../akun/sesi.service.ts';

export async function dashboardAdmin(db: Db, now: Date): Promise<AdminDashboard> {
  const hariIni = awalHariJakarta(now);
  const [perRole, ringkas, perJam, terbaru, sesiAktif] = await Promise.all([
    db
      .select({
        role: akun.role,
        aktif: sql<number>`count(*) filter (where ${akun.status} = 'AKTIF')::int`,
        nonaktif: sql<number>`count(*) filter (where ${akun.status} <> 'AKTIF')::int`,
      })
      .from(akun)
      .groupBy(akun.role),
    db
      .select({
        semua: sql<number>`count(*)::int`,
        login: sql<number>`count(*) filter (where ${logAktivitas.aksi} = 'auth.login')::int`,
        gagal: sql<number>`count(*) filter (where ${logAktivitas.aksi} = 'auth.login_gagal')::int`,
      })
      .from(logAktivitas)
      .where(gte(logAktivitas.waktu, hariIni)),
    db
      .select({
        jam: sql<number>`extract(hour from ${logAktivitas.waktu} at time zone 'Asia/Jakarta')::int`,
        jumlah: sql<number>`count(*)::int`,
      })
      .from(logAktivitas)
      .where(gte(logAktivitas.waktu, hariIni))
      .groupBy(sql`1`),
    db
      .select({
        waktu: logAktivitas.waktu,
        username: logAktivitas.username,
        aksi: logAktivitas.aksi,
        keterangan: logAktivitas.keterangan,
      })
      .from(logAktivitas)
      .where(and(gte(logAktivitas.waktu, new Date(now.getTime() - 7 * 86_400_000))))
      .orderBy(desc(logAktivitas.waktu), desc(logAktivitas.id))
      .limit(10),
    hitungSesiAktif(db, now),
  ]);
  const byRole = new Map(perRole.map((r) => [r.role, r]));
  const jam = new Map(perJam.map((r) => [r.jam, r.jumlah]));
  const r = ringkas[0];
  return {
    akun_per_role: ROLES.map((role) => ({
      role,
      aktif: byRole.get(role)?.aktif ?? 0,
      nonaktif: byRole.get(role)?.nonaktif ?? 0,
    })),
    total_akun: perRole.reduce((s, x) => s + x.aktif + x.nonaktif, 0),
    aktivitas_hari_ini: r?.semua ?? 0,
    login_hari_ini: r?.login ?? 0,
    login_gagal_hari_ini: r?.gagal ?? 0,
    sesi_aktif: sesiAktif,
    aktivitas_per_jam: Array.from({ length: 24 }, (_, h) => ({ jam: h, jumlah: jam.get(h) ?? 0 })),
    aktivitas_terbaru: terbaru.map((t) => ({ ...t, waktu: t.waktu.toISOString() })),
  };
}
