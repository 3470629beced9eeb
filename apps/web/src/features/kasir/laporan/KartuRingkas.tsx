import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatAngka, formatRupiah } from '@rawat/domain';
import type { ReactNode } from 'react';

type Warna = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/**
 * A summary card (the look of the admin StatCard) for an amount in rupiah or a count; undefined
 * while loading.
 */
export function KartuRingkas({
  label,
  nilai,
  ikon,
  warna = 'primary',
  keterangan,
  jenis = 'rupiah',
}: {
  label: string;
  nilai: number | undefined;
  ikon: ReactNode;
  warna?: Warna;
  keterangan?: ReactNode;
  jenis?: 'rupiah' | 'angka';
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', '&:last-child': { pb: 2 } }}>
        <Box
          sx={{
            width: 44,
            height: 44,
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
          <Typography
            variant="h6"
            component="p"
            sx={{
              fontWeight: 700,
              lineHeight: 1.35,
              color: nilai !== undefined && nilai < 0 ? 'error.main' : undefined,
            }}
          >
            {nilai === undefined ? (
              <Skeleton width={96} />
            ) : jenis === 'rupiah' ? (
              formatRupiah(nilai)
            ) : (
              formatAngka(nilai)
            )}
          </Typography>
          {keterangan ? (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.35 }}>
              {keterangan}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A card of several labelled amounts side by side ('per cara bayar', 'per jenis'). */
export function RincianRingkas({
  judul,
  isi,
}: {
  judul: string;
  /** undefined while loading. */
  isi: { kunci: string; label: string; nilai: number }[] | undefined;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {judul}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: { xs: 2, sm: 4 }, rowGap: 1 }}>
          {isi
            ? isi.map((i) => (
                <Box key={i.kunci} sx={{ minWidth: 96 }}>
                  <Typography variant="caption" color="text.secondary">
                    {i.label}
                  </Typography>
                  <Typography
                    variant="body1"
                    sx={{ fontWeight: 700, color: i.nilai ? undefined : 'text.disabled' }}
                  >
                    {formatRupiah(i.nilai)}
                  </Typography>
                </Box>
              ))
            : [0, 1, 2].map((n) => <Skeleton key={n} width={96} height={44} />)}
        </Box>
      </CardContent>
    </Card>
  );
}
