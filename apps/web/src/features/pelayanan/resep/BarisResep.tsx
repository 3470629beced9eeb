import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  BENTUK_RACIKAN,
  type BentukRacikan,
  LABEL_BENTUK_RACIKAN,
  SATUAN_BENTUK_RACIKAN,
} from '@rawat/domain';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FieldSigna, FieldTeks, PeringatanAlergi, PilihObat } from './resep.fields.tsx';
import { bahanKosong, type FormResep } from './resep.form.ts';

/** Up, down and remove for a row: the order on screen is the position sent. */
function TombolBaris({
  label,
  atas,
  bawah,
  onNaik,
  onTurun,
  onHapus,
}: {
  label: string;
  atas: boolean;
  bawah: boolean;
  onNaik: () => void;
  onTurun: () => void;
  onHapus: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 1 }}>
      <Tooltip title="Naikkan">
        <span>
          <IconButton size="small" aria-label={`Naikkan ${label}`} disabled={atas} onClick={onNaik}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Turunkan">
        <span>
          <IconButton size="small" aria-label={`Turunkan ${label}`} disabled={bawah} onClick={onTurun}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Hapus">
        <IconButton size="small" aria-label={`Hapus ${label}`} onClick={onHapus}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function BahanRacikan({ i }: { i: number }) {
  const { control, formState, watch } = useFormContext<FormResep>();
  const { fields, append, remove, move } = useFieldArray({ control, name: `detail.${i}.mix` });
  const mix = watch(`detail.${i}.mix`);
  const galat = formState.errors.detail?.[i]?.mix?.root?.message;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Bahan racikan (mix detail) — jumlah untuk seluruh racikan dalam satuan obat, mis. 2,5 tablet untuk 10
        bungkus; dosis per bungkus bila perlu.
      </Typography>
      {fields.map((f, j) => (
        <Box key={f.id} role="group" aria-label={`Bahan ${j + 1}`} sx={{ display: 'flex', gap: 1, mb: 1 }}>
          <Typography sx={{ pt: 2, width: 20, color: 'text.secondary' }}>{j + 1}.</Typography>
          <Grid container spacing={1} sx={{ flex: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PilihObat<FormResep> name={`detail.${i}.mix.${j}.produk`} label="Obat" />
              <PeringatanAlergi obat={mix?.[j]?.produk} />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FieldTeks
                name={`detail.${i}.mix.${j}.jumlah`}
                label="Jumlah"
                required
                angka="desimal"
                satuan={mix?.[j]?.produk?.satuan_dasar}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FieldTeks name={`detail.${i}.mix.${j}.dosis`} label="Dosis" placeholder="120 mg" />
            </Grid>
          </Grid>
          <TombolBaris
            label={`bahan ${j + 1}`}
            atas={j === 0}
            bawah={j === fields.length - 1}
            onNaik={() => move(j, j - 1)}
            onTurun={() => move(j, j + 1)}
            onHapus={() => remove(j)}
          />
        </Box>
      ))}
      {galat ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {galat}
        </Alert>
      ) : null}
      <Button size="small" startIcon={<AddIcon />} onClick={() => append(bahanKosong())}>
        Tambah Bahan
      </Button>
    </Box>
  );
}

export function BarisResep({
  i,
  jumlahBaris,
  onNaik,
  onTurun,
  onHapus,
}: {
  i: number;
  jumlahBaris: number;
  onNaik: () => void;
  onTurun: () => void;
  onHapus: () => void;
}) {
  const { control, setValue } = useFormContext<FormResep>();
  const baris = useWatch({ control, name: `detail.${i}` });
  const racikan = baris?.jenis === 'RACIKAN';
  const tombol = (
    <TombolBaris
      label={`baris ${i + 1}`}
      atas={i === 0}
      bawah={i === jumlahBaris - 1}
      onNaik={onNaik}
      onTurun={onTurun}
      onHapus={onHapus}
    />
  );
  return (
    <Box
      role="group"
      aria-label={racikan ? `Racikan ${i + 1}` : `Obat ${i + 1}`}
      sx={{
        display: 'flex',
        gap: 1,
        p: 1.5,
        mb: 1.5,
        border: 1,
        borderColor: racikan ? 'secondary.light' : 'divider',
        borderRadius: 1,
        bgcolor: racikan ? 'action.hover' : undefined,
      }}
    >
      <Box sx={{ pt: 1.5, width: 28, fontWeight: 700 }}>{i + 1}.</Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {racikan ? (
          <>
            <Chip size="small" color="secondary" label="R/ Racikan" sx={{ mb: 1 }} />
            {/* Row 1 lines up with a plain line (name, quantity, signa); row 2 holds form and unit. */}
            <Grid container spacing={1}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FieldTeks
                  name={`detail.${i}.nama_racikan`}
                  label="Nama racikan"
                  required
                  placeholder="Puyer batuk anak"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 2 }}>
                <FieldTeks
                  name={`detail.${i}.jumlah`}
                  label="Jumlah"
                  required
                  angka="bulat"
                  satuan={baris?.satuan}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FieldSigna<FormResep> name={`detail.${i}.aturan_pakai`} />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <Controller
                  control={control}
                  name={`detail.${i}.bentuk`}
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label="Bentuk"
                      value={field.value}
                      onChange={(e) => {
                        const bentuk = e.target.value as BentukRacikan;
                        field.onChange(bentuk);
                        setValue(`detail.${i}.satuan`, SATUAN_BENTUK_RACIKAN[bentuk]);
                      }}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    >
                      {BENTUK_RACIKAN.map((b) => (
                        <MenuItem key={b} value={b}>
                          {LABEL_BENTUK_RACIKAN[b]}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <FieldTeks name={`detail.${i}.satuan`} label="Satuan racikan" required />
              </Grid>
            </Grid>
            <BahanRacikan i={i} />
          </>
        ) : (
          <Grid container spacing={1}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PilihObat<FormResep> name={`detail.${i}.produk`} label="Obat" />
              <PeringatanAlergi obat={baris?.produk} />
            </Grid>
            <Grid size={{ xs: 12, sm: 2 }}>
              <FieldTeks
                name={`detail.${i}.jumlah`}
                label="Jumlah"
                required
                angka="bulat"
                satuan={baris?.produk?.satuan_dasar}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FieldSigna<FormResep> name={`detail.${i}.aturan_pakai`} />
            </Grid>
          </Grid>
        )}
      </Box>
      {tombol}
    </Box>
  );
}
