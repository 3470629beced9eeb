import {
  hariKeUmurRujukan,
  type JenisHasilLab,
  type PemeriksaanLab,
  type PemeriksaanLabInput,
  pemeriksaanLabInputSchema,
  type SatuanUmurRujukan,
  umurRujukanKeHari,
} from '@rawat/domain';
import { z } from 'zod';

/** A reference range as the form holds it: every box a string, ages in the unit staff chose. */
export interface BarisRujukanForm {
  jenis_kelamin: '' | 'L' | 'P';
  umur_min: string;
  umur_min_satuan: SatuanUmurRujukan;
  umur_maks: string;
  umur_maks_satuan: SatuanUmurRujukan;
  nilai_min: string;
  nilai_maks: string;
  kritis_min: string;
  kritis_maks: string;
  teks_normal: string;
  keterangan: string;
}

export interface FormLab {
  kode: string;
  nama: string;
  kelompok: string;
  spesimen: string;
  metode: string;
  satuan: string;
  jenis_hasil: JenisHasilLab;
  pilihan: { nilai: string; normal: boolean }[];
  desimal: string;
  urutan: string;
  keterangan: string;
  kode_loinc: string;
  nilai_rujukan: BarisRujukanForm[];
}

export const FIELDS_LAB = [
  'kode',
  'nama',
  'kelompok',
  'spesimen',
  'metode',
  'satuan',
  'jenis_hasil',
  'pilihan',
  'desimal',
  'urutan',
  'keterangan',
  'kode_loinc',
  'nilai_rujukan',
] as const;

const angka = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));

function umurForm(hari: number | null): { nilai: string; satuan: SatuanUmurRujukan } {
  if (hari === null) return { nilai: '', satuan: 'TAHUN' };
  const u = hariKeUmurRujukan(hari);
  return { nilai: String(u.nilai), satuan: u.satuan };
}

export function barisRujukanBaru(): BarisRujukanForm {
  return {
    jenis_kelamin: '',
    umur_min: '',
    umur_min_satuan: 'TAHUN',
    umur_maks: '',
    umur_maks_satuan: 'TAHUN',
    nilai_min: '',
    nilai_maks: '',
    kritis_min: '',
    kritis_maks: '',
    teks_normal: '',
    keterangan: '',
  };
}

export function nilaiAwalLab(p: PemeriksaanLab | null): FormLab {
  return {
    kode: p?.kode ?? '',
    nama: p?.nama ?? '',
    kelompok: p?.kelompok ?? '',
    spesimen: p?.spesimen ?? '',
    metode: p?.metode ?? '',
    satuan: p?.satuan ?? '',
    jenis_hasil: p?.jenis_hasil ?? 'ANGKA',
    pilihan: p?.pilihan.map((o) => ({ ...o })) ?? [],
    desimal: String(p?.desimal ?? 0),
    urutan: String(p?.urutan ?? 0),
    keterangan: p?.keterangan ?? '',
    kode_loinc: p?.kode_loinc ?? '',
    nilai_rujukan:
      p?.nilai_rujukan.map((r) => {
        const dari = umurForm(r.umur_min);
        const sampai = umurForm(r.umur_maks);
        return {
          jenis_kelamin: r.jenis_kelamin ?? '',
          umur_min: dari.nilai,
          umur_min_satuan: dari.satuan,
          umur_maks: sampai.nilai,
          umur_maks_satuan: sampai.satuan,
          nilai_min: angka(r.nilai_min),
          nilai_maks: angka(r.nilai_maks),
          kritis_min: angka(r.kritis_min),
          kritis_maks: angka(r.kritis_maks),
          teks_normal: r.teks_normal ?? '',
          keterangan: r.keterangan ?? '',
        };
      }) ?? [],
  };
}

/** An age typed in years/months/days → days; what is not a number goes on for the contract to word. */
function keHari(nilai: string, satuan: SatuanUmurRujukan): string | number {
  const s = nilai.trim().replace(',', '.');
  if (s === '') return '';
  return /^\d+(\.\d+)?$/.test(s) ? umurRujukanKeHari(Number(s), satuan) : nilai;
}

function keMasukan(f: FormLab) {
  return {
    ...f,
    nilai_rujukan: f.nilai_rujukan.map(({ umur_min_satuan, umur_maks_satuan, ...r }) => ({
      ...r,
      umur_min: keHari(r.umur_min, umur_min_satuan),
      umur_maks: keHari(r.umur_maks, umur_maks_satuan),
    })),
  };
}

/**
 * The form's schema: ages to days, then the domain contract, so the form shows the very errors
 * the server would give, each on its cell (nilai_rujukan.2.umur_min).
 */
export const skemaFormLab = z.custom<FormLab>().transform((f, ctx): PemeriksaanLabInput => {
  const hasil = pemeriksaanLabInputSchema.safeParse(keMasukan(f));
  if (hasil.success) return hasil.data;
  for (const i of hasil.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
  return z.NEVER;
});
