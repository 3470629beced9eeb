import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';

export interface FilterPilihProps<K extends string> {
  label: string;
  /** '' means every record. */
  value: K | '';
  onChange: (v: K | '') => void;
  /** The label of the '' option: 'Semua jenis'. */
  semua: string;
  pilihan: readonly { value: K; label: ReactNode }[];
  /** Flex basis and widest size in px on wider screens (default 180 and 240). */
  lebar?: readonly [number, number];
}

/** A list filter in a MasterPage toolbar: a select whose first option ('Semua …') means every record. */
export function FilterPilih<K extends string>({
  label,
  value,
  onChange,
  semua,
  pilihan,
  lebar = [180, 240],
}: FilterPilihProps<K>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(pilihan.find((p) => p.value === e.target.value)?.value ?? '')}
      sx={{ flex: `1 1 ${lebar[0]}px`, maxWidth: { sm: lebar[1] } }}
    >
      <MenuItem value="">{semua}</MenuItem>
      {pilihan.map((p) => (
        <MenuItem key={p.value} value={p.value}>
          {p.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A toolbar filter of a MasterPage: the list filter it sets and the element that chooses it. */
export interface SaringMaster {
  filter: Record<string, string | undefined>;
  toolbar: ReactNode;
}

/** A FilterPilih with its own state, filtering the list by query parameter `kunci`. */
export function useFilterPilih<K extends string>(
  kunci: string,
  p: Omit<FilterPilihProps<K>, 'value' | 'onChange'>,
): SaringMaster {
  const [value, setValue] = useState<K | ''>('');
  return {
    filter: { [kunci]: value || undefined },
    toolbar: <FilterPilih {...p} value={value} onChange={setValue} />,
  };
}
