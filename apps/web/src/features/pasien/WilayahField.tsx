import FormHelperText from '@mui/material/FormHelperText';
import { bacaNik, type Wilayah, type WilayahDetail } from '@rawat/domain';
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { type NilaiWilayah, WilayahSelect } from '../../ui/WilayahSelect.tsx';
import { useWilayah } from './pasien.api.ts';
import type { PasienFormIn } from './pasien.form.ts';

/** The issuing kecamatan a whole, valid NIK encodes ('32.73.02'), else null. */
function kecamatanNik(nik: string | undefined | null): string | null {
  const angka = (nik ?? '').replace(/\s/g, '');
  if (angka.length !== 16) return null;
  const hasil = bacaNik(angka);
  return hasil.ok ? hasil.info.kode_kecamatan : null;
}

const KODE = ['provinsi_kode', 'kabupaten_kode', 'kecamatan_kode', 'desa_kode'] as const;
const TINGKAT = ['provinsi', 'kabupaten', 'kecamatan', 'desa'] as const;

/**
 * The four region selects, bound to the four code fields of the form. The form holds only the
 * codes; the regions behind them (the saved address `awal`, and each one chosen since) are kept
 * here, so a reset of the form shows in the selects too.
 */
export function WilayahField({ awal }: { awal?: WilayahDetail }) {
  const { setValue, getValues, control } = useFormContext<PasienFormIn>();
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
  // The NIK names the kecamatan that issued it, usually where the patient lives: an address not
  // chosen yet starts there (province, regency, district; the village is left to the person). A
  // kecamatan filled this way follows a corrected NIK; one the person chose is never replaced. A
  // NIK whose code the regions file no longer has (re-coded areas) fills nothing.
  const dariNik = useWilayah(kecamatanNik(useWatch({ control, name: 'nik' })));
  const terisiDariNik = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the NIK names another kecamatan
  useEffect(() => {
    const d = dariNik.data;
    if (!d?.provinsi || !d.kabupaten || d.tingkat !== 3) return;
    const [prov, kec, desa] = getValues(['provinsi_kode', 'kecamatan_kode', 'desa_kode']);
    const bebas = !prov || (kec === terisiDariNik.current && !desa);
    if (!bebas || kec === d.kode) return;
    const { provinsi, kabupaten, kecamatan: _, ...kecamatan } = d;
    terisiDariNik.current = kecamatan.kode;
    ubah({ provinsi, kabupaten, kecamatan });
  }, [dariNik.data]);

  // An empty level shows 'Wajib dipilih' in the select itself; anything else the rules said shows here.
  const galat = KODE.map((k) => errors[k]?.message).find((m) => m && !m.endsWith('wajib dipilih'));
  return (
    <>
      <WilayahSelect value={nilai} onChange={ubah} required showErrors={isSubmitted} />
      {galat ? <FormHelperText error>{galat}</FormHelperText> : null}
    </>
  );
}
