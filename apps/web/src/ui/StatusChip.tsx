import Chip from '@mui/material/Chip';
import type { StatusAktif } from '@rawat/domain';

/** AKTIF/NONAKTIF as a chip: green when active, grey when retired. */
export function StatusChip({ status }: { status: StatusAktif }) {
  return status === 'AKTIF' ? (
    <Chip size="small" color="success" label="Aktif" />
  ) : (
    <Chip size="small" label="Nonaktif" sx={{ bgcolor: 'grey.300', color: 'grey.800' }} />
  );
}
