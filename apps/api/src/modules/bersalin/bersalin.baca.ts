import {
  type BersalinDetail,
  type BersalinRingkas,
  can,
  type DataKelahiran,
  formatUmur,
  garisPartograf,
  namaBergelar,
  type Partograf,
  posisiPartograf,
  type Role,
  type StatusPersalinan,
  type StayBersalin,
  taksiranPersalinan,
  teksUsiaKehamilan,
  toJakartaIsoDate,
  usiaKehamilan,
} from '@rawat/domain';
import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../kunjungan/rawat-inap.tables.ts';
import { bed, kamar, ruangan } from '../master/ruangan/ruangan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { asesmen } from '../pelayanan/pelayanan.tables.ts';
import { bayiTidakDitemukan, persalinanTidakDitemukan } from './bersalin.errors.ts';
import { persalinan, persalinanBayi, persalinanPartograf } from './bersalin.tables.ts';

/** The delivery room's writers: its doctors and midwives (PERAWAT), and the DOD. */
const PERAN_BERSALIN: readonly Role[] = ['DOKTER', 'PERAWAT', 'DOD'];
export const bolehTulis = (ctx: Ctx) =>
  PERAN_BERSALIN.includes(ctx.user?.role as Role) && can(ctx.user?.role, 'bersalin:write');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Ward, room and bed of the stay's open segment: 'Ruang Bersalin (VK) · Kamar VK-1 · Bed A'. */
const kolomLetak = {
  ruangan: ruangan.nama,
  no_kamar: kamar.no_kamar,
  no_bed: bed.no_bed,
};
const teksLetak = (r: { ruangan: string | null; no_kamar: string | null; no_bed: string | null }) =>
  r.ruangan ? `${r.ruangan} · Kamar ${r.no_kamar} · Bed ${r.no_bed}` : '-';

/** GET /bersalin: the women in the room, those in labour first, newest admissions first. */
export async function daftarBersalin(
  db: DbOrTx,
  ctx: Ctx,
  status: StatusPersalinan | undefined,
): Promise<BersalinRingkas[]> {
  const hariIni = toJakartaIsoDate(ctx.now());
  const rows = await db
    .select({
      uid: persalinan.uid,
      status: persalinan.status,
      gravida: persalinan.gravida,
      para: persalinan.para,
      abortus: persalinan.abortus,
      hpht: persalinan.hpht,
      masuk_pada: persalinan.masuk_pada,
      waktu_lahir: persalinan.waktu_lahir,
      pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
      ...kolomLetak,
      pembukaan: sql<string | null>`(select p.pembukaan_cm from ${persalinanPartograf} p
        where p.persalinan_uid = ${persalinan.uid} and p.pembukaan_cm is not null order by p.waktu desc limit 1)`,
    })
    .from(persalinan)
    .innerJoin(pasien, eq(pasien.uid, persalinan.pasien_uid))
    .leftJoin(
      rawatInap,
      and(eq(rawatInap.layanan_uid, persalinan.layanan_uid), isNull(rawatInap.keluar_pada)),
    )
    .leftJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .leftJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .leftJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .where(status ? eq(persalinan.status, status) : undefined)
    .orderBy(asc(persalinan.status), desc(persalinan.masuk_pada))
    .limit(200);
  return rows.map((r) => {
    const pada = r.waktu_lahir ? toJakartaIsoDate(r.waktu_lahir) : hariIni;
    return {
      uid: r.uid,
      status: r.status,
      pasien: r.pasien,
      gpa: `G${r.gravida}P${r.para}A${r.abortus}`,
      usia_kehamilan: teksUsiaKehamilan(usiaKehamilan(r.hpht, pada)),
      pembukaan_terakhir: r.pembukaan === null ? null : Number(r.pembukaan),
      masuk_pada: r.masuk_pada.toISOString(),
      letak: teksLetak(r),
    };
  });
}

const pola = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /bersalin/stay: women in a ward now (DIRAWAT) not yet recorded in the delivery room. */
export async function cariStayBersalin(
  db: DbOrTx,
  ctx: Ctx,
  search: string | undefined,
): Promise<StayBersalin[]> {
  const hariIni = toJakartaIsoDate(ctx.now());
  const cocok = search
    ? or(ilike(pasien.nama, `%${pola(search)}%`), ilike(pasien.no_rm, `${pola(search)}%`))
    : undefined;
  const rows = await db
    .select({
      layanan_uid: perawatanInap.layanan_uid,
      masuk_pada: perawatanInap.masuk_pada,
      p: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama, tanggal_lahir: pasien.tanggal_lahir },
      ...kolomLetak,
    })
    .from(perawatanInap)
    .innerJoin(pasien, eq(pasien.uid, perawatanInap.pasien_uid))
    .leftJoin(
      rawatInap,
      and(eq(rawatInap.layanan_uid, perawatanInap.layanan_uid), isNull(rawatInap.keluar_pada)),
    )
    .leftJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .leftJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .leftJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .leftJoin(persalinan, eq(persalinan.layanan_uid, perawatanInap.layanan_uid))
    .where(
      and(eq(perawatanInap.status, 'DIRAWAT'), eq(pasien.jenis_kelamin, 'P'), isNull(persalinan.uid), cocok),
    )
    .orderBy(desc(perawatanInap.masuk_pada))
    .limit(30);
  return rows.map((r) => ({
    layanan_uid: r.layanan_uid,
    pasien: { uid: r.p.uid, no_rm: r.p.no_rm, nama: r.p.nama, umur: formatUmur(r.p.tanggal_lahir, hariIni) },
    letak: teksLetak(r),
    masuk_pada: r.masuk_pada.toISOString(),
  }));
}

