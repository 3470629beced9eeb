import {
  type ListEnvelope,
  namaBergelar,
  type PagingQuery,
  type RujukRanap,
  ringkasTindakLanjut,
  type TindakLanjut,
  type TindakLanjutData,
} from '@rawat/domain';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { envelope, likePattern, pageWindow } from '../../platform/paging.ts';
import { tanggalJakarta } from '../../platform/waktu.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { kunciLayanan } from './diagnosis.service.ts';
import {
  meninggalHanyaIgd,
  sudahDiterimaRanap,
  tanggalKontrolTerlaluAwal,
  waktuMeninggalTidakValid,
} from './klinis.errors.ts';
import { type LayananKlinis, layananUntukTulis } from './layanan-klinis.ts';
import { diagnosis, tindakLanjut } from './pelayanan.tables.ts';

type Baris = typeof tindakLanjut.$inferSelect;

function keDto(r: Baris): TindakLanjut {
  return {
    uid: r.uid,
    layanan_uid: r.layanan_uid,
    jenis: r.jenis,
    tanggal_kontrol: r.tanggal_kontrol,
    faskes_rujukan: r.faskes_rujukan,
    alasan: r.alasan,
    kondisi_pulang: r.kondisi_pulang,
    waktu_meninggal: r.waktu_meninggal?.toISOString() ?? null,
    kelas_diminta: r.kelas_diminta,
    diterima_pada: r.diterima_pada?.toISOString() ?? null,
    catatan: r.catatan,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The follow-up of a layanan, or null while the doctor has not decided it. */
export async function ambilTindakLanjut(db: DbOrTx, layananUid: string): Promise<TindakLanjut | null> {
  const [r] = await db.select().from(tindakLanjut).where(eq(tindakLanjut.layanan_uid, layananUid));
  return r ? keDto(r) : null;
}

/** The rules that need the layanan: where death is recorded, and when. */
function periksaAturan(ctx: Ctx, l: LayananKlinis, input: TindakLanjutData): void {
  if (input.jenis === 'MENINGGAL' && l.poli.jenis !== 'IGD') throw meninggalHanyaIgd();
  if (input.tanggal_kontrol && input.tanggal_kontrol <= l.tanggal) throw tanggalKontrolTerlaluAwal(l.tanggal);
  if (input.waktu_meninggal) {
    const waktu = new Date(input.waktu_meninggal);
    if (waktu.getTime() > ctx.now().getTime())
      throw waktuMeninggalTidakValid('Waktu meninggal tidak boleh di masa depan');
    if (waktu < tanggalJakarta(l.tanggal))
      throw waktuMeninggalTidakValid('Waktu meninggal tidak boleh sebelum tanggal kunjungan');
  }
}

/**
 * Sets how the layanan ends (one per layanan; a later save replaces it, with before/after in the
 * audit row). RANAP writes LOG_TRANSFER_RANAP and lists the patient on /pasien-rujuk-ranap; every
 * other outcome writes LOG_PULANG. Once the ward has admitted the patient it is fixed (409).
 */
export async function simpanTindakLanjut(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: TindakLanjutData,
): Promise<{ tindakLanjut: TindakLanjut; baru: boolean }> {
  return db.transaction(async (tx) => {
    await kunciLayanan(tx, layananUid);
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    periksaAturan(ctx, l, input);
    const [ada] = await tx.select().from(tindakLanjut).where(eq(tindakLanjut.layanan_uid, l.uid));
    if (ada?.diterima_pada) throw sudahDiterimaRanap();
    const sekarang = ctx.now();
    const nilai = {
      ...input,
      waktu_meninggal: input.waktu_meninggal ? new Date(input.waktu_meninggal) : null,
      updated_at: sekarang,
    };
    const [row] = ada
      ? await tx.update(tindakLanjut).set(nilai).where(eq(tindakLanjut.uid, ada.uid)).returning()
      : await tx
          .insert(tindakLanjut)
          .values({
            ...nilai,
            kunjungan_uid: l.kunjungan_uid,
            layanan_uid: l.uid,
            pasien_uid: l.pasien_uid,
            dibuat_oleh: ctx.user?.uid ?? null,
            created_at: sekarang,
          })
          .returning();
    if (!row) throw new Error('simpan tindak lanjut tanpa hasil');
    const dto = keDto(row);
    const ringkas = ringkasTindakLanjut(input);
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: ada ? 'tindak_lanjut.update' : 'tindak_lanjut.create',
        entitas: 'tindak_lanjut',
        entitas_id: dto.uid,
        keterangan: `Tindak lanjut ${l.pasien.no_rm} – ${l.pasien.nama}: ${ringkas}`,
        detail: ada ? { sebelum: keDto(ada), sesudah: dto } : { sesudah: dto },
      },
      pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
      log: {
        jenis: input.jenis === 'RANAP' ? 'LOG_TRANSFER_RANAP' : 'LOG_PULANG',
        ringkasan: `${ringkas}${ada ? ' (diperbarui)' : ''}${input.alasan ? `: ${input.alasan}` : ''}`,
      },
    });
    return { tindakLanjut: dto, baru: !ada };
  });
}

