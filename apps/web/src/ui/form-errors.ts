import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client.ts';

/**
 * Puts a 400's `errors[{path,message}]` on the matching form fields. Returns the message to show
 * above the form when no field claimed the error (network failure, 403, 500…), else null.
 */
export function terapkanGalatServer<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!(err instanceof ApiError))
    return err instanceof Error ? err.message : 'Terjadi kesalahan. Silakan coba lagi.';
  let terpasang = 0;
  for (const e of err.errors) {
    // The server may name the field as 'email', 'body.email' or '/email'.
    const segmen = e.path.split(/[./]/).filter(Boolean);
    const field = fields.find((f) => segmen.includes(f));
    if (field) {
      setError(field, { type: 'server', message: e.message }, { shouldFocus: terpasang === 0 });
      terpasang += 1;
    }
  }
  return terpasang > 0 ? null : err.message;
}

/**
 * Whether the person has already put the cursor in a field. A dialog focuses its first field when
 * its opening transition ends; if they were quicker, moving the cursor would send their typing
 * into the wrong field.
 */
export function sudahMengetik(): boolean {
  const el = document.activeElement;
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
}
