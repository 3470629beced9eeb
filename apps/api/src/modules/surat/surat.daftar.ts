import {
  type IsiSurat,
  isiSuratSchema,
  type JenisKunjungan,
  type JenisSurat,
  type KelompokSurat,
  type KunjunganSurat,
  LABEL_PENJAMIN_KUNJUNGAN,
  type ListEnvelope,
  namaBergelar,
  type PagingQuery,
  type PenjaminKunjungan,
  ringkasanSurat,
  type StatusSurat,
  type SuratListQuery,
  type SuratRingkas,
} from '@rawat/domain';
import { and, count, desc, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bersamaan, type DbOrTx } from '../../db/client.ts';
import { envelope, likePattern, pageWindow } from '../../platform/paging.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { diagnosis } from '../pelayanan/pelayanan.tables.ts';
import { surat } from './surat.tables.ts';

function saringan(q: SuratListQuery & { layanan_uid?: string }): SQL | undefined {
  const cari = q.search?.trim();
  return and(
    q.kelompok ? eq(surat.kelompok, q.kelompok) : undefined,
    q.jenis ? eq(surat.jenis, q.jenis) : undefined,
    q.status ? eq(surat.status, q.status) : undefined,
    q.tanggal_dari ? gte(surat.tanggal, q.tanggal_dari) : undefined,
    q.tanggal_sampai ? lte(surat.tanggal, q.tanggal_sampai) : undefined,
    q.layanan_uid ? eq(surat.layanan_uid, q.layanan_uid) : undefined,
    cari
      ? or(
          ilike(pasien.nama, likePattern(cari)),
          eq(pasien.no_rm, cari),
          ilike(surat.nomor, likePattern(cari)),
        )
      : undefined,
  );
}

const penanda = alias(pegawai, 'penanda');

/** A stored `isi` that no longer reads (a kind's fields changed since) still lists, without a summary. */
function ringkas(isi: unknown): string {
  const r = isiSuratSchema.safeParse(isi);
  return r.success ? ringkasanSurat(r.data as IsiSurat) : '-';
}

/** GET /surat: letters, newest change first, for the three list pages (and one visit's letters). */
export async function daftarSurat(
  db: DbOrTx,
  q: SuratListQuery & { layanan_uid?: string },
): Promise<ListEnvelope<SuratRingkas>> {
  const where = saringan(q);
  const { limit, offset } = pageWindow(q);
  const [rows, [jumlah]] = await bersamaan(db, [
    () => {
      const q2 = db
        .select({
          uid: surat.uid,
          kelompok: surat.kelompok,
          jenis: surat.jenis,
          status: surat.status,
          tanggal: surat.tanggal,
          nomor: surat.nomor,
          versi: surat.versi,
          mengganti_uid: surat.mengganti_uid,
          isi: surat.isi,
          diubah_pada: surat.diubah_pada,
          pasien_uid: pasien.uid,
          no_rm: pasien.no_rm,
          nama: pasien.nama,
          pen: {
            nama: penanda.nama,
            gelar_depan: penanda.gelar_depan,
            gelar_belakang: penanda.gelar_belakang,
          },
          poli: poli.nama,
        })
        .from(surat)
        .innerJoin(pasien, eq(pasien.uid, surat.pasien_uid))
        .innerJoin(penanda, eq(penanda.uid, surat.pegawai_uid))
        .leftJoin(layanan, eq(layanan.uid, surat.layanan_uid))
        .leftJoin(poli, eq(poli.uid, layanan.poli_uid))
        .where(where)
        .orderBy(desc(surat.diubah_pada), desc(surat.uid))
        .offset(offset)
        .$dynamic();
      return limit === undefined ? q2 : q2.limit(limit);
    },
    () =>
      db.select({ n: count() }).from(surat).innerJoin(pasien, eq(pasien.uid, surat.pasien_uid)).where(where),
  ] as const);
  return envelope(
    rows.map((r) => ({
      uid: r.uid,
      kelompok: r.kelompok as KelompokSurat,
      jenis: r.jenis as JenisSurat,
      status: r.status as StatusSurat,
      tanggal: r.tanggal,
      nomor: r.nomor,
      versi: r.versi,
      mengganti_uid: r.mengganti_uid,
      pasien: { uid: r.pasien_uid, no_rm: r.no_rm, nama: r.nama },
      penanda: namaBergelar(r.pen),
      poli: r.poli,
      ringkasan: ringkas(r.isi),
      diubah_pada: r.diubah_pada.toISOString(),
    })),
    jumlah?.n ?? 0,
    q,
  );
}

const dokterLayanan = alias(pegawai, 'dokter_layanan');

/** GET /surat/kunjungan/:pasien_uid: the patient's visits (not cancelled), newest first. */
export async function daftarKunjunganSurat(
  db: DbOrTx,
  pasienUid: string,
  q: PagingQuery,
): Promise<ListEnvelope<KunjunganSurat>> {
  const where = and(eq(layanan.pasien_uid, pasienUid), ne(layanan.status, 'BATAL'));
  const { limit, offset } = pageWindow(q);
  const [rows, [jumlah]] = await bersamaan(db, [
    () => {
      const q2 = db
        .select({
          layanan_uid: layanan.uid,
          tanggal: layanan.tanggal,
          jenis: layanan.jenis,
          status: layanan.status,
          poli: poli.nama,
          dok: {
            nama: dokterLayanan.nama,
            gelar_depan: dokterLayanan.gelar_depan,
            gelar_belakang: dokterLayanan.gelar_belakang,
          },
          penjamin: kunjungan.penjamin,
          dx_kode: diagnosis.kode_icd10,
          dx_nama: diagnosis.nama,
          jumlah_surat: sql<number>`(select count(*)::int from ${surat} where ${surat.layanan_uid} = ${layanan.uid})`,
        })
        .from(layanan)
        .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
        .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
        .leftJoin(dokterLayanan, eq(dokterLayanan.uid, layanan.dokter_uid))
        .leftJoin(diagnosis, and(eq(diagnosis.layanan_uid, layanan.uid), eq(diagnosis.jenis, 'UTAMA')))
        .where(where)
        .orderBy(desc(layanan.tanggal), desc(layanan.created_at))
        .offset(offset)
        .$dynamic();
      return limit === undefined ? q2 : q2.limit(limit);
    },
    () => db.select({ n: count() }).from(layanan).where(where),
  ] as const);
  return envelope(
    rows.map((r) => ({
      layanan_uid: r.layanan_uid,
      tanggal: r.tanggal,
      jenis: r.jenis as JenisKunjungan,
      status: r.status,
      poli: r.poli,
      dokter: r.dok?.nama ? namaBergelar(r.dok) : null,
      penjamin: LABEL_PENJAMIN_KUNJUNGAN[r.penjamin as PenjaminKunjungan] ?? r.penjamin,
      diagnosis_utama: r.dx_kode ? `${r.dx_kode} ${r.dx_nama ?? ''}`.trim() : null,
      jumlah_surat: Number(r.jumlah_surat),
    })),
    jumlah?.n ?? 0,
    q,
  );
}
