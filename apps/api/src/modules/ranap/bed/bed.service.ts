import {
  type BedPapan,
  type BedRiwayat,
  type DepositPerKelas,
  type DepositPerKelasInput,
  type HitungBed,
  type ItemHarianTarif,
  JENIS_RUANGAN,
  type JenisRuangan,
  KELAS_RANAP,
  type KelasRanap,
  type KetersediaanBed,
  type KetersediaanRuang,
  LABEL_STATUS_BED,
  namaBergelar,
  nomorHariJakarta,
  type PapanBed,
  PINDAH_STATUS_BED_MANUAL,
  type RuanganPapan,
  type StatusBed,
  type StatusBedInput,
} from '@rawat/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { akun } from '../../akun/akun.tables.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap, ranapDepositKelas, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { bed, bedRiwayat, itemHarian, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { alasanRusakWajib, bedTidakDitemukan, statusBedTidakBoleh } from './bed.errors.ts';
import { ubahStatusBed } from './bed-status.ts';

// --- Manual status -----------------------------------------------------------------------------

/**
 * PUT /ranap/bed/:uid/status: the moves a nurse or bed manager makes by hand (cleaned → ready,
 * out of order and back). TERISI and DIPESAN are admission's, transfer's and discharge's alone
 * (409 ranap.status_bed_tidak_boleh). Writes bed_riwayat (through ubahStatusBed) and an audit row.
 */
export async function ubahStatusManual(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: StatusBedInput,
): Promise<BedPapan> {
  if (input.status === 'RUSAK' && !input.alasan) throw alasanRusakWajib();
  return db.transaction(async (tx) => {
    const [b] = await tx
      .select({ uid: bed.uid, status: bed.status, no_bed: bed.no_bed, no_kamar: kamar.no_kamar })
      .from(bed)
      .innerJoin(kamar, eq(kamar.uid, bed.kamar_uid))
      .where(eq(bed.uid, uid))
      .for('update', { of: bed });
    if (!b) throw bedTidakDitemukan();
    if (!PINDAH_STATUS_BED_MANUAL[b.status].includes(input.status))
      throw statusBedTidakBoleh(b.status, input.status);
    await ubahStatusBed(tx, ctx, b.uid, input.status, { alasan: input.alasan, dari: [b.status] });
    await catatAktivitas(tx, ctx, {
      aksi: 'bed.status',
      entitas: 'bed',
      entitas_id: b.uid,
      keterangan: `Bed ${b.no_kamar}/${b.no_bed}: ${LABEL_STATUS_BED[b.status]} → ${LABEL_STATUS_BED[input.status]}${
        input.alasan ? ` (${input.alasan})` : ''
      }`,
      detail: { sebelum: { status: b.status }, sesudah: { status: input.status, alasan: input.alasan } },
    });
    return {
      uid: b.uid,
      no_bed: b.no_bed,
      status: input.status,
      status_sejak: ctx.now().toISOString(),
      penghuni: null,
    };
  });
}

/** GET /ranap/bed/:uid/riwayat: every status change of a bed, newest first. */
export async function riwayatBed(db: DbOrTx, uid: string): Promise<BedRiwayat[]> {
  const [b] = await db.select({ uid: bed.uid }).from(bed).where(eq(bed.uid, uid));
  if (!b) throw bedTidakDitemukan();
  const rows = await db
    .select({
      uid: bedRiwayat.uid,
      status_lama: bedRiwayat.status_lama,
      status_baru: bedRiwayat.status_baru,
      alasan: bedRiwayat.alasan,
      perawatan_inap_uid: bedRiwayat.perawatan_inap_uid,
      oleh: akun.nama,
      created_at: bedRiwayat.created_at,
    })
    .from(bedRiwayat)
    .leftJoin(akun, eq(akun.uid, bedRiwayat.dibuat_oleh))
    .where(eq(bedRiwayat.bed_uid, uid))
    .orderBy(desc(bedRiwayat.created_at), desc(bedRiwayat.uid))
    .limit(200);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

// --- The board ---------------------------------------------------------------------------------

const nol = (): HitungBed => ({ kapasitas: 0, kosong: 0, terisi: 0, dipesan: 0, dibersihkan: 0, rusak: 0 });
const KOLOM: Record<StatusBed, keyof HitungBed> = {
  KOSONG: 'kosong',
  TERISI: 'terisi',
  DIPESAN: 'dipesan',
  DIBERSIHKAN: 'dibersihkan',
  RUSAK: 'rusak',
};
function tambah(h: HitungBed, status: StatusBed) {
  h.kapasitas += 1;
  h[KOLOM[status]] += 1;
}

/** Active beds of active rooms of active wards, with the open segment's stay where there is one. */
async function bedAktif(db: DbOrTx, filter: { ruangan_uid?: string; kelas?: KelasRanap }) {
  const syarat = [eq(ruangan.status, 'AKTIF'), eq(kamar.aktif, true), eq(bed.aktif, true)];
  if (filter.ruangan_uid) syarat.push(eq(ruangan.uid, filter.ruangan_uid));
  if (filter.kelas) syarat.push(eq(ruangan.kelas, filter.kelas));
  return db
    .select({
      ruangan: {
        uid: ruangan.uid,
        kode: ruangan.kode,
        nama: ruangan.nama,
        jenis: ruangan.jenis,
        kelas: ruangan.kelas,
        lantai: ruangan.lantai,
      },
      kamar: { uid: kamar.uid, no_kamar: kamar.no_kamar, jenis_kelamin: kamar.jenis_kelamin },
      bed: {
        uid: bed.uid,
        no_bed: bed.no_bed,
        status: bed.status,
        status_diubah_pada: bed.status_diubah_pada,
      },
      stay: {
        layanan_uid: perawatanInap.layanan_uid,
        perawatan_inap_uid: perawatanInap.uid,
        masuk_pada: perawatanInap.masuk_pada,
      },
      pasien: {
        uid: pasien.uid,
        nama: pasien.nama,
        no_rm: pasien.no_rm,
        jenis_kelamin: pasien.jenis_kelamin,
        tanggal_lahir: pasien.tanggal_lahir,
      },
      dpjp: { nama: pegawai.nama, gelar_depan: pegawai.gelar_depan, gelar_belakang: pegawai.gelar_belakang },
      penjamin: kunjungan.penjamin,
    })
    .from(bed)
    .innerJoin(kamar, eq(kamar.uid, bed.kamar_uid))
    .innerJoin(ruangan, eq(ruangan.uid, bed.ruangan_uid))
    .leftJoin(rawatInap, and(eq(rawatInap.bed_uid, bed.uid), isNull(rawatInap.keluar_pada)))
    .leftJoin(perawatanInap, eq(perawatanInap.uid, rawatInap.perawatan_inap_uid))
    .leftJoin(pasien, eq(pasien.uid, rawatInap.pasien_uid))
    .leftJoin(layanan, eq(layanan.uid, perawatanInap.layanan_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .leftJoin(kunjungan, eq(kunjungan.uid, perawatanInap.kunjungan_uid))
    .where(and(...syarat))
    .orderBy(asc(ruangan.nama), asc(ruangan.uid));
}

const urutAlami = (a: string, b: string) => a.localeCompare(b, 'id', { numeric: true });

/**
 * GET /ranap/bed-board: every active ward with its rooms and beds; an occupied bed shows its
 * patient, DPJP, payer and day of stay (admission day = day 1, Jakarta calendar). One query; the
 * counts per class, per ward and in total are tallied from it.
 */
export async function papanBed(
  db: DbOrTx,
  ctx: Ctx,
  filter: { ruangan_uid?: string; kelas?: KelasRanap },
): Promise<PapanBed> {
  const rows = await bedAktif(db, filter);
  const hariIni = nomorHariJakarta(ctx.now());
  const perRuangan = new Map<string, RuanganPapan>();
  const kamarDari = new Map<string, RuanganPapan['kamar'][number]>();
  const perKelas = new Map<KelasRanap, HitungBed>();
  const perUnit = new Map<JenisRuangan, HitungBed>();
  const total = nol();
  for (const r of rows) {
    let w = perRuangan.get(r.ruangan.uid);
    if (!w) {
      w = { ...r.ruangan, hitung: nol(), kamar: [] };
      perRuangan.set(r.ruangan.uid, w);
    }
    let k = kamarDari.get(r.kamar.uid);
    if (!k) {
      const jk = r.kamar.jenis_kelamin;
      k = {
        uid: r.kamar.uid,
        no_kamar: r.kamar.no_kamar,
        jenis_kelamin: jk === 'L' || jk === 'P' ? jk : null,
        bed: [],
      };
      kamarDari.set(r.kamar.uid, k);
      w.kamar.push(k);
    }
    const stay = r.stay && r.pasien ? { ...r.stay, pasien: r.pasien } : null;
    k.bed.push({
      uid: r.bed.uid,
      no_bed: r.bed.no_bed,
      status: r.bed.status,
      status_sejak: r.bed.status_diubah_pada.toISOString(),
      penghuni: stay
        ? {
            layanan_uid: stay.layanan_uid,
            perawatan_inap_uid: stay.perawatan_inap_uid,
            pasien_uid: stay.pasien.uid,
            nama: stay.pasien.nama,
            no_rm: stay.pasien.no_rm,
            jenis_kelamin: stay.pasien.jenis_kelamin,
            tanggal_lahir: stay.pasien.tanggal_lahir,
            dpjp: r.dpjp ? namaBergelar(r.dpjp) : null,
            penjamin: r.penjamin ?? 'UMUM',
            masuk_pada: stay.masuk_pada.toISOString(),
            hari_ke: Math.max(1, hariIni - nomorHariJakarta(stay.masuk_pada) + 1),
          }
        : null,
    });
    tambah(w.hitung, r.bed.status);
    tambah(total, r.bed.status);
    if (r.ruangan.jenis === 'BANGSAL') {
      const kls = perKelas.get(r.ruangan.kelas) ?? nol();
      tambah(kls, r.bed.status);
      perKelas.set(r.ruangan.kelas, kls);
    } else {
      const unit = perUnit.get(r.ruangan.jenis) ?? nol();
      tambah(unit, r.bed.status);
      perUnit.set(r.ruangan.jenis, unit);
    }
  }
  const ruanganList = [...perRuangan.values()].sort((a, b) => urutAlami(a.nama, b.nama));
  for (const w of ruanganList) {
    w.kamar.sort((a, b) => urutAlami(a.no_kamar, b.no_kamar));
    for (const k of w.kamar) k.bed.sort((a, b) => urutAlami(a.no_bed, b.no_bed));
  }
  return {
    per_kelas: KELAS_RANAP.filter((k) => perKelas.has(k)).map((kelas) => ({
      kelas,
      ...(perKelas.get(kelas) ?? nol()),
    })),
    per_unit_khusus: JENIS_RUANGAN.filter((j) => perUnit.has(j)).map((jenis) => ({
      jenis,
      ...(perUnit.get(jenis) ?? nol()),
    })),
    total,
    ruangan: ruanganList,
  };
}

// --- Public availability (BPJS Aplicares) --------------------------------------------------------

/**
 * The class codes of BPJS's bed-availability reference (Aplicares ref/kelas) for our wards: an
 * ordinary ward by its class, a special unit by its kind.
 */
export const KODE_KELAS_APLICARES: Record<KelasRanap, string> &
  Record<Exclude<JenisRuangan, 'BANGSAL'>, string> = {
  KELAS_3: 'KL3',
  KELAS_2: 'KL2',
  KELAS_1: 'KL1',
  VIP: 'VIP',
  VVIP: 'VVP',
  ICU: 'ICU',
  HCU: 'HCU',
  NICU: 'NIC',
  PICU: 'PIC',
  ISOLASI: 'ISO',
};

/**
 * GET /ranap/ketersediaan-bed (public): per active ward its capacity and free beds (KOSONG), free
 * beds split by the room's sex (men only, women only, mixed), and a total per class code. Counts
 * only: no patient, no bed number.
 */
export async function ketersediaanBed(db: DbOrTx, ctx: Ctx): Promise<KetersediaanBed> {
  const kosong = sql<number>`count(*) filter (where ${bed.status} = 'KOSONG')::int`;
  const rows = await db
    .select({
      kode: ruangan.kode,
      nama: ruangan.nama,
      jenis: ruangan.jenis,
      kelas: ruangan.kelas,
      kapasitas: sql<number>`count(*)::int`,
      tersedia: kosong,
      pria: sql<number>`count(*) filter (where ${bed.status} = 'KOSONG' and ${kamar.jenis_kelamin} = 'L')::int`,
      wanita: sql<number>`count(*) filter (where ${bed.status} = 'KOSONG' and ${kamar.jenis_kelamin} = 'P')::int`,
      campur: sql<number>`count(*) filter (where ${bed.status} = 'KOSONG' and ${kamar.jenis_kelamin} is null)::int`,
    })
    .from(bed)
    .innerJoin(kamar, eq(kamar.uid, bed.kamar_uid))
    .innerJoin(ruangan, eq(ruangan.uid, bed.ruangan_uid))
    .where(and(eq(ruangan.status, 'AKTIF'), eq(kamar.aktif, true), eq(bed.aktif, true)))
    .groupBy(ruangan.uid, ruangan.kode, ruangan.nama, ruangan.jenis, ruangan.kelas)
    .orderBy(asc(ruangan.kode));
  const ruang: KetersediaanRuang[] = rows.map((r) => ({
    kodekelas: r.jenis === 'BANGSAL' ? KODE_KELAS_APLICARES[r.kelas] : KODE_KELAS_APLICARES[r.jenis],
    koderuang: r.kode,
    namaruang: r.nama,
    kapasitas: Number(r.kapasitas),
    tersedia: Number(r.tersedia),
    tersediapria: Number(r.pria),
    tersediawanita: Number(r.wanita),
    tersediapriawanita: Number(r.campur),
  }));
  const total = new Map<string, KetersediaanBed['total_kelas'][number]>();
  for (const r of ruang) {
    const t = total.get(r.kodekelas) ?? {
      kodekelas: r.kodekelas,
      kapasitas: 0,
      tersedia: 0,
      tersediapria: 0,
      tersediawanita: 0,
      tersediapriawanita: 0,
    };
    t.kapasitas += r.kapasitas;
    t.tersedia += r.tersedia;
    t.tersediapria += r.tersediapria;
    t.tersediawanita += r.tersediawanita;
    t.tersediapriawanita += r.tersediapriawanita;
    total.set(r.kodekelas, t);
  }
  return { diperbarui_pada: ctx.now().toISOString(), ruang, total_kelas: [...total.values()] };
}

// --- Daily care items and deposits ---------------------------------------------------------------

export async function daftarItemHarian(db: DbOrTx): Promise<ItemHarianTarif[]> {
  const rows = await db
    .select({
      uid: itemHarian.uid,
      kode: itemHarian.kode,
      nama: itemHarian.nama,
      jenis: itemHarian.jenis,
      jenis_ruangan: itemHarian.jenis_ruangan,
    })
    .from(itemHarian)
    .where(eq(itemHarian.status, 'AKTIF'))
    .orderBy(sql`${itemHarian.jenis_ruangan} nulls first`, asc(itemHarian.jenis));
  return rows;
}

/** The deposit per class; a class never set reads 0. */
export async function daftarDeposit(db: DbOrTx): Promise<DepositPerKelas[]> {
  const rows = await db.select().from(ranapDepositKelas);
  const per = new Map(rows.map((r) => [r.kelas, r]));
  return KELAS_RANAP.map((kelas) => {
    const r = per.get(kelas);
    return { kelas, jumlah: r?.jumlah ?? 0, updated_at: r?.updated_at.toISOString() ?? null };
  });
}

export async function aturDeposit(db: Db, ctx: Ctx, input: DepositPerKelasInput): Promise<DepositPerKelas[]> {
  await db.transaction(async (tx) => {
    const sebelum = Object.fromEntries((await daftarDeposit(tx)).map((d) => [d.kelas, d.jumlah]));
    for (const d of input.deposit) {
      await tx
        .insert(ranapDepositKelas)
        .values({
          kelas: d.kelas,
          jumlah: d.jumlah,
          diubah_oleh: ctx.user?.uid ?? null,
          updated_at: ctx.now(),
        })
        .onConflictDoUpdate({
          target: ranapDepositKelas.kelas,
          set: { jumlah: d.jumlah, diubah_oleh: ctx.user?.uid ?? null, updated_at: ctx.now() },
        });
    }
    await catatAktivitas(tx, ctx, {
      aksi: 'ranap_deposit_kelas.set',
      entitas: 'ranap_deposit_kelas',
      keterangan: 'Mengatur deposit rawat inap per kelas',
      detail: {
        sebelum,
        sesudah: Object.fromEntries(input.deposit.map((d) => [d.kelas, d.jumlah])),
      },
    });
  });
  return daftarDeposit(db);
}
