import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { KESADARAN_NEWS, type KesadaranNews, LABEL_KESADARAN_NEWS } from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { keIso, sekarangLokal, useVitalTransisi } from './transisi.api.ts';

const ANGKA = ['td_sistolik', 'td_diastolik', 'nadi', 'respirasi', 'spo2', 'suhu', 'skala_nyeri'] as const;
type Angka = (typeof ANGKA)[number];
const BIDANG: { nama: Angka; label: string; satuan: string; langkah?: string }[] = [
  { nama: 'td_sistolik', label: 'Sistolik', satuan: 'mmHg' },
  { nama: 'td_diastolik', label: 'Diastolik', satuan: 'mmHg' },
  { nama: 'nadi', label: 'Nadi', satuan: 'x/menit' },
  { nama: 'respirasi', label: 'Respirasi', satuan: 'x/menit' },
  { nama: 'spo2', label: 'SpO2', satuan: '%' },
  { nama: 'suhu', label: 'Suhu', satuan: '°C', langkah: '0.1' },
  { nama: 'skala_nyeri', label: 'Skala nyeri (0–10)', satuan: '' },
];
const kosong = () => Object.fromEntries(ANGKA.map((a) => [a, ''])) as Record<Angka, string>;
const keAngka = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

/** One set of vitals in the recovery room (every 15 minutes); the ranges are the clinic's. */
export function DialogVitalTransisi({
  uid,
  namaPasien,
  open,
  onClose,
}: {
  uid: string;
  namaPasien: string;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const simpan = useVitalTransisi(uid);
  const [waktu, setWaktu] = useState(sekarangLokal);
  const [nilai, setNilai] = useState(kosong);
  const [kesadaran, setKesadaran] = useState<KesadaranNews | ''>('ALERT');
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);

  const tutup = () => {
    setGalat({});
    setGalatUmum(null);
    onClose();
  };
  const kirim = async () => {
    setGalat({});
    setGalatUmum(null);
    const angka = Object.fromEntries(ANGKA.map((a) => [a, keAngka(nilai[a])])) as Record<
      Angka,
      number | null
    >;
    try {
      await simpan.mutateAsync({ waktu: keIso(waktu), ...angka, kesadaran, catatan });
      toast.success(`Tanda vital ${namaPasien} tersimpan`);
      setNilai(kosong());
      setCatatan('');
      setWaktu(sekarangLokal());
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors.length) {
        setGalat(Object.fromEntries(e.errors.map((x) => [x.path, x.message])));
        setGalatUmum(e.message);
      } else setGalatUmum(pesanError(e));
    }
  };

  return (
    <Dialog open={open} onClose={tutup} maxWidth="sm" fullWidth>
      <DialogTitle>Isi Tanda Vital — {namaPasien}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2}>
          {galatUmum ? (
            <Grid size={12}>
              <Alert severity="error">{galatUmum}</Alert>
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Waktu pemeriksaan"
              type="datetime-local"
              value={waktu}
              onChange={(e) => setWaktu(e.target.value)}
              fullWidth
              size="small"
              error={Boolean(galat.waktu)}
              helperText={galat.waktu ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              label="Kesadaran"
              value={kesadaran}
              onChange={(e) => setKesadaran(e.target.value as KesadaranNews | '')}
              fullWidth
              size="small"
              helperText={galat.kesadaran ?? ' '}
            >
              <MenuItem value="">
                <em>Tidak dinilai</em>
              </MenuItem>
              {KESADARAN_NEWS.map((k) => (
                <MenuItem key={k} value={k}>
                  {LABEL_KESADARAN_NEWS[k]}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {BIDANG.map((b) => (
            <Grid key={b.nama} size={{ xs: 6, sm: 3 }}>
              <TextField
                label={b.label}
                type="number"
                value={nilai[b.nama]}
                onChange={(e) => setNilai((v) => ({ ...v, [b.nama]: e.target.value }))}
                fullWidth
                size="small"
                error={Boolean(galat[b.nama])}
                helperText={galat[b.nama] ?? b.satuan}
                slotProps={{ htmlInput: { step: b.langkah ?? '1', 'aria-label': b.label } }}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <TextField
              label="Catatan"
              value={catatan}
              onChange={(e) => setCatatan(e.target.value)}
              fullWidth
              size="small"
              error={Boolean(galat.catatan)}
              helperText={galat.catatan ?? ' '}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={tutup}>Batal</Button>
        <Button variant="contained" onClick={kirim} disabled={simpan.isPending}>
          Simpan Tanda Vital
        </Button>
      </DialogActions>
    </Dialog>
  );
}
