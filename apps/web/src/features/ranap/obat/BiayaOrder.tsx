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
  formatRupiah,
  formatTanggalJam,
  type JenisTransaksi,
  LABEL_JENIS_TRANSAKSI,
  LABEL_KELAS_TARIF,
} from '@rawat/domain';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { useBiayaOrder } from './obat.api.ts';

/** What the stay's orders, medicines and procedures were charged, each at the class of the bed then. */
export function BiayaOrder({ layananUid }: { layananUid: string }) {
  const q = useBiayaOrder(layananUid);
  const rows = q.data ?? [];
  const total = rows.filter((r) => !r.dibatalkan).reduce((n, r) => n + r.total, 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Biaya Order dan Tindakan">
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        Biaya Order, Obat dan Tindakan
      </Typography>
      {q.isError ? <GagalMuat error={q.error} onRetry={() => q.refetch()} /> : null}
      {q.isPending ? <Skeleton variant="rounded" height={64} /> : null}
      {q.data && rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada biaya: order laboratorium/radiologi ditagih saat dikerjakan, obat saat disiapkan farmasi.
        </Typography>
      ) : null}
      {rows.length ? (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Waktu</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Jenis</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Item</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Kelas</TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  Jumlah
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  Harga
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  Total
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => {
                const coret = r.dibatalkan ? { textDecoration: 'line-through', color: 'text.disabled' } : {};
                return (
                  <TableRow key={r.uid}>
                    <TableCell sx={coret}>{formatTanggalJam(r.created_at)}</TableCell>
                    <TableCell sx={coret}>
                      {LABEL_JENIS_TRANSAKSI[r.jenis as JenisTransaksi] ?? r.jenis}
                    </TableCell>
                    <TableCell sx={coret}>
                      {r.nama}
                      {r.dibatalkan ? ' (dibatalkan)' : ''}
                    </TableCell>
                    <TableCell sx={coret}>{LABEL_KELAS_TARIF[r.kelas]}</TableCell>
                    <TableCell align="right" sx={coret}>
                      {r.jumlah}
                    </TableCell>
                    <TableCell align="right" sx={coret}>
                      {formatRupiah(r.harga_satuan)}
                    </TableCell>
                    <TableCell align="right" sx={coret}>
                      {formatRupiah(r.total)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={6} sx={{ fontWeight: 700 }}>
                  Total
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatRupiah(total)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      ) : null}
    </Paper>
  );
}
