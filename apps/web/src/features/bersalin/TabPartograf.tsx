import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AIR_KETUBAN,
  type BersalinDetail,
  bersalinApi,
  formatTanggalJam,
  LABEL_AIR_KETUBAN,
  LABEL_LAMA_KONTRAKSI,
  LABEL_POSISI_PARTOGRAF,
  LAMA_KONTRAKSI,
  PENYUSUPAN,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { urlKontrak } from '../../api/kontrak.ts';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { keAngka, keIso, sekarangLokal, useTulisBersalin } from './bersalin.api.ts';
import { GrafikPartograf } from './GrafikPartograf.tsx';

const KOSONG = {
  pembukaan_cm: '',
  penurunan: '',
  djj: '',
  his_per_10: '',
  lama_his: '',
  air_ketuban: '',
  penyusupan: '',
  nadi: '',
  td_sistolik: '',
  td_diastolik: '',
  suhu: '',
  oksitosin_ui: '',
  tetes_per_menit: '',
  obat: '',
  catatan: '',
};
type Isian = typeof KOSONG;

const WARNA_POSISI = {
  BELUM_FASE_AKTIF: 'info',
  NORMAL: 'success',
  LEWAT_WASPADA: 'warning',
  LEWAT_TINDAKAN: 'error',
} as const;

