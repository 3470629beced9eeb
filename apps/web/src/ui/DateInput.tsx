import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format, isValid } from 'date-fns';
import { id } from 'date-fns/locale/id';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { pickersIdID } from './pickers-id.ts';

/** Bounds of spec §5/§9. */
const BATAS_UMUM_MIN = '1900-01-01';
const BATAS_UMUM_MAX = '2099-12-31';
const MIN_BAWAAN = '1930-01-01';
/** Display format of spec §5; the field shows the mask ____/__/__. */
export const FORMAT_TANGGAL_INPUT = 'yyyy/MM/dd';

export const PESAN_TANGGAL_WAJIB = 'Tanggal wajib diisi';

/** 'YYYY-MM-DD' → a local date at 00:00, or null. */
function keDate(s: string | null | undefined): Date | null {
  if (!s) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isValid(d) ? d : null;
}

const keString = (d: Date) => format(d, 'yyyy-MM-dd');
const tampil = (d: Date) => format(d, 'dd MMMM yyyy', { locale: id });

export interface DateInputProps {
  /** 'YYYY-MM-DD', or undefined/null/'' when empty. */
  value: string | null | undefined;
  /** 'YYYY-MM-DD' for a valid date; undefined when empty or not (yet) a valid date. */
  onChange: (value: string | undefined) => void;
  label: ReactNode;
  required?: boolean;
  /** An outside error (e.g. from react-hook-form); the input's own errors take precedence. */
  error?: string;
  helperText?: ReactNode;
  /** Lift the default minimum of 1930-01-01 (the general bound 1900-01-01 stays). */
  noMin?: boolean;
  /** Lift the default maximum of today (the general bound 2099-12-31 stays). */
  noMax?: boolean;
  /** Explicit bounds, 'YYYY-MM-DD'; they replace the defaults. */
  min?: string;
  max?: string;
  disableFuture?: boolean;
  disablePast?: boolean;
  shouldDisableDate?: (date: Date) => boolean;
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  onBlur?: () => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  ref?: Ref<HTMLInputElement>;
  slotProps?: DatePickerProps['slotProps'];
}

/**
 * The shared date input (spec §5): MUI X DatePicker, Indonesian, yyyy/MM/dd, clear and today
 * buttons, min 1930-01-01 and max today by default, 'Tanggal wajib diisi' when a required date is cleared.
 */
export function DateInput({
  value,
  onChange,
  label,
  required = false,
  error,
  helperText,
  noMin = false,
  noMax = false,
  min,
  max,
  disableFuture,
  disablePast,
  shouldDisableDate,
  disabled,
  readOnly,
  name,
  onBlur,
  size,
  fullWidth = true,
  ref,
  slotProps,
}: DateInputProps) {
  // The picker keeps its own (possibly half-typed, invalid) date; the form only sees valid dates.
  const [inner, setInner] = useState<Date | null>(() => keDate(value));
  const terakhir = useRef<string | undefined>(value || undefined);
  const [salah, setSalah] = useState<DateValidationError>(null);
  const [wajib, setWajib] = useState(false);

  useEffect(() => {
    const v = value || undefined;
    if (v !== terakhir.current) {
      terakhir.current = v;
      setInner(keDate(v));
      if (v) setWajib(false);
    }
  }, [value]);

  const minDate = keDate(min) ?? keDate(noMin ? BATAS_UMUM_MIN : MIN_BAWAAN) ?? new Date(1900, 0, 1);
  const maxDate = keDate(max) ?? (noMax ? keDate(BATAS_UMUM_MAX) : null) ?? hariIni();

  const emit = (v: string | undefined) => {
    terakhir.current = v;
    onChange(v);
  };

  const handleChange = (d: Date | null, context: { validationError: DateValidationError }) => {
    setInner(d);
    if (d === null) {
      // Clearing a required date sets an error (spec §4).
      if (required) setWajib(true);
      emit(undefined);
    } else if (isValid(d) && !context.validationError) {
      setWajib(false);
      emit(keString(d));
    } else {
      // Half-typed, impossible or out-of-bounds dates stay in the field with their message; the
      // form only ever receives a date that passes every rule.
      setWajib(false);
      emit(undefined);
    }
  };

  const pesanSalah = salah ? pesanValidasi(salah, minDate, maxDate) : null;
  const pesan = pesanSalah ?? (wajib ? PESAN_TANGGAL_WAJIB : null) ?? error ?? null;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={id} localeText={pickersIdID}>
      <DatePicker
        label={label}
        value={inner}
        onChange={handleChange}
        onError={setSalah}
        format={FORMAT_TANGGAL_INPUT}
        minDate={minDate}
        maxDate={maxDate}
        disableFuture={disableFuture}
        disablePast={disablePast}
        shouldDisableDate={shouldDisableDate}
        disabled={disabled}
        readOnly={readOnly}
        name={name}
        inputRef={ref}
        onClose={onBlur}
        slotProps={{
          ...slotProps,
          actionBar: { actions: ['clear', 'today'] },
          field: { clearable: true },
          textField: {
            required,
            size,
            fullWidth,
            onBlur,
            error: !!pesan,
            helperText: pesan ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}

function hariIni(): Date {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** Indonesian messages for the picker's validation errors (spec §5). */
export function pesanValidasi(
  reason: NonNullable<DateValidationError> | 'invalidRange',
  min: Date,
  max: Date,
): string {
  switch (reason) {
    case 'invalidDate':
      return 'Format tanggal tidak valid';
    case 'minDate':
      return `Tanggal tidak boleh sebelum ${tampil(min)}`;
    case 'maxDate':
      return `Tanggal tidak boleh setelah ${tampil(max)}`;
    case 'disableFuture':
      return 'Tanggal tidak boleh melewati hari ini';
    case 'disablePast':
      return 'Tanggal tidak boleh sebelum hari ini';
    case 'shouldDisableDate':
      return 'Tanggal ini tidak dapat dipilih';
    case 'shouldDisableMonth':
      return 'Bulan ini tidak dapat dipilih';
    case 'shouldDisableYear':
      return 'Tahun ini tidak dapat dipilih';
    case 'invalidRange':
      return 'Rentang tanggal tidak valid';
    default:
      return 'Tanggal tidak valid';
  }
}

/** Indonesian messages for time picker errors (spec §5), for screens that pick a time. */
export function pesanValidasiWaktu(
  reason: 'invalidDate' | 'minTime' | 'maxTime' | 'shouldDisableTime' | string,
): string {
  switch (reason) {
    case 'invalidDate':
      return 'Format waktu tidak valid';
    case 'minTime':
      return 'Waktu terlalu awal';
    case 'maxTime':
      return 'Waktu terlalu akhir';
    case 'shouldDisableTime':
      return 'Waktu ini tidak dapat dipilih';
    default:
      return 'Waktu tidak valid';
  }
}
