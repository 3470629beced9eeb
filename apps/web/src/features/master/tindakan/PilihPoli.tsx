import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { poliApi } from '@rawat/domain';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useMasterAktif } from '../../../api/master.ts';

/** A clinic as the picker shows it; `status` marks a linked clinic retired since. */
export interface OpsiPoli {
  uid: string;
  kode: string;
  nama: string;
  status: string;
}

/**
 * Several active polyclinics, bound to a form field holding their uids. Clinics the record already
 * links to stay shown (marked nonaktif) even when retired, so an edit does not drop them silently.
 */
export function PilihPoli<T extends FieldValues>({
  name,
  label,
  tertaut,
  helperText,
}: {
  name: Path<T>;
  label: ReactNode;
  /** The clinics the record links to now (from its DTO). */
  tertaut: readonly OpsiPoli[];
  helperText?: ReactNode;
}) {
  const { control } = useFormContext<T>();
  const aktif = useMasterAktif(poliApi);
  const daftar: OpsiPoli[] = aktif.data ?? [];
  const opsi = [...daftar, ...tertaut.filter((p) => !daftar.some((a) => a.uid === p.uid))];
  const perUid = new Map(opsi.map((p) => [p.uid, p]));

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const uids: string[] = Array.isArray(field.value) ? field.value : [];
        const nilai = uids.map(
          (u) => perUid.get(u) ?? { uid: u, kode: '', nama: 'Memuat…', status: 'AKTIF' },
        );
        return (
          <Autocomplete<OpsiPoli, true, false, false>
            multiple
            options={opsi.filter((p) => p.status === 'AKTIF')}
            value={nilai}
            onChange={(_, v) => field.onChange(v.map((p) => p.uid))}
            onBlur={field.onBlur}
            getOptionLabel={(p) => p.nama}
            isOptionEqualToValue={(a, b) => a.uid === b.uid}
            loading={aktif.isLoading}
            loadingText="Memuat…"
            noOptionsText="Tidak ada poliklinik lain"
            filterSelectedOptions
            renderValue={(v, getItemProps) =>
              v.map((p, index) => {
                const { key, ...props } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    size="small"
                    label={p.status === 'AKTIF' ? p.nama : `${p.nama} (nonaktif)`}
                    color={p.status === 'AKTIF' ? 'default' : 'warning'}
                    {...props}
                  />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={label}
                placeholder={uids.length ? undefined : 'Semua poliklinik'}
                error={Boolean(fieldState.error) || aktif.isError}
                helperText={
                  fieldState.error?.message ?? (aktif.isError ? 'Gagal memuat daftar poliklinik' : helperText)
                }
              />
            )}
          />
        );
      }}
    />
  );
}
