import Grid from '@mui/material/Grid';
import {
  GOLONGAN_OPERASI,
  KATEGORI_TINDAKAN,
  LABEL_GOLONGAN_OPERASI,
  LABEL_KATEGORI_TINDAKAN,
  type Tindakan,
  type TindakanInput,
  tindakanApi,
  tindakanInputSchema,
} from '@rawat/domain';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FieldKeterangan, FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
// One ICD-9-CM picker for every procedure master (radiology introduced it).
import { PilihIcd9 } from '../../../ui/form/PilihIcd9.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import type { MasterFormProps } from '../../../ui/master/MasterPage.tsx';
import { PilihPoli } from './PilihPoli.tsx';

type In = z.input<typeof tindakanInputSchema>;
const FIELDS = ['kode', 'nama', 'kategori', 'golongan', 'kode_icd9', 'poli_uids', 'keterangan'] as const;

export const PILIHAN_KATEGORI = KATEGORI_TINDAKAN.map((k) => ({
  value: k,
  label: LABEL_KATEGORI_TINDAKAN[k],
}));
const PILIHAN_GOLONGAN = GOLONGAN_OPERASI.map((g) => ({ value: g, label: LABEL_GOLONGAN_OPERASI[g] }));

const nilaiAwal = (t: Tindakan | null): In => ({
  kode: t?.kode ?? '',
  nama: t?.nama ?? '',
  kategori: t?.kategori ?? 'TINDAKAN_MEDIS',
  golongan: t?.golongan ?? '',
  kode_icd9: t?.kode_icd9 ?? '',
  poli_uids: t?.poli_uids ?? [],
  keterangan: t?.keterangan ?? '',
});

/** The size class of an operation, asked only for operative procedures. */
function FieldGolongan() {
  const { control, setValue, getValues } = useFormContext<In>();
  const kategori = useWatch({ control, name: 'kategori' });
  const operatif = kategori === 'TINDAKAN_OPERATIF';
  // Leaving the operative category drops the class, which only operations carry.
  useEffect(() => {
    if (!operatif && getValues('golongan')) setValue('golongan', '');
  }, [operatif, getValues, setValue]);
  if (!operatif) return null;
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormPilih<In>
        name="golongan"
        label="Golongan Operasi"
        required
        pilihan={PILIHAN_GOLONGAN}
        helperText="Menentukan kelompok jasa operasi"
      />
    </Grid>
  );
}

/** Create/edit dialog of a procedure; after a create the page offers to set its prices. */
export function TindakanForm({ open, item, onClose, setelahBaru }: MasterFormProps<Tindakan>) {
  return (
    <MasterFormDialog<In, TindakanInput, Tindakan>
      open={open}
      item={item}
      onClose={onClose}
      api={tindakanApi}
      label="Tindakan"
      schema={tindakanInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      maxWidth="md"
      setelahBaru={setelahBaru}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={tindakanApi} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In>
          name="nama"
          label="Nama Tindakan"
          required
          helperText="Mis. Hecting (Jahit Luka) < 5 cm"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<In>
          name="kategori"
          label="Kategori"
          required
          pilihan={PILIHAN_KATEGORI}
          helperText="Konsultasi ditagihkan kasir sebagai KONSUL, selainnya sebagai TINDAKAN"
        />
      </Grid>
      <FieldGolongan />
      <Grid size={12}>
        <PilihIcd9<In>
          name="kode_icd9"
          label="Kode ICD-9-CM"
          awal={item?.kode_icd9 ? { kode: item.kode_icd9, judul: item.judul_icd9 } : null}
          helperText="Cari kode atau kata (Inggris), mis. 86.59 atau suture; kosongkan bila tidak ada"
        />
      </Grid>
      <Grid size={12}>
        <PilihPoli<In>
          name="poli_uids"
          label="Poliklinik"
          tertaut={item?.poli ?? []}
          helperText="Poliklinik yang menawarkan tindakan ini; kosongkan bila tersedia di semua poliklinik"
        />
      </Grid>
      <FieldKeterangan />
    </MasterFormDialog>
  );
}
