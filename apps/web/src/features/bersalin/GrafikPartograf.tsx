import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { type BersalinDetail, formatJam } from '@rawat/domain';

const JAM_MS = 3_600_000;

/**
 * The WHO cervicograph: dilation (cm, ×) and descent of the head (fifths, ○ on the same grid: 5/5 at
 * the top line) against the hours; the alert line from the first ≥ 4 cm rising 1 cm/hour, and the
 * action line four hours to its right. At least 12 hours are shown, as on the paper form.
 */
export function GrafikPartograf({ b }: { b: BersalinDetail }) {
  const entri = b.partograf.filter((p) => p.pembukaan_cm !== null || p.penurunan !== null);
  if (!entri.length)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Belum ada pemeriksaan pembukaan serviks
      </Typography>
    );
  const g = b.garis;
  const waktu = new Set<number>(entri.map((p) => new Date(p.waktu).getTime()));
  if (g)
    for (const t of [g.waspada.dari, g.waspada.sampai, g.tindakan.dari, g.tindakan.sampai])
      waktu.add(new Date(t.waktu).getTime());
  const sumbu = [...waktu].sort((x, y) => x - y);
  const awal = Math.floor((sumbu[0] ?? 0) / JAM_MS) * JAM_MS;
  const akhir = Math.max(awal + 12 * JAM_MS, sumbu[sumbu.length - 1] ?? 0);
  const nilai = (ambil: (t: number) => number | null) => sumbu.map(ambil);
  const dariEntri = (t: number, k: 'pembukaan_cm' | 'penurunan') => {
    const e = entri.find((p) => new Date(p.waktu).getTime() === t);
    const v = e?.[k] ?? null;
    return v === null ? null : k === 'penurunan' ? v * 2 : v;
  };
  const garis = (dari: { waktu: string; pembukaan_cm: number }, sampai: { waktu: string }) => (t: number) => {
    if (t === new Date(dari.waktu).getTime()) return dari.pembukaan_cm;
    if (t === new Date(sampai.waktu).getTime()) return 10;
    return null;
  };
  // The lines first, the examinations last: a labour on the alert line must still show its ×.
  const seri = [
    ...(g
      ? [
          {
            data: nilai(garis(g.waspada.dari, g.waspada.sampai)),
            label: 'Garis waspada',
            color: '#d97706',
            connectNulls: true,
            showMark: false,
          },
          {
            data: nilai(garis(g.tindakan.dari, g.tindakan.sampai)),
            label: 'Garis bertindak',
            color: '#dc2626',
            connectNulls: true,
            showMark: false,
          },
        ]
      : []),
    {
      data: nilai((t) => dariEntri(t, 'penurunan')),
      label: 'Penurunan kepala (per lima)',
      color: '#047857',
      connectNulls: true,
      showMark: true,
      shape: 'circle' as const,
    },
    {
      data: nilai((t) => dariEntri(t, 'pembukaan_cm')),
      label: 'Pembukaan serviks (cm)',
      color: '#1d4ed8',
      connectNulls: true,
      showMark: true,
      shape: 'cross' as const,
    },
  ];
  return (
    <LineChart
      height={340}
      xAxis={[
        {
          scaleType: 'time',
          data: sumbu.map((t) => new Date(t)),
          min: new Date(awal),
          max: new Date(akhir),
          // One tick and one label per hour, as the paper form's columns.
          tickNumber: Math.round((akhir - awal) / JAM_MS),
          tickInterval: (d: Date) => d.getTime() % JAM_MS === 0,
          tickLabelInterval: (d: Date) => d.getTime() % JAM_MS === 0,
          valueFormatter: (d: Date) => formatJam(d),
          label: 'Jam (WIB)',
        },
      ]}
      yAxis={[
        {
          min: 0,
          max: 10,
          tickInterval: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
          width: 40,
          label: 'Pembukaan (cm)',
        },
      ]}
      series={seri}
      grid={{ horizontal: true, vertical: true }}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
    />
  );
}
