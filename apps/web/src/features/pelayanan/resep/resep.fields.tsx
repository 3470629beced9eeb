import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LABEL_GOLONGAN_OBAT, type ObatResep, SIGNA_UMUM } from '@rawat/domain';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useDebounced } from '../../../ui/useDebounced.ts';
import { useCariObat } from './resep.api.ts';
import type { FormResep } from './resep.form.ts';

/**
 * A product searched as you type against /pelayanan/obat (name, generic name or code). The form
 * value is the chosen product (its base unit labels the quantity beside it), or null.
 */
export function PilihObat<T extends FieldValues>({ name, label }: { name: Path<T>; label: ReactNode }) {
  const { control } = useFormContext<T>();
  const [teks, setTeks] = useState('');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const nilai = (field.value ?? null) as ObatResep | null;
        return (
          <CariObat
            nilai={nilai}
            teks={teks}
            setTeks={setTeks}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={label}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}

function CariObat(p: {
  nilai: ObatResep | null;
  teks: string;
  setTeks: (v: string) => void;
  onChange: (o: ObatResep | null) => void;
  onBlur: () => void;
  label: ReactNode;
  error?: string;
}) {
  // The chosen product's name in the box is not a search.
  const search = useDebounced(p.nilai && p.teks === p.nilai.nama ? '' : p.teks.trim());
  const q = useCariObat(search);
  const hasil = q.data?.respon ?? [];
  const opsi = p.nilai && !hasil.some((o) => o.uid === p.nilai?.uid) ? [p.nilai, ...hasil] : hasil;
  return (
    <Autocomplete<ObatResep, false, false, false>
      options={opsi}
      value={p.nilai}
      onChange={(_, o) => p.onChange(o)}
      inputValue={p.teks}
      onInputChange={(_, v) => p.setTeks(v)}
      onBlur={p.onBlur}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.nama}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      loading={q.isFetching}
      loadingText="Mencari…"
      noOptionsText={search ? 'Obat tidak ditemukan' : 'Ketik nama obat'}
      autoHighlight
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {o.nama}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="caption" color="text.secondary">
              {[o.nama_generik, o.sediaan, `satuan ${o.satuan_dasar}`].filter(Boolean).join(' · ')}
            </Typography>
            {o.fornas ? (
              <Chip size="small" label="Fornas" color="success" variant="outlined" sx={{ height: 18 }} />
            ) : null}
            {o.formularium ? (
              <Chip size="small" label="Formularium" variant="outlined" sx={{ height: 18 }} />
            ) : null}
            {o.high_alert ? <Chip size="small" label="High Alert" color="error" sx={{ height: 18 }} /> : null}
            {o.golongan !== 'BIASA' ? (
              <Chip
                size="small"
                label={LABEL_GOLONGAN_OBAT[o.golongan]}
                color="warning"
                sx={{ height: 18 }}
              />
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={p.label}
          required
          error={Boolean(p.error) || q.isError}
          helperText={p.error ?? (q.isError ? 'Gagal mencari obat' : undefined)}
        />
      )}
    />
  );
}

/** Aturan pakai: any text, with the common signa offered as you type. */
export function FieldSigna<T extends FieldValues>({ name }: { name: Path<T> }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<string, false, false, true>
          freeSolo
          options={SIGNA_UMUM}
          inputValue={(field.value as string | undefined) ?? ''}
          onInputChange={(_, v) => field.onChange(v)}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Aturan pakai"
              required
              placeholder="3 x 1 sesudah makan"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/** The patient's allergies, for the warning beside a product that matches one. */
export const AlergiPasien = createContext<readonly string[]>([]);

/** An allergy whose name appears in the product's name or generic name (or the other way round). */
function alergiCocok(obat: ObatResep | null | undefined, alergi: readonly string[]): string | null {
  if (!obat) return null;
  const nama = `${obat.nama} ${obat.nama_generik ?? ''}`.toLowerCase();
  const generik = obat.nama_generik?.toLowerCase();
  return (
    alergi.find((a) => {
      const kata = a.trim().toLowerCase();
      return kata.length >= 3 && (nama.includes(kata) || (generik ? kata.includes(generik) : false));
    }) ?? null
  );
}

/** Warns, does not refuse: the doctor may know the allergy is mild or already handled. */
export function PeringatanAlergi({ obat }: { obat: ObatResep | null | undefined }) {
  const a = alergiCocok(obat, useContext(AlergiPasien));
  return a ? (
    <Alert severity="warning" icon={<WarningAmberIcon fontSize="small" />} sx={{ mt: 0.5, py: 0 }}>
      Pasien tercatat alergi <b>{a}</b>; periksa kembali sebelum mengirim.
    </Alert>
  ) : null;
}

export function FieldTeks({
  name,
  label,
  required,
  satuan,
  placeholder,
  angka,
}: {
  name: Path<FormResep>;
  label: string;
  required?: boolean;
  satuan?: string;
  placeholder?: string;
  /** Keep only digits ('bulat') or digits and a decimal comma ('desimal'). */
  angka?: 'bulat' | 'desimal';
}) {
  const { control } = useFormContext<FormResep>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          label={label}
          required={required}
          placeholder={placeholder}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={(e) =>
            field.onChange(
              angka ? e.target.value.replace(angka === 'desimal' ? /[^\d,]/g : /\D/g, '') : e.target.value,
            )
          }
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: angka ? { inputMode: angka === 'desimal' ? 'decimal' : 'numeric' } : undefined,
            input: {
              endAdornment: satuan ? <InputAdornment position="end">{satuan}</InputAdornment> : undefined,
            },
          }}
        />
      )}
    />
  );
}
