import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Akun, skemaPasswordBaru } from '@rawat/domain';
import { useEffect, useMemo, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useToast } from '../../shell/toast.tsx';
import { FormDialog } from '../../ui/form/FormDialog.tsx';
import { PasswordBaruField } from '../../ui/form/PasswordBaruField.tsx';
import { useResetPassword } from './akun.api.ts';

/** The reset body's policy, with the account's username so the form checks what the server will. */
const skemaForm = (username?: string) =>
  z
    .object({
      password: skemaPasswordBaru(username),
      konfirmasi: z.string().min(1, 'Ulangi password baru'),
    })
    .refine((v) => v.password === v.konfirmasi, {
      path: ['konfirmasi'],
      message: 'Konfirmasi password tidak sama',
    });
type FormIn = z.input<ReturnType<typeof skemaForm>>;
const FIELDS: readonly Path<FormIn>[] = ['password', 'konfirmasi'];
const KOSONG: FormIn = { password: '', konfirmasi: '' };

interface Props {
  akun: Akun | null;
  onClose: () => void;
}

export function ResetPasswordDialog({ akun, onClose }: Props) {
  const toast = useToast();
  const reset = useResetPassword();
  // Keep the last account while the dialog fades out.
  const [tampil, setTampil] = useState<Akun | null>(akun);
  const resolver = useMemo(() => zodResolver(skemaForm(tampil?.username)), [tampil?.username]);
  const form = useForm<FormIn>({
    resolver,
    defaultValues: KOSONG,
    mode: 'onTouched',
  });
  const { control } = form;
  const resetForm = form.reset;

  useEffect(() => {
    if (!akun) return;
    setTampil(akun);
    resetForm(KOSONG);
  }, [akun, resetForm]);

  const simpan = async (v: FormIn) => {
    if (!akun) return;
    await reset.mutateAsync({ uid: akun.uid, password: v.password });
    toast.success(`Password akun ${akun.username} berhasil direset`);
    onClose();
  };

  return (
    <FormDialog<FormIn, FormIn>
      open={Boolean(akun)}
      onClose={onClose}
      judul="Reset Password"
      form={form}
      onSimpan={simpan}
      fields={FIELDS}
      tombolSimpan="Simpan Password"
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Buat password baru untuk <b>{tampil?.nama}</b> ({tampil?.username}). Sampaikan password ini kepada
          pemilik akun secara langsung. Semua sesi akun ini akan diakhiri.
        </Typography>
        <PasswordBaruField
          control={control}
          name="password"
          label="Password Baru"
          kebijakan={{ username: tampil?.username }}
        />
        <PasswordBaruField control={control} name="konfirmasi" label="Ulangi Password Baru" />
      </Stack>
    </FormDialog>
  );
}
