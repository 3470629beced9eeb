import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { PasienFormIn } from './pasien.form.ts';

// Offered while typing; anything else may be typed too.
const SARAN_ALERGI = [
  'Amoksisilin',
  'Penisilin',
  'Sefalosporin',
  'Sulfa',
  'Aspirin',
  'Ibuprofen',
  'Asam mefenamat',
  'Metamizol',
  'Kodein',
  'Lateks',
  'Seafood',
  'Udang',
  'Telur',
  'Kacang',
  'Susu sapi',
  'Debu',
];

/** Allergies as chips: type one and press Enter, or pick a common one. */
export function AlergiField() {
  const { control } = useFormContext<PasienFormIn>();
  return (
    <Controller
      control={control}
      name="alergi"
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={SARAN_ALERGI}
          value={field.value ?? []}
          onChange={(_, v) => field.onChange(v.map((a) => a.trim()).filter(Boolean))}
          onBlur={field.onBlur}
          renderValue={(v, getItemProps) =>
            v.map((a, i) => {
              const { key, ...rest } = getItemProps({ index: i });
              return <Chip key={key} {...rest} label={a} color="error" variant="outlined" size="small" />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Alergi"
              placeholder={(field.value ?? []).length ? '' : 'Ketik lalu tekan Enter'}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? 'Obat, makanan atau bahan lain; kosongkan bila tidak ada alergi'
              }
            />
          )}
        />
      )}
    />
  );
}
