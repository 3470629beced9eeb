import {
  LABEL_SISTEM_PEMERIKSAAN,
  type LevelTriase,
  labelTriase,
  type ResumeTeks,
  type SistemPemeriksaan,
} from '@rawat/domain';
import type { SumberResume } from './resume.sumber.ts';

type Isi = Record<string, unknown>;

const teks = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const objek = (v: unknown): Isi => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Isi) : {});
const gabung = (bagian: (string | null | undefined)[], pemisah = '\n'): string | null =>
  bagian.filter((b): b is string => Boolean(b)).join(pemisah) || null;
const berlabel = (label: string, v: unknown) => (teks(v) ? `${label}: ${teks(v)}` : null);

/** 'Keadaan umum tampak sakit sedang, compos mentis. Abdomen: nyeri tekan epigastrium.' */
function pemeriksaanFisik(medis: Isi, tandaVital: string | null): string | null {
  const pf = objek(medis.pemeriksaan_fisik);
  const umum = [berlabel('Keadaan umum', pf.keadaan_umum), berlabel('Kesadaran', pf.kesadaran)];
  const sistem = Object.entries(objek(pf.sistem)).map(([k, v]) => {
    const t = objek(v);
    const label = LABEL_SISTEM_PEMERIKSAAN[k as SistemPemeriksaan] ?? k;
    if (t.hasil === 'Tidak normal') return `${label}: ${teks(t.keterangan) ?? 'tidak normal'}`;
    return t.hasil === 'Normal' ? `${label}: dalam batas normal` : null;
  });
  const igd = [
    berlabel('Kondisi', medis.kondisi),
    berlabel('Triase', medis.prioritas ? labelTriase(medis.prioritas as LevelTriase) : null),
  ];
  return gabung([
    gabung(igd, ', '),
    gabung(umum, ', '),
    tandaVital ? `Tanda vital: ${tandaVital}` : null,
    ...sistem,
    teks(medis.objektif),
  ]);
}

function terapi(medis: Isi): string | null {
  const hd = objek(medis.resep_hd);
  const resepHd =
    typeof hd.durasi_jam === 'number'
      ? `Hemodialisa ${String(hd.durasi_jam).replace('.', ',')} jam, QB ${hd.qb} ml/menit, QD ${hd.qd} ml/menit, target UF ${hd.target_uf} ml`
      : null;
  return gabung([teks(medis.plan), resepHd]);
}

/**
 * The text a new resume starts with, taken from the chart: the doctor's anamnesis and
 * examination, the nurses' chief complaint, the plan and the education given. The doctor edits
 * it; once saved, the saved text is what the resume shows.
 */
/** Each order on one line; a validated lab order with its values instead of its test names. */
export function ringkasPenunjang(s: SumberResume): string | null {
  return gabung(
    s.struktur.penunjang.map(
      (p) =>
        `${p.jenis === 'LABOR' ? 'Laboratorium' : 'Radiologi'} ${p.nomor}: ${(s.hasilLab[p.nomor] ?? p.item).join(', ')}`,
    ),
  );
}

export function usulanTeks(s: SumberResume, keluhanDaftar: string | null): ResumeTeks {
  const medis = s.medis?.isi ?? {};
  const anamnesis = objek(medis.anamnesis);
  const keluhanPerawat = s.keperawatan.map((k) => teks(k.isi.keluhan_utama)).find(Boolean);
  return {
    indikasi_rawat: null,
    keluhan_utama: teks(anamnesis.keluhan_utama) ?? keluhanPerawat ?? teks(keluhanDaftar),
    ringkasan_riwayat: gabung([
      teks(medis.subjektif),
      berlabel('Riwayat penyakit sekarang', anamnesis.riwayat_penyakit_sekarang),
      berlabel('Riwayat penyakit dahulu', anamnesis.riwayat_penyakit_dahulu),
      berlabel('Riwayat penyakit keluarga', anamnesis.riwayat_penyakit_keluarga),
      berlabel('Riwayat pengobatan', anamnesis.riwayat_obat),
    ]),
    pemeriksaan_fisik: pemeriksaanFisik(medis, s.struktur.tanda_vital?.ringkas ?? null),
    hasil_penunjang: ringkasPenunjang(s),
    terapi: terapi(medis),
    instruksi: gabung([teks(medis.edukasi), teks(s.struktur.tindak_lanjut?.catatan)]),
    kondisi_pulang: teks(s.struktur.tindak_lanjut?.kondisi_pulang),
    terapi_pulang: null,
    rencana_kontrol: null,
  };
}
