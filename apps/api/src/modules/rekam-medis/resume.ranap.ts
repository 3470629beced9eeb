/**
 * The inpatient resume (jenis RANAP, docs/ranap/pulang.md): the stay's own rows — perawatan_inap,
 * its bed segments and their wards — read-only beside the chart's (resume.sumber.ts). The ward's
 * notes (CPPT, the medicine plan) live in the ranap module above this one: ranap hands its reader
 * in when its routes register (pasangPembacaRanap), as app.ts hands ports to lower modules.
 */
import {
  formatTanggalWaktu,
  LABEL_CARA_PULANG,
  LABEL_KELAS_RANAP,
  nomorHariJakarta,
  type ResumeStruktur,
  type ResumeTeks,
} from '@rawat/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { perawatanInap, rawatInap } from '../kunjungan/rawat-inap.tables.ts';
import { bed, kamar, ruangan } from '../master/ruangan/ruangan.tables.ts';
import type { LayananKlinis } from '../pelayanan/layanan-klinis.ts';
import { tindakLanjut } from '../pelayanan/pelayanan.tables.ts';
import { bacaSumberResume, type SumberResume } from './resume.sumber.ts';
import { usulanTeks } from './resume.usulan.ts';

/** What the ward wrote during the stay, as the resume's proposal uses it. */
export interface CatatanRanapResume {
  /** CPPT notes, oldest first. */
  cppt: {
    profesi: string;
    waktu: Date;
    subjektif: string | null;
    objektif: string | null;
    asesmen: string | null;
    plan: string | null;
  }[];
  /** The medicine plan; `aktif` = not stopped when read (what the patient goes home on). */
  obat: { nama_obat: string; dosis: string; rute: string; jam: string[]; aktif: boolean }[];
  /** The newest vital signs of the ward's observation chart. */
  tanda_vital: ResumeStruktur['tanda_vital'];
}
export type PembacaRanap = (db: DbOrTx, layananUid: string) => Promise<CatatanRanapResume>;

let pembacaRanap: PembacaRanap | null = null;

/** Called once by the ranap module when its routes register. */
export function pasangPembacaRanap(f: PembacaRanap): void {
  pembacaRanap = f;
}

export interface StayResume {
  uid: string;
  status: 'DIRAWAT' | 'PULANG';
  ranap: NonNullable<ResumeStruktur['ranap']>;
  tindak_lanjut: ResumeStruktur['tindak_lanjut'];
  indikasi: string | null;
}

/** The stay of a layanan of jenis RAWAT_INAP, or null when none (never admitted). */
export async function bacaStayResume(db: DbOrTx, l: LayananKlinis): Promise<StayResume | null> {
  const [pi] = await db
    .select({
      uid: perawatanInap.uid,
      status: perawatanInap.status,
      masuk_pada: perawatanInap.masuk_pada,
      pulang_pada: perawatanInap.pulang_pada,
      dx_kode: perawatanInap.diagnosis_masuk_kode,
      dx_nama: perawatanInap.diagnosis_masuk_nama,
      cara_pulang: perawatanInap.cara_pulang,
      kondisi_pulang: perawatanInap.kondisi_pulang,
      faskes_rujukan: perawatanInap.faskes_rujukan,
      waktu_meninggal: perawatanInap.waktu_meninggal,
      indikasi: tindakLanjut.alasan,
    })
    .from(perawatanInap)
    .leftJoin(tindakLanjut, eq(tindakLanjut.uid, perawatanInap.tindak_lanjut_uid))
    .where(eq(perawatanInap.layanan_uid, l.uid));
  if (!pi) return null;
  const segmen = await db
    .select({
      ruangan: ruangan.nama,
      kamar: kamar.no_kamar,
      bed: bed.no_bed,
      kelas: rawatInap.kelas,
      masuk_pada: rawatInap.masuk_pada,
      keluar_pada: rawatInap.keluar_pada,
    })
    .from(rawatInap)
    .innerJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .innerJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .innerJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .where(eq(rawatInap.perawatan_inap_uid, pi.uid))
    .orderBy(asc(rawatInap.masuk_pada));
  const caraLabel = pi.cara_pulang ? LABEL_CARA_PULANG[pi.cara_pulang] : null;
  return {
    uid: pi.uid,
    status: pi.status,
    indikasi: pi.indikasi,
    ranap: {
      masuk_pada: pi.masuk_pada.toISOString(),
      pulang_pada: pi.pulang_pada?.toISOString() ?? null,
      lama_rawat: pi.pulang_pada
        ? Math.max(1, nomorHariJakarta(pi.pulang_pada) - nomorHariJakarta(pi.masuk_pada))
        : null,
      dpjp: l.dokter?.nama ?? null,
      diagnosis_masuk: pi.dx_kode ? { kode: pi.dx_kode, nama: pi.dx_nama ?? pi.dx_kode } : null,
      cara_pulang: caraLabel,
      kondisi_pulang: pi.kondisi_pulang,
      faskes_rujukan: pi.faskes_rujukan,
      waktu_meninggal: pi.waktu_meninggal?.toISOString() ?? null,
      ruangan: segmen.map((s) => ({
        ruangan: s.ruangan,
        kamar: s.kamar,
        bed: s.bed,
        kelas: LABEL_KELAS_RANAP[s.kelas] ?? s.kelas,
        masuk_pada: s.masuk_pada.toISOString(),
        keluar_pada: s.keluar_pada?.toISOString() ?? null,
      })),
    },
    // The discharge order is the stay's follow-up: the resume's "Tindak Lanjut" prints it.
    tindak_lanjut:
      pi.status === 'PULANG' && pi.cara_pulang && caraLabel
        ? {
            jenis: pi.cara_pulang,
            label: caraLabel,
            tanggal_kontrol: null,
            faskes_rujukan: pi.faskes_rujukan,
            alasan: null,
            kondisi_pulang: pi.kondisi_pulang,
            waktu_meninggal: pi.waktu_meninggal?.toISOString() ?? null,
            catatan: null,
          }
        : null,
  };
}

