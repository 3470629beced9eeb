import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  BULAN,
  formatAngkaMaks,
  formatTanggal,
  indikatorRanapApi,
  KUNCI_INDIKATOR,
  type KunciIndikator,
  NAMA_INDIKATOR,
  type NilaiIndikator,
  posisiIdeal,
  RENTANG_IDEAL,
  teksRentangIdeal,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri } from '../../../api/kontrak.ts';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { KosongPanel, PanelDashboard } from '../../../ui/PanelDashboard.tsx';

const angka = (v: number | null) => (v === null ? '-' : formatAngkaMaks(v, 2));

/** One indicator's value, red with ↑/↓ when outside its ideal range, its range in the tooltip. */
function SelIndikator({
  k,
  v,
  hari,
  tebal,
}: {
  k: KunciIndikator;
  v: number | null;
  hari: number;
  tebal?: boolean;
}) {
  const posisi = posisiIdeal(k, v, hari);
  const luar = posisi === 'RENDAH' || posisi === 'TINGGI';
  return (
    <TableCell align="right" sx={{ fontWeight: tebal ? 700 : 400 }} data-posisi={posisi ?? undefined}>
      <Tooltip title={`Ideal ${teksRentangIdeal(k, hari)}`}>
        <Box
          component="span"
          sx={{ color: luar ? 'error.main' : posisi === 'IDEAL' ? 'success.dark' : undefined }}
        >
          {angka(v)}
          {posisi === 'RENDAH' ? ' ↓' : posisi === 'TINGGI' ? ' ↑' : ''}
        </Box>
      </Tooltip>
    </TableCell>
  );
}

function BarisNilai({ nama, n, tebal }: { nama: string; n: NilaiIndikator; tebal?: boolean }) {
  return (
    <>
      <TableCell sx={{ fontWeight: tebal ? 700 : 500, whiteSpace: 'nowrap' }}>{nama}</TableCell>
      <TableCell align="right">{n.bed}</TableCell>
      <TableCell align="right">{n.hari_perawatan}</TableCell>
      <TableCell align="right">{n.lama_dirawat}</TableCell>
      <TableCell align="right">{n.pasien_keluar}</TableCell>
      <TableCell align="right">
        {n.meninggal}
        {n.meninggal ? (
          <Typography component="span" variant="caption" color="text.secondary">
            {' '}
            ({n.meninggal_48_lebih} ≥ 48 jam)
          </Typography>
        ) : null}
      </TableCell>
      {KUNCI_INDIKATOR.map((k) => (
        <SelIndikator key={k} k={k} v={n[k]} hari={n.hari} tebal={tebal} />
      ))}
    </>
  );
}

/** A hospital figure with its ideal range and whether it lies within. */
function KartuIndikator({ k, n }: { k: KunciIndikator; n: NilaiIndikator | undefined }) {
  const v = n ? n[k] : undefined;
  const posisi = n ? posisiIdeal(k, n[k], n.hari) : null;
  const warna =
    posisi === 'IDEAL'
      ? 'success.main'
      : posisi === 'RENDAH' || posisi === 'TINGGI'
        ? 'error.main'
        : 'text.disabled';
  return (
    <Card variant="outlined" sx={{ p: 1.5, height: '100%', borderLeft: 4, borderLeftColor: warna }}>
      <Typography variant="caption" color="text.secondary">
        {RENTANG_IDEAL[k].label} · {NAMA_INDIKATOR[k]}
      </Typography>
      <Typography variant="h6" sx={{ fontWeight: 700 }}>
        {v === undefined ? (
          <Skeleton width={60} />
        ) : (
          `${angka(v)} ${v === null ? '' : RENTANG_IDEAL[k].satuan}`
        )}
      </Typography>
      <Typography variant="caption" sx={{ color: warna }}>
        {n ? `Ideal ${teksRentangIdeal(k, n.hari)}` : ' '}
        {posisi === 'RENDAH' ? ' — di bawah ideal' : posisi === 'TINGGI' ? ' — di atas ideal' : ''}
      </Typography>
    </Card>
  );
}

