import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BersalinDetail,
  CARA_PERSALINAN,
  type CaraPersalinan,
  formatTanggalJam,
  LABEL_CARA_PERSALINAN,
  type PenolongPersalinan,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { keAngka, keIso, sekarangLokal, useTulisBersalin } from './bersalin.api.ts';

const BAYI_KOSONG = {
  jenis_kelamin: '' as '' | 'L' | 'P',
  berat_gram: '',
  panjang_cm: '',
  lingkar_kepala_cm: '',
  apgar_1: '',
  apgar_5: '',
  kelainan: '',
};
type IsianBayi = typeof BAYI_KOSONG;

function Ringkasan({ b }: { b: BersalinDetail }) {
  const p = b.persalinan;
  if (!p) return null;
  const baris: [string, string][] = [
    ['Waktu lahir', formatTanggalJam(p.waktu_lahir)],
    ['Cara persalinan', LABEL_CARA_PERSALINAN[p.cara]],
    ['Penolong', `${p.nama_penolong} (${p.penolong === 'DOKTER' ? 'dokter' : 'bidan'})`],
    [
      'Plasenta',
      `${p.plasenta_lengkap ? 'Lengkap' : 'Tidak lengkap'}${p.plasenta_lahir_pada ? `, lahir ${formatTanggalJam(p.plasenta_lahir_pada)}` : ''}`,
    ],
    ['Perdarahan', `${p.perdarahan_ml} ml`],
    ['Komplikasi', p.komplikasi ?? 'Tidak ada'],
    ['Dicatat oleh', p.nama_pencatat],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {baris.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }} color="text.secondary">
        Perawatan nifas berlanjut di CPPT dan observasi rawat inap ibu.
      </Typography>
    </Paper>
  );
}

