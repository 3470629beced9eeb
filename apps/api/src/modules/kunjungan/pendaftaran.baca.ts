import {
  jenisKunjunganPoli,
  LABEL_PENJAMIN_KUNJUNGAN,
  namaBergelar,
  type Pendaftaran,
  type PendaftaranListQuery,
} from '@rawat/domain';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern, pageWindow } from '../../platform/paging.ts';
import { akun } from '../akun/akun.tables.ts';
import { asuransi } from '../master/keuangan/keuangan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { pendaftaranTidakDitemukan } from './kunjungan.errors.ts';
import { antrian, kunjungan, layanan } from './kunjungan.tables.ts';

const kolom = {
  uid: layanan.uid,
  kunjungan_uid: layanan.kunjungan_uid,
  tanggal: layanan.tanggal,
  pasien_uid: pasien.uid,
  no_rm: pasien.no_rm,
  pasien_nama: pasien.nama,
  jenis_kelamin: pasien.jenis_kelamin,
  tanggal_lahir: pasien.tanggal_lahir,
  poli_uid: poli.uid,
  poli_nama: poli.nama,
  poli_jenis: poli.jenis,
  dokter_uid: pegawai.uid,
  dokter_nama: pegawai.nama,
  gelar_depan: pegawai.gelar_depan,
  gelar_belakang: pegawai.gelar_belakang,
  jam_mulai: layanan.jam_mulai,
  jam_selesai: layanan.jam_selesai,
  keluhan: layanan.keluhan,
  nomor: antrian.nomor,
  nomor_antrian: antrian.nomor_antrian,
  status: antrian.status,
  kode_tiket: antrian.kode_tiket,
  status_kunjungan: kunjungan.status,
  penjamin: kunjungan.penjamin,
  asuransi_uid: kunjungan.asuransi_uid,
  asuransi_nama: asuransi.nama,
  no_kartu: kunjungan.no_kartu,
  no_rujukan: kunjungan.no_rujukan,
  no_sep: kunjungan.no_sep,
  alasan_batal: kunjungan.alasan_batal,
  dibuat_oleh_nama: akun.nama,
  created_at: layanan.created_at,
};

function pilih(db: DbOrTx) {
  return db
    .select(kolom)
    .from(layanan)
    .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
    .innerJoin(antrian, eq(antrian.layanan_uid, layanan.uid))
    .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .leftJoin(asuransi, eq(asuransi.uid, kunjungan.asuransi_uid))
    .leftJoin(akun, eq(akun.uid, kunjungan.dibuat_oleh));
}

type Baris = Awaited<ReturnType<ReturnType<typeof pilih>['execute']>>[number];

function keDto(r: Baris): Pendaftaran {
  const jenis = jenisKunjunganPoli(r.poli_jenis);
  const penjamin = r.penjamin;
  return {
    uid: r.uid,
    kunjungan_uid: r.kunjungan_uid,
    tanggal: r.tanggal,
    pasien: {
      uid: r.pasien_uid,
      no_rm: r.no_rm,
      nama: r.pasien_nama,
      jenis_kelamin: r.jenis_kelamin,
      tanggal_lahir: r.tanggal_lahir,
    },
    poli: { uid: r.poli_uid, nama: r.poli_nama, jenis: r.poli_jenis },
    jenis_kunjungan: jenis.jenis,
    jenis_kunjungan_label: jenis.label,
    dokter:
      r.dokter_uid && r.dokter_nama
        ? {
            uid: r.dokter_uid,
            nama: namaBergelar({
              nama: r.dokter_nama,
              gelar_depan: r.gelar_depan,
              gelar_belakang: r.gelar_belakang,
            }),
          }
        : null,
    jam_mulai: r.jam_mulai,
    jam_selesai: r.jam_selesai,
    nomor: r.nomor,
    nomor_antrian: r.nomor_antrian,
    status: r.status,
    status_kunjungan: r.status_kunjungan,
    penjamin,
    penjamin_label:
      penjamin === 'ASURANSI' && r.asuransi_nama ? r.asuransi_nama : LABEL_PENJAMIN_KUNJUNGAN[penjamin],
    asuransi_uid: r.asuransi_uid,
    no_kartu: r.no_kartu,
    no_rujukan: r.no_rujukan,
    no_sep: r.no_sep,
    keluhan: r.keluhan,
    kode_tiket: r.kode_tiket,
    alasan_batal: r.alasan_batal,
    dibuat_oleh_nama: r.dibuat_oleh_nama,
    created_at: r.created_at.toISOString(),
  };
}

/** One registration by its layanan uid. */
export async function ambilPendaftaran(db: DbOrTx, uid: string): Promise<Pendaftaran> {
  const [row] = await pilih(db).where(eq(layanan.uid, uid)).limit(1);
  if (!row) throw pendaftaranTidakDitemukan();
  return keDto(row);
}

/**
 * The count beside the page, joining only what the filters read: every layanan has its visit and
 * its patient (foreign keys), so those joins change no count, while a lookup per row of a day's
 * 3,000 registrations was most of the list's time. The queue row stays: a stay has none.
 */
function hitung(db: DbOrTx, q: PendaftaranListQuery, where: SQL | undefined) {
  let n = db
    .select({ n: sql<number>`count(*)::int` })
    .from(layanan)
    .innerJoin(antrian, eq(antrian.layanan_uid, layanan.uid))
    .$dynamic();
  if (q.status_kunjungan) n = n.innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid));
  if (q.search) n = n.innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid));
  return n.where(where);
}

/** GET /pendaftaran: newest first; search by patient name, No. RM or queue number. */
export async function listPendaftaran(
  db: DbOrTx,
  q: PendaftaranListQuery,
): Promise<{ rows: Pendaftaran[]; total: number }> {
  const syarat: SQL[] = [];
  if (q.tanggal) syarat.push(eq(layanan.tanggal, q.tanggal));
  if (q.poli) syarat.push(eq(layanan.poli_uid, q.poli));
  if (q.dokter) syarat.push(eq(layanan.dokter_uid, q.dokter));
  if (q.status) syarat.push(eq(antrian.status, q.status));
  if (q.status_kunjungan) syarat.push(eq(kunjungan.status, q.status_kunjungan));
  if (q.kunjungan) syarat.push(eq(layanan.kunjungan_uid, q.kunjungan));
  if (q.search) {
    const pola = likePattern(q.search);
    const cari = or(
      ilike(pasien.nama, pola),
      ilike(pasien.no_rm, `${q.search.replace(/[\\%_]/g, '')}%`),
      ilike(antrian.nomor_antrian, pola),
    );
    if (cari) syarat.push(cari);
  }
  const where = syarat.length ? and(...syarat) : undefined;
  const { limit, offset } = pageWindow(q);
  let query = pilih(db)
    .where(where)
    .orderBy(desc(layanan.tanggal), desc(layanan.created_at))
    .offset(offset)
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  const [rows, [jumlah]] = await Promise.all([query, hitung(db, q, where)]);
  return { rows: rows.map(keDto), total: Number(jumlah?.n ?? 0) };
}
