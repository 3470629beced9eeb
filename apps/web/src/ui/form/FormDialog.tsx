import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useState } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn, useFormState } from 'react-hook-form';
import { sudahMengetik, terapkanGalatServer } from '../form-errors.ts';

export interface FormDialogProps<In extends FieldValues, Out> {
  open: boolean;
  onClose: () => void;
  judul: ReactNode;
  /** The caller's react-hook-form (usually checked by the domain input schema). */
  form: UseFormReturn<In, unknown, Out>;
  /**
   * Saves the checked values. A returned string is shown above the form and keeps the dialog
   * open; a thrown error goes through `galatServer`. Toasts and closing are the caller's.
   */
  onSimpan: (values: Out) => Promise<unknown>;
  /** The fields a server 400/409 may name: their errors land on them, the rest above the form. */
  fields?: readonly Path<In>[];
  /** Handles a refusal instead of `fields`: puts what it can on fields, returns what to show above. */
  galatServer?: (err: unknown, values: Out) => string | null;
  /** The field focused once the dialog has opened, unless the person already put the cursor somewhere. */
  fokus?: Path<In>;
  /** The save button's text (default 'Simpan'). */
  tombolSimpan?: ReactNode;
  warnaSimpan?: 'primary' | 'warning' | 'error' | 'success';
  /** False keeps the save button disabled (e.g. until what the form needs has loaded). */
  bisaSimpan?: boolean;
  /** Replaces Batal and the save button (e.g. the print buttons once a shift is closed). */
  aksi?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Fill the screen on phones. */
  layarPenuhKecil?: boolean;
  /** Lay the children out in a Grid container (spacing 2); otherwise they are placed as they are. */
  grid?: boolean;
  /** The form's accessible name. */
  labelForm?: string;
  children: ReactNode;
}

/**
 * The create/edit dialog of a form: title, the form's general error, the fields, Batal and the
 * save button with its pending state. The dialog cannot be closed while saving; server errors
 * land on their fields.
 */
export function FormDialog<In extends FieldValues, Out>({
  open,
  onClose,
  judul,
  form,
  onSimpan,
  fields = [],
  galatServer,
  fokus,
  tombolSimpan = 'Simpan',
  warnaSimpan = 'primary',
  bisaSimpan = true,
  aksi,
  maxWidth = 'sm',
  layarPenuhKecil = false,
  grid = false,
  labelForm,
  children,
}: FormDialogProps<In, Out>) {
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const { isSubmitting: menyimpan } = useFormState({ control: form.control });
  const [galatUmum, setGalatUmum] = useState<string | null>(null);

  useEffect(() => {
    if (open) setGalatUmum(null);
  }, [open]);

  const simpan = async (values: Out) => {
    setGalatUmum(null);
    try {
      const pesan = await onSimpan(values);
      if (typeof pesan === 'string' && pesan) setGalatUmum(pesan);
    } catch (err) {
      setGalatUmum(galatServer ? galatServer(err, values) : terapkanGalatServer(err, fields, form.setError));
    }
  };

  const tutup = () => {
    if (!menyimpan) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={tutup}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={layarPenuhKecil && layarKecil}
      slotProps={{
        transition: {
          // Focus after the dialog has settled: autoFocus loses focus to the focus trap, and that
          // blur would mark the empty field touched and show an error before anything was typed.
          onEntered: () => {
            if (fokus && !sudahMengetik()) form.setFocus(fokus);
          },
        },
      }}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(simpan)} aria-label={labelForm}>
          <DialogTitle>{judul}</DialogTitle>
          <DialogContent dividers>
            {galatUmum ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {galatUmum}
              </Alert>
            ) : null}
            {grid ? (
              <Grid container spacing={2}>
                {children}
              </Grid>
            ) : (
              children
            )}
          </DialogContent>
          <DialogActions sx={aksi ? { px: 3, py: 2, flexWrap: 'wrap', gap: 1 } : { px: 3, py: 2 }}>
            {aksi ?? (
              <>
                <Button onClick={tutup} disabled={menyimpan} color="inherit">
                  Batal
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  color={warnaSimpan}
                  loading={menyimpan}
                  disabled={!bisaSimpan}
                >
                  {tombolSimpan}
                </Button>
              </>
            )}
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
