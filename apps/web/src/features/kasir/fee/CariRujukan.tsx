import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ApiMaster,
  type Dokter,
  dokterApi,
  type JenisFee,
  jenisTransaksiTindakan,
  LABEL_KATEGORI_TINDAKAN,
  type Tindakan,
  tindakanApi,
} from '@rawat/domain';
import { type ReactNode, type Ref, useMemo, useState } from 'react';
import { useCariMaster } from '../../../api/master.ts';
import { useDebounced } from '../../../ui/useDebounced.ts';

/** What a picker shows and gives back. */
export interface Opsi {
  uid: string;
  kode: string;
  nama: string;
  ket?: string;
}

interface Sumber<T> {
  /** The master list searched. */
  api: Pick<ApiMaster<T>, 'daftar'>;
  query: Record<string, string>;
  keOpsi: (r: T) => Opsi;
  saring?: (r: T) => boolean;
  kosong: string;
}

/** Active doctors by name or NIP. */
export const SUMBER_DOKTER: Sumber<Dokter> = {
  api: dokterApi,
  query: { status: 'AKTIF' },
  keOpsi: (d) => ({ uid: d.uid, kode: d.kode, nama: d.nama_lengkap, ket: d.spesialisasi_nama }),
  kosong: 'Dokter tidak ditemukan',
};

/** Active procedures billed as `jenis` (consultations are KONSUL, the rest TINDAKAN). */
function sumberTindakan(jenis: JenisFee): Sumber<Tindakan> {
  return {
    api: tindakanApi,
    query: { status: 'AKTIF', ...(jenis === 'KONSUL' ? { kategori: 'KONSULTASI' } : {}) },
    keOpsi: (t) => ({ uid: t.uid, kode: t.kode, nama: t.nama, ket: LABEL_KATEGORI_TINDAKAN[t.kategori] }),
    saring: (t) => jenisTransaksiTindakan(t.kategori) === jenis,
    kosong: 'Tindakan tidak ditemukan',
  };
}
export const SUMBER_TINDAKAN: Record<JenisFee, Sumber<Tindakan>> = {
  KONSUL: sumberTindakan('KONSUL'),
  TINDAKAN: sumberTindakan('TINDAKAN'),
};

/**
 * A record searched as you type (name or code, 20 at most), for fee rules and their filters.
 * The chosen one stays among the options so MUI keeps it as the value.
 */
export function CariRujukan<T>({
  sumber,
  value,
  onChange,
  label,
  error,
  helperText,
  inputRef,
  onBlur,
  size,
  sx,
  disabled,
  required,
}: {
  sumber: Sumber<T>;
  value: Opsi | null;
  onChange: (o: Opsi | null) => void;
  label: ReactNode;
  error?: string | undefined;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  size?: 'small' | 'medium';
  sx?: object;
  disabled?: boolean;
  required?: boolean;
}) {
  const [teks, setTeks] = useState('');
  const search = useDebounced(value && teks === value.nama ? '' : teks.trim());
  const q = useCariMaster(sumber.api, { ...sumber.query, search: search || undefined, limit: 20 });
  const hasil = useMemo(
    () => (q.data ?? []).filter((r) => !sumber.saring || sumber.saring(r)).map(sumber.keOpsi),
    [q.data, sumber],
  );
  const opsi = value && !hasil.some((o) => o.uid === value.uid) ? [value, ...hasil] : hasil;
  return (
    <Autocomplete<Opsi, false, false, false>
      sx={sx}
      size={size}
      disabled={disabled}
      options={opsi}
      value={value}
      onChange={(_, o) => onChange(o)}
      inputValue={teks}
      onInputChange={(_, v) => setTeks(v)}
      onBlur={onBlur}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.nama}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      loading={q.isFetching}
      loadingText="Mencari…"
      noOptionsText={sumber.kosong}
      autoHighlight
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{o.nama}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[o.kode, o.ket].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required={required}
          error={Boolean(error) || q.isError}
          helperText={error ?? (q.isError ? 'Gagal memuat pilihan' : helperText)}
        />
      )}
    />
  );
}
