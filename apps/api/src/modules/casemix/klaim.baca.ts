import {
  type JenisRawatKlaim,
  type KelengkapanKlaim,
  type KlaimRingkas,
  LABEL_ITEM_BERKAS_KLAIM,
  type StatusKlaim,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, gte, ilike, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../platform/paging.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { perawatanInap } from '../kunjungan/rawat-inap.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { bpjsSep } from '../vclaim/vclaim.tables.ts';
import { klaim } from './casemix.tables.ts';

// The claim worklist's reading: each issued SEP with the layanan it covers and, in one pass, what
// of its file is there (docs/casemix.md "KelengkapanKlaim"). A visit's SEP covers the visit's clinic and
// IGD services; a stay's SEP the stay. Charges and orders are matched to those layanan.

/** The layanan a SEP's claim covers: the stay's, or the visit's first live non-stay service. */
const layananKlaim = sql<string>`case when ${bpjsSep.jns_pelayanan} = '1' then ${bpjsSep.layanan_uid}
  else (select l2.uid from layanan l2 where l2.kunjungan_uid = ${bpjsSep.kunjungan_uid}
          and l2.jenis <> 'RAWAT_INAP' and l2.status <> 'BATAL' order by l2.created_at limit 1) end`;

/** Whether a row's layanan belongs to the claim: the stay itself, or the visit's other services. */
const dalamKlaim = (kolom: string) =>
  sql.raw(`(case when l.jenis = 'RAWAT_INAP' then ${kolom} = l.uid
    else (${kolom} is null or ${kolom} in (select l3.uid from layanan l3
      where l3.kunjungan_uid = l.kunjungan_uid and l3.jenis <> 'RAWAT_INAP')) end)`);

/** Live charges: not a reversal, and not reversed. */
const hidup = `t.membalik_uid is null and not exists (select 1 from transaksi b where b.membalik_uid = t.uid)`;

export interface BarisKlaim {
  sep_uid: string;
  no_sep: string;
  no_kartu: string;
  jns_pelayanan: string;
  kelas_hak: string | null;
  kunjungan_uid: string;
  layanan_uid: string;
  layanan_jenis: string;
  layanan_status: string;
  layanan_tanggal: string;
  unit: string;
  dpjp: string | null;
  dpjp_nik: string | null;
  pasien: { uid: string; no_rm: string; nama: string; tanggal_lahir: string; jenis_kelamin: string };
  masuk_pada: Date | null;
  pulang_pada: Date | null;
  cara_pulang: string | null;
  klaim_uid: string | null;
  status: StatusKlaim | null;
  kode_cbg: string | null;
  deskripsi_cbg: string | null;
  tarif_cbg: number | null;
  tarif_rs: number | null;
  alasan_pending: string | null;
  // The checks
  selesai: boolean;
  koding: boolean;
  resume: string | null;
  resume_ttd: boolean;
  order_total: number;
  order_belum: number;
  tagihan_live: number;
  tagihan_terbuka: number;
  tagihan_total: number;
}

export interface SaringKlaim {
  sepUid?: string;
  dari?: string;
  sampai?: string;
  search?: string;
}

/** The claims of issued SEPs matching the filter, oldest SEP first, with every check computed. */
export async function bacaBarisKlaim(db: DbOrTx, f: SaringKlaim): Promise<BarisKlaim[]> {
  const syarat: SQL[] = [eq(bpjsSep.status, 'TERBIT'), isNotNull(bpjsSep.no_sep)];
  if (f.sepUid) syarat.push(eq(bpjsSep.uid, f.sepUid));
  if (f.dari) syarat.push(gte(bpjsSep.tgl_sep, f.dari));
  if (f.sampai) syarat.push(lte(bpjsSep.tgl_sep, f.sampai));
  if (f.search) {
    const p = likePattern(f.search);
    const cari = or(
      ilike(pasien.nama, p),
      ilike(pasien.no_rm, p),
      ilike(bpjsSep.no_sep, p),
      ilike(bpjsSep.no_kartu, p),
    );
    if (cari) syarat.push(cari);
  }
  const basis = db.$with('basis').as(
    db
      .select({
        sep_uid: bpjsSep.uid,
        no_sep: sql<string>`${bpjsSep.no_sep}`.as('b_no_sep'),
        no_kartu: bpjsSep.no_kartu,
        jns_pelayanan: bpjsSep.jns_pelayanan,
        kelas_hak: sql<string | null>`${bpjsSep.permintaan} #>> '{klsRawat,klsRawatHak}'`.as('b_kelas_hak'),
        tgl_sep: bpjsSep.tgl_sep,
        l_uid: layananKlaim.as('l_uid'),
      })
      .from(bpjsSep)
      .innerJoin(kunjungan, eq(kunjungan.uid, bpjsSep.kunjungan_uid))
      .innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid))
      .where(and(...syarat)),
  );
  const l = alias(layanan, 'l');
  const rows = await db
    .with(basis)
    .select({
      sep_uid: basis.sep_uid,
      no_sep: basis.no_sep,
      no_kartu: basis.no_kartu,
      jns_pelayanan: basis.jns_pelayanan,
      kelas_hak: basis.kelas_hak,
      kunjungan_uid: l.kunjungan_uid,
      layanan_uid: l.uid,
      layanan_jenis: l.jenis,
      layanan_status: l.status,
      layanan_tanggal: l.tanggal,
      unit: poli.nama,
      dpjp: sql<string | null>`case when ${pegawai.uid} is null then null else
        concat_ws(' ', ${pegawai.gelar_depan}, ${pegawai.nama}) || coalesce(', ' || ${pegawai.gelar_belakang}, '') end`,
      dpjp_nik: pegawai.nik,
      pasien: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        tanggal_lahir: pasien.tanggal_lahir,
        jenis_kelamin: pasien.jenis_kelamin,
      },
      masuk_pada: perawatanInap.masuk_pada,
      pulang_pada: perawatanInap.pulang_pada,
      cara_pulang: perawatanInap.cara_pulang,
      klaim_uid: klaim.uid,
      status: klaim.status,
      kode_cbg: klaim.kode_cbg,
      deskripsi_cbg: klaim.deskripsi_cbg,
      tarif_cbg: klaim.tarif_cbg,
      tarif_rs: klaim.tarif_rs,
      alasan_pending: klaim.alasan_pending,
      selesai: sql<boolean>`case when ${l.jenis} = 'RAWAT_INAP' then coalesce(${perawatanInap.status} = 'PULANG', false)
        else ${l.status} = 'SELESAI' end`,
      koding: sql<boolean>`exists (select 1 from koding kd where kd.layanan_uid = ${l.uid}
        and jsonb_array_length(kd.diagnosis) > 0)`,
      resume: sql<string | null>`(select r.status from resume_medis r where r.layanan_uid = ${l.uid})`,
      // A stay's resume counts as signed when its finalising doctor is recorded and no e-signature
      // request of it is still waiting or was refused (docs/casemix.md).
      resume_ttd: sql<boolean>`exists (select 1 from resume_medis r where r.layanan_uid = ${l.uid}
        and r.status = 'FINAL' and r.difinalkan_oleh is not null
        and not exists (select 1 from esign_pengajuan ep where ep.jenis = 'RESUME' and ep.ref_uid = r.uid
          and ep.status in ('MENUNGGU', 'DITOLAK')))`,
      order_total: sql<number>`(select count(*)::int from order_penunjang o where o.status <> 'BATAL' and ${dalamKlaim('o.layanan_uid')})`,
      order_belum: sql<number>`(select count(*)::int from order_penunjang o
        where o.status not in ('BATAL', 'TERVALIDASI') and ${dalamKlaim('o.layanan_uid')})`,
      tagihan_live: sql<number>`(select count(*)::int from transaksi t where ${sql.raw(hidup)} and ${dalamKlaim('t.layanan_uid')}
        and t.kunjungan_uid = l.kunjungan_uid)`,
      tagihan_terbuka: sql<number>`(select count(*)::int from transaksi t where ${sql.raw(hidup)}
        and t.pembayaran_uid is null and t.kunjungan_uid = l.kunjungan_uid and ${dalamKlaim('t.layanan_uid')})`,
      tagihan_total: sql<number>`(select coalesce(sum(t.total), 0)::bigint from transaksi t where ${sql.raw(hidup)}
        and t.kunjungan_uid = l.kunjungan_uid and ${dalamKlaim('t.layanan_uid')})`,
    })
    .from(basis)
    .innerJoin(l, sql`${l.uid} = ${basis.l_uid}`)
    .innerJoin(pasien, eq(pasien.uid, l.pasien_uid))
    .innerJoin(poli, eq(poli.uid, l.poli_uid))
    .leftJoin(pegawai, eq(pegawai.uid, l.dokter_uid))
    .leftJoin(perawatanInap, eq(perawatanInap.layanan_uid, l.uid))
    .leftJoin(klaim, eq(klaim.sep_uid, basis.sep_uid))
    .orderBy(asc(basis.tgl_sep), asc(basis.no_sep));
  return rows.map((r) => ({
    ...r,
    order_total: Number(r.order_total),
    order_belum: Number(r.order_belum),
    tagihan_live: Number(r.tagihan_live),
    tagihan_terbuka: Number(r.tagihan_terbuka),
    tagihan_total: Number(r.tagihan_total),
  })) as BarisKlaim[];
}

