import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LABEL_SHIFT_HD, type PasienHd, SHIFT_HD, type ShiftHd, toJakartaIsoDate } from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { useDebounced } from '../../../ui/useDebounced.ts';
import { useJadwalkanHd, usePasienHd } from './hd.api.ts';

/** The patient the order is for, when the ward orders from the patient's own page. */
export interface PasienTetap {
  layanan_uid: string;
  label: string;
}

const labelPasien = (p: PasienHd) =>
  `${p.pasien.nama} (${p.pasien.no_rm}) — ${p.ruangan} ${p.no_kamar}/${p.no_bed}`;

/**
 * "Jadwalkan HD": an order of one session for an inpatient on a date and shift, from the HD unit's
 * list (pick a patient lying on a ward now) or from the ward's patient page (the patient is fixed).
 */
export function JadwalkanHdDialog({
  open,
  onClose,
  tanggalAwal,
  pasienTetap,
}: {
  open: boolean;
  onClose: (uidBaru?: string) => void;
  tanggalAwal?: string;
  pasienTetap?: PasienTetap;
}) {
  const toast = useToast();
  const hariIni = toJakartaIsoDate(new Date());
  const [cari, setCari] = useState('');
  const [pasien, setPasien] = useState<PasienHd | null>(null);
  const [tanggal, setTanggal] = useState<string | undefined>(tanggalAwal ?? hariIni);
  const [shift, setShift] = useState<ShiftHd>('PAGI');
  const [cito, setCito] = useState(false);
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [galatKolom, setGalatKolom] = useState<Record<string, string>>({});
  const daftar = usePasienHd(useDebounced(cari), open && !pasienTetap);
  const simpan = useJadwalkanHd();
  const layananUid = pasienTetap?.layanan_uid ?? pasien?.layanan_uid;

  const kirim = async () => {
    setGalat(null);
    setGalatKolom({});
    if (!layananUid) return setGalatKolom({ layanan_uid: 'Pilih pasien rawat inap' });
    if (!tanggal) return setGalatKolom({ tanggal: 'Tanggal wajib diisi' });
    try {
      const s = await simpan.mutateAsync({ layanan_uid: layananUid, tanggal, shift, cito, catatan });
      toast.success(`Sesi HD ${s.pasien.nama} dijadwalkan`);
      onClose(s.uid);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length)
        setGalatKolom(Object.fromEntries(err.errors.map((e) => [e.path, e.message])));
      setGalat(pesanError(err));
    }
  };

  return (
    <Dialog open={open} onClose={() => onClose()} fullWidth maxWidth="sm" aria-labelledby="judul-jadwal-hd">
      <DialogTitle id="judul-jadwal-hd">Jadwalkan Hemodialisa</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {galat ? <Alert severity="error">{galat}</Alert> : null}
          {pasienTetap ? (
            <Typography>
              Pasien: <b>{pasienTetap.label}</b>
            </Typography>
          ) : (
            <Autocomplete
              options={daftar.data ?? []}
              value={pasien}
              onChange={(_, v) => setPasien(v)}
              inputValue={cari}
              onInputChange={(_, v) => setCari(v)}
              getOptionLabel={labelPasien}
              isOptionEqualToValue={(a, b) => a.layanan_uid === b.layanan_uid}
              filterOptions={(x) => x}
              loading={daftar.isFetching}
              noOptionsText="Tidak ada pasien rawat inap yang cocok"
              loadingText="Mencari…"
              renderOption={(props, p) => (
                <li {...props} key={p.layanan_uid}>
                  <Stack>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {p.pasien.nama} · {p.pasien.no_rm}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {p.ruangan} kamar {p.no_kamar} bed {p.no_bed}
                      {p.dpjp ? ` · DPJP ${p.dpjp}` : ''}
                    </Typography>
                  </Stack>
                </li>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Pasien rawat inap"
                  placeholder="Ketik nama atau No. RM"
                  required
                  error={Boolean(galatKolom.layanan_uid)}
                  helperText={galatKolom.layanan_uid}
                />
              )}
            />
          )}
          <Stack direction="row" spacing={2}>
            <DateInput
              label="Tanggal HD"
              value={tanggal}
              onChange={setTanggal}
              min={hariIni}
              noMax
              required
              error={galatKolom.tanggal}
              fullWidth
            />
            <TextField
              select
              label="Shift"
              value={shift}
              onChange={(e) => setShift(e.target.value as ShiftHd)}
              fullWidth
              error={Boolean(galatKolom.shift)}
              helperText={galatKolom.shift}
            >
              {SHIFT_HD.map((s) => (
                <MenuItem key={s} value={s}>
                  {LABEL_SHIFT_HD[s]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={cito} onChange={(e) => setCito(e.target.checked)} />}
            label="Cito (HD segera: hiperkalemia, edema paru, asidosis berat)"
          />
          <TextField
            label="Indikasi / catatan untuk unit HD"
            value={catatan}
            onChange={(e) => setCatatan(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            error={Boolean(galatKolom.catatan)}
            helperText={galatKolom.catatan ?? 'Mis. ureum/kreatinin, kalium, akses vaskular yang ada'}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Batal</Button>
        <Button variant="contained" onClick={kirim} loading={simpan.isPending}>
          Jadwalkan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
