import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { batalUnitInputSchema } from '@rawat/domain';
import { useState } from 'react';
import { pesanError } from '../../shell/toast.tsx';

/** The unit cancels an order it cannot do; the reason goes on the order, the bill's reversal and the timeline. */
export function BatalUnitDialog({
  nomor,
  open,
  onClose,
  onBatal,
}: {
  nomor: string;
  open: boolean;
  onClose: () => void;
  onBatal: (alasan: string) => Promise<unknown>;
}) {
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const kirim = async () => {
    const h = batalUnitInputSchema.safeParse({ alasan });
    if (!h.success) return setGalat(h.error.issues[0]?.message ?? 'Alasan wajib diisi');
    setSibuk(true);
    try {
      await onBatal(h.data.alasan);
      setAlasan('');
      onClose();
    } catch (err) {
      setGalat(pesanError(err));
    } finally {
      setSibuk(false);
    }
  };
  return (
    <Dialog open={open} onClose={sibuk ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Batalkan Order {nomor}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Tagihan pemeriksaan yang sudah dibuat akan dibatalkan dengan alasan ini.
        </Typography>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          label="Alasan pembatalan"
          value={alasan}
          onChange={(e) => {
            setAlasan(e.target.value);
            setGalat(null);
          }}
          error={Boolean(galat)}
          helperText={galat ?? 'Mis. sampel lisis, pasien pulang, pemeriksaan kontraindikasi'}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={sibuk}>
          Kembali
        </Button>
        <Button color="error" variant="contained" onClick={() => void kirim()} loading={sibuk}>
          Batalkan Order
        </Button>
      </DialogActions>
    </Dialog>
  );
}
