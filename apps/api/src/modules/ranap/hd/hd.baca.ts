import {
  can,
  formatUmur,
  type ListEnvelope,
  namaBergelar,
  type PasienHd,
  type SesiHd,
  type SesiHdDetail,
  type SesiHdQuery,
} from '@rawat/domain';
import { aliasedTable, and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { forbidden } from '../../../platform/errors.ts';
import { envelope, likePattern, pageWindow } from '../../../platform/paging.ts';
import { transaksi } from '../../kasir/kasir.tables.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { asesmenKeDto } from '../../pelayanan/asesmen.service.ts';
import { asesmen } from '../../pelayanan/pelayanan.tables.ts';
import { sesiHdTidakDitemukan } from './hd.errors.ts';
import { hdSesiRanap } from './hd.tables.ts';

const dpjp = aliasedTable(pegawai, 'dpjp');
const dokterHd = aliasedTable(pegawai, 'dokter_hd');

// The bed a session shows: the open segment of the stay, else its last one (after discharge).
const segmenTerakhir = sql`${rawatInap.uid} = (
  select ri2.uid from rawat_inap ri2 where ri2.perawatan_inap_uid = ${hdSesiRanap.perawatan_inap_uid}
   order by ri2.keluar_pada is null desc, ri2.masuk_pada desc limit 1)`;

function kolomSesi() {
  return {
    s: hdSesiRanap,
    penjamin: kunjungan.penjamin,
    p: {
      uid: pasien.uid,
      no_rm: pasien.no_rm,
      nama: pasien.nama,
      jenis_kelamin: pasien.jenis_kelamin,
      tanggal_lahir: pasien.tanggal_lahir,
      alergi: pasien.alergi,
    },
    letak: { ruangan: ruangan.nama, no_kamar: kamar.no_kamar, no_bed: bed.no_bed, kelas: rawatInap.kelas },
    dpjp: { nama: dpjp.nama, gelar_depan: dpjp.gelar_depan, gelar_belakang: dpjp.gelar_belakang },
    dok: {
      uid: dokterHd.uid,
      nama: dokterHd.nama,
      gelar_depan: dokterHd.gelar_depan,
      gelar_belakang: dokterHd.gelar_belakang,
    },
    tagihan: { kode: transaksi.kode, nama: transaksi.nama, total: transaksi.total },
  };
}

function dariSesi(db: DbOrTx) {
  return db
    .select(kolomSesi())
    .from(hdSesiRanap)
    .innerJoin(kunjungan, eq(kunjungan.uid, hdSesiRanap.kunjungan_uid))
    .innerJoin(pasien, eq(pasien.uid, hdSesiRanap.pasien_uid))
    .innerJoin(layanan, eq(layanan.uid, hdSesiRanap.layanan_uid))
    .leftJoin(dpjp, eq(dpjp.uid, layanan.dokter_uid))
    .leftJoin(dokterHd, eq(dokterHd.uid, hdSesiRanap.dokter_uid))
    .leftJoin(rawatInap, segmenTerakhir)
    .leftJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .leftJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .leftJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .leftJoin(
      transaksi,
      and(
        eq(transaksi.sumber, 'tindakan_layanan'),
        eq(transaksi.sumber_uid, hdSesiRanap.tindakan_layanan_uid),
        isNull(transaksi.membalik_uid),
      ),
    )
    .$dynamic();
}

type BarisSesi = Awaited<ReturnType<ReturnType<typeof dariSesi>['execute']>>[number];

function keSesi(r: BarisSesi): SesiHd {
  const s = r.s;
  return {
    uid: s.uid,
    tanggal: s.tanggal,
    shift: s.shift,
    cito: s.cito,
    status: s.status,
    layanan_uid: s.layanan_uid,
    kunjungan_uid: s.kunjungan_uid,
    perawatan_inap_uid: s.perawatan_inap_uid,
    penjamin: r.penjamin,
    pasien: {
      uid: r.p.uid,
      no_rm: r.p.no_rm,
      nama: r.p.nama,
      jenis_kelamin: r.p.jenis_kelamin,
      umur: formatUmur(r.p.tanggal_lahir, s.tanggal),
      alergi: r.p.alergi,
    },
    letak:
      r.letak?.ruangan && r.letak.no_kamar && r.letak.no_bed && r.letak.kelas
        ? {
            ruangan: r.letak.ruangan,
            no_kamar: r.letak.no_kamar,
            no_bed: r.letak.no_bed,
            kelas: r.letak.kelas,
          }
        : null,
    dpjp: r.dpjp?.nama ? namaBergelar(r.dpjp) : null,
    dokter_hd: r.dok?.uid ? { uid: r.dok.uid, nama: namaBergelar(r.dok) } : null,
    catatan: s.catatan,
    nama_pemesan: s.nama_pemesan,
    dipesan_pada: s.created_at.toISOString(),
    mulai_pada: s.mulai_pada?.toISOString() ?? null,
    selesai_pada: s.selesai_pada?.toISOString() ?? null,
    alasan_batal: s.alasan_batal,
    ada_catatan: s.asesmen_keperawatan_uid !== null,
    tagihan: r.tagihan?.kode ? { kode: r.tagihan.kode, nama: r.tagihan.nama, total: r.tagihan.total } : null,
  };
}

/** The HD unit reads every session; the ward (ranap:read) reads them too: they are all inpatients. */
function periksaBaca(ctx: Ctx): void {
  const role = ctx.user?.role;
  if (!can(role, 'hd:read') && !can(role, 'ranap:read'))
    throw forbidden('Anda tidak memiliki akses ke hemodialisa rawat inap');
}

/** The list of /hd: a day's sessions by shift, or a stay's sessions newest first. */
export async function daftarSesiHd(db: DbOrTx, ctx: Ctx, q: SesiHdQuery): Promise<ListEnvelope<SesiHd>> {
  periksaBaca(ctx);
  const syarat: (SQL | undefined)[] = [
    q.tanggal ? eq(hdSesiRanap.tanggal, q.tanggal) : undefined,
    q.status ? eq(hdSesiRanap.status, q.status) : undefined,
    q.layanan_uid ? eq(hdSesiRanap.layanan_uid, q.layanan_uid) : undefined,
  ];
  if (q.search)
    syarat.push(
      or(
        ilike(pasien.nama, likePattern(q.search)),
        ilike(pasien.no_rm, `${q.search.replace(/[\\%_]/g, '')}%`),
      ),
    );
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  // Shift order as the day runs; a cancelled session sinks below the live ones of its shift.
  const urutShift = sql`case ${hdSesiRanap.shift} when 'PAGI' then 1 when 'SIANG' then 2 else 3 end`;
  let kueri = dariSesi(db)
    .where(where)
    .orderBy(
      q.tanggal ? asc(hdSesiRanap.tanggal) : desc(hdSesiRanap.tanggal),
      urutShift,
      sql`${hdSesiRanap.status} = 'BATAL'`,
      asc(pasien.nama),
    );
  if (limit !== undefined) kueri = kueri.limit(limit);
  const rows = await kueri.offset(offset);
  const [jumlah] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(hdSesiRanap)
    .innerJoin(pasien, eq(pasien.uid, hdSesiRanap.pasien_uid))
    .where(where);
  return envelope(rows.map(keSesi), jumlah?.n ?? 0, q);
}

/** One session as the list shows it (no permission check: for the service answering its own write). */
export async function sesiHdRingkas(db: DbOrTx, uid: string): Promise<SesiHd> {
  const [r] = await dariSesi(db).where(eq(hdSesiRanap.uid, uid));
  if (!r) throw sesiHdTidakDitemukan();
  return keSesi(r);
}

/** One session with its two assessments (the chart's rows it points at). */
export async function bacaSesiHd(db: DbOrTx, ctx: Ctx, uid: string): Promise<SesiHdDetail> {
  periksaBaca(ctx);
  const [r] = await dariSesi(db).where(eq(hdSesiRanap.uid, uid));
  if (!r) throw sesiHdTidakDitemukan();
  const uids = [r.s.asesmen_keperawatan_uid, r.s.asesmen_medis_uid];
  const baca = async (u: string | null) => {
    if (!u) return null;
    const [a] = await db.select().from(asesmen).where(eq(asesmen.uid, u));
    return a ? asesmenKeDto(a) : null;
  };
  const [keperawatan, medis] = await Promise.all(uids.map(baca));
  return { ...keSesi(r), keperawatan: keperawatan ?? null, medis: medis ?? null };
}

/** Patients lying on a ward now, to order a session for (the picker of "Jadwalkan HD"). */
export async function daftarPasienHd(
  db: DbOrTx,
  ctx: Ctx,
  q: { search?: string | undefined },
): Promise<PasienHd[]> {
  if (!can(ctx.user?.role, 'hd:schedule')) throw forbidden();
  const cari = q.search
    ? or(
        ilike(pasien.nama, likePattern(q.search)),
        ilike(pasien.no_rm, `${q.search.replace(/[\\%_]/g, '')}%`),
      )
    : undefined;
  const rows = await db
    .select({
      layanan_uid: perawatanInap.layanan_uid,
      perawatan_inap_uid: perawatanInap.uid,
      p: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama, tanggal_lahir: pasien.tanggal_lahir },
      ruangan: ruangan.nama,
      no_kamar: kamar.no_kamar,
      no_bed: bed.no_bed,
      dpjp: { nama: dpjp.nama, gelar_depan: dpjp.gelar_depan, gelar_belakang: dpjp.gelar_belakang },
    })
    .from(perawatanInap)
    .innerJoin(pasien, eq(pasien.uid, perawatanInap.pasien_uid))
    .innerJoin(layanan, eq(layanan.uid, perawatanInap.layanan_uid))
    .innerJoin(
      rawatInap,
      and(eq(rawatInap.perawatan_inap_uid, perawatanInap.uid), isNull(rawatInap.keluar_pada)),
    )
    .innerJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .innerJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .innerJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .leftJoin(dpjp, eq(dpjp.uid, layanan.dokter_uid))
    .where(and(eq(perawatanInap.status, 'DIRAWAT'), cari))
    .orderBy(asc(pasien.nama))
    .limit(30);
  const kini = ctx.now();
  return rows.map((r) => ({
    layanan_uid: r.layanan_uid,
    perawatan_inap_uid: r.perawatan_inap_uid,
    pasien: { uid: r.p.uid, no_rm: r.p.no_rm, nama: r.p.nama, umur: formatUmur(r.p.tanggal_lahir, kini) },
    ruangan: r.ruangan,
    no_kamar: r.no_kamar,
    no_bed: r.no_bed,
    dpjp: r.dpjp?.nama ? namaBergelar(r.dpjp) : null,
  }));
}
