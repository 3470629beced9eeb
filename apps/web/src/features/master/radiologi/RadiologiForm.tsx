import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import {
  LABEL_MODALITAS_RADIOLOGI,
  MODALITAS_RADIOLOGI,
  pemeriksaanRadiologiApi,
  type Radiologi,
  type RadiologiInput,
  radiologiInputSchema,
} from '@rawat/domain';
import { Controller, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { FieldKeterangan, FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
import { PilihIcd9 } from '../../../ui/form/PilihIcd9.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import type { MasterFormProps } from '../../../ui/master/MasterPage.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';

type In = z.input<typeof radiologiInputSchema>;
const FIELDS = [
  'kode',
  'nama',
  'modalitas',
  'bagian_tubuh',
  'proyeksi',
  'kontras',
  'persiapan',
  'kode_icd9',
  'template_ekspertise',
  'keterangan',
] as const;

export const PILIHAN_MODALITAS = MODALITAS_RADIOLOGI.map((m) => ({
  value: m,
  label: `${LABEL_MODALITAS_RADIOLOGI[m]} (${m})`,
}));

const SARAN_BAGIAN_TUBUH = [
  'Thorax',
  'Abdomen',
  'Kepala',
  'Leher',
  'Pelvis',
  'Vertebra servikal',
  'Vertebra torakal',
  'Vertebra lumbosakral',
  'Ekstremitas atas',
  'Ekstremitas bawah',
  'Payudara',
  'Gigi dan rahang',
  'Esofagus',
];

const nilaiAwal = (r: Radiologi | null): In => ({
  kode: r?.kode ?? '',
  nama: r?.nama ?? '',
  modalitas: r?.modalitas ?? 'DX',
  bagian_tubuh: r?.bagian_tubuh ?? '',
  proyeksi: r?.proyeksi ?? '',
  kontras: r?.kontras ?? false,
  persiapan: r?.persiapan ?? '',
  kode_icd9: r?.kode_icd9 ?? '',
  template_ekspertise: r?.template_ekspertise ?? '',
  keterangan: r?.keterangan ?? '',
});

function FieldBagianTubuh() {
  const { control } = useFormContext<In>();
  return (
    <Controller
      control={control}
      name="bagian_tubuh"
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label="Bagian Tubuh"
          required
          fullWidth
          suggestions={SARAN_BAGIAN_TUBUH}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function FieldKontras() {
  const { control } = useFormContext<In>();
  return (
    <Controller
      control={control}
      name="kontras"
      render={({ field }) => (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label="Memakai kontras"
          />
          <FormHelperText sx={{ mt: 0 }}>Perlu persetujuan tindakan dan cek fungsi ginjal</FormHelperText>
        </>
      )}
    />
  );
}

/** Create/edit dialog of a radiology exam; after a create the page offers to set its prices. */
export function RadiologiForm({ open, item, onClose, setelahBaru }: MasterFormProps<Radiologi>) {
  return (
    <MasterFormDialog<In, RadiologiInput, Radiologi>
      open={open}
      item={item}
      onClose={onClose}
      api={pemeriksaanRadiologiApi}
      label="Pemeriksaan Radiologi"
      schema={radiologiInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      maxWidth="md"
      setelahBaru={setelahBaru}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={pemeriksaanRadiologiApi} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label="Nama Pemeriksaan" required helperText="Mis. Thorax PA" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In> name="modalitas" label="Modalitas" required pilihan={PILIHAN_MODALITAS} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FieldBagianTubuh />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In> name="proyeksi" label="Proyeksi" helperText="Mis. PA, AP/Lateral" />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <PilihIcd9<In>
          name="kode_icd9"
          label="Kode ICD-9-CM"
          awal={item?.kode_icd9 ? { kode: item.kode_icd9, judul: item.judul_icd9 } : null}
          helperText="Cari kode atau kata (Inggris); kosongkan bila tidak ada"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FieldKontras />
      </Grid>
      <Grid size={12}>
        <FormTeks<In>
          name="persiapan"
          label="Persiapan Pasien"
          multiline
          helperText="Tercetak pada order, mis. 'Puasa 6 jam sebelum pemeriksaan'"
        />
      </Grid>
      <Grid size={12}>
        <FormTeks<In>
          name="template_ekspertise"
          label="Template Ekspertise"
          multiline
          helperText="Teks awal laporan dokter radiologi (temuan dan kesan)"
        />
      </Grid>
      <FieldKeterangan />
    </MasterFormDialog>
  );
}
