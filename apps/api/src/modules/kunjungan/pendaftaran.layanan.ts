import { randomInt } from 'node:crypto';
import {
  formatNomorAntrian,
  formatTanggal,
  hariDari,
  jenisKunjunganPoli,
  kunciNomorAntrian,
  namaBergelar,
  type Poli,
} from '@rawat/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { nomorUrut } from '../../platform/penomoran.tables.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { poliAktif } from '../master/poli/poli.service.ts';
import { dokter, pegawai } from '../master/sdm/sdm.tables.ts';
import { indeksUnikDilanggar } from '../pasien/pasien.errors.ts';
import * as galat from './kunjungan.errors.ts';
import { antrian, kunjungan, layanan } from './kunjungan.tables.ts';
import { catatLogPasien } from './log-pasien/log-pasien.service.ts';
import {
  cutiDokter,
  dokterCutiGalat,
  kuotaJenisPenuh,
  muatSesi,
  type SesiKuota,
  sesiKuota,
} from './pendaftaran.kuota.ts';

// The one way a layanan and its queue entry are made: registration, the IGD fast registration
// and an added clinic all come through here, so schedule, quota and duplicate rules are one.

// No 0/O/1/I/L: a ticket code may be read aloud or typed from paper. 31^10 ≈ 8·10^14 codes.
const ABJAD_KODE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function kodeTiketBaru(): string {
  return Array.from({ length: 10 }, () => ABJAD_KODE[randomInt(ABJAD_KODE.length)]).join('');
}

async function namaDokterAktif(tx: DbOrTx, uid: string): Promise<string> {
  const [d] = await tx
    .select({ nama: pegawai.nama, gelar_depan: pegawai.gelar_depan, gelar_belakang: pegawai.gelar_belakang })
    .from(pegawai)
    .innerJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
    .where(and(eq(pegawai.uid, uid), eq(pegawai.status, 'AKTIF')));
  if (!d) throw galat.dokterTidakAktif();
  return namaBergelar(d);
}

/** The payer columns of a new kunjungan (registration or fast registration). */
export interface KunjunganBaru {
  penjamin: 'UMUM' | 'BPJS' | 'ASKES' | 'ASURANSI';
  asuransi_uid: string | null;
  no_kartu: string | null;
  no_rujukan: string | null;
  no_sep: string | null;
}

export interface RencanaLayanan {
  pasien: { uid: string };
  poli_uid: string;
  dokter_uid: string | null;
  tanggal: string;
  keluhan: string | null;
  /** An open visit to add to, or the payer of a new one. */
  kunjungan: { uid: string; penjamin: string } | KunjunganBaru;
  /** Extra checks once the clinic is known (e.g. a BPJS referral outside the IGD). */
  periksaPoli?: (pl: Poli) => Promise<void>;
  /**
   * A booking's number, code and session (check-in, docs/antrean-online.md): kept instead of
   * taking a new number; the booking already held its place in the quota.
   */
  nomorDipesan?: { nomor: number; kode_tiket: string; jam_mulai: string; jam_selesai: string };
}

export interface LayananDibuat {
  kunjungan_uid: string;
  layanan_uid: string;
  poli: Poli;
  nama_dokter: string | null;
  nomor_antrian: string;
}

/**
 * A layanan and its antrian inside the caller's transaction, with the patient's LOG_DATANG.
 * The queue number is taken before the quota and duplicate checks: its row lock queues every
 * registration to that clinic and day, so the counts they read are exact, and a refusal rolls
 * the number back with the caller's transaction (no gaps, no duplicates).
 */
