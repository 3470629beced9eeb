import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatAngka } from '@rawat/domain';

/** A certificate warns this many days before it ends (docs/esign.md). */
export const PERINGATAN_HARI = 30;

const HARI_MS = 24 * 60 * 60 * 1000;

/** Whole days from now until an ISO instant (negative once past), as the dashboard counts them. */
export const sisaHariSampai = (iso: string, sekarang = Date.now()) =>
  Math.floor((Date.parse(iso) - sekarang) / HARI_MS);

/** The days a certificate has left: plain text, a warning chip near the end, red once expired. */
export function SisaHari({ sisa, akhiran = '' }: { sisa: number; akhiran?: string }) {
  if (sisa < 0) return <Chip size="small" color="error" label="Kedaluwarsa" />;
  if (sisa < PERINGATAN_HARI) return <Chip size="small" color="warning" label={`${sisa} hari lagi`} />;
  return (
    <Typography variant="body2" component="span">
      {formatAngka(sisa)} hari{akhiran}
    </Typography>
  );
}
