import CableIcon from '@mui/icons-material/Cable';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatTanggalJam, integrasiApi, type PengaturanBpjs, type UjiKoneksiBpjs } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { kueri } from '../../api/kontrak.ts';
import { useToast } from '../../shell/toast.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PasswordInput } from '../../ui/PasswordInput.tsx';
import { useSimpanPengaturan, useUjiKoneksi } from './bridging.api.ts';

type Galat = Partial<Record<'url' | 'cons_id' | 'rahasia' | 'user_key', string>>;

function galatDari(err: unknown): Galat {
  if (!(err instanceof ApiError)) return {};
  const g: Galat = {};
  for (const e of err.errors) g[e.path as keyof Galat] = e.message;
  return g;
}

function Formulir({ awal }: { awal: PengaturanBpjs }) {
  const toast = useToast();
  const [url, setUrl] = useState(awal.url);
  const [consId, setConsId] = useState(awal.cons_id);
  const [aktif, setAktif] = useState(awal.url ? awal.aktif : true);
  const [rahasia, setRahasia] = useState('');
  const [userKey, setUserKey] = useState('');
  const [galat, setGalat] = useState<Galat>({});
  const [uji, setUji] = useState<UjiKoneksiBpjs | null>(null);
  const simpan = useSimpanPengaturan('bpjs-antrean');
  const ujiKoneksi = useUjiKoneksi('bpjs-antrean');

  const kirim = () =>
    simpan.mutate(
      { url, cons_id: consId, aktif, rahasia, user_key: userKey },
      {
        onSuccess: () => {
          setRahasia('');
          setUserKey('');
          setGalat({});
          toast.success('Pengaturan BPJS Antrean tersimpan');
        },
        onError: (err) => {
          setGalat(galatDari(err));
          toast.error(err);
        },
      },
    );

  const rahasiaTersimpan = (terisi: boolean) =>
    terisi ? 'Tersimpan terenkripsi; kosongkan untuk tetap memakai yang tersimpan' : 'Belum diisi';

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={2.5}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          BPJS Antrean RS
        </Typography>
        <TextField
          label="Alamat layanan"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://apijkn.bpjs-kesehatan.go.id/antreanrs"
          error={Boolean(galat.url)}
          helperText={galat.url ?? 'Alamat dasar layanan Antrean RS dari BPJS (tanpa garis miring di akhir)'}
        />
        <TextField
          label="Consumer ID (cons id)"
          required
          value={consId}
          onChange={(e) => setConsId(e.target.value)}
          error={Boolean(galat.cons_id)}
          helperText={galat.cons_id}
        />
        <PasswordInput
          label="Consumer secret"
          value={rahasia}
          onChange={(e) => setRahasia(e.target.value)}
          autoComplete="new-password"
          error={Boolean(galat.rahasia)}
          helperText={galat.rahasia ?? rahasiaTersimpan(awal.rahasia_terisi)}
        />
        <PasswordInput
          label="User key"
          value={userKey}
          onChange={(e) => setUserKey(e.target.value)}
          autoComplete="new-password"
          error={Boolean(galat.user_key)}
          helperText={galat.user_key ?? rahasiaTersimpan(awal.user_key_terisi)}
        />
        <FormControlLabel
          control={<Switch checked={aktif} onChange={(e) => setAktif(e.target.checked)} />}
          label={aktif ? 'Aktif: task ID dan antrean dikirim ke BPJS' : 'Nonaktif: tidak ada yang dikirim'}
        />
        {awal.diubah_pada ? (
          <Typography variant="caption" color="text.secondary">
            Terakhir diubah {formatTanggalJam(awal.diubah_pada)}
          </Typography>
        ) : null}
        {uji ? (
          <Alert severity={uji.berhasil ? 'success' : 'error'}>
            {uji.pesan}
            {uji.kode ? ` (kode ${uji.kode})` : ''}
            {uji.jumlah_poli !== null ? ` · ${uji.jumlah_poli} poli di referensi BPJS` : ''} · {uji.durasi_ms}{' '}
            ms
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={kirim} disabled={simpan.isPending}>
            Simpan
          </Button>
          <Button
            variant="outlined"
            startIcon={<CableIcon />}
            disabled={ujiKoneksi.isPending || !awal.rahasia_terisi}
            onClick={() =>
              ujiKoneksi.mutate(undefined, {
                onSuccess: setUji,
                onError: (err) => toast.error(err),
              })
            }
          >
            {ujiKoneksi.isPending ? 'Menguji…' : 'Uji koneksi'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * /pengaturan-bridging (ADMIN, docs/bpjs-antrean.md): BPJS Antrean RS's address, consumer ID,
 * secret and user key. The secrets are write-only: the server stores them encrypted and only says
 * whether they are set. "Uji koneksi" asks BPJS's clinic reference with the saved settings.
 */
export default function PengaturanBridgingPage() {
  const q = useQuery({
    ...kueri(integrasiApi.pengaturan, { params: { mitra: 'bpjs-antrean' } }),
    select: (r) => r.respon,
  });
  return (
    <Box>
      <HalamanJudul
        judul="Pengaturan Bridging"
        keterangan="Kredensial layanan BPJS. Tanpa pengaturan yang aktif, tidak ada yang dikirim ke BPJS."
      />
      {q.isError ? (
        <GagalMuat error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data ? (
        <Formulir key={q.data.diubah_pada ?? 'baru'} awal={q.data} />
      ) : (
        <Skeleton variant="rounded" height={420} sx={{ maxWidth: 720 }} />
      )}
    </Box>
  );
}
