import { AKSES_LOKASI, type AksesLokasi, ROLES, type Role } from '@rawat/domain';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { akun } from '../src/modules/akun/akun.tables.ts';
import { farmasiAksesLokasi, farmasiLokasi } from '../src/modules/farmasi/akses/akses.tables.ts';
import { hashPassword } from '../src/platform/password.ts';
import { seedFarmasi } from './farmasi.ts';
import { seedStokAwal } from './farmasi-stok.ts';
import { seedFeeDokter } from './kasir-fee.ts';
import { seedKunjungan } from './kunjungan.ts';
import { seedMaster } from './master/index.ts';
import { seedRuangBersalin } from './master/ruangan.ts';
import { seedAkunWs, seedBookingDemo } from './online.ts';
import { seedPasien } from './pasien.ts';
import { seedPerangkatDemo } from './perangkat.ts';
import { seedRawatInap } from './ranap.ts';

export const DEMO_PASSWORD = 'demo123';

// One account per role, username = the role in lower case (issue: demo data).
const NAMA_DEMO: Record<Role, string> = {
  DOKTER: 'dr. Andi Pratama, Sp.PD',
  PENDAFTARAN: 'Siti Rahmawati',
  PP: 'Dewi Lestari',
  LABOR: 'Rina Marlina, A.Md.AK',
  POLI: 'Ns. Budi Santoso',
  TERAPIS: 'Agus Setiawan, A.Md.Ft',
  PSIKOLOG: 'Maya Sari, M.Psi., Psikolog',
  IGD: 'Ns. Fajar Nugroho',
  APOTEKER: 'apt. Lina Kusuma, S.Farm',
  RADIOLOGI: 'Hendra Wijaya, A.Md.Rad',
  DOKTER_RADIOLOGI: 'dr. Ratna Dewi, Sp.Rad',
  KASIR: 'Yusuf Hidayat',
  PERAWAT: 'Ns. Intan Permata',
  AHLI_GIZI: 'Fitri Handayani, S.Gz',
  CASEMIX: 'Rudi Hartono',
  POLI_HD: 'Ns. Wahyu Saputra',
  RM: 'Nurul Aini, A.Md.RMIK',
  ADMIN: 'Administrator Sistem',
  MANAGEMENT: 'Ir. Bambang Susilo, MARS',
  GUDANG: 'Joko Purnomo',
  DOD: 'dr. Eko Prasetyo',
};

export const DEMO_ACCOUNTS = ROLES.map((role) => ({
  username: role.toLowerCase(),
  role,
  nama: NAMA_DEMO[role],
}));

/**
 * Adds the demo accounts that do not exist yet (by username), the demo pharmacy locations, the
 * demo location rights of newly added accounts and the master data of a small hospital. Safe to run again; returns how many accounts it added.
 */
export async function seedDemo(
  db: Db,
  opts: { passwordHash?: string; stokAwal?: boolean } = {},
): Promise<number> {
  // Tests pass one precomputed hash: 21 argon2 runs per test file would only slow the suite.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => opts.passwordHash ?? hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(akun)
      .values(
        DEMO_ACCOUNTS.map((a, i) => ({
          username: a.username,
          nama: a.nama,
          role: a.role,
          password_hash: hashes[i] ?? '',
        })),
      )
      .onConflictDoNothing({ target: akun.username })
      .returning({ uid: akun.uid, username: akun.username });
    await tx
      .insert(farmasiLokasi)
      .values([
        { kode: 'GF', nama: 'Gudang Farmasi', jenis: 'GUDANG' },
        { kode: 'DRJ', nama: 'Depo Farmasi Rawat Jalan', jenis: 'DEPO' },
        { kode: 'DRI', nama: 'Depo Farmasi Rawat Inap', jenis: 'DEPO' },
        // The theatre's own depot (KODE_DEPO_KAMAR_OPERASI): BHP used at the table (docs/operasi.md).
        { kode: 'DOK', nama: 'Depo Kamar Operasi', jenis: 'DEPO' },
      ])
      .onConflictDoNothing();
    const lokasi = await tx
      .select({ uid: farmasiLokasi.uid, kode: farmasiLokasi.kode })
      .from(farmasiLokasi)
      .where(eq(farmasiLokasi.status, 'AKTIF'));
    const uidOf = new Map(rows.map((r) => [r.username, r.uid]));
    const lok = new Map(lokasi.map((l) => [l.kode, l.uid]));
    const grant = (username: string, kode: string, akses: readonly AksesLokasi[]) => {
      const akunUid = uidOf.get(username);
      const lokasiUid = lok.get(kode);
      return akunUid && lokasiUid
        ? akses.map((a) => ({ akun_uid: akunUid, lokasi_uid: lokasiUid, akses: a }))
        : [];
    };
    const grants = [
      // The warehouse keeper runs the warehouse: fulfils requisitions, buys and receives.
      ...grant('gudang', 'GF', AKSES_LOKASI),
      // The pharmacist asks the warehouse for stock and keeps the outpatient depot.
      ...grant('apoteker', 'DRJ', [
        'stock_requisition_create',
        'increment_stock',
        'decrement_stock',
        'return_stock',
      ]),
      ...grant('apoteker', 'DRI', ['stock_requisition_create']),
    ];
    if (grants.length) await tx.insert(farmasiAksesLokasi).values(grants).onConflictDoNothing();
    await seedMaster(tx);
    await seedFarmasi(tx);
    // API tests start from empty stock and add what each case needs through the API.
    if (opts.stokAwal !== false) await seedStokAwal(tx);
    await seedPasien(tx);
    await seedKunjungan(tx);
    // The WS RS account BPJS calls with (jkn / demo123); demo bookings only outside API tests.
    await seedAkunWs(tx, hashes[0] ?? '');
    if (opts.stokAwal !== false) await seedBookingDemo(tx);
    // A kiosk and two screens (random tokens: ADMIN issues one at /kelola-perangkat); not in API tests.
    if (opts.stokAwal !== false) await seedPerangkatDemo(tx);
    // API tests start from empty wards: their factory places the patients each case needs.
    if (opts.stokAwal !== false) await seedRawatInap(tx);
    // The delivery ward, after the demo stays so none of them lies in it (docs/bersalin.md).
    if (opts.stokAwal !== false) await seedRuangBersalin(tx);
    await seedFeeDokter(tx);
    return rows.length;
  });
}

/** Whether the database has no account at all (a fresh embedded start). */
export async function tanpaAkun(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(akun);
  return (existing?.n ?? 0) === 0;
}
