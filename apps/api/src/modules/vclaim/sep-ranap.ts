import {
  type KelasRanap,
  LABEL_KELAS_RANAP,
  type PesertaVclaim,
  type SepRingkas,
  toJakartaIsoDate,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { dokterDpjp, jaminanBukanKll, penggunaBpjs } from './sep.permintaan.ts';
import { antreVclaim, jumlahInsert } from './vclaim.antre.ts';
import * as galat from './vclaim.errors.ts';
import { JENIS_VCLAIM, kodePpk } from './vclaim.klien.ts';
import { bpjsSep } from './vclaim.tables.ts';

/*
 * The inpatient SEP (docs/vclaim.md "SEP rawat inap"): VClaim SEP 2.0 with jnsPelayanan "1".
 * BPJS asks an SPRI (Surat Perintah Rawat Inap, RencanaKontrol/InsertSPRI) first and takes its
 * number as skdp.noSurat; the referral is the outpatient SEP the stay came from (asalRujukan "2",
 * the hospital itself as ppkRujukan); the class is the entitled one, with klsRawatNaik when the
 * patient chose a higher class. Both calls travel as one outbox message (the sender asks the SPRI
 * first and keeps its number on the row, so a retry never asks a second one).
 */

/** BPJS's entitled classes (klsRawatHak). */
const KELAS_HAK: Partial<Record<KelasRanap, string>> = { KELAS_1: '1', KELAS_2: '2', KELAS_3: '3' };
/** klsRawatNaik as BPJS numbers it: 1 VVIP, 2 VIP, 3 Kelas 1, 4 Kelas 2, 5 Kelas 3 (6 ICCU, 7 ICU). */
const KELAS_NAIK: Record<KelasRanap, string> = {
  VVIP: '1',
  VIP: '2',
  KELAS_1: '3',
  KELAS_2: '4',
  KELAS_3: '5',
};

type Obj = Record<string, unknown>;

/** What an inpatient SEP is made from: the stay, its first bed, the DPJP and the visit's card. */
export interface KonteksSepRanap {
  layanan_uid: string;
  kunjungan_uid: string;
  pasien_uid: string;
  no_rm: string;
  nama_pasien: string;
  no_hp: string | null;
  penjamin: string;
  no_kartu: string | null;
  status: string;
  tanggal: string;
  kelas_hak: KelasRanap | null;
  diagnosis_masuk_kode: string;
  kelas_bed: KelasRanap | null;
  penempatan: string | null;
  dokter_uid: string | null;
}

/** The stay of layanan `layananUid` as its SEP needs it; null when it is not a stay. */
export async function bacaKonteksSepRanap(db: DbOrTx, layananUid: string): Promise<KonteksSepRanap | null> {
  const res = await db.execute(sql`select l.uid as layanan_uid, l.kunjungan_uid, l.dokter_uid,
      k.penjamin, k.no_kartu, p.uid as pasien_uid, p.no_rm, p.nama as nama_pasien, p.no_hp,
      pi.status, to_char(pi.masuk_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as tanggal,
      pi.kelas_hak, pi.diagnosis_masuk_kode, ri.kelas as kelas_bed, ri.penempatan
    from layanan l
    join perawatan_inap pi on pi.layanan_uid = l.uid
    join kunjungan k on k.uid = l.kunjungan_uid
    join pasien p on p.uid = l.pasien_uid
    left join lateral (select r.kelas, r.penempatan from rawat_inap r where r.perawatan_inap_uid = pi.uid
      order by r.masuk_pada limit 1) ri on true
    where l.uid = ${layananUid}`);
  return (res as unknown as { rows: KonteksSepRanap[] }).rows[0] ?? null;
}

/**
 * The outpatient SEP the stay came from: the visit's own (IGD or clinic), else, for an elective
 * stay, the patient's latest issued outpatient SEP of the last 90 days (the clinic visit that
 * planned the admission — DIPUTUSKAN, docs/vclaim.md).
 */
async function sepAsal(tx: DbOrTx, k: KonteksSepRanap) {
  const res = await tx.execute(sql`select s.no_sep, s.tgl_sep::text as tgl_sep, s.status, s.permintaan
    from bpjs_sep s where s.kunjungan_uid = ${k.kunjungan_uid} and s.jns_pelayanan = '2'
      and s.status <> 'DIHAPUS' limit 1`);
  type Asal = { no_sep: string | null; tgl_sep: string; status: string; permintaan: Obj };
  const [sendiri] = (res as unknown as { rows: Asal[] }).rows;
  if (sendiri) {
    if (sendiri.status !== 'TERBIT' || !sendiri.no_sep) throw galat.sepAsalMenunggu();
    return sendiri;
  }
  const lalu = await tx.execute(sql`select s.no_sep, s.tgl_sep::text as tgl_sep, s.status, s.permintaan
    from bpjs_sep s join kunjungan kk on kk.uid = s.kunjungan_uid
    where kk.pasien_uid = ${k.pasien_uid} and s.jns_pelayanan = '2' and s.status = 'TERBIT'
      and s.tgl_sep > ${k.tanggal}::date - 90 and s.tgl_sep <= ${k.tanggal}::date
    order by s.tgl_sep desc, s.dibuat_pada desc limit 1`);
  const [terakhir] = (lalu as unknown as { rows: Asal[] }).rows;
  if (!terakhir?.no_sep) throw galat.sepRanapTanpaRujukan();
  return terakhir;
}

/** The SPRI's clinic: one of the DPJP's clinics with a BPJS code (the one the stay came from first). */
async function poliSpri(tx: DbOrTx, dokterUid: string, kodeAsal: string): Promise<string | null> {
  const res =
    await tx.execute(sql`select po.kode_bpjs from dokter_poli dp join poli po on po.uid = dp.poli_uid
    where dp.dokter_uid = ${dokterUid} and coalesce(po.kode_bpjs, '') <> '' and po.jenis <> 'IGD'
    order by (po.kode_bpjs = ${kodeAsal}) desc, po.nama limit 1`);
  return (res as unknown as { rows: { kode_bpjs: string }[] }).rows[0]?.kode_bpjs ?? null;
}

export interface IsianSepRanap {
  /** BPJS's participant as the check before the transaction found it (null: BPJS unreachable). */
  peserta?: PesertaVclaim | null;
  catatan?: string | null | undefined;
  diag_awal?: string | undefined;
  no_telp?: string | undefined;
}

/**
 * Checks what the server can check before BPJS does and builds the SPRI request and t_sep: a BPJS
 * stay still in care, admitted today, an entitled class 1–3, a DPJP with a DPJP code practising at a
 * clinic with a BPJS code, and an issued outpatient SEP to refer to.
 */
export async function bangunSepRanap(
  tx: DbOrTx,
  ctx: Ctx,
  k: KonteksSepRanap,
  isian: IsianSepRanap = {},
): Promise<{ tSep: Obj; spri: Obj; ringkasan: string }> {
  if (k.penjamin !== 'BPJS' || !k.no_kartu) throw galat.bukanBpjs();
  if (k.status !== 'DIRAWAT') throw galat.bukanRawatInap();
  const hariIni = toJakartaIsoDate(ctx.now());
  if (k.tanggal !== hariIni) throw galat.tanggalSep(k.tanggal, hariIni);
  const ppk = await kodePpk(tx);
  if (!ppk) throw galat.belumDiatur();
  const hak = k.kelas_hak ? KELAS_HAK[k.kelas_hak] : undefined;
  if (!hak || !k.kelas_hak) throw galat.kelasWajib();
  const hakBpjs = isian.peserta?.hak_kelas.kode;
  if (hakBpjs && hakBpjs !== hak)
    throw galat.kelasHakBeda(isian.peserta?.hak_kelas.keterangan ?? hakBpjs, LABEL_KELAS_RANAP[k.kelas_hak]);
  const dpjp = k.dokter_uid ? await dokterDpjp(tx, k.dokter_uid) : null;
  if (!dpjp?.kode_dpjp || !k.dokter_uid) throw galat.dokterTanpaDpjp(dpjp?.nama ?? null);
  const asal = await sepAsal(tx, k);
  const poli = await poliSpri(tx, k.dokter_uid, String((asal.permintaan.poli as Obj)?.tujuan ?? ''));
  if (!poli) throw galat.dpjpTanpaPoliBpjs(dpjp.nama);
  const noTelp =
    isian.no_telp || String(asal.permintaan.noTelp ?? '') || (k.no_hp ?? '').replace(/[^\d]/g, '');
  if (!noTelp) throw galat.teleponWajib();
  const naik = k.penempatan === 'NAIK_KELAS' && k.kelas_bed;
  const user = penggunaBpjs(ctx.user);
  const tSep: Obj = {
    noKartu: k.no_kartu,
    tglSep: k.tanggal,
    ppkPelayanan: ppk,
    jnsPelayanan: '1',
    klsRawat: naik
      ? {
          klsRawatHak: hak,
          klsRawatNaik: KELAS_NAIK[k.kelas_bed as KelasRanap],
          pembiayaan: '1',
          penanggungJawab: 'Pribadi',
        }
      : { klsRawatHak: hak, klsRawatNaik: '', pembiayaan: '', penanggungJawab: '' },
    noMR: k.no_rm,
    rujukan: { asalRujukan: '2', tglRujukan: asal.tgl_sep, noRujukan: asal.no_sep, ppkRujukan: ppk },
    catatan: isian.catatan ?? '',
    diagAwal: isian.diag_awal || k.diagnosis_masuk_kode,
    // BPJS: an inpatient SEP names no clinic and no dpjpLayan; the DPJP is skdp.kodeDPJP.
    poli: { tujuan: '', eksekutif: '0' },
    cob: { cob: '0' },
    katarak: { katarak: '0' },
    jaminan: jaminanBukanKll(),
    tujuanKunj: '0',
    flagProcedure: '',
    kdPenunjang: '',
    assesmentPel: '',
    skdp: { noSurat: '', kodeDPJP: dpjp.kode_dpjp },
    dpjpLayan: '',
    noTelp,
    user,
  };
  const spri = {
    noKartu: k.no_kartu,
    kodeDokter: dpjp.kode_dpjp,
    poliKontrol: poli,
    tglRencanaKontrol: k.tanggal,
    user,
  };
  return {
    tSep,
    spri,
    ringkasan: `SEP rawat inap ${k.no_rm} – ${k.nama_pasien}, kartu ${k.no_kartu}, ${k.tanggal}`,
  };
}

/** The SPRI of a deleted inpatient SEP of this stay: BPJS still holds it, a new SEP reuses it. */
async function spriLama(tx: DbOrTx, layananUid: string): Promise<string | null> {
  const res = await tx.execute(sql`select no_spri from bpjs_sep where layanan_uid = ${layananUid}
    and jns_pelayanan = '1' and no_spri is not null order by dibuat_pada desc limit 1`);
  return (res as unknown as { rows: { no_spri: string }[] }).rows[0]?.no_spri ?? null;
}

/** Queues the insert (with its SPRI unless the row has one already) as the next insert of the SEP. */
export async function antreInsertRanap(
  tx: Tx,
  ctx: Ctx,
  p: { sep_uid: string; tSep: Obj; spri: Obj; ringkasan: string },
): Promise<void> {
  const n = (await jumlahInsert(tx, p.sep_uid)) + 1;
  await antreVclaim(tx, ctx, {
    kunci: `sep:${p.sep_uid}:insert:${n}`,
    jenis: JENIS_VCLAIM.sepInsert,
    ringkasan: p.ringkasan,
    payload: { sep_uid: p.sep_uid, body: { request: { t_sep: p.tSep } }, spri: { request: p.spri } },
  });
}

/**
 * In the caller's transaction (the admission, or POST /pendaftaran/:uid/sep for a stay): the
 * inpatient SEP row (MENUNGGU) and its message.
 */
export async function ajukanSepRanap(
  tx: Tx,
  ctx: Ctx,
  p: { layanan_uid: string; catatan?: string | null; peserta?: PesertaVclaim | null },
): Promise<SepRingkas> {
  const k = await bacaKonteksSepRanap(tx, p.layanan_uid);
  if (!k) throw galat.bukanRawatInap();
  const ada = await tx.execute(sql`select no_sep from bpjs_sep where kunjungan_uid = ${k.kunjungan_uid}
    and jns_pelayanan = '1' and status <> 'DIHAPUS' limit 1`);
  const [lama] = (ada as unknown as { rows: { no_sep: string | null }[] }).rows;
  if (lama) throw galat.sepSudahAda(lama.no_sep);
  const { tSep, spri, ringkasan } = await bangunSepRanap(tx, ctx, k, {
    catatan: p.catatan ?? null,
    peserta: p.peserta ?? null,
  });
  const noSpri = await spriLama(tx, k.layanan_uid);
  if (noSpri) tSep.skdp = { ...(tSep.skdp as Obj), noSurat: noSpri };
  const [baru] = await tx
    .insert(bpjsSep)
    .values({
      kunjungan_uid: k.kunjungan_uid,
      jns_pelayanan: '1',
      layanan_uid: k.layanan_uid,
      no_kartu: k.no_kartu ?? '',
      tgl_sep: k.tanggal,
      permintaan: tSep,
      no_spri: noSpri,
      status: 'MENUNGGU',
      dibuat_oleh: ctx.user?.uid ?? null,
      dibuat_pada: ctx.now(),
      diubah_pada: ctx.now(),
    })
    .returning({ uid: bpjsSep.uid });
  if (!baru) throw new Error('bpjs_sep: insert tanpa baris');
  await antreInsertRanap(tx, ctx, { sep_uid: baru.uid, tSep, spri, ringkasan });
  await catatAktivitas(tx, ctx, {
    aksi: 'sep.create',
    entitas: 'bpjs_sep',
    entitas_id: baru.uid,
    keterangan: `Mengajukan SPRI dan SEP rawat inap ${k.no_rm} – ${k.nama_pasien} kartu ${k.no_kartu} ke BPJS`,
    detail: { sesudah: { kunjungan_uid: k.kunjungan_uid, layanan_uid: k.layanan_uid, t_sep: tSep, spri } },
  });
  return { uid: baru.uid, status: 'MENUNGGU', no_sep: null, pesan_bpjs: null };
}
