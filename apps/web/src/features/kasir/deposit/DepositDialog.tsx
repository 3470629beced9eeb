import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import Grid from '@mui/material/Grid';
import {
  bankApi,
  type Deposit,
  type DepositInput,
  depositInputSchema,
  formatRupiah,
  LABEL_METODE_BAYAR,
  METODE_DENGAN_BANK,
  METODE_DEPOSIT,
  type MetodeBayar,
} from '@rawat/domain';
import { useEffect } from 'react';
import { type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useMasterAktif } from '../../../api/master.ts';
import { useToast } from '../../../shell/toast.tsx';
import { FormDialog } from '../../../ui/form/FormDialog.tsx';
import { FormAngka, FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
import { useRefundDeposit, useSetorDeposit } from './deposit.api.ts';

interface Nilai {
  kunjungan_uid: string;
  jumlah: string;
  metode: string;
  bank_uid: string;
  referensi: string;
  keterangan: string;
}
const FIELDS: readonly Path<Nilai>[] = ['jumlah', 'metode', 'bank_uid', 'referensi', 'keterangan'];

/**
 * Taking a deposit in (SETOR) or paying part or all of the balance back (REFUND): the amount, how
 * the money moves (cash; transfer or card with the bank; QRIS with its reference) and a note. A
 * refund starts at the whole balance; the server refuses more than the balance (409).
 */
export function DepositDialog({
  jenis,
  kunjunganUid,
  namaPasien,
  saldo,
  onClose,
  setelahSimpan,
}: {
  /** null = closed. */
  jenis: 'SETOR' | 'REFUND' | null;
  kunjunganUid: string;
  namaPasien: string;
  saldo: number;
  onClose: () => void;
  setelahSimpan: (d: Deposit) => void;
}) {
  const toast = useToast();
  const setor = useSetorDeposit();
  const refund = useRefundDeposit();
  const bank = useMasterAktif(bankApi);
  const isRefund = jenis === 'REFUND';
  const awal = (): Nilai => ({
    kunjungan_uid: kunjunganUid,
    jumlah: isRefund && saldo > 0 ? String(saldo) : '',
    metode: 'TUNAI',
    bank_uid: '',
    referensi: '',
    keterangan: '',
  });
  const form = useForm<Nilai, unknown, DepositInput>({
    resolver: zodResolver(depositInputSchema as never) as unknown as Resolver<Nilai, unknown, DepositInput>,
    defaultValues: awal(),
    mode: 'onTouched',
  });
  const { reset, control } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: awal() reads the props named here
  useEffect(() => {
    if (jenis) reset(awal());
  }, [jenis, kunjunganUid, reset]);
  const metode = useWatch({ control, name: 'metode' }) as MetodeBayar;
  const pakaiBank = METODE_DENGAN_BANK.includes(metode);

  const simpan = async (v: DepositInput) => {
    const d = await (isRefund ? refund : setor).mutateAsync(v);
    toast.success(
      isRefund
        ? `Deposit ${formatRupiah(v.jumlah)} dikembalikan (${d.nomor})`
        : `Deposit ${formatRupiah(v.jumlah)} diterima (${d.nomor})`,
    );
    setelahSimpan(d);
    onClose();
  };
  return (
    <FormDialog<Nilai, DepositInput>
      open={Boolean(jenis)}
      onClose={onClose}
      judul={isRefund ? 'Refund Deposit' : 'Terima Deposit'}
      form={form}
      onSimpan={simpan}
      fields={FIELDS}
      fokus="jumlah"
      tombolSimpan={isRefund ? 'Kembalikan' : 'Terima Deposit'}
      warnaSimpan={isRefund ? 'warning' : 'primary'}
      layarPenuhKecil
    >
      <DialogContentText variant="body2" sx={{ mb: 2 }}>
        {namaPasien} · saldo deposit saat ini <strong>{formatRupiah(saldo)}</strong>.{' '}
        {isRefund
          ? 'Uang dikembalikan kepada pasien atau keluarga; bukti pengembalian ditandatangani penerima.'
          : 'Deposit dapat dipakai untuk membayar tagihan kunjungan ini; sisanya dikembalikan.'}
      </DialogContentText>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormAngka<Nilai>
            name="jumlah"
            label={isRefund ? 'Jumlah dikembalikan' : 'Jumlah deposit'}
            required
            rupiah
            helperText={isRefund ? `Paling banyak ${formatRupiah(saldo)}` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormPilih<Nilai>
            name="metode"
            label="Metode"
            required
            pilihan={METODE_DEPOSIT.map((m) => ({ value: m, label: LABEL_METODE_BAYAR[m] }))}
          />
        </Grid>
        {pakaiBank ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormPilih<Nilai>
              name="bank_uid"
              label="Bank"
              required
              pilihan={(bank.data ?? []).map((b) => ({ value: b.uid, label: b.nama }))}
            />
          </Grid>
        ) : null}
        {metode !== 'TUNAI' ? (
          <Grid size={{ xs: 12, sm: pakaiBank ? 6 : 12 }}>
            <FormTeks<Nilai>
              name="referensi"
              label={metode === 'QRIS' ? 'Nomor referensi QRIS' : 'Nomor referensi'}
              required={metode === 'QRIS'}
              helperText={metode === 'TRANSFER' ? 'Nomor bukti transfer' : 'Kode persetujuan/transaksi'}
            />
          </Grid>
        ) : null}
        <Grid size={12}>
          <FormTeks<Nilai>
            name="keterangan"
            label="Keterangan"
            multiline
            helperText={isRefund ? 'Mis. sisa deposit setelah pulang' : 'Mis. uang muka rawat inap'}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
