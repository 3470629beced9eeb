import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authApi, skemaUbahPasswordSendiri, type UbahPasswordSendiri } from '@rawat/domain';
import { useEffect, useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { panggil } from '../api/kontrak.ts';
import { FormDialog } from '../ui/form/FormDialog.tsx';
import { PasswordBaruField } from '../ui/form/PasswordBaruField.tsx';
import { useToast } from './toast.tsx';

const FIELDS: readonly Path<UbahPasswordSendiri>[] = ['password_lama', 'password_baru', 'konfirmasi'];
const KOSONG: UbahPasswordSendiri = { password_lama: '', password_baru: '', konfirmasi: '' };

interface Props {
  open: boolean;
  onClose: () => void;
  /** The signed-in person's username: the policy refuses a password that holds it. */
  username: string;
}

/**
 * 'Ubah Password' from the user menu: the old password, a new one checked against the policy of
 * @rawat/domain as it is typed, and its confirmation. The server ends the person's other sessions.
 */
export default function UbahPasswordDialog({ open, onClose, username }: Props) {
  const toast = useToast();
  const resolver = useMemo(() => zodResolver(skemaUbahPasswordSendiri(username)), [username]);
  const form = useForm<UbahPasswordSendiri>({ resolver, defaultValues: KOSONG, mode: 'onTouched' });
  const { control, reset } = form;

  useEffect(() => {
    if (open) reset(KOSONG);
  }, [open, reset]);

  const simpan = async (body: UbahPasswordSendiri) => {
    const { message } = await panggil(authApi.ubahPassword, { body });
    toast.success(message);
    onClose();
  };

  return (
    <FormDialog<UbahPasswordSendiri, UbahPasswordSendiri>
      open={open}
      onClose={onClose}
      judul="Ubah Password"
      form={form}
      onSimpan={simpan}
      fields={FIELDS}
      fokus="password_lama"
      tombolSimpan="Simpan Password"
      maxWidth="xs"
      labelForm="Ubah Password"
    >
      {/* Lets the browser's password manager file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          Masukkan password lama Anda, lalu buat password baru untuk akun <b>{username}</b>.
        </Typography>
        <PasswordBaruField
          control={control}
          name="password_lama"
          label="Password Lama"
          autoComplete="current-password"
        />
        <PasswordBaruField
          control={control}
          name="password_baru"
          label="Password Baru"
          kebijakan={{ username }}
        />
        <PasswordBaruField control={control} name="konfirmasi" label="Ulangi Password Baru" />
        <Alert severity="info" variant="outlined" sx={{ py: 0, typography: 'body2' }}>
          Setelah disimpan, sesi akun ini di perangkat lain akan diakhiri. Anda tetap masuk di perangkat ini.
        </Alert>
      </Stack>
    </FormDialog>
  );
}
