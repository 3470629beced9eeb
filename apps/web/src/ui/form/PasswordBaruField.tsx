import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import { ATURAN_PASSWORD } from '@rawat/domain';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { PasswordInput } from '../PasswordInput.tsx';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  /**
   * Show the password policy under the field as a checklist that follows the typing; the
   * username (when known) makes its username rule count. Left out on a confirmation field.
   */
  kebijakan?: { username?: string | null };
  autoComplete?: 'new-password' | 'current-password';
}

// Read by screen readers after each rule; the icon says the same to the eye.
const hanyaPembacaLayar = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A new-password field bound to react-hook-form (create account, reset, one's own change). With
 * `kebijakan`, the rules of @rawat/domain's policy stand under it: met ones turn green as the
 * person types, and unmet ones turn red once the field was left or the form was submitted.
 */
export function PasswordBaruField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  kebijakan,
  autoComplete = 'new-password',
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const nilai = typeof field.value === 'string' ? field.value : '';
        const tunjukkan = Boolean(fieldState.error) || fieldState.isTouched || formState.isSubmitted;
        return (
          <div>
            <PasswordInput
              name={field.name}
              value={nilai}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={label}
              required
              fullWidth
              autoComplete={autoComplete}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? hint}
            />
            {kebijakan ? (
              <Box
                component="ul"
                aria-label="Syarat password"
                sx={{ listStyle: 'none', m: 0, mt: 0.75, mx: 1.75, p: 0, display: 'grid', gap: 0.25 }}
              >
                {ATURAN_PASSWORD.map((a) => {
                  const ok = a.terpenuhi(nilai, kebijakan.username) && nilai !== '';
                  const salah = !ok && tunjukkan;
                  const Ikon = ok ? CheckCircleIcon : salah ? CancelIcon : RadioButtonUncheckedIcon;
                  return (
                    <Box
                      component="li"
                      key={a.kode}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 0.75,
                        typography: 'caption',
                        lineHeight: 1.5,
                        color: ok ? 'success.main' : salah ? 'error.main' : 'text.secondary',
                      }}
                    >
                      <Ikon aria-hidden sx={{ fontSize: 16 }} />
                      {a.label}
                      <Box component="span" sx={hanyaPembacaLayar}>
                        {ok ? ' (terpenuhi)' : ' (belum terpenuhi)'}
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            ) : null}
          </div>
        );
      }}
    />
  );
}
