import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatAngka,
  formatRupiah,
  LABEL_GOLONGAN_OBAT,
  type ObatPenjualan,
  type penjualanInputSchema,
} from '@rawat/domain';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormAngka, FormTeks } from '../../../ui/form/fields.tsx';
import { useCariObat } from './penjualan.api.ts';

type In = z.input<typeof penjualanInputSchema>;

/** An empty line of the sale form. */
export const BARIS_KOSONG = { produk_uid: '', jumlah: '1', aturan_pakai: '' };

/** Why a product cannot be chosen: prescription-only, or nothing on the depot's shelf. */
function alasanTidakBisa(o: ObatPenjualan): string | null {
  if (!o.boleh_dijual) return `${LABEL_GOLONGAN_OBAT[o.golongan]}: hanya dengan resep`;
  if (o.stok <= 0) return 'Stok kosong';
  return null;
}

/** Product search for one line: name, generic name or code; shows price and depot stock. */
function PilihObat({
  lokasiUid,
  value,
  onChange,
  error,
  label,
}: {
  lokasiUid: string;
  value: ObatPenjualan | null;
  onChange: (o: ObatPenjualan | null) => void;
  error?: string;
  label: string;
}) {
  const [cari, setCari] = useState('');
  const hasil = useCariObat(lokasiUid, cari);
  return (
    <Autocomplete
      options={hasil.data ?? []}
      value={value}
      disabled={!lokasiUid}
      onChange={(_, o) => onChange(o)}
      onInputChange={(_, v, alasan) => {
        if (alasan === 'input') setCari(v);
      }}
      getOptionLabel={(o) => o.nama}
      getOptionDisabled={(o) => alasanTidakBisa(o) !== null}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      filterOptions={(x) => x}
      loading={hasil.isFetching}
      noOptionsText={cari ? 'Obat tidak ditemukan' : 'Ketik nama, nama generik, atau kode obat'}
      loadingText="Mencari…"
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          <Box sx={{ width: '100%' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {o.nama}
            </Typography>
            <Typography variant="caption" color={alasanTidakBisa(o) ? 'error' : 'text.secondary'}>
              {o.kode} · {formatRupiah(o.harga_satuan)}/{o.satuan_dasar} · Stok {formatAngka(o.stok)}{' '}
              {o.satuan_dasar}
              {alasanTidakBisa(o) ? ` · ${alasanTidakBisa(o)}` : ''}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(p) => (
        <TextField
          {...p}
          label={label}
          required
          error={Boolean(error)}
          helperText={error ?? (lokasiUid ? undefined : 'Pilih depo terlebih dahulu')}
        />
      )}
    />
  );
}

function BarisObat({
  i,
  lokasiUid,
  obat,
  setObat,
  hapus,
  bisaHapus,
}: {
  i: number;
  lokasiUid: string;
  obat: ObatPenjualan | null;
  setObat: (o: ObatPenjualan | null) => void;
  hapus: () => void;
  bisaHapus: boolean;
}) {
  const { control } = useFormContext<In>();
  const jumlah = Number(useWatch({ control, name: `items.${i}.jumlah` }) || 0);
  const lebih = obat !== null && jumlah > obat.stok;
  return (
    <Box role="group" aria-label={`Obat ${i + 1}`} sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
      <Grid container spacing={1} sx={{ flex: 1 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Controller
            control={control}
            name={`items.${i}.produk_uid`}
            render={({ field, fieldState }) => (
              <PilihObat
                label={`Obat ${i + 1}`}
                lokasiUid={lokasiUid}
                value={obat}
                error={fieldState.error?.message}
                onChange={(o) => {
                  setObat(o);
                  field.onChange(o?.uid ?? '');
                }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 5, md: 2 }}>
          <FormAngka<In>
            name={`items.${i}.jumlah`}
            label="Jumlah"
            required
            satuan={obat?.satuan_dasar}
            helperText={
              obat ? (
                <Box component="span" sx={{ color: lebih ? 'error.main' : undefined }}>
                  Stok {formatAngka(obat.stok)}
                </Box>
              ) : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 7, md: 3 }}>
          <FormTeks<In>
            name={`items.${i}.aturan_pakai`}
            label="Aturan pakai"
            helperText="Mis. 3 x 1 sesudah makan"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }} sx={{ textAlign: { md: 'right' }, pt: { md: 2 } }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {obat ? formatRupiah(obat.harga_satuan * jumlah) : '–'}
          </Typography>
          {obat ? (
            <Typography variant="caption" color="text.secondary">
              @ {formatRupiah(obat.harga_satuan)}
            </Typography>
          ) : null}
        </Grid>
      </Grid>
      <Tooltip title="Hapus obat">
        <span>
          <IconButton aria-label={`Hapus obat ${i + 1}`} onClick={hapus} disabled={!bisaHapus} sx={{ mt: 1 }}>
            <DeleteOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

/** The lines and their running total (at the price the server will charge: UMUM, per base unit). */
export function DaftarObat({ lokasiUid }: { lokasiUid: string }) {
  const { control, formState } = useFormContext<In>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const [obat, setObat] = useState<Record<string, ObatPenjualan | null>>({});
  const items = useWatch({ control, name: 'items' });
  const total = fields.reduce((n, f, i) => {
    const o = obat[f.id];
    return n + (o ? o.harga_satuan * Number(items?.[i]?.jumlah || 0) : 0);
  }, 0);
  const galat = formState.errors.items?.root?.message ?? formState.errors.items?.message;
  return (
    <Grid size={12}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Obat yang dibeli
      </Typography>
      {fields.map((f, i) => (
        <BarisObat
          key={f.id}
          i={i}
          lokasiUid={lokasiUid}
          obat={obat[f.id] ?? null}
          setObat={(o) => setObat((m) => ({ ...m, [f.id]: o }))}
          hapus={() => remove(i)}
          bisaHapus={fields.length > 1}
        />
      ))}
      {galat ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {galat}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Button startIcon={<AddIcon />} onClick={() => append({ ...BARIS_KOSONG })}>
          Tambah Obat
        </Button>
        <Typography variant="h6" sx={{ ml: 'auto' }} aria-live="polite">
          Total {formatRupiah(total)}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Harga jual umum per satuan terkecil. Narkotika dan psikotropika hanya dilayani dengan resep dokter.
      </Typography>
    </Grid>
  );
}
