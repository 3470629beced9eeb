import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiMaster } from '@rawat/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../api/client.ts';
// The generic master hooks (taking a list's contracts) live in features/master/bersama for now.
import { useMasterMutasi } from '../../api/master.ts';
import { useToast } from '../../shell/toast.tsx';
import { FormDialog } from '../form/FormDialog.tsx';
import { terapkanGalatServer } from '../form-errors.ts';

export interface MasterFormDialogProps<
  In extends FieldValues,
  Out,
  T extends { uid: string; kode: string; nama: string },
> {
  open: boolean;
  onClose: () => void;
  /** null creates a new record. */
  item: T | null;
  /** The list's contracts (`bankApi`: kontrakMaster in @rawat/domain). */
  api: ApiMaster<T>;
  /** 'Bank' → 'Tambah Bank', 'Ubah Bank BCA'. */
  label: string;
  /** The form's schema: usually the domain input contract, so client and server agree. */
  schema: z.ZodType<Out, In>;
  nilaiAwal: (item: T | null) => In;
  /** Form values → request body (default: as parsed). */
  keBody?: (values: Out) => unknown;
  /** Every field name, so a server 400/409 can land on its field. */
  fields: readonly Path<In>[];
  /** Array fields whose server errors ('jadwal.1.jam_mulai') land on that row's own field. */
  larik?: readonly string[];
  /** The first field to focus. */
  fokus?: Path<In>;
  maxWidth?: 'sm' | 'md' | 'lg';
  /** Called after a successful save (before closing). */
  setelahSimpan?: (saved: T, baru: boolean) => void;
  /** Called after a new record is saved (after `setelahSimpan`, before closing). */
  setelahBaru?: (saved: T) => void;
  /** The fields, laid out in a Grid container; they read the form from context. */
  children: ReactNode;
}

/**
 * Puts the server errors of array rows ('jadwal.1.jam_mulai') on those rows' fields and returns the
 * error with the rest, or null when every error landed on a row.
 */
function galatLarik<In extends FieldValues>(
  err: unknown,
  larik: readonly string[],
  setError: UseFormSetError<In>,
): unknown | null {
  if (!larik.length || !(err instanceof ApiError) || !err.errors.length) return err;
  const sisa: ApiError['errors'] = [];
  let terpasang = 0;
  for (const e of err.errors) {
    const segmen = e.path.split(/[./]/).filter(Boolean);
    if (segmen.length > 2 && larik.includes(segmen[0] ?? '') && /^\d+$/.test(segmen[1] ?? '')) {
      setError(
        segmen.join('.') as Path<In>,
        { type: 'server', message: e.message },
        { shouldFocus: terpasang === 0 },
      );
      terpasang += 1;
    } else sisa.push(e);
  }
  if (!terpasang) return err;
  if (!sisa.length) return null;
  return new ApiError(err.status, { message: err.message, code: err.code, errors: sisa });
}

/** The create/edit dialog of a master record: zod-checked fields, server errors on the fields, toasts. */
export function MasterFormDialog<
  In extends FieldValues,
  Out,
  T extends { uid: string; kode: string; nama: string },
>(p: MasterFormDialogProps<In, Out, T>) {
  const toast = useToast();
  const { buat, ubah } = useMasterMutasi(p.api);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(p.schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: p.nilaiAwal(p.item) as DefaultValues<In>,
    mode: 'onTouched',
  });
  const { reset, setError } = form;
  const { open, item } = p;
  // Read through a ref: an inline nilaiAwal is a new function each render and must not re-reset the form.
  const nilaiAwal = useRef(p.nilaiAwal);
  nilaiAwal.current = p.nilaiAwal;

  useEffect(() => {
    if (!open) return;
    reset(nilaiAwal.current(item) as DefaultValues<In>);
  }, [open, item, reset]);

  const simpan = async (v: Out) => {
    const body = p.keBody ? p.keBody(v) : v;
    const saved = p.item ? await ubah.mutateAsync({ uid: p.item.uid, body }) : await buat.mutateAsync(body);
    toast.success(
      p.item
        ? `${p.label} ${saved.kode} – ${saved.nama} berhasil diperbarui`
        : `${p.label} ${saved.kode} – ${saved.nama} berhasil ditambahkan`,
    );
    p.setelahSimpan?.(saved, !p.item);
    if (!p.item) p.setelahBaru?.(saved);
    p.onClose();
  };

  return (
    <FormDialog<In, Out>
      open={p.open}
      onClose={p.onClose}
      judul={p.item ? `Ubah ${p.label} ${p.item.kode}` : `Tambah ${p.label}`}
      form={form}
      onSimpan={simpan}
      galatServer={(err) => {
        const sisa = galatLarik(err, p.larik ?? [], setError);
        return sisa === null ? null : terapkanGalatServer(sisa, p.fields, setError);
      }}
      fokus={p.fokus ?? ('kode' as Path<In>)}
      tombolSimpan={p.item ? 'Simpan Perubahan' : 'Simpan'}
      maxWidth={p.maxWidth ?? 'sm'}
      layarPenuhKecil
      grid
    >
      {p.children}
    </FormDialog>
  );
}
