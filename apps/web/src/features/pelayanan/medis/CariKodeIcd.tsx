import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Icd9, type Icd10, type KontrakDaftar, katalogApi } from '@rawat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri } from '../../../api/kontrak.ts';
import { useDebounced } from '../../../ui/useDebounced.ts';

export interface KodeIcd {
  kode: string;
  judul: string;
  /** The Indonesian title, where the catalogue has one (ICD-10 only): the line read first. */
  judul_id: string | null;
  /** The clinical term the search matched ('DBD', 'kencing manis'), shown so the match makes sense. */
  istilah?: string | null;
}

const label = (o: KodeIcd) => `${o.kode} – ${o.judul_id ?? o.judul}`;

/**
 * An ICD-10 or ICD-9-CM code searched as you type (code prefix, English or Indonesian words).
 * ICD-10 offers only the most specific codes, the ones a diagnosis may carry.
 */
export function CariKodeIcd({
  katalog,
  label: labelField,
  value,
  onChange,
  disabled,
  error,
}: {
  katalog: 'icd10' | 'icd9';
  label: string;
  value: KodeIcd | null;
  onChange: (v: KodeIcd | null) => void;
  disabled?: boolean;
  error?: string | null;
}) {
  const [teks, setTeks] = useState('');
  const search = useDebounced(value && teks === label(value) ? '' : teks.trim());
  // Either catalogue answers its codes in the list envelope.
  const api: KontrakDaftar<Icd10 | Icd9> = katalogApi[katalog];
  const query = { search, limit: 20, ...(katalog === 'icd10' ? { hanya_leaf: 'true' } : {}) };
  const q = useQuery({
    ...kueri(api, { query }),
    enabled: search.length > 0,
    // The catalogue changes only with a new release of Rawat.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const opsi: KodeIcd[] = search
    ? (q.data?.respon ?? []).map((r) => ({
        kode: r.kode,
        judul: r.judul,
        judul_id: 'judul_id' in r ? r.judul_id : null,
        istilah: 'istilah' in r ? (r.istilah ?? null) : null,
      }))
    : [];

  return (
    <Autocomplete<KodeIcd, false, false, false>
      options={value && !opsi.some((o) => o.kode === value.kode) ? [value, ...opsi] : opsi}
      value={value}
      onChange={(_, o) => onChange(o)}
      inputValue={teks}
      onInputChange={(_, v) => setTeks(v)}
      disabled={disabled}
      filterOptions={(x) => x}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.kode === b.kode}
      loading={q.isFetching}
      loadingText="Mencari…"
      noOptionsText={
        search
          ? 'Kode tidak ditemukan'
          : katalog === 'icd10'
            ? 'Ketik kode (mis. J06) atau nama penyakit'
            : 'Ketik kode (mis. 89.52) atau nama prosedur'
      }
      autoHighlight
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, minWidth: 56 }}>
            {o.kode}
          </Box>
          <Box>
            <Typography variant="body2">{o.judul_id ?? o.judul}</Typography>
            {o.judul_id || o.istilah ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {[o.istilah ? `Istilah: ${o.istilah}` : null, o.judul_id ? o.judul : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={labelField}
          error={Boolean(error) || q.isError}
          helperText={error ?? (q.isError ? 'Gagal mencari katalog' : ' ')}
        />
      )}
    />
  );
}
