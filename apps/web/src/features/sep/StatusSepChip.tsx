import Chip from '@mui/material/Chip';
import { LABEL_STATUS_SEP, type StatusSep } from '@rawat/domain';

const WARNA: Record<StatusSep, 'warning' | 'success' | 'error' | 'default'> = {
  MENUNGGU: 'warning',
  TERBIT: 'success',
  DITOLAK: 'error',
  DIHAPUS: 'default',
};

/** A SEP's state: Menunggu BPJS, Terbit, Ditolak BPJS, Dihapus. */
export function StatusSepChip({ status, size = 'small' }: { status: StatusSep; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      color={WARNA[status]}
      variant={status === 'DIHAPUS' ? 'outlined' : 'filled'}
      label={LABEL_STATUS_SEP[status]}
    />
  );
}
