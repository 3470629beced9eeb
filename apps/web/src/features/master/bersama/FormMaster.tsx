import Grid from '@mui/material/Grid';
import type { FieldValues } from 'react-hook-form';
import { FieldKeterangan, FormTeks } from '../../../ui/form/fields.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { MasterFormDialog, type MasterFormDialogProps } from '../../../ui/master/MasterFormDialog.tsx';

export interface FormMasterProps<
  In extends FieldValues,
  Out,
  T extends { uid: string; kode: string; nama: string },
> extends MasterFormDialogProps<In, Out, T> {
  /** The name field's label ('Nama Divisi'). */
  labelNama: string;
  /** The name field's hint ('Mis. Pelayanan Medis, Keuangan'). */
  contohNama?: string;
}

/**
 * The form of a plain master record: Kode and Nama on the first row, the record's own fields
 * (`children`) between, Keterangan last.
 */
export function FormMaster<
  In extends FieldValues,
  Out,
  T extends { uid: string; kode: string; nama: string },
>({ labelNama, contohNama, children, ...p }: FormMasterProps<In, Out, T>) {
  return (
    <MasterFormDialog<In, Out, T> {...p}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode api={p.api} kecuali={p.item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks name="nama" label={labelNama} required helperText={contohNama} />
      </Grid>
      {children}
      <FieldKeterangan />
    </MasterFormDialog>
  );
}