/** The delivery record: once, with every baby (twins are two babies of one delivery). */
export function TabPersalinan({ b }: { b: BersalinDetail }) {
  const toast = useToast();
  const confirm = useConfirm();
  const tulis = useTulisBersalin(b.uid);
  const [waktu, setWaktu] = useState(sekarangLokal);
  const [cara, setCara] = useState<CaraPersalinan | ''>('');
  const [penolong, setPenolong] = useState<PenolongPersalinan>('BIDAN');
  const [namaPenolong, setNamaPenolong] = useState('');
  const [plasentaLengkap, setPlasentaLengkap] = useState(true);
  const [plasentaPada, setPlasentaPada] = useState('');
  const [perdarahan, setPerdarahan] = useState('');
  const [komplikasi, setKomplikasi] = useState('');
  const [bayi, setBayi] = useState<IsianBayi[]>([BAYI_KOSONG]);
  const [galat, setGalat] = useState<string | null>(null);
  const [kolom, setKolom] = useState<Record<string, string>>({});

  if (b.persalinan) return <Ringkasan b={b} />;
  if (!b.boleh_tulis) return <Alert severity="info">Persalinan belum dicatat.</Alert>;

  const ubahBayi = (i: number, k: keyof IsianBayi, v: string) =>
    setBayi(bayi.map((x, j) => (j === i ? { ...x, [k]: v } : x)));

  const kirim = async () => {
    setGalat(null);
    setKolom({});
    if (
      !(await confirm({
        title: 'Simpan catatan persalinan?',
        message: 'Setelah disimpan, partograf ditutup dan catatan tidak dapat diubah.',
        confirmLabel: 'Simpan',
      }))
    )
      return;
    try {
      await tulis.persalinan.mutateAsync({
        waktu_lahir: keIso(waktu),
        cara: cara as CaraPersalinan,
        penolong,
        nama_penolong: namaPenolong,
        plasenta_lengkap: plasentaLengkap,
        plasenta_lahir_pada: keIso(plasentaPada),
        perdarahan_ml: keAngka(perdarahan) as number,
        komplikasi,
        bayi: bayi.map((x) => ({
          jenis_kelamin: x.jenis_kelamin as 'L' | 'P',
          berat_gram: keAngka(x.berat_gram) as number,
          panjang_cm: keAngka(x.panjang_cm) as number,
          lingkar_kepala_cm: keAngka(x.lingkar_kepala_cm),
          apgar_1: keAngka(x.apgar_1) as number,
          apgar_5: keAngka(x.apgar_5) as number,
          kelainan: x.kelainan,
        })),
      });
      toast.success('Persalinan tercatat. Daftarkan bayi di tab Bayi.');
    } catch (err) {
      if (err instanceof ApiError && err.errors.length)
        setKolom(Object.fromEntries(err.errors.map((e) => [e.path, e.message])));
      setGalat(pesanError(err));
    }
  };

  const teks = (label: string, nilai: string, set: (v: string) => void, kunci: string, bantu?: string) => (
    <TextField
      label={label}
      value={nilai}
      onChange={(e) => set(e.target.value)}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { 'aria-label': label } }}
      error={Boolean(kolom[kunci])}
      helperText={kolom[kunci] ?? bantu}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {galat ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {galat}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            label="Waktu lahir"
            type="datetime-local"
            value={waktu}
            onChange={(e) => setWaktu(e.target.value)}
            size="small"
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(kolom.waktu_lahir)}
            helperText={kolom.waktu_lahir ?? 'WIB'}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            label="Cara persalinan"
            value={cara}
            onChange={(e) => setCara(e.target.value as CaraPersalinan)}
            size="small"
            fullWidth
            error={Boolean(kolom.cara)}
            helperText={kolom.cara}
          >
            {CARA_PERSALINAN.map((c) => (
              <MenuItem key={c} value={c}>
                {LABEL_CARA_PERSALINAN[c]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            label="Penolong"
            value={penolong}
            onChange={(e) => setPenolong(e.target.value as PenolongPersalinan)}
            size="small"
            fullWidth
          >
            <MenuItem value="BIDAN">Bidan</MenuItem>
            <MenuItem value="DOKTER">Dokter</MenuItem>
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {teks('Nama penolong', namaPenolong, setNamaPenolong, 'nama_penolong')}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            label="Plasenta lahir"
            type="datetime-local"
            value={plasentaPada}
            onChange={(e) => setPlasentaPada(e.target.value)}
            size="small"
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(kolom.plasenta_lahir_pada)}
            helperText={kolom.plasenta_lahir_pada}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormControlLabel
            control={
              <Switch checked={plasentaLengkap} onChange={(e) => setPlasentaLengkap(e.target.checked)} />
            }
            label={plasentaLengkap ? 'Plasenta lengkap' : 'Plasenta tidak lengkap'}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {teks('Perdarahan (ml)', perdarahan, setPerdarahan, 'perdarahan_ml')}
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>{teks('Komplikasi', komplikasi, setKomplikasi, 'komplikasi')}</Grid>
      </Grid>
      {bayi.map((x, i) => {
        const k = (n: string) => `bayi.${i}.${n}`;
        const isian = (label: string, kunci: keyof IsianBayi, bantu?: string) => (
          <Grid size={{ xs: 6, md: 2 }}>
            {teks(label, x[kunci], (v) => ubahBayi(i, kunci, v), k(kunci), bantu)}
          </Grid>
        );
        return (
          // Babies have no id before they are saved; their order is what identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order of birth is the key
          <Box key={i} sx={{ mt: 3 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              Bayi {bayi.length > 1 ? i + 1 : ''}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 2 }}>
                <TextField
                  select
                  label="Jenis kelamin"
                  value={x.jenis_kelamin}
                  onChange={(e) => ubahBayi(i, 'jenis_kelamin', e.target.value)}
                  size="small"
                  fullWidth
                  error={Boolean(kolom[k('jenis_kelamin')])}
                  helperText={kolom[k('jenis_kelamin')]}
                >
                  <MenuItem value="L">Laki-laki</MenuItem>
                  <MenuItem value="P">Perempuan</MenuItem>
                </TextField>
              </Grid>
              {isian('Berat lahir', 'berat_gram', 'gram')}
              {isian('Panjang badan', 'panjang_cm', 'cm')}
              {isian('Lingkar kepala', 'lingkar_kepala_cm', 'cm')}
              {isian('APGAR 1 menit', 'apgar_1', '0–10')}
              {isian('APGAR 5 menit', 'apgar_5', '0–10')}
              <Grid size={12}>
                {teks(
                  'Kelainan bawaan',
                  x.kelainan,
                  (v) => ubahBayi(i, 'kelainan', v),
                  k('kelainan'),
                  'Kosongkan bila tidak ada',
                )}
              </Grid>
            </Grid>
          </Box>
        );
      })}
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setBayi([...bayi, BAYI_KOSONG])}
          disabled={bayi.length >= 6}
        >
          Tambah Bayi (kembar)
        </Button>
        <Button variant="contained" onClick={kirim} loading={tulis.persalinan.isPending}>
          Simpan Persalinan
        </Button>
      </Stack>
    </Paper>
  );
}
