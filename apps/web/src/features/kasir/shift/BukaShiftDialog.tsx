import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { type BukaShiftInput, bukaShiftInputSchema, formatJam, formatRupiah } from '@rawat/domain';
import { useEffect } from 'react';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { useToast } from '../../../shell/toast.tsx';
import { FormDialog } from '../../../ui/form/FormDialog.tsx';
import { FormAngka } from '../../../ui/form/fields.tsx';
import { useBukaShift } from './shift.api.ts';

interface Nilai {
  modal_awal: string;
}
const FIELDS: readonly Path<Nilai>[] = ['modal_awal'];

/**
 * Opening a shift: the float (modal awal) put in the drawer, 0 when the drawer starts empty.
 * `setelahBuka` runs once the shift is open, for a screen that opened it on the way to a payment.
 */
export function BukaShiftDialog({
  open,
  onClose,
  setelahBuka,
}: {
  open: boolean;
  onClose: () => void;
  setelahBuka?: () => void;
}) {
  const toast = useToast();
  const buka = useBukaShift();
  const form = useForm<Nilai, unknown, BukaShiftInput>({
    resolver: zodResolver(bukaShiftInputSchema as never) as unknown as Resolver<
      Nilai,
      unknown,
      BukaShiftInput
    >,
    defaultValues: { modal_awal: '' },
    mode: 'onTouched',
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ modal_awal: '' });
  }, [open, reset]);

  const simpan = async (v: BukaShiftInput) => {
    const s = await buka.mutateAsync(v);
    toast.success(
      `Shift dibuka pukul ${formatJam(s.dibuka_pada)} dengan modal ${formatRupiah(s.modal_awal)}`,
    );
    onClose();
    setelahBuka?.();
  };
  return (
    <FormDialog<Nilai, BukaShiftInput>
      open={open}
      onClose={onClose}
      judul="Buka Shift Kasir"
      form={form}
      onSimpan={simpan}
      fields={FIELDS}
      fokus="modal_awal"
      tombolSimpan="Buka Shift"
      maxWidth="xs"
    >
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
    </FormDialog>
  );
}
