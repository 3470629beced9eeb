import CableIcon from '@mui/icons-material/Cable';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  KODE_TARIF_EKLAIM,
  type KodeTarifEklaim,
  LABEL_KODE_TARIF_EKLAIM,
  type PengaturanEklaim,
  type UjiKoneksiEklaim,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useToast } from '../../shell/toast.tsx';
import { PasswordInput } from '../../ui/PasswordInput.tsx';
import { useSimpanEklaim, useUjiEklaim } from './bridging.api.ts';

type Galat = Record<string, string>;

function galatDari(err: unknown): Galat {
  if (!(err instanceof ApiError)) return {};
  const g: Galat = {};
  for (const e of err.errors) g[e.path.replace(/^body\./, '')] ??= e.message;
  return g;
}

/**
 * E-Klaim (INA-CBG) web service settings (docs/eklaim.md): the ws.php address on the hospital's
 * E-Klaim server, the Encryption Key generated there (write-only: stored encrypted, only whether it
 * is set comes back), the hospital's tariff code and the coder NIK registered in E-Klaim.
 */
export function FormEklaim({ awal }: { awal: PengaturanEklaim }) {
  const toast = useToast();
  const [url, setUrl] = useState(awal.url);
  const [kunci, setKunci] = useState('');
  const [kodeTarif, setKodeTarif] = useState<KodeTarifEklaim | ''>(awal.kode_tarif ?? '');
  const [coderNik, setCoderNik] = useState(awal.coder_nik);
  const [aktif, setAktif] = useState(awal.url ? awal.aktif : true);
  const [galat, setGalat] = useState<Galat>({});
  const [uji, setUji] = useState<UjiKoneksiEklaim | null>(null);
  const simpan = useSimpanEklaim();
  const ujiKoneksi = useUjiEklaim();

  const kirim = () =>
    simpan.mutate(
      // An unchosen tariff code goes as '' so the server names it in Indonesian.
      { url, kunci, kode_tarif: kodeTarif as KodeTarifEklaim, coder_nik: coderNik, aktif },
      {
        onSuccess: () => {
          setKunci('');
          setGalat({});
          toast.success('Pengaturan E-Klaim tersimpan');
        },
        onError: (err) => {
          setGalat(galatDari(err));
          toast.error(err);
        },
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            E-Klaim INA-CBG (Kemenkes)
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Klaim JKN dikirim ke aplikasi E-Klaim rumah sakit untuk grouping INA-CBG, final dan kirim ke pusat
            data. Rawat memanggil E-Klaim langsung, tidak lewat antrean pesan.
          </Typography>
        </Box>
        <TextField
          label="Alamat web service"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="http://10.0.0.5/E-Klaim/ws.php"
          error={Boolean(galat.url)}
          helperText={galat.url ?? 'Alamat ws.php pada server E-Klaim rumah sakit (tanpa ?mode=debug)'}
        />
        <PasswordInput
          label="Kunci enkripsi (Encryption Key)"
          value={kunci}
          onChange={(e) => setKunci(e.target.value)}
          autoComplete="new-password"
          error={Boolean(galat.kunci)}
          helperText={
            galat.kunci ??
            (awal.kunci_terisi
              ? 'Tersimpan terenkripsi; kosongkan untuk tetap memakai yang tersimpan'
              : '64 karakter heksadesimal dari E-Klaim: Setup → Integrasi → SIMRS → Generate Key')
          }
        />
        <TextField
          select
          label="Kode tarif INA-CBG"
          required
          value={kodeTarif}
          onChange={(e) => setKodeTarif(e.target.value as KodeTarifEklaim)}
          error={Boolean(galat.kode_tarif)}
          helperText={galat.kode_tarif ?? 'Kelas dan kepemilikan rumah sakit sesuai penetapan Kemenkes'}
        >
          {KODE_TARIF_EKLAIM.map((k) => (
            <MenuItem key={k} value={k}>
              {k} — {LABEL_KODE_TARIF_EKLAIM[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="NIK coder bawaan"
          required
          value={coderNik}
          onChange={(e) => setCoderNik(e.target.value)}
          inputMode="numeric"
          error={Boolean(galat.coder_nik)}
          helperText={
            galat.coder_nik ?? 'NIK yang terdaftar sebagai pengguna di E-Klaim; dipakai saat final klaim'
          }
        />
        <FormControlLabel
          control={<Switch checked={aktif} onChange={(e) => setAktif(e.target.checked)} />}
          label={aktif ? 'Aktif: klaim dapat dikirim ke E-Klaim' : 'Nonaktif: Rawat tidak memanggil E-Klaim'}
        />
        {awal.diubah_pada ? (
          <Typography variant="caption" color="text.secondary">
            Terakhir diubah {formatTanggalJam(awal.diubah_pada)}
          </Typography>
        ) : null}
        {uji ? (
          <Alert severity={uji.berhasil ? 'success' : 'error'}>
            {uji.pesan}
            {uji.kode ? ` (kode ${uji.kode})` : ''} · {uji.durasi_ms} ms
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={kirim} disabled={simpan.isPending}>
            Simpan
          </Button>
          <Button
            variant="outlined"
            startIcon={<CableIcon />}
            disabled={ujiKoneksi.isPending || !awal.kunci_terisi}
            onClick={() =>
              ujiKoneksi.mutate(undefined, { onSuccess: setUji, onError: (err) => toast.error(err) })
            }
          >
            {ujiKoneksi.isPending ? 'Menguji…' : 'Uji koneksi'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
