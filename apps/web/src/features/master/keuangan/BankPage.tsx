import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type Bank, type BankInput, bankApi, bankInputSchema } from '@rawat/domain';
import type { z } from 'zod';
import { FormTeks } from '../../../ui/form/fields.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';

type In = z.input<typeof bankInputSchema>;
const FIELDS = ['kode', 'nama', 'no_rekening', 'atas_nama', 'keterangan'] as const;

const nilaiAwal = (b: Bank | null): In => ({
  kode: b?.kode ?? '',
  nama: b?.nama ?? '',
  no_rekening: b?.no_rekening ?? '',
  atas_nama: b?.atas_nama ?? '',
  keterangan: b?.keterangan ?? '',
});

function BankForm({ open, item, onClose }: MasterFormProps<Bank>) {
  return (
    <MasterFormDialog<In, BankInput, Bank>
      open={open}
      item={item}
      onClose={onClose}
      api={bankApi}
      label="Bank"
      schema={bankInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={bankApi} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label="Nama Bank" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="no_rekening" label="No. Rekening Rumah Sakit" helperText="Angka dan strip" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="atas_nama" label="Atas Nama" />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}

/** /master/data/bank: banks that transfers and card payments go through (KASIR keeps them). */
export default function BankPage() {
  return (
    <MasterPage<Bank>
      judul="Data Bank"
      keterangan="Bank penerima transfer dan pembayaran kartu; dipilih kasir saat menerima pembayaran."
      api={bankApi}
      label="Bank"
      tulis="master.keuangan:manage"
      Form={BankForm}
      kolom={[
        {
          key: 'rekening',
          header: 'Rekening',
          render: (b) =>
            b.no_rekening ? (
              <Typography variant="body2">
                {b.no_rekening}
                {b.atas_nama ? (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {` a.n. ${b.atas_nama}`}
                  </Typography>
                ) : null}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                –
              </Typography>
            ),
        },
      ]}
    />
  );
}
