import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, type Ref, useEffect, useMemo, useState } from 'react';
import { useDebounced } from './useDebounced.ts';

export type Saran = string[] | ((q: string) => string[] | Promise<string[]>);

export type TextInputProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'error' | 'defaultValue' | 'ref' | 'label'
> & {
  value: string | null | undefined;
  /** Receives the text with leading whitespace already removed (spec §5). */
  onChange: (value: string) => void;
  /** The error message (e.g. react-hook-form's `fieldState.error?.message`). */
  error?: string;
  label: ReactNode;
  required?: boolean;
  /** A list, or a function of the typed text returning one (possibly async, debounced 160 ms). */
  suggestions?: Saran;
  /** Hide the valid/required/opsional indicator. */
  noIndicator?: boolean;
  ref?: Ref<HTMLInputElement>;
};

const trimAwal = (s: string) => s.replace(/^\s+/, '');

function Indikator({ value, required, error }: { value: string; required: boolean; error?: string }) {
  // The three states of spec §5: valid, required (empty), opsional (empty, not required).
  if (error) {
    return (
      <Tooltip title={error}>
        <ErrorIcon color="error" fontSize="small" aria-label={error} />
      </Tooltip>
    );
  }
  if (value.trim() !== '') {
    return (
      <Tooltip title="valid">
        <CheckCircleIcon color="success" fontSize="small" aria-label="valid" />
      </Tooltip>
    );
  }
  if (required) {
    return (
      <Tooltip title="required">
        <ErrorIcon color="error" fontSize="small" sx={{ opacity: 0.75 }} aria-label="required" />
      </Tooltip>
    );
  }
  return (
    <Tooltip title="opsional">
      <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-label="opsional" />
    </Tooltip>
  );
}

/**
 * The shared text input (spec §5), ready for react-hook-form's Controller
 * (`<TextInput {...field} error={fieldState.error?.message} label="Nama" required />`).
 */
export function TextInput({
  value,
  onChange,
  error,
  label,
  required = false,
  suggestions,
  noIndicator = false,
  helperText,
  ref,
  slotProps,
  ...rest
}: TextInputProps) {
  const text = value ?? '';
  const indikator = noIndicator ? null : (
    <InputAdornment position="end">
      <Indikator value={text} required={required} error={error} />
    </InputAdornment>
  );

  if (!suggestions) {
    return (
      <TextField
        {...rest}
        label={label}
        required={required}
        value={text}
        onChange={(e) => onChange(trimAwal(e.target.value))}
        error={!!error}
        helperText={error ?? helperText}
        inputRef={ref}
        slotProps={{
          ...slotProps,
          input: {
            ...(typeof slotProps?.input === 'object' ? slotProps.input : {}),
            endAdornment: indikator,
          },
        }}
      />
    );
  }

  return (
    <SaranInput
      {...rest}
      text={text}
      onChange={onChange}
      error={error}
      label={label}
      required={required}
      helperText={helperText}
      inputRef={ref}
      suggestions={suggestions}
      indikator={indikator}
    />
  );
}

type SaranInputProps = Omit<TextFieldProps, 'onChange' | 'error' | 'value' | 'ref' | 'defaultValue'> & {
  text: string;
  onChange: (value: string) => void;
  error?: string;
  suggestions: Saran;
  indikator: ReactNode;
};

function SaranInput({
  text,
  onChange,
  error,
  suggestions,
  indikator,
  helperText,
  inputRef,
  disabled,
  onBlur,
  onFocus,
  ...rest
}: SaranInputProps) {
  const [focused, setFocused] = useState(false);
  const [options, setOptions] = useState<string[]>(Array.isArray(suggestions) ? suggestions : []);
  const [loading, setLoading] = useState(false);
  const q = useDebounced(text);
  const isFn = typeof suggestions === 'function';

  useEffect(() => {
    if (typeof suggestions !== 'function' || !focused) return;
    let batal = false;
    setLoading(true);
    Promise.resolve(suggestions(q))
      .then((list) => {
        if (!batal) setOptions(list);
      })
      .catch(() => {
        if (!batal) setOptions([]);
      })
      .finally(() => {
        if (!batal) setLoading(false);
      });
    return () => {
      batal = true;
    };
  }, [suggestions, q, focused]);

  const staticOptions = useMemo(() => (Array.isArray(suggestions) ? suggestions : null), [suggestions]);
  useEffect(() => {
    if (staticOptions) setOptions(staticOptions);
  }, [staticOptions]);

  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      openOnFocus
      disabled={disabled}
      options={options}
      loading={isFn && loading}
      loadingText="Memuat saran…"
      noOptionsText="Tidak ada saran"
      value={text}
      inputValue={text}
      // A function already filters by the query; a plain list is filtered here.
      filterOptions={
        isFn
          ? (x) => x
          : (x, state) => {
              const needle = state.inputValue.trim().toLowerCase();
              return needle ? x.filter((o) => o.toLowerCase().includes(needle)) : x;
            }
      }
      onInputChange={(_, v, reason) => {
        if (reason === 'input') onChange(trimAwal(v));
        else if (reason === 'clear') onChange('');
      }}
      onChange={(_, v) => onChange(trimAwal(v ?? ''))}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      renderInput={(params) => (
        <TextField
          {...rest}
          {...params}
          onBlur={onBlur}
          onFocus={onFocus}
          inputRef={inputRef}
          error={!!error}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {indikator}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
