import LockClockIcon from '@mui/icons-material/LockClock';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { BarisHitungMundur, type SessionExpiredViewProps } from './SessionExpiredDialog.tsx';

/** The MUI dialog of 'Sesi Login Berakhir'; it cannot be dismissed, only followed (spec §8). */
export default function SessionExpiredView({ detik, onLogin }: SessionExpiredViewProps) {
  return (
    <Dialog
      open
      maxWidth="xs"
      fullWidth
      // A little wider than 'xs' (444 px) so the countdown line fits on one line on a desktop.
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      aria-labelledby="sesi-berakhir-title"
      aria-describedby="sesi-berakhir-text"
    >
      <DialogTitle id="sesi-berakhir-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockClockIcon color="warning" />
        Sesi Login Berakhir
      </DialogTitle>
      <DialogContent>
        <Typography id="sesi-berakhir-text">Aduh, maaf sepertinya sesi login kamu telah berakhir</Typography>
        <BarisHitungMundur detik={detik} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onLogin} autoFocus>
          Ke Halaman Login
        </Button>
      </DialogActions>
    </Dialog>
  );
}
