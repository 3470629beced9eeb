import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatAngka, formatRupiah } from '@rawat/domain';
import type { ReactNode } from 'react';

type Warna = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

export interface StatCardProps {
  label: string;
  /** undefined while loading; null when there is no value to show ('–'). */
  nilai: number | null | undefined;
  ikon: ReactNode;
  warna?: Warna;
  keterangan?: ReactNode;
  /** How the value reads: a count ('1.250', the default) or an amount ('Rp1.250.000'). */
  jenis?: 'angka' | 'rupiah';
  /** The smaller card of report pages: a smaller value, shown in red when negative. */
  ringkas?: boolean;
  /** Decimals of a count ('75,3' for a rate); 0 by default. */
  desimal?: number;
}

/** A figure with its icon and label, for dashboards and report summaries. */
export function StatCard({
  label,
  nilai,
  ikon,
  warna = 'primary',
  keterangan,
  jenis = 'angka',
  ringkas = false,
  desimal = 0,
}: StatCardProps) {
  const tampil =
    nilai === undefined ? (
      <Skeleton width={ringkas ? 96 : 48} />
    ) : nilai === null ? (
      '–'
    ) : jenis === 'rupiah' ? (
      formatRupiah(nilai)
    ) : (
      formatAngka(nilai, desimal)
    );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent
        sx={{
          display: 'flex',
          gap: ringkas ? 2 : { xs: 1.5, sm: 2 },
          alignItems: 'center',
          '&:last-child': { pb: 2 },
        }}
      >
        <Box
          sx={{
            width: ringkas ? 44 : { xs: 40, sm: 48 },
            height: ringkas ? 44 : { xs: 40, sm: 48 },
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: `${warna}.main`,
            bgcolor: (t) => alpha(t.palette[warna].main, 0.12),
          }}
        >
          {ikon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
            {label}
          </Typography>
          {ringkas ? (
            <Typography
              variant="h6"
              component="p"
              sx={{ fontWeight: 700, lineHeight: 1.35, color: nilai && nilai < 0 ? 'error.main' : undefined }}
            >
              {tampil}
            </Typography>
          ) : (
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {tampil}
            </Typography>
          )}
          {keterangan ? (
            <Typography
              variant="caption"
              color="text.secondary"
              component={ringkas ? 'div' : 'span'}
              sx={ringkas ? { lineHeight: 1.35 } : undefined}
            >
              {keterangan}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
