import { formatTanggalJam, formatTanggalPendek } from '@rawat/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { logAktivitas } from '../../platform/audit.tables.ts';
import { akun } from '../akun/akun.tables.ts';
import { sesi } from '../akun/sesi.tables.ts';
import { resep } from '../farmasi/resep/resep.tables.ts';
import { farmasiDokumen, farmasiPenjualan } from '../farmasi/stok/stok.tables.ts';
import { deposit, kasirShift, pembayaran } from '../kasir/kasir.tables.ts';
import { antrian, layanan } from '../kunjungan/kunjungan.tables.ts';
import type { DaftarPenamaEntitas, PenamaEntitas } from '../log/nama-entitas.ts';
import { uidSaja } from '../log/nama-entitas.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { resumeMedis } from '../pelayanan/resume.tables.ts';
import { orderPenunjang } from '../penunjang/penunjang.tables.ts';

const namaPasien = (nama: string | null, noRm: string | null) =>
  nama ? `${nama} · No. RM ${noRm ?? '–'}` : null;

/** Reads `uid → name` with one query over the given uids (only well-formed ones reach the column). */
function penama<R extends { uid: string }>(
  baca: (db: Db, uids: string[]) => Promise<R[]>,
  nama: (r: R) => string | null,
): PenamaEntitas {
  return async (db, ids) => {
    const uids = uidSaja(ids);
    const hasil = new Map<string, string>();
    if (!uids.length) return hasil;
    for (const r of await baca(db, uids)) {
      const n = nama(r);
      if (n) hasil.set(r.uid, n);
    }
    return hasil;
  };
}

/** A numbered record of one patient (a prescription, an order, a receipt): 'R-… · Siti · No. RM …'. */
function bernomorPasien(
  tabel: PgTable & { uid: AnyPgColumn; nomor: AnyPgColumn; pasien_uid: AnyPgColumn },
  jenis: string,
): PenamaEntitas {
  return penama(
    (db, uids) =>
      db
        .select({
          uid: tabel.uid as unknown as SQL<string>,
          nomor: tabel.nomor as unknown as SQL<string | null>,
          nama: pasien.nama,
          no_rm: pasien.no_rm,
        })
        .from(tabel)
        .leftJoin(pasien, eq(pasien.uid, tabel.pasien_uid))
        .where(inArray(tabel.uid, uids)),
    (r) => [r.nomor ? `${jenis} ${r.nomor}` : jenis, namaPasien(r.nama, r.no_rm)].filter(Boolean).join(' · '),
  );
}

/** A login session: whose, and when it began; a session already swept away is named by its login row. */
const namaSesi: PenamaEntitas = async (db, ids) => {
  const uids = uidSaja(ids);
  const hasil = new Map<string, string>();
  if (!uids.length) return hasil;
  const rows = await db
    .select({ uid: sesi.uid, mulai: sesi.created_at, nama: akun.nama })
    .from(sesi)
    .innerJoin(akun, eq(akun.uid, sesi.akun_uid))
    .where(inArray(sesi.uid, uids));
  for (const r of rows) hasil.set(r.uid, `${r.nama} · masuk ${formatTanggalJam(r.mulai)}`);
  const hilang = uids.filter((u) => !hasil.has(u));
  if (hilang.length) {
    const masuk = await db
      .select({ id: logAktivitas.entitas_id, username: logAktivitas.username, waktu: logAktivitas.waktu })
      .from(logAktivitas)
      .where(
        and(
          eq(logAktivitas.aksi, 'auth.login'),
          eq(logAktivitas.entitas, 'sesi'),
          inArray(logAktivitas.entitas_id, hilang),
        ),
      );
    for (const r of masuk) {
      if (r.id) hasil.set(r.id, `${r.username ?? 'Sesi'} · masuk ${formatTanggalJam(r.waktu)}`);
    }
  }
  return hasil;
};

/**
 * What the activity log's `entitas_id` points at, in words, per entity kind (docs/platform.md
 * "Log aktivitas"): handed to the log module by app.ts, as the log sits below every module.
 * Master records are left out on purpose: their log rows already say 'Menambah poli P01 – Umum'.
 */
export const PENAMA_ENTITAS: DaftarPenamaEntitas = {
  sesi: namaSesi,
  akun: penama(
    (db, uids) =>
      db
        .select({ uid: akun.uid, nama: akun.nama, username: akun.username })
        .from(akun)
        .where(inArray(akun.uid, uids)),
    (r) => `${r.nama} (${r.username})`,
  ),
  pasien: penama(
    (db, uids) =>
      db
        .select({ uid: pasien.uid, nama: pasien.nama, no_rm: pasien.no_rm })
        .from(pasien)
        .where(inArray(pasien.uid, uids)),
    (r) => namaPasien(r.nama, r.no_rm),
  ),
  layanan: penama(
    (db, uids) =>
      db
        .select({
          uid: layanan.uid,
          tanggal: layanan.tanggal,
          poli: poli.nama,
          nama: pasien.nama,
          no_rm: pasien.no_rm,
        })
        .from(layanan)
        .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
        .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
        .where(inArray(layanan.uid, uids)),
    (r) => `${namaPasien(r.nama, r.no_rm)} · ${r.poli} ${formatTanggalPendek(r.tanggal)}`,
  ),
  antrian: penama(
    (db, uids) =>
      db
        .select({ uid: antrian.uid, nomor: antrian.nomor_antrian, nama: pasien.nama, no_rm: pasien.no_rm })
        .from(antrian)
        .innerJoin(layanan, eq(layanan.uid, antrian.layanan_uid))
        .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
        .where(inArray(antrian.uid, uids)),
    (r) => `Antrian ${r.nomor} · ${namaPasien(r.nama, r.no_rm)}`,
  ),
  resep: bernomorPasien(resep, 'Resep'),
  order_penunjang: bernomorPasien(orderPenunjang, 'Order'),
  resume_medis: bernomorPasien(resumeMedis, 'Resume'),
  pembayaran: bernomorPasien(pembayaran, 'Kuitansi'),
  deposit: bernomorPasien(deposit, 'Deposit'),
  farmasi_penjualan: penama(
    (db, uids) =>
      db
        .select({
          uid: farmasiPenjualan.uid,
          nomor: farmasiPenjualan.nomor,
          pembeli: farmasiPenjualan.nama_pembeli,
        })
        .from(farmasiPenjualan)
        .where(inArray(farmasiPenjualan.uid, uids)),
    (r) => `Penjualan ${r.nomor} · ${r.pembeli}`,
  ),
  farmasi_dokumen: penama(
    (db, uids) =>
      db
        .select({ uid: farmasiDokumen.uid, nomor: farmasiDokumen.nomor })
        .from(farmasiDokumen)
        .where(inArray(farmasiDokumen.uid, uids)),
    (r) => `Dokumen ${r.nomor}`,
  ),
  kasir_shift: penama(
    (db, uids) =>
      db
        .select({ uid: kasirShift.uid, dibuka: kasirShift.dibuka_pada, nama: akun.nama })
        .from(kasirShift)
        .innerJoin(akun, eq(akun.uid, kasirShift.akun_uid))
        .where(inArray(kasirShift.uid, uids)),
    (r) => `Shift ${r.nama} · dibuka ${formatTanggalJam(r.dibuka)}`,
  ),
};
