import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Akun, akunResetPasswordSchema } from '@rawat/domain';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useToast } from '../../shell/toast.tsx';
import { terapkanGalatServer } from '../../ui/form-errors.ts';
import { useResetPassword } from './akun.api.ts';
import { PasswordBaruField } from './PasswordBaruField.tsx';

const formSchema = akunResetPasswordSchema
  .extend({ konfirmasi: z.string().min(1, 'Ulangi password baru') })
  .refine((v) => v.password === v.konfirmasi, {
    path: ['konfirmasi'],
    message: 'Konfirmasi password tidak sama',
  });
type FormIn = z.input<typeof formSchema>;
const FIELDS: readonly Path<FormIn>[] = ['password', 'konfirmasi'];
const KOSONG: FormIn = { password: '', konfirmasi: '' };

interface Props {
  akun: Akun | null;
  onClose: () => void;
}

export function ResetPasswordDialog({ akun, onClose }: Props) {
  const toast = useToast();
  const reset = useResetPassword();
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  // Keep the last account while the dialog fades out.
  const [tampil, setTampil] = useState<Akun | null>(akun);
  const form = useForm<FormIn>({
    resolver: zodResolver(formSchema),
    defaultValues: KOSONG,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, formState } = form;
  const resetForm = form.reset;

  useEffect(() => {
    if (!akun) return;
    setTampil(akun);
    resetForm(KOSONG);
    setGalatUmum(null);
  }, [akun, resetForm]);

  const simpan = async (v: FormIn) => {
    if (!akun) return;
    setGalatUmum(null);
    try {
      await reset.mutateAsync({ uid: akun.uid, password: v.password });
      toast.success(`Password akun ${akun.username} berhasil direset`);
      onClose();
    } catch (err) {
      setGalatUmum(terapkanGalatServer(err, FIELDS, setError));
    }
  };

  const tutup = () => {
    if (!formState.isSubmitting) onClose();
  };

  return (
    <Dialog open={Boolean(akun)} onClose={tutup} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit(simpan)}>
        <DialogTitle>Reset Password</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Buat password baru untuk <b>{tampil?.nama}</b> ({tampil?.username}). Sampaikan password ini
              kepada pemilik akun secara langsung.
            </Typography>
            {galatUmum && <Alert severity="error">{galatUmum}</Alert>}
            <PasswordBaruField
              control={control}
              name="password"
              label="Password Baru"
              hint="Minimal 8 karakter"
            />
            <PasswordBaruField control={control} name="konfirmasi" label="Ulangi Password Baru" />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={tutup} disabled={formState.isSubmitting} color="inherit">
            Batal
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Simpan Password
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
