import Typography from '@mui/material/Typography';
import { type ApiMaster, type MasterDasar, organisasiApi } from '@rawat/domain';
import { type ReactNode, useMemo, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useMasterAktif } from '../../../api/master.ts';
import { FilterPilih, type SaringMaster } from '../../../ui/FilterPilih.tsx';
import { FormPilih } from '../../../ui/form/fields.tsx';

/** Another master list, as a form or a filter picks from it. */
type RujukanApi = Pick<ApiMaster<MasterDasar>, 'daftar'>;

/**
 * A select of the active records of another master (an organisation, a division…). When the
 * record being edited points at one that has since been retired, that one is still shown, marked
 * nonaktif, so the form keeps the link unless the user changes it.
 */
export function FormRujukan<T extends FieldValues>({
  name,
  label,
  api,
  saatIni,
  kecuali,
  helperText,
  kosong = 'Tidak ada',
}: {
  name: Path<T>;
  label: string;
  /** The referenced master's contracts (`divisiApi`). */
  api: RujukanApi;
  /** The link the record already has, with the name the list DTO carries. */
  saatIni?: { uid: string | null; nama: string | null };
  /** A record that may not be picked (an organisation cannot be its own parent). */
  kecuali?: string;
  helperText?: ReactNode;
  kosong?: string;
}) {
  const aktif = useMasterAktif(api);
  const pilihan = useMemo(() => {
    const daftar: { value: string; label: ReactNode }[] = (aktif.data ?? [])
      .filter((r) => r.uid !== kecuali)
      .map((r) => ({ value: r.uid, label: `${r.kode} – ${r.nama}` }));
    const uid = saatIni?.uid;
    if (uid && !daftar.some((p) => p.value === uid)) {
      daftar.unshift({
        value: uid,
        label: aktif.data ? `${saatIni?.nama ?? 'Data'} (nonaktif)` : (saatIni?.nama ?? '…'),
      });
    }
    return daftar;
  }, [aktif.data, kecuali, saatIni?.uid, saatIni?.nama]);
  return (
    <FormPilih<T>
      name={name}
      label={label}
      pilihan={pilihan}
      kosong={kosong}
      helperText={aktif.isError ? `Daftar ${label.toLowerCase()} gagal dimuat` : helperText}
    />
  );
}

/** A toolbar filter over the active records of another master. */
export function SaringRujukan(p: {
  label: string;
  api: RujukanApi;
  value: string;
  onChange: (v: string) => void;
  semua: string;
}) {
  const aktif = useMasterAktif(p.api);
  const pilihan = useMemo(
    () => (aktif.data ?? []).map((r) => ({ value: r.uid, label: r.nama })),
    [aktif.data],
  );
  // MUI warns of a value without its option; until the options arrive the select reads as 'all'.
  const value = pilihan.some((o) => o.value === p.value) ? p.value : '';
  return (
    <FilterPilih label={p.label} value={value} onChange={p.onChange} semua={p.semua} pilihan={pilihan} />
  );
}

/** A SaringRujukan with its own state, filtering the list by query parameter `kunci`. */
export function useSaringRujukan(
  kunci: string,
  p: { label: string; api: RujukanApi; semua: string },
): SaringMaster {
  const [value, setValue] = useState('');
  return {
    filter: { [kunci]: value || undefined },
    toolbar: <SaringRujukan {...p} value={value} onChange={setValue} />,
  };
}

/** The filter of divisions and locations by the organisation they belong to. */
export const SARING_ORGANISASI = {
  label: 'Organisasi',
  api: organisasiApi,
  semua: 'Semua organisasi',
} as const;

/** A table cell for optional text: the text, or a muted dash. */
export function TeksAtauStrip({ teks }: { teks: ReactNode }) {
  return teks ? (
    <Typography variant="body2">{teks}</Typography>
  ) : (
    <Typography variant="body2" color="text.secondary">
      –
    </Typography>
  );
}

/** Options of a fixed list with its labels, for FormPilih and FilterPilih. */
export function pilihanDari<K extends string>(kode: readonly K[], label: Record<K, string>) {
  return kode.map((k) => ({ value: k, label: label[k] }));
}
