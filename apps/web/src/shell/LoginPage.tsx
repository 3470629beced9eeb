import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LoginBody, loginBodySchema } from '@rawat/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/client.ts';
import { LightField } from '../ui/LightField.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { useNamaFaskes } from './faskes.ts';
import { preloadAppShell } from './preload.ts';
import { useSession } from './session.tsx';
import { pesanError } from './toast.tsx';

const LAYANAN = [
  'Rawat Jalan & IGD',
  'Rawat Inap',
  'Farmasi',
  'Laboratorium & Radiologi',
  'Kasir',
  'Rekam Medis',
];

type FormInput = z.input<typeof loginBodySchema>;
type Kolom = keyof FormInput;
type GalatKolom = Partial<Record<Kolom, string>>;

// loginBodySchema decides, as on the server. Two fields need no form library: react-hook-form
// (≈ 12 KB gzip) is left to the screens after login, which keeps the login view within budget.
function periksa(nilai: FormInput): { data: LoginBody; galat: null } | { data: null; galat: GalatKolom } {
  const hasil = loginBodySchema.safeParse(nilai);
  if (hasil.success) return { data: hasil.data, galat: null };
  const galat: GalatKolom = {};
  for (const issue of hasil.error.issues) {
    const key = issue.path[0];
    if ((key === 'username' || key === 'password') && !galat[key]) galat[key] = issue.message;
  }
  return { data: null, galat };
}

export interface LoginPageProps {
  /** Called after a successful login with the role, to choose where to go. */
  onLoggedIn: (role: string) => void;
}

/** The login/landing view (spec §2): the only view while logged out. */
export function LoginPage({ onLoggedIn }: LoginPageProps) {
  const namaFaskes = useNamaFaskes();
  const { login } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const [nilai, setNilai] = useState<FormInput>({ username: '', password: '' });
  const [galat, setGalat] = useState<GalatKolom>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // After the first submit the fields are checked again as they change, as before (onSubmit mode).
  const [sudahKirim, setSudahKirim] = useState(false);
  const ref = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  useEffect(() => {
    document.title = 'Masuk · Rawat';
  }, []);

  const ubah = (kolom: Kolom, isi: string) => {
    setServerError(null);
    const baru = { ...nilai, [kolom]: isi };
    setNilai(baru);
    if (sudahKirim) setGalat(periksa(baru).galat ?? {});
  };

  const tandai = (g: GalatKolom) => {
    setGalat(g);
    // The first field in error takes the focus, so the keyboard user lands where to fix it.
    const pertama = (['username', 'password'] as const).find((k) => g[k]);
    if (pertama) ref[pertama].current?.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isSubmitting) return;
    setSudahKirim(true);
    const cek = periksa(nilai);
    if (!cek.data) {
      tandai(cek.galat);
      return;
    }
    setGalat({});
    setServerError(null);
    setSubmitting(true);
    // Fetch the logged-in shell alongside the login request, not before: the login view stays lean.
    preloadAppShell();
    try {
      const data = await login(cek.data.username, cek.data.password);
      onLoggedIn(data.role);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'VALIDATION_ERROR' && err.errors.length > 0) {
        const dariServer: GalatKolom = {};
        for (const x of err.errors) {
          if ((x.path === 'username' || x.path === 'password') && !dariServer[x.path])
            dariServer[x.path] = x.message;
        }
        tandai(dariServer);
        if (!dariServer.username && !dariServer.password) setServerError(err.message);
        return;
      }
      setServerError(pesanError(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        component="section"
        aria-label="Tentang Rawat"
        sx={{
          flex: '1 1 55%',
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          background: 'linear-gradient(150deg, #004c40 0%, #00796b 55%, #26a69a 100%)',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            right: -120,
            bottom: -120,
            width: 420,
            height: 420,
            borderRadius: '50%',
            border: '60px solid rgba(255,255,255,0.06)',
          }}
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Logo light />
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
            Rawat
          </Typography>
        </Stack>
        <Box sx={{ maxWidth: 520, position: 'relative' }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700, lineHeight: 1.15, mb: 2 }}>
            Satu aplikasi untuk seluruh pelayanan rumah sakit.
          </Typography>
          <Typography sx={{ opacity: 0.9, fontSize: 18, mb: 4 }}>
            Sistem Informasi Manajemen Rumah Sakit terbuka: dari pendaftaran pasien hingga kasir, tercatat
            rapi dan aman.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {LAYANAN.map((l) => (
              <Box
                key={l}
                sx={{ px: 1.5, py: 0.5, borderRadius: 99, fontSize: 14, bgcolor: 'rgba(255,255,255,0.14)' }}
              >
                {l}
              </Box>
            ))}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.75 }}>
          Rawat — perangkat lunak sumber terbuka (AGPL-3.0)
        </Typography>
      </Box>

      <Box
        component="main"
        sx={{
          flex: '1 1 45%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, sm: 4 },
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            width: '100%',
            maxWidth: 420,
            p: { xs: 3, sm: 5 },
            borderRadius: 4,
            boxShadow: '0 8px 32px rgba(0,60,50,0.08)',
          }}
        >
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', mb: 3, display: { xs: 'flex', md: 'none' } }}
          >
            <Logo />
            <Box>
              <Typography variant="h6" component="p" sx={{ lineHeight: 1.1 }}>
                Rawat
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Sistem Informasi Manajemen Rumah Sakit
              </Typography>
            </Box>
          </Stack>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 600 }}>
            {namaFaskes}
          </Typography>
          <Typography variant="h5" component="h2" sx={{ mb: 0.5 }}>
            Masuk ke akun Anda
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Gunakan username dan password yang diberikan administrator.
          </Typography>

          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack spacing={2.5}>
              <LightField
                name="username"
                value={nilai.username}
                onChange={(e) => ubah('username', e.target.value.replace(/^\s+/, ''))}
                inputRef={ref.username}
                label="Username"
                autoComplete="username"
                autoFocus
                required
                error={!!galat.username}
                helperText={galat.username}
                htmlInput={{ autoCapitalize: 'none', spellCheck: false }}
              />
              <PasswordInput
                name="password"
                value={nilai.password}
                onChange={(e) => ubah('password', e.target.value)}
                inputRef={ref.password}
                label="Password"
                autoComplete="current-password"
                required
                error={!!galat.password}
                helperText={galat.password}
              />
              {serverError ? (
                <Box
                  role="alert"
                  sx={{
                    px: 2,
                    py: 1.5,
                    borderRadius: 2,
                    color: 'error.dark',
                    bgcolor: 'rgba(198, 40, 40, 0.08)',
                    border: 1,
                    borderColor: 'rgba(198, 40, 40, 0.3)',
                    fontSize: 14,
                  }}
                >
                  {serverError}
                </Box>
              ) : null}
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isSubmitting}
                sx={{ py: 1.25 }}
              >
                {isSubmitting ? 'Memproses…' : 'Masuk'}
              </Button>
            </Stack>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            Lupa password? Hubungi administrator rumah sakit.
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}

function Logo({ light = false }: { light?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 44,
        height: 44,
        borderRadius: 3,
        display: 'grid',
        placeItems: 'center',
        bgcolor: light ? 'rgba(255,255,255,0.16)' : 'primary.main',
        color: '#fff',
      }}
    >
      <LocalHospitalIcon />
    </Box>
  );
}
