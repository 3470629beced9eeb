import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  asuhanGiziApi,
  BENTUK_DIET,
  type BentukDiet,
  type Diet,
  dietApi,
  LABEL_BENTUK_DIET,
  LABEL_WAKTU_MAKAN,
  SARAN_JENIS_DIET,
  toJakartaIsoDate,
  WAKTU_MAKAN,
  type WaktuMakan,
} from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { panggil } from '../../../api/kontrak.ts';
import { queryClient } from '../../../api/query.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';

/**
 * The diet being asked for or set: a doctor's request, a request the nutritionist sets, or a diet
 * the nutritionist orders herself, in force at once ('atur').
 */
export type ModeDiet =
  | { jenis: 'minta' }
  | { jenis: 'atur' }
  | {
      jenis: 'tetapkan';
      diet: Pick<Diet, 'uid' | 'jenis_diet' | 'bentuk' | 'pantangan' | 'waktu_makan' | 'catatan'>;
    };

const UTAMA: WaktuMakan[] = ['PAGI', 'SIANG', 'MALAM'];
const JUDUL: Record<ModeDiet['jenis'], string> = {
  minta: 'Permintaan Diet',
  tetapkan: 'Tetapkan Diet',
  atur: 'Atur Diet',
};

/** Refreshes every screen that shows diets: the stay's history and the kitchen's list. */
export async function segarkanDiet() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [dietApi.daftar.path] }),
    queryClient.invalidateQueries({ queryKey: [dietApi.dapur.path] }),
    queryClient.invalidateQueries({ queryKey: [asuhanGiziApi.worklist.path] }),
  ]);
}

/** The doctor's diet request, or the nutritionist setting a request (with what they adjust). */
export function DialogDiet({
  onClose,
  layananUid,
  namaPasien,
  mode,
}: {
  onClose: () => void;
  layananUid: string;
  namaPasien?: string;
  mode: ModeDiet;
}) {
  const toast = useToast();
  const awal = mode.jenis === 'tetapkan' ? mode.diet : null;
  // Mounted per opening (the caller renders it only while open), so the fields start fresh.
  const [jenis, setJenis] = useState(awal?.jenis_diet ?? '');
  const [bentuk, setBentuk] = useState<BentukDiet>(awal?.bentuk ?? 'BIASA');
  const [pantangan, setPantangan] = useState(awal?.pantangan ?? '');
  const [catatan, setCatatan] = useState(awal?.catatan ?? '');
  const [waktu, setWaktu] = useState<WaktuMakan[]>(awal?.waktu_makan ?? UTAMA);
  const [mulai, setMulai] = useState<string | undefined>(() => toJakartaIsoDate(new Date()));
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [umum, setUmum] = useState<string | null>(null);

  const simpan = useMutation({
    mutationFn: () => {
      const isi = { jenis_diet: jenis, bentuk, pantangan, catatan, waktu_makan: waktu };
      if (mode.jenis === 'tetapkan')
        return panggil(dietApi.tetapkan, {
          params: { layanan_uid: layananUid, uid: mode.diet.uid },
          body: isi,
        });
      return panggil(mode.jenis === 'atur' ? dietApi.atur : dietApi.minta, {
        params: { layanan_uid: layananUid },
        body: { ...isi, mulai: mulai ?? '' },
      });
    },
    onSuccess: async (r) => {
      toast.success(
        mode.jenis === 'minta'
          ? `Permintaan ${r.respon.jenis_diet} dikirim ke ahli gizi`
          : `${r.respon.jenis_diet} ditetapkan`,
      );
      await segarkanDiet();
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.errors.length) {
        setGalat(Object.fromEntries(e.errors.map((x) => [x.path, x.message])));
        setUmum(null);
      } else setUmum(pesanError(e));
    },
  });

  const ubahWaktu = (w: WaktuMakan, on: boolean) =>
    setWaktu((v) => (on ? WAKTU_MAKAN.filter((x) => x === w || v.includes(x)) : v.filter((x) => x !== w)));

  return (
    <Dialog open onClose={simpan.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        {JUDUL[mode.jenis]}
        {namaPasien ? ` – ${namaPasien}` : ''}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          aria-label={JUDUL[mode.jenis]}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            simpan.mutate();
          }}
        >
          {umum && <Alert severity="error">{umum}</Alert>}
          {mode.jenis === 'atur' && (
            <Alert severity="info">
              Diet langsung berlaku. Diet aktif dan permintaan dokter yang menunggu akan dihentikan.
            </Alert>
          )}
          {mode.jenis === 'tetapkan' && (
            <Alert severity="info">
              Permintaan dokter dapat disesuaikan sebelum ditetapkan. Diet aktif sebelumnya akan dihentikan.
            </Alert>
          )}
          <TextInput
            label="Jenis diet"
            required
            value={jenis}
            onChange={setJenis}
            suggestions={[...SARAN_JENIS_DIET]}
            error={galat.jenis_diet}
            helperText="Pilih dari saran atau ketik jenis diet lain"
          />
          <TextField
            select
            label="Bentuk makanan"
            required
            value={bentuk}
            onChange={(e) => setBentuk(e.target.value as BentukDiet)}
            error={!!galat.bentuk}
            helperText={galat.bentuk}
          >
            {BENTUK_DIET.map((b) => (
              <MenuItem key={b} value={b}>
                {LABEL_BENTUK_DIET[b]}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <FormLabel component="legend" required>
              Waktu makan
            </FormLabel>
            <FormGroup row>
              {WAKTU_MAKAN.map((w) => (
                <FormControlLabel
                  key={w}
                  control={
                    <Checkbox checked={waktu.includes(w)} onChange={(e) => ubahWaktu(w, e.target.checked)} />
                  }
                  label={LABEL_WAKTU_MAKAN[w]}
                />
              ))}
            </FormGroup>
            {galat.waktu_makan && <FormHelperText error>{galat.waktu_makan}</FormHelperText>}
          </Box>
          <TextInput
            label="Pantangan"
            value={pantangan}
            onChange={setPantangan}
            error={galat.pantangan}
            helperText="Mis. gula pasir, santan, makanan pedas"
          />
          <TextInput
            label="Catatan"
            value={catatan}
            onChange={setCatatan}
            error={galat.catatan}
            multiline
            minRows={2}
          />
          {mode.jenis !== 'tetapkan' && (
            <DateInput
              label="Mulai"
              required
              value={mulai}
              onChange={setMulai}
              error={galat.mulai}
              noMax
              size="small"
            />
          )}
          <button type="submit" hidden />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={simpan.isPending}>
          Batal
        </Button>
        <Button variant="contained" onClick={() => simpan.mutate()} disabled={simpan.isPending}>
          {mode.jenis === 'minta' ? 'Kirim Permintaan' : 'Tetapkan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
