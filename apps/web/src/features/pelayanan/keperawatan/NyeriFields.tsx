import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutralIcon from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { kategoriNyeri, SIFAT_NYERI } from '@rawat/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { Pilih, Teks, useHanyaBaca } from './fields.tsx';

// Green to red along the Numeric Rating Scale.
const WARNA = [
  '#2e7d32',
  '#558b2f',
  '#7cb342',
  '#afb42b',
  '#f9a825',
  '#f57f17',
  '#ef6c00',
  '#e65100',
  '#d84315',
  '#c62828',
  '#b71c1c',
];

// The faces of the Wong-Baker scale, two numbers per face, for patients who point rather than count.
function Wajah({ n }: { n: number }) {
  const sx = { fontSize: 22 };
  if (n <= 1) return <SentimentVerySatisfiedIcon sx={sx} />;
  if (n <= 3) return <SentimentSatisfiedIcon sx={sx} />;
  if (n <= 5) return <SentimentNeutralIcon sx={sx} />;
  if (n <= 7) return <SentimentDissatisfiedIcon sx={sx} />;
  return <SentimentVeryDissatisfiedIcon sx={sx} />;
}

/** NRS 0–10 as a row of coloured buttons with faces; pressing the chosen one again clears it. */
export function SkalaNyeri({ name = 'skala_nyeri' }: { name?: string }) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const nilai = typeof field.value === 'number' ? field.value : null;
        return (
          <Box>
            <Box
              role="group"
              aria-label="Skala nyeri (NRS 0–10)"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(11, minmax(0, 1fr))',
                gap: 0.5,
                maxWidth: 660,
              }}
            >
              {WARNA.map((warna, n) => {
                const aktif = nilai === n;
                return (
                  <ButtonBase
                    // biome-ignore lint/suspicious/noArrayIndexKey: the index is the score
                    key={n}
                    ref={n === 0 ? field.ref : undefined}
                    disabled={hanyaBaca}
                    aria-label={`Nyeri ${n}`}
                    aria-pressed={aktif}
                    onClick={() => field.onChange(aktif ? null : n)}
                    sx={{
                      flexDirection: 'column',
                      py: 0.75,
                      borderRadius: 1,
                      border: 2,
                      borderColor: warna,
                      color: aktif ? '#fff' : warna,
                      bgcolor: aktif ? warna : 'transparent',
                      opacity: hanyaBaca && !aktif ? 0.5 : 1,
                      fontWeight: 700,
                      boxShadow: aktif ? 3 : 0,
                      '&:hover': { bgcolor: aktif ? warna : `${warna}1f` },
                    }}
                  >
                    <Wajah n={n} />
                    <span>{n}</span>
                  </ButtonBase>
                );
              })}
            </Box>
            <Typography
              variant="body2"
              sx={{ mt: 0.75, color: nilai != null ? WARNA[nilai] : 'text.secondary' }}
            >
              {nilai != null
                ? `${nilai}/10 · ${kategoriNyeri(nilai)}`
                : 'Belum dinilai — pilih 0 bila tidak nyeri'}
            </Typography>
            {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
          </Box>
        );
      }}
    />
  );
}

/** Pain: the scale, and where and how it hurts. */
export function NyeriFields() {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <SkalaNyeri />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <Teks name="lokasi_nyeri" label="Lokasi nyeri" />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <Pilih name="sifat_nyeri" label="Sifat nyeri" pilihan={SIFAT_NYERI} />
      </Grid>
    </Grid>
  );
}
