import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
} from 'react';

/**
 * The props of a TextField that a plain outlined text box needs; same names as MUI's TextField so
 * call sites read the same.
 */
export interface LightFieldProps {
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  id?: string;
  type?: string;
  inputRef?: Ref<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  endAdornment?: ReactNode;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * An outlined text box built from FormControl + OutlinedInput. MUI's TextField also bundles Select,
 * Menu and Popover; this keeps the login view's bundle small (see the 200 KB budget).
 */
export function LightField({
  label,
  id,
  inputRef,
  ref,
  required,
  disabled,
  fullWidth = true,
  error,
  helperText,
  size,
  endAdornment,
  htmlInput,
  ...input
}: LightFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const helperId = helperText ? `${fieldId}-helper` : undefined;
  return (
    <FormControl
      variant="outlined"
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      error={error}
      size={size}
    >
      <InputLabel htmlFor={fieldId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={fieldId}
        label={label}
        inputRef={inputRef ?? ref}
        endAdornment={endAdornment}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
