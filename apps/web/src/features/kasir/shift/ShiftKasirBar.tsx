import LockClockIcon from '@mui/icons-material/LockClock';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatJam, formatRupiah, formatTanggalWaktu, type Shift, toJakartaIsoDate } from '@rawat/domain';
import { useState } from 'react';
import { pesanError } from '../../../shell/toast.tsx';
import { BukaShiftDialog } from './BukaShiftDialog.tsx';
import { RiwayatShiftDialog } from './RiwayatShiftDialog.tsx';
import { useShiftAktif } from './shift.api.ts';
import { TutupShiftDialog } from './TutupShiftDialog.tsx';

/** 'Shift dibuka 07.02 · modal Rp 500.000' (with the date when the shift began on another day). */
function uraianShift(s: Shift): string {
  const hariIni = toJakartaIsoDate(new Date()) === toJakartaIsoDate(s.dibuka_pada);
  const pada = hariIni ? formatJam(s.dibuka_pada) : formatTanggalWaktu(s.dibuka_pada);
  return `Shift dibuka ${pada} · modal ${formatRupiah(s.modal_awal)}`;
}

/**
 * The cashier's shift at the top of the cashier screens: when open, since when and the float,
 * with 'Tutup Shift' (totals per method, cash counted, the report to print); when not, a notice
 * that payments and deposits need one and 'Buka Shift'.
 */
export default function ShiftKasirBar() {
  const q = useShiftAktif();
  const [buka, setBuka] = useState(false);
  const [tutupUid, setTutupUid] = useState<string | null>(null);
  const [riwayat, setRiwayat] = useState(false);
  const s = q.data;
  return (
    <>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Shift kasir"
        sx={{
          px: 2,
          py: 1.25,
          mb: 2,
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1.5,
          borderColor: s ? 'success.light' : s === null ? 'warning.light' : undefined,
          bgcolor: s ? 'rgba(46, 125, 50, 0.04)' : s === null ? 'rgba(237, 108, 2, 0.05)' : undefined,
        }}
      >
        {s ? <PointOfSaleIcon color="success" /> : <LockClockIcon color="warning" />}
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          {q.isPending ? (
            <Skeleton width={280} />
          ) : q.isError ? (
            <Alert severity="error" sx={{ py: 0 }}>
              {pesanError(q.error)}
            </Alert>
          ) : s ? (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {uraianShift(s)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Pembayaran dan deposit yang Anda terima masuk ke shift ini.
              </Typography>
            </>
          ) : (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Shift kasir belum dibuka
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Buka shift dengan modal awal sebelum menerima pembayaran atau deposit.
              </Typography>
            </>
          )}
        </Box>
        <Button onClick={() => setRiwayat(true)}>Riwayat Shift</Button>
        {s ? (
          <Button variant="outlined" color="warning" onClick={() => setTutupUid(s.uid)}>
            Tutup Shift
          </Button>
        ) : s === null ? (
          <Button variant="contained" onClick={() => setBuka(true)}>
            Buka Shift
          </Button>
        ) : null}
      </Paper>
      <BukaShiftDialog open={buka} onClose={() => setBuka(false)} />
      <TutupShiftDialog shiftUid={tutupUid} onClose={() => setTutupUid(null)} />
      <RiwayatShiftDialog open={riwayat} onClose={() => setRiwayat(false)} />
    </>
  );
}
