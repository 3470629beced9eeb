import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import type { FormLab } from './lab.form.ts';

/** The results a choice test allows (Non-reaktif/Reaktif, A/B/AB/O), the healthy one ticked. */
export function PilihanHasil() {
  const { control } = useFormContext<FormLab>();
  const { fields, append, remove } = useFieldArray({ control, name: 'pilihan' });
  const { errors } = useFormState({ control, name: 'pilihan' });
  const galat = errors.pilihan?.message ?? errors.pilihan?.root?.message;

  return (
    <Box>
      <Typography variant="subtitle2">Pilihan Hasil</Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
        Centang "Normal" pada hasil orang sehat (mis. Negatif); biarkan kosong bila tidak ada (golongan
        darah).
      </Typography>
      {fields.map((f, i) => (
        <Box key={f.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Controller
            control={control}
            name={`pilihan.${i}.nilai`}
            render={({ field, fieldState }) => (
              <TextField
                size="small"
                label={`Pilihan ${i + 1}`}
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                sx={{ flex: '1 1 200px', maxWidth: 280 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`pilihan.${i}.normal`}
            render={({ field }) => (
              <FormControlLabel
                label="Normal"
                control={
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(e) => field.onChange(e.target.checked)}
                    slotProps={{ input: { 'aria-label': `Pilihan ${i + 1} normal` } }}
                  />
                }
              />
            )}
          />
          <Tooltip title="Hapus pilihan">
            <IconButton aria-label={`Hapus pilihan ${i + 1}`} onClick={() => remove(i)} sx={{ mt: 0.25 }}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      {galat ? (
        <Typography variant="caption" color="error" component="div" sx={{ mb: 1 }}>
          {galat}
        </Typography>
      ) : null}
      <Button size="small" startIcon={<AddIcon />} onClick={() => append({ nilai: '', normal: false })}>
        Tambah Pilihan
      </Button>
    </Box>
  );
}
