import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useHanyaBaca } from './fields.tsx';

/** A yes/no question; unanswered (null) until the nurse answers it. */
export function YaTidak({ name, label, keterangan }: { name: string; label: string; keterangan?: string }) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} disabled={hanyaBaca} sx={{ width: '100%' }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ flex: '1 1 320px' }}>
              <FormLabel sx={{ color: 'text.primary' }}>{label}</FormLabel>
              {keterangan ? (
                <Typography variant="body2" color="text.secondary">
                  {keterangan}
                </Typography>
              ) : null}
            </Box>
            <RadioGroup
              row
              aria-label={label}
              value={field.value === true ? 'ya' : field.value === false ? 'tidak' : ''}
              onChange={(e) => field.onChange(e.target.value === 'ya')}
            >
              <FormControlLabel
                value="ya"
                control={<Radio slotProps={{ input: { ref: field.ref } }} />}
                label="Ya"
              />
              <FormControlLabel value="tidak" control={<Radio />} label="Tidak" />
            </RadioGroup>
          </Box>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

/** One choice among a few, as buttons (quicker than a menu at the bedside). */
export function PilihTombol({
  name,
  label,
  pilihan,
  penjelasan,
}: {
  name: string;
  label: string;
  pilihan: readonly string[];
  penjelasan?: Partial<Record<string, string>>;
}) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} sx={{ width: '100%' }}>
          <FormLabel sx={{ mb: 0.5, color: 'text.primary' }}>{label}</FormLabel>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-label={label}
            disabled={hanyaBaca}
            value={field.value ?? null}
            onChange={(_, v) => field.onChange(v)}
            sx={{ flexWrap: 'wrap' }}
          >
            {pilihan.map((p) => (
              <ToggleButton key={p} value={p} sx={{ textTransform: 'none', px: 1.5 }}>
                {p}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormHelperText>
            {fieldState.error?.message ?? (field.value ? penjelasan?.[field.value as string] : undefined)}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}

/** Several of a list, as chips to tick. */
export function PilihBanyak({
  name,
  label,
  pilihan,
  warna = 'primary',
}: {
  name: string;
  label: string;
  pilihan: readonly string[];
  warna?: 'primary' | 'warning';
}) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const nilai: string[] = Array.isArray(field.value) ? field.value : [];
        return (
          <FormControl error={Boolean(fieldState.error)} sx={{ width: '100%' }}>
            <FormLabel sx={{ mb: 0.5, color: 'text.primary' }}>{label}</FormLabel>
            <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {pilihan.map((p) => {
                const aktif = nilai.includes(p);
                return (
                  <Chip
                    key={p}
                    label={p}
                    disabled={hanyaBaca}
                    color={aktif ? warna : 'default'}
                    variant={aktif ? 'filled' : 'outlined'}
                    aria-pressed={aktif}
                    onClick={() => field.onChange(aktif ? nilai.filter((x) => x !== p) : [...nilai, p])}
                  />
                );
              })}
            </Box>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
