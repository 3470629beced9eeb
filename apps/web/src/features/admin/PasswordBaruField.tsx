import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { PasswordInput } from '../../ui/PasswordInput.tsx';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: string;
}

/** A new-password field bound to react-hook-form (create account, reset password). */
export function PasswordBaruField<T extends FieldValues>({ control, name, label, hint }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordInput
          name={field.name}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          required
          fullWidth
          autoComplete="new-password"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
        />
      )}
    />
  );
}
