import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  LABEL_TEMPAT_BAYAR,
  type Penjualan,
  type PenjualanInput,
  penjualanInputSchema,
  TEMPAT_BAYAR,
} from '@rawat/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
import { BARIS_KOSONG, DaftarObat } from './DaftarObatFields.tsx';
import { useDepoJual, useTulisPenjualan } from './penjualan.api.ts';

type In = z.input<typeof penjualanInputSchema>;

/**
 * The walk-in buyer and what they buy (used on /obat-mandiri and in the new-sale dialog of
 * /farmasi/penjualan-mandiri). The domain schema checks the form; the server's 400/409 errors land
 * on their fields ('items.1.produk_uid').
 */
export function FormPenjualan({
  onSaved,
  onBatal,
}: {
  onSaved: (p: Penjualan) => void;
  onBatal?: () => void;
}) {
  const toast = useToast();
  const tulis = useTulisPenjualan();
  const { depo } = useDepoJual();
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const form = useForm<In, unknown, PenjualanInput>({
    resolver: zodResolver(penjualanInputSchema as never) as unknown as Resolver<In, unknown, PenjualanInput>,
    defaultValues: {
      nama_pembeli: '',
      telepon: '',
      lokasi_uid: '',
      tempat_bayar: 'FARMASI',
      items: [{ ...BARIS_KOSONG }],
    },
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, setValue, formState, reset, getValues } = form;
  const lokasiUid = useWatch({ control, name: 'lokasi_uid' }) ?? '';
  const pertama = depo[0]?.value;
  // One depot to sell from (the usual case): chosen for the pharmacist.
  useEffect(() => {
    if (depo.length === 1 && pertama && !getValues('lokasi_uid')) setValue('lokasi_uid', pertama);
  }, [depo.length, pertama, getValues, setValue]);

  // Stock differs per depot: another depot starts the lines afresh rather than show stale stock.
  const depoSebelum = useRef(lokasiUid);
  useEffect(() => {
    if (depoSebelum.current && depoSebelum.current !== lokasiUid) setValue('items', [{ ...BARIS_KOSONG }]);
    depoSebelum.current = lokasiUid;
  }, [lokasiUid, setValue]);

  const simpan = async (v: PenjualanInput) => {
    setGalatUmum(null);
    try {
      const p = await tulis.mutateAsync({ body: v });
      toast.success(`${p.nama_pembeli} terdaftar dengan nomor antrian ${p.nomor_antrian}`);
      reset({ ...getValues(), nama_pembeli: '', telepon: '', items: [{ ...BARIS_KOSONG }] });
      onSaved(p);
    } catch (err) {
      if (err instanceof ApiError)
        err.errors.forEach((e, n) => {
          setError(e.path as Path<In>, { type: 'server', message: e.message }, { shouldFocus: n === 0 });
        });
      setGalatUmum(pesanError(err));
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(simpan)}>
        {galatUmum ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galatUmum}
          </Alert>
        ) : null}
        {depo.length === 0 ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Akun ini belum memiliki hak mengeluarkan stok di depo mana pun, sehingga belum dapat menjual obat.
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <FormTeks<In> name="nama_pembeli" label="Nama pembeli" required />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormTeks<In> name="telepon" label="No. HP" helperText="Opsional, untuk memanggil" />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormPilih<In> name="lokasi_uid" label="Depo farmasi" required pilihan={depo} />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="tempat_bayar"
              render={({ field }) => (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                  <FormLabel id="tempat-bayar">Pembayaran di</FormLabel>
                  <RadioGroup row aria-labelledby="tempat-bayar" {...field}>
                    {TEMPAT_BAYAR.map((t) => (
                      <FormControlLabel key={t} value={t} control={<Radio />} label={LABEL_TEMPAT_BAYAR[t]} />
                    ))}
                  </RadioGroup>
                </Box>
              )}
            />
          </Grid>
          <Grid size={12}>
            <Divider />
          </Grid>
          <DaftarObat key={lokasiUid} lokasiUid={lokasiUid} />
        </Grid>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          {onBatal ? (
            <Button onClick={onBatal} disabled={formState.isSubmitting} color="inherit">
              Batal
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            disabled={depo.length === 0}
          >
            Daftarkan
          </Button>
        </Box>
      </form>
    </FormProvider>
  );
}
