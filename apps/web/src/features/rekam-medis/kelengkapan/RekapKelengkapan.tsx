import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { kelengkapanApi, type RekapKelengkapanBaris, toJakartaIsoDate } from '@rawat/domain';
import { useState } from 'react';
import { urlKontrak } from '../../../api/kontrak.ts';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';

const persen = (p: number | null) => (p === null ? '-' : `${p.toLocaleString('id-ID')}%`);

/** Counts of one grouping (per doctor or per unit), worst share on time first. */
export function TabelRekap({ judul, baris }: { judul: string; baris: RekapKelengkapanBaris[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {judul}
        </Typography>
        {/* Six columns in half a screen: narrower cell padding than the table default. */}
        <Table size="small" aria-label={judul} sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>Nama</TableCell>
              <TableCell align="right">Jumlah</TableCell>
              <TableCell align="right">Lengkap</TableCell>
              <TableCell align="right">Belum</TableCell>
              <TableCell align="right">Terlambat</TableCell>
              <TableCell align="right">≤ 2×24 Jam</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {baris.length ? (
              baris.map((b) => (
                <TableRow key={`${b.uid ?? ''}${b.nama}`}>
                  <TableCell>{b.nama}</TableCell>
                  <TableCell align="right">{b.total}</TableCell>
                  <TableCell align="right">{b.lengkap}</TableCell>
                  <TableCell align="right">{b.belum_lengkap}</TableCell>
                  <TableCell align="right" sx={{ color: b.terlambat ? 'error.main' : undefined }}>
                    {b.terlambat}
                  </TableCell>
                  <TableCell align="right">{persen(b.persen_tepat_waktu)}</TableCell>
                </TableRow>
              ))
            ) : (
              <TableRow>
                <TableCell colSpan={6}>
                  <Typography variant="body2" color="text.secondary">
                    Tidak ada data
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** The monthly report: a month, then the workbook or the PDF of the same endpoint. */
export function LaporanBulanan() {
  const [bulan, setBulan] = useState(toJakartaIsoDate(new Date()).slice(0, 7));
  const [pdf, setPdf] = useState(false);
  const sah = /^\d{4}-(0[1-9]|1[0-2])$/.test(bulan);
  const url = (format: 'xlsx' | 'pdf') => urlKontrak(kelengkapanApi.laporan, { query: { bulan, format } });
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            Laporan Bulanan
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Persentase rekam medis lengkap dalam 2 × 24 jam per unit dan per dokter.
          </Typography>
        </Box>
        <TextField
          type="month"
          label="Bulan"
          size="small"
          value={bulan}
          onChange={(e) => setBulan(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!sah}
        />
        <Button variant="outlined" startIcon={<DownloadIcon />} href={url('xlsx')} download disabled={!sah}>
          Unduh Excel
        </Button>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          onClick={() => setPdf(true)}
          disabled={!sah}
        >
          Cetak PDF
        </Button>
      </CardContent>
      <PdfViewerDialog
        open={pdf}
        title="Laporan Kelengkapan Rekam Medis"
        url={url('pdf')}
        onClose={() => setPdf(false)}
      />
    </Card>
  );
}
