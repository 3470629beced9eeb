import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createContext, type ReactNode, type Ref, useContext, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormPilih, FormTeks } from '../../../ui/form/fields.tsx';

/** Set by the form frame: the whole chart form is read-only (no permission, locked, not called in). */
export const HanyaBacaContext = createContext(false);
export const useHanyaBaca = () => useContext(HanyaBacaContext);

/** A titled block of the form, as the paper form's numbered sections. */
export function Bagian({
  judul,
  keterangan,
  aksi,
  children,
}: {
  judul: string;
  keterangan?: ReactNode;
  aksi?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={judul} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {judul}
          </Typography>
          {keterangan ? (
            <Typography variant="body2" color="text.secondary">
              {keterangan}
            </Typography>
          ) : null}
        </Box>
        {aksi}
      </Box>
      {children}
    </Paper>
  );
}

export function Teks({
  name,
  label,
  required,
  multiline,
}: {
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
}) {
  return (
    <FormTeks name={name} label={label} required={required} multiline={multiline} disabled={useHanyaBaca()} />
  );
}

export function Pilih({
  name,
  label,
  pilihan,
  required,
}: {
  name: string;
  label: string;
  pilihan: readonly string[];
  required?: boolean;
}) {
  return (
    <FormPilih
      name={name}
      label={label}
      required={required}
      kosong={required ? undefined : '— Tidak diisi —'}
      disabled={useHanyaBaca()}
      pilihan={pilihan.map((p) => ({ value: p, label: p }))}
    />
  );
}

const tampilAngka = (v: unknown) => (typeof v === 'number' ? String(v).replace('.', ',') : '');
const bacaAngka = (s: string): number | null => (s === '' ? null : Number(s.replace(',', '.')));

/**
 * A number with its unit as an adornment. The form value is a number or null (what the schema
 * checks); the typed text is kept while typing so '36,' is not cut back to '36'.
 */
export function Angka({
  name,
  label,
  satuan,
  desimal,
  kecil,
}: {
  name: string;
  label: string;
  satuan?: string;
  desimal?: boolean;
  /** Dense, for table cells: the label becomes the accessible name only. */
  kecil?: boolean;
}) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AngkaInput
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          satuan={satuan}
          desimal={desimal}
          kecil={kecil}
          disabled={hanyaBaca}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function AngkaInput({
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  satuan,
  desimal,
  kecil,
  disabled,
  error,
}: {
  value: unknown;
  onChange: (v: number | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  satuan?: string;
  desimal?: boolean;
  kecil?: boolean;
  disabled: boolean;
  error?: string;
}) {
  const [teks, setTeks] = useState(tampilAngka(value));
  const [terakhir, setTerakhir] = useState(value);
  // A value set from outside (loading a saved assessment, a reset) replaces the typed text.
  if (value !== terakhir) {
    setTerakhir(value);
    if (bacaAngka(teks) !== value) setTeks(tampilAngka(value));
  }
  return (
    <TextField
      fullWidth
      size={kecil ? 'small' : 'medium'}
      label={kecil ? undefined : label}
      value={teks}
      disabled={disabled}
      onChange={(e) => {
        const bersih = desimal
          ? e.target.value
              .replace('.', ',')
              .replace(/[^\d,]/g, '')
              .replace(/,(?=.*,)/g, '')
          : e.target.value.replace(/\D/g, '');
        setTeks(bersih);
        const n = bacaAngka(bersih);
        setTerakhir(n);
        onChange(n);
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { inputMode: desimal ? 'decimal' : 'numeric', 'aria-label': label },
        input: {
          endAdornment: satuan ? <InputAdornment position="end">{satuan}</InputAdornment> : undefined,
        },
      }}
    />
  );
}
