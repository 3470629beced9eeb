import LockClockIcon from '@mui/icons-material/LockClock';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SessionExpiredViewProps } from './SessionExpiredDialog.tsx';

/** The MUI dialog of 'Sesi Login Berakhir'; it cannot be dismissed, only followed (spec §8). */
export default function SessionExpiredView({ detik, onLogin }: SessionExpiredViewProps) {
  return (
    <Dialog
      open
      maxWidth="xs"
      fullWidth
      aria-labelledby="sesi-berakhir-title"
      aria-describedby="sesi-berakhir-text"
    >
      <DialogTitle id="sesi-berakhir-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockClockIcon color="warning" />
        Sesi Login Berakhir
      </DialogTitle>
      <DialogContent>
        <Typography id="sesi-berakhir-text">Aduh, maaf sepertinya sesi login kamu telah berakhir</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          kamu akan dialihkan otomatis ke halaman login dalam ({detik}) detik.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onLogin} autoFocus>
          Ke Halaman Login
        </Button>
      </DialogActions>
    </Dialog>
  );
}