export async function buatLayanan(tx: Tx, ctx: Ctx, r: RencanaLayanan): Promise<LayananDibuat> {
  const pl = await poliAktif(tx, r.poli_uid);
  if (!pl) throw galat.poliTidakAktif();
  const igd = pl.jenis === 'IGD';
  await r.periksaPoli?.(pl);
  const tanggalTeks = formatTanggal(r.tanggal);

  let namaDokter: string | null = null;
  let adaJadwal = false;
  if (r.dokter_uid) namaDokter = await namaDokterAktif(tx, r.dokter_uid);
  else if (!igd) throw galat.dokterWajib();
  // The IGD takes patients at any hour: no schedule, no quota, no leave check.
  if (!igd && r.dokter_uid && namaDokter) {
    const cuti = await cutiDokter(tx, r.dokter_uid, r.tanggal);
    if (cuti) throw dokterCutiGalat(namaDokter, tanggalTeks, cuti.alasan);
    const sesiAda = await sesiKuota(tx, { poli_uid: pl.uid, dokter_uid: r.dokter_uid, tanggal: r.tanggal });
    if (!sesiAda.length) throw galat.tidakAdaJadwal(namaDokter, pl.nama, hariDari(r.tanggal), tanggalTeks);
    adaJadwal = true;
  }

  const kunci = kunciNomorAntrian(pl.uid, r.tanggal);
  let nomor: number;
  if (r.nomorDipesan) {
    // The booking's number is kept; the counter row is still locked so the counts below and any
    // registration racing this one take turns, as with a new number.
    await tx
      .select({ kunci: nomorUrut.kunci })
      .from(nomorUrut)
      .where(eq(nomorUrut.kunci, kunci))
      .for('update');
    nomor = r.nomorDipesan.nomor;
  } else nomor = await ambilNomor(tx, kunci);

  const [ganda] = await tx
    .select({ nomor_antrian: antrian.nomor_antrian })
    .from(layanan)
    .innerJoin(antrian, eq(antrian.layanan_uid, layanan.uid))
    .where(
      and(
        eq(layanan.pasien_uid, r.pasien.uid),
        eq(layanan.poli_uid, pl.uid),
        eq(layanan.tanggal, r.tanggal),
        ne(layanan.status, 'BATAL'),
      ),
    );
  if (ganda) throw galat.sudahTerdaftar(pl.nama, tanggalTeks, ganda.nomor_antrian);

  let jam: { jam_mulai: string; jam_selesai: string } | null = null;
  if (r.nomorDipesan) jam = { jam_mulai: r.nomorDipesan.jam_mulai, jam_selesai: r.nomorDipesan.jam_selesai };
  else if (adaJadwal && r.dokter_uid && namaDokter) {
    // Counted now, under the counter's lock: registrations and live bookings of each session.
    const sesi = await sesiKuota(tx, { poli_uid: pl.uid, dokter_uid: r.dokter_uid, tanggal: r.tanggal });
    const jkn = r.kunjungan.penjamin === 'BPJS';
    // Sessions fill in order of their start time; JKN and non-JKN each within their share.
    const s = sesi.find((x) => muatSesi(x, jkn));
    if (!s) throw penuh(sesi, jkn, namaDokter, pl.nama, tanggalTeks);
    jam = { jam_mulai: s.jam_mulai, jam_selesai: s.jam_selesai };
  }

  const sekarang = ctx.now();
  let kunjunganUid: string;
  let penjamin: string;
  if ('uid' in r.kunjungan) {
    kunjunganUid = r.kunjungan.uid;
    penjamin = r.kunjungan.penjamin;
  } else {
    const b = r.kunjungan;
    const [k] = await tx
      .insert(kunjungan)
      .values({
        pasien_uid: r.pasien.uid,
        tanggal: r.tanggal,
        penjamin: b.penjamin,
        // Numbers not relevant to the payer are dropped (a UMUM visit stores no card number).
        asuransi_uid: b.penjamin === 'ASURANSI' ? b.asuransi_uid : null,
        no_kartu: b.penjamin === 'UMUM' ? null : b.no_kartu,
        no_rujukan: b.penjamin === 'BPJS' ? b.no_rujukan : null,
        no_sep: b.penjamin === 'BPJS' ? b.no_sep : null,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: kunjungan.uid });
    if (!k) throw new Error('insert kunjungan returned no row');
    kunjunganUid = k.uid;
    penjamin = b.penjamin;
  }
  const [l] = await tx
    .insert(layanan)
    .values({
      kunjungan_uid: kunjunganUid,
      pasien_uid: r.pasien.uid,
      tanggal: r.tanggal,
      poli_uid: pl.uid,
      dokter_uid: r.dokter_uid,
      jenis: jenisKunjunganPoli(pl.jenis).jenis,
      jam_mulai: jam?.jam_mulai ?? null,
      jam_selesai: jam?.jam_selesai ?? null,
      keluhan: r.keluhan,
      created_at: sekarang,
      updated_at: sekarang,
    })
    .returning({ uid: layanan.uid });
  if (!l) throw new Error('insert layanan returned no row');
  const nomorAntrian = formatNomorAntrian(pl.prefix_antrian, nomor);
  await tx.insert(antrian).values({
    layanan_uid: l.uid,
    poli_uid: pl.uid,
    tanggal: r.tanggal,
    nomor,
    nomor_antrian: nomorAntrian,
    kode_tiket: r.nomorDipesan?.kode_tiket ?? kodeTiketBaru(),
    status_diubah_pada: sekarang,
    created_at: sekarang,
  });
  await catatLogPasien(tx, ctx, {
    pasien_uid: r.pasien.uid,
    kunjungan_uid: kunjunganUid,
    layanan_uid: l.uid,
    jenis: 'LOG_DATANG',
    ringkasan: `Terdaftar di ${pl.nama}${namaDokter ? ` (${namaDokter})` : ''}, antrian ${nomorAntrian}, penjamin ${penjamin}`,
    sumber: 'layanan',
    sumber_uid: l.uid,
  });
  return {
    kunjungan_uid: kunjunganUid,
    layanan_uid: l.uid,
    poli: pl,
    nama_dokter: namaDokter,
    nomor_antrian: nomorAntrian,
  };
}

/** The 409 of a full day: the whole quota, or only this kind's share (JKN / non-JKN). */
function penuh(sesi: SesiKuota[], jkn: boolean, dokter: string, poli: string, tanggal: string) {
  const kuota = sesi.reduce((n, s) => n + s.kuota, 0);
  const terpakai = sesi.reduce((n, s) => n + s.terpakai_jkn + s.terpakai_nonjkn, 0);
  if (terpakai >= kuota || sesi.every((s) => s.kuota_jkn === null))
    return galat.kuotaPenuh(dokter, poli, tanggal, kuota);
  const bagian = sesi.reduce(
    (n, s) => n + (s.kuota_jkn === null ? s.kuota : jkn ? s.kuota_jkn : s.kuota - s.kuota_jkn),
    0,
  );
  return kuotaJenisPenuh(dokter, poli, tanggal, jkn, bagian);
}

/**
 * Runs a registration and turns a save that raced past the duplicate check (same patient, clinic
 * and day) and met the unique index into the same 409.
 */
export async function jagaDuplikat<T>(tanggal: () => string, kerja: () => Promise<T>): Promise<T> {
  try {
    return await kerja();
  } catch (err) {
    if (indeksUnikDilanggar(err) === 'layanan_pasien_poli_hari_uq')
      throw galat.sudahTerdaftar('poliklinik ini', formatTanggal(tanggal()), '-');
    throw err;
  }
}
