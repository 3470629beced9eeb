import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { useToast } from '../../../shell/toast.tsx';
import { sudahMengetik, terapkanGalatServer } from '../../../ui/form-errors.ts';
import { useMasterMutasi } from './master.api.ts';

export interface MasterFormDialogProps<
  In extends FieldValues,
  Out,
  T extends { uid: string; kode: string; nama: string },
> {
  open: boolean;
  onClose: () => void;
  /** null creates a new record. */
  item: T | null;
  /** API path ('/master/bank'). */
  path: string;
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
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const { buat, ubah } = useMasterMutasi<T>(p.path);
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(p.schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: p.nilaiAwal(p.item) as DefaultValues<In>,
    mode: 'onTouched',
  });
  const { handleSubmit, reset, setError, formState } = form;
  const { open, item } = p;
  // Read through a ref: an inline nilaiAwal is a new function each render and must not re-reset the form.
  const nilaiAwal = useRef(p.nilaiAwal);
  nilaiAwal.current = p.nilaiAwal;

  useEffect(() => {
    if (!open) return;
    reset(nilaiAwal.current(item) as DefaultValues<In>);
    setGalatUmum(null);
  }, [open, item, reset]);

  const simpan = async (v: Out) => {
    setGalatUmum(null);
    const body = p.keBody ? p.keBody(v) : v;
    try {
      const saved = p.item ? await ubah.mutateAsync({ uid: p.item.uid, body }) : await buat.mutateAsync(body);
      toast.success(
        p.item
          ? `${p.label} ${saved.kode} – ${saved.nama} berhasil diperbarui`
          : `${p.label} ${saved.kode} – ${saved.nama} berhasil ditambahkan`,
      );
      p.setelahSimpan?.(saved, !p.item);
      if (!p.item) p.setelahBaru?.(saved);
      p.onClose();
    } catch (err) {
      const sisa = galatLarik(err, p.larik ?? [], setError);
      setGalatUmum(sisa === null ? null : terapkanGalatServer(sisa, p.fields, setError));
    }
  };

  const menyimpan = formState.isSubmitting;
  const tutup = () => {
    if (!menyimpan) p.onClose();
  };

  return (
    <Dialog
      open={p.open}
      onClose={tutup}
      fullWidth
      maxWidth={p.maxWidth ?? 'sm'}
      fullScreen={layarKecil}
      slotProps={{
        transition: {
          onEntered: () => {
            if (!sudahMengetik()) form.setFocus(p.fokus ?? ('kode' as Path<In>));
          },
        },
      }}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(simpan)}>
          <DialogTitle>{p.item ? `Ubah ${p.label} ${p.item.kode}` : `Tambah ${p.label}`}</DialogTitle>
          <DialogContent dividers>
            {galatUmum && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {galatUmum}
              </Alert>
            )}
            <Grid container spacing={2}>
              {p.children}
            </Grid>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={tutup} disabled={menyimpan} color="inherit">
              Batal
            </Button>
            <Button type="submit" variant="contained" loading={menyimpan}>
              {p.item ? 'Simpan Perubahan' : 'Simpan'}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
