import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type Supplier, type SupplierInput, supplierFarmasiApi, supplierInputSchema } from '@rawat/domain';
import type { z } from 'zod';
import { FormTeks } from '../../ui/form/fields.tsx';
import { FormKode } from '../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../ui/master/MasterPage.tsx';

const API = supplierFarmasiApi;
type In = z.input<typeof supplierInputSchema>;
const FIELDS = [
  'kode',
  'nama',
  'alamat',
  'telepon',
  'email',
  'npwp',
  'kontak_nama',
  'kontak_telepon',
  'keterangan',
] as const;

const nilaiAwal = (s: Supplier | null): In => ({
  kode: s?.kode ?? '',
  nama: s?.nama ?? '',
  alamat: s?.alamat ?? '',
  telepon: s?.telepon ?? '',
  email: s?.email ?? '',
  npwp: s?.npwp ?? '',
  kontak_nama: s?.kontak_nama ?? '',
  kontak_telepon: s?.kontak_telepon ?? '',
  keterangan: s?.keterangan ?? '',
});

function SupplierForm({ open, item, onClose }: MasterFormProps<Supplier>) {
  return (
    <MasterFormDialog<In, SupplierInput, Supplier>
      open={open}
      item={item}
      onClose={onClose}
      api={API}
      label="Supplier"
      schema={supplierInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      maxWidth="md"
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={API} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label="Nama Supplier (PBF)" required />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="alamat" label="Alamat" multiline />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In> name="telepon" label="Telepon" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In> name="email" label="Email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In> name="npwp" label="NPWP" helperText="15 atau 16 digit" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="kontak_nama" label="Nama Kontak" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="kontak_telepon" label="Telepon Kontak" />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}

/** /produk/produk-supplier: the wholesalers (PBF) the hospital buys from; a paged list. */
export default function SupplierPage() {
  return (
    <MasterPage<Supplier>
      judul="Supplier"
      keterangan="Pedagang Besar Farmasi (PBF) tempat rumah sakit membeli obat dan alat kesehatan."
      api={API}
      label="Supplier"
      tulis="farmasi.obat:manage"
      Form={SupplierForm}
      placeholderCari="Cari kode, nama, atau kontak"
      subjudul={(s) => s.alamat ?? ''}
      kolom={[
        {
          key: 'kontak',
          header: 'Kontak',
          render: (s) => (
            <Typography variant="body2">
              {s.kontak_nama ?? '–'}
              <Typography component="span" variant="caption" color="text.secondary">
                {s.kontak_telepon || s.telepon ? ` · ${s.kontak_telepon ?? s.telepon}` : ''}
              </Typography>
            </Typography>
          ),
        },
        { key: 'npwp', header: 'NPWP', render: (s) => s.npwp ?? '–' },
      ]}
    />
  );
}
