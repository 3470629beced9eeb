import AddIcon from '@mui/icons-material/Add';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LayananKlinisDto, ResepInput } from '@rawat/domain';
import { useState } from 'react';
import { FormProvider, type Path, useFieldArray, useForm } from 'react-hook-form';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { BarisResep } from './BarisResep.tsx';
import { useTulisResep } from './resep.api.ts';
import { AlergiPasien, FieldTeks } from './resep.fields.tsx';
import { barisKosong, type FormResep, keField, resolver } from './resep.form.ts';

/**
 * 'Tulis Resep': plain lines (product, quantity in its base unit, signa) and racikan lines (name,
 * form, number of divided doses, signa, and the products mixed in, in order). Sent to the
 * pharmacy as one prescription.
 */
export function DialogResep({ layanan, onClose }: { layanan: LayananKlinisDto; onClose: () => void }) {
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('md'));
  const tulis = useTulisResep(layanan.uid);
  const toast = useToast();
  const [galatServer, setGalatServer] = useState<string | null>(null);
  const form = useForm<FormResep, unknown, ResepInput>({
    defaultValues: { catatan: '', detail: [barisKosong('NON_RACIKAN')] },
    resolver,
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'detail' });
  const galat = form.formState.errors;

  const kirim = form.handleSubmit((input) => {
    setGalatServer(null);
    tulis.mutate(input, {
      onSuccess: (r) => {
        toast.success(`Resep ${r.nomor} terkirim ke farmasi`);
        onClose();
      },
      onError: (e) => {
        const sisa =
          e instanceof ApiError ? e.errors.filter((x) => keField(x.path.split('.')) === 'root.umum') : [];
        if (e instanceof ApiError)
          for (const x of e.errors) {
            const f = keField(x.path.split('.'));
            if (f !== 'root.umum')
              form.setError(f as Path<FormResep>, { type: 'server', message: x.message });
          }
        if (!(e instanceof ApiError) || !e.errors.length || sisa.length) setGalatServer(pesanError(e));
      },
    });
  });

  return (
    <Dialog
      open
      onClose={tulis.isPending ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={layarKecil}
    >
      <DialogTitle>Tulis Resep</DialogTitle>
      <FormProvider {...form}>
        <AlergiPasien.Provider value={layanan.pasien.alergi}>
          <DialogContent dividers>
            {layanan.pasien.alergi.length ? (
              <Alert severity="error" icon={<WarningAmberIcon />} sx={{ mb: 2 }}>
                <b>Alergi:</b> {layanan.pasien.alergi.join(', ')}
              </Alert>
            ) : null}
            {fields.map((f, i) => (
              <BarisResep
                key={f.id}
                i={i}
                jumlahBaris={fields.length}
                onNaik={() => move(i, i - 1)}
                onTurun={() => move(i, i + 1)}
                onHapus={() => remove(i)}
              />
            ))}
            {galat.detail?.root?.message ? (
              <Alert severity="error" sx={{ mb: 1 }}>
                {galat.detail.root.message}
              </Alert>
            ) : null}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => append(barisKosong('NON_RACIKAN'))}
              >
                Tambah Obat
              </Button>
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<AddIcon />}
                onClick={() => append(barisKosong('RACIKAN'))}
              >
                Tambah Racikan
              </Button>
            </Box>
            <FieldTeks
              name="catatan"
              label="Catatan untuk farmasi"
              placeholder="Mis. pasien sulit menelan tablet"
            />
            {galat.root?.umum?.message || galatServer ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {galatServer ?? galat.root?.umum?.message}
              </Alert>
            ) : null}
          </DialogContent>
        </AlergiPasien.Provider>
      </FormProvider>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={tulis.isPending}>
          Batal
        </Button>
        <Button variant="contained" onClick={() => void kirim()} loading={tulis.isPending}>
          Kirim ke Farmasi
        </Button>
      </DialogActions>
    </Dialog>
  );
}
