import type { KolomRl, SelRl, TabelRl } from '@rawat/domain';

/** A column of a form; `grup` is the heading merged above a run of columns. */
export const kol = (
  label: string,
  jenis: KolomRl['jenis'] = 'angka',
  grup: string | null = null,
): KolomRl => ({
  label,
  grup,
  jenis,
});

export const KOLOM_NO = kol('No', 'teks');

/**
 * The totals row: 'TOTAL' in the first text column, the sum of every 'angka' column; a column the
 * app does not fill ('-' in every row) stays '-' rather than totalling 0.
 */
export function barisTotal(kolom: readonly KolomRl[], baris: readonly SelRl[][]): SelRl[] {
  let label = false;
  return kolom.map((k, i) => {
    if (k.jenis === 'angka')
      return baris.length > 0 && baris.every((b) => b[i] === null)
        ? null
        : baris.reduce((n, b) => n + (typeof b[i] === 'number' ? b[i] : 0), 0);
    if (!label && i > 0) {
      label = true;
      return 'TOTAL';
    }
    return null;
  });
}

export function tabel(
  kode: string,
  judul: string,
  kolom: KolomRl[],
  baris: SelRl[][],
  opsi: { total?: boolean; catatan?: string } = {},
): TabelRl {
  return {
    kode,
    judul,
    kolom,
    baris,
    total: opsi.total ? barisTotal(kolom, baris) : null,
    catatan: opsi.catatan ?? null,
  };
}
