import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  can,
  formatTanggalJam,
  JENIS_ANESTESI,
  type JenisAnestesi,
  KELAS_ASA,
  LABEL_JENIS_ANESTESI,
  MALLAMPATI,
  type OperasiDetail,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../shell/session.tsx';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { useSimpanCatatanAnestesi, useSimpanPraAnestesi } from './operasi.api.ts';

/** An ISO moment as the datetime-local field's value (WIB wall clock), and back. */
export const keLokal = (iso: string | null | undefined) =>
  iso ? new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 16) : '';
export const keIso = (lokal: string) => (lokal ? `${lokal}:00+07:00` : '');
const keAngka = (s: string) => (s.trim() === '' ? null : Number(s));

function useGalat() {
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [umum, setUmum] = useState<string | null>(null);
  const tangkap = (e: unknown) => {
    if (e instanceof ApiError && e.errors.length)
      setGalat(Object.fromEntries(e.errors.map((x) => [x.path, x.message])));
    setUmum(pesanError(e));
  };
  const bersih = () => {
    setGalat({});
    setUmum(null);
  };
  return { galat, umum, tangkap, bersih };
}

function Disimpan({ oleh, pada }: { oleh: string; pada: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
      Terakhir disimpan oleh {oleh}, {formatTanggalJam(pada)}
    </Typography>
  );
}

