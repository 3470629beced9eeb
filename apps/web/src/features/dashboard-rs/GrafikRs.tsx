import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  formatAngka,
  formatRupiah,
  formatRupiahSingkat,
  formatTanggal,
  formatTanggalPendek,
  type SeriDasborRs,
  type TungguDasborRs,
} from '@rawat/domain';
import { KosongPanel } from '../../ui/PanelDashboard.tsx';

const tglIso = (iso: string) => `${iso}T12:00:00+07:00`;
const TINGGI = 260;

/** The x axis of a daily chart: dd/mm ticks, thinned to about a dozen; the full date in the tooltip. */
function sumbuHari(hari: string[]) {
  const jarak = Math.max(1, Math.ceil(hari.length / 12));
  return {
    scaleType: 'band' as const,
    data: hari,
    valueFormatter: (t: string, ctx: { location: string }) =>
      ctx.location === 'tick' ? formatTanggalPendek(tglIso(t)).slice(0, 5) : formatTanggal(tglIso(t)),
    tickLabelStyle: { fontSize: 11 },
    tickLabelInterval: (_v: unknown, i: number) => i % jarak === 0,
  };
}

/** Distinct colours for up to a dozen series, then again from the start. */
function usePalet() {
  const t = useTheme();
  return [
    t.palette.primary.main,
    t.palette.success.main,
    t.palette.warning.main,
    t.palette.secondary.main,
    t.palette.info.main,
    t.palette.error.main,
    '#6d4c41',
    '#00897b',
    '#5e35b1',
    '#c0ca33',
    '#546e7a',
    '#d81b60',
  ];
}

/**
 * Stacked bars per day, one series per clinic or payer. A click on a bar opens the rows of that
 * series on that day (`onPilih(kunci, tanggal)`).
 */
export function GrafikBertumpuk({
  hari,
  seri,
  rupiah = false,
  kosong,
  onPilih,
}: {
  hari: string[] | undefined;
  seri: SeriDasborRs[] | undefined;
  rupiah?: boolean;
  kosong: string;
  onPilih: (kunci: string, tanggal: string) => void;
}) {
  const palet = usePalet();
  if (!hari || !seri) return <Skeleton variant="rounded" height={TINGGI} sx={{ mx: 2, mb: 2 }} />;
  if (!seri.some((s) => s.total !== 0)) return <KosongPanel teks={kosong} />;
  const nilai = (v: number | null) => (rupiah ? formatRupiah(v ?? 0) : formatAngka(v ?? 0));
  return (
    <Box sx={{ px: 1, pb: 1, cursor: 'pointer' }}>
      <BarChart
        height={TINGGI}
        xAxis={[sumbuHari(hari)]}
        yAxis={[
          rupiah
            ? { valueFormatter: (v: number) => formatRupiahSingkat(v), width: 64 }
            : { tickMinStep: 1, width: 40 },
        ]}
        series={seri.map((s, i) => ({
          id: s.kunci,
          data: s.harian,
          label: s.label,
          stack: 'total',
          color: palet[i % palet.length],
          valueFormatter: nilai,
        }))}
        onItemClick={(_e, item) => {
          const tanggal = hari[item.dataIndex];
          if (tanggal) onPilih(String(item.seriesId), tanggal);
        }}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}

/** IGD arrivals per day, a click opening that day's arrivals. */
export function GrafikIgd({
  hari,
  harian,
  onPilih,
}: {
  hari: string[] | undefined;
  harian: number[] | undefined;
  onPilih: (tanggal: string) => void;
}) {
  const t = useTheme();
  if (!hari || !harian) return <Skeleton variant="rounded" height={TINGGI} sx={{ mx: 2, mb: 2 }} />;
  if (!harian.some((n) => n > 0)) return <KosongPanel teks="Belum ada kedatangan IGD pada periode ini" />;
  return (
    <Box sx={{ px: 1, pb: 1, cursor: 'pointer' }}>
      <BarChart
        height={TINGGI}
        xAxis={[sumbuHari(hari)]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          {
            data: harian,
            label: 'Kedatangan IGD',
            color: t.palette.error.main,
            valueFormatter: (v) => `${formatAngka(v ?? 0)} pasien`,
          },
        ]}
        onItemClick={(_e, item) => {
          const tanggal = hari[item.dataIndex];
          if (tanggal) onPilih(tanggal);
        }}
        hideLegend
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
      />
    </Box>
  );
}

/** ATS colours as the IGD hangs them (triase.ts), grey for arrivals not triaged yet. */
const WARNA_TRIASE: Record<string, string> = {
  '1': '#d32f2f',
  '2': '#f57c00',
  '3': '#fbc02d',
  '4': '#388e3c',
  '5': '#9e9e9e',
  BELUM: '#cfd8dc',
};

/** The triage mix of the period's IGD arrivals; a slice opens its arrivals. */
export function GrafikTriase({
  data,
  onPilih,
}: {
  data: { kunci: string; label: string; total: number }[] | undefined;
  onPilih: (kunci: string) => void;
}) {
  if (!data) return <Skeleton variant="rounded" height={TINGGI} sx={{ mx: 2, mb: 2 }} />;
  if (!data.some((x) => x.total > 0)) return <KosongPanel teks="Belum ada kedatangan IGD pada periode ini" />;
  return (
    <Box sx={{ px: 1, pb: 1, cursor: 'pointer' }}>
      <PieChart
        height={TINGGI}
        series={[
          {
            data: data
              .filter((x) => x.total > 0)
              .map((x) => ({ id: x.kunci, value: x.total, label: x.label, color: WARNA_TRIASE[x.kunci] })),
            innerRadius: 45,
            outerRadius: 95,
            paddingAngle: 1.5,
            cornerRadius: 3,
            valueFormatter: (v) => `${formatAngka(v.value)} pasien`,
          },
        ]}
        onItemClick={(_e, item) => {
          const x = data.filter((d) => d.total > 0)[item.dataIndex];
          if (x) onPilih(x.kunci);
        }}
        slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      />
    </Box>
  );
}

/** Median and 90th percentile of a wait per day, in minutes; a click opens that day's measured rows. */
export function GrafikTunggu({
  data,
  kosong,
  onPilih,
}: {
  data: TungguDasborRs | undefined;
  kosong: string;
  onPilih: (tanggal: string) => void;
}) {
  const t = useTheme();
  if (!data) return <Skeleton variant="rounded" height={TINGGI} sx={{ mx: 2, mb: 2 }} />;
  if (data.diukur === 0) return <KosongPanel teks={kosong} />;
  const hari = data.harian.map((h) => h.tanggal);
  const menit = (v: number | null) =>
    v === null ? '–' : `${formatAngka(v, Number.isInteger(v) ? 0 : 1)} menit`;
  return (
    <Box sx={{ px: 1, pb: 1, cursor: 'pointer' }}>
      <LineChart
        height={TINGGI}
        xAxis={[{ ...sumbuHari(hari), scaleType: 'point' as const }]}
        yAxis={[{ width: 40, label: 'menit' }]}
        series={[
          {
            data: data.harian.map((h) => h.median),
            label: 'Median',
            color: t.palette.primary.main,
            connectNulls: true,
            valueFormatter: menit,
          },
          {
            data: data.harian.map((h) => h.p90),
            label: 'Persentil 90',
            color: t.palette.warning.main,
            connectNulls: true,
            valueFormatter: menit,
          },
        ]}
        onAxisClick={(_e, d) => {
          const tanggal = d ? hari[d.dataIndex] : undefined;
          if (tanggal) onPilih(tanggal);
        }}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}
