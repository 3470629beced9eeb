import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  type DashboardKasir,
  formatAngka,
  formatRupiah,
  formatRupiahSingkat,
  formatTanggal,
  formatTanggalPendek,
  pendapatan,
} from '@rawat/domain';
import { Link as RouterLink } from 'react-router';
import { POLLING_MS } from '../../../api/query.ts';
import { pesanError } from '../../../shell/toast.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { KosongPanel, PanelDashboard } from '../../../ui/PanelDashboard.tsx';
import { KartuRingkas } from './KartuRingkas.tsx';
import { useDashboardKasir } from './laporan.api.ts';

const tglIso = (iso: string) => `${iso}T12:00:00+07:00`;
const rp = (n: number) => formatRupiah(n);

/** The last 30 days: per day what the payers covered and what patients paid, stacked. */
function GrafikHarian({ data }: { data: DashboardKasir['harian'] | undefined }) {
  const theme = useTheme();
  if (!data) return <Skeleton variant="rounded" height={280} sx={{ mx: 2, mb: 2 }} />;
  if (data.every((h) => h.jumlah_bayar === 0 && h.ditanggung_penjamin === 0))
    return <KosongPanel teks="Belum ada pembayaran dalam 30 hari terakhir" />;
  return (
    <Box sx={{ px: 1, pb: 1 }}>
      <BarChart
        height={280}
        xAxis={[
          {
            scaleType: 'band',
            data: data.map((h) => h.tanggal),
            valueFormatter: (t: string, ctx) =>
              ctx.location === 'tick' ? formatTanggalPendek(tglIso(t)).slice(0, 5) : formatTanggal(tglIso(t)),
            tickLabelStyle: { fontSize: 11 },
            tickLabelInterval: (_v, i) => i % 3 === 2 || i === data.length - 1,
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => formatRupiahSingkat(v), width: 64 }]}
        series={[
          {
            data: data.map((h) => h.jumlah_bayar),
            label: 'Dibayar pasien',
            stack: 'pendapatan',
            color: theme.palette.success.main,
            valueFormatter: (v) => rp(v ?? 0),
          },
          {
            data: data.map((h) => h.ditanggung_penjamin),
            label: 'Ditanggung penjamin',
            stack: 'pendapatan',
            color: theme.palette.info.main,
            valueFormatter: (v) => rp(v ?? 0),
          },
        ]}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
      />
    </Box>
  );
}

/** Today's covered charges per type, as a doughnut. */
function GrafikJenis({ data }: { data: DashboardKasir['per_jenis'] | undefined }) {
  const theme = useTheme();
  if (!data) return <Skeleton variant="rounded" height={280} sx={{ mx: 2, mb: 2 }} />;
  if (!data.some((j) => j.total > 0)) return <KosongPanel teks="Belum ada tagihan terbayar hari ini" />;
  const warna = [
    theme.palette.primary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.secondary.main,
    theme.palette.info.main,
  ];
  return (
    <Box sx={{ px: 1, pb: 1 }}>
      <PieChart
        height={280}
        series={[
          {
            // Fixed colours per type; types with nothing today stay out of the legend.
            data: data.flatMap((j, i) =>
              j.total > 0 ? [{ id: j.jenis, value: j.total, label: j.label, color: warna[i] }] : [],
            ),
            innerRadius: 55,
            outerRadius: 100,
            paddingAngle: 1.5,
            cornerRadius: 3,
            valueFormatter: (v) => rp(v.value),
          },
        ]}
        slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      />
    </Box>
  );
}

/**
 * /dashboard-kasir: today's money by payer, method and transaction type, the open bills of
 * today's queue, and the last 30 days; refreshed by the polling rule (every 20 s).
 */
