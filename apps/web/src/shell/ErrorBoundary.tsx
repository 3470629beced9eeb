import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Fill the whole window (root boundary) instead of the page area. */
  fullPage?: boolean;
}
interface State {
  error: Error | null;
}

function gagalMuatModul(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    error.message,
  );
}

/** The page error screen of spec §8, in Indonesian; key it by path so navigating away resets it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Kesalahan tampilan:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const modul = gagalMuatModul(error);
    return (
      <Box
        role="alert"
        sx={{
          minHeight: this.props.fullPage ? '100dvh' : 360,
          display: 'grid',
          placeItems: 'center',
          p: 3,
          textAlign: 'center',
        }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 520 }}>
          <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h1">
            {modul ? 'Halaman gagal dimuat' : 'Terjadi kesalahan pada halaman ini'}
          </Typography>
          <Typography color="text.secondary">
            {modul
              ? 'Aplikasi mungkin baru saja diperbarui atau koneksi terputus saat memuat halaman. Muat ulang untuk mengambil versi terbaru.'
              : 'Maaf, halaman ini tidak dapat ditampilkan. Coba muat ulang; bila masih terjadi, laporkan ke administrator beserta langkah yang Anda lakukan.'}
          </Typography>
          <Typography variant="caption" color="text.disabled" sx={{ wordBreak: 'break-word' }}>
            {error.message}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              Muat ulang halaman
            </Button>
            <Button onClick={() => window.location.assign('/')}>Ke Beranda</Button>
          </Stack>
        </Stack>
      </Box>
    );
  }
}
