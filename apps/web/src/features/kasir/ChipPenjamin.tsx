import Chip from '@mui/material/Chip';
import type { PenjaminKunjungan } from '@rawat/domain';

const WARNA: Record<PenjaminKunjungan, 'default' | 'success' | 'info' | 'secondary'> = {
  UMUM: 'default',
  BPJS: 'success',
  ASKES: 'secondary',
  ASURANSI: 'info',
};

/** The payer at a glance: BPJS green, insurers blue, UMUM plain. */
export function ChipPenjamin({ penjamin, label }: { penjamin: PenjaminKunjungan; label: string }) {
  return (
    <Chip
      size="small"
      color={WARNA[penjamin]}
      variant={penjamin === 'UMUM' ? 'outlined' : 'filled'}
      label={label}
    />
  );
}
