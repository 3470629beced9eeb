import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LoginBody, loginBodySchema } from '@rawat/domain';
import { useEffect, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
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

// loginBodySchema decides, as on the server; a five-line resolver instead of @hookform/resolvers
// keeps the login view's bundle within budget.
const resolver: Resolver<FormInput, unknown, LoginBody> = async (values) => {
  const hasil = loginBodySchema.safeParse(values);
  if (hasil.success) return { values: hasil.data, errors: {} };
  const errors: FieldErrors<FormInput> = {};
  for (const issue of hasil.error.issues) {
    const key = issue.path[0];
    if ((key === 'username' || key === 'password') && !errors[key])
      errors[key] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export interface LoginPageProps {
  /** Called after a successful login with the role, to choose where to go. */
  onLoggedIn: (role: string) => void;
}

/** The login/landing view (spec §2): the only view while logged out. */
export function LoginPage({ onLoggedIn }: LoginPageProps) {
  const namaFaskes = useNamaFaskes();
  const { login } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<FormInput, unknown, LoginBody>({
    resolver,
    defaultValues: { username: '', password: '' },
  });

  useEffect(() => {
    document.title = 'Masuk · Rawat';
  }, []);

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setServerError(null);
    // Fetch the logged-in shell alongside the login request, not before: the login view stays lean.
    preloadAppShell();
    try {
      const data = await login(username, password);
      onLoggedIn(data.role);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'VALIDATION_ERROR' && err.errors.length > 0) {
        for (const e of err.errors) {
          if (e.path === 'username' || e.path === 'password') setError(e.path, { message: e.message });
        }
        if (!err.errors.some((e) => e.path === 'username' || e.path === 'password'))
          setServerError(err.message);
        return;
      }
      setServerError(pesanError(err));
    }
  });

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
              <Controller
                name="username"
                control={control}
                render={({ field, fieldState }) => (
                  <LightField
                    name={field.name}
                    value={field.value}
                    onChange={(e) => {
                      setServerError(null);
                      field.onChange(e.target.value.replace(/^\s+/, ''));
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    disabled={field.disabled}
                    label="Username"
                    autoComplete="username"
                    autoFocus
                    required
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    htmlInput={{ autoCapitalize: 'none', spellCheck: false }}
                  />
                )}
              />
              <Controller
                name="password"
                control={control}
                render={({ field, fieldState }) => (
                  <PasswordInput
                    name={field.name}
                    value={field.value}
                    onChange={(e) => {
                      setServerError(null);
                      field.onChange(e);
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    disabled={field.disabled}
                    label="Password"
                    autoComplete="current-password"
                    required
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
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
