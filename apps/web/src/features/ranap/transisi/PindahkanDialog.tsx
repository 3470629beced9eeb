import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type DetailTransisi,
  KRITERIA_PULIH,
  LABEL_SKALA_PULIH,
  LABEL_TUJUAN_TRANSISI,
  TUJUAN_TRANSISI,
  type TujuanTransisi,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { useKeluarTransisi } from './transisi.api.ts';

/** Which destinations suit the layanan: a stay goes back to its ward or to the ICU; others home or ICU. */
const bolehTujuan = (t: DetailTransisi, tujuan: TujuanTransisi) =>
  t.jenis_layanan === 'RAWAT_INAP' ? tujuan !== 'PULANG' : tujuan !== 'BANGSAL';

/**
 * "Pindahkan Pasien": where the patient goes next. Below the criterion the nurse is told why it is
 * refused; a doctor may still send the patient on, writing the reason.
 */
export function PindahkanDialog({
  t,
  open,
  onClose,
}: {
  t: DetailTransisi;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const keluar = useKeluarTransisi(t.uid);
  const [tujuan, setTujuan] = useState<TujuanTransisi | ''>('');
  const [catatan, setCatatan] = useState('');
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const memenuhi = t.skor_terakhir?.memenuhi === true;
  const nama = LABEL_SKALA_PULIH[t.skala].split(' ')[0];
  const minimal = KRITERIA_PULIH[t.skala].minimal;

  const tutup = () => {
    setGalat({});
    setGalatUmum(null);
    onClose();
  };
  const kirim = async () => {
    if (!tujuan) return;
    setGalat({});
    setGalatUmum(null);
    try {
      await keluar.mutateAsync({ tujuan, catatan, alasan_override: memenuhi ? null : alasan });
      toast.success(`${t.pasien.nama} keluar dari ruang transisi: ${LABEL_TUJUAN_TRANSISI[tujuan]}`);
      tutup();
    } catch (e) {
      if (e instanceof ApiError && e.errors.length)
        setGalat(Object.fromEntries(e.errors.map((x) => [x.path, x.message])));
      setGalatUmum(pesanError(e));
    }
  };

  return (
    <Dialog open={open} onClose={tutup} maxWidth="sm" fullWidth>
      <DialogTitle>Pindahkan Pasien — {t.pasien.nama}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {memenuhi ? (
            <Alert severity="success">
              Skor {nama} terakhir {t.skor_terakhir?.total}: memenuhi kriteria pindah (≥ {minimal}).
            </Alert>
          ) : (
            <Alert severity="warning">
              {t.skor_terakhir
                ? `Skor ${nama} terakhir ${t.skor_terakhir.total}, di bawah kriteria pindah (≥ ${minimal}).`
                : `Skor ${nama} belum dinilai (kriteria pindah ≥ ${minimal}).`}{' '}
              {t.boleh.override
                ? 'Sebagai dokter, Anda dapat memindahkan pasien dengan menuliskan alasannya.'
                : 'Pasien belum boleh dipindahkan; hanya dokter yang dapat memutuskan pindah dengan alasan.'}
            </Alert>
          )}
          {galatUmum ? <Alert severity="error">{galatUmum}</Alert> : null}
          <RadioGroup
            aria-label="Tujuan"
            value={tujuan}
            onChange={(e) => setTujuan(e.target.value as TujuanTransisi)}
          >
            {TUJUAN_TRANSISI.map((x) => (
              <FormControlLabel
                key={x}
                value={x}
                control={<Radio />}
                label={LABEL_TUJUAN_TRANSISI[x]}
                disabled={!bolehTujuan(t, x)}
              />
            ))}
          </RadioGroup>
          {tujuan === 'ICU' && t.jenis_layanan === 'RAWAT_INAP' ? (
            <Alert severity="info">
              Setelah pasien keluar dari ruang transisi, pindahkan bed-nya ke ICU dengan <b>Pindah Kamar</b>{' '}
              di Daftar Pasien Rawat Inap (tautan muncul di catatan ini).
            </Alert>
          ) : null}
          {tujuan === 'ICU' && t.jenis_layanan !== 'RAWAT_INAP' ? (
            <Alert severity="info">
              Pasien ini belum dirawat inap: dokter membuat rujukan rawat inap (ICU) dari layanannya, lalu
              admisi menerimanya di bed ICU.
            </Alert>
          ) : null}
          <TextField
            label="Catatan serah terima"
            value={catatan}
            onChange={(e) => setCatatan(e.target.value)}
            fullWidth
            size="small"
            multiline
            minRows={2}
            error={Boolean(galat.catatan)}
            helperText={galat.catatan ?? ' '}
          />
          {!memenuhi && t.boleh.override ? (
            <TextField
              label="Alasan dokter memindahkan di bawah kriteria"
              value={alasan}
              onChange={(e) => setAlasan(e.target.value)}
              fullWidth
              size="small"
              multiline
              minRows={2}
              required
              error={Boolean(galat.alasan_override)}
              helperText={galat.alasan_override ?? ' '}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={tutup}>Batal</Button>
        <Button
          variant="contained"
          onClick={kirim}
          disabled={!tujuan || keluar.isPending || (!memenuhi && !t.boleh.override)}
        >
          Pindahkan Pasien
        </Button>
      </DialogActions>
    </Dialog>
  );
}
