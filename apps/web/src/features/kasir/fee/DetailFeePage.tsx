import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  feeApi,
  formatAngka,
  formatJam,
  formatRupiah,
  formatTanggalPendek,
  formatTanggalWaktu,
  LABEL_JENIS_FEE,
} from '@rawat/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { CariRujukan, type Opsi, SUMBER_DOKTER } from './CariRujukan.tsx';
import { periodeFee, RentangFeeBar, Ringkas, useRentangFee } from './FeeBersama.tsx';
import { urlBerkasFee, useDetailFee, useKelolaFee } from './fee.api.ts';

const KOLOM = ['Tanggal Bayar', 'No. Invoice', 'Pasien', 'Item', 'Tagihan', 'Aturan', 'Fee'];

/**
 * /detailfee?pegawai=…&dari=…&sampai=…: one doctor's fee lines (a doctor without `pegawai`: their
 * own). Each paid charge with its invoice, patient, the rule as applied and the fee; a voided
 * receipt's lines stay, struck through and outside the totals, so a fee that vanished is explained.
 */
export default function DetailFeePage() {
  const semua = useKelolaFee();
  const r = useRentangFee();
  const [pilihan, setPilihan] = useState<Opsi | null>(null);
  const [pdf, setPdf] = useState(false);
  const query = { dari: r.dari, sampai: r.sampai, pegawai_uid: r.pegawai };
  const siap = Boolean(r.pegawai) || !semua;
  const q = useDetailFee(query, siap);
  const d = siap ? q.data : undefined;
  const t = d?.total;
  const dokter = d?.pegawai ?? null;
  const nilaiPilihan = pilihan ?? (dokter && r.pegawai === dokter.uid ? dokter : null);
  const kembali = `/antrian-FEE?dari=${r.dari}&sampai=${r.sampai}`;
  return (
    <>
      <HalamanJudul
        judul="Detail Fee"
        keterangan={
          dokter
            ? `${dokter.nama} · NIP ${dokter.kode} · tagihan yang dibayar ${periodeFee(r.dari, r.sampai)}`
            : 'Rincian fee seorang dokter per tagihan yang dibayar.'
        }
        aksi={
          <Button component={RouterLink} to={kembali} startIcon={<ArrowBackIcon />} color="inherit">
            Fee Dokter
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <RentangFeeBar
            r={r}
            kontrak={feeApi.detail}
            query={query}
            onPdf={() => setPdf(true)}
            bisaCetak={siap}
            filter={
              semua ? (
                <CariRujukan
                  sumber={SUMBER_DOKTER}
                  value={nilaiPilihan}
                  onChange={(o) => {
                    setPilihan(o);
                    r.setPegawai(o?.uid);
                  }}
                  label="Dokter"
                  size="small"
                  sx={{ flex: '0 1 280px', minWidth: 220 }}
                />
              ) : null
            }
          />
        </Box>
        <Box sx={{ height: 4 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      </Paper>
      {!siap ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Pilih dokter untuk melihat rincian fee-nya.
        </Alert>
      ) : null}
      {q.isError ? <GagalMuat error={q.error} onRetry={() => void q.refetch()} sx={{ mb: 2 }} /> : null}
      {siap ? (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Ringkas label="Total fee" nilai={t ? formatRupiah(t.total_fee) : undefined} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Ringkas
                label="Total tagihan dasar fee"
                nilai={t ? formatRupiah(t.total_tagihan) : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Ringkas
                label="Item"
                nilai={t ? formatAngka(t.jumlah_item) : undefined}
                ket={
                  d?.jumlah_batal
                    ? `${formatAngka(d.jumlah_batal)} item dibatalkan (tidak dihitung)`
                    : undefined
                }
              />
            </Grid>
          </Grid>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <TableContainer>
              <Table size="small" aria-label="Rincian fee">
                <TableHead>
                  <TableRow>
                    {KOLOM.map((k, i) => (
                      <TableCell
                        key={k}
                        align={i >= 4 ? 'right' : 'left'}
                        sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                      >
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
                        <TableCell colSpan={KOLOM.length}>
                          <Skeleton />
                        </TableCell>
                      </TableRow>
                    ))
                  ) : d.respon.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={KOLOM.length} align="center" sx={{ py: 5 }}>
                        <Typography color="text.secondary">Tidak ada fee pada rentang ini.</Typography>
                      </TableCell>
                    </TableRow>
                  ) : (
                    d.respon.map((b) => {
                      const batal = Boolean(b.batal_pada);
                      const coret = batal ? { textDecoration: 'line-through', color: 'text.disabled' } : {};
                      return (
                        <TableRow key={b.uid} sx={batal ? { bgcolor: 'action.hover' } : undefined}>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <Typography variant="body2">{formatTanggalPendek(b.tanggal)}</Typography>
                            <Typography variant="caption" color="text.secondary">
                              {formatJam(b.tanggal)}
                            </Typography>
                          </TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <Typography variant="body2" sx={{ fontFamily: 'monospace', ...coret }}>
                              {b.nomor}
                            </Typography>
                            {batal ? (
                              <Tooltip
                                title={`Pembayaran dibatalkan ${formatTanggalWaktu(b.batal_pada ?? '')}`}
                              >
                                <Chip size="small" color="error" variant="outlined" label="Dibatalkan" />
                              </Tooltip>
                            ) : null}
                          </TableCell>
                          <TableCell>
                            <Typography variant="body2">{b.pasien?.nama ?? '-'}</Typography>
                            <Typography variant="caption" color="text.secondary">
                              {b.pasien?.no_rm ?? ''}
                            </Typography>
                          </TableCell>
                          <TableCell>
                            <Typography variant="body2" sx={coret}>
                              {b.item}
                              {b.jumlah > 1 ? ` × ${b.jumlah}` : ''}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              {[b.kode, LABEL_JENIS_FEE[b.jenis]].filter(Boolean).join(' · ')}
                            </Typography>
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...coret }}>
                            {formatRupiah(b.dasar)}
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            <Typography variant="body2" sx={coret}>
                              {b.aturan}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              {b.khusus ? 'aturan khusus' : 'aturan bawaan'}
                            </Typography>
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700, ...coret }}>
                            {formatRupiah(b.fee)}
                          </TableCell>
                        </TableRow>
                      );
                    })
                  )}
                </TableBody>
                {t && d?.respon.length ? (
                  <TableFooter>
                    <TableRow
                      sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}
                    >
                      <TableCell colSpan={4}>Total ({formatAngka(t.jumlah_item)} item)</TableCell>
                      <TableCell align="right">{formatRupiah(t.total_tagihan)}</TableCell>
                      <TableCell />
                      <TableCell align="right">{formatRupiah(t.total_fee)}</TableCell>
                    </TableRow>
                  </TableFooter>
                ) : null}
              </Table>
            </TableContainer>
          </Paper>
        </>
      ) : null}
      <PdfViewerDialog
        open={pdf && siap}
        title={`Rincian Fee Dokter ${dokter?.nama ?? ''} ${periodeFee(r.dari, r.sampai)}`}
        url={urlBerkasFee(feeApi.detail, query, 'pdf')}
        onClose={() => setPdf(false)}
      />
    </>
  );
}
