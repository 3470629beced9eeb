import ErrorOutlineIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  type KelengkapanKlaim,
  LABEL_STATUS_KLAIM,
  type StatusKlaimDaftar,
} from '@rawat/domain';

// Small pieces the claim screens share: the state chip, the checklist icons, the margin in colour.

const WARNA: Record<
  StatusKlaimDaftar,
  'default' | 'info' | 'primary' | 'success' | 'warning' | 'error' | 'secondary'
> = {
  BELUM: 'default',
  DRAF: 'default',
  DIGROUP: 'info',
  FINAL: 'primary',
  TERKIRIM: 'secondary',
  DISETUJUI: 'success',
  PENDING: 'warning',
  DISPUTE: 'error',
};

export const labelStatusKlaim = (s: StatusKlaimDaftar) =>
  s === 'BELUM' ? 'Belum diproses' : LABEL_STATUS_KLAIM[s];

export function StatusKlaimChip({ status }: { status: StatusKlaimDaftar }) {
  return <Chip size="small" color={WARNA[status]} label={labelStatusKlaim(status)} />;
}

const SINGKAT: Record<KelengkapanKlaim['item'], string> = {
  SEP: 'SEP',
  SELESAI: 'Selesai',
  KODING: 'Koding',
  RESUME: 'Resume',
  HASIL: 'Hasil',
  TAGIHAN: 'Tagihan',
};

/** The checklist as a row of small marks, each with its explanation on hover. */
export function KelengkapanRingkas({ items }: { items: KelengkapanKlaim[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 230, maxWidth: 300 }}>
      {items.map((k) => (
        <Tooltip key={k.item} title={`${k.label}: ${k.keterangan}`}>
          <Chip
            size="small"
            variant="outlined"
            color={k.ada ? 'success' : 'error'}
            icon={k.ada ? <CheckCircleIcon /> : <ErrorOutlineIcon />}
            label={SINGKAT[k.item]}
            aria-label={`${k.label}: ${k.ada ? 'ada' : 'kurang'}`}
          />
        </Tooltip>
      ))}
    </Box>
  );
}

/** The margin: green when the package pays more than the bill, red when less. */
export function Selisih({ nilai, tebal }: { nilai: number; tebal?: boolean }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        color: nilai >= 0 ? 'success.main' : 'error.main',
        fontWeight: tebal ? 700 : 500,
        whiteSpace: 'nowrap',
      }}
    >
      {nilai >= 0 ? '+' : '−'}
      {formatRupiah(Math.abs(nilai))}
    </Typography>
  );
}
