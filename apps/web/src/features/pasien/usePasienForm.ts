import { zodResolver } from '@hookform/resolvers/zod';
import { type Pasien, pasienInputSchema, pasienUpdateSchema } from '@rawat/domain';
import { type Resolver, useForm } from 'react-hook-form';
import { nilaiAwalPasien, type PasienFormIn, type PasienFormOut } from './pasien.form.ts';

/**
 * The patient form checked by the domain contract itself: the new-patient form by the POST body,
 * the edit form by the PUT body (which adds the status). Errors show once a field is left.
 */
export function usePasienForm(pasien: Pasien | null) {
  const schema = pasien ? pasienUpdateSchema : pasienInputSchema;
  return useForm<PasienFormIn, unknown, PasienFormOut>({
    resolver: zodResolver(schema as never) as unknown as Resolver<PasienFormIn, unknown, PasienFormOut>,
    defaultValues: nilaiAwalPasien(pasien),
    mode: 'onTouched',
  });
}
