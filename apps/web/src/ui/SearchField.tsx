import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from './useDebounced.ts';

export type SearchFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** The search in effect (e.g. `list.search`). */
  value: string;
  /** Called 160 ms after the last keystroke (spec §9), and at once when cleared. */
  onChange: (q: string) => void;
  debounceMs?: number;
};

/** A search box for lists: debounced, with a clear button. Pair with `usePagedList().setSearch`. */
export function SearchField({
  value,
  onChange,
  debounceMs = DEBOUNCE_MS,
  placeholder = 'Cari…',
  size = 'small',
  ...rest
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const last = useRef(value);

  // An outside reset (e.g. a filter change) shows in the box.
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === last.current) return;
    const t = setTimeout(() => {
      last.current = text;
      onChangeRef.current(text);
    }, debounceMs);
    return () => clearTimeout(t);
  }, [text, debounceMs]);

  const clear = () => {
    setText('');
    last.current = '';
    onChangeRef.current('');
  };

  return (
    <TextField
      {...rest}
      size={size}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value.replace(/^\s+/, ''))}
      slotProps={{
        htmlInput: { 'aria-label': typeof placeholder === 'string' ? placeholder : 'Cari' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label="Hapus pencarian" onClick={clear} edge="end">
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
