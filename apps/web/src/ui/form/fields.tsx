import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
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
  /** 'small' for dense clinical forms (the operating theatre's tabs); default medium. */
  size?: 'small' | 'medium';
}

/** A text field bound to the surrounding form (FormProvider), with the shared indicator of spec §5. */
export function FormTeks<T extends FieldValues>({
  name,
  label,
  required,
  helperText,
  disabled,
  size,
  multiline,
  minRows = 2,
  placeholder,
  ubah,
}: FieldDasarProps<T> & {
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  ubah?: (v: string) => string;
}) {
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
          size={size}
          placeholder={placeholder}
          multiline={multiline}
          minRows={multiline ? minRows : undefined}
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
  size,
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
          size={size}
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
 * is the digits as a string, for the zod schema to coerce. `rupiah` puts 'Rp' in front. `spin`
 * makes it the browser's number input (a spinbutton, no separators) for small counts.
 */
export function FormAngka<T extends FieldValues>({
  name,
  label,
  required,
  helperText,
  disabled,
  size,
  rupiah,
  satuan,
  desimal,
  spin,
}: FieldDasarProps<T> & { rupiah?: boolean; satuan?: string; desimal?: boolean; spin?: boolean }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const mentah = field.value === null || field.value === undefined ? '' : String(field.value);
        const tampil = spin
          ? mentah
          : !desimal && /^\d+$/.test(mentah)
            ? formatAngka(Number(mentah))
            : mentah.replace('.', ',');
        return (
          <TextField
            fullWidth
            size={size}
            type={spin ? 'number' : undefined}
            label={label}
            required={required}
            disabled={disabled}
            name={field.name}
            value={tampil}
            onChange={(e) => {
              if (spin) return field.onChange(e.target.value);
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

/** A date and time field ('YYYY-MM-DDTHH:mm', the WIB wall clock, in the form value). */
export function FormWaktu<T extends FieldValues>({
  name,
  label,
  required,
  helperText = ' ',
  disabled,
  size,
}: FieldDasarProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          size={size}
          type="datetime-local"
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
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}

/** A yes/no switch with its label beside it. */
export function FormSaklar<T extends FieldValues>({ name, label, disabled }: FieldDasarProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
              disabled={disabled}
            />
          }
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
