import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AIRWAY,
  BREATHING,
  CIRCULATION,
  GCS_EYE,
  GCS_MOTORIK,
  GCS_VERBAL,
  kesadaranGcs,
  PUPIL,
  REFLEKS_CAHAYA,
} from '@rawat/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Teks, useHanyaBaca } from './fields.tsx';
import { PilihTombol } from './pilihan.tsx';

/** One GCS component: its responses listed highest score first, as on the chart. */
function SkorGcs({ name, label, respons }: { name: string; label: string; respons: readonly string[] }) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          required
          disabled={hanyaBaca}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {respons.map((r, i) => {
            const skor = respons.length - i;
            return (
              <MenuItem key={r} value={skor}>
                {skor} – {r}
              </MenuItem>
            );
          })}
        </TextField>
      )}
    />
  );
}

function TotalGcs() {
  const { control } = useFormContext();
  const [e, v, m] = useWatch({
    control,
    name: ['survei_primer.gcs.e', 'survei_primer.gcs.v', 'survei_primer.gcs.m'],
  });
  const lengkap = [e, v, m].every((x) => typeof x === 'number');
  const total = lengkap ? e + v + m : null;
  return (
    <Box
      role="status"
      aria-label="Total GCS"
      sx={{
        height: '100%',
        minHeight: 56,
        borderRadius: 1,
        px: 1.5,
        py: 0.5,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        bgcolor:
          total == null
            ? 'action.hover'
            : total <= 8
              ? 'error.main'
              : total <= 12
                ? 'warning.main'
                : 'success.main',
        color: total == null ? 'text.secondary' : '#fff',
      }}
    >
      <Typography variant="caption">Total GCS</Typography>
      <Typography sx={{ fontWeight: 800, lineHeight: 1.2 }}>
        {total == null ? '—' : `${total} · ${kesadaranGcs(total)}`}
      </Typography>
    </Box>
  );
}

/** ABCDE: airway, breathing, circulation, disability (GCS and pupils), exposure. */
export function SurveiPrimerFields() {
  const p = 'survei_primer';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <PilihTombol name={`${p}.airway`} label="A – Airway" pilihan={AIRWAY} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Teks name={`${p}.airway_catatan`} label="Catatan airway (snoring, gurgling, stridor…)" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PilihTombol
          name={`${p}.breathing`}
          label="B – Breathing"
          pilihan={BREATHING}
          penjelasan={{ 'Spontan, tidak adekuat': 'Sesak, retraksi, napas cuping hidung, atau sianosis' }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Teks name={`${p}.breathing_catatan`} label="Catatan breathing" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PilihTombol
          name={`${p}.circulation`}
          label="C – Circulation"
          pilihan={CIRCULATION}
          penjelasan={{
            Normal: 'Nadi kuat, akral hangat, CRT < 2 detik',
            Terganggu: 'Nadi lemah/cepat, akral dingin, CRT ≥ 2 detik, atau perdarahan',
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Teks name={`${p}.circulation_catatan`} label="Catatan circulation (perdarahan, CRT…)" />
      </Grid>
      <Grid size={12}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: -0.5 }}>
          D – Disability (GCS)
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SkorGcs name={`${p}.gcs.e`} label="Mata (E)" respons={GCS_EYE} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SkorGcs name={`${p}.gcs.v`} label="Verbal (V)" respons={GCS_VERBAL} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SkorGcs name={`${p}.gcs.m`} label="Motorik (M)" respons={GCS_MOTORIK} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TotalGcs />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PilihTombol name={`${p}.pupil`} label="Pupil" pilihan={PUPIL} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PilihTombol name={`${p}.refleks_cahaya`} label="Refleks cahaya" pilihan={REFLEKS_CAHAYA} />
      </Grid>
      <Grid size={12}>
        <Teks name={`${p}.exposure`} label="E – Exposure (jejas, luka, deformitas, suhu tubuh)" multiline />
      </Grid>
    </Grid>
  );
}
