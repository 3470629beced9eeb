import { BULAN } from '../format/tanggal.ts';
import { hitungUmur } from '../format/umur.ts';
import {
  type IsiSurat,
  LABEL_HASIL_BUTA_WARNA,
  LABEL_JENIS_KELAHIRAN,
  LABEL_KEPERLUAN_SEHAT,
  parameterPositif,
} from './isi.ts';
import { lamaHari } from './nomor.ts';

/** '2 Nov 2026' from 'YYYY-MM-DD' (a calendar day: no time zone involved). */
export function tanggalRingkas(iso: string): string {
  const [t, b, h] = iso.split('-').map(Number);
  return `${h} ${(BULAN[(b ?? 1) - 1] ?? '').slice(0, 3)} ${t}`;
}

/** One line of what a letter says, for lists: 'Istirahat 3 hari (2 Nov 2026 – 4 Nov 2026)'. */
export function ringkasanSurat(isi: IsiSurat): string {
  switch (isi.jenis) {
    case 'SAKIT': {
      const n = lamaHari(isi.istirahat_dari, isi.istirahat_sampai);
      return `Istirahat ${n ?? '?'} hari (${tanggalRingkas(isi.istirahat_dari)} – ${tanggalRingkas(isi.istirahat_sampai)})`;
    }
    case 'SEHAT':
      return `Sehat jasmani · ${isi.keperluan_rinci ?? LABEL_KEPERLUAN_SEHAT[isi.keperluan]}`;
    case 'DIRAWAT':
      return `Dirawat sejak ${tanggalRingkas(isi.tanggal_masuk)}${isi.tanggal_keluar ? ` s.d. ${tanggalRingkas(isi.tanggal_keluar)}` : ''}`;
    case 'BUTA_WARNA':
      return `${LABEL_HASIL_BUTA_WARNA[isi.hasil]} (${isi.metode})`;
    case 'BEBAS_NARKOBA': {
      const positif = parameterPositif(isi.hasil_urin);
      return positif.length ? `Urine positif: ${positif.join(', ')}` : 'Urine negatif 6 parameter';
    }
    case 'KEMATIAN':
      return `Meninggal ${tanggalRingkas(isi.tanggal_meninggal)} ${isi.jam_meninggal} WIB · ${isi.sebab_langsung}`;
    case 'KONTROL':
      return `Kontrol ${tanggalRingkas(isi.tanggal_kontrol)}${isi.poli_nama ? ` · ${isi.poli_nama}` : ''}${isi.dokter_nama ? ` · ${isi.dokter_nama}` : ''}`;
    case 'KELAHIRAN':
      return `Bayi ${isi.bayi.jenis_kelamin === 'L' ? 'laki-laki' : 'perempuan'} ${tanggalRingkas(isi.bayi.tanggal_lahir)} ${isi.bayi.jam_lahir} · ${isi.bayi.berat_gram} g · ${LABEL_JENIS_KELAHIRAN[isi.bayi.jenis_kelahiran].toLowerCase()}`;
  }
}

/** An age as a letter writes it: '34 tahun', '5 bulan' or '12 hari' (a baby). */
export function umurSurat(lahir: string, pada: string): string {
  try {
    const u = hitungUmur(lahir, pada);
    if (u.tahun > 0) return `${u.tahun} tahun`;
    if (u.bulan > 0) return `${u.bulan} bulan`;
    return `${u.hari} hari`;
  } catch {
    return '-';
  }
}
