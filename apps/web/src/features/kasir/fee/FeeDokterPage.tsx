import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
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
import { feeApi, formatAngka, formatRupiah } from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { CariRujukan, type Opsi, SUMBER_DOKTER } from './CariRujukan.tsx';
import { periodeFee, RentangFeeBar, Ringkas, useRentangFee } from './FeeBersama.tsx';
import { urlBerkasFee, useKelolaFee, useRingkasanFee } from './fee.api.ts';

/**
 * /antrian-FEE: the doctors' fees over a range of days (the day each charge was paid), one row
 * per doctor; a row opens /detailfee for that doctor and range. A doctor sees only their own row;
 * whoever manages fees sees everyone's and may pick one doctor. Excel and PDF of the same view.
 */
export default function FeeDokterPage() {
  const navigate = useNavigate();
  const semua = useKelolaFee();
  const r = useRentangFee();
  const [dokter, setDokter] = useState<Opsi | null>(null);
  const [pdf, setPdf] = useState(false);
  const query = { dari: r.dari, sampai: r.sampai, pegawai_uid: dokter?.uid };
  const q = useRingkasanFee(query);
  const d = q.data;
  const t = d?.total;
  const buka = (uid: string) => navigate(`/detailfee?pegawai=${uid}&dari=${r.dari}&sampai=${r.sampai}`);
  const kolom = ['Dokter', 'Jumlah Item', 'Total Tagihan', 'Total Fee', ''];
  return (
    <>
      <HalamanJudul
        judul="Fee Dokter"
        keterangan={
          semua
            ? 'Fee tiap dokter dari tagihan yang sudah dibayar pada rentang tanggal bayar. Klik baris dokter untuk rinciannya.'
            : 'Fee Anda dari tagihan pasien yang sudah dibayar pada rentang tanggal bayar. Klik baris untuk rinciannya.'
        }
      />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <RentangFeeBar
            r={r}
            kontrak={feeApi.ringkasan}
            query={query}
            onPdf={() => setPdf(true)}
            filter={
              semua ? (
                <CariRujukan
                  sumber={SUMBER_DOKTER}
                  value={dokter}
                  onChange={setDokter}
                  label="Dokter"
                  size="small"
                  helperText={undefined}
                  sx={{ flex: '0 1 280px', minWidth: 220 }}
                />
              ) : null
            }
          />
        </Box>
        <Box sx={{ height: 4 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      </Paper>
      {q.isError ? <GagalMuat error={q.error} onRetry={() => void q.refetch()} sx={{ mb: 2 }} /> : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Ringkas
            label="Total fee"
            nilai={t ? formatRupiah(t.total_fee) : undefined}
            ket={d ? `Periode ${periodeFee(d.dari, d.sampai)}` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Ringkas
            label="Total tagihan dasar fee"
            nilai={t ? formatRupiah(t.total_tagihan) : undefined}
            ket="Tagihan konsultasi dan tindakan yang dibayar"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Ringkas
            label="Item"
            nilai={t ? formatAngka(t.jumlah_item) : undefined}
            ket={d && semua ? `${formatAngka(d.respon.length)} dokter` : undefined}
          />
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TableContainer>
          <Table size="small" aria-label="Fee per dokter">
            <TableHead>
              <TableRow>
                {kolom.map((k, i) => (
                  <TableCell key={k || 'buka'} align={i > 0 ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
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
                    <TableCell colSpan={kolom.length}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))
              ) : d.respon.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={kolom.length} align="center" sx={{ py: 5 }}>
                    <Typography color="text.secondary">Belum ada fee dokter pada rentang ini.</Typography>
                    <Typography variant="caption" color="text.secondary">
                      Fee tercatat saat kasir menerima pembayaran tagihan konsultasi atau tindakan.
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : (
                d.respon.map((x) => (
                  <TableRow
                    key={x.pegawai.uid}
                    hover
                    onClick={() => buka(x.pegawai.uid)}
                    sx={{ cursor: 'pointer' }}
                    aria-label={`Rincian fee ${x.pegawai.nama}`}
                  >
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {x.pegawai.nama}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        NIP {x.pegawai.kode}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatAngka(x.jumlah_item)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatRupiah(x.total_tagihan)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                      {formatRupiah(x.total_fee)}
                    </TableCell>
                    <TableCell align="right" sx={{ width: 40 }}>
                      <ChevronRightIcon fontSize="small" color="action" />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
            {t && d?.respon.length ? (
              <TableFooter>
                <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
                  <TableCell>Total</TableCell>
                  <TableCell align="right">{formatAngka(t.jumlah_item)}</TableCell>
                  <TableCell align="right">{formatRupiah(t.total_tagihan)}</TableCell>
                  <TableCell align="right">{formatRupiah(t.total_fee)}</TableCell>
                  <TableCell />
                </TableRow>
              </TableFooter>
            ) : null}
          </Table>
        </TableContainer>
      </Paper>
      <PdfViewerDialog
        open={pdf}
        title={`Rekap Fee Dokter ${periodeFee(r.dari, r.sampai)}`}
        url={urlBerkasFee(feeApi.ringkasan, query, 'pdf')}
        onClose={() => setPdf(false)}
      />
    </>
  );
}
