import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  bagianJakarta,
  hitungNews2,
  KESADARAN_NEWS,
  type KesadaranNews,
  LABEL_KESADARAN_NEWS,
  LABEL_RISIKO_NEWS2,
  LABEL_SHIFT_RANAP,
  RESPON_NEWS2,
  shiftDariWaktu,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { useTulisObservasi, WARNA_NEWS2 } from './bangsal.api.ts';

const ANGKA = [
  'suhu',
  'nadi',
  'napas',
  'sistol',
  'diastol',
  'spo2',
  'skala_nyeri',
  'intake_ml',
  'output_ml',
] as const;
type Angka = (typeof ANGKA)[number];

const BIDANG: { nama: Angka; label: string; satuan: string; langkah?: string }[] = [
  { nama: 'suhu', label: 'Suhu', satuan: '°C', langkah: '0.1' },
  { nama: 'nadi', label: 'Nadi', satuan: 'x/menit' },
  { nama: 'napas', label: 'Napas', satuan: 'x/menit' },
  { nama: 'spo2', label: 'SpO2', satuan: '%' },
  { nama: 'sistol', label: 'Sistolik', satuan: 'mmHg' },
  { nama: 'diastol', label: 'Diastolik', satuan: 'mmHg' },
  { nama: 'skala_nyeri', label: 'Skala nyeri (0–10)', satuan: '' },
  { nama: 'intake_ml', label: 'Intake', satuan: 'ml' },
  { nama: 'output_ml', label: 'Output', satuan: 'ml' },
];

const dua = (n: number) => String(n).padStart(2, '0');
/** Now as the datetime-local field's value, Jakarta wall clock. */
function sekarangLokal(): string {
  const b = bagianJakarta(new Date());
  return `${b.tahun}-${dua(b.bulan)}-${dua(b.tanggal)}T${dua(b.jam)}:${dua(b.menit)}`;
}
const keIso = (lokal: string) => (lokal ? `${lokal}:00+07:00` : '');
const keAngka = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

/** Entering one set of vital signs: NEWS2 is shown as the nurse types, the shift from the time. */
export function DialogObservasi({
  layananUid,
  namaPasien,
  open,
  onClose,
}: {
  layananUid: string;
  namaPasien: string;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const simpan = useTulisObservasi(layananUid);
  const [waktu, setWaktu] = useState(sekarangLokal);
  const [nilai, setNilai] = useState<Record<Angka, string>>(
    () => Object.fromEntries(ANGKA.map((a) => [a, ''])) as Record<Angka, string>,
  );
  const [oksigen, setOksigen] = useState(false);
  const [kesadaran, setKesadaran] = useState<KesadaranNews | ''>('ALERT');
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);

  const angka = Object.fromEntries(ANGKA.map((a) => [a, keAngka(nilai[a])])) as Record<Angka, number | null>;
  const skor = hitungNews2({ ...angka, oksigen, kesadaran: kesadaran || null });
  const iso = keIso(waktu);
  const shift = iso && !Number.isNaN(Date.parse(iso)) ? shiftDariWaktu(iso) : null;

  const tutup = () => {
    setGalat({});
    setGalatUmum(null);
    onClose();
  };
  const kirim = async () => {
    setGalat({});
    setGalatUmum(null);
    try {
      await simpan.mutateAsync({ waktu: iso, ...angka, oksigen, kesadaran, catatan });
      toast.success(`Tanda vital ${namaPasien} tersimpan`);
      setNilai(Object.fromEntries(ANGKA.map((a) => [a, ''])) as Record<Angka, string>);
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
    <Dialog open={open} onClose={tutup} maxWidth="md" fullWidth>
      <DialogTitle>Isi Tanda Vital — {namaPasien}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Waktu observasi"
              type="datetime-local"
              value={waktu}
              onChange={(e) => setWaktu(e.target.value)}
              fullWidth
              size="small"
              error={Boolean(galat.waktu)}
              helperText={galat.waktu ?? (shift ? `Shift ${LABEL_SHIFT_RANAP[shift]}` : ' ')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              label="Kesadaran (ACVPU)"
              value={kesadaran}
              onChange={(e) => setKesadaran(e.target.value as KesadaranNews | '')}
              fullWidth
              size="small"
              error={Boolean(galat.kesadaran)}
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
            <Grid key={b.nama} size={{ xs: 6, sm: 4, md: 3 }}>
              <TextField
                label={b.satuan ? `${b.label} (${b.satuan})` : b.label}
                value={nilai[b.nama]}
                onChange={(e) => setNilai((n) => ({ ...n, [b.nama]: e.target.value }))}
                type="number"
                fullWidth
                size="small"
                error={Boolean(galat[b.nama])}
                helperText={galat[b.nama] ?? ' '}
                slotProps={{
                  htmlInput: { step: b.langkah ?? '1', inputMode: 'decimal', 'aria-label': b.label },
                }}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <FormControlLabel
              control={<Switch checked={oksigen} onChange={(e) => setOksigen(e.target.checked)} />}
              label="Dengan oksigen"
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label="Catatan"
              value={catatan}
              onChange={(e) => setCatatan(e.target.value)}
              fullWidth
              size="small"
              multiline
              minRows={2}
              error={Boolean(galat.catatan)}
              helperText={galat.catatan ?? ' '}
            />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            NEWS2:
          </Typography>
          {skor ? (
            <>
              <Chip
                color={WARNA_NEWS2[skor.risiko]}
                label={`${skor.skor} · ${LABEL_RISIKO_NEWS2[skor.risiko]}`}
              />
              <Typography variant="caption" color="text.secondary">
                {RESPON_NEWS2[skor.risiko]}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              dihitung bila napas, SpO2, tekanan darah, nadi, kesadaran dan suhu terisi
            </Typography>
          )}
        </Box>
        {galatUmum && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {galatUmum}
          </Alert>
        )}
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
