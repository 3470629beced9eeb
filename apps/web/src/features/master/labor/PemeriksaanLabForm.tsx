import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import {
  JENIS_HASIL_LAB,
  KELOMPOK_LAB,
  LABEL_JENIS_HASIL_LAB,
  LABEL_KELOMPOK_LAB,
  type PemeriksaanLab,
  type PemeriksaanLabInput,
  pemeriksaanLabApi,
  SPESIMEN_LAB,
} from '@rawat/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormAngka, FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import type { MasterFormProps } from '../../../ui/master/MasterPage.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { FIELDS_LAB, type FormLab, nilaiAwalLab, skemaFormLab } from './lab.form.ts';
import { PilihanHasil } from './PilihanHasil.tsx';
import { TabelRujukan } from './TabelRujukan.tsx';

export const PILIHAN_KELOMPOK = KELOMPOK_LAB.map((k) => ({ value: k, label: LABEL_KELOMPOK_LAB[k] }));
const PILIHAN_JENIS = JENIS_HASIL_LAB.map((j) => ({ value: j, label: LABEL_JENIS_HASIL_LAB[j] }));
const SARAN_SPESIMEN = [...SPESIMEN_LAB];

/** The specimen, from the usual list or typed. */
function FieldSpesimen() {
  const { control } = useFormContext<FormLab>();
  return (
    <Controller
      control={control}
      name="spesimen"
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label="Spesimen"
          required
          fullWidth
          suggestions={SARAN_SPESIMEN}
          error={fieldState.error?.message}
          helperText="Pilih atau ketik, mis. Serum"
        />
      )}
    />
  );
}

/** Options and ranges, laid out for the kind of result chosen. */
function BagianHasil() {
  const { control } = useFormContext<FormLab>();
  const jenis = useWatch({ control, name: 'jenis_hasil' });
  return (
    <>
      {jenis === 'PILIHAN' ? (
        <Grid size={12}>
          <PilihanHasil />
        </Grid>
      ) : null}
      <Grid size={12}>
        <Divider sx={{ mb: 2 }} />
        <TabelRujukan jenis={jenis} />
      </Grid>
    </>
  );
}

/** Create/edit dialog of a lab test: identity, kind of result, and the reference ranges table. */
export function PemeriksaanLabForm({ open, item, onClose, setelahBaru }: MasterFormProps<PemeriksaanLab>) {
  return (
    <MasterFormDialog<FormLab, PemeriksaanLabInput, PemeriksaanLab>
      open={open}
      item={item}
      onClose={onClose}
      api={pemeriksaanLabApi}
      label="Pemeriksaan"
      schema={skemaFormLab}
      nilaiAwal={nilaiAwalLab}
      fields={FIELDS_LAB}
      larik={['nilai_rujukan', 'pilihan']}
      maxWidth="lg"
      setelahBaru={setelahBaru}
    >
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormKode<FormLab> api={pemeriksaanLabApi} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTeks<FormLab> name="nama" label="Nama Pemeriksaan" required helperText="Mis. Hemoglobin" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<FormLab> name="kelompok" label="Kelompok" required pilihan={PILIHAN_KELOMPOK} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FieldSpesimen />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<FormLab> name="metode" label="Metode" helperText="Mis. Hematology analyzer" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<FormLab> name="satuan" label="Satuan" helperText="Mis. g/dL, 10^3/µL, mg/dL" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<FormLab>
          name="jenis_hasil"
          label="Jenis Hasil"
          required
          pilihan={PILIHAN_JENIS}
          helperText="Angka dinilai terhadap rentang; pilihan dari daftar tetap"
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 2 }}>
        <FormAngka<FormLab> name="desimal" label="Desimal" helperText="Angka di belakang koma" />
      </Grid>
      <Grid size={{ xs: 6, sm: 2 }}>
        <FormAngka<FormLab> name="urutan" label="Urutan" helperText="Dalam kelompok" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<FormLab>
          name="kode_loinc"
          label="Kode LOINC"
          helperText="Kode pemeriksaan untuk SATUSEHAT, mis. 718-7 (Hemoglobin)"
        />
      </Grid>
      <Grid size={12}>
        <FormTeks<FormLab> name="keterangan" label="Keterangan" />
      </Grid>
      <BagianHasil />
    </MasterFormDialog>
  );
}