/** The examination form (every WHO partograph row), the chart with its lines, the entries, Cetak. */
export function TabPartograf({ b }: { b: BersalinDetail }) {
  const toast = useToast();
  const tulis = useTulisBersalin(b.uid);
  const [waktu, setWaktu] = useState(sekarangLokal);
  const [isi, setIsi] = useState<Isian>(KOSONG);
  const [galat, setGalat] = useState<string | null>(null);
  const [kolom, setKolom] = useState<Record<string, string>>({});
  const [cetak, setCetak] = useState(false);
  const bolehTulis = b.boleh_tulis && b.status === 'INPARTU';

  const ubah = (k: keyof Isian) => (e: { target: { value: string } }) =>
    setIsi({ ...isi, [k]: e.target.value });
  const bidang = (k: keyof Isian, label: string, satuan?: string, lebar = 3) => (
    <Grid size={{ xs: 6, md: lebar }}>
      <TextField
        label={label}
        value={isi[k]}
        onChange={ubah(k)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label } }}
        error={Boolean(kolom[k])}
        helperText={kolom[k] ?? satuan}
      />
    </Grid>
  );
  const pilih = (k: keyof Isian, label: string, opsi: readonly string[], teks: (v: string) => string) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <TextField
        select
        label={label}
        value={isi[k]}
        onChange={ubah(k)}
        size="small"
        fullWidth
        error={Boolean(kolom[k])}
        helperText={kolom[k]}
      >
        <MenuItem value="">—</MenuItem>
        {opsi.map((o) => (
          <MenuItem key={o} value={o}>
            {teks(o)}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );

  const kirim = async () => {
    setGalat(null);
    setKolom({});
    const n = (k: keyof Isian) => keAngka(isi[k]);
    try {
      await tulis.partograf.mutateAsync({
        waktu: keIso(waktu),
        pembukaan_cm: n('pembukaan_cm'),
        penurunan: n('penurunan'),
        djj: n('djj'),
        his_per_10: n('his_per_10'),
        lama_his: isi.lama_his as (typeof LAMA_KONTRAKSI)[number] | '',
        air_ketuban: isi.air_ketuban as (typeof AIR_KETUBAN)[number] | '',
        penyusupan: isi.penyusupan as (typeof PENYUSUPAN)[number] | '',
        nadi: n('nadi'),
        td_sistolik: n('td_sistolik'),
        td_diastolik: n('td_diastolik'),
        suhu: n('suhu'),
        oksitosin_ui: n('oksitosin_ui'),
        tetes_per_menit: n('tetes_per_menit'),
        obat: isi.obat,
        catatan: isi.catatan,
      });
      toast.success('Pemeriksaan partograf tersimpan');
      setIsi(KOSONG);
      setWaktu(sekarangLokal());
    } catch (err) {
      if (err instanceof ApiError && err.errors.length)
        setKolom(Object.fromEntries(err.errors.map((e) => [e.path, e.message])));
      setGalat(pesanError(err));
    }
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
          <Alert severity={WARNA_POSISI[b.posisi]} sx={{ flex: 1, py: 0 }}>
            {LABEL_POSISI_PARTOGRAF[b.posisi]}
          </Alert>
          <Button startIcon={<PrintIcon />} variant="outlined" onClick={() => setCetak(true)}>
            Cetak
          </Button>
        </Stack>
        <Box aria-label="Grafik partograf">
          <GrafikPartograf b={b} />
        </Box>
      </Paper>
      {bolehTulis ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
            Pemeriksaan Baru
          </Typography>
          {galat ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {galat}
            </Alert>
          ) : null}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}>
              <TextField
                label="Waktu pemeriksaan"
                type="datetime-local"
                value={waktu}
                onChange={(e) => setWaktu(e.target.value)}
                size="small"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(kolom.waktu)}
                helperText={kolom.waktu ?? 'WIB'}
              />
            </Grid>
            {bidang('pembukaan_cm', 'Pembukaan serviks', 'cm (0–10)')}
            {bidang('penurunan', 'Penurunan kepala', 'per lima (5/5 … 0/5)')}
            {bidang('djj', 'DJJ', 'kali/menit')}
            {bidang('his_per_10', 'Kontraksi', 'kali per 10 menit')}
            {pilih(
              'lama_his',
              'Lama kontraksi',
              LAMA_KONTRAKSI,
              (v) => LABEL_LAMA_KONTRAKSI[v as 'KURANG_20'],
            )}
            {pilih('air_ketuban', 'Air ketuban', AIR_KETUBAN, (v) => LABEL_AIR_KETUBAN[v as 'U'])}
            {pilih('penyusupan', 'Penyusupan (molase)', PENYUSUPAN, (v) => v)}
            {bidang('nadi', 'Nadi ibu', 'kali/menit')}
            {bidang('td_sistolik', 'TD sistolik', 'mmHg')}
            {bidang('td_diastolik', 'TD diastolik', 'mmHg')}
            {bidang('suhu', 'Suhu', '°C')}
            {bidang('oksitosin_ui', 'Oksitosin', 'U/L')}
            {bidang('tetes_per_menit', 'Tetesan', 'tetes/menit')}
            {bidang('obat', 'Obat dan cairan IV', undefined, 6)}
            {bidang('catatan', 'Catatan', undefined, 12)}
          </Grid>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" onClick={kirim} loading={tulis.partograf.isPending}>
              Simpan Pemeriksaan
            </Button>
          </Stack>
        </Paper>
      ) : null}
      <Paper variant="outlined">
        <Table size="small" aria-label="Pemeriksaan partograf">
          <TableHead>
            <TableRow>
              <TableCell>Waktu</TableCell>
              <TableCell>Pembukaan</TableCell>
              <TableCell>Penurunan</TableCell>
              <TableCell>DJJ</TableCell>
              <TableCell>Kontraksi</TableCell>
              <TableCell>Ketuban / molase</TableCell>
              <TableCell>Nadi · TD · Suhu</TableCell>
              <TableCell>Oksitosin / obat</TableCell>
              <TableCell>Petugas</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {b.partograf.length === 0 ? (
              <TableRow>
                <TableCell colSpan={9} sx={{ color: 'text.secondary', textAlign: 'center' }}>
                  Belum ada pemeriksaan
                </TableCell>
              </TableRow>
            ) : null}
            {[...b.partograf].reverse().map((p) => (
              <TableRow key={p.uid}>
                <TableCell>{formatTanggalJam(p.waktu)}</TableCell>
                <TableCell>{p.pembukaan_cm === null ? '—' : `${p.pembukaan_cm} cm`}</TableCell>
                <TableCell>{p.penurunan === null ? '—' : `${p.penurunan}/5`}</TableCell>
                <TableCell>{p.djj ?? '—'}</TableCell>
                <TableCell>
                  {p.his_per_10 === null
                    ? '—'
                    : `${p.his_per_10}×/10′ ${p.lama_his ? LABEL_LAMA_KONTRAKSI[p.lama_his] : ''}`}
                </TableCell>
                <TableCell>
                  {p.air_ketuban ?? '—'} / {p.penyusupan ?? '—'}
                </TableCell>
                <TableCell>
                  {[
                    p.nadi === null ? null : `N ${p.nadi}`,
                    p.td_sistolik === null ? null : `TD ${p.td_sistolik}/${p.td_diastolik}`,
                    p.suhu === null ? null : `${p.suhu} °C`,
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </TableCell>
                <TableCell>
                  {[
                    p.oksitosin_ui === null
                      ? null
                      : `Oksitosin ${p.oksitosin_ui} U/L, ${p.tetes_per_menit ?? '-'} tts/m`,
                    p.obat,
                  ]
                    .filter(Boolean)
                    .join('; ') || '—'}
                </TableCell>
                <TableCell>{p.nama_petugas}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <PdfViewerDialog
        open={cetak}
        url={urlKontrak(bersalinApi.cetakPartograf, { params: { uid: b.uid } })}
        title={`Partograf ${b.pasien.nama}`}
        onClose={() => setCetak(false)}
      />
    </Stack>
  );
}
