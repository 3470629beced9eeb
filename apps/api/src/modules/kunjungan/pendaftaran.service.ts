import { randomInt } from 'node:crypto';
import {
  formatNomorAntrian,
  formatTanggal,
  hariDari,
  jenisKunjunganPoli,
  kunciNomorAntrian,
  MAKS_HARI_DAFTAR,
  namaBergelar,
  type Pendaftaran,
  type PendaftaranInput,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { asuransi } from '../master/keuangan/keuangan.tables.ts';
import { poliAktif } from '../master/poli/poli.service.ts';
import { jadwalDokter } from '../master/sdm/dokter.service.ts';
import { dokter, pegawai } from '../master/sdm/sdm.tables.ts';
import { indeksUnikDilanggar } from '../pasien/pasien.errors.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { catatLogPasien } from '../rekam-medis/log-pasien.service.ts';
import * as galat from './kunjungan.errors.ts';
import { antrian, kunjungan, layanan } from './kunjungan.tables.ts';
import { ambilPendaftaran } from './pendaftaran.baca.ts';

// No 0/O/1/I/L: a ticket code may be read aloud or typed from paper. 31^10 ≈ 8·10^14 codes.
const ABJAD_KODE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function kodeTiketBaru(): string {
  return Array.from({ length: 10 }, () => ABJAD_KODE[randomInt(ABJAD_KODE.length)]).join('');
}

function tambahHari(tanggal: string, n: number): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Today (Jakarta) up to MAKS_HARI_DAFTAR days ahead. */
function periksaTanggal(tanggal: string, sekarang: Date) {
  const hariIni = toJakartaIsoDate(sekarang);
  const batas = tambahHari(hariIni, MAKS_HARI_DAFTAR);
  if (Number.isNaN(Date.parse(`${tanggal}T00:00:00Z`)) || tambahHari(tanggal, 0) !== tanggal)
    throw galat.tanggalDiLuarRentang('Format tanggal tidak valid. Gunakan YYYY-MM-DD.');
  if (tanggal < hariIni) throw galat.tanggalDiLuarRentang('Tanggal kunjungan tidak boleh sebelum hari ini');
  if (tanggal > batas)
    throw galat.tanggalDiLuarRentang(
      `Pendaftaran paling lambat ${MAKS_HARI_DAFTAR} hari ke depan (s.d. ${formatTanggal(batas)})`,
    );
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

/** Registrations (not cancelled) of a doctor at a clinic on a day. */
async function jumlahTerdaftar(tx: DbOrTx, poliUid: string, dokterUid: string, tanggal: string) {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(layanan)
    .where(
      and(
        eq(layanan.poli_uid, poliUid),
        eq(layanan.dokter_uid, dokterUid),
        eq(layanan.tanggal, tanggal),
        ne(layanan.status, 'BATAL'),
      ),
    );
  return Number(r?.n ?? 0);
}

/** The doctor's sessions at the clinic that day, earliest first; the day's quota is their sum. */
async function sesiHari(tx: DbOrTx, poliUid: string, dokterUid: string, tanggal: string) {
  const daftar = await jadwalDokter(tx, { poli_uid: poliUid, tanggal });
  const d = daftar.find((x) => x.uid === dokterUid);
  const sesi = (d?.jadwal ?? [])
    .filter((s) => s.poli_uid === poliUid)
    .sort((a, b) => a.jam_mulai.localeCompare(b.jam_mulai));
  return sesi;
}

/**
 * POST /pendaftaran: kunjungan, layanan and antrian in one transaction, with the audit row.
 * The queue number is taken before the quota and duplicate checks: its row lock queues every
 * registration to that clinic and day, so the counts they read are exact, and a refusal rolls
 * the number back (no gaps, no duplicates).
 */
export async function daftarkan(db: Db, ctx: Ctx, input: PendaftaranInput): Promise<Pendaftaran> {
  periksaTanggal(input.tanggal, ctx.now());
  try {
    return await db.transaction(async (tx) => {
      const [p] = await tx
        .select({
          uid: pasien.uid,
          no_rm: pasien.no_rm,
          nama: pasien.nama,
          status: pasien.status,
          digabung_ke: pasien.digabung_ke,
        })
        .from(pasien)
        .where(eq(pasien.uid, input.pasien_uid));
      if (!p) throw galat.pasienTidakAda();
      if (p.digabung_ke) {
        const [tujuan] = await tx
          .select({ no_rm: pasien.no_rm, nama: pasien.nama })
          .from(pasien)
          .where(eq(pasien.uid, p.digabung_ke));
        throw galat.pasienDigabung(tujuan ?? { no_rm: '-', nama: '-' });
      }
      if (p.status === 'MENINGGAL') throw galat.pasienMeninggal(p);

      const pl = await poliAktif(tx, input.poli_uid);
      if (!pl) throw galat.poliTidakAktif();
      const igd = pl.jenis === 'IGD';
      if (input.penjamin === 'BPJS' && !igd && !input.no_rujukan) throw galat.rujukanWajib();
      if (input.penjamin === 'ASURANSI' && input.asuransi_uid) {
        const [a] = await tx
          .select({ uid: asuransi.uid })
          .from(asuransi)
          .where(and(eq(asuransi.uid, input.asuransi_uid), eq(asuransi.status, 'AKTIF')));
        if (!a) throw galat.asuransiTidakAktif();
      }
      const tanggalTeks = formatTanggal(input.tanggal);

      let namaDokter: string | null = null;
      let sesi: Awaited<ReturnType<typeof sesiHari>> = [];
      if (input.dokter_uid) namaDokter = await namaDokterAktif(tx, input.dokter_uid);
      else if (!igd) throw galat.dokterWajib();
      // The IGD takes patients at any hour: no schedule, no quota.
      if (!igd && input.dokter_uid && namaDokter) {
        sesi = await sesiHari(tx, pl.uid, input.dokter_uid, input.tanggal);
        if (!sesi.length)
          throw galat.tidakAdaJadwal(namaDokter, pl.nama, hariDari(input.tanggal), tanggalTeks);
      }

      const nomor = await ambilNomor(tx, kunciNomorAntrian(pl.uid, input.tanggal));

      const [ganda] = await tx
        .select({ nomor_antrian: antrian.nomor_antrian })
        .from(layanan)
        .innerJoin(antrian, eq(antrian.layanan_uid, layanan.uid))
        .where(
          and(
            eq(layanan.pasien_uid, p.uid),
            eq(layanan.poli_uid, pl.uid),
            eq(layanan.tanggal, input.tanggal),
            ne(layanan.status, 'BATAL'),
          ),
        );
      if (ganda) throw galat.sudahTerdaftar(pl.nama, tanggalTeks, ganda.nomor_antrian);

      let jam: { jam_mulai: string; jam_selesai: string } | null = null;
      if (sesi.length && input.dokter_uid && namaDokter) {
        const kuota = sesi.reduce((n, s) => n + s.kuota, 0);
        const terdaftar = await jumlahTerdaftar(tx, pl.uid, input.dokter_uid, input.tanggal);
        if (terdaftar >= kuota) throw galat.kuotaPenuh(namaDokter, pl.nama, tanggalTeks, kuota);
        // The session this patient falls in: sessions fill in order of their start time.
        let kumulatif = 0;
        const s = sesi.find((x) => {
          kumulatif += x.kuota;
          return terdaftar < kumulatif;
        });
        if (s) jam = { jam_mulai: s.jam_mulai, jam_selesai: s.jam_selesai };
      }

      const sekarang = ctx.now();
      const [k] = await tx
        .insert(kunjungan)
        .values({
          pasien_uid: p.uid,
          tanggal: input.tanggal,
          penjamin: input.penjamin,
          asuransi_uid: input.penjamin === 'ASURANSI' ? input.asuransi_uid : null,
          no_kartu: input.penjamin === 'UMUM' ? null : input.no_kartu,
          no_rujukan: input.penjamin === 'BPJS' ? input.no_rujukan : null,
          no_sep: input.penjamin === 'BPJS' ? input.no_sep : null,
          dibuat_oleh: ctx.user?.uid ?? null,
          created_at: sekarang,
          updated_at: sekarang,
        })
        .returning({ uid: kunjungan.uid });
      if (!k) throw new Error('insert kunjungan returned no row');
      const [l] = await tx
        .insert(layanan)
        .values({
          kunjungan_uid: k.uid,
          pasien_uid: p.uid,
          tanggal: input.tanggal,
          poli_uid: pl.uid,
          dokter_uid: input.dokter_uid,
          jenis: jenisKunjunganPoli(pl.jenis).jenis,
          jam_mulai: jam?.jam_mulai ?? null,
          jam_selesai: jam?.jam_selesai ?? null,
          keluhan: input.keluhan,
          created_at: sekarang,
          updated_at: sekarang,
        })
        .returning({ uid: layanan.uid });
      if (!l) throw new Error('insert layanan returned no row');
      const nomorAntrian = formatNomorAntrian(pl.prefix_antrian, nomor);
      await tx.insert(antrian).values({
        layanan_uid: l.uid,
        poli_uid: pl.uid,
        tanggal: input.tanggal,
        nomor,
        nomor_antrian: nomorAntrian,
        kode_tiket: kodeTiketBaru(),
        status_diubah_pada: sekarang,
        created_at: sekarang,
      });
      await catatAktivitas(tx, ctx, {
        aksi: 'pendaftaran.create',
        entitas: 'layanan',
        entitas_id: l.uid,
        keterangan: `Mendaftarkan ${p.no_rm} – ${p.nama} ke ${pl.nama} (${input.tanggal}), antrian ${nomorAntrian}`,
        detail: {
          sesudah: {
            kunjungan_uid: k.uid,
            pasien_uid: p.uid,
            poli_uid: pl.uid,
            dokter_uid: input.dokter_uid,
            tanggal: input.tanggal,
            penjamin: input.penjamin,
            nomor_antrian: nomorAntrian,
          },
        },
      });
      await catatLogPasien(tx, ctx, {
        pasien_uid: p.uid,
        kunjungan_uid: k.uid,
        layanan_uid: l.uid,
        jenis: 'LOG_DATANG',
        ringkasan: `Terdaftar di ${pl.nama}${namaDokter ? ` (${namaDokter})` : ''}, antrian ${nomorAntrian}, penjamin ${input.penjamin}`,
        sumber: 'layanan',
        sumber_uid: l.uid,
      });
      return ambilPendaftaran(tx, l.uid);
    });
  } catch (err) {
    // Saves that raced past the check above (same patient, clinic and day) meet the unique index.
    if (indeksUnikDilanggar(err) === 'layanan_pasien_poli_hari_uq')
      throw galat.sudahTerdaftar('poliklinik ini', formatTanggal(input.tanggal), '-');
    throw err;
  }
}

/** PUT /pendaftaran/:uid/batal: only while the queue entry is still WAITING. */
export async function batalkan(db: Db, ctx: Ctx, uid: string, alasan: string): Promise<Pendaftaran> {
  return db.transaction(async (tx) => {
    const [a] = await tx
      .select({ status: antrian.status, kunjungan_uid: layanan.kunjungan_uid, nomor: antrian.nomor_antrian })
      .from(antrian)
      .innerJoin(layanan, eq(layanan.uid, antrian.layanan_uid))
      .where(eq(antrian.layanan_uid, uid))
      .for('update');
    if (!a) throw galat.pendaftaranTidakDitemukan();
    if (a.status !== 'WAITING') throw galat.tidakBisaDibatalkan(a.status as 'WAITING');
    const sekarang = ctx.now();
    await tx
      .update(antrian)
      .set({ status: 'BATAL', status_diubah_pada: sekarang })
      .where(eq(antrian.layanan_uid, uid));
    await tx.update(layanan).set({ status: 'BATAL', updated_at: sekarang }).where(eq(layanan.uid, uid));
    // The visit ends with its last service: a kunjungan with nothing left is cancelled too.
    const [sisa] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(layanan)
      .where(and(eq(layanan.kunjungan_uid, a.kunjungan_uid), ne(layanan.status, 'BATAL')));
    if (!Number(sisa?.n ?? 0))
      await tx
        .update(kunjungan)
        .set({ status: 'BATAL', alasan_batal: alasan, updated_at: sekarang })
        .where(eq(kunjungan.uid, a.kunjungan_uid));
    const hasil = await ambilPendaftaran(tx, uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'pendaftaran.batal',
      entitas: 'layanan',
      entitas_id: uid,
      keterangan: `Membatalkan pendaftaran ${hasil.pasien.no_rm} – ${hasil.pasien.nama} di ${hasil.poli.nama}, antrian ${a.nomor}: ${alasan}`,
      detail: { sebelum: { status: a.status }, sesudah: { status: 'BATAL', alasan } },
    });
    return hasil;
  });
}
