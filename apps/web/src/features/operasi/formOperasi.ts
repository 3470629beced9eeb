import { zodResolver } from '@hookform/resolvers/zod';
import { JENIS_ANESTESI, LABEL_JENIS_ANESTESI } from '@rawat/domain';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { terapkanGalatServer } from '../../ui/form-errors.ts';

export const PILIHAN_ANESTESI = JENIS_ANESTESI.map((j) => ({ value: j, label: LABEL_JENIS_ANESTESI[j] }));

/** An ISO moment as the datetime-local field's value (WIB wall clock), and back. */
export const keLokal = (iso: string | null | undefined) =>
  iso ? new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 16) : '';
export const keIso = (lokal: string) => (lokal ? `${lokal}:00+07:00` : '');
/** A number field's text as the contract's number ('' = not filled). */
export const keAngka = (s: string) => (s.trim() === '' ? null : Number(s));

/**
 * The domain's input schema as the form's resolver. The form holds what its fields show (a WIB
 * wall clock, a number as typed, no code picked yet); `keInput` turns that into the contract's
 * input, so the checks and their messages are exactly the server's.
 */
export function resolverKontrak<In extends FieldValues, Out>(
  schema: unknown,
  keInput: (v: In) => unknown,
): Resolver<In, unknown, Out> {
  const dasar = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Out>;
  return (v, ctx, opsi) => dasar(keInput(v) as FieldValues, ctx, opsi as never) as never;
}

/**
 * A tab's form on the operation page: the contract as resolver, a save that toasts on success,
 * and a server 400 put on its fields (anything else is returned as `umum`, shown above the button).
 */
export function useFormKontrak<In extends FieldValues, Out>({
  schema,
  awal,
  keInput,
  simpan,
  berhasil,
}: {
  schema: unknown;
  awal: DefaultValues<In> & In;
  keInput: (v: In) => unknown;
  simpan: (v: Out) => Promise<unknown>;
  berhasil: string | ((r: unknown) => string);
}) {
  const toast = useToast();
  const [umum, setUmum] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({ resolver: resolverKontrak(schema, keInput), defaultValues: awal });
  const kirim = form.handleSubmit(async (v) => {
    setUmum(null);
    try {
      const r = await simpan(v);
      toast.success(typeof berhasil === 'string' ? berhasil : berhasil(r));
    } catch (e) {
      const sisa = terapkanGalatServer(e, Object.keys(awal) as Path<In>[], form.setError);
      setUmum(sisa === null ? null : pesanError(e));
    }
  });
  return { form, umum, setUmum, kirim };
}
