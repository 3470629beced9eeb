import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Warna = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

interface Props {
  label: string;
  /** undefined while loading; null when there is no value to show ('–'). */
  nilai: number | null | undefined;
  ikon: ReactNode;
  warna: Warna;
  keterangan?: string;
}

const angka = new Intl.NumberFormat('id-ID');

export function StatCard({ label, nilai, ikon, warna, keterangan }: Props) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent
        sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 }, alignItems: 'center', '&:last-child': { pb: 2 } }}
      >
        <Box
          sx={{
            width: { xs: 40, sm: 48 },
            height: { xs: 40, sm: 48 },
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
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {nilai === undefined ? <Skeleton width={48} /> : nilai === null ? '–' : angka.format(nilai)}
          </Typography>
          {keterangan ? (
            <Typography variant="caption" color="text.secondary">
              {keterangan}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
