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
import {
  formatRupiah,
  KATEGORI_PENGELUARAN,
  LABEL_KATEGORI_PENGELUARAN,
  LABEL_METODE_PENGELUARAN,
  METODE_PENGELUARAN,
  type Pengeluaran,
  type PengeluaranInputValid,
  pengeluaranInputSchema,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useEffect, useState } from 'react';
import { type DefaultValues, FormProvider, type Path, type Resolver, useForm } from 'react-hook-form';
import { useToast } from '../../../shell/toast.tsx';
import { sudahMengetik, terapkanGalatServer } from '../../../ui/form-errors.ts';
import { FormAngka, FormPilih, FormTanggal, FormTeks } from '../../master/bersama/fields.tsx';
import { useDepoJual } from '../penjualan/penjualan.api.ts';
import { useSupplier } from '../stok/dokumen.api.ts';
import { useCatatPengeluaran } from './pengeluaran.api.ts';

interface Nilai {
  tanggal: string;
  lokasi_uid: string;
  kategori: string;
  uraian: string;
  jumlah: string;
  metode: string;
  referensi: string;
  supplier_uid: string;
}
const FIELDS: readonly Path<Nilai>[] = [
  'tanggal',
  'lokasi_uid',
  'kategori',
  'uraian',
  'jumlah',
  'metode',
  'referensi',
  'supplier_uid',
];

/**
 * A new entry in the till's book: today (WIB) by default, the depot (where the user may sell,
 * i.e. holds decrement_stock; the only one is preselected), category, description, amount,
 * cash or transfer, the receipt number and, for purchases, the supplier.
 */
export function PengeluaranFormDialog({
  open,
  onClose,
  setelahSimpan,
}: {
  open: boolean;
  onClose: () => void;
  setelahSimpan?: (p: Pengeluaran) => void;
}) {
  const toast = useToast();
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const { depo } = useDepoJual();
  const supplier = useSupplier();
  const catat = useCatatPengeluaran();
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const awal = (): Nilai => ({
    tanggal: toJakartaIsoDate(new Date()),
    lokasi_uid: depo.length === 1 ? (depo[0]?.value ?? '') : '',
    kategori: '',
    uraian: '',
    jumlah: '',
    metode: 'TUNAI',
    referensi: '',
    supplier_uid: '',
  });
  const form = useForm<Nilai, unknown, PengeluaranInputValid>({
    resolver: zodResolver(pengeluaranInputSchema as never) as unknown as Resolver<
      Nilai,
      unknown,
      PengeluaranInputValid
    >,
    defaultValues: awal() as DefaultValues<Nilai>,
    mode: 'onTouched',
  });
  const { reset, setError, handleSubmit, formState } = form;
  const depoTunggal = depo.length === 1 ? (depo[0]?.value ?? '') : '';
  // Reset on opening (and once the depots arrive), not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: awal() reads depoTunggal
  useEffect(() => {
    if (open) {
      reset(awal());
      setGalatUmum(null);
    }
  }, [open, depoTunggal, reset]);

  const simpan = async (v: PengeluaranInputValid) => {
    setGalatUmum(null);
    try {
      const p = await catat.mutateAsync(v);
      toast.success(`Pengeluaran ${p.nomor} sebesar ${formatRupiah(p.jumlah)} tercatat`);
      setelahSimpan?.(p);
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
      maxWidth="sm"
      fullScreen={layarKecil}
      slotProps={{
        transition: {
          onEntered: () => {
            if (!sudahMengetik()) form.setFocus(depoTunggal ? 'kategori' : 'lokasi_uid');
          },
        },
      }}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(simpan)}>
          <DialogTitle>Catat Pengeluaran Kas Farmasi</DialogTitle>
          <DialogContent dividers>
            {galatUmum ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {galatUmum}
              </Alert>
            ) : null}
            {depo.length === 0 ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                Pengeluaran dicatat oleh petugas yang melayani penjualan di depo. Anda belum memiliki hak
                akses &ldquo;Kurangi Stok&rdquo; di depo mana pun; minta admin farmasi memberikannya.
              </Alert>
            ) : null}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 5 }}>
                <FormTanggal<Nilai> name="tanggal" label="Tanggal" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 7 }}>
                <FormPilih<Nilai> name="lokasi_uid" label="Depo" required pilihan={depo} />
              </Grid>
              <Grid size={{ xs: 12, sm: 7 }}>
                <FormPilih<Nilai>
                  name="kategori"
                  label="Kategori"
                  required
                  pilihan={KATEGORI_PENGELUARAN.map((k) => ({
                    value: k,
                    label: LABEL_KATEGORI_PENGELUARAN[k],
                  }))}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <FormPilih<Nilai>
                  name="metode"
                  label="Metode"
                  required
                  pilihan={METODE_PENGELUARAN.map((m) => ({ value: m, label: LABEL_METODE_PENGELUARAN[m] }))}
                />
              </Grid>
              <Grid size={12}>
                <FormTeks<Nilai>
                  name="uraian"
                  label="Uraian"
                  required
                  multiline
                  helperText="Mis. Beli Amoksisilin 1 box (stok kosong), ongkos kurir PBF"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormAngka<Nilai> name="jumlah" label="Jumlah" required rupiah />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTeks<Nilai>
                  name="referensi"
                  label="No. Nota/Referensi"
                  helperText="Nomor pada nota atau bukti transfer"
                />
              </Grid>
              <Grid size={12}>
                <FormPilih<Nilai>
                  name="supplier_uid"
                  label="Supplier"
                  kosong="Tanpa supplier"
                  pilihan={supplier}
                  helperText="Diisi bila membayar supplier/PBF"
                />
              </Grid>
            </Grid>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={tutup} disabled={menyimpan} color="inherit">
              Batal
            </Button>
            <Button type="submit" variant="contained" loading={menyimpan} disabled={depo.length === 0}>
              Simpan
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