const gabung = (bagian: (string | null | undefined)[], pemisah = '\n'): string | null =>
  bagian.filter((b): b is string => Boolean(b?.trim())).join(pemisah) || null;

const obatTeks = (o: CatatanRanapResume['obat'][number]) =>
  `${o.nama_obat} ${o.dosis} ${o.rute}${o.jam.length ? ` (${o.jam.join(', ')})` : ''}`;

/**
 * The inpatient proposal: the outpatient one (the stay's assessments) completed from the stay —
 * the reason for admission, the doctors' CPPT notes, the medicine plan, the orders and the
 * discharge order. The doctor edits it; once saved, the saved text is what the resume shows.
 */
export function usulanTeksRanap(
  s: SumberResume,
  l: LayananKlinis,
  stay: StayResume,
  catatan: CatatanRanapResume,
): ResumeTeks {
  const dasar = usulanTeks(s, l.keluhan);
  const dokter = catatan.cppt.filter((c) => c.profesi === 'DOKTER');
  const pertama = dokter[0];
  const terakhir = dokter.at(-1);
  const r = stay.ranap;
  const dxMasuk = r.diagnosis_masuk ? `${r.diagnosis_masuk.kode} ${r.diagnosis_masuk.nama}` : null;
  return {
    ...dasar,
    indikasi_rawat: gabung([stay.indikasi, dxMasuk ? `Diagnosis masuk: ${dxMasuk}` : null]),
    keluhan_utama: dasar.keluhan_utama ?? pertama?.subjektif ?? null,
    ringkasan_riwayat: dasar.ringkasan_riwayat ?? pertama?.subjektif ?? null,
    pemeriksaan_fisik: dasar.pemeriksaan_fisik ?? pertama?.objektif ?? null,
    hasil_penunjang: dasar.hasil_penunjang,
    terapi: gabung([
      catatan.obat.length ? catatan.obat.map(obatTeks).join('; ') : null,
      dasar.terapi,
      ...s.struktur.tindakan.map((t) => `Tindakan: ${t.nama}`),
    ]),
    kondisi_pulang:
      r.cara_pulang === LABEL_CARA_PULANG.MENINGGAL && r.waktu_meninggal
        ? `Meninggal ${formatTanggalWaktu(r.waktu_meninggal)}`
        : (r.kondisi_pulang ?? dasar.kondisi_pulang),
    terapi_pulang: gabung(catatan.obat.filter((o) => o.aktif).map(obatTeks)),
    instruksi: dasar.instruksi ?? terakhir?.plan ?? null,
    rencana_kontrol: r.faskes_rujukan ? `Dirujuk ke ${r.faskes_rujukan}` : null,
  };
}

/**
 * What a resume is built from, whatever its kind: the chart's lists and the proposal; for a stay
 * also its dates, wards and discharge (`stay`).
 */
export async function sumberResumeUntuk(
  db: DbOrTx,
  l: LayananKlinis,
): Promise<{ sumber: SumberResume; usulan: () => Promise<ResumeTeks>; stay: StayResume | null }> {
  const sumber = await bacaSumberResume(db, l.uid);
  const stay = l.poli.jenis === 'RAWAT_INAP' ? await bacaStayResume(db, l) : null;
  if (!stay) return { sumber, stay, usulan: async () => usulanTeks(sumber, l.keluhan) };
  const catatan = pembacaRanap ? await pembacaRanap(db, l.uid) : { cppt: [], obat: [], tanda_vital: null };
  const dariAsesmen = sumber.struktur.tanda_vital;
  const struktur: ResumeStruktur = {
    ...sumber.struktur,
    // A stay's vitals are charted on the ward's observation sheet, not in assessments: the newer wins.
    tanda_vital:
      catatan.tanda_vital && (!dariAsesmen || catatan.tanda_vital.waktu > dariAsesmen.waktu)
        ? catatan.tanda_vital
        : dariAsesmen,
    ranap: stay.ranap,
    tindak_lanjut: stay.tindak_lanjut,
  };
  const lengkap = { ...sumber, struktur };
  return {
    sumber: lengkap,
    stay,
    usulan: async () => usulanTeksRanap(lengkap, l, stay, catatan),
  };
}
