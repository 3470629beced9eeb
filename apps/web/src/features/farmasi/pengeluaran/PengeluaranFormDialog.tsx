import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
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
import { useEffect } from 'react';
import { type DefaultValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useToast } from '../../../shell/toast.tsx';
import { FormDialog } from '../../../ui/form/FormDialog.tsx';
import { FormAngka, FormPilih, FormTanggal, FormTeks } from '../../../ui/form/fields.tsx';
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
  const { depo } = useDepoJual();
  const supplier = useSupplier();
  const catat = useCatatPengeluaran();
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
  const { reset } = form;
  const depoTunggal = depo.length === 1 ? (depo[0]?.value ?? '') : '';
  // Reset on opening (and once the depots arrive), not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: awal() reads depoTunggal
  useEffect(() => {
    if (open) reset(awal());
  }, [open, depoTunggal, reset]);

  const simpan = async (v: PengeluaranInputValid) => {
    const p = await catat.mutateAsync(v);
    toast.success(`Pengeluaran ${p.nomor} sebesar ${formatRupiah(p.jumlah)} tercatat`);
    setelahSimpan?.(p);
    onClose();
  };
  return (
    <FormDialog<Nilai, PengeluaranInputValid>
      open={open}
      onClose={onClose}
      judul="Catat Pengeluaran Kas Farmasi"
      form={form}
      onSimpan={simpan}
      fields={FIELDS}
      fokus={depoTunggal ? 'kategori' : 'lokasi_uid'}
      bisaSimpan={depo.length > 0}
      layarPenuhKecil
    >
      {depo.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Pengeluaran dicatat oleh petugas yang melayani penjualan di depo. Anda belum memiliki hak akses
          &ldquo;Kurangi Stok&rdquo; di depo mana pun; minta admin farmasi memberikannya.
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
    </FormDialog>
  );
}
