import {
  type BarisDokumenStok,
  formatAngka,
  formatTanggalPendek,
  type StatusDokumenStok,
} from '@rawat/domain';

/** 'YYYY-MM-DD' → '07/01/2030' (a calendar date: no time zone shift). */
export const tglDokumen = (iso: string | null | undefined) =>
  iso ? formatTanggalPendek(`${iso}T12:00:00+07:00`) : '–';

/** Base units as the user chose to count them: '5 Box (500 Tablet)', or '250 Tablet'. */
export function jumlahKemasan(
  jumlah: number,
  b: Pick<BarisDokumenStok, 'isi' | 'satuan' | 'produk'>,
): string {
  const dasar = `${formatAngka(jumlah)} ${b.produk.satuan_dasar}`;
  if (b.isi <= 1 || jumlah % b.isi !== 0 || jumlah === 0) return dasar;
  return `${formatAngka(jumlah / b.isi)} ${b.satuan} (${dasar})`;
}

/** The largest unit that divides `jumlah` exactly: what to suggest when sending or receiving the rest. */
export function satuanPas(
  jumlah: number,
  konversi: BarisDokumenStok['konversi'],
): { satuan: string; jumlah: number } {
  const urut = [...konversi].sort((a, b) => b.isi_dasar - a.isi_dasar);
  const pas = urut.find((k) => k.isi_dasar > 0 && jumlah % k.isi_dasar === 0) ?? urut[urut.length - 1];
  return pas ? { satuan: pas.satuan, jumlah: jumlah / pas.isi_dasar } : { satuan: '', jumlah };
}

export const WARNA_STATUS_DOKUMEN: Record<
  StatusDokumenStok,
  'default' | 'info' | 'warning' | 'success' | 'error'
> = {
  DIAJUKAN: 'info',
  DIPESAN: 'info',
  SEBAGIAN: 'warning',
  DIPENUHI: 'success',
  DITERIMA: 'success',
  DITOLAK: 'error',
  BATAL: 'default',
};
