import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatAngka,
  formatRupiah,
  formatTanggalPendek,
  type JumlahKasFarmasi,
  KATEGORI_PENGELUARAN,
  LABEL_KATEGORI_PENGELUARAN,
  pengeluaranApi,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { urlKontrak } from '../../../api/kontrak.ts';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { RentangLaporan, useRentang } from '../laporan/RentangLaporan.tsx';
import { urlPdfLaporan, useLaporanPengeluaran } from './pengeluaran.api.ts';

const tgl = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);

function Ringkas({
  label,
  nilai,
  keterangan,
}: {
  label: string;
  nilai: number | undefined;
  keterangan?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        sx={{ fontWeight: 700, color: nilai !== undefined && nilai < 0 ? 'error.main' : undefined }}
      >
        {nilai === undefined ? <Skeleton width={96} /> : formatRupiah(nilai)}
      </Typography>
      {keterangan ? (
        <Typography variant="caption" color="text.secondary">
          {keterangan}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** The cells of one day, or of the totals row (same fields). */
function sel(j: JumlahKasFarmasi): { key: string; isi: ReactNode }[] {
  const rp = (n: number) => formatRupiah(n);
  return [
    { key: 'n', isi: formatAngka(j.jumlah_penjualan) },
    { key: 'masuk', isi: rp(j.pemasukan) },
    { key: 'kembali', isi: rp(j.pengembalian) },
    ...KATEGORI_PENGELUARAN.map((k) => ({ key: k, isi: rp(j.kategori[k]) })),
    { key: 'keluar', isi: rp(j.pengeluaran) },
    {
      key: 'bersih',
      isi: (
        <Box component="span" sx={{ color: j.bersih < 0 ? 'error.main' : undefined, fontWeight: 600 }}>
          {rp(j.bersih)}
        </Box>
      ),
    },
  ];
}

/**
 * /laporan-pengeluaran: the pharmacy cashier report. Per day, what came in at the pharmacy
 * counter (walk-in sales paid there, less refunds of cancelled ones) against the till's expenses
 * per category, and the net; the totals row is the sum of the days. Excel and PDF from the same
 * endpoint.
 */
export default function LaporanPengeluaranPage() {
  const r = useRentang();
  const [pdf, setPdf] = useState(false);
  const params = { dari: r.dari, sampai: r.sampai, lokasi_uid: r.lokasiUid || undefined };
  const q = useLaporanPengeluaran(params);
  const d = q.data;
  const t = d?.total;
  const kolom = [
    'Penjualan',
    'Pemasukan',
    'Pengembalian',
    // A non-breaking hyphen: 'Lain-lain' must not break into 'Lain-' / 'lain'.
    ...KATEGORI_PENGELUARAN.map((k) => LABEL_KATEGORI_PENGELUARAN[k].replace('-', '\u2011')),
    'Total Pengeluaran',
    'Bersih',
  ];
  return (
    <>
      <HalamanJudul
        judul="Laporan Pengeluaran Kasir Farmasi"
        keterangan="Uang masuk dari penjualan mandiri yang dibayar di loket farmasi dibandingkan pengeluaran kas depo per kategori, per hari."
      />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <RentangLaporan
            r={r}
            unduh={(u) => urlKontrak(pengeluaranApi.laporan, { query: u })}
            semuaLokasi="Semua depo"
            labelLokasi="Depo"
            jenisLokasi="DEPO"
            aksi={
              <Button
                variant="outlined"
                startIcon={<PictureAsPdfIcon />}
                onClick={() => setPdf(true)}
                disabled={!r.dari || !r.sampai}
              >
                Cetak PDF
              </Button>
            }
          />
        </Box>
        <Box sx={{ height: 4 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      </Paper>
      {q.isError ? <GagalMuat error={q.error} onRetry={() => void q.refetch()} sx={{ mb: 2 }} /> : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Ringkas
            label="Pemasukan loket farmasi"
            nilai={t ? t.pemasukan - t.pengembalian : undefined}
            keterangan={
              t
                ? `${formatAngka(t.jumlah_penjualan)} penjualan${t.pengembalian ? `, dikurangi pengembalian ${formatRupiah(t.pengembalian)}` : ''}`
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Ringkas
            label="Pengeluaran"
            nilai={t?.pengeluaran}
            keterangan={
              t
                ? `Tunai ${formatRupiah(t.pengeluaran_tunai)} · transfer ${formatRupiah(t.pengeluaran - t.pengeluaran_tunai)}`
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Ringkas label="Bersih" nilai={t?.bersih} keterangan="Pemasukan − pengembalian − pengeluaran" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Ringkas
            label="Kas tunai dari transaksi"
            nilai={t?.kas_tunai}
            keterangan="Yang seharusnya ada di laci: tanpa pengeluaran transfer"
          />
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TableContainer>
          <Table
            size="small"
            aria-label="Rekap kas farmasi per hari"
            // Eleven columns: tighter cells keep them on one screen at 1280 px.
            sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Tanggal</TableCell>
                {kolom.map((k) => (
                  <TableCell key={k} align="right" sx={{ fontWeight: 600 }}>
                    {k}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {!d ? (
                Array.from({ length: 4 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <TableRow key={i}>
                    <TableCell colSpan={kolom.length + 1}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))
              ) : d.respon.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={kolom.length + 1} align="center" sx={{ py: 5 }}>
                    <Typography color="text.secondary">
                      Tidak ada penjualan di loket farmasi maupun pengeluaran kas pada rentang ini.
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      Ubah rentang tanggal atau depo, atau catat pengeluaran di menu Pengeluaran Obat.
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : (
                d.respon.map((h) => (
                  <TableRow key={h.tanggal} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{tgl(h.tanggal)}</TableCell>
                    {sel(h).map((c) => (
                      <TableCell key={c.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {c.isi}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
            {t && d?.respon.length ? (
              <TableFooter>
                <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
                  <TableCell>Total</TableCell>
                  {sel(t).map((c) => (
                    <TableCell key={c.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {c.isi}
                    </TableCell>
                  ))}
                </TableRow>
              </TableFooter>
            ) : null}
          </Table>
        </TableContainer>
      </Paper>
      <PdfViewerDialog
        open={pdf}
        title={`Laporan Pengeluaran Kasir Farmasi ${r.dari ? tgl(r.dari) : ''} s.d. ${r.sampai ? tgl(r.sampai) : ''}`}
        url={urlPdfLaporan(params)}
        onClose={() => setPdf(false)}
      />
    </>
  );
}
