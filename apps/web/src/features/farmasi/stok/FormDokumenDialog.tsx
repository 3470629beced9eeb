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
import { type DokumenStok, type JenisDokumenStok, LABEL_JENIS_DOKUMEN_STOK } from '@rawat/domain';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
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
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const tulis = useTulisDokumen(jenis);
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: nilaiAwal as DefaultValues<In>,
    mode: 'onTouched',
  });
  const { reset, setError, handleSubmit, formState } = form;
  // Reset on opening only: the initial values object is new on every render of the caller.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (open) {
      reset(nilaiAwal as DefaultValues<In>);
      setGalatUmum(null);
    }
  }, [open, reset]);

  const simpan = async (v: Out) => {
    setGalatUmum(null);
    try {
      const d = await tulis.mutateAsync({ body: v });
      toast.success(`${LABEL_JENIS_DOKUMEN_STOK[jenis]} ${d.nomor} tersimpan`);
      setelahSimpan?.(d);
      onClose();
    } catch (err) {
      if (err instanceof ApiError)
        err.errors.forEach((e, n) => {
          setError(e.path as Path<In>, { type: 'server', message: e.message }, { shouldFocus: n === 0 });
        });
      setGalatUmum(pesanError(err));
    }
  };
  const menyimpan = formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={menyimpan ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={layarKecil}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(simpan)}>
          <DialogTitle>{judul ?? `Buat ${LABEL_JENIS_DOKUMEN_STOK[jenis]} (${jenis})`}</DialogTitle>
          <DialogContent dividers>
            {galatUmum ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {galatUmum}
              </Alert>
            ) : null}
            <Grid container spacing={2}>
              {children}
            </Grid>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose} disabled={menyimpan} color="inherit">
              Batal
            </Button>
            <Button type="submit" variant="contained" loading={menyimpan}>
              Simpan
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
