import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormPilih, FormTanggal, FormTeks } from '../../ui/form/fields.tsx';
import { useHanyaBaca } from '../pelayanan/keperawatan/fields.tsx';

// The letter form's fields, bound to the surrounding form by name ('isi.istirahat_dari'); all of
// them turn read-only together under HanyaBacaContext (an issued letter, or a role that only reads).

export { Angka, HanyaBacaContext, useHanyaBaca } from '../pelayanan/keperawatan/fields.tsx';
export { TandaVitalFields } from '../pelayanan/keperawatan/TandaVitalFields.tsx';

/** A titled section of the letter form. */
export function Bagian({
  judul,
  keterangan,
  children,
}: {
  judul: string;
  keterangan?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={judul} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {judul}
      </Typography>
      {keterangan ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {keterangan}
        </Typography>
      ) : (
        <div style={{ height: 12 }} />
      )}
      {children}
    </Paper>
  );
}

export function Teks(p: {
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  helperText?: ReactNode;
}) {
  return <FormTeks {...p} disabled={useHanyaBaca()} />;
}

export function Pilih(p: {
  name: string;
  label: string;
  pilihan: readonly { value: string; label: ReactNode }[];
  required?: boolean;
  helperText?: ReactNode;
  /** The label of the empty choice, for a field that may stay unanswered. */
  kosong?: string;
}) {
  return <FormPilih {...p} disabled={useHanyaBaca()} />;
}

/** A date; `bebas` lifts the default maximum of today (rest until, a control date). */
export function Tanggal({
  bebas,
  ...p
}: {
  name: string;
  label: string;
  required?: boolean;
  bebas?: boolean;
}) {
  return <FormTanggal {...p} noMax={bebas} disabled={useHanyaBaca()} />;
}

/** A clock time 'HH:MM' (WIB); an empty field is left undefined so the form says it is required. */
export function Jam({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="time"
          required={required}
          fullWidth
          disabled={hanyaBaca}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value || undefined)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'WIB'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}

export function Centang({
  name,
  label,
  keterangan,
}: {
  name: string;
  label: ReactNode;
  keterangan?: string;
}) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                name={field.name}
                disabled={hanyaBaca}
              />
            }
            label={label}
          />
          {keterangan ? <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{keterangan}</FormHelperText> : null}
        </>
      )}
    />
  );
}
