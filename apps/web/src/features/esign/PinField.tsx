import TextField from '@mui/material/TextField';
import type { ReactNode, Ref } from 'react';

export const PANJANG_PIN = 6;

export interface PinFieldProps {
  label: string;
  value: string;
  onChange: (pin: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
  disabled?: boolean;
  /** 'new-password' while choosing a PIN, so a password manager offers nothing stale. */
  autoComplete?: 'new-password' | 'off';
}

/** A six-digit PIN, masked, with the phone's number pad; anything but digits is dropped as typed. */
export function PinField({ label, value, onChange, autoComplete = 'off', ...rest }: PinFieldProps) {
  return (
    <TextField
      {...rest}
      fullWidth
      label={label}
      type="password"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, PANJANG_PIN))}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: PANJANG_PIN,
          style: { letterSpacing: '0.5em', fontSize: '1.25rem' },
        },
      }}
    />
  );
}
