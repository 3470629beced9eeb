import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import { JENIS_ALERGI } from '@rawat/domain';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Pilih, Teks, useHanyaBaca } from './fields.tsx';

/**
 * Allergies: 'Tidak ada alergi' ticked, or a row per allergen (kind, name, reaction). New names
 * join the patient's list when the assessment is saved; the banner above shows the list so far.
 */
export function AlergiFields({ tercatat }: { tercatat: readonly string[] }) {
  const { control, setValue } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  const { fields, append, remove } = useFieldArray({ control, name: 'alergi.daftar' });
  const tidakAda = useWatch({ control, name: 'alergi.tidak_ada' });
  return (
    <Box>
      {tercatat.length && tidakAda ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          Data pasien mencatat alergi <b>{tercatat.join(', ')}</b>. Pastikan kembali kepada pasien sebelum
          menyatakan tidak ada alergi.
        </Alert>
      ) : tercatat.length ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          Tercatat di data pasien: <b>{tercatat.join(', ')}</b>. Alergi baru yang diisi di sini ditambahkan ke
          data pasien saat asesmen disimpan.
        </Alert>
      ) : null}
      <Controller
        control={control}
        name="alergi.tidak_ada"
        render={({ field, fieldState }) => (
          <Box>
            <FormControlLabel
              disabled={hanyaBaca}
              control={
                <Checkbox
                  slotProps={{ input: { ref: field.ref } }}
                  checked={field.value === true}
                  onChange={(e) => {
                    field.onChange(e.target.checked);
                    // Saying 'none' clears the list rather than leaving a contradiction to fix.
                    if (e.target.checked) setValue('alergi.daftar', []);
                  }}
                />
              }
              label="Tidak ada alergi"
            />
            {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
          </Box>
        )}
      />
      {fields.map((f, i) => (
        <Grid container spacing={1.5} key={f.id} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 3 }}>
            <Pilih name={`alergi.daftar.${i}.jenis`} label="Jenis" pilihan={JENIS_ALERGI} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Teks name={`alergi.daftar.${i}.nama`} label="Nama alergen" required />
          </Grid>
          <Grid size={{ xs: 10, sm: 4 }}>
            <Teks name={`alergi.daftar.${i}.reaksi`} label="Reaksi" />
          </Grid>
          <Grid size={{ xs: 2, sm: 1 }} sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
            <IconButton aria-label={`Hapus alergi ${i + 1}`} disabled={hanyaBaca} onClick={() => remove(i)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Grid>
        </Grid>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={hanyaBaca}
        onClick={() => {
          if (tidakAda) setValue('alergi.tidak_ada', false);
          append({ jenis: 'Obat', nama: '', reaksi: '' });
        }}
      >
        Tambah alergi
      </Button>
    </Box>
  );
}
