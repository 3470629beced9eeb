import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type Asuransi,
  type AsuransiInput,
  asuransiApi,
  asuransiInputSchema,
  formatAngkaMaks,
  formatRupiah,
  MARKUP_PENJAMIN,
} from '@rawat/domain';
import type { z } from 'zod';
import { FormAngka, FormTeks } from '../../../ui/form/fields.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';

type In = z.input<typeof asuransiInputSchema>;
const FIELDS = [
  'kode',
  'nama',
  'alamat',
  'telepon',
  'email',
  'persen_markup',
  'plafon',
  'keterangan',
] as const;

const nilaiAwal = (a: Asuransi | null): In => ({
  kode: a?.kode ?? '',
  nama: a?.nama ?? '',
  alamat: a?.alamat ?? '',
  telepon: a?.telepon ?? '',
  email: a?.email ?? '',
  persen_markup: a ? String(a.persen_markup) : '',
  plafon: a?.plafon ? String(a.plafon) : '',
  keterangan: a?.keterangan ?? '',
});

function AsuransiForm({ open, item, onClose }: MasterFormProps<Asuransi>) {
  return (
    <MasterFormDialog<In, AsuransiInput, Asuransi>
      open={open}
      item={item}
      onClose={onClose}
      api={asuransiApi}
      label="Asuransi"
      schema={asuransiInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      maxWidth="md"
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={asuransiApi} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label="Nama Asuransi" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormAngka<In>
          name="persen_markup"
          label="Markup Harga Obat"
          satuan="%"
          desimal
          required
          helperText="Penjamin 'Lainnya' pada harga farmasi; maks. 2 desimal"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormAngka<In>
          name="plafon"
          label="Plafon per Kunjungan"
          rupiah
          helperText="Kosongkan bila tanpa plafon; kelebihan ditanggung pasien"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="telepon" label="Telepon" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="email" label="Email Klaim" />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="alamat" label="Alamat" multiline />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}

/** /master/data/asuransi: private insurers, with their pharmacy markup and ceiling. */
export default function AsuransiPage() {
  return (
    <MasterPage<Asuransi>
      judul="Data Asuransi"
      keterangan={`Asuransi swasta yang bekerja sama (penjamin 'Lainnya'). Markup harga obat: Umum ${MARKUP_PENJAMIN.UMUM}% · BPJS ${MARKUP_PENJAMIN.BPJS}% · Askes ${MARKUP_PENJAMIN.ASKES}% · asuransi sesuai kolom Markup Obat.`}
      api={asuransiApi}
      label="Asuransi"
      tulis="master.keuangan:manage"
      Form={AsuransiForm}
      subjudul={(a) => [a.telepon, a.email].filter(Boolean).join(' · ')}
      kolom={[
        {
          key: 'markup',
          header: 'Markup Obat',
          align: 'right',
          render: (a) => `${formatAngkaMaks(a.persen_markup)}%`,
        },
        {
          key: 'plafon',
          header: 'Plafon',
          align: 'right',
          render: (a) =>
            a.plafon ? (
              formatRupiah(a.plafon)
            ) : (
              <Typography variant="body2" color="text.secondary">
                Tanpa plafon
              </Typography>
            ),
        },
      ]}
    />
  );
}
