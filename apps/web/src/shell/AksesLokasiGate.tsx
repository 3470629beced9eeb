import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import Box from '@mui/material/Box';
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
import { Navigate } from 'react-router';
import { kueri } from '../api/kontrak.ts';
import { useSession } from './session.tsx';
import { pesanError } from './toast.tsx';

/** Access re-check while refused (spec §2, §9). */
export const CEK_ULANG_AKSES_MS = 5000;

/** The caller's own pharmacy-location rights (spec §7 GET /farmasi/lokasi/akses). */
type AksesLokasiSaya = Jawaban<typeof aksesLokasiApi.saya>;

function isLayarStok(s: string): s is LayarStok {
  return Object.hasOwn(LAYAR_STOK, s);
}

/** The tabs of a page the rights open; a tab without a location rule is always open. */
export function tabBoleh(halaman: Halaman, entri: readonly EntriAksesLokasi[]): TabHalaman[] {
  return (halaman.tabs ?? []).filter((t) => !isLayarStok(t.path) || LAYAR_STOK[t.path](entri));
}

/**
 * Validator 'akses-lokasi-stok' (spec §6): a /stok tab needs its pharmacy-location right at some
 * location. The tab bar offers only the tabs the user's rights open, a refused tab's address goes to
 * the first open one, and with none open one page names the rights to ask for, re-checked every 5 s
 * (spec §2). The server refuses the same (issue 17 #12: a menu that promised what the page refused).
 */
export function AksesLokasiGate({
  halaman,
  tab,
  children,
}: {
  halaman: Halaman;
  tab: TabHalaman | null;
  /** The page with the tabs that may be shown. */
  children: (tabs: readonly TabHalaman[]) => ReactNode;
}) {
  const q = useQuery({
    ...kueri(aksesLokasiApi.saya),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return CEK_ULANG_AKSES_MS;
      return tabBoleh(halaman, keEntri(data)).length > 0 ? false : CEK_ULANG_AKSES_MS;
    },
    refetchIntervalInBackground: false,
  });

  if (q.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Memeriksa hak akses lokasi" />
      </Box>
    );
  }
  if (!q.data) return <TanpaHakLokasi halaman={halaman} galat={pesanError(q.error)} />;

  const boleh = tabBoleh(halaman, keEntri(q.data));
  const pertama = boleh[0];
  if (!pertama) return <TanpaHakLokasi halaman={halaman} />;
  if (tab && !boleh.some((t) => t.path === tab.path))
    return <Navigate to={`${halaman.path}/${pertama.path}`} replace />;
  return <>{children(boleh)}</>;
}

/** No stock tab is open to this user: which right each tab needs, and whom to ask. */
function TanpaHakLokasi({ halaman, galat }: { halaman: Halaman; galat?: string }) {
  const { user } = useSession();
  const tabs = (halaman.tabs ?? []).filter((t) => isLayarStok(t.path));
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 640 }} role="alert">
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <GppMaybeIcon color="warning" sx={{ fontSize: 40 }} />
            <Typography variant="h5" component="h1">
              Belum ada hak akses lokasi farmasi
            </Typography>
          </Stack>
          <Typography>
            Anda belum punya hak akses lokasi farmasi untuk {halaman.title}. Setiap tab membutuhkan salah satu
            hak berikut di lokasi gudang atau depo farmasi:
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {tabs.map((t) => (
              <li key={t.path}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {t.title}
                </Typography>
                :{' '}
                {isLayarStok(t.path)
                  ? AKSES_LAYAR_STOK[t.path].map((a) => LABEL_AKSES_LOKASI[a]).join(' atau ')
                  : null}
              </li>
            ))}
          </Box>
          {galat ? (
            <Typography color="error" variant="body2">
              Hak akses lokasi belum dapat diperiksa: {galat}
            </Typography>
          ) : (
            <Typography color="text.secondary" variant="body2">
              Minta administrator memberikan hak itu untuk akun <strong>{user?.username ?? 'Anda'}</strong>{' '}
              pada gudang atau depo tempat Anda bertugas.
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={16} thickness={5} aria-hidden />
            <Typography variant="caption" color="text.secondary">
              Diperiksa ulang otomatis setiap 5 detik
            </Typography>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}

function keEntri(data: AksesLokasiSaya): EntriAksesLokasi[] {
  return data.respon.map((r) => ({ lokasi_uid: r.lokasi.uid, akses: r.akses }));
}
