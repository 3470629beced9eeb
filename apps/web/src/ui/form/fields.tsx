import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatAngka } from '@rawat/domain';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { DateInput } from '../DateInput.tsx';
import { TextInput } from '../TextInput.tsx';

export interface FieldDasarProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A text field bound to the surrounding form (FormProvider), with the shared indicator of spec §5. */
export function FormTeks<T extends FieldValues>({
  name,
  label,
  required,
  helperText,
  disabled,
  multiline,
  ubah,
}: FieldDasarProps<T> & { multiline?: boolean; ubah?: (v: string) => string }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(ubah ? ubah(v) : v)}
          label={label}
          required={required}
          disabled={disabled}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          fullWidth
          error={fieldState.error?.message}
          helperText={helperText}
        />
      )}
    />
  );
}

/** A select from a fixed list of options; '' stands for "not chosen". */
export function FormPilih<T extends FieldValues>({
  name,
  label,
  required,
  helperText,
  disabled,
  pilihan,
  kosong,
}: FieldDasarProps<T> & { pilihan: readonly { value: string; label: ReactNode }[]; kosong?: string }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          required={required}
          disabled={disabled}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {kosong !== undefined ? (
            <MenuItem value="">
              <em>{kosong}</em>
            </MenuItem>
          ) : null}
          {pilihan.map((p) => (
            <MenuItem key={p.value} value={p.value}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * A whole-number field shown with Indonesian thousands separators ('1.250.000'); the form value
 * is the digits as a string, for the zod schema to coerce. `rupiah` puts 'Rp' in front.
 */
export function FormAngka<T extends FieldValues>({
  name,
  label,
  required,
  helperText,
  disabled,
  rupiah,
  satuan,
  desimal,
}: FieldDasarProps<T> & { rupiah?: boolean; satuan?: string; desimal?: boolean }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const mentah = field.value === null || field.value === undefined ? '' : String(field.value);
        const tampil =
          !desimal && /^\d+$/.test(mentah) ? formatAngka(Number(mentah)) : mentah.replace('.', ',');
        return (
          <TextField
            fullWidth
            label={label}
            required={required}
            disabled={disabled}
            name={field.name}
            value={tampil}
            onChange={(e) => {
              const v = desimal
                ? e.target.value.replace(/[^\d,]/g, '').replace(',', '.')
                : e.target.value.replace(/\D/g, '');
              field.onChange(v);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{
              htmlInput: { inputMode: desimal ? 'decimal' : 'numeric' },
              input: {
                startAdornment: rupiah ? <InputAdornment position="start">Rp</InputAdornment> : undefined,
                endAdornment: satuan ? <InputAdornment position="end">{satuan}</InputAdornment> : undefined,
              },
            }}
          />
        );
      }}
    />
  );
}

/** A date field ('YYYY-MM-DD' in the form value) with the shared date input. */
export function FormTanggal<T extends FieldValues>({
  name,
  label,
  required,
  helperText,
  disabled,
  noMax,
  noMin,
  disablePast,
}: FieldDasarProps<T> & { noMax?: boolean; noMin?: boolean; disablePast?: boolean }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          value={field.value}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          label={label}
          required={required}
          disabled={disabled}
          noMax={noMax}
          noMin={noMin}
          disablePast={disablePast}
          fullWidth
          error={fieldState.error?.message}
          helperText={helperText}
        />
      )}
    />
  );
}

/** The free-text remark of a master record, full width at the end of its form. */
export function FieldKeterangan() {
  return (
    <Grid size={12}>
      <FormTeks name="keterangan" label="Keterangan" multiline />
    </Grid>
  );
}
