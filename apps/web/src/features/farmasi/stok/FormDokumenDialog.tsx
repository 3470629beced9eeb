import { zodResolver } from '@hookform/resolvers/zod';
import { type DokumenStok, type JenisDokumenStok, LABEL_JENIS_DOKUMEN_STOK } from '@rawat/domain';
import { type ReactNode, useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { FormDialog } from '../../../ui/form/FormDialog.tsx';
import { useTulisDokumen } from './dokumen.api.ts';

/**
 * The create dialog of a stock document: the domain input schema checks the form, the server's
 * 400/409 errors land on their fields ('items.1.jumlah'), and the saved document is handed back.
 */
export function FormDokumenDialog<In extends FieldValues, Out>({
  jenis,
  open,
  onClose,
  schema,
  nilaiAwal,
  judul,
  setelahSimpan,
  children,
}: {
  jenis: JenisDokumenStok;
  open: boolean;
  onClose: () => void;
  schema: z.ZodType<Out, In>;
  nilaiAwal: In;
  judul?: string;
  setelahSimpan?: (d: DokumenStok) => void;
  children: ReactNode;
}) {
  const toast = useToast();
  const tulis = useTulisDokumen(jenis);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: nilaiAwal as DefaultValues<In>,
    mode: 'onTouched',
  });
  const { reset, setError } = form;
  // Reset on opening only: the initial values object is new on every render of the caller.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (open) reset(nilaiAwal as DefaultValues<In>);
  }, [open, reset]);

  const simpan = async (v: Out) => {
    const d = await tulis.mutateAsync({ body: v });
    toast.success(`${LABEL_JENIS_DOKUMEN_STOK[jenis]} ${d.nomor} tersimpan`);
    setelahSimpan?.(d);
    onClose();
  };
  return (
    <FormDialog<In, Out>
      open={open}
      onClose={onClose}
      judul={judul ?? `Buat ${LABEL_JENIS_DOKUMEN_STOK[jenis]} (${jenis})`}
      form={form}
      onSimpan={simpan}
      galatServer={(err) => {
        // Every named path lands on its field ('items.1.jumlah'); the message stays above the form too.
        if (err instanceof ApiError)
          err.errors.forEach((e, n) => {
            setError(e.path as Path<In>, { type: 'server', message: e.message }, { shouldFocus: n === 0 });
          });
        return pesanError(err);
      }}
      maxWidth="lg"
      layarPenuhKecil
      grid
    >
      {children}
    </FormDialog>
  );
}
