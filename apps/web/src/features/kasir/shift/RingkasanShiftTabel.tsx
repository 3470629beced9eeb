import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatAngka, formatRupiah, type RingkasanShift } from '@rawat/domain';
import type { ReactNode } from 'react';

const rp = (n: number) => formatRupiah(n);

export function BarisKas({
  label,
  nilai,
  tebal,
  warna,
}: {
  label: ReactNode;
  nilai: ReactNode;
  tebal?: boolean;
  warna?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: tebal ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: tebal ? 700 : 500, color: warna }}>
        {nilai}
      </Typography>
    </Box>
  );
}

/**
 * A shift's totals per method as the closing dialog shows them: receipts, deposits taken in and
 * paid back, and the net; methods that did not move are left out except cash (the drawer).
 */
export function RingkasanShiftTabel({ r }: { r: RingkasanShift }) {
  const baris = r.per_metode.filter(
    (m) => m.metode === 'TUNAI' || m.pembayaran || m.deposit_setor || m.deposit_refund,
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {formatAngka(r.jumlah_kuitansi)} kuitansi · {formatAngka(r.jumlah_batal)} pembatalan ·{' '}
        {formatAngka(r.jumlah_deposit_setor)} setoran deposit · {formatAngka(r.jumlah_deposit_refund)}{' '}
        pengembalian deposit
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Ringkasan shift per metode">
          <TableHead>
            <TableRow>
              <TableCell>Metode</TableCell>
              <TableCell align="right">Pembayaran</TableCell>
              <TableCell align="right">Deposit masuk</TableCell>
              <TableCell align="right">Deposit kembali</TableCell>
              <TableCell align="right">Bersih</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {baris.map((m) => (
              <TableRow key={m.metode}>
                <TableCell>{m.metode === 'DEPOSIT' ? 'Dibayar dari deposit' : m.label}</TableCell>
                <TableCell align="right">{rp(m.pembayaran)}</TableCell>
                <TableCell align="right">{rp(m.deposit_setor)}</TableCell>
                <TableCell align="right">{rp(m.deposit_refund)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {rp(m.bersih)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
              <TableCell>Uang masuk</TableCell>
              <TableCell align="right">{rp(r.total_pembayaran - r.total_pakai_deposit)}</TableCell>
              <TableCell align="right">{rp(r.total_deposit_setor)}</TableCell>
              <TableCell align="right">{rp(r.total_deposit_refund)}</TableCell>
              <TableCell align="right">{rp(r.total_uang_masuk)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </>
  );
}

/** The drawer: float, cash in, cash deposits, cash refunds → what should be there. */
export function KasLaci({ r }: { r: RingkasanShift }) {
  const k = r.kas;
  return (
    <Box>
      <BarisKas label="Modal awal" nilai={rp(k.modal_awal)} />
      <BarisKas label="+ Tunai dari pembayaran" nilai={rp(k.tunai_pembayaran)} />
      <BarisKas label="+ Setoran deposit tunai" nilai={rp(k.tunai_deposit_setor)} />
      <BarisKas label="− Pengembalian deposit tunai" nilai={rp(k.tunai_deposit_refund)} />
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 }}>
        <BarisKas label="Kas seharusnya di laci" nilai={rp(k.seharusnya)} tebal />
      </Box>
    </Box>
  );
}

/** 'Pas', 'Kurang Rp 5.000' or 'Lebih Rp 5.000', with its colour. */
export function uraianSelisih(selisih: number): { teks: string; warna: string } {
  if (selisih === 0) return { teks: 'Pas (tidak ada selisih)', warna: 'success.main' };
  if (selisih < 0) return { teks: `Kurang ${rp(-selisih)}`, warna: 'error.main' };
  return { teks: `Lebih ${rp(selisih)}`, warna: 'warning.dark' };
}
