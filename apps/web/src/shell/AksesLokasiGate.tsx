import GppBadIcon from '@mui/icons-material/GppBad';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AKSES_LAYAR_STOK,
  aksesLokasiApi,
  type EntriAksesLokasi,
  type Halaman,
  type Jawaban,
  LABEL_AKSES_LOKASI,
  LAYAR_STOK,
  type LayarStok,
  type TabHalaman,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { kueri } from '../api/kontrak.ts';
import { pesanError } from './toast.tsx';

/** Access re-check while refused (spec §2, §9). */
export const CEK_ULANG_AKSES_MS = 5000;

/** The caller's own pharmacy-location rights (spec §7 GET /farmasi/lokasi/akses). */
type AksesLokasiSaya = Jawaban<typeof aksesLokasiApi.saya>;

function isLayarStok(s: string): s is LayarStok {
  return Object.hasOwn(LAYAR_STOK, s);
}

/**
 * Validator 'akses-lokasi-stok': a /stok tab opens only with the pharmacy-location right it needs
 * (spec §6) at some location; otherwise 'Akses Ditolak', re-checked every 5 s.
 */
export function AksesLokasiGate({
  halaman,
  tab,
  children,
}: {
  halaman: Halaman;
  tab: TabHalaman | null;
  children: ReactNode;
}) {
  const q = useQuery({
    ...kueri(aksesLokasiApi.saya),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || !tab || !isLayarStok(tab.path)) return CEK_ULANG_AKSES_MS;
      return LAYAR_STOK[tab.path](keEntri(data)) ? false : CEK_ULANG_AKSES_MS;
    },
    refetchIntervalInBackground: false,
  });

  if (!tab || !isLayarStok(tab.path)) return <>{children}</>;
  const layar = tab.path;

  if (q.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Memeriksa hak akses lokasi" />
      </Box>
    );
  }

  const entri = q.data ? keEntri(q.data) : [];
  if (q.data && LAYAR_STOK[layar](entri)) return <>{children}</>;

  const dibutuhkan = AKSES_LAYAR_STOK[layar].map((a) => LABEL_AKSES_LOKASI[a]);
  const tabLain = (halaman.tabs ?? []).filter(
    (t) => t.path !== layar && isLayarStok(t.path) && LAYAR_STOK[t.path](entri),
  );

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 600 }} role="alert">
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <GppBadIcon color="error" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h1">
            Akses Ditolak
          </Typography>
          <Typography color="text.secondary">
            Halaman <strong>{tab.title}</strong> membutuhkan hak akses lokasi farmasi{' '}
            {dibutuhkan.length > 1 ? 'salah satu dari: ' : ''}
            <strong>{dibutuhkan.join(', ')}</strong> pada setidaknya satu lokasi.
          </Typography>
          {q.isError ? (
            <Typography color="error" variant="body2">
              Hak akses lokasi belum dapat diperiksa: {pesanError(q.error)}
            </Typography>
          ) : (
            <Typography color="text.secondary" variant="body2">
              Minta administrator farmasi menambahkan hak akses tersebut pada lokasi tempat Anda bertugas.
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={16} thickness={5} />
            <Typography variant="caption" color="text.secondary">
              Diperiksa ulang otomatis setiap 5 detik
            </Typography>
          </Stack>
          {tabLain.length > 0 ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
              {tabLain.map((t) => (
                <Button
                  key={t.path}
                  component={Link}
                  to={`${halaman.path}/${t.path}`}
                  variant="outlined"
                  size="small"
                >
                  Buka {t.title}
                </Button>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}

function keEntri(data: AksesLokasiSaya): EntriAksesLokasi[] {
  return data.respon.map((r) => ({ lokasi_uid: r.lokasi.uid, akses: r.akses }));
}
