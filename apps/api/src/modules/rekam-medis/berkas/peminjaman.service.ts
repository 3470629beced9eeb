import {
  type FilterPinjam,
  formatTanggalPendek,
  type KembaliInput,
  type KeperluanPinjam,
  LABEL_KEPERLUAN_PINJAM,
  type ListEnvelope,
  MAKS_HARI_PINJAM,
  type Peminjaman,
  type PeminjamanQuery,
  type PinjamInput,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, count, desc, eq, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { ambilNomor } from '../../../platform/penomoran.ts';
import { selisihHari } from '../../../platform/waktu.ts';
import { pelanggaranUnik } from '../../master/crud/crud.errors.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { jatuhTempoSalah, masihDipinjam, peminjamanTidakDitemukan, sudahKembali } from './berkas.errors.ts';
import { namaAkun, pasienDariNoRm, polaCari } from './berkas.pasien.ts';
import { rmPeminjaman } from './berkas.tables.ts';

const kolom = {
  uid: rmPeminjaman.uid,
  nomor: rmPeminjaman.nomor,
  pasien_uid: pasien.uid,
  no_rm: pasien.no_rm,
  nama: pasien.nama,
  peminjam: rmPeminjaman.peminjam,
  unit: rmPeminjaman.unit,
  keperluan: rmPeminjaman.keperluan,
  catatan: rmPeminjaman.catatan,
  dipinjam_pada: rmPeminjaman.dipinjam_pada,
  dipinjamkan_oleh: namaAkun(rmPeminjaman.dipinjamkan_oleh),
  jatuh_tempo: rmPeminjaman.jatuh_tempo,
  dikembalikan_pada: rmPeminjaman.dikembalikan_pada,
  diterima_oleh: namaAkun(rmPeminjaman.diterima_oleh),
  catatan_kembali: rmPeminjaman.catatan_kembali,
};
interface Baris {
  uid: string;
  nomor: string;
  pasien_uid: string;
  no_rm: string;
  nama: string;
  peminjam: string;
  unit: string;
  keperluan: KeperluanPinjam;
  catatan: string | null;
  dipinjam_pada: Date;
  dipinjamkan_oleh: string | null;
  jatuh_tempo: string;
  dikembalikan_pada: Date | null;
  diterima_oleh: string | null;
  catatan_kembali: string | null;
}

/**
 * A loan as the screen reads it. Overdue: still out after its due date, counted in Jakarta days
 * (due 10/12 is on time all of 10/12 and overdue from 11/12).
 */
export function keDtoPinjam(r: Baris, hariIni: string): Peminjaman {
  const terlambat = !r.dikembalikan_pada && r.jatuh_tempo < hariIni ? selisihHari(r.jatuh_tempo, hariIni) : 0;
  return {
    uid: r.uid,
    nomor: r.nomor,
    pasien: { uid: r.pasien_uid, no_rm: r.no_rm, nama: r.nama },
    peminjam: r.peminjam,
    unit: r.unit,
    keperluan: r.keperluan,
    catatan: r.catatan,
    dipinjam_pada: r.dipinjam_pada.toISOString(),
    dipinjamkan_oleh: r.dipinjamkan_oleh,
    jatuh_tempo: r.jatuh_tempo,
    dikembalikan_pada: r.dikembalikan_pada?.toISOString() ?? null,
    diterima_oleh: r.diterima_oleh,
    catatan_kembali: r.catatan_kembali,
    status: r.dikembalikan_pada ? 'KEMBALI' : terlambat > 0 ? 'TERLAMBAT' : 'DIPINJAM',
    terlambat_hari: terlambat,
  };
}

export async function bacaPinjam(db: DbOrTx, ctx: Ctx, uid: string): Promise<Peminjaman> {
  const [r] = await db
    .select(kolom)
    .from(rmPeminjaman)
    .innerJoin(pasien, eq(pasien.uid, rmPeminjaman.pasien_uid))
    .where(eq(rmPeminjaman.uid, uid));
  if (!r) throw peminjamanTidakDitemukan();
  return keDtoPinjam(r, toJakartaIsoDate(ctx.now()));
}

function saringStatus(status: FilterPinjam | undefined, hariIni: string): SQL | undefined {
  if (status === 'TERBUKA') return isNull(rmPeminjaman.dikembalikan_pada);
  if (status === 'TERLAMBAT')
    return and(isNull(rmPeminjaman.dikembalikan_pada), lt(rmPeminjaman.jatuh_tempo, hariIni));
  if (status === 'KEMBALI') return isNotNull(rmPeminjaman.dikembalikan_pada);
  return undefined;
}

/** GET /peminjaman-rm: newest loan first; search by No. RM, patient, borrower, unit or loan number. */
export async function daftarPinjam(db: Db, ctx: Ctx, q: PeminjamanQuery): Promise<ListEnvelope<Peminjaman>> {
  const hariIni = toJakartaIsoDate(ctx.now());
  const cari = q.search?.trim();
  const syarat = and(
    saringStatus(q.status, hariIni),
    cari
      ? or(
          eq(pasien.no_rm, cari),
          eq(rmPeminjaman.nomor, cari),
          ilike(pasien.nama, polaCari(cari)),
          ilike(rmPeminjaman.peminjam, polaCari(cari)),
          ilike(rmPeminjaman.unit, polaCari(cari)),
        )
      : undefined,
  );
  const dasar = db
    .select(kolom)
    .from(rmPeminjaman)
    .innerJoin(pasien, eq(pasien.uid, rmPeminjaman.pasien_uid))
    .where(syarat)
    .orderBy(desc(rmPeminjaman.dipinjam_pada), desc(rmPeminjaman.uid))
    .$dynamic();
  const rows = q.limitless ? await dasar : await dasar.limit(q.limit).offset(q.offset);
  const [jumlah] = await db
    .select({ n: count() })
    .from(rmPeminjaman)
    .innerJoin(pasien, eq(pasien.uid, rmPeminjaman.pasien_uid))
    .where(syarat);
  return {
    respon: rows.map((r) => keDtoPinjam(r, hariIni)),
    metadata: { total_data: jumlah?.n ?? 0, offset: q.offset, limit: q.limit },
  };
}

/**
 * POST /peminjaman-rm: lend a record. One open loan per record: a loan still open is refused
 * with who holds it; two lends at the same moment meet at the partial unique index
 * rm_peminjaman_terbuka_uq, and the one that loses is refused the same way.
 */
export async function pinjamBerkas(db: Db, ctx: Ctx, input: PinjamInput): Promise<Peminjaman> {
  const pengguna = penggunaOf(ctx);
  const sekarang = ctx.now();
  const hariIni = toJakartaIsoDate(sekarang);
  if (input.jatuh_tempo < hariIni) throw jatuhTempoSalah('Jatuh tempo tidak boleh sebelum hari ini');
  if (selisihHari(hariIni, input.jatuh_tempo) > MAKS_HARI_PINJAM)
    throw jatuhTempoSalah(`Jatuh tempo paling lama ${MAKS_HARI_PINJAM} hari dari hari ini`);
  const uid = await db.transaction(async (tx) => {
    const p = await pasienDariNoRm(tx, input.no_rm);
    const [terbuka] = await tx
      .select({
        peminjam: rmPeminjaman.peminjam,
        unit: rmPeminjaman.unit,
        jatuh_tempo: rmPeminjaman.jatuh_tempo,
      })
      .from(rmPeminjaman)
      .where(and(eq(rmPeminjaman.pasien_uid, p.uid), isNull(rmPeminjaman.dikembalikan_pada)));
    if (terbuka) throw masihDipinjam(terbuka);
    const tahun = hariIni.slice(0, 4);
    const nomor = `PJ/${tahun}/${String(await ambilNomor(tx, `PINJAM_RM:${tahun}`)).padStart(5, '0')}`;
    let row: { uid: string } | undefined;
    try {
      [row] = await tx
        .insert(rmPeminjaman)
        .values({
          nomor,
          pasien_uid: p.uid,
          peminjam: input.peminjam,
          unit: input.unit,
          keperluan: input.keperluan,
          catatan: input.catatan,
          dipinjam_pada: sekarang,
          dipinjamkan_oleh: pengguna.uid,
          jatuh_tempo: input.jatuh_tempo,
        })
        .returning({ uid: rmPeminjaman.uid });
    } catch (err) {
      if (pelanggaranUnik(err)) throw masihDipinjam();
      throw err;
    }
    if (!row) throw new Error('insert rm_peminjaman tanpa hasil');
    await catatAktivitas(tx, ctx, {
      aksi: 'rm.peminjaman.pinjam',
      entitas: 'pasien',
      entitas_id: p.uid,
      keterangan: `Meminjamkan berkas RM ${p.no_rm} – ${p.nama} kepada ${input.peminjam} (${input.unit}), ${LABEL_KEPERLUAN_PINJAM[input.keperluan].toLowerCase()}, jatuh tempo ${formatTanggalPendek(input.jatuh_tempo)}`,
      detail: { peminjaman_uid: row.uid, nomor, sesudah: input },
    });
    return row.uid;
  });
  return bacaPinjam(db, ctx, uid);
}

/** POST /peminjaman-rm/:uid/kembali: the file is back; the return is the moment it is recorded. */
export async function kembalikanBerkas(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: KembaliInput,
): Promise<Peminjaman> {
  const pengguna = penggunaOf(ctx);
  const sekarang = ctx.now();
  await db.transaction(async (tx) => {
    const [r] = await tx
      .select({
        pasien_uid: rmPeminjaman.pasien_uid,
        nomor: rmPeminjaman.nomor,
        peminjam: rmPeminjaman.peminjam,
        jatuh_tempo: rmPeminjaman.jatuh_tempo,
        dikembalikan_pada: rmPeminjaman.dikembalikan_pada,
      })
      .from(rmPeminjaman)
      .where(eq(rmPeminjaman.uid, uid))
      .for('update');
    if (!r) throw peminjamanTidakDitemukan();
    if (r.dikembalikan_pada) throw sudahKembali();
    await tx
      .update(rmPeminjaman)
      .set({ dikembalikan_pada: sekarang, diterima_oleh: pengguna.uid, catatan_kembali: input.catatan })
      .where(eq(rmPeminjaman.uid, uid));
    const hariIni = toJakartaIsoDate(sekarang);
    const terlambat = r.jatuh_tempo < hariIni ? selisihHari(r.jatuh_tempo, hariIni) : 0;
    await catatAktivitas(tx, ctx, {
      aksi: 'rm.peminjaman.kembali',
      entitas: 'pasien',
      entitas_id: r.pasien_uid,
      keterangan: `Berkas RM dikembalikan oleh ${r.peminjam} (${r.nomor})${terlambat ? `, terlambat ${terlambat} hari` : ''}`,
      detail: { peminjaman_uid: uid, terlambat_hari: terlambat, catatan: input.catatan },
    });
  });
  return bacaPinjam(db, ctx, uid);
}
