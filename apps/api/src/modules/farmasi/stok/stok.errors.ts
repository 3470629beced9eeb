import { formatAngka } from '@rawat/domain';
import { conflict } from '../../../platform/errors.ts';

/** 409: the location does not hold enough (unexpired) stock; names what and where. */
export const stokTidakCukup = (s: {
  produk: string;
  lokasi: string;
  satuan: string;
  tersedia: number;
  diminta: number;
}) =>
  conflict(
    'stok.tidak_cukup',
    `Stok ${s.produk} di ${s.lokasi} tidak cukup: tersedia ${formatAngka(s.tersedia)} ${s.satuan}, dibutuhkan ${formatAngka(s.diminta)} ${s.satuan}`.replace(
      /\s+$/,
      '',
    ),
  );