type BarisPartograf = typeof persalinanPartograf.$inferSelect;
export function keDtoPartograf(r: BarisPartograf): Partograf {
  return {
    uid: r.uid,
    waktu: r.waktu.toISOString(),
    pembukaan_cm: r.pembukaan_cm,
    penurunan: r.penurunan,
    djj: r.djj,
    his_per_10: r.his_per_10,
    lama_his: r.lama_his,
    air_ketuban: r.air_ketuban,
    penyusupan: r.penyusupan,
    nadi: r.nadi,
    td_sistolik: r.td_sistolik,
    td_diastolik: r.td_diastolik,
    suhu: r.suhu,
    oksitosin_ui: r.oksitosin_ui,
    tetes_per_menit: r.tetes_per_menit,
    obat: r.obat,
    catatan: r.catatan,
    nama_petugas: r.nama_petugas,
  };
}

/** GET /bersalin/:uid: the whole record, with the computed gestational age and partograph lines. */
export async function detailBersalin(db: DbOrTx, ctx: Ctx, uid: string): Promise<BersalinDetail> {
  const [r] = await db
    .select({
      p: persalinan,
      ibu: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        tanggal_lahir: pasien.tanggal_lahir,
      },
      dpjp: { nama: pegawai.nama, gelar_depan: pegawai.gelar_depan, gelar_belakang: pegawai.gelar_belakang },
      ...kolomLetak,
    })
    .from(persalinan)
    .innerJoin(pasien, eq(pasien.uid, persalinan.pasien_uid))
    .innerJoin(layanan, eq(layanan.uid, persalinan.layanan_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .leftJoin(
      rawatInap,
      and(eq(rawatInap.layanan_uid, persalinan.layanan_uid), isNull(rawatInap.keluar_pada)),
    )
    .leftJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .leftJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .leftJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .where(eq(persalinan.uid, uid));
  if (!r) throw persalinanTidakDitemukan();
  const p = r.p;
  const entri = await db
    .select()
    .from(persalinanPartograf)
    .where(eq(persalinanPartograf.persalinan_uid, uid))
    .orderBy(asc(persalinanPartograf.waktu), asc(persalinanPartograf.created_at));
  const bayi = await db
    .select({ b: persalinanBayi, ps: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama } })
    .from(persalinanBayi)
    .leftJoin(pasien, eq(pasien.uid, persalinanBayi.pasien_uid))
    .where(eq(persalinanBayi.persalinan_uid, uid))
    .orderBy(asc(persalinanBayi.urutan));
  const [asesmenKebidanan] = await db
    .select({ nama_penulis: asesmen.nama_penulis, updated_at: asesmen.updated_at })
    .from(asesmen)
    .where(and(eq(asesmen.layanan_uid, p.layanan_uid), eq(asesmen.jenis, 'KEBIDANAN')))
    .orderBy(desc(asesmen.updated_at))
    .limit(1);
  const titik = entri.flatMap((e) =>
    e.pembukaan_cm === null ? [] : [{ waktu: e.waktu.toISOString(), pembukaan_cm: e.pembukaan_cm }],
  );
  const pada = p.waktu_lahir ? toJakartaIsoDate(p.waktu_lahir) : toJakartaIsoDate(ctx.now());
  const usia = usiaKehamilan(p.hpht, pada);
  return {
    uid: p.uid,
    status: p.status,
    layanan_uid: p.layanan_uid,
    kunjungan_uid: p.kunjungan_uid,
    pasien: { ...r.ibu, umur: formatUmur(r.ibu.tanggal_lahir, toJakartaIsoDate(ctx.now())) },
    letak: teksLetak(r),
    dpjp: r.dpjp ? namaBergelar(r.dpjp) : null,
    masuk_pada: p.masuk_pada.toISOString(),
    gravida: p.gravida,
    para: p.para,
    abortus: p.abortus,
    hpht: p.hpht,
    taksiran_persalinan: taksiranPersalinan(p.hpht),
    usia_kehamilan: { minggu: usia.minggu, hari: usia.hari },
    catatan: p.catatan,
    partograf: entri.map(keDtoPartograf),
    garis: garisPartograf(titik),
    posisi: posisiPartograf(titik),
    persalinan:
      p.waktu_lahir && p.cara && p.penolong
        ? {
            waktu_lahir: p.waktu_lahir.toISOString(),
            cara: p.cara,
            penolong: p.penolong,
            nama_penolong: p.nama_penolong ?? '',
            plasenta_lengkap: p.plasenta_lengkap ?? false,
            plasenta_lahir_pada: iso(p.plasenta_lahir_pada),
            perdarahan_ml: p.perdarahan_ml ?? 0,
            komplikasi: p.komplikasi,
            nama_pencatat: p.nama_pencatat ?? '',
          }
        : null,
    bayi: bayi.map(({ b, ps }) => ({
      urutan: b.urutan,
      waktu_lahir: b.waktu_lahir.toISOString(),
      jenis_kelamin: b.jenis_kelamin,
      berat_gram: b.berat_gram,
      panjang_cm: b.panjang_cm,
      lingkar_kepala_cm: b.lingkar_kepala_cm,
      apgar_1: b.apgar_1,
      apgar_5: b.apgar_5,
      kelainan: b.kelainan,
      pasien: b.pasien_uid && ps ? ps : null,
      layanan_uid: b.layanan_uid,
    })),
    asesmen_kebidanan: asesmenKebidanan
      ? { nama_penulis: asesmenKebidanan.nama_penulis, updated_at: asesmenKebidanan.updated_at.toISOString() }
      : null,
    boleh_tulis: bolehTulis(ctx),
  };
}