export default function DashboardKasirPage() {
  const q = useDashboardKasir();
  const d = q.data;
  const h = d?.hari_ini;
  const maksMetode = Math.max(1, ...(d?.per_metode.map((m) => Math.abs(m.jumlah)) ?? []));
  return (
    <Box>
      <HalamanJudul
        judul="Dashboard Kasir"
        keterangan={
          d
            ? `Hari ini ${formatTanggal(tglIso(d.tanggal))} · diperbarui otomatis setiap ${POLLING_MS / 1000} detik`
            : undefined
        }
        aksi={
          <>
            <Button component={RouterLink} to="/laporan-kasir" variant="text">
              Laporan Kasir
            </Button>
            <Button variant="outlined" onClick={() => void q.refetch()} disabled={q.isFetching}>
              Muat ulang
            </Button>
          </>
        }
      />
      <Box sx={{ height: 4, mb: 1 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      {q.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {pesanError(q.error)}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas
            label="Pendapatan hari ini"
            nilai={h ? pendapatan(h) : undefined}
            ikon={<AccountBalanceIcon />}
            keterangan={h ? `Penjamin ${rp(h.ditanggung_penjamin)} · diskon ${rp(h.diskon)}` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas
            label="Diterima dari pasien"
            nilai={h?.jumlah_bayar}
            ikon={<PaymentsIcon />}
            warna="success"
            keterangan={d ? `${formatAngka(d.per_metode.length)} cara bayar dipakai` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas
            label="Kuitansi hari ini"
            jenis="angka"
            nilai={h?.kuitansi}
            ikon={<ReceiptLongIcon />}
            warna="info"
            keterangan={h ? `${formatAngka(h.batal)} pembatalan` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas
            label="Tagihan terbuka"
            jenis="angka"
            nilai={d?.tagihan_terbuka.kunjungan}
            ikon={<PendingActionsIcon />}
            warna="warning"
            keterangan={
              d
                ? `Harus dibayar pasien ${rp(d.tagihan_terbuka.bayar_pasien)} dari ${rp(d.tagihan_terbuka.total)}`
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <PanelDashboard judul="Pendapatan 30 hari terakhir">
            <GrafikHarian data={d?.harian} />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <PanelDashboard judul="Tagihan terbayar hari ini per jenis">
            <GrafikJenis data={d?.per_jenis} />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <PanelDashboard judul="Hari ini per penjamin">
            {d ? (
              <Table
                size="small"
                aria-label="Pendapatan hari ini per penjamin"
                sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>Penjamin</TableCell>
                    <TableCell align="right">Kuitansi</TableCell>
                    <TableCell align="right">Tagihan</TableCell>
                    <TableCell align="right">Ditanggung</TableCell>
                    <TableCell align="right">Diskon</TableCell>
                    <TableCell align="right">Dibayar</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.per_penjamin.map((p) => (
                    <TableRow key={p.penjamin} hover>
                      <TableCell>{p.label}</TableCell>
                      <TableCell align="right">
                        {formatAngka(p.kuitansi)}
                        {p.batal ? (
                          <Typography variant="caption" color="error" component="span">
                            {' '}
                            ({formatAngka(p.batal)} batal)
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right">{rp(p.total_tagihan)}</TableCell>
                      <TableCell align="right">{rp(p.ditanggung_penjamin)}</TableCell>
                      <TableCell align="right">{rp(p.diskon)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {rp(p.jumlah_bayar)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
                    <TableCell>Total</TableCell>
                    <TableCell align="right">{formatAngka(d.hari_ini.kuitansi)}</TableCell>
                    <TableCell align="right">{rp(d.hari_ini.total_tagihan)}</TableCell>
                    <TableCell align="right">{rp(d.hari_ini.ditanggung_penjamin)}</TableCell>
                    <TableCell align="right">{rp(d.hari_ini.diskon)}</TableCell>
                    <TableCell align="right">{rp(d.hari_ini.jumlah_bayar)}</TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            ) : (
              <Skeleton variant="rounded" height={200} sx={{ mx: 2, mb: 2 }} />
            )}
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <PanelDashboard judul="Hari ini per cara bayar">
            {d?.per_metode.length ? (
              <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 1.5 }}>
                {d.per_metode.map((m) => (
                  <Box key={m.metode}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                      <Typography variant="body2">{m.label}</Typography>
                      <Typography variant="body2" sx={{ fontWeight: 700 }}>
                        {rp(m.jumlah)}
                      </Typography>
                    </Box>
                    <LinearProgress
                      variant="determinate"
                      value={(Math.max(0, m.jumlah) / maksMetode) * 100}
                      sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
                    />
                  </Box>
                ))}
              </Box>
            ) : d ? (
              <KosongPanel teks="Belum ada uang masuk hari ini" />
            ) : (
              <Skeleton variant="rounded" height={160} sx={{ mx: 2, mb: 2 }} />
            )}
          </PanelDashboard>
        </Grid>
      </Grid>
    </Box>
  );
}
