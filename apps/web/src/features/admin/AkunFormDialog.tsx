import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Akun, usernameSchema } from '@rawat/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { useToast } from '../../shell/toast.tsx';
import { sudahMengetik, terapkanGalatServer } from '../../ui/form-errors.ts';
import { TextInput } from '../../ui/TextInput.tsx';
import { AkunFields } from './AkunFields.tsx';
import { cekUsername, useBuatAkun, useUbahAkun } from './akun.api.ts';
import {
  type AkunFormIn,
  type AkunFormOut,
  FIELDS_AKUN,
  formBaru,
  formUbah,
  nilaiAwalAkun,
} from './akun.form.ts';
import { PasswordBaruField } from './PasswordBaruField.tsx';

type CekUsername = 'idle' | 'memeriksa' | 'tersedia' | 'dipakai';
const USERNAME_DIPAKAI = 'Username sudah dipakai';

interface Props {
  open: boolean;
  /** null creates a new account. */
  akun: Akun | null;
  onClose: () => void;
}

export function AkunFormDialog({ open, akun, onClose }: Props) {
  const toast = useToast();
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const buat = useBuatAkun();
  const ubah = useUbahAkun();
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const [cek, setCek] = useState<CekUsername>('idle');
  // Usernames the server said are taken; the resolver keeps them an error until the name changes.
  const dipakai = useRef(new Set<string>());
  const resolver = useMemo<Resolver<AkunFormIn, unknown, AkunFormOut>>(() => {
    const dasar = zodResolver(akun ? formUbah : formBaru);
    return async (values, ctx, opts) => {
      const hasil = await dasar(values, ctx, opts);
      if (akun || !dipakai.current.has(values.username.trim().toLowerCase())) return hasil;
      return {
        values: {},
        errors: { ...hasil.errors, username: { type: 'server', message: USERNAME_DIPAKAI } },
      };
    };
  }, [akun]);
  const form = useForm<AkunFormIn, unknown, AkunFormOut>({
    resolver,
    defaultValues: nilaiAwalAkun(akun),
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (!open) return;
    reset(nilaiAwalAkun(akun));
    setGalatUmum(null);
    setCek('idle');
  }, [open, akun, reset]);

  const periksaUsername = async (nilai: string) => {
    const parsed = usernameSchema.safeParse(nilai);
    if (!parsed.success) return setCek('idle');
    setCek('memeriksa');
    try {
      const hasil = await cekUsername(parsed.data);
      setCek(hasil.tersedia ? 'tersedia' : 'dipakai');
      if (!hasil.tersedia) {
        dipakai.current.add(parsed.data);
        setError('username', { type: 'server', message: USERNAME_DIPAKAI });
      }
    } catch {
      // The check is a courtesy; saving still answers 409 when the name is taken.
      setCek('idle');
    }
  };

  const simpan = async (v: AkunFormOut) => {
    setGalatUmum(null);
    const data = { nama: v.nama, role: v.role, email: v.email, no_hp: v.no_hp };
    try {
      if (akun) {
        await ubah.mutateAsync({ uid: akun.uid, body: data });
        toast.success(`Akun ${akun.username} berhasil diperbarui`);
      } else {
        const baru = await buat.mutateAsync({ ...data, username: v.username, password: v.password });
        toast.success(`Akun ${baru.username} berhasil dibuat`);
      }
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setCek('dipakai');
        dipakai.current.add(v.username);
        setError(
          'username',
          { type: 'server', message: err.message || USERNAME_DIPAKAI },
          { shouldFocus: true },
        );
        return;
      }
      setGalatUmum(terapkanGalatServer(err, FIELDS_AKUN, setError));
    }
  };

  const menyimpan = formState.isSubmitting;
  const tutup = () => {
    if (!menyimpan) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={tutup}
      fullWidth
      maxWidth="sm"
      fullScreen={layarKecil}
      // Focus after the dialog has settled: autoFocus loses focus to the focus trap, and that blur
      // would mark the empty field touched and show an error before the user typed anything.
      slotProps={{
        transition: {
          onEntered: () => {
            if (!sudahMengetik()) form.setFocus(akun ? 'nama' : 'username');
          },
        },
      }}
    >
      <form noValidate onSubmit={handleSubmit(simpan)}>
        <DialogTitle>{akun ? `Ubah Akun ${akun.username}` : 'Tambah Akun'}</DialogTitle>
        <DialogContent dividers>
          {galatUmum && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {galatUmum}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="username"
                render={({ field, fieldState }) => (
                  <TextInput
                    {...field}
                    label="Username"
                    required={!akun}
                    disabled={Boolean(akun)}
                    autoComplete="off"
                    fullWidth
                    onChange={(v) => {
                      setCek('idle');
                      field.onChange(v.toLowerCase());
                    }}
                    onBlur={() => {
                      field.onBlur();
                      if (!akun) void periksaUsername(field.value);
                    }}
                    error={fieldState.error?.message}
                    helperText={
                      akun
                        ? 'Username tidak dapat diubah'
                        : cek === 'memeriksa'
                          ? 'Memeriksa ketersediaan username…'
                          : cek === 'tersedia'
                            ? 'Username tersedia'
                            : 'Huruf kecil, angka, titik, garis bawah atau strip'
                    }
                    slotProps={{
                      formHelperText: {
                        sx: cek === 'tersedia' && !fieldState.error ? { color: 'success.main' } : undefined,
                      },
                    }}
                  />
                )}
              />
            </Grid>
            <AkunFields control={control} />
            {!akun && (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <PasswordBaruField
                    control={control}
                    name="password"
                    label="Password"
                    hint="Minimal 8 karakter"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <PasswordBaruField control={control} name="konfirmasi" label="Ulangi Password" />
                </Grid>
              </>
            )}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={tutup} disabled={menyimpan} color="inherit">
            Batal
          </Button>
          <Button type="submit" variant="contained" loading={menyimpan}>
            {akun ? 'Simpan Perubahan' : 'Buat Akun'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
