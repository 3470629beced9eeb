import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import type { z } from 'zod';
import { pesanError } from '../shell/toast.tsx';

export interface AlasanDialogProps {
  /** Defaults to true, for callers that mount the dialog only while it is needed. */
  open?: boolean;
  judul: ReactNode;
  /** What confirming does, above the field. */
  pesan?: ReactNode;
  /** How the message reads: muted dialog text (default), body text, or small body text. */
  gayaPesan?: 'redup' | 'teks' | 'kecil';
  /** The field's label (default 'Alasan'). */
  label?: string;
  /**
   * Where errors show: 'alert' (default) puts the rule's and the server's message in an alert above
   * the field; 'kolom' puts both under the field (typing clears them); 'kolom+alert' puts the rule's
   * under the field and the server's refusal in an alert above the message.
   */
  tempatGalat?: 'alert' | 'kolom' | 'kolom+alert';
  /** The hint under the field when it has no error (only where errors show under the field). */
  petunjuk?: string;
  /** The contract's rule for the reason (e.g. `batalTindakanSchema.shape.alasan`), so the form says what the server would. */
  aturan: z.ZodType<string>;
  /** Stops typing at this length (the contract's maximum). */
  panjangMaks?: number;
  /** The confirming button ('Batalkan Pendaftaran'). */
  tombol: string;
  /** The button that leaves without doing anything (default 'Batal'). */
  tombolBatal?: string;
  /** Sends the checked reason; a thrown error is shown and keeps the dialog open. */
  onKirim: (alasan: string) => Promise<unknown>;
  /** Called to close: by the user, or after `onKirim` succeeded. */
  onClose: () => void;
}

/**
 * Asks why before something is cancelled, voided, rejected or returned; the reason is checked by
 * the contract's rule before it is sent, and a refusal from the server stays visible in the dialog.
 */
export function AlasanDialog({
  open = true,
  judul,
  pesan,
  gayaPesan = 'redup',
  label = 'Alasan',
  tempatGalat = 'alert',
  petunjuk,
  aturan,
  panjangMaks,
  tombol,
  tombolBatal = 'Batal',
  onKirim,
  onClose,
}: AlasanDialogProps) {
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [galatServer, setGalatServer] = useState<string | null>(null);
  const [kirim, setKirim] = useState(false);
  const diKolom = tempatGalat !== 'alert';

  // A dialog that stays mounted starts empty each time it opens.
  useEffect(() => {
    if (!open) return;
    setAlasan('');
    setGalat(null);
    setGalatServer(null);
  }, [open]);

  const tutup = () => {
    if (!kirim) onClose();
  };

  const simpan = async () => {
    setGalat(null);
    setGalatServer(null);
    const cek = aturan.safeParse(alasan);
    if (!cek.success) return setGalat(cek.error.issues[0]?.message ?? 'Alasan tidak valid');
    setKirim(true);
    try {
      await onKirim(cek.data);
      onClose();
    } catch (err) {
      if (tempatGalat === 'kolom+alert') setGalatServer(pesanError(err));
      else setGalat(pesanError(err));
    } finally {
      setKirim(false);
    }
  };

  const teksPesan =
    pesan === undefined ? null : gayaPesan === 'redup' ? (
      <DialogContentText sx={{ mb: 2 }}>{pesan}</DialogContentText>
    ) : (
      <Typography variant={gayaPesan === 'kecil' ? 'body2' : 'body1'} sx={{ mb: 2 }}>
        {pesan}
      </Typography>
    );

  return (
    <Dialog open={open} onClose={tutup} fullWidth maxWidth="sm">
      <DialogTitle>{judul}</DialogTitle>
      <DialogContent>
        {galatServer ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galatServer}
          </Alert>
        ) : null}
        {teksPesan}
        {galat && !diKolom ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galat}
          </Alert>
        ) : null}
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          label={label}
          value={alasan}
          onChange={(e) => {
            setAlasan(e.target.value);
            if (diKolom) setGalat(null);
          }}
          error={diKolom && Boolean(galat)}
          helperText={diKolom ? (galat ?? petunjuk ?? ' ') : undefined}
          slotProps={panjangMaks ? { htmlInput: { maxLength: panjangMaks } } : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={tutup} disabled={kirim}>
          {tombolBatal}
        </Button>
        <Button color="error" variant="contained" loading={kirim} onClick={() => void simpan()}>
          {tombol}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
