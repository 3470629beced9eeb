import FormHelperText from '@mui/material/FormHelperText';
import type { Wilayah, WilayahDetail } from '@rawat/domain';
import { useRef } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { type NilaiWilayah, WilayahSelect } from '../../ui/WilayahSelect.tsx';
import type { PasienFormIn } from './pasien.form.ts';

const KODE = ['provinsi_kode', 'kabupaten_kode', 'kecamatan_kode', 'desa_kode'] as const;
const TINGKAT = ['provinsi', 'kabupaten', 'kecamatan', 'desa'] as const;

/**
 * The four region selects, bound to the four code fields of the form. The form holds only the
 * codes; the regions behind them (the saved address `awal`, and each one chosen since) are kept
 * here, so a reset of the form shows in the selects too.
 */
export function WilayahField({ awal }: { awal?: WilayahDetail }) {
  const { setValue, control } = useFormContext<PasienFormIn>();
  const { errors, isSubmitted } = useFormState({ control, name: [...KODE] });
  const kode = useWatch({ control, name: [...KODE] });
  const dikenal = useRef(new Map<string, Wilayah>());
  if (awal) {
    const { provinsi, kabupaten, kecamatan, ...desa } = awal;
    for (const w of [provinsi, kabupaten, kecamatan, desa]) if (w) dikenal.current.set(w.kode, w);
  }

  const nilai: NilaiWilayah = {};
  for (const [i, t] of TINGKAT.entries()) {
    const w = dikenal.current.get(kode[i] ?? '');
    if (!w) break;
    nilai[t] = w;
  }

  const ubah = (v: NilaiWilayah) => {
    TINGKAT.forEach((t, i) => {
      const w = v[t];
      if (w) dikenal.current.set(w.kode, w);
      setValue(KODE[i] ?? 'desa_kode', w?.kode ?? '', { shouldDirty: true, shouldValidate: isSubmitted });
    });
  };
  // An empty level shows 'Wajib dipilih' in the select itself; anything else the rules said shows here.
  const galat = KODE.map((k) => errors[k]?.message).find((m) => m && !m.endsWith('wajib dipilih'));
  return (
    <>
      <WilayahSelect value={nilai} onChange={ubah} required showErrors={isSubmitted} />
      {galat ? <FormHelperText error>{galat}</FormHelperText> : null}
    </>
  );
}
