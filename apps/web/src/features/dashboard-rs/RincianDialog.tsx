import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  dashboardApi,
  type FormatKolomRincian,
  formatAngka,
  formatJam,
  formatRupiah,
  formatTanggalPendek,
  type RincianRsQuery,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri } from '../../api/kontrak.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';

/** What a click on a figure asks for: the list, and the words of the figure it came from. */
export interface Rincian {
  query: RincianRsQuery;
  /** 'Kunjungan · Poli Umum · 07/01/2030' */
  keterangan: string;
}

const BARIS_PER_HALAMAN = 25;

function tampil(v: string | number | null | undefined, format: FormatKolomRincian): string {
  if (v === null || v === undefined || v === '') return '–';
  switch (format) {
    case 'rupiah':
      return formatRupiah(Number(v));
    case 'angka':
      return formatAngka(Number(v));
    case 'menit':
      return `${formatAngka(Number(v), Number.isInteger(Number(v)) ? 0 : 1)} mnt`;
    case 'tanggal':
      return formatTanggalPendek(`${String(v).slice(0, 10)}T12:00:00+07:00`);
    case 'waktu':
      return `${formatTanggalPendek(String(v))} ${formatJam(String(v))}`;
    default:
      return String(v);
  }
}

const kanan = (f: FormatKolomRincian) => f === 'rupiah' || f === 'angka' || f === 'menit';

/** The rows behind one figure of the hospital dashboard; their count is the figure. */
export function RincianDialog({ rincian, onClose }: { rincian: Rincian | null; onClose: () => void }) {
  const [halaman, setHalaman] = useState(0);
  const q = useQuery({
    ...kueri(dashboardApi.rincianRumahSakit, { query: rincian?.query ?? { jenis: 'KUNJUNGAN' } }),
    select: (r) => r.respon,
    enabled: rincian !== null,
  });
  const d = q.data;
  const baris = d?.baris.slice(halaman * BARIS_PER_HALAMAN, (halaman + 1) * BARIS_PER_HALAMAN) ?? [];
  const tutup = () => {
    setHalaman(0);
    onClose();
  };
  return (
    <Dialog
      open={rincian !== null}
      onClose={tutup}
      maxWidth="lg"
      fullWidth
      aria-labelledby="judul-rincian-rs"
    >
      <DialogTitle id="judul-rincian-rs" sx={{ pb: 0.5 }}>
        {d?.judul ?? 'Rincian'}
        <Typography variant="body2" color="text.secondary" component="div">
          {rincian?.keterangan}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Box sx={{ height: 4 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
        {q.isError ? (
          <Box sx={{ p: 2 }}>
            <GagalMuat error={q.error} onRetry={() => void q.refetch()} judul="Rincian gagal dimuat" />
          </Box>
        ) : null}
        {d ? (
          <>
            <Box sx={{ px: 2, py: 1, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
              <Typography variant="body2" data-testid="jumlah-rincian">
                Jumlah: <strong>{formatAngka(d.jumlah)}</strong> baris
              </Typography>
              {d.total !== null && d.label_total ? (
                <Typography variant="body2">
                  {d.label_total}:{' '}
                  <strong>
                    {d.jenis === 'PENDAPATAN' || d.jenis === 'PIUTANG'
                      ? formatRupiah(d.total)
                      : formatAngka(d.total)}
                  </strong>
                </Typography>
              ) : null}
            </Box>
            {d.jumlah > d.baris.length ? (
              <Alert severity="info" sx={{ mx: 2, mb: 1 }}>
                Menampilkan {formatAngka(d.baris.length)} baris pertama dari {formatAngka(d.jumlah)}.
              </Alert>
            ) : null}
            {d.jumlah === 0 ? (
              <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
                Tidak ada data pada periode ini
              </Typography>
            ) : (
              <TableContainer>
                <Table size="small" aria-label={d.judul} stickyHeader>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ width: 48 }}>No</TableCell>
                      {d.kolom.map((k) => (
                        <TableCell key={k.kunci} align={kanan(k.format) ? 'right' : 'left'}>
                          {k.label}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {baris.map((b, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows carry no id of their own
                      <TableRow key={i} hover>
                        <TableCell>{halaman * BARIS_PER_HALAMAN + i + 1}</TableCell>
                        {d.kolom.map((k) => (
                          <TableCell
                            key={k.kunci}
                            align={kanan(k.format) ? 'right' : 'left'}
                            sx={{ whiteSpace: k.format === 'teks' ? 'normal' : 'nowrap' }}
                          >
                            {tampil(b[k.kunci], k.format)}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {d.baris.length > BARIS_PER_HALAMAN ? (
              <TablePagination
                component="div"
                count={d.baris.length}
                page={halaman}
                onPageChange={(_e, p) => setHalaman(p)}
                rowsPerPage={BARIS_PER_HALAMAN}
                rowsPerPageOptions={[BARIS_PER_HALAMAN]}
                labelDisplayedRows={({ from, to, count }) => `${from}–${to} dari ${count}`}
              />
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={tutup}>Tutup</Button>
      </DialogActions>
    </Dialog>
  );
}
