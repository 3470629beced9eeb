import { toJakartaIsoDate } from '@rawat/domain';
import { and, asc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { operasi } from './operasi.tables.ts';

/** One row of BPJS's "jadwal operasi" (WS RS Antrean): the shape ws.kontrak.ts declares. */
export interface JadwalOperasiWs {
  kodebooking: string;
  tanggaloperasi: string;
  jenistindakan: string;
  kodepoli: string;
  namapoli: string;
  terlaksana: number;
  nopeserta: string;
  lastupdate: number;
}

async function baca(db: DbOrTx, where: SQL | undefined): Promise<JadwalOperasiWs[]> {
  const rows = await db
    .select({
      kode: operasi.kode_booking,
      mulai: operasi.mulai,
      prosedur: operasi.prosedur,
      status: operasi.status,
      updated_at: operasi.updated_at,
      kodepoli: poli.kode_bpjs,
      namapoli: poli.nama,
      nopeserta: pasien.no_bpjs,
    })
    .from(operasi)
    .innerJoin(layanan, eq(layanan.uid, operasi.layanan_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .innerJoin(pasien, eq(pasien.uid, operasi.pasien_uid))
    .where(and(ne(operasi.status, 'BATAL'), where))
    .orderBy(asc(operasi.mulai));
  return rows.map((r) => ({
    kodebooking: r.kode,
    tanggaloperasi: toJakartaIsoDate(r.mulai),
    jenistindakan: r.prosedur.nama,
    kodepoli: r.kodepoli ?? '',
    namapoli: r.namapoli,
    // BPJS: 1 = done, 0 = not yet.
    terlaksana: r.status === 'SELESAI' ? 1 : 0,
    nopeserta: r.nopeserta ?? '',
    lastupdate: r.updated_at.getTime(),
  }));
}

/**
 * The theatre's schedule as the payer's web service reads it (modules/online/ws.routes.ts):
 * operations not cancelled, planned from `dari` to `sampai` (WIB days).
 */
export async function jadwalOperasiRs(db: DbOrTx, dari: string, sampai: string): Promise<JadwalOperasiWs[]> {
  const awal = new Date(`${dari}T00:00:00+07:00`);
  const akhir = new Date(new Date(`${sampai}T00:00:00+07:00`).getTime() + 86_400_000);
  return baca(db, and(gte(operasi.mulai, awal), lt(operasi.mulai, akhir)));
}

/** One participant's operations not yet done (BPJS asks by card number). */
export async function jadwalOperasiPasien(db: DbOrTx, nopeserta: string): Promise<JadwalOperasiWs[]> {
  return baca(db, and(eq(pasien.no_bpjs, nopeserta), ne(operasi.status, 'SELESAI')));
}
