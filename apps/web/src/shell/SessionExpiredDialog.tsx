import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { onUnauthorized } from '../api/client.ts';
import { LightDialog } from './LightDialog.tsx';
import { useSession } from './session.tsx';
import { onSesiBerakhir } from './session-events.ts';

/** Expiry countdown of spec §4/§9: from 10, one step every 1.2 s. */
const HITUNG_MULAI = 10;
const LANGKAH_MS = 1200;

export interface SessionExpiredViewProps {
  detik: number;
  onLogin: () => void;
}

/**
 * The countdown line of spec §8, word for word. '(N) detik.' is kept in one piece so a narrow
 * dialog never leaves 'detik.' alone on the last line.
 */
export function BarisHitungMundur({ detik }: { detik: number }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      kamu akan dialihkan otomatis ke halaman login dalam{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        ({detik}) detik.
      </Box>
    </Typography>
  );
}

// The MUI dialog is fetched only when a session actually expires (the server just answered, so
// the network is up); should that fetch fail, the same texts show in the shell's light dialog.
const SessionExpiredView = lazy(() =>
  import('./SessionExpiredView.tsx').catch(() => ({ default: SessionExpiredFallback })),
);

/**
 * 'Sesi Login Berakhir' (spec §8): opens on a 401 from the API client while a session is on screen
 * away from the root, counts down, then clears the session and the cache and goes to '/'.
 */
export function SessionExpiredDialog() {
  const { status, clear } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [n, setN] = useState(HITUNG_MULAI);
  const openRef = useRef(false);
  const statusRef = useRef(status);
  statusRef.current = status;

  useEffect(() => {
    const buka = () => {
      if (window.location.pathname === '/' || openRef.current) return;
      openRef.current = true;
      setN(HITUNG_MULAI);
      setOpen(true);
    };
    const offApi = onUnauthorized(() => {
      // A 401 before any session was on screen is just "not logged in": the login view shows.
      if (statusRef.current === 'authenticated') buka();
    });
    const offSesi = onSesiBerakhir(buka);
    return () => {
      offApi();
      offSesi();
    };
  }, []);

  const keLogin = useCallback(() => {
    openRef.current = false;
    setOpen(false);
    clear();
    navigate('/', { replace: true });
  }, [clear, navigate]);

  useEffect(() => {
    if (!open) return;
    if (n <= 0) {
      keLogin();
      return;
    }
    const t = setTimeout(() => setN((x) => x - 1), LANGKAH_MS);
    return () => clearTimeout(t);
  }, [open, n, keLogin]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredView detik={Math.max(n, 0)} onLogin={keLogin} />
    </Suspense>
  );
}

function SessionExpiredFallback({ detik, onLogin }: SessionExpiredViewProps) {
  return (
    <LightDialog open labelledBy="sesi-berakhir-title" describedBy="sesi-berakhir-text">
      <Typography id="sesi-berakhir-title" variant="h6" component="h2" gutterBottom>
        Sesi Login Berakhir
      </Typography>
      <Typography id="sesi-berakhir-text">Aduh, maaf sepertinya sesi login kamu telah berakhir</Typography>
      <BarisHitungMundur detik={detik} />
      <Box sx={{ mt: 3, textAlign: 'right' }}>
        <Button variant="contained" onClick={onLogin}>
          Ke Halaman Login
        </Button>
      </Box>
    </LightDialog>
  );
}
