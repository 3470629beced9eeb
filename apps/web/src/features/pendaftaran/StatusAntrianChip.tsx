import Chip from '@mui/material/Chip';
import { LABEL_STATUS_ANTRIAN, type StatusAntrian } from '@rawat/domain';

const WARNA: Record<StatusAntrian, 'default' | 'info' | 'warning' | 'secondary' | 'success' | 'error'> = {
  WAITING: 'warning',
  ON_PROCESS: 'info',
  WAITING_DOKTER: 'secondary',
  DONE: 'success',
  BATAL: 'default',
};

/** A queue status with its Indonesian label (spec §4). */
export function StatusAntrianChip({
  status,
  size = 'small',
}: {
  status: StatusAntrian;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      color={WARNA[status]}
      variant={status === 'BATAL' ? 'outlined' : 'filled'}
      label={LABEL_STATUS_ANTRIAN[status]}
    />
  );
}
