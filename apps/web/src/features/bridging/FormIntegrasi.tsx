import CableIcon from '@mui/icons-material/Cable';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  type OpsiIntegrasi,
  type PengaturanBpjs,
  type UjiKoneksiBpjs,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useToast } from '../../shell/toast.tsx';
import { PasswordInput } from '../../ui/PasswordInput.tsx';
import { useSimpanPengaturan, useUjiKoneksi } from './bridging.api.ts';
import type { DeskripsiMitra } from './mitra-integrasi.ts';

/** Field errors by the server's path: `url`, `cons_id`, `rahasia`, `user_key`, `opsi.kode_ppk`… */
type Galat = Record<string, string>;

function galatDari(err: unknown): Galat {
  if (!(err instanceof ApiError)) return {};
  const g: Galat = {};
  for (const e of err.errors) g[e.path.replace(/^body\./, '')] ??= e.message;
  return g;
}

const rahasiaTersimpan = (terisi: boolean) =>
  terisi ? 'Tersimpan terenkripsi; kosongkan untuk tetap memakai yang tersimpan' : 'Belum diisi';

function HasilUji({ uji }: { uji: UjiKoneksiBpjs }) {
  return (
    <Alert severity={uji.berhasil ? 'success' : 'error'}>
      {uji.pesan}
      {uji.kode ? ` (kode ${uji.kode})` : ''}
      {uji.jumlah_poli !== null ? ` · ${uji.jumlah_poli} poli di referensi BPJS` : ''} · {uji.durasi_ms} ms
    </Alert>
  );
}

/**
 * One partner's connection settings, driven by its description (mitra-integrasi.ts). The secrets
 * are write-only: the server stores them encrypted and only says whether they are set.
 */
export function FormIntegrasi({ mitra, awal }: { mitra: DeskripsiMitra; awal: PengaturanBpjs }) {
  const toast = useToast();
  const [url, setUrl] = useState(awal.url);
  const [consId, setConsId] = useState(awal.cons_id);
  const [aktif, setAktif] = useState(awal.url ? awal.aktif : true);
  const [rahasia, setRahasia] = useState('');
  const [userKey, setUserKey] = useState('');
  const [opsi, setOpsi] = useState<OpsiIntegrasi>(awal.opsi);
  const [galat, setGalat] = useState<Galat>({});
  const [uji, setUji] = useState<UjiKoneksiBpjs | null>(null);
  const simpan = useSimpanPengaturan(mitra.slug);
  const ujiKoneksi = useUjiKoneksi(mitra.slug);

  const kirim = () =>
    simpan.mutate(
      {
        url,
        cons_id: consId,
        aktif,
        rahasia,
        ...(mitra.userKey ? { user_key: userKey } : {}),
        opsi: Object.fromEntries(mitra.opsi.map((o) => [o.kunci, opsi[o.kunci] ?? ''])),
      },
      {
        onSuccess: () => {
          setRahasia('');
          setUserKey('');
          setGalat({});
          toast.success(`Pengaturan ${mitra.judul} tersimpan`);
        },
        onError: (err) => {
          setGalat(galatDari(err));
          toast.error(err);
        },
      },
    );

  const ubahOpsi = (kunci: keyof OpsiIntegrasi, v: string) => {
    setOpsi((o) => ({ ...o, [kunci]: v }));
    setGalat(({ [`opsi.${kunci}`]: _, ...sisa }) => sisa);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {mitra.judul}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {mitra.keterangan}
          </Typography>
        </Box>
        <TextField
          label={mitra.url.label}
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder={mitra.url.placeholder}
          error={Boolean(galat.url)}
          helperText={galat.url ?? mitra.url.keterangan}
        />
        {mitra.opsi
          .filter((o) => o.dekatUrl)
          .map((o) => (
            <IsianOpsiField key={o.kunci} isian={o} nilai={opsi[o.kunci]} galat={galat} onChange={ubahOpsi} />
          ))}
        <TextField
          label={mitra.consId}
          required
          value={consId}
          onChange={(e) => setConsId(e.target.value)}
          error={Boolean(galat.cons_id)}
          helperText={galat.cons_id}
        />
        <PasswordInput
          label={mitra.rahasia}
          value={rahasia}
          onChange={(e) => setRahasia(e.target.value)}
          autoComplete="new-password"
          error={Boolean(galat.rahasia)}
          helperText={galat.rahasia ?? rahasiaTersimpan(awal.rahasia_terisi)}
        />
        {mitra.userKey ? (
          <PasswordInput
            label="User key"
            value={userKey}
            onChange={(e) => setUserKey(e.target.value)}
            autoComplete="new-password"
            error={Boolean(galat.user_key)}
            helperText={galat.user_key ?? rahasiaTersimpan(awal.user_key_terisi)}
          />
        ) : null}
        {mitra.opsi
          .filter((o) => !o.dekatUrl)
          .map((o) => (
            <IsianOpsiField key={o.kunci} isian={o} nilai={opsi[o.kunci]} galat={galat} onChange={ubahOpsi} />
          ))}
        <FormControlLabel
          control={<Switch checked={aktif} onChange={(e) => setAktif(e.target.checked)} />}
          label={aktif ? mitra.aktif.ya : mitra.aktif.tidak}
        />
        {awal.diubah_pada ? (
          <Typography variant="caption" color="text.secondary">
            Terakhir diubah {formatTanggalJam(awal.diubah_pada)}
          </Typography>
        ) : null}
        {uji ? <HasilUji uji={uji} /> : null}
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

function IsianOpsiField({
  isian,
  nilai,
  galat,
  onChange,
}: {
  isian: DeskripsiMitra['opsi'][number];
  nilai: string | undefined;
  galat: Galat;
  onChange: (kunci: keyof OpsiIntegrasi, v: string) => void;
}) {
  const g = galat[`opsi.${isian.kunci}`];
  return (
    <TextField
      label={isian.label}
      required
      value={nilai ?? ''}
      onChange={(e) => onChange(isian.kunci, e.target.value)}
      placeholder={isian.placeholder}
      error={Boolean(g)}
      helperText={g ?? isian.keterangan}
    />
  );
}
