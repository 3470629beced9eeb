import RestaurantIcon from '@mui/icons-material/Restaurant';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  bagianJakarta,
  dietApi,
  formatTanggal,
  JAM_WAKTU_MAKAN,
  LABEL_WAKTU_MAKAN,
  toJakartaIsoDate,
  WAKTU_MAKAN,
  type WaktuMakan,
} from '@rawat/domain';
import { useState } from 'react';
import { urlKontrak } from '../../../api/kontrak.ts';
import { DateInput } from '../../../ui/DateInput.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';

/** The meal the kitchen prepares next (after the evening meal: tomorrow's breakfast). */
export function makanBerikut(now = new Date()): { tanggal: string; waktu: WaktuMakan } {
  const jam = bagianJakarta(now).jam;
  const w = WAKTU_MAKAN.find((x) => JAM_WAKTU_MAKAN[x] >= jam);
  if (w) return { tanggal: toJakartaIsoDate(now), waktu: w };
  return { tanggal: toJakartaIsoDate(new Date(now.getTime() + 86_400_000)), waktu: 'PAGI' };
}

/** A button on the ward's patient list (/rawat-inap) for one ward; opens its own dialog or page. */
export function TombolDaftarDapur({ ruanganUid }: { ruanganUid: string | null }) {
  const [buka, setBuka] = useState(false);
  const [tanggal, setTanggal] = useState<string | undefined>(undefined);
  const [waktu, setWaktu] = useState<WaktuMakan>('PAGI');
  const [pdf, setPdf] = useState<string | null>(null);

  const mulai = () => {
    const b = makanBerikut();
    setTanggal(b.tanggal);
    setWaktu(b.waktu);
    setBuka(true);
  };
  const cetak = () => {
    if (!tanggal) return;
    setPdf(
      urlKontrak(dietApi.dapurPdf, {
        query: { tanggal, waktu_makan: waktu, ...(ruanganUid ? { ruangan_uid: ruanganUid } : {}) },
      }),
    );
    setBuka(false);
  };

  return (
    <>
      <Tooltip title="Cetak daftar diet pasien untuk dapur per waktu makan" describeChild>
        <Button variant="outlined" startIcon={<RestaurantIcon />} onClick={mulai}>
          Daftar Diet Dapur
        </Button>
      </Tooltip>
      <Dialog open={buka} onClose={() => setBuka(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Daftar Diet untuk Dapur</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <DateInput label="Tanggal" required value={tanggal} onChange={setTanggal} noMax size="small" />
            <TextField
              select
              size="small"
              label="Waktu makan"
              value={waktu}
              onChange={(e) => setWaktu(e.target.value as WaktuMakan)}
            >
              {WAKTU_MAKAN.map((w) => (
                <MenuItem key={w} value={w}>
                  {LABEL_WAKTU_MAKAN[w]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBuka(false)}>Batal</Button>
          <Button variant="contained" onClick={cetak} disabled={!tanggal}>
            Cetak
          </Button>
        </DialogActions>
      </Dialog>
      <PdfViewerDialog
        open={pdf !== null}
        url={pdf ?? ''}
        title={`Daftar Diet ${LABEL_WAKTU_MAKAN[waktu]} ${tanggal ? formatTanggal(tanggal) : ''}`}
        onClose={() => setPdf(null)}
      />
    </>
  );
}
