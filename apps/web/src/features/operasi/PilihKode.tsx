import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { KodeNamaOperasi } from '@rawat/domain';
import { useState } from 'react';
import { Controller, type FieldError, useFormContext } from 'react-hook-form';
import { useCariKode } from './operasi.api.ts';

const label = (o: KodeNamaOperasi) => `${o.kode} – ${o.nama}`;

/** An ICD-10 diagnosis or an ICD-9-CM procedure searched in the catalogue as you type. */
export function PilihKode({
  jenis,
  label: judul,
  value,
  onChange,
  error,
  disabled,
}: {
  jenis: 'ICD10' | 'ICD9';
  label: string;
  value: KodeNamaOperasi | null;
  onChange: (v: KodeNamaOperasi | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const [teks, setTeks] = useState('');
  const cari = useCariKode(jenis, value && teks === label(value) ? '' : teks);
  const opsi = value && !cari.data.some((o) => o.kode === value.kode) ? [value, ...cari.data] : cari.data;
  return (
    <Autocomplete<KodeNamaOperasi, false, false, false>
      options={opsi}
      disabled={disabled ?? false}
      value={value}
      onChange={(_, o) => onChange(o)}
      inputValue={teks}
      onInputChange={(_, v) => setTeks(v)}
      filterOptions={(x) => x}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.kode === b.kode}
      loading={cari.loading}
      loadingText="Mencari…"
      noOptionsText={teks ? 'Kode tidak ditemukan' : 'Ketik kode atau kata'}
      autoHighlight
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, minWidth: 52 }}>
            {o.kode}
          </Box>
          <span>{o.nama}</span>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} size="small" label={judul} error={Boolean(error)} helperText={error ?? ' '} />
      )}
    />
  );
}

/**
 * PilihKode bound to the surrounding form (FormProvider). No code picked fails the schema on
 * `.kode`/`.nama`; that is shown under the field as the field's own message.
 */
export function FormKode({
  name,
  jenis,
  label,
  disabled,
}: {
  name: string;
  jenis: 'ICD10' | 'ICD9';
  label: string;
  disabled?: boolean;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const e = fieldState.error as (FieldError & { kode?: FieldError; nama?: FieldError }) | undefined;
        const pesan = e?.message ?? (e?.kode || e?.nama ? `${label} wajib dipilih` : undefined);
        return (
          <PilihKode
            jenis={jenis}
            label={label}
            value={field.value ?? null}
            onChange={field.onChange}
            error={pesan}
            disabled={disabled ?? false}
          />
        );
      }}
    />
  );
}
