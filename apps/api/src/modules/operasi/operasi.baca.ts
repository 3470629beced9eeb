import {
  type BagianChecklist,
  type CatatanAnestesi,
  type LaporanOperasiDetail,
  type LayananOperasi,
  namaBergelar,
  type OperasiDetail,
  type OperasiRingkas,
  type PraAnestesi,
  type ReferensiOperasi,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, gte, ilike, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { transaksi } from '../kasir/kasir.tables.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { perawatanInap } from '../kunjungan/rawat-inap.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { dokter, pegawai } from '../master/sdm/sdm.tables.ts';
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { tindakanLayanan } from '../pelayanan/pelayanan.tables.ts';
import { operasiTidakDitemukan } from './operasi.errors.ts';
import {
  kamarOperasi,
  laporanOperasi,
  operasi,
  operasiCatatan,
  operasiChecklist,
  operasiRiwayat,
  operasiTagihan,
} from './operasi.tables.ts';

const op = alias(pegawai, 'op');
const asis = alias(pegawai, 'asis');
const anes = alias(pegawai, 'anes');
const asalPoli = alias(poli, 'asal_poli');

const nama = (p: { uid: string | null; nama: string | null; gd: string | null; gb: string | null } | null) =>
  p?.uid && p.nama
    ? { uid: p.uid, nama: namaBergelar({ nama: p.nama, gelar_depan: p.gd, gelar_belakang: p.gb }) }
    : null;
const kolomOrang = (t: typeof op | typeof asis | typeof anes) => ({
  uid: t.uid,
  nama: t.nama,
  gd: t.gelar_depan,
  gb: t.gelar_belakang,
});

/** Operations with what the board and the detail show, filtered by `where`. */
async function ringkas(db: DbOrTx, where: SQL | undefined): Promise<(OperasiRingkas & { _l: string })[]> {
  const rows = await db
    .select({
      uid: operasi.uid,
      kode_booking: operasi.kode_booking,
      status: operasi.status,
      urgensi: operasi.urgensi,
      mulai: operasi.mulai,
      selesai_rencana: operasi.selesai_rencana,
      kamar: { uid: kamarOperasi.uid, nama: kamarOperasi.nama },
      pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
      op: kolomOrang(op),
      asis: kolomOrang(asis),
      anes: kolomOrang(anes),
      jenis_anestesi: operasi.jenis_anestesi,
      tindakan: { uid: tindakan.uid, kode: tindakan.kode, nama: tindakan.nama, golongan: tindakan.golongan },
      prosedur: operasi.prosedur,
      diagnosis: operasi.diagnosis,
      layanan_uid: operasi.layanan_uid,
      asal: asalPoli.nama,
    })
    .from(operasi)
    .innerJoin(kamarOperasi, eq(kamarOperasi.uid, operasi.kamar_operasi_uid))
    .innerJoin(pasien, eq(pasien.uid, operasi.pasien_uid))
    .innerJoin(op, eq(op.uid, operasi.operator_uid))
    .leftJoin(asis, eq(asis.uid, operasi.asisten_uid))
    .leftJoin(anes, eq(anes.uid, operasi.anestesi_uid))
    .innerJoin(tindakan, eq(tindakan.uid, operasi.tindakan_uid))
    .innerJoin(layanan, eq(layanan.uid, operasi.layanan_uid))
    .innerJoin(asalPoli, eq(asalPoli.uid, layanan.poli_uid))
    .where(where)
    .orderBy(asc(operasi.mulai), asc(kamarOperasi.kode));
  return rows.map((r) => ({
    uid: r.uid,
    kode_booking: r.kode_booking,
    status: r.status,
    urgensi: r.urgensi,
    mulai: r.mulai.toISOString(),
    selesai_rencana: r.selesai_rencana.toISOString(),
    durasi_menit: Math.round((r.selesai_rencana.getTime() - r.mulai.getTime()) / 60_000),
    kamar: r.kamar,
    pasien: r.pasien,
    operator: nama(r.op) ?? { uid: '', nama: '' },
    asisten: nama(r.asis),
    anestesi: nama(r.anes),
    jenis_anestesi: r.jenis_anestesi,
    tindakan: r.tindakan,
    prosedur: r.prosedur,
    diagnosis: r.diagnosis,
    layanan_uid: r.layanan_uid,
    asal: r.asal,
    _l: r.layanan_uid,
  }));
}

/** The board: operations starting within [dari, sampai] (WIB days), cancelled ones included. */
export async function papanOperasi(
  db: DbOrTx,
  q: { dari: string; sampai: string; kamar_uid?: string | undefined },
): Promise<OperasiRingkas[]> {
  const awal = new Date(`${q.dari}T00:00:00+07:00`);
  const akhir = new Date(new Date(`${q.sampai}T00:00:00+07:00`).getTime() + 86_400_000);
  const rows = await ringkas(
    db,
    and(
      gte(operasi.mulai, awal),
      lt(operasi.mulai, akhir),
      q.kamar_uid ? eq(operasi.kamar_operasi_uid, q.kamar_uid) : undefined,
    ),
  );
  return rows.map(({ _l, ...r }) => r);
}

/** One operation with its history, checklist, anaesthesia notes, report and charges. */
export async function detailOperasi(db: DbOrTx, uid: string): Promise<OperasiDetail> {
  const [r] = await ringkas(db, eq(operasi.uid, uid));
  if (!r) throw operasiTidakDitemukan();
  const { _l, ...dasar } = r;
  const [lain] = await db
    .select({
      catatan: operasi.catatan,
      alasan_batal: operasi.alasan_batal,
      dimulai_pada: operasi.dimulai_pada,
      diselesaikan_pada: operasi.diselesaikan_pada,
    })
    .from(operasi)
    .where(eq(operasi.uid, uid));
  const riwayat = await db
    .select()
    .from(operasiRiwayat)
    .where(eq(operasiRiwayat.operasi_uid, uid))
    .orderBy(asc(operasiRiwayat.pada));
  const checklist = await db.select().from(operasiChecklist).where(eq(operasiChecklist.operasi_uid, uid));
  const catatan = await db.select().from(operasiCatatan).where(eq(operasiCatatan.operasi_uid, uid));
  const [lap] = await db.select().from(laporanOperasi).where(eq(laporanOperasi.operasi_uid, uid));
  const tagihan = await db
    .select({ nama: transaksi.nama, total: transaksi.total, pelaksana: kolomOrang(op) })
    .from(operasiTagihan)
    .innerJoin(tindakanLayanan, eq(tindakanLayanan.uid, operasiTagihan.tindakan_layanan_uid))
    .innerJoin(
      transaksi,
      and(
        eq(transaksi.sumber, 'tindakan_layanan'),
        eq(transaksi.sumber_uid, tindakanLayanan.uid),
        sql`${transaksi.membalik_uid} is null`,
      ),
    )
    .leftJoin(op, eq(op.uid, tindakanLayanan.pelaksana_uid))
    .where(eq(operasiTagihan.operasi_uid, uid))
    .orderBy(asc(operasiTagihan.created_at), asc(transaksi.nama));
  const urut: BagianChecklist[] = ['SIGN_IN', 'TIME_OUT', 'SIGN_OUT'];
  const cat = (jenis: 'PRA_ANESTESI' | 'ANESTESI') => catatan.find((c) => c.jenis === jenis);
  const pra = cat('PRA_ANESTESI');
  const anestesi = cat('ANESTESI');
  return {
    ...dasar,
    catatan: lain?.catatan ?? null,
    alasan_batal: lain?.alasan_batal ?? null,
    dimulai_pada: lain?.dimulai_pada?.toISOString() ?? null,
    diselesaikan_pada: lain?.diselesaikan_pada?.toISOString() ?? null,
    riwayat: riwayat.map((x) => ({
      dari: x.dari,
      ke: x.ke,
      alasan: x.alasan,
      oleh: x.nama_petugas,
      pada: x.pada.toISOString(),
    })),
    checklist: checklist
      .sort((a, b) => urut.indexOf(a.bagian) - urut.indexOf(b.bagian))
      .map((c) => ({
        bagian: c.bagian,
        jawaban: c.jawaban,
        catatan: c.catatan,
        oleh: c.nama_petugas,
        pada: c.pada.toISOString(),
      })),
    pra_anestesi: pra
      ? { isi: pra.isi as unknown as PraAnestesi, oleh: pra.nama_petugas, pada: pra.pada.toISOString() }
      : null,
    catatan_anestesi: anestesi
      ? {
          isi: anestesi.isi as unknown as CatatanAnestesi,
          oleh: anestesi.nama_petugas,
          pada: anestesi.pada.toISOString(),
        }
      : null,
    laporan: lap
      ? {
          uid: lap.uid,
          status: lap.status,
          nomor: lap.nomor,
          isi: lap.isi as unknown as LaporanOperasiDetail['isi'],
          ditulis_oleh: lap.nama_penulis,
          difinalkan_pada: lap.difinalkan_pada?.toISOString() ?? null,
        }
      : null,
    tagihan: tagihan.map((t) => ({
      nama: t.nama,
      total: Number(t.total),
      pelaksana: nama(t.pelaksana)?.nama ?? null,
    })),
  };
}

/** The theatres, the active doctors and the active operative tariff items, for the schedule form. */
export async function referensiOperasi(db: DbOrTx): Promise<ReferensiOperasi> {
  const kamar = await db
    .select({ uid: kamarOperasi.uid, kode: kamarOperasi.kode, nama: kamarOperasi.nama })
    .from(kamarOperasi)
    .where(eq(kamarOperasi.aktif, true))
    .orderBy(asc(kamarOperasi.kode));
  const dok = await db
    .select({ uid: pegawai.uid, nama: pegawai.nama, gd: pegawai.gelar_depan, gb: pegawai.gelar_belakang })
    .from(dokter)
    .innerJoin(pegawai, eq(pegawai.uid, dokter.pegawai_uid))
    .where(eq(pegawai.status, 'AKTIF'))
    .orderBy(asc(pegawai.nama));
  const tin = await db
    .select({
      uid: tindakan.uid,
      kode: tindakan.kode,
      nama: tindakan.nama,
      golongan: tindakan.golongan,
      kode_icd9: tindakan.kode_icd9,
    })
    .from(tindakan)
    .where(and(eq(tindakan.kategori, 'TINDAKAN_OPERATIF'), eq(tindakan.status, 'AKTIF')))
    .orderBy(asc(tindakan.nama));
  return {
    kamar,
    dokter: dok.map((d) => ({
      uid: d.uid,
      nama: namaBergelar({ nama: d.nama, gelar_depan: d.gd, gelar_belakang: d.gb }),
    })),
    tindakan: tin,
  };
}

/** How far from today a clinic or IGD visit may lie to book an operation from it (days). */
const HARI_KUNJUNGAN = 7;

/**
 * The patients' layanan an operation may be booked from: a stay still in, or a clinic or IGD
 * layanan of this week (either side of today) not cancelled, found by name or No. RM.
 */
export async function cariLayananOperasi(db: DbOrTx, ctx: Ctx, cari: string): Promise<LayananOperasi[]> {
  const hariIni = toJakartaIsoDate(ctx.now());
  const geser = (t: string, hari: number) =>
    new Date(Date.parse(`${t}T00:00:00Z`) + hari * 86_400_000).toISOString().slice(0, 10);
  const pola = `%${cari.replaceAll('%', '').replaceAll('_', '')}%`;
  const rows = await db
    .select({
      layanan_uid: layanan.uid,
      jenis: layanan.jenis,
      tanggal: layanan.tanggal,
      unit: poli.nama,
      pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
      inap: perawatanInap.status,
    })
    .from(layanan)
    .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .leftJoin(perawatanInap, eq(perawatanInap.layanan_uid, layanan.uid))
    .where(
      and(
        or(ilike(pasien.nama, pola), eq(pasien.no_rm, cari)),
        ne(layanan.status, 'BATAL'),
        or(
          eq(perawatanInap.status, 'DIRAWAT'),
          and(
            inArray(layanan.jenis, ['RAWAT_JALAN', 'GAWAT_DARURAT']),
            gte(layanan.tanggal, geser(hariIni, -HARI_KUNJUNGAN)),
            lte(layanan.tanggal, geser(hariIni, HARI_KUNJUNGAN)),
          ),
        ),
      ),
    )
    .orderBy(asc(pasien.nama))
    .limit(20);
  return rows.map(({ inap: _i, ...r }) => r);
}
