import { namaBergelar, type SepIsian } from '@rawat/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { selisihHari } from '../../platform/waktu.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { dokter, pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { masaRujukan } from './peserta.service.ts';
import * as galat from './vclaim.errors.ts';

/*
 * VClaim's t_sep for an outpatient SEP 2.0 (jnsPelayanan "2"), in BPJS's own field names
 * (docs/vclaim.md "Isi SEP"): what the desk fills (SepIsian) and what the visit already knows (card,
 * No. RM, clinic's BPJS code, doctor's DPJP code, the hospital's PPK code).
 */

/** What a SEP is made from: the visit, its clinic and doctor, the patient's No. RM. */
export interface KonteksSep {
  kunjungan_uid: string;
  layanan_uid: string;
  tanggal: string;
  penjamin: string;
  status: string;
  no_kartu: string | null;
  no_rujukan: string | null;
  pasien_uid: string;
  no_rm: string;
  nama_pasien: string;
  poli: { nama: string; jenis: string; kode_bpjs: string | null };
  dokter: { nama: string; kode_dpjp: string | null } | null;
}

/** The visit of layanan `layananUid` as a SEP needs it; null when there is no such registration. */
export async function bacaKonteksSep(db: DbOrTx, layananUid: string): Promise<KonteksSep | null> {
  const [r] = await db
    .select({
      kunjungan_uid: kunjungan.uid,
      layanan_uid: layanan.uid,
      tanggal: kunjungan.tanggal,
      penjamin: kunjungan.penjamin,
      status: kunjungan.status,
      no_kartu: kunjungan.no_kartu,
      no_rujukan: kunjungan.no_rujukan,
      pasien_uid: pasien.uid,
      no_rm: pasien.no_rm,
      nama_pasien: pasien.nama,
      poli_nama: poli.nama,
      poli_jenis: poli.jenis,
      kode_bpjs: poli.kode_bpjs,
      dokter_uid: layanan.dokter_uid,
    })
    .from(layanan)
    .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
    .innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .where(eq(layanan.uid, layananUid));
  if (!r) return null;
  return {
    kunjungan_uid: r.kunjungan_uid,
    layanan_uid: r.layanan_uid,
    tanggal: r.tanggal,
    penjamin: r.penjamin,
    status: r.status,
    no_kartu: r.no_kartu,
    no_rujukan: r.no_rujukan,
    pasien_uid: r.pasien_uid,
    no_rm: r.no_rm,
    nama_pasien: r.nama_pasien,
    poli: { nama: r.poli_nama, jenis: r.poli_jenis, kode_bpjs: r.kode_bpjs },
    dokter: r.dokter_uid ? await dokterDpjp(db, r.dokter_uid) : null,
  };
}

/** The visit's first clinic that is not cancelled (a SEP is of the visit; its clinic is the first). */
export async function layananPertama(db: DbOrTx, kunjunganUid: string): Promise<string | null> {
  const [l] = await db
    .select({ uid: layanan.uid })
    .from(layanan)
    .where(and(eq(layanan.kunjungan_uid, kunjunganUid), ne(layanan.status, 'BATAL')))
    .orderBy(asc(layanan.created_at))
    .limit(1);
  return l?.uid ?? null;
}

export async function dokterDpjp(db: DbOrTx, pegawaiUid: string) {
  const [d] = await db
    .select({
      nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
      kode_dpjp: dokter.kode_dpjp_bpjs,
    })
    .from(pegawai)
    .innerJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
    .where(eq(pegawai.uid, pegawaiUid));
  return d ? { nama: namaBergelar(d), kode_dpjp: d.kode_dpjp || null } : null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const teks = (v: unknown): string => (typeof v === 'string' ? v : '');
const yaTidak = (b: boolean | undefined) => (b ? '1' : '0');

/** The desk's fields back out of a t_sep (to correct a refused SEP and send it again). */
export function isianDariTSep(t: Obj): SepIsian & { no_rujukan: string } {
  const r = obj(t.rujukan);
  const opsional = (v: unknown) => (teks(v) ? teks(v) : undefined);
  return {
    diag_awal: teks(t.diagAwal),
    kelas_rawat: teks(obj(t.klsRawat).klsRawatHak) as SepIsian['kelas_rawat'],
    no_telp: teks(t.noTelp),
    catatan: teks(t.catatan) || null,
    asal_rujukan: opsional(r.asalRujukan) as SepIsian['asal_rujukan'],
    tgl_rujukan: opsional(r.tglRujukan),
    ppk_rujukan: opsional(r.ppkRujukan),
    tujuan_kunj: (teks(t.tujuanKunj) || '0') as SepIsian['tujuan_kunj'],
    flag_procedure: opsional(t.flagProcedure) as SepIsian['flag_procedure'],
    kd_penunjang: opsional(t.kdPenunjang) as SepIsian['kd_penunjang'],
    assesment_pel: opsional(t.assesmentPel) as SepIsian['assesment_pel'],
    no_surat_kontrol: teks(obj(t.skdp).noSurat) || null,
    poli_eksekutif: teks(obj(t.poli).eksekutif) === '1',
    cob: teks(obj(t.cob).cob) === '1',
    katarak: teks(obj(t.katarak).katarak) === '1',
    no_rujukan: teks(r.noRujukan),
  };
}

/**
 * Checks what the server can check before BPJS does (docs/vclaim.md "Aturan") and builds t_sep:
 * a BPJS visit dated today, a clinic with its BPJS code, a doctor with a DPJP code, and outside
 * the IGD a complete referral not older than 90 days.
 */
export function bangunTSep(
  k: KonteksSep,
  isian: SepIsian,
  o: {
    noRujukan: string | null;
    kelas: string;
    ppk: string;
    user: string;
    hariIni: string;
    dpjpLayan?: { nama: string; kode_dpjp: string | null } | null;
  },
): Obj {
  if (k.penjamin !== 'BPJS' || !k.no_kartu) throw galat.bukanBpjs();
  if (k.tanggal !== o.hariIni) throw galat.tanggalSep(k.tanggal, o.hariIni);
  if (!k.poli.kode_bpjs) throw galat.poliTanpaKode(k.poli.nama);
  const dpjp = o.dpjpLayan === undefined ? k.dokter : o.dpjpLayan;
  if (!dpjp?.kode_dpjp) throw galat.dokterTanpaDpjp(dpjp?.nama ?? null);
  const igd = k.poli.jenis === 'IGD';
  let rujukan: Obj;
  if (igd) {
    // At the IGD there is no referral: BPJS takes the hospital itself as where the patient came from.
    rujukan = { asalRujukan: '2', tglRujukan: k.tanggal, noRujukan: '', ppkRujukan: o.ppk };
  } else {
    const kurang = [
      !o.noRujukan && { path: 'no_rujukan', message: 'Nomor rujukan wajib diisi' },
      !isian.asal_rujukan && { path: 'sep.asal_rujukan', message: 'Asal rujukan wajib dipilih' },
      !isian.tgl_rujukan && { path: 'sep.tgl_rujukan', message: 'Tanggal rujukan wajib diisi' },
      !isian.ppk_rujukan && { path: 'sep.ppk_rujukan', message: 'Kode faskes perujuk wajib diisi' },
    ].filter((x): x is { path: string; message: string } => Boolean(x));
    if (kurang.length) throw galat.rujukanKurang(kurang);
    const tgl = isian.tgl_rujukan ?? '';
    const umur = selisihHari(tgl, k.tanggal);
    if (umur < 0)
      throw galat.rujukanKurang([
        { path: 'sep.tgl_rujukan', message: 'Tanggal rujukan setelah tanggal SEP' },
      ]);
    if (masaRujukan(tgl, k.tanggal).sisa_hari === 0)
      throw galat.rujukanKedaluwarsa(tgl, masaRujukan(tgl, k.tanggal).berlaku_sampai);
    rujukan = {
      asalRujukan: isian.asal_rujukan,
      tglRujukan: tgl,
      noRujukan: o.noRujukan,
      ppkRujukan: isian.ppk_rujukan,
    };
  }
  const prosedur = isian.tujuan_kunj === '1';
  return {
    noKartu: k.no_kartu,
    tglSep: k.tanggal,
    ppkPelayanan: o.ppk,
    jnsPelayanan: '2',
    klsRawat: { klsRawatHak: o.kelas, klsRawatNaik: '', pembiayaan: '', penanggungJawab: '' },
    noMR: k.no_rm,
    rujukan,
    catatan: isian.catatan ?? '',
    diagAwal: isian.diag_awal,
    poli: { tujuan: k.poli.kode_bpjs, eksekutif: yaTidak(isian.poli_eksekutif) },
    cob: { cob: yaTidak(isian.cob) },
    katarak: { katarak: yaTidak(isian.katarak) },
    jaminan: jaminanBukanKll(),
    tujuanKunj: isian.tujuan_kunj,
    flagProcedure: prosedur ? (isian.flag_procedure ?? '') : '',
    kdPenunjang: prosedur ? (isian.kd_penunjang ?? '') : '',
    assesmentPel: isian.assesment_pel ?? '',
    skdp: {
      noSurat: isian.no_surat_kontrol ?? '',
      kodeDPJP: isian.no_surat_kontrol ? dpjp.kode_dpjp : '',
    },
    dpjpLayan: dpjp.kode_dpjp,
    noTelp: isian.no_telp,
    user: o.user,
  };
}

/** VClaim's `jaminan` of a SEP that is no traffic or work accident (accident SEPs are not supported yet). */
export function jaminanBukanKll(): Obj {
  return {
    lakaLantas: '0',
    noLP: '',
    penjamin: {
      tglKejadian: '',
      keterangan: '',
      suplesi: {
        suplesi: '0',
        noSepSuplesi: '',
        lokasiLaka: { kdPropinsi: '', kdKabupaten: '', kdKecamatan: '' },
      },
    },
  };
}

/** VClaim's `user`: who at the hospital made the request. */
export const penggunaBpjs = (u: { username: string } | null) => (u ? `Rawat ${u.username}` : 'Rawat');
