import type { ApiMaster } from '@rawat/domain';
import { useState } from 'react';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
// The generic master hooks (taking a list's contracts) live in features/master/bersama for now.
import { cekValidasi } from '../../api/master.ts';
import type { FieldDasarProps } from '../form/fields.tsx';
import { TextInput } from '../TextInput.tsx';

type Cek = 'idle' | 'memeriksa' | 'tersedia';

/**
 * The code field of a master record: upper-cased while typing and checked against `/validasi`
 * when left, so a taken code is flagged before saving (saving still answers 409 if it races).
 */
export function FormKode<T extends FieldValues>({
  name = 'kode' as Path<T>,
  label = 'Kode',
  api,
  kecuali,
  helperText = 'Huruf, angka, titik, strip; unik di antara data aktif',
  disabled,
}: Partial<FieldDasarProps<T>> & { api: Pick<ApiMaster, 'validasi'>; kecuali?: string }) {
  const { control, setError } = useFormContext<T>();
  const [cek, setCek] = useState<Cek>('idle');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          label={label}
          required
          disabled={disabled}
          autoComplete="off"
          fullWidth
          onChange={(v) => {
            setCek('idle');
            field.onChange(v.toUpperCase());
          }}
          onBlur={async () => {
            field.onBlur();
            const kode = String(field.value ?? '').trim();
            if (!kode || fieldState.invalid) return;
            setCek('memeriksa');
            try {
              const hasil = await cekValidasi(api, 'kode', kode, kecuali);
              if (hasil.tersedia) setCek('tersedia');
              else {
                setCek('idle');
                setError(name, { type: 'server', message: hasil.message });
              }
            } catch {
              // A courtesy check: saving still answers 409 for a taken code.
              setCek('idle');
            }
          }}
          error={fieldState.error?.message}
          helperText={
            cek === 'memeriksa' ? 'Memeriksa kode…' : cek === 'tersedia' ? 'Kode tersedia' : helperText
          }
          slotProps={{
            formHelperText: {
              sx: cek === 'tersedia' && !fieldState.error ? { color: 'success.main' } : undefined,
            },
          }}
        />
      )}
    />
  );
}