/**
 * GET /pelayanan/rujuk-ranap: transfers to inpatient care not yet admitted, newest first, with the
 * primary diagnosis; search by patient name or No. RM prefix.
 */
export async function daftarRujukRanap(db: Db, q: PagingQuery): Promise<ListEnvelope<RujukRanap>> {
  const syarat = [eq(tindakLanjut.jenis, 'RANAP'), isNull(tindakLanjut.diterima_pada)];
  if (q.search) {
    const cari = or(
      ilike(pasien.nama, likePattern(q.search)),
      ilike(pasien.no_rm, `${q.search.replace(/[\\%_]/g, '')}%`),
    );
    if (cari) syarat.push(cari);
  }
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  const dasar = db
    .select({
      uid: tindakLanjut.uid,
      layanan_uid: tindakLanjut.layanan_uid,
      kunjungan_uid: tindakLanjut.kunjungan_uid,
      pasien: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        jenis_kelamin: pasien.jenis_kelamin,
        tanggal_lahir: pasien.tanggal_lahir,
      },
      poli: { nama: poli.nama, jenis: poli.jenis },
      dok: {
        nama: pegawai.nama,
        gelar_depan: pegawai.gelar_depan,
        gelar_belakang: pegawai.gelar_belakang,
      },
      penjamin: kunjungan.penjamin,
      kelas_diminta: tindakLanjut.kelas_diminta,
      alasan: tindakLanjut.alasan,
      catatan: tindakLanjut.catatan,
      dx: { kode: diagnosis.kode_icd10, nama: diagnosis.nama },
      waktu: tindakLanjut.created_at,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(tindakLanjut)
    .innerJoin(layanan, eq(layanan.uid, tindakLanjut.layanan_uid))
    .innerJoin(kunjungan, eq(kunjungan.uid, tindakLanjut.kunjungan_uid))
    .innerJoin(pasien, eq(pasien.uid, tindakLanjut.pasien_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .leftJoin(
      diagnosis,
      and(eq(diagnosis.layanan_uid, tindakLanjut.layanan_uid), eq(diagnosis.jenis, 'UTAMA')),
    )
    .where(where)
    .orderBy(desc(tindakLanjut.created_at))
    .offset(offset);
  const rows = await (limit === undefined ? dasar : dasar.limit(limit));
  const total = rows[0]?.total ?? (offset > 0 ? await hitungRujukRanap(db, where) : 0);
  return envelope(
    rows.map(({ dok, dx, total: _, ...r }) => ({
      ...r,
      poli: r.poli,
      penjamin: r.penjamin,
      dokter: dok ? namaBergelar(dok) : null,
      diagnosis_utama: dx,
      waktu: r.waktu.toISOString(),
    })),
    total,
    q,
  );
}

async function hitungRujukRanap(db: Db, where: ReturnType<typeof and>): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tindakLanjut)
    .innerJoin(pasien, eq(pasien.uid, tindakLanjut.pasien_uid))
    .where(where);
  return r?.n ?? 0;
}
