import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminDashboard } from '@rawat/domain';

const JAM = Array.from({ length: 24 }, (_, i) => i);
const dua = (n: number) => String(n).padStart(2, '0');

/** Today's activity per Jakarta hour, every hour 00–23 shown even when empty. */
export function AktivitasPerJam({ data }: { data: AdminDashboard['aktivitas_per_jam'] | undefined }) {
  const theme = useTheme();
  if (!data) return <Skeleton variant="rounded" height={260} sx={{ mx: 2, mb: 2 }} />;
  const perJam = new Map(data.map((d) => [d.jam, d.jumlah]));
  return (
    <Box sx={{ px: 1, pb: 1 }}>
      <BarChart
        height={260}
        xAxis={[
          {
            scaleType: 'band',
            data: JAM,
            valueFormatter: (j: number, ctx) =>
              ctx.location === 'tick' ? dua(j) : `Pukul ${dua(j)}.00–${dua(j)}.59`,
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          {
            data: JAM.map((j) => perJam.get(j) ?? 0),
            label: 'Aktivitas',
            color: theme.palette.primary.main,
            valueFormatter: (v) => `${v ?? 0} aktivitas`,
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
      />
    </Box>
  );
}
