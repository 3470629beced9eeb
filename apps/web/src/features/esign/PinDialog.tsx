import DrawIcon from '@mui/icons-material/Draw';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Pengajuan } from '@rawat/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { usePenandaSaya, useTandatangani } from './esign.api.ts';
import { PANJANG_PIN, PinField } from './PinField.tsx';

const TAMPIL_MAKS = 5;

/** 'Hasil Radiologi RAD-20261127-0005': the title alone repeats across a signer's documents. */
const namaDokumen = (d: { judul: string; nomor: string | null } | undefined) =>
  d ? `${d.judul}${d.nomor ? ` ${d.nomor}` : ''}` : 'Dokumen';

export interface PinDialogProps {
  open: boolean;
  /** The waiting requests to sign with one PIN. */
  dokumen: Pengajuan[];
  onClose: () => void;
  /** After the server signed them. */
  onSelesai: () => void;
}

/**
 * Signing with the PIN: what is about to be signed, the PIN (masked, focused), and the server's
 * own words when it refuses (a wrong PIN says how many tries remain; a locked PIN says so).
 */
export function PinDialog({ open, dokumen, onClose, onSelesai }: PinDialogProps) {
  const toast = useToast();
  const ttd = useTandatangani();
  const [pin, setPin] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [kunciLokal, setKunciLokal] = useState(false);
  // The fifth wrong PIN locks it: the re-read registration says so before another try is sent.
  const penanda = usePenandaSaya(open);
  const terkunci = kunciLokal || penanda.data?.pin_terkunci === true;
  const masukan = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setPin('');
    setGalat(null);
    setKunciLokal(false);
  }, [open]);

  const tutup = () => {
    if (!ttd.isPending) onClose();
  };

  const kirim = async (e: FormEvent) => {
    e.preventDefault();
    if (pin.length !== PANJANG_PIN || ttd.isPending) return;
    setGalat(null);
    try {
      const hasil = await ttd.mutateAsync({ uids: dokumen.map((d) => d.uid), pin });
      const n = hasil.ditandatangani.length;
      toast.success(
        n === 1
          ? `${namaDokumen(hasil.ditandatangani[0])} berhasil ditandatangani`
          : `${n} dokumen berhasil ditandatangani`,
      );
      onSelesai();
    } catch (err) {
      setGalat(pesanError(err));
      setKunciLokal(err instanceof ApiError && err.code === 'esign.pin_terkunci');
      setPin('');
      masukan.current?.focus();
    }
  };

  const n = dokumen.length;
  return (
    <Dialog
      open={open}
      onClose={tutup}
      fullWidth
      maxWidth="xs"
      aria-labelledby="pin-judul"
      slotProps={{ transition: { onEntered: () => masukan.current?.focus() } }}
    >
      <Box component="form" onSubmit={(e) => void kirim(e)} noValidate>
        <DialogTitle id="pin-judul">Tanda tangani {n === 1 ? 'dokumen' : `${n} dokumen`}</DialogTitle>
        <DialogContent>
          <Box
            component="ul"
            sx={{ m: 0, mb: 2, pl: 2.5, typography: 'body2', '& li': { mb: 0.25 } }}
            aria-label="Dokumen yang akan ditandatangani"
          >
            {dokumen.slice(0, TAMPIL_MAKS).map((d) => (
              <li key={d.uid}>
                <b>{d.judul}</b>
                {d.nomor ? ` ${d.nomor}` : ''}
                {d.pasien ? ` · ${d.pasien.nama}` : ''}
              </li>
            ))}
            {n > TAMPIL_MAKS ? (
              <Typography component="li" variant="body2" color="text.secondary">
                dan {n - TAMPIL_MAKS} dokumen lainnya
              </Typography>
            ) : null}
          </Box>
          {galat ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {galat}
            </Alert>
          ) : null}
          <PinField
            label="PIN tanda tangan"
            value={pin}
            onChange={(v) => {
              setPin(v);
              if (galat && !terkunci) setGalat(null);
            }}
            inputRef={masukan}
            disabled={terkunci}
            helperText="6 angka yang Anda buat saat mendaftar"
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
            Dengan memasukkan PIN, Anda menandatangani dokumen di atas secara elektronik. Tanda tangan ini sah
            secara hukum.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={tutup} disabled={ttd.isPending}>
            {terkunci ? 'Tutup' : 'Batal'}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<DrawIcon />}
            loading={ttd.isPending}
            disabled={pin.length !== PANJANG_PIN || terkunci}
          >
            Tanda Tangani
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