/** The pre-anaesthesia assessment: ASA class (+E), Mallampati, fasting, history and plan. */
export function TabPraAnestesi({ o }: { o: OperasiDetail }) {
  const { user } = useSession();
  const toast = useToast();
  const simpan = useSimpanPraAnestesi(o.uid);
  const awal = o.pra_anestesi?.isi;
  const [asa, setAsa] = useState<string>(awal?.asa ?? '');
  const [darurat, setDarurat] = useState(awal?.asa_darurat ?? o.urgensi === 'CITO');
  const [mallampati, setMallampati] = useState<string>(awal?.mallampati ?? '');
  const [jalanNapas, setJalanNapas] = useState(awal?.jalan_napas ?? '');
  const [puasa, setPuasa] = useState(keLokal(awal?.puasa_sejak));
  const [riwayat, setRiwayat] = useState(awal?.riwayat ?? '');
  const [rencana, setRencana] = useState<string>(awal?.rencana ?? o.jenis_anestesi);
  const [catatan, setCatatan] = useState(awal?.catatan ?? '');
  const g = useGalat();
  const boleh = can(user?.role, 'operasi:write') && o.status !== 'BATAL';

  const kirim = async () => {
    g.bersih();
    try {
      await simpan.mutateAsync({
        asa: asa as (typeof KELAS_ASA)[number],
        asa_darurat: darurat,
        mallampati: mallampati as (typeof MALLAMPATI)[number],
        jalan_napas: jalanNapas || null,
        puasa_sejak: keIso(puasa) || null,
        riwayat: riwayat || null,
        rencana: rencana as JenisAnestesi,
        catatan: catatan || null,
      });
      toast.success('Asesmen pra-anestesi tersimpan');
    } catch (e) {
      g.tangkap(e);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {o.pra_anestesi ? <Disimpan oleh={o.pra_anestesi.oleh} pada={o.pra_anestesi.pada} /> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="Kelas ASA"
            value={asa}
            onChange={(e) => setAsa(e.target.value)}
            disabled={!boleh}
            error={Boolean(g.galat.asa)}
            helperText={g.galat.asa ?? ' '}
          >
            {KELAS_ASA.map((k) => (
              <MenuItem key={k} value={k}>
                ASA {k}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormControlLabel
            control={
              <Switch checked={darurat} onChange={(e) => setDarurat(e.target.checked)} disabled={!boleh} />
            }
            label="Darurat (E)"
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="Mallampati"
            value={mallampati}
            onChange={(e) => setMallampati(e.target.value)}
            disabled={!boleh}
            error={Boolean(g.galat.mallampati)}
            helperText={g.galat.mallampati ?? ' '}
          >
            {MALLAMPATI.map((k) => (
              <MenuItem key={k} value={k}>
                Kelas {k}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            fullWidth
            size="small"
            type="datetime-local"
            label="Puasa sejak"
            value={puasa}
            onChange={(e) => setPuasa(e.target.value)}
            disabled={!boleh}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(g.galat.puasa_sejak)}
            helperText={g.galat.puasa_sejak ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            label="Penilaian jalan napas"
            value={jalanNapas}
            onChange={(e) => setJalanNapas(e.target.value)}
            disabled={!boleh}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="Rencana anestesi"
            value={rencana}
            onChange={(e) => setRencana(e.target.value)}
            disabled={!boleh}
          >
            {JENIS_ANESTESI.map((j) => (
              <MenuItem key={j} value={j}>
                {LABEL_JENIS_ANESTESI[j]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            multiline
            minRows={2}
            label="Riwayat penyakit / anestesi sebelumnya"
            value={riwayat}
            onChange={(e) => setRiwayat(e.target.value)}
            disabled={!boleh}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            label="Catatan"
            value={catatan}
            onChange={(e) => setCatatan(e.target.value)}
            disabled={!boleh}
          />
        </Grid>
      </Grid>
      {g.umum ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {g.umum}
        </Alert>
      ) : null}
      {boleh ? (
        <Button variant="contained" sx={{ mt: 1.5 }} disabled={simpan.isPending} onClick={() => void kirim()}>
          Simpan Pra-Anestesi
        </Button>
      ) : null}
    </Paper>
  );
}

/** The anaesthesia record: times, agents, a vitals summary, fluids, blood loss, urine. */
export function TabCatatanAnestesi({ o }: { o: OperasiDetail }) {
  const { user } = useSession();
  const toast = useToast();
  const simpan = useSimpanCatatanAnestesi(o.uid);
  const awal = o.catatan_anestesi?.isi;
  const [mulai, setMulai] = useState(keLokal(awal?.mulai ?? o.dimulai_pada));
  const [selesai, setSelesai] = useState(keLokal(awal?.selesai));
  const [obat, setObat] = useState(awal?.obat ?? '');
  const [vital, setVital] = useState(awal?.tanda_vital ?? '');
  const [cairan, setCairan] = useState(awal?.cairan_ml?.toString() ?? '');
  const [darah, setDarah] = useState(awal?.perdarahan_ml?.toString() ?? '');
  const [urin, setUrin] = useState(awal?.urin_ml?.toString() ?? '');
  const [catatan, setCatatan] = useState(awal?.catatan ?? '');
  const g = useGalat();
  const boleh = can(user?.role, 'operasi:write') && o.status !== 'BATAL';

  const kirim = async () => {
    g.bersih();
    try {
      await simpan.mutateAsync({
        mulai: keIso(mulai),
        selesai: keIso(selesai) || null,
        obat,
        tanda_vital: vital || null,
        cairan_ml: keAngka(cairan),
        perdarahan_ml: keAngka(darah),
        urin_ml: keAngka(urin),
        catatan: catatan || null,
      });
      toast.success('Catatan anestesi tersimpan');
    } catch (e) {
      g.tangkap(e);
    }
  };
  const angka = (label: string, v: string, set: (s: string) => void, path: string) => (
    <Grid size={{ xs: 4 }}>
      <TextField
        fullWidth
        size="small"
        type="number"
        label={label}
        value={v}
        onChange={(e) => set(e.target.value)}
        disabled={!boleh}
        error={Boolean(g.galat[path])}
        helperText={g.galat[path] ?? 'ml'}
      />
    </Grid>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {o.catatan_anestesi ? <Disimpan oleh={o.catatan_anestesi.oleh} pada={o.catatan_anestesi.pada} /> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            type="datetime-local"
            label="Mulai anestesi"
            value={mulai}
            onChange={(e) => setMulai(e.target.value)}
            disabled={!boleh}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(g.galat.mulai)}
            helperText={g.galat.mulai ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            type="datetime-local"
            label="Selesai anestesi"
            value={selesai}
            onChange={(e) => setSelesai(e.target.value)}
            disabled={!boleh}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(g.galat.selesai)}
            helperText={g.galat.selesai ?? ' '}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            multiline
            minRows={2}
            label="Obat / agen anestesi"
            value={obat}
            onChange={(e) => setObat(e.target.value)}
            disabled={!boleh}
            error={Boolean(g.galat.obat)}
            helperText={g.galat.obat ?? ' '}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            multiline
            minRows={2}
            label="Ringkasan tanda vital selama operasi"
            value={vital}
            onChange={(e) => setVital(e.target.value)}
            disabled={!boleh}
          />
        </Grid>
        {angka('Cairan masuk', cairan, setCairan, 'cairan_ml')}
        {angka('Perdarahan', darah, setDarah, 'perdarahan_ml')}
        {angka('Urin', urin, setUrin, 'urin_ml')}
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            label="Catatan"
            value={catatan}
            onChange={(e) => setCatatan(e.target.value)}
            disabled={!boleh}
          />
        </Grid>
      </Grid>
      {g.umum ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {g.umum}
        </Alert>
      ) : null}
      {boleh ? (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="contained" disabled={simpan.isPending} onClick={() => void kirim()}>
            Simpan Catatan Anestesi
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
