import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRupiah } from '@rawat/domain';
import { StatCard, type StatCardProps } from '../../../ui/StatCard.tsx';

/** A summary card of the cashier's reports: the compact StatCard, in rupiah unless told otherwise. */
export function KartuRingkas({
  jenis = 'rupiah',
  ...p
}: Omit<StatCardProps, 'ringkas' | 'nilai'> & { nilai: number | undefined }) {
  return <StatCard {...p} jenis={jenis} ringkas />;
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
