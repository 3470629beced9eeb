import EventBusyIcon from '@mui/icons-material/EventBusy';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatAngka, formatAngkaMaks, HARI_HAMPIR_KEDALUWARSA, laporanFarmasiApi } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { kueri } from '../../../api/kontrak.ts';
import { POLLING_MS } from '../../../api/query.ts';
import { pesanError } from '../../../shell/toast.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { KosongPanel, PanelDashboard } from '../../../ui/PanelDashboard.tsx';
import { StatCard } from '../../../ui/StatCard.tsx';
import { tandaKedaluwarsa, tglPendek } from '../persediaan/format.ts';

const tandaWarna = (iso: string) => {
  const t = tandaKedaluwarsa(iso);
  return t ? `${t}.main` : undefined;
};

/** /dashboard-obat: today's prescriptions and wait, expiring batches and low stock; refreshed every 20 s. */
export default function DashboardObatPage() {
  const theme = useTheme();
  const q = useQuery({
    ...kueri(laporanFarmasiApi.dashboard),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
    staleTime: 0,
  });
  const d = q.data;
  return (
    <Box>
      <HalamanJudul
        judul="Dashboard Farmasi"
        keterangan={d ? `Hari ini ${tglPendek(d.tanggal)}` : undefined}
        aksi={
          <Button variant="outlined" onClick={() => void q.refetch()} disabled={q.isFetching}>
            Muat ulang
          </Button>
        }
      />
      <Box sx={{ height: 4, mb: 1 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      {q.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {pesanError(q.error)}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            label="Resep hari ini"
            nilai={d?.resep_hari_ini}
            ikon={<ReceiptLongIcon />}
            warna="primary"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            label="Rata-rata waktu tunggu (menit)"
            nilai={
              d
                ? d.rata_rata_tunggu_menit === null
                  ? null
                  : Math.round(d.rata_rata_tunggu_menit)
                : undefined
            }
            ikon={<HourglassBottomIcon />}
            warna="info"
            keterangan={
              d
                ? d.rata_rata_tunggu_menit === null
                  ? 'Belum ada resep selesai hari ini'
                  : `${formatAngkaMaks(d.rata_rata_tunggu_menit, 1)} menit dari ${formatAngka(d.resep_selesai_diukur)} resep selesai`
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            label={`Batch kedaluwarsa ≤ ${HARI_HAMPIR_KEDALUWARSA} hari`}
            nilai={d?.hampir_kedaluwarsa.total}
            ikon={<EventBusyIcon />}
            warna="warning"
            keterangan={d ? `${formatAngka(d.hampir_kedaluwarsa.kedaluwarsa)} sudah kedaluwarsa` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            label="Stok di bawah minimum"
            nilai={d?.di_bawah_minimum.total}
            ikon={<TrendingDownIcon />}
            warna="error"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PanelDashboard judul="Resep hari ini per status">
            {d && d.resep_hari_ini === 0 ? (
              <KosongPanel teks="Belum ada resep hari ini" />
            ) : d ? (
              <BarChart
                height={260}
                xAxis={[{ scaleType: 'band', data: d.resep_per_status.map((s) => s.label) }]}
                yAxis={[{ tickMinStep: 1, width: 40 }]}
                series={[
                  {
                    data: d.resep_per_status.map((s) => s.jumlah),
                    label: 'Resep',
                    color: theme.palette.primary.main,
                    valueFormatter: (v) => `${v ?? 0} resep`,
                  },
                ]}
                hideLegend
                grid={{ horizontal: true }}
              />
            ) : null}
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <PanelDashboard judul="Batch hampir kedaluwarsa">
            {d?.hampir_kedaluwarsa.daftar.length ? (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Produk · Batch</TableCell>
                    <TableCell>Lokasi</TableCell>
                    <TableCell>Kedaluwarsa</TableCell>
                    <TableCell align="right">Sisa</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.hampir_kedaluwarsa.daftar.map((b) => (
                    <TableRow key={b.batch_uid}>
                      <TableCell>
                        {b.produk}
                        <Typography variant="caption" color="text.secondary" component="div">
                          Batch {b.batch}
                        </Typography>
                      </TableCell>
                      <TableCell>{b.lokasi}</TableCell>
                      <TableCell sx={{ color: tandaWarna(b.kedaluwarsa) }}>
                        {tglPendek(b.kedaluwarsa)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatAngka(b.jumlah)} {b.satuan}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <KosongPanel teks="Tidak ada batch yang hampir kedaluwarsa" />
            )}
          </PanelDashboard>
        </Grid>
        <Grid size={12}>
          <PanelDashboard judul="Stok di bawah minimum">
            {d?.di_bawah_minimum.daftar.length ? (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Produk</TableCell>
                    <TableCell>Lokasi</TableCell>
                    <TableCell align="right">Stok</TableCell>
                    <TableCell align="right">Minimum</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.di_bawah_minimum.daftar.map((s) => (
                    <TableRow key={`${s.produk}|${s.lokasi}`}>
                      <TableCell>{s.produk}</TableCell>
                      <TableCell>{s.lokasi}</TableCell>
                      <TableCell align="right" sx={{ color: 'error.main', whiteSpace: 'nowrap' }}>
                        {formatAngka(s.jumlah)} {s.satuan}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatAngka(s.stok_minimum)} {s.satuan}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <KosongPanel teks="Semua stok di atas minimum" />
            )}
          </PanelDashboard>
        </Grid>
      </Grid>
    </Box>
  );
}
