import WifiOffIcon from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { authApi } from '@rawat/domain';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { request } from '../api/client.ts';
import { urlKontrak } from '../api/kontrak.ts';
import { LightDialog } from './LightDialog.tsx';

/** Connectivity retries of spec §9 before the final state is set. */
const PERCOBAAN = 5;
const JEDA_PERCOBAAN_MS = 1000;
/** While offline, look again now and then in case no 'online' event comes (a server back up). */
const CEK_ULANG_OFFLINE_MS = 15_000;

async function sekaliCek(): Promise<boolean> {
  try {
    // A fresh URL each time: no cache between here and the server may answer for it.
    await request('GET', `${urlKontrak(authApi.health)}?t=${Date.now()}`);
    return true;
  } catch {
    return false;
  }
}

const tidur = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Connectivity (spec §4, §8): on each online/offline event GET /health, retried up to 5 times,
 * then the final state is set. While offline the 'Koneksi Internet Terputus' dialog shows; the app
 * behind it is hidden only when no check has ever completed. The dialog is part of the first
 * bundle, since nothing more can be fetched while offline.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [checked, setChecked] = useState(false);
  const [checking, setChecking] = useState(false);
  const run = useRef(0);

  const cek = useCallback(async () => {
    const id = ++run.current;
    setChecking(true);
    let ok = false;
    for (let i = 0; i < PERCOBAAN && !ok; i++) {
      if (i > 0) await tidur(JEDA_PERCOBAAN_MS);
      if (id !== run.current) return; // a newer event started its own check
      ok = await sekaliCek();
    }
    if (id !== run.current) return;
    setOnline(ok);
    setChecked(true);
    setChecking(false);
  }, []);

  useEffect(() => {
    // Checked at start only when the browser already says offline; otherwise the app loads at once.
    if (!navigator.onLine) void cek();
    const handler = () => void cek();
    window.addEventListener('online', handler);
    window.addEventListener('offline', handler);
    return () => {
      window.removeEventListener('online', handler);
      window.removeEventListener('offline', handler);
    };
  }, [cek]);

  useEffect(() => {
    if (online) return;
    const t = setInterval(() => void cek(), CEK_ULANG_OFFLINE_MS);
    return () => clearInterval(t);
  }, [online, cek]);

  const hide = !online && !checked;
  return (
    <>
      {hide ? null : children}
      <LightDialog open={!online} labelledBy="offline-title" describedBy="offline-text">
        <Box sx={{ textAlign: 'center' }}>
          <Box
            sx={{
              mx: 'auto',
              mb: 2,
              width: 64,
              height: 64,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'error.main',
              bgcolor: 'rgba(198, 40, 40, 0.08)',
            }}
          >
            <WifiOffIcon fontSize="large" />
          </Box>
          <Typography id="offline-title" variant="h6" component="h2" gutterBottom>
            Koneksi Internet Terputus
          </Typography>
          <Typography id="offline-text" color="text.secondary" sx={{ mb: 2 }}>
            Silahkan periksa perangkat atau status internet kamu.
          </Typography>
          <Button onClick={() => void cek()} disabled={checking}>
            {checking ? 'Memeriksa koneksi…' : 'Periksa lagi'}
          </Button>
        </Box>
      </LightDialog>
    </>
  );
}
