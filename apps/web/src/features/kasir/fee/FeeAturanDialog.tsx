import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type FeeAturan,
  type FeeAturanInputValid,
  feeAturanInputSchema,
  formatRupiah,
  hitungFee,
  JENIS_FEE,
  type JenisFee,
  LABEL_JENIS_FEE,
  LABEL_TIPE_FEE,
  TIPE_FEE,
  type TipeFee,
} from '@rawat/domain';
import { useEffect, useState } from 'react';
import { Controller, type DefaultValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useToast } from '../../../shell/toast.tsx';
import { FormDialog } from '../../../ui/form/FormDialog.tsx';
import { FormAngka, FormPilih } from '../../../ui/form/fields.tsx';
import { CariRujukan, type Opsi, SUMBER_DOKTER, SUMBER_TINDAKAN } from './CariRujukan.tsx';
import { useSimpanAturan } from './fee.api.ts';

interface Nilai {
  pegawai_uid: string;
  jenis_transaksi: string;
  tindakan_uid: string;
  tipe: string;
  nilai: string;
}
const FIELDS: readonly Path<Nilai>[] = ['pegawai_uid', 'jenis_transaksi', 'tindakan_uid', 'tipe', 'nilai'];
const CONTOH = 100_000;

/**
 * A fee rule: the doctor, the charge type, optionally one procedure (empty = the type's default for
 * this doctor), a percentage or a fixed rupiah amount per unit. Saving an edit keeps the old
 * version for the record; fees already earned keep their values.
 */
export function FeeAturanDialog({
  open,
  item,
  onClose,
}: {
  open: boolean;
  item: FeeAturan | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const simpan = useSimpanAturan();
  const [dokter, setDokter] = useState<Opsi | null>(null);
  const [tindakan, setTindakan] = useState<Opsi | null>(null);
  const awal = (): Nilai => ({
    pegawai_uid: item?.pegawai.uid ?? '',
    jenis_transaksi: item?.jenis_transaksi ?? 'KONSUL',
    tindakan_uid: item?.tindakan?.uid ?? '',
    tipe: item?.tipe ?? 'PERSEN',
    nilai: item ? String(item.nilai) : '',
  });
  const form = useForm<Nilai, unknown, FeeAturanInputValid>({
    resolver: zodResolver(feeAturanInputSchema as never) as unknown as Resolver<
      Nilai,
      unknown,
      FeeAturanInputValid
    >,
    defaultValues: awal() as DefaultValues<Nilai>,
    mode: 'onTouched',
  });
  const { reset, control, watch, setValue } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: awal() reads item; reset on opening only
  useEffect(() => {
    if (!open) return;
    reset(awal());
    setDokter(item ? item.pegawai : null);
    setTindakan(item?.tindakan ?? null);
  }, [open, item, reset]);

  const jenis = watch('jenis_transaksi') as JenisFee;
  const tipe = watch('tipe') as TipeFee;
  const nilai = Number(String(watch('nilai') ?? '').replace(',', '.'));
  const contoh = nilai > 0 && (tipe === 'NOMINAL' || nilai <= 100) ? hitungFee(tipe, nilai, CONTOH, 1) : null;

  const kirim = async (v: FeeAturanInputValid) => {
    const a = await simpan.mutateAsync({ ...v, ...(item ? { uid: item.uid } : {}) });
    toast.success(
      `Aturan fee ${a.pegawai.nama} – ${a.tindakan?.nama ?? `semua ${LABEL_JENIS_FEE[a.jenis_transaksi].toLowerCase()}`} (${a.label_nilai}) disimpan`,
    );
    onClose();
  };
  return (
    <FormDialog<Nilai, FeeAturanInputValid>
      open={open}
      onClose={onClose}
      judul={item ? 'Ubah Aturan Fee Dokter' : 'Tambah Aturan Fee Dokter'}
      form={form}
      onSimpan={kirim}
      fields={FIELDS}
      fokus={item ? 'nilai' : 'pegawai_uid'}
      layarPenuhKecil
    >
      {item ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Fee yang sudah tercatat tidak berubah. Aturan baru berlaku untuk tagihan yang dibayar sesudah
          disimpan.
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={12}>
          <Controller
            control={control}
            name="pegawai_uid"
            render={({ field, fieldState }) => (
              <CariRujukan
                sumber={SUMBER_DOKTER}
                value={dokter}
                onChange={(o) => {
                  setDokter(o);
                  field.onChange(o?.uid ?? '');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label="Dokter"
                required
                error={fieldState.error?.message}
                helperText="Ketik nama atau NIP dokter"
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="jenis_transaksi"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                required
                label="Jenis tagihan"
                name={field.name}
                value={field.value}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  // A consultation is no procedure and the other way round: choose again.
                  setTindakan(null);
                  setValue('tindakan_uid', '');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {JENIS_FEE.map((j) => (
                  <MenuItem key={j} value={j}>
                    {LABEL_JENIS_FEE[j]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormPilih<Nilai>
            name="tipe"
            label="Tipe fee"
            required
            pilihan={TIPE_FEE.map((t) => ({ value: t, label: LABEL_TIPE_FEE[t] }))}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="tindakan_uid"
            render={({ field, fieldState }) => (
              <CariRujukan
                key={jenis}
                sumber={SUMBER_TINDAKAN[jenis === 'TINDAKAN' ? 'TINDAKAN' : 'KONSUL']}
                value={tindakan}
                onChange={(o) => {
                  setTindakan(o);
                  field.onChange(o?.uid ?? '');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label={jenis === 'TINDAKAN' ? 'Khusus tindakan' : 'Khusus konsultasi'}
                error={fieldState.error?.message}
                helperText={`Kosongkan untuk aturan bawaan semua ${LABEL_JENIS_FEE[jenis]?.toLowerCase() ?? 'item'} dokter ini; aturan khusus mengalahkan aturan bawaan.`}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {tipe === 'NOMINAL' ? (
            <FormAngka<Nilai> key="nominal" name="nilai" label="Nominal per unit" required rupiah />
          ) : (
            <FormAngka<Nilai> key="persen" name="nilai" label="Persentase" required desimal satuan="%" />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {contoh === null
              ? tipe === 'NOMINAL'
                ? 'Dikalikan jumlah unit yang ditagih.'
                : 'Dari total tagihan item, dibulatkan ke rupiah terdekat.'
              : `Contoh: tagihan ${formatRupiah(CONTOH)} × 1 → fee ${formatRupiah(contoh)}`}
          </Typography>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
