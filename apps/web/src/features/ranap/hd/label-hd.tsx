import Chip from '@mui/material/Chip';
import { LABEL_STATUS_SESI_HD, type StatusSesiHd } from '@rawat/domain';

const WARNA: Record<StatusSesiHd, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  DIJADWALKAN: 'info',
  BERLANGSUNG: 'warning',
  SELESAI: 'success',
  BATAL: 'default',
};

/** A session's state as a chip, the same colours on the list and on the session. */
export function ChipStatusHd({ status }: { status: StatusSesiHd }) {
  return <Chip size="small" color={WARNA[status]} label={LABEL_STATUS_SESI_HD[status]} />;
}

export function ChipCito() {
  return <Chip size="small" color="error" variant="outlined" label="Cito" />;
}
