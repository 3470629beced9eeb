import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { katalogApi } from '@rawat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useMemo, useState } from 'react';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { kueri } from '../../api/kontrak.ts';
import { useDebounced } from '../useDebounced.ts';

/** What the picker shows of a code: the catalogue's title, when known. */
export interface KodeIcd9 {
  kode: string;
  judul: string | null;
}

const label = (o: KodeIcd9) => (o.judul ? `${o.kode} – ${o.judul}` : o.kode);

/**
 * An ICD-9-CM procedure code searched as you type in the catalogue (code prefix or English
 * words). The form value is the code ('87.44'), or '' when none; `awal` gives the stored code's
 * title so an edit form shows it before any search.
 */
export function PilihIcd9<T extends FieldValues>({
  name,
  label: labelField,
  awal,
  helperText,
}: {
  name: Path<T>;
  label: ReactNode;
  awal: KodeIcd9 | null;
  helperText?: ReactNode;
}) {
  const { control } = useFormContext<T>();
  const [teks, setTeks] = useState('');
  const [terpilih, setTerpilih] = useState<KodeIcd9 | null>(null);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const kode = typeof field.value === 'string' ? field.value : '';
        const judul = terpilih?.kode === kode ? terpilih.judul : awal?.kode === kode ? awal.judul : null;
        return (
          <CariIcd9
            kode={kode}
            judul={judul}
            teks={teks}
            setTeks={setTeks}
            onChange={(o) => {
              setTerpilih(o);
              field.onChange(o?.kode ?? '');
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={labelField}
            error={fieldState.error?.message}
            helperText={helperText}
          />
        );
      }}
    />
  );
}

function CariIcd9(p: {
  kode: string;
  judul: string | null;
  teks: string;
  setTeks: (v: string) => void;
  onChange: (o: KodeIcd9 | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
}) {
  // One object per chosen code: a new one each render would make MUI reset the typed text.
  const nilai = useMemo(() => (p.kode ? { kode: p.kode, judul: p.judul } : null), [p.kode, p.judul]);
  // The chosen code's label in the box is not a search.
  const search = useDebounced(nilai && p.teks === label(nilai) ? '' : p.teks.trim());
  const q = useQuery({
    ...kueri(katalogApi.icd9, { query: { search, limit: 20 } }),
    enabled: search.length > 0,
    // The catalogue changes only with a new release of Rawat.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const hasil: KodeIcd9[] = search
    ? (q.data?.respon ?? []).map((r) => ({ kode: r.kode, judul: r.judul }))
    : [];
  // The chosen code stays among the options, or MUI would call the value invalid.
  const opsi = nilai && !hasil.some((o) => o.kode === nilai.kode) ? [nilai, ...hasil] : hasil;

  return (
    <Autocomplete<KodeIcd9, false, false, false>
      options={opsi}
      value={nilai}
      onChange={(_, o) => p.onChange(o)}
      inputValue={p.teks}
      onInputChange={(_, v) => p.setTeks(v)}
      onBlur={p.onBlur}
      // The server already searched and ranked.
      filterOptions={(x) => x}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.kode === b.kode}
      loading={q.isFetching}
      loadingText="Mencari…"
      noOptionsText={search ? 'Kode tidak ditemukan' : 'Ketik kode (mis. 87.44) atau kata (mis. chest)'}
      autoHighlight
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, minWidth: 48 }}>
            {o.kode}
          </Box>
          <span>{o.judul}</span>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={p.inputRef}
          label={p.label}
          error={Boolean(p.error) || q.isError}
          helperText={p.error ?? (q.isError ? 'Gagal mencari katalog ICD-9-CM' : p.helperText)}
        />
      )}
    />
  );
}
