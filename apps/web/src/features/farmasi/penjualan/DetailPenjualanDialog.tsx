import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatAngka,
  formatRupiah,
  formatTanggalWaktu,
  LABEL_STATUS_PENJUALAN,
  LABEL_TEMPAT_BAYAR,
  type Penjualan,
  type PenjualanRingkas,
} from '@rawat/domain';
import type { ReactNode } from 'react';
import { pesanError } from '../../../shell/toast.tsx';
import { WARNA_STATUS_PENJUALAN } from './format.ts';
import { usePenjualan } from './penjualan.api.ts';

function Data({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 6, sm: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{children}</Typography>
    </Grid>
  );
}

/** One sale: buyer, status with its times, the lines with signa, total, paid and change. */
export function DetailPenjualanDialog({
  uid,
  onClose,
  aksi,
}: {
  uid: string | null;
  onClose: () => void;
  aksi: (p: Penjualan | PenjualanRingkas) => ReactNode;
}) {
  const q = usePenjualan(uid);
  const p = q.data;
  return (
    <Dialog open={uid !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {p ? `${p.nomor_antrian} · ${p.nomor}` : 'Penjualan'}
        {p ? (
          <Chip
            size="small"
            color={WARNA_STATUS_PENJUALAN[p.status]}
            label={LABEL_STATUS_PENJUALAN[p.status]}
          />
        ) : null}
      </DialogTitle>
      <DialogContent dividers>
        {q.isError ? <Alert severity="error">{pesanError(q.error)}</Alert> : null}
        {!p && !q.isError ? <Skeleton height={160} /> : null}
        {p ? (
          <>
            <Grid container spacing={2} sx={{ mb: 2 }}>
              <Data label="Pembeli">{p.nama_pembeli}</Data>
              <Data label="No. HP">{p.telepon ?? '–'}</Data>
              <Data label="Depo">{p.lokasi.nama}</Data>
              <Data label="Didaftarkan">{formatTanggalWaktu(p.created_at)}</Data>
              <Data label="Pembayaran di">{LABEL_TEMPAT_BAYAR[p.tempat_bayar]}</Data>
              <Data label="Dibayar">{p.dibayar_pada ? formatTanggalWaktu(p.dibayar_pada) : '–'}</Data>
              <Data label="Dipanggil">{p.dipanggil_pada ? formatTanggalWaktu(p.dipanggil_pada) : '–'}</Data>
              <Data label="Diserahkan">
                {p.diserahkan_pada ? formatTanggalWaktu(p.diserahkan_pada) : '–'}
              </Data>
              <Data label="Petugas">{p.dibuat_oleh ?? '–'}</Data>
            </Grid>
            {p.alasan ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Alasan pembatalan: {p.alasan}
              </Alert>
            ) : null}
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Obat</TableCell>
                  <TableCell>Aturan pakai</TableCell>
                  <TableCell align="right">Jumlah</TableCell>
                  <TableCell align="right">Harga</TableCell>
                  <TableCell align="right">Subtotal</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {p.items.map((i) => (
                  <TableRow key={i.uid}>
                    <TableCell>
                      {i.produk.nama}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {i.produk.kode}
                      </Typography>
                    </TableCell>
                    <TableCell>{i.aturan_pakai ?? '–'}</TableCell>
                    <TableCell align="right">
                      {formatAngka(i.jumlah)} {i.produk.satuan_dasar}
                    </TableCell>
                    <TableCell align="right">{formatRupiah(i.harga_satuan)}</TableCell>
                    <TableCell align="right">{formatRupiah(i.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', mt: 2, gap: 0.5 }}>
              <Typography variant="h6">Total {formatRupiah(p.total)}</Typography>
              {p.dibayar !== null ? (
                <Typography variant="body2">
                  Dibayar {formatRupiah(p.dibayar)} · Kembalian {formatRupiah(p.kembalian ?? 0)}
                </Typography>
              ) : null}
            </Box>
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        {p ? <Box sx={{ mr: 'auto' }}>{aksi(p)}</Box> : null}
        <Button onClick={onClose} color="inherit">
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}
