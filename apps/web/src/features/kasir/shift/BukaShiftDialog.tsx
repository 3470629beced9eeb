import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type BukaShiftInput, bukaShiftInputSchema, formatJam, formatRupiah } from '@rawat/domain';
import { useEffect, useState } from 'react';
import { FormProvider, type Path, type Resolver, useForm } from 'react-hook-form';
import { useToast } from '../../../shell/toast.tsx';
import { sudahMengetik, terapkanGalatServer } from '../../../ui/form-errors.ts';
import { FormAngka } from '../../master/bersama/fields.tsx';
import { useBukaShift } from './shift.api.ts';

interface Nilai {
  modal_awal: string;
}
const FIELDS: readonly Path<Nilai>[] = ['modal_awal'];

/** Opening a shift: the float (modal awal) put in the drawer, 0 when the drawer starts empty. */
export function BukaShiftDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const buka = useBukaShift();
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const form = useForm<Nilai, unknown, BukaShiftInput>({
    resolver: zodResolver(bukaShiftInputSchema as never) as unknown as Resolver<
      Nilai,
      unknown,
      BukaShiftInput
    >,
    defaultValues: { modal_awal: '' },
    mode: 'onTouched',
  });
  const { reset, handleSubmit, setError, formState } = form;
  useEffect(() => {
    if (open) {
      reset({ modal_awal: '' });
      setGalatUmum(null);
    }
  }, [open, reset]);

  const simpan = async (v: BukaShiftInput) => {
    setGalatUmum(null);
    try {
      const s = await buka.mutateAsync(v);
      toast.success(
        `Shift dibuka pukul ${formatJam(s.dibuka_pada)} dengan modal ${formatRupiah(s.modal_awal)}`,
      );
      onClose();
    } catch (err) {
      setGalatUmum(terapkanGalatServer(err, FIELDS, setError));
    }
  };
  const menyimpan = formState.isSubmitting;
  const tutup = () => {
    if (!menyimpan) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={tutup}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEntered: () => {
            if (!sudahMengetik()) form.setFocus('modal_awal');
          },
        },
      }}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(simpan)}>
          <DialogTitle>Buka Shift Kasir</DialogTitle>
          <DialogContent dividers>
            {galatUmum ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {galatUmum}
              </Alert>
            ) : null}
            <DialogContentText variant="body2" sx={{ mb: 2 }}>
              Hitung uang kembalian yang ada di laci sebelum melayani. Pembayaran dan deposit yang Anda terima
              dicatat di shift ini sampai ditutup.
            </DialogContentText>
            <FormAngka<Nilai>
              name="modal_awal"
              label="Modal awal"
              rupiah
              helperText="Uang di laci saat shift dimulai; kosongkan bila laci kosong"
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={tutup} disabled={menyimpan} color="inherit">
              Batal
            </Button>
            <Button type="submit" variant="contained" loading={menyimpan}>
              Buka Shift
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
