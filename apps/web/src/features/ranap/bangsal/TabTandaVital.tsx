import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  formatJam,
  formatTanggal,
  formatTanggalJam,
  formatTanggalPendek,
  type HeaderPerawatan,
  LABEL_KESADARAN_NEWS,
  LABEL_RISIKO_NEWS2,
  LABEL_SHIFT_RANAP,
  type Observasi,
} from '@rawat/domain';
import { PanelDashboard } from '../../../ui/PanelDashboard.tsx';
import { useObservasi, WARNA_NEWS2 } from './bangsal.api.ts';

type Seri = { kunci: keyof Observasi; label: string; warna: string };

/** One chart over the stay: only the sets that measured these values, on a time axis. */
function Grafik({
  judul,
  data,
  seri,
  rentang,
}: {
  judul: string;
  data: Observasi[];
  seri: Seri[];
  /** The axis of a normal chart, widened by the data (a fever or a crash still shows). */
  rentang: [number, number];
}) {
  const titik = data.filter((o) => seri.some((s) => o[s.kunci] !== null));
  const nilai = titik
    .flatMap((o) => seri.map((s) => o[s.kunci]))
    .filter((v): v is number => typeof v === 'number');
  return (
    <PanelDashboard judul={judul}>
      {titik.length ? (
        <LineChart
          height={220}
          xAxis={[
            {
              scaleType: 'time',
              data: titik.map((o) => new Date(o.waktu)),
              valueFormatter: (d: Date) => `${formatTanggalPendek(d)} ${formatJam(d)}`,
            },
          ]}
          series={seri.map((s) => ({
            data: titik.map((o) => o[s.kunci] as number | null),
            label: s.label,
            color: s.warna,
            connectNulls: true,
            showMark: true,
          }))}
          yAxis={[
            {
              width: 40,
              min: Math.min(rentang[0], ...nilai),
              max: Math.max(rentang[1], ...nilai),
              valueFormatter: (v: number) => String(Math.round(v * 10) / 10),
            },
          ]}
          grid={{ horizontal: true }}
          margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
        />
      ) : (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          Belum ada data
        </Typography>
      )}
    </PanelDashboard>
  );
}

/** The vitals tab: the entry button, the charts over the stay, every set with NEWS2, the fluid balance. */
export function TabTandaVital({ h, onVital }: { h: HeaderPerawatan; onVital: () => void }) {
  const obs = useObservasi(h.layanan_uid);
  const data = obs.data?.observasi ?? [];
  const balans = obs.data?.balans ?? [];
  return (
    <Box>
      {h.boleh.observasi && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<MonitorHeartIcon />} onClick={onVital}>
            Isi Tanda Vital
          </Button>
        </Box>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Grafik
            judul="Suhu (°C)"
            data={data}
            rentang={[35, 40]}
            seri={[{ kunci: 'suhu', label: 'Suhu', warna: '#d32f2f' }]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Grafik
            judul="Nadi dan napas (x/menit)"
            data={data}
            rentang={[0, 140]}
            seri={[
              { kunci: 'nadi', label: 'Nadi', warna: '#1976d2' },
              { kunci: 'napas', label: 'Napas', warna: '#2e7d32' },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Grafik
            judul="Tekanan darah (mmHg)"
            data={data}
            rentang={[40, 180]}
            seri={[
              { kunci: 'sistol', label: 'Sistolik', warna: '#7b1fa2' },
              { kunci: 'diastol', label: 'Diastolik', warna: '#ba68c8' },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Grafik
            judul="SpO2 (%)"
            data={data}
            rentang={[85, 100]}
            seri={[{ kunci: 'spo2', label: 'SpO2', warna: '#0288d1' }]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <PanelDashboard judul="Catatan observasi">
            <TableContainer sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label="Catatan observasi">
                <TableHead>
                  <TableRow>
                    <TableCell>Waktu</TableCell>
                    <TableCell>S</TableCell>
                    <TableCell>N</TableCell>
                    <TableCell>RR</TableCell>
                    <TableCell>TD</TableCell>
                    <TableCell>SpO2</TableCell>
                    <TableCell>Kesadaran</TableCell>
                    <TableCell>Nyeri</TableCell>
                    <TableCell>NEWS2</TableCell>
                    <TableCell>Petugas</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...data].reverse().map((o) => (
                    <TableRow key={o.uid}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatTanggalJam(o.waktu)}
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {LABEL_SHIFT_RANAP[o.shift].split(' ')[0]}
                        </Typography>
                      </TableCell>
                      <TableCell>{o.suhu ?? '—'}</TableCell>
                      <TableCell>{o.nadi ?? '—'}</TableCell>
                      <TableCell>{o.napas ?? '—'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {o.sistol === null ? '—' : `${o.sistol}/${o.diastol}`}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {o.spo2 === null ? '—' : `${o.spo2}%`}
                        {o.oksigen ? ' O2' : ''}
                      </TableCell>
                      <TableCell>
                        {o.kesadaran ? LABEL_KESADARAN_NEWS[o.kesadaran].split(' (')[0] : '—'}
                      </TableCell>
                      <TableCell>{o.skala_nyeri ?? '—'}</TableCell>
                      <TableCell>
                        {o.news2 !== null && o.risiko ? (
                          <Chip
                            size="small"
                            color={WARNA_NEWS2[o.risiko]}
                            label={o.news2}
                            title={LABEL_RISIKO_NEWS2[o.risiko]}
                          />
                        ) : (
                          '—'
                        )}
                      </TableCell>
                      <TableCell>
                        <Typography variant="caption">{o.nama_petugas}</Typography>
                      </TableCell>
                    </TableRow>
                  ))}
                  {data.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={10}>
                        <Typography color="text.secondary">Belum ada observasi.</Typography>
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <PanelDashboard judul="Balans cairan harian">
            <Paper variant="outlined">
              <Table size="small" aria-label="Balans cairan harian">
                <TableHead>
                  <TableRow>
                    <TableCell>Tanggal</TableCell>
                    <TableCell align="right">Masuk</TableCell>
                    <TableCell align="right">Keluar</TableCell>
                    <TableCell align="right">Balans</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {balans.map((b) => (
                    <TableRow key={b.tanggal}>
                      <TableCell title={formatTanggal(b.tanggal)}>{formatTanggalPendek(b.tanggal)}</TableCell>
                      <TableCell align="right">{b.intake_ml} ml</TableCell>
                      <TableCell align="right">{b.output_ml} ml</TableCell>
                      <TableCell
                        align="right"
                        sx={{ fontWeight: 700, color: b.balans_ml < 0 ? 'error.main' : 'text.primary' }}
                      >
                        {b.balans_ml > 0 ? '+' : ''}
                        {b.balans_ml} ml
                      </TableCell>
                    </TableRow>
                  ))}
                  {balans.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4}>
                        <Typography variant="body2" color="text.secondary">
                          Belum ada intake/output.
                        </Typography>
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Paper>
          </PanelDashboard>
        </Grid>
      </Grid>
    </Box>
  );
}