export const jenisRawat = (b: Pick<BarisKlaim, 'layanan_jenis'>): JenisRawatKlaim =>
  b.layanan_jenis === 'RAWAT_INAP' ? '1' : b.layanan_jenis === 'GAWAT_DARURAT' ? '3' : '2';

const item = (k: KelengkapanKlaim['item'], ada: boolean, keterangan: string): KelengkapanKlaim => ({
  item: k,
  label: LABEL_ITEM_BERKAS_KLAIM[k],
  ada,
  keterangan,
});

/** The checklist of a claim, in the order the screen shows it. */
export function kelengkapan(b: BarisKlaim): KelengkapanKlaim[] {
  const ranap = b.layanan_jenis === 'RAWAT_INAP';
  const resumeAda = b.resume === 'FINAL' && (!ranap || b.resume_ttd);
  return [
    item('SEP', true, `No. SEP ${b.no_sep}`),
    item(
      'SELESAI',
      b.selesai,
      b.selesai
        ? ranap
          ? 'Pasien sudah pulang'
          : 'Pelayanan selesai'
        : ranap
          ? 'Pasien masih dirawat'
          : 'Pelayanan belum selesai',
    ),
    item('KODING', b.koding, b.koding ? 'Dikonfirmasi koder' : 'Belum dikoding oleh koder rekam medis'),
    item(
      'RESUME',
      resumeAda,
      resumeAda
        ? ranap
          ? 'Final dan ditandatangani DPJP'
          : 'Final'
        : b.resume === 'FINAL'
          ? 'Tanda tangan DPJP belum selesai'
          : b.resume === 'DRAFT'
            ? 'Masih draf'
            : 'Belum dibuat',
    ),
    item(
      'HASIL',
      b.order_belum === 0,
      b.order_total === 0
        ? 'Tidak ada order penunjang'
        : b.order_belum === 0
          ? `${b.order_total} order tervalidasi`
          : `${b.order_belum} dari ${b.order_total} order belum tervalidasi`,
    ),
    item(
      'TAGIHAN',
      b.tagihan_live > 0 && b.tagihan_terbuka === 0,
      b.tagihan_live === 0
        ? 'Belum ada tagihan'
        : b.tagihan_terbuka > 0
          ? `${b.tagihan_terbuka} item tagihan belum ditutup kasir`
          : 'Ditutup kasir',
    ),
  ];
}

