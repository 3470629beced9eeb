import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatTanggal,
  type StayBersalin,
  taksiranPersalinan,
  teksUsiaKehamilan,
  toJakartaIsoDate,
  usiaKehamilan,
} from '@rawat/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { useDebounced } from '../../ui/useDebounced.ts';
import { useBukaBersalin, useStayBersalin } from './bersalin.api.ts';

const labelStay = (s: StayBersalin) => `${s.pasien.nama} (${s.pasien.no_rm}) — ${s.letak}`;

/**
 * "Pasien Bersalin Baru": a woman already admitted through Rawat Inap (a bed in the VK ward, or any
 * ward) enters the delivery room's records with G P A and HPHT; the due date shows as it is typed.
 */
export function BukaBersalinDialog({ onClose }: { onClose: (uidBaru?: string) => void }) {
  const toast = useToast();
  const [cari, setCari] = useState('');
  const [stay, setStay] = useState<StayBersalin | null>(null);
  const [g, setG] = useState('1');
  const [p, setP] = useState('0');
  const [a, setA] = useState('0');
  const [hpht, setHpht] = useState<string | undefined>();
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [kolom, setKolom] = useState<Record<string, string>>({});
  const daftar = useStayBersalin(useDebounced(cari), true);
  const simpan = useBukaBersalin();
  const usia = hpht ? usiaKehamilan(hpht, toJakartaIsoDate(new Date())) : null;

  const kirim = async () => {
    setGalat(null);
    setKolom({});
    if (!stay) return setKolom({ layanan_uid: 'Pilih pasien rawat inap' });
    if (!hpht) return setKolom({ hpht: 'HPHT wajib diisi' });
    try {
      const r = await simpan.mutateAsync({
        layanan_uid: stay.layanan_uid,
        gravida: Number(g),
        para: Number(p),
        abortus: Number(a),
        hpht,
        catatan,
      });
      toast.success(`${r.pasien.nama} tercatat di ruang bersalin`);
      onClose(r.uid);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length)
        setKolom(Object.fromEntries(err.errors.map((e) => [e.path, e.message])));
      setGalat(pesanError(err));
    }
  };

  const angka = (label: string, nilai: string, set: (v: string) => void, kunci: string) => (
    <TextField
      label={label}
      type="number"
      value={nilai}
      onChange={(e) => set(e.target.value)}
      required
      fullWidth
      slotProps={{ htmlInput: { min: 0, max: 20 } }}
      error={Boolean(kolom[kunci])}
      helperText={kolom[kunci]}
    />
  );

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="sm" aria-labelledby="judul-bersalin-baru">
      <DialogTitle id="judul-bersalin-baru">Pasien Bersalin Baru</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {galat ? <Alert severity="error">{galat}</Alert> : null}
          <Typography variant="body2" color="text.secondary">
            Ibu inpartu diterima dahulu di rawat inap (bed Ruang Bersalin/VK) lewat{' '}
            <Link component={RouterLink} to="/pasien-ranap">
              Rawat Inap
            </Link>
            ; pilih rawat inapnya di sini.
          </Typography>
          <Autocomplete
            options={daftar.data ?? []}
            value={stay}
            onChange={(_, v) => setStay(v)}
            inputValue={cari}
            onInputChange={(_, v) => setCari(v)}
            getOptionLabel={labelStay}
            isOptionEqualToValue={(x, y) => x.layanan_uid === y.layanan_uid}
            filterOptions={(x) => x}
            loading={daftar.isFetching}
            noOptionsText="Tidak ada pasien perempuan rawat inap yang belum tercatat"
            loadingText="Mencari…"
            renderOption={(props, s) => (
              <li {...props} key={s.layanan_uid}>
                <Stack>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {s.pasien.nama} · {s.pasien.no_rm} · {s.pasien.umur}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {s.letak}
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
                error={Boolean(kolom.layanan_uid)}
                helperText={kolom.layanan_uid}
              />
            )}
          />
          <Stack direction="row" spacing={2}>
            {angka('Gravida (G)', g, setG, 'gravida')}
            {angka('Para (P)', p, setP, 'para')}
            {angka('Abortus (A)', a, setA, 'abortus')}
          </Stack>
          <DateInput
            label="HPHT (hari pertama haid terakhir)"
            value={hpht}
            onChange={setHpht}
            required
            error={kolom.hpht}
            helperText={
              hpht && usia
                ? `Usia kehamilan ${teksUsiaKehamilan(usia)} · taksiran persalinan ${formatTanggal(taksiranPersalinan(hpht))}`
                : 'Usia kehamilan dan taksiran persalinan (Naegele) dihitung dari HPHT'
            }
          />
          <TextField
            label="Keluhan / catatan masuk"
            value={catatan}
            onChange={(e) => setCatatan(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            helperText="Mis. kenceng-kenceng sejak pukul 02.00, lendir darah, ketuban belum pecah"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Batal</Button>
        <Button variant="contained" onClick={kirim} loading={simpan.isPending}>
          Simpan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