const TAHUN_INI = Number(toJakartaIsoDate(new Date()).slice(0, 4));
const BULAN_INI = Number(toJakartaIsoDate(new Date()).slice(5, 7));

/** /indikator-ranap: a month's BOR, ALOS, TOI, BTO, NDR and GDR per ward and for the hospital. */
export default function IndikatorRanapPage() {
  const theme = useTheme();
  const [tahun, setTahun] = useState(TAHUN_INI);
  const [bulan, setBulan] = useState(BULAN_INI);
  const kodeBulan = `${tahun}-${String(bulan).padStart(2, '0')}`;
  const q = useQuery(kueri(indikatorRanapApi.bulanan, { query: { bulan: kodeBulan } }));
  const tren = useQuery(kueri(indikatorRanapApi.tren, { query: { tahun } }));
  const data = q.data?.respon;
  const rs = data?.rumah_sakit;
  const bulanTren = tren.data?.respon.bulan ?? [];
  const ideal = RENTANG_IDEAL.bor;

  return (
    <Box>
      <HalamanJudul
        judul="Indikator Rawat Inap"
        keterangan="Indikator pelayanan rawat inap (Depkes, Barber-Johnson) per ruangan dan rumah sakit dalam sebulan."
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label="Bulan"
          value={bulan}
          onChange={(e) => setBulan(Number(e.target.value))}
          sx={{ width: 180 }}
        >
          {BULAN.map((nama, i) => (
            <MenuItem key={nama} value={i + 1} disabled={tahun === TAHUN_INI && i + 1 > BULAN_INI}>
              {nama}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Tahun"
          value={tahun}
          onChange={(e) => {
            const t = Number(e.target.value);
            setTahun(t);
            if (t === TAHUN_INI && bulan > BULAN_INI) setBulan(BULAN_INI);
          }}
          sx={{ width: 120 }}
        >
          {Array.from({ length: 6 }, (_, i) => TAHUN_INI - i).map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {q.isError ? (
        <GagalMuat error={q.error} onRetry={() => q.refetch()} judul="Indikator gagal dimuat" />
      ) : null}
      {data?.berjalan ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Bulan berjalan: angka sementara, dihitung {formatTanggal(`${data.dari}T12:00:00+07:00`)} s.d.{' '}
          {formatTanggal(`${data.sampai}T12:00:00+07:00`)} ({data.hari} hari).
        </Alert>
      ) : null}

      <Grid container spacing={1.5} sx={{ mb: 2 }}>
        {KUNCI_INDIKATOR.map((k) => (
          <Grid key={k} size={{ xs: 6, sm: 4, md: 2 }}>
            <KartuIndikator k={k} n={rs} />
          </Grid>
        ))}
      </Grid>

      <Card variant="outlined" sx={{ mb: 2 }}>
        <TableContainer>
          <Table size="small" aria-label="Indikator per ruangan">
            <TableHead>
              <TableRow>
                <TableCell>Ruangan</TableCell>
                <TableCell align="right">Bed</TableCell>
                <TableCell align="right">Hari perawatan</TableCell>
                <TableCell align="right">Lama dirawat</TableCell>
                <TableCell align="right">Pasien keluar (H+M)</TableCell>
                <TableCell align="right">Meninggal</TableCell>
                {KUNCI_INDIKATOR.map((k) => (
                  <TableCell key={k} align="right">
                    {RENTANG_IDEAL[k].label} ({RENTANG_IDEAL[k].satuan})
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      ideal {teksRentangIdeal(k, data?.hari ?? 30).replace(` ${RENTANG_IDEAL[k].satuan}`, '')}
                    </Typography>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {q.isPending
                ? [0, 1, 2].map((i) => (
                    <TableRow key={i}>
                      <TableCell colSpan={12}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))
                : data?.ruangan.map((r) => (
                    <TableRow key={r.ruangan_uid} hover>
                      <BarisNilai nama={r.nama} n={r} />
                    </TableRow>
                  ))}
            </TableBody>
            {rs ? (
              <TableFooter>
                <TableRow sx={{ '& td': { color: 'text.primary', fontSize: '0.875rem' } }}>
                  <BarisNilai nama="Rumah sakit" n={rs} tebal />
                </TableRow>
              </TableFooter>
            ) : null}
          </Table>
        </TableContainer>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 1 }}>
          Merah dengan ↑/↓: di luar rentang ideal. BTO ideal 40–50 kali setahun, disesuaikan dengan jumlah
          hari periode. Tanda “-”: tidak ada pasien keluar (penyebut nol).
        </Typography>
      </Card>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PanelDashboard judul={`BOR per ruangan (ideal ${ideal.min}–${ideal.max} %)`}>
            {data?.ruangan.length ? (
              <BarChart
                height={280}
                xAxis={[
                  {
                    scaleType: 'band',
                    data: data.ruangan.map((r) => r.nama),
                    tickLabelStyle: { fontSize: 11 },
                  },
                ]}
                yAxis={[{ min: 0, max: 100, width: 40, valueFormatter: (v: number) => `${v}%` }]}
                series={[
                  {
                    data: data.ruangan.map((r) => r.bor ?? 0),
                    label: 'BOR',
                    color: theme.palette.primary.main,
                    valueFormatter: (v) => `${angka(v ?? 0)} %`,
                  },
                ]}
                hideLegend
                grid={{ horizontal: true }}
                margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
              >
                <ChartsReferenceLine
                  y={ideal.min ?? 60}
                  lineStyle={{ stroke: theme.palette.success.main, strokeDasharray: '4 3' }}
                />
                <ChartsReferenceLine
                  y={ideal.max ?? 85}
                  lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '4 3' }}
                />
              </BarChart>
            ) : (
              <KosongPanel />
            )}
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PanelDashboard judul={`Tren BOR dan ALOS ${tahun}`}>
            {bulanTren.length ? (
              <LineChart
                height={280}
                xAxis={[
                  {
                    scaleType: 'point',
                    data: bulanTren.map(
                      (b) => BULAN[Number(b.bulan.slice(5, 7)) - 1]?.slice(0, 3) ?? b.bulan,
                    ),
                  },
                ]}
                yAxis={[
                  { id: 'bor', min: 0, max: 100, width: 40, valueFormatter: (v: number) => `${v}%` },
                  {
                    id: 'alos',
                    position: 'right',
                    min: 0,
                    // Ideal ALOS tops out at 9 days: the axis shows at least that far, even with no discharges.
                    max: Math.max(10, ...bulanTren.map((b) => Math.ceil(b.alos ?? 0))),
                    width: 40,
                    valueFormatter: (v: number) => `${v} hr`,
                  },
                ]}
                series={[
                  {
                    data: bulanTren.map((b) => b.bor),
                    label: 'BOR (%)',
                    yAxisId: 'bor',
                    color: theme.palette.primary.main,
                    valueFormatter: (v) => (v === null ? '-' : `${angka(v)} %`),
                  },
                  {
                    data: bulanTren.map((b) => b.alos),
                    label: 'ALOS (hari)',
                    yAxisId: 'alos',
                    color: theme.palette.warning.main,
                    valueFormatter: (v) => (v === null ? '-' : `${angka(v)} hari`),
                  },
                ]}
                grid={{ horizontal: true }}
                margin={{ left: 0, right: 0, top: 16, bottom: 0 }}
              />
            ) : (
              <KosongPanel />
            )}
          </PanelDashboard>
        </Grid>
      </Grid>
    </Box>
  );
}
