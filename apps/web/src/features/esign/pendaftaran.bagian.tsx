import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type Path, useFormContext } from 'react-hook-form';
import { TextInput } from '../../ui/TextInput.tsx';
import { PinField } from './PinField.tsx';

/** The registration form's values as typed (the contract's schema checks them on submit). */
export interface Nilai {
  nik: string;
  nama_ktp: string;
  email: string;
  telepon: string;
  foto_ktp: string;
  selfie: string;
  persetujuan: boolean;
  pin: string;
  pin_ulang: string;
}

/** A numbered section of the form. */
export function Bagian({ nomor, judul, children }: { nomor: number; judul: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {nomor}. {judul}
      </Typography>
      {children}
    </Paper>
  );
}

/** A text field of this form, with the input type and keyboard the value needs. */
export function Isian({
  name,
  label,
  helperText,
  ubah,
  type,
  inputMode,
  autoComplete,
  maxLength,
}: {
  name: Path<Nilai>;
  label: string;
  helperText?: string;
  ubah?: (v: string) => string;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  maxLength?: number;
}) {
  const { control } = useFormContext<Nilai>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={String(field.value ?? '')}
          onChange={(v) => field.onChange(ubah ? ubah(v) : v)}
          label={label}
          required
          fullWidth
          type={type}
          autoComplete={autoComplete}
          error={fieldState.error?.message}
          helperText={helperText}
          slotProps={{ htmlInput: { inputMode, maxLength } }}
        />
      )}
    />
  );
}

/** A PIN field of the form (masked, digits only). */
export function IsianPin({
  name,
  label,
  helperText,
}: {
  name: 'pin' | 'pin_ulang';
  label: string;
  helperText: string;
}) {
  const { control } = useFormContext<Nilai>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PinField
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          autoComplete="new-password"
        />
      )}
    />
  );
}

/** What the signer agrees to before the first signature (shown above the consent box). */
export function TeksPersetujuan() {
  return (
    <Box
      component="ul"
      sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.75 }, typography: 'body2' }}
    >
      <li>
        Data dan foto yang saya kirim adalah benar milik saya. Saya mengizinkan rumah sakit memakainya untuk
        memverifikasi identitas saya dan menerbitkan sertifikat elektronik atas nama saya.
      </li>
      <li>
        Tanda tangan elektronik yang saya buat dengan PIN ini <b>sah dan mengikat secara hukum</b>, sama
        dengan tanda tangan basah, sebagaimana diatur dalam UU No. 11 Tahun 2008 tentang Informasi dan
        Transaksi Elektronik beserta perubahannya dan PP No. 71 Tahun 2019.
      </li>
      <li>
        <b>PIN hanya saya yang tahu.</b> Saya tidak akan memberitahukannya kepada siapa pun, termasuk petugas
        atau administrator, dan saya bertanggung jawab atas setiap dokumen yang ditandatangani dengan PIN
        saya.
      </li>
      <li>Bila PIN saya diketahui orang lain, saya segera melapor kepada administrator.</li>
    </Box>
  );
}
