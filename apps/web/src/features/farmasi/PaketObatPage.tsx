import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type PaketObat,
  type PaketObatInput,
  paketObatApi,
  paketObatInputSchema,
  produkApi,
} from '@rawat/domain';
import { useMemo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { useMasterAktif } from '../../api/master.ts';
import { FormAngka, FormPilih, FormTeks } from '../../ui/form/fields.tsx';
import { FormKode } from '../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../ui/master/MasterPage.tsx';

const API = paketObatApi;
type In = z.input<typeof paketObatInputSchema>;
const FIELDS = ['kode', 'nama', 'keterangan', 'item'] as const;

function IsiPaket() {
  const { control, formState } = useFormContext<In>();
  const { fields, append, remove } = useFieldArray({ control, name: 'item' });
  const produk = useMasterAktif(produkApi);
  const pilihan = useMemo(
    () => (produk.data ?? []).map((p) => ({ value: p.uid, label: `${p.nama} (${p.satuan_dasar})` })),
    [produk.data],
  );
  const galat = formState.errors.item?.root?.message ?? formState.errors.item?.message;
  return (
    <Grid size={12}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Isi Paket
      </Typography>
      {fields.map((f, i) => (
        <Box key={f.id} role="group" aria-label={`Obat ${i + 1}`} sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
          <Grid container spacing={1} sx={{ flex: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormPilih<In> name={`item.${i}.produk_uid`} label="Obat" required pilihan={pilihan} />
            </Grid>
            <Grid size={{ xs: 4, sm: 2 }}>
              <FormAngka<In> name={`item.${i}.jumlah`} label="Jumlah" required />
            </Grid>
            <Grid size={{ xs: 8, sm: 4 }}>
              <FormTeks<In>
                name={`item.${i}.signa`}
                label="Signa"
                required
                helperText="Mis. 3 x 1 sesudah makan"
              />
            </Grid>
          </Grid>
          <Tooltip title="Hapus obat">
            <IconButton aria-label={`Hapus obat ${i + 1}`} onClick={() => remove(i)} sx={{ mt: 1 }}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      {galat ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {galat}
        </Alert>
      ) : null}
      <Button startIcon={<AddIcon />} onClick={() => append({ produk_uid: '', jumlah: '1', signa: '' })}>
        Tambah Obat
      </Button>
    </Grid>
  );
}

function PaketForm({ open, item, onClose }: MasterFormProps<PaketObat>) {
  return (
    <MasterFormDialog<In, PaketObatInput, PaketObat>
      open={open}
      item={item}
      onClose={onClose}
      api={API}
      label="Paket Obat"
      schema={paketObatInputSchema}
      nilaiAwal={(p) => ({
        kode: p?.kode ?? '',
        nama: p?.nama ?? '',
        keterangan: p?.keterangan ?? '',
        item: p?.item.map((i) => ({
          produk_uid: i.produk_uid,
          jumlah: String(i.jumlah),
          signa: i.signa,
        })) ?? [{ produk_uid: '', jumlah: '1', signa: '' }],
      })}
      fields={FIELDS}
      larik={['item']}
      maxWidth="md"
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={API} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label="Nama Paket" required />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" />
      </Grid>
      <IsiPaket />
    </MasterFormDialog>
  );
}

/** /farmasi/master-paket-obat: named lists of medicines with quantity and signa, for quick prescribing. */
export default function PaketObatPage() {
  return (
    <MasterPage<PaketObat>
      judul="Master Paket Obat"
      keterangan="Paket obat mempercepat peresepan: dokter memilih paket, obat dan signa terisi sekaligus."
      api={API}
      label="Paket obat"
      tulis="farmasi.obat:manage"
      Form={PaketForm}
      kolom={[
        {
          key: 'isi',
          header: 'Isi Paket',
          render: (p) => (
            <Box>
              {p.item.map((i) => (
                <Typography key={i.produk_uid} variant="body2">
                  {i.produk_nama} · {i.jumlah} {i.satuan_dasar ?? ''}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    ({i.signa})
                  </Typography>
                </Typography>
              ))}
            </Box>
          ),
        },
      ]}
    />
  );
}