const tanggal = (d: Date | null) => (d ? toJakartaIsoDate(d) : null);

export function ringkasKlaim(b: BarisKlaim): KlaimRingkas {
  const k = kelengkapan(b);
  const ranap = b.layanan_jenis === 'RAWAT_INAP';
  return {
    sep_uid: b.sep_uid,
    no_sep: b.no_sep,
    klaim_uid: b.klaim_uid,
    status: b.status ?? 'BELUM',
    pasien: { uid: b.pasien.uid, no_rm: b.pasien.no_rm, nama: b.pasien.nama },
    no_kartu: b.no_kartu,
    jenis_rawat: jenisRawat(b),
    layanan_uid: b.layanan_uid,
    kunjungan_uid: b.kunjungan_uid,
    unit: b.unit,
    dpjp: b.dpjp,
    tgl_masuk: ranap ? (tanggal(b.masuk_pada) ?? b.layanan_tanggal) : b.layanan_tanggal,
    tgl_pulang: ranap ? tanggal(b.pulang_pada) : b.selesai ? b.layanan_tanggal : null,
    kelengkapan: k,
    lengkap: k.every((x) => x.ada),
    kode_cbg: b.kode_cbg,
    tarif_cbg: b.tarif_cbg === null ? null : Number(b.tarif_cbg),
    tarif_rs: b.tarif_rs === null ? Number(b.tagihan_total) : Number(b.tarif_rs),
    alasan_pending: b.alasan_pending,
  };
}
