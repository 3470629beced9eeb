import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatAngka, formatRupiah } from '@rawat/domain';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormAngka } from '../../../ui/form/fields.tsx';
import { type ProdukPilihan, useCariProduk } from './dokumen.api.ts';

/** A line as the form holds it (strings until the domain schema coerces them). */
export interface BarisForm {
  produk_uid: string;
  satuan: string;
  jumlah: string;
  harga_satuan?: string;
}
interface FormBaris {
  items: BarisForm[];
}

export const BARIS_KOSONG: BarisForm = { produk_uid: '', satuan: '', jumlah: '', harga_satuan: '' };

/** The product search of one line: typed text searches name, generic name or code. */
function PilihProduk({
  value,
  onChange,
  error,
  label,
}: {
  value: ProdukPilihan | null;
  onChange: (p: ProdukPilihan | null) => void;
  error?: string;
  label: string;
}) {
  const [cari, setCari] = useState('');
  const hasil = useCariProduk(cari);
  return (
    <Autocomplete
      options={hasil.data ?? []}
      value={value}
      onChange={(_, p) => onChange(p)}
      onInputChange={(_, v, alasan) => {
        if (alasan === 'input') setCari(v);
      }}
      getOptionLabel={(p) => `${p.nama} (${p.kode})`}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      filterOptions={(x) => x}
      loading={hasil.isFetching}
      noOptionsText={cari ? 'Produk tidak ditemukan' : 'Ketik nama atau kode produk'}
      loadingText="Mencari…"
      renderInput={(p) => (
        <TextField {...p} label={label} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

function Baris({
  i,
  produk,
  setProduk,
  harga,
  hapus,
  bisaHapus,
}: {
  i: number;
  produk: ProdukPilihan | null;
  setProduk: (p: ProdukPilihan | null) => void;
  harga: boolean;
  hapus: () => void;
  bisaHapus: boolean;
}) {
  const { control, setValue } = useFormContext<FormBaris>();
  const [satuan, jumlah, hargaIsi] = useWatch({
    control,
    name: [`items.${i}.satuan`, `items.${i}.jumlah`, `items.${i}.harga_satuan`],
  });
  const isi = produk?.konversi.find((k) => k.satuan === satuan)?.isi_dasar ?? 0;
  const dasar = isi * Number(jumlah || 0);
  const perDasar = hargaIsi ? Number(hargaIsi) : (produk?.harga_dasar ?? 0);
  return (
    <Box role="group" aria-label={`Baris ${i + 1}`} sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
      <Grid container spacing={1} sx={{ flex: 1 }}>
        <Grid size={{ xs: 12, md: harga ? 4 : 6 }}>
          <Controller
            control={control}
            name={`items.${i}.produk_uid`}
            render={({ field, fieldState }) => (
              <PilihProduk
                label={`Produk ${i + 1}`}
                value={produk}
                error={fieldState.error?.message}
                onChange={(p) => {
                  setProduk(p);
                  field.onChange(p?.uid ?? '');
                  setValue(`items.${i}.satuan`, p?.satuan_dasar ?? '');
                }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Controller
            control={control}
            name={`items.${i}.satuan`}
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                label="Satuan"
                required
                disabled={!produk}
                {...field}
                value={produk ? field.value : ''}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {(produk?.konversi ?? []).map((k) => (
                  <MenuItem key={k.satuan} value={k.satuan}>
                    {k.isi_dasar > 1
                      ? `${k.satuan} (${formatAngka(k.isi_dasar)} ${produk?.satuan_dasar})`
                      : k.satuan}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <FormAngka<FormBaris>
            name={`items.${i}.jumlah`}
            label="Jumlah"
            required
            helperText={
              produk && dasar > 0 && isi > 1 ? `= ${formatAngka(dasar)} ${produk.satuan_dasar}` : undefined
            }
          />
        </Grid>
        {harga ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <FormAngka<FormBaris>
              name={`items.${i}.harga_satuan`}
              label={`Harga per ${produk?.satuan_dasar ?? 'satuan dasar'}`}
              rupiah
              helperText={
                produk
                  ? `${hargaIsi ? '' : `Kosong = harga dasar ${formatRupiah(produk.harga_dasar)}. `}Subtotal ${formatRupiah(dasar * perDasar)}`
                  : 'HNA + PPN per satuan dasar'
              }
            />
          </Grid>
        ) : null}
      </Grid>
      <Tooltip title="Hapus baris">
        <span>
          <IconButton
            aria-label={`Hapus baris ${i + 1}`}
            onClick={hapus}
            disabled={!bisaHapus}
            sx={{ mt: 1 }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

/**
 * The lines of an SR, PR or PO: a product, one of its packing units and a quantity (stored as
 * base units by the server); with `harga`, the price per base unit (the harga dasar when empty).
 */
export function BarisProdukFields({
  harga = false,
  produkAwal = [],
}: {
  harga?: boolean;
  produkAwal?: ProdukPilihan[];
}) {
  const { control, formState } = useFormContext<FormBaris>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const [produk, setProduk] = useState<Record<string, ProdukPilihan | null>>({});
  const items = useWatch({ control, name: 'items' });
  const awal = new Map(produkAwal.map((p) => [p.uid, p]));
  const galat = formState.errors.items?.root?.message ?? formState.errors.items?.message;
  return (
    <Grid size={12}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Daftar Barang
      </Typography>
      {fields.map((f, i) => (
        <Baris
          key={f.id}
          i={i}
          produk={produk[f.id] ?? awal.get(items?.[i]?.produk_uid ?? '') ?? null}
          setProduk={(p) => setProduk((m) => ({ ...m, [f.id]: p }))}
          harga={harga}
          hapus={() => remove(i)}
          bisaHapus={fields.length > 1}
        />
      ))}
      {galat ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {galat}
        </Alert>
      ) : null}
      <Button startIcon={<AddIcon />} onClick={() => append({ ...BARIS_KOSONG })}>
        Tambah Baris
      </Button>
    </Grid>
  );
}
