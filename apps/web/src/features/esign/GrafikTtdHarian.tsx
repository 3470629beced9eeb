import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { type DashboardEsign, formatTanggal, formatTanggalPendek } from '@rawat/domain';
import { KosongPanel } from '../../ui/PanelDashboard.tsx';

const tglIso = (iso: string) => `${iso}T12:00:00+07:00`;
/** Every day is drawn, signed or not, for ranges up to about a quarter. */
const HARI_MAKS = 92;

function hariDalam(dari: string, sampai: string): string[] | null {
  const hari: string[] = [];
  const d = new Date(`${dari}T00:00:00Z`);
  const akhir = new Date(`${sampai}T00:00:00Z`);
  while (d <= akhir) {
    hari.push(d.toISOString().slice(0, 10));
    if (hari.length > HARI_MAKS) return null;
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return hari;
}

/** Documents signed per day in the chosen range. */
export function GrafikTtdHarian({
  data,
  dari,
  sampai,
}: {
  data: DashboardEsign['per_hari'] | undefined;
  dari: string;
  sampai: string;
}) {
  const theme = useTheme();
  if (!data) return <Skeleton variant="rounded" height={240} sx={{ mx: 2, mb: 2 }} />;
  if (!data.some((h) => h.ditandatangani > 0))
    return <KosongPanel teks="Belum ada dokumen yang ditandatangani pada rentang ini" />;
  const perHari = new Map(data.map((h) => [h.tanggal.slice(0, 10), h.ditandatangani]));
  const hari = hariDalam(dari, sampai) ?? [...perHari.keys()].sort();
  const jarak = Math.max(1, Math.ceil(hari.length / 12));
  return (
    <Box sx={{ px: 1, pb: 1 }}>
      <BarChart
        height={240}
        xAxis={[
          {
            scaleType: 'band',
            data: hari,
            valueFormatter: (t: string, ctx) =>
              ctx.location === 'tick' ? formatTanggalPendek(tglIso(t)).slice(0, 5) : formatTanggal(tglIso(t)),
            tickLabelStyle: { fontSize: 11 },
            tickLabelInterval: (_v, i) => i % jarak === 0,
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        series={[
          {
            data: hari.map((h) => perHari.get(h) ?? 0),
            label: 'Ditandatangani',
            color: theme.palette.success.main,
            valueFormatter: (v) => `${v ?? 0} dokumen`,
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
      />
    </Box>
  );
}
