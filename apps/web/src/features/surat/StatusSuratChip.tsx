import Chip from '@mui/material/Chip';
import { LABEL_STATUS_SURAT, type StatusSurat } from '@rawat/domain';

const WARNA: Record<StatusSurat, 'warning' | 'success' | 'default'> = {
  DRAF: 'warning',
  TERBIT: 'success',
  DIBATALKAN: 'default',
};

/** A letter's state: Draf (amber), Terbit (green), Dibatalkan (grey, struck through); v2+ says its version. */
export function StatusSuratChip({ status, versi = 1 }: { status: StatusSurat; versi?: number }) {
  return (
    <Chip
      size="small"
      color={WARNA[status]}
      variant={status === 'DIBATALKAN' ? 'outlined' : 'filled'}
      label={`${LABEL_STATUS_SURAT[status]}${versi > 1 ? ` · v${versi}` : ''}`}
      sx={status === 'DIBATALKAN' ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
    />
  );
}