/**
 * The birth as the delivery record has it, by the newborn's patient uid: what a birth letter
 * (surat keterangan lahir, modules/surat) fills in — exported for that module and served at
 * GET /bersalin/bayi/:uid/kelahiran.
 */
export async function dataKelahiran(db: DbOrTx, pasienBayiUid: string): Promise<DataKelahiran> {
  const ibu = alias(pasien, 'ibu');
  const [r] = await db
    .select({
      b: {
        urutan: persalinanBayi.urutan,
        jenis_kelamin: persalinanBayi.jenis_kelamin,
        waktu_lahir: persalinanBayi.waktu_lahir,
        berat_gram: persalinanBayi.berat_gram,
        panjang_cm: persalinanBayi.panjang_cm,
      },
      p: {
        uid: persalinan.uid,
        cara: persalinan.cara,
        penolong: persalinan.penolong,
        nama_penolong: persalinan.nama_penolong,
        para: persalinan.para,
      },
      bayi: { nama: pasien.nama, no_rm: pasien.no_rm },
      ibu: {
        uid: ibu.uid,
        no_rm: ibu.no_rm,
        nama: ibu.nama,
        alamat: sql<string>`${ibu.alamat} || ', ' || ${ibu.desa_nama} || ', ' || ${ibu.kecamatan_nama} || ', ' || ${ibu.kabupaten_nama}`,
      },
      pj: { nama: ibu.pj_nama, hubungan: ibu.pj_hubungan },
      jumlah: sql<number>`(select count(*)::int from ${persalinanBayi} x where x.persalinan_uid = ${persalinan.uid})`,
    })
    .from(persalinanBayi)
    .innerJoin(persalinan, eq(persalinan.uid, persalinanBayi.persalinan_uid))
    .innerJoin(pasien, eq(pasien.uid, persalinanBayi.pasien_uid))
    .innerJoin(ibu, eq(ibu.uid, persalinanBayi.ibu_pasien_uid))
    .where(eq(persalinanBayi.pasien_uid, pasienBayiUid));
  if (!r?.p.cara || !r.p.penolong) throw bayiTidakDitemukan();
  return {
    pasien_uid: pasienBayiUid,
    nama_bayi: r.bayi.nama,
    no_rm: r.bayi.no_rm,
    jenis_kelamin: r.b.jenis_kelamin,
    waktu_lahir: r.b.waktu_lahir.toISOString(),
    berat_gram: r.b.berat_gram,
    panjang_cm: r.b.panjang_cm,
    urutan: r.b.urutan,
    jumlah_bayi: r.jumlah,
    cara: r.p.cara,
    penolong: r.p.penolong,
    nama_penolong: r.p.nama_penolong ?? '',
    // Para counts the births before this one; a twin's order adds to it (the second twin is +2).
    kelahiran_ke: r.p.para + r.b.urutan,
    ibu: r.ibu,
    ayah: r.pj.hubungan === 'SUAMI' && r.pj.nama ? { nama: r.pj.nama } : null,
  };
}

/**
 * The births of a mother's stay whose babies are registered as patients, in birth order: what a
 * birth letter written from that stay (GET /surat/konteks) offers to fill in.
 */
export async function kelahiranDariLayanan(db: DbOrTx, layananIbuUid: string): Promise<DataKelahiran[]> {
  const bayi = await db
    .select({ pasien_uid: persalinanBayi.pasien_uid })
    .from(persalinanBayi)
    .innerJoin(persalinan, eq(persalinan.uid, persalinanBayi.persalinan_uid))
    .where(and(eq(persalinan.layanan_uid, layananIbuUid), eq(persalinan.status, 'SELESAI')))
    .orderBy(asc(persalinanBayi.urutan));
  const hasil: DataKelahiran[] = [];
  for (const b of bayi) if (b.pasien_uid) hasil.push(await dataKelahiran(db, b.pasien_uid));
  return hasil;
}
