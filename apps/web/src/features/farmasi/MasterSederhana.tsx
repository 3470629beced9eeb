import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type MasterFarmasi, type MasterFarmasiInput, masterFarmasiInputSchema } from '@rawat/domain';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { FormKode, FormTeks } from '../master/bersama/fields.tsx';
import { MasterFormDialog } from '../master/bersama/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../master/bersama/MasterPage.tsx';

type In = z.input<typeof masterFarmasiInputSchema>;
const FIELDS = ['kode', 'nama', 'keterangan'] as const;

export interface OpsiSederhana {
  path: string;
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
      path={o.path}
      label={o.label}
      schema={masterFarmasiInputSchema}
      nilaiAwal={(m) => ({ kode: m?.kode ?? '', nama: m?.nama ?? '', keterangan: m?.keterangan ?? '' })}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> path={o.path} kecuali={item?.uid} />
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
      path={o.path}
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
