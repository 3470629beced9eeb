import Typography from '@mui/material/Typography';
import { formatRupiah } from '@rawat/domain';

/** The price column of lab lists: the general outpatient price in force today. */
export function KolomTarif({ jumlah }: { jumlah: number | null }) {
  return jumlah === null ? (
    <Typography variant="body2" color="text.secondary">
      Belum diatur
    </Typography>
  ) : (
    formatRupiah(jumlah)
  );
}
