import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  type KontrakDaftar,
  LABEL_TINGKAT_WILAYAH,
  type TingkatWilayah,
  type Wilayah,
  wilayahApi,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri } from '../api/kontrak.ts';
import { queryClient } from '../api/query.ts';
import { useDebounced } from './useDebounced.ts';

/** An address's regions, from the province down; a level is set only when the one above is. */
export interface NilaiWilayah {
  provinsi?: Wilayah;
  kabupaten?: Wilayah;
  kecamatan?: Wilayah;
  desa?: Wilayah;
}

const KUNCI = ['provinsi', 'kabupaten', 'kecamatan', 'desa'] as const;
type Kunci = (typeof KUNCI)[number];

// Each level's list and the query parameter naming its parent (docs/wilayah.md).
const SUMBER: Record<TingkatWilayah, { api: KontrakDaftar<Wilayah>; induk?: string }> = {
  1: { api: wilayahApi.provinsi },
  2: { api: wilayahApi.kabupaten, induk: 'provinsi' },
  3: { api: wilayahApi.kecamatan, induk: 'kabupaten' },
  4: { api: wilayahApi.desa, induk: 'kecamatan' },
};

/** Whether every level is chosen (for a form's own validation). */
export function wilayahLengkap(nilai: NilaiWilayah): boolean {
  return KUNCI.every((k) => nilai[k] !== undefined);
}

export interface WilayahSelectProps {
  value: NilaiWilayah;
  /** Receives the new regions; choosing another parent drops the levels under it. */
  onChange: (value: NilaiWilayah) => void;
  /** Every level must be chosen: an empty level shows 'Wajib dipilih' once left or when `showErrors`. */
  required?: boolean;
  /** Show 'Wajib dipilih' on empty levels now (e.g. after the form was submitted). */
  showErrors?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/**
 * Provinsi → Kabupaten/Kota → Kecamatan → Kelurahan/Desa as four cascading searchable selects,
 * served by the regions API (/api/wilayah). A level waits for the one above; choosing another
 * parent clears the levels under it. Typing searches on the server (debounced 160 ms).
 */
export function WilayahSelect({
  value,
  onChange,
  required = false,
  showErrors = false,
  disabled = false,
  size,
}: WilayahSelectProps) {
  const pilih = (tingkat: TingkatWilayah, w: Wilayah | undefined) => {
    const kunci = KUNCI[tingkat - 1] as Kunci;
    if (w?.kode === value[kunci]?.kode) return;
    // Keep the levels above, set this one, drop the ones below.
    const baru: NilaiWilayah = {};
    for (const k of KUNCI.slice(0, tingkat - 1)) if (value[k]) baru[k] = value[k];
    if (w) baru[kunci] = w;
    onChange(baru);
  };

  return (
    <Grid container spacing={2}>
      {KUNCI.map((kunci, n) => {
        const tingkat = (n + 1) as TingkatWilayah;
        const induk = n === 0 ? null : value[KUNCI[n - 1] as Kunci];
        return (
          <Grid key={kunci} size={{ xs: 12, sm: 6 }}>
            <PilihTingkat
              tingkat={tingkat}
              induk={induk}
              value={value[kunci]}
              onChange={(w) => pilih(tingkat, w)}
              required={required}
              showErrors={showErrors}
              disabled={disabled}
              size={size}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}

interface PilihTingkatProps {
  tingkat: TingkatWilayah;
  /** The chosen region above; null for the provinces, undefined while none is chosen. */
  induk: Wilayah | null | undefined;
  value: Wilayah | undefined;
  onChange: (w: Wilayah | undefined) => void;
  required: boolean;
  showErrors: boolean;
  disabled: boolean;
  size: 'small' | 'medium' | undefined;
}

function PilihTingkat({
  tingkat,
  induk,
  value,
  onChange,
  required,
  showErrors,
  disabled,
  size,
}: PilihTingkatProps) {
  const [teks, setTeks] = useState('');
  const [disentuh, setDisentuh] = useState(false);
  // The chosen name in the box is not a search: the list stays whole until the person types.
  const search = useDebounced(value && teks === value.nama ? '' : teks.trim());
  const { api, induk: paramInduk } = SUMBER[tingkat];
  const kodeInduk = induk?.kode;
  const aktif = !disabled && induk !== undefined;

  // The client is passed explicitly so the field also works outside the app's providers
  // (public registration).
  const q = useQuery(
    {
      ...kueri(api, {
        query: { ...(paramInduk ? { [paramInduk]: kodeInduk } : {}), search, limitless: 'true' },
      }),
      enabled: aktif,
      // The regions change only with a new release of Rawat.
      staleTime: Number.POSITIVE_INFINITY,
      // While a search is typed, the last answer for the same parent stays on screen.
      placeholderData: (lama, kueriLama) => {
        const query = kueriLama?.queryKey[2] as Record<string, unknown> | null | undefined;
        return (paramInduk ? query?.[paramInduk] : undefined) === kodeInduk ? lama : undefined;
      },
    },
    queryClient,
  );

  const hasil = q.data?.respon ?? [];
  // The chosen region stays among the options, or MUI would call the value invalid.
  const opsi = value && !hasil.some((w) => w.kode === value.kode) ? [value, ...hasil] : hasil;
  const label = LABEL_TINGKAT_WILAYAH[tingkat];
  const labelInduk = tingkat > 1 ? LABEL_TINGKAT_WILAYAH[(tingkat - 1) as TingkatWilayah] : '';
  const galat = required && aktif && !value && (disentuh || showErrors) ? 'Wajib dipilih' : undefined;
  const petunjuk =
    q.isError && aktif
      ? 'Gagal memuat daftar wilayah'
      : induk === undefined && !disabled
        ? `Pilih ${labelInduk.toLowerCase()} terlebih dahulu`
        : undefined;

  return (
    <Autocomplete<Wilayah, false, false, false>
      options={opsi}
      value={value ?? null}
      onChange={(_, w) => onChange(w ?? undefined)}
      inputValue={teks}
      onInputChange={(_, v) => setTeks(v)}
      onBlur={() => setDisentuh(true)}
      // The server already searched (case, spacing and old spelling forgiven).
      filterOptions={(x) => x}
      getOptionLabel={(w) => w.nama}
      isOptionEqualToValue={(a, b) => a.kode === b.kode}
      disabled={disabled || induk === undefined}
      loading={q.isFetching}
      loadingText="Memuat…"
      noOptionsText="Tidak ditemukan"
      size={size}
      autoHighlight
      renderOption={({ key, ...props }, w) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 2 }}>
          <span>{w.nama}</span>
          <Box component="span" sx={{ ml: 'auto', color: 'text.secondary', fontSize: '0.8em' }}>
            {w.kode}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(galat) || q.isError}
          helperText={galat ?? petunjuk}
        />
      )}
    />
  );
}
