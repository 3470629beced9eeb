import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { bolehBuka, cariHalaman, jalurAwal } from '@rawat/domain';
import { Suspense } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';
import { LoginPage } from './shell/LoginPage.tsx';
import { lazyScreen } from './shell/lazy.ts';
import { OfflineGate } from './shell/OfflineGate.tsx';
import { loadAppShell } from './shell/preload.ts';
import { ProgressFallback, useProgress } from './shell/progress.ts';
import { SessionExpiredDialog } from './shell/SessionExpiredDialog.tsx';
import { SessionProvider, useSession } from './shell/session.tsx';
import { pesanError, ToastProvider } from './shell/toast.tsx';
import { theme } from './theme.ts';
import { ConfirmProvider } from './ui/confirm.tsx';

const AppShell = lazyScreen(loadAppShell);
const PublicPage = lazyScreen(() => import('./shell/PublicPage.tsx'));

/** nprogress, drawn in the theme's colour (its own CSS is not imported). */
const progressStyles = (
  <GlobalStyles
    styles={(t) => ({
      '#nprogress': { pointerEvents: 'none' },
      '#nprogress .bar': {
        background: t.palette.primary.main,
        position: 'fixed',
        zIndex: t.zIndex.tooltip + 1,
        top: 0,
        left: 0,
        width: '100%',
        height: 3,
      },
      '#nprogress .peg': {
        display: 'block',
        position: 'absolute',
        right: 0,
        width: 100,
        height: '100%',
        boxShadow: `0 0 10px ${t.palette.primary.main}, 0 0 5px ${t.palette.primary.main}`,
        opacity: 1,
        transform: 'rotate(3deg) translate(0px, -4px)',
      },
    })}
  />
);

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {progressStyles}
      <ToastProvider>
        <BrowserRouter>
          <ConfirmProvider>
            <ErrorBoundary fullPage>
              <OfflineGate>
                <SessionProvider>
                  <Root />
                  <SessionExpiredDialog />
                </SessionProvider>
              </OfflineGate>
            </ErrorBoundary>
          </ConfirmProvider>
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}

function Root() {
  const { status, user, error, refresh } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const publik = cariHalaman(pathname);

  // Public pages (spec §2: /developers, /tiket-pendaftaran, /tilaka-verifikasi/:id) need no session.
  if (publik && publik.halaman.access === 'public') {
    return (
      <Suspense fallback={<ProgressFallback />}>
        <PublicPage />
      </Suspense>
    );
  }

  if (status === 'loading') {
    return error ? <GagalTerhubung error={error} onRetry={() => void refresh()} /> : <Memuat />;
  }

  if (status === 'unauthenticated' || !user) {
    return (
      <LoginPage
        onLoggedIn={(role) => {
          // A deep link the role may open survives the login; otherwise the role's start page.
          const tujuan = pathname !== '/' && bolehBuka(role, pathname) ? pathname : jalurAwal(role);
          navigate(tujuan, { replace: true });
        }}
      />
    );
  }

  return (
    <Suspense fallback={<Memuat />}>
      <AppShell />
    </Suspense>
  );
}

/** The empty view of spec §2 while the session is being read; only the top bar moves. */
function Memuat() {
  useProgress();
  return <Box sx={{ minHeight: '100dvh' }} aria-busy="true" />;
}

function GagalTerhubung({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
      role="alert"
    >
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Tidak dapat terhubung ke server
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Sesi login belum dapat diperiksa. Pastikan perangkat terhubung ke jaringan rumah sakit, lalu coba
          lagi.
        </Typography>
        <Typography variant="caption" color="text.disabled" component="p" sx={{ mb: 3 }}>
          {pesanError(error)}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Coba lagi
        </Button>
      </Box>
    </Box>
  );
}
