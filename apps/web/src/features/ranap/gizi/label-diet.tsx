import Chip from '@mui/material/Chip';
import {
  type Diet,
  LABEL_BENTUK_DIET,
  LABEL_WAKTU_MAKAN,
  type StatusDiet,
  type WaktuMakan,
} from '@rawat/domain';

export const LABEL_STATUS_DIET: Record<StatusDiet, string> = {
  DIMINTA: 'Menunggu ahli gizi',
  AKTIF: 'Aktif',
  DIHENTIKAN: 'Dihentikan',
};

const WARNA: Record<StatusDiet, 'warning' | 'success' | 'default'> = {
  DIMINTA: 'warning',
  AKTIF: 'success',
  DIHENTIKAN: 'default',
};

export function ChipStatusDiet({ status }: { status: StatusDiet }) {
  return <Chip size="small" color={WARNA[status]} label={LABEL_STATUS_DIET[status]} />;
}

/** 'Makan pagi, makan siang, makan malam'. */
export const teksWaktuMakan = (w: readonly WaktuMakan[]) =>
  w.map((x, i) => (i === 0 ? LABEL_WAKTU_MAKAN[x] : LABEL_WAKTU_MAKAN[x].toLowerCase())).join(', ');

/** 'Makanan lunak · pantang gula pasir'. */
export const teksBentuk = (d: Pick<Diet, 'bentuk' | 'pantangan'>) =>
  `${LABEL_BENTUK_DIET[d.bentuk]}${d.pantangan ? ` · pantang ${d.pantangan}` : ''}`;
