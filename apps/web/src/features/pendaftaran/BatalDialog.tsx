import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { batalPendaftaranSchema, type Pendaftaran } from '@rawat/domain';
import { useState } from 'react';
import { pesanError } from '../../shell/toast.tsx';
import { useBatalkan } from './pendaftaran.api.ts';

/** Confirms a cancellation; the reason is required and goes to the audit log. */
export function BatalDialog({
  pendaftaran,
  onClose,
  onDibatalkan,
}: {
  pendaftaran: Pendaftaran | null;
  onClose: () => void;
  onDibatalkan: (p: Pendaftaran) => void;
}) {
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const batalkan = useBatalkan();
  const tutup = () => {
    if (batalkan.isPending) return;
    setAlasan('');
    setGalat(null);
    setGalatUmum(null);
    onClose();
  };
  const kirim = async () => {
    if (!pendaftaran) return;
    const cek = batalPendaftaranSchema.safeParse({ alasan });
    if (!cek.success) {
      setGalat(cek.error.issues[0]?.message ?? 'Alasan tidak valid');
      return;
    }
    try {
      const p = await batalkan.mutateAsync({ uid: pendaftaran.uid, alasan: cek.data.alasan });
      setAlasan('');
      onDibatalkan(p);
    } catch (err) {
      setGalatUmum(pesanError(err));
    }
  };
  return (
    <Dialog open={Boolean(pendaftaran)} onClose={tutup} fullWidth maxWidth="sm">
      <DialogTitle>Batalkan Pendaftaran</DialogTitle>
      <DialogContent>
        {galatUmum ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galatUmum}
          </Alert>
        ) : null}
        <Typography sx={{ mb: 2 }}>
          Batalkan antrian <b>{pendaftaran?.nomor_antrian}</b> atas nama <b>{pendaftaran?.pasien.nama}</b> di{' '}
          {pendaftaran?.poli.nama}? Nomor antrian tidak dipakai ulang.
        </Typography>
        <TextField
          label="Alasan pembatalan"
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          value={alasan}
          onChange={(e) => {
            setAlasan(e.target.value);
            setGalat(null);
          }}
          error={Boolean(galat)}
          helperText={galat ?? ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={tutup} disabled={batalkan.isPending}>
          Kembali
        </Button>
        <Button color="error" variant="contained" onClick={() => void kirim()} loading={batalkan.isPending}>
          Batalkan Pendaftaran
        </Button>
      </DialogActions>
    </Dialog>
  );
}
