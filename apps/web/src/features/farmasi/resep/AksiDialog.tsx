import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { pesanError } from '../../../shell/toast.tsx';

interface DialogFormProps {
  judul: string;
  pesan: ReactNode;
  tombol: string;
  warna?: 'primary' | 'error' | 'success';
  /** Checks the fields and sends; a returned string is shown as the error and keeps the dialog open. */
  onKirim: () => Promise<string | undefined>;
  onClose: () => void;
  children?: ReactNode;
}

/** A small form for one step of a prescription; the server's refusal stays visible in it. */
function DialogForm({
  judul,
  pesan,
  tombol,
  warna = 'primary',
  onKirim,
  onClose,
  children,
}: DialogFormProps) {
  const [galat, setGalat] = useState<string | null>(null);
  const [kirim, setKirim] = useState(false);
  const simpan = async () => {
    setKirim(true);
    setGalat(null);
    try {
      const salah = await onKirim();
      if (salah) setGalat(salah);
      else onClose();
    } catch (e) {
      setGalat(pesanError(e));
    } finally {
      setKirim(false);
    }
  };
  return (
    <Dialog open onClose={kirim ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="aksi-resep">
      <DialogTitle id="aksi-resep">{judul}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{pesan}</DialogContentText>
        {galat ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galat}
          </Alert>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={kirim} color="inherit">
          Batal
        </Button>
        <Button color={warna} variant="contained" loading={kirim} onClick={() => void simpan()}>
          {tombol}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Hand-over: who takes the medicine (the patient by default, or a relative). */
export function SerahkanDialog({
  judul,
  pesan,
  namaPasien,
  onKirim,
  onClose,
}: {
  judul: string;
  pesan: ReactNode;
  namaPasien: string;
  onKirim: (penerima: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const [penerima, setPenerima] = useState(namaPasien);
  return (
    <DialogForm
      judul={judul}
      pesan={pesan}
      tombol="Serahkan"
      warna="success"
      onClose={onClose}
      onKirim={async () => {
        const nama = penerima.trim();
        if (nama.length > 100) return 'Nama penerima maksimal 100 karakter';
        await onKirim(nama || null);
      }}
    >
      <TextField
        autoFocus
        fullWidth
        label="Nama penerima"
        helperText="Pasien sendiri atau keluarga yang mengambil obat"
        value={penerima}
        onChange={(e) => setPenerima(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </DialogForm>
  );
}

/**
 * Approval. The server serves from the user's only depot; with several it asks which one
 * (400 on lokasi_uid), so the choice is offered up front when the user keeps more than one.
 */
export function SetujuiDialog({
  judul,
  pesan,
  depo,
  wajibPilih,
  onKirim,
  onClose,
}: {
  judul: string;
  pesan: ReactNode;
  depo: readonly { value: string; label: string }[];
  /** The server asked for a depot (or the user keeps several). */
  wajibPilih: boolean;
  /** Answers 'pilih-depo' when the server wants a depot named. */
  onKirim: (lokasiUid: string | undefined) => Promise<'pilih-depo' | undefined>;
  onClose: () => void;
}) {
  const [lokasi, setLokasi] = useState('');
  const [tanya, setTanya] = useState(wajibPilih);
  return (
    <DialogForm
      judul={judul}
      pesan={pesan}
      tombol="Setujui"
      onClose={onClose}
      onKirim={async () => {
        if (tanya && !lokasi) return 'Pilih depo farmasi yang melayani resep ini';
        const hasil = await onKirim(lokasi || undefined);
        if (hasil === 'pilih-depo') {
          setTanya(true);
          return 'Anda memegang lebih dari satu depo: pilih depo yang melayani resep ini';
        }
      }}
    >
      {tanya ? (
        <TextField
          select
          fullWidth
          required
          label="Depo farmasi"
          value={lokasi}
          onChange={(e) => setLokasi(e.target.value)}
          helperText={depo.length ? 'Stok obat diperiksa di depo ini' : 'Memuat daftar depo…'}
        >
          {depo.map((d) => (
            <MenuItem key={d.value} value={d.value}>
              {d.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </DialogForm>
  );
}
