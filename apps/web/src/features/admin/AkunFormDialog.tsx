import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { type Akun, usernameSchema } from '@rawat/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { useToast } from '../../shell/toast.tsx';
import { FormDialog } from '../../ui/form/FormDialog.tsx';
import { PasswordBaruField } from '../../ui/form/PasswordBaruField.tsx';
import { terapkanGalatServer } from '../../ui/form-errors.ts';
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
  const buat = useBuatAkun();
  const ubah = useUbahAkun();
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
  const { control, reset, setError } = form;
  // The policy's username rule follows the username being typed.
  const username = useWatch({ control, name: 'username' });

  useEffect(() => {
    if (!open) return;
    reset(nilaiAwalAkun(akun));
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
    const data = { nama: v.nama, role: v.role, email: v.email, no_hp: v.no_hp };
    if (akun) {
      await ubah.mutateAsync({ uid: akun.uid, body: data });
      toast.success(`Akun ${akun.username} berhasil diperbarui`);
    } else {
      const baru = await buat.mutateAsync({ ...data, username: v.username, password: v.password });
      toast.success(`Akun ${baru.username} berhasil dibuat`);
    }
    onClose();
  };

  const galatServer = (err: unknown, v: AkunFormOut) => {
    if (err instanceof ApiError && err.status === 409) {
      setCek('dipakai');
      dipakai.current.add(v.username);
      setError(
        'username',
        { type: 'server', message: err.message || USERNAME_DIPAKAI },
        { shouldFocus: true },
      );
      return null;
    }
    return terapkanGalatServer(err, FIELDS_AKUN, setError);
  };

  return (
    <FormDialog<AkunFormIn, AkunFormOut>
      open={open}
      onClose={onClose}
      judul={akun ? `Ubah Akun ${akun.username}` : 'Tambah Akun'}
      form={form}
      onSimpan={simpan}
      galatServer={galatServer}
      fokus={akun ? 'nama' : 'username'}
      tombolSimpan={akun ? 'Simpan Perubahan' : 'Buat Akun'}
      layarPenuhKecil
      grid
    >
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
            <PasswordBaruField control={control} name="password" label="Password" kebijakan={{ username }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordBaruField control={control} name="konfirmasi" label="Ulangi Password" />
          </Grid>
        </>
      )}
    </FormDialog>
  );
}
