import {
  BATAS_KELENGKAPAN_JAM,
  BULAN,
  type LaporanKelengkapan,
  type RekapKelengkapanBaris,
} from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { bukuKerja } from '../../../platform/xlsx.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';

// The monthly completeness report as a workbook or an A4 PDF: per unit, then per doctor, the
// share of records complete within 2 × 24 hours (the indicator the accreditation asks for).

export const JUDUL_LAPORAN = 'Laporan Kelengkapan Rekam Medis';

/** 'Januari 2030' */
export const namaBulan = (bulan: string) => {
  const [t, b] = bulan.split('-');
  return `${BULAN[Number(b) - 1] ?? b} ${t}`;
};

const persenTeks = (p: number | null) => (p === null ? '-' : `${p.toLocaleString('id-ID')}%`);

interface BarisLaporan extends RekapKelengkapanBaris {
  kelompok: string;
}

function baris(l: LaporanKelengkapan): BarisLaporan[] {
  return [
    ...l.per_unit.map((b) => ({ ...b, kelompok: 'Unit' })),
    ...l.per_dokter.map((b) => ({ ...b, kelompok: 'Dokter (DPJP)' })),
  ];
}

export async function xlsxLaporanKelengkapan(l: LaporanKelengkapan): Promise<Buffer> {
  return bukuKerja<BarisLaporan>(
    JUDUL_LAPORAN,
    `Bulan ${namaBulan(l.bulan)} — lengkap dalam ${BATAS_KELENGKAPAN_JAM / 24} × 24 jam setelah pulang/selesai`,
    [
      { header: 'Kelompok', width: 16, nilai: (r) => r.kelompok },
      { header: 'Nama', width: 34, nilai: (r) => r.nama },
      { header: 'Jumlah Rekam Medis', jenis: 'angka', nilai: (r) => r.total },
      { header: 'Lengkap', jenis: 'angka', nilai: (r) => r.lengkap },
      { header: 'Belum Lengkap', jenis: 'angka', nilai: (r) => r.belum_lengkap },
      { header: 'Terlambat', jenis: 'angka', nilai: (r) => r.terlambat },
      { header: 'Lengkap ≤ 2×24 Jam', jenis: 'angka', nilai: (r) => r.tepat_waktu },
      { header: '% Tepat Waktu', nilai: (r) => r.persen_tepat_waktu },
    ],
    baris(l),
    { ...l.total, kelompok: 'Total', nama: 'Semua' },
  );
}

export async function pdfLaporanKelengkapan(db: DbOrTx, ctx: Ctx, l: LaporanKelengkapan): Promise<Buffer> {
  const kop = await kopSurat(db);
  const dok = buatDokumen({
    judul: `${JUDUL_LAPORAN} ${namaBulan(l.bulan)}`,
    kertas: 'A4',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul(JUDUL_LAPORAN.toUpperCase(), { sub: `Bulan ${namaBulan(l.bulan)}` });
  dok.paragraf(
    `Rekam medis lengkap bila seluruh dokumen yang diwajibkan ada dalam ${BATAS_KELENGKAPAN_JAM / 24} × 24 jam setelah pasien pulang atau selesai dilayani. ` +
      `Total ${l.total.total} rekam medis, ${l.total.tepat_waktu} lengkap tepat waktu (${persenTeks(l.total.persen_tepat_waktu)}), ${l.total.terlambat} terlambat.`,
  );
  const kolom = [
    { judul: 'Nama', lebar: 4 },
    { judul: 'Jumlah', lebar: 1.2, rata: 'right' as const },
    { judul: 'Lengkap', lebar: 1.2, rata: 'right' as const },
    { judul: 'Belum', lebar: 1.2, rata: 'right' as const },
    { judul: 'Terlambat', lebar: 1.4, rata: 'right' as const },
    { judul: '% Tepat Waktu', lebar: 1.6, rata: 'right' as const },
  ];
  const sel = (b: RekapKelengkapanBaris) => [
    b.nama,
    b.total,
    b.lengkap,
    b.belum_lengkap,
    b.terlambat,
    persenTeks(b.persen_tepat_waktu),
  ];
  dok.spasi().paragraf('Per Unit', { tebal: true });
  dok.tabel(kolom, l.per_unit.length ? l.per_unit.map(sel) : [['Tidak ada data', '', '', '', '', '']]);
  dok.spasi().paragraf('Per Dokter (DPJP)', { tebal: true });
  dok.tabel(kolom, l.per_dokter.length ? l.per_dokter.map(sel) : [['Tidak ada data', '', '', '', '', '']]);
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(ctx.now())}`,
    jabatan: 'Kepala Instalasi Rekam Medis',
    nama: '(..............................)',
  });
  return dok.selesai();
}
