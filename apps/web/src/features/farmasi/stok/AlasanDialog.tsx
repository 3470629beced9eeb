import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { alasanDokumenInputSchema } from '@rawat/domain';
import { useState } from 'react';
import { pesanError } from '../../../shell/toast.tsx';

/** Asks for the reason of a rejection or cancellation (3–300 characters, as the server checks). */
export function AlasanDialog({
  judul,
  pesan,
  tombol,
  onKirim,
  onClose,
}: {
  judul: string;
  pesan: string;
  tombol: string;
  onKirim: (alasan: string) => Promise<void>;
  onClose: () => void;
}) {
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [kirim, setKirim] = useState(false);
  const simpan = async () => {
    const cek = alasanDokumenInputSchema.safeParse({ alasan });
    if (!cek.success) return setGalat(cek.error.issues[0]?.message ?? 'Alasan tidak valid');
    setKirim(true);
    try {
      await onKirim(cek.data.alasan);
      onClose();
    } catch (e) {
      setGalat(pesanError(e));
    } finally {
      setKirim(false);
    }
  };
  return (
    <Dialog open onClose={kirim ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{judul}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{pesan}</DialogContentText>
        {galat ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galat}
          </Alert>
        ) : null}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label="Alasan"
          required
          value={alasan}
          onChange={(e) => setAlasan(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={kirim} color="inherit">
          Batal
        </Button>
        <Button color="error" variant="contained" loading={kirim} onClick={() => void simpan()}>
          {tombol}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
