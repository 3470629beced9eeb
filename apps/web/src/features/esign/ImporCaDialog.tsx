import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { PasswordInput } from '../../ui/PasswordInput.tsx';
import { bacaBerkasP12, P12_MAKS_BYTE, ukuranBerkas } from './ca.berkas.ts';
import { useImporCa } from './esign.api.ts';

type Berkas = { nama: string; ukuran: number; dataUrl: string };

export interface ImporCaDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Importing the facility's CA from a PKCS#12: the file (read in the browser as a data URL), its
 * password, what the replacement means, and the server's own words when it refuses the file.
 */
export function ImporCaDialog({ open, onClose }: ImporCaDialogProps) {
  const toast = useToast();
  const impor = useImporCa();
  const [berkas, setBerkas] = useState<Berkas | null>(null);
  const [galatBerkas, setGalatBerkas] = useState<string | null>(null);
  const [sandi, setSandi] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const masukan = useRef<HTMLInputElement>(null);
  const kolomSandi = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    setBerkas(null);
    setGalatBerkas(null);
    setSandi('');
    setGalat(null);
  }, [open]);

  // A wrong password is the usual refusal: the field is ready to type again once it is enabled.
  useEffect(() => {
    if (galat && !impor.isPending) kolomSandi.current?.select();
  }, [galat, impor.isPending]);

  const tutup = () => {
    if (!impor.isPending) onClose();
  };

  const pilih = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file chosen again after an error must fire a change again.
    e.target.value = '';
    if (!file) return;
    setGalat(null);
    setGalatBerkas(null);
    try {
      setBerkas({ nama: file.name, ukuran: file.size, dataUrl: await bacaBerkasP12(file) });
    } catch (err) {
      setBerkas(null);
      setGalatBerkas(pesanError(err));
    }
  };

  const kirim = async (e: FormEvent) => {
    e.preventDefault();
    if (!berkas || impor.isPending) return;
    setGalat(null);
    try {
      const ca = await impor.mutateAsync({ berkas: berkas.dataUrl, sandi });
      toast.success(`CA fasilitas diganti: ${ca.subjek}`);
      onClose();
    } catch (err) {
      setGalat(pesanError(err));
    }
  };

  return (
    <Dialog open={open} onClose={tutup} fullWidth maxWidth="sm" aria-labelledby={`${id}-judul`}>
      <Box component="form" onSubmit={(e) => void kirim(e)} noValidate>
        <DialogTitle id={`${id}-judul`}>Impor CA (PKCS#12)</DialogTitle>
        <DialogContent>
          {/* Read before choosing: not an announcement, so no role="alert". */}
          <Alert severity="warning" role="note" sx={{ mb: 2 }}>
            CA yang diimpor <b>menggantikan CA aktif</b> untuk sertifikat penanda tangan yang diterbitkan
            sesudahnya. Dokumen yang sudah ditandatangani sebelumnya tetap dapat diverifikasi. Pembaca PDF di
            luar Rawat perlu memercayai sertifikat akar yang baru: unduh dan bagikan lagi setelah impor.
          </Alert>
          {galat ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {galat}
            </Alert>
          ) : null}
          <Typography id={`${id}-berkas`} variant="subtitle2" sx={{ mb: 0.75 }}>
            Berkas PKCS#12 <span aria-hidden="true">*</span>
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => masukan.current?.click()}
              aria-describedby={`${id}-berkas ${id}-petunjuk`}
              disabled={impor.isPending}
            >
              {berkas ? 'Ganti berkas' : 'Pilih berkas'}
            </Button>
            {berkas ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <b>{berkas.nama}</b> · {ukuranBerkas(berkas.ukuran)}
              </Typography>
            ) : null}
          </Box>
          <FormHelperText id={`${id}-petunjuk`} error={Boolean(galatBerkas)} sx={{ mx: 0, mb: 2 }}>
            {galatBerkas ??
              `Berkas .p12 atau .pfx berisi sertifikat CA beserta kunci privatnya (maks. ${ukuranBerkas(P12_MAKS_BYTE)}).`}
          </FormHelperText>
          <input
            ref={masukan}
            type="file"
            accept=".p12,.pfx,application/x-pkcs12"
            hidden
            onChange={(e) => void pilih(e)}
          />
          <PasswordInput
            label="Sandi berkas"
            value={sandi}
            onChange={(e) => {
              setSandi(e.target.value);
              if (galat) setGalat(null);
            }}
            inputRef={kolomSandi}
            autoComplete="off"
            disabled={impor.isPending}
            helperText="Sandi yang dipakai saat berkas PKCS#12 dibuat (kosongkan bila tanpa sandi)"
            htmlInput={{ maxLength: 200 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={tutup} disabled={impor.isPending}>
            Batal
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="warning"
            loading={impor.isPending}
            disabled={!berkas}
          >
            Impor dan ganti CA
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
