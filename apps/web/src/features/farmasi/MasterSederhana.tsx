import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type ApiMaster,
  type MasterFarmasi,
  type MasterFarmasiInput,
  masterFarmasiInputSchema,
} from '@rawat/domain';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { FormTeks } from '../../ui/form/fields.tsx';
import { FormKode } from '../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../ui/master/MasterPage.tsx';

type In = z.input<typeof masterFarmasiInputSchema>;
const FIELDS = ['kode', 'nama', 'keterangan'] as const;

export interface OpsiSederhana {
  api: ApiMaster<MasterFarmasi>;
  judul: string;
  label: string;
  keterangan: string;
  contohNama: string;
}

/** The form of a code + name + note record (category, variant, dosage form). */
export function FormSederhana({
  open,
  item,
  onClose,
  opsi: o,
}: MasterFormProps<MasterFarmasi> & { opsi: OpsiSederhana }) {
  return (
    <MasterFormDialog<In, MasterFarmasiInput, MasterFarmasi>
      open={open}
      item={item}
      onClose={onClose}
      api={o.api}
      label={o.label}
      schema={masterFarmasiInputSchema}
      nilaiAwal={(m) => ({ kode: m?.kode ?? '', nama: m?.nama ?? '', keterangan: m?.keterangan ?? '' })}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={o.api} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label={`Nama ${o.label}`} required helperText={`Contoh: ${o.contohNama}`} />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}

/** The list of a code + name + note record with its form. */
export function HalamanSederhana({
  opsi: o,
  Form,
}: {
  opsi: OpsiSederhana;
  Form: ComponentType<MasterFormProps<MasterFarmasi>>;
}) {
  return (
    <MasterPage<MasterFarmasi>
      judul={o.judul}
      keterangan={o.keterangan}
      api={o.api}
      label={o.label}
      tulis="farmasi.obat:manage"
      Form={Form}
      kolom={[
        {
          key: 'keterangan',
          header: 'Keterangan',
          render: (m) => (
            <Typography variant="body2" color="text.secondary">
              {m.keterangan ?? '–'}
            </Typography>
          ),
        },
      ]}
    />
  );
}
