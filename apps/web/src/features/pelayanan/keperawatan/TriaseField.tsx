import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { LEVEL_TRIASE, TRIASE_ATS, type WarnaTriase } from '@rawat/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useHanyaBaca } from './fields.tsx';

/** The wall-chart colours (triase.ts) and a text colour readable on each. */
export const WARNA_TRIASE: Record<WarnaTriase, { bg: string; teks: string }> = {
  Merah: { bg: '#c62828', teks: '#fff' },
  Oranye: { bg: '#ef6c00', teks: '#fff' },
  Kuning: { bg: '#fbc02d', teks: '#1a1a1a' },
  Hijau: { bg: '#2e7d32', teks: '#fff' },
  Putih: { bg: '#ffffff', teks: '#1a1a1a' },
};

/** ATS 1–5 as five big coloured cards; the chosen one is filled, the others tinted. */
export function TriaseField() {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name="triase"
      render={({ field, fieldState }) => (
        <Box>
          <Box
            role="radiogroup"
            aria-label="Level triase"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(5, minmax(0, 1fr))' },
            }}
          >
            {LEVEL_TRIASE.map((level) => {
              const t = TRIASE_ATS[level];
              const w = WARNA_TRIASE[t.warna];
              const aktif = field.value === level;
              return (
                <ButtonBase
                  key={level}
                  ref={level === 1 ? field.ref : undefined}
                  role="radio"
                  aria-checked={aktif}
                  aria-label={`ATS ${level} ${t.label}`}
                  disabled={hanyaBaca}
                  onClick={() => field.onChange(level)}
                  sx={{
                    position: 'relative',
                    display: 'block',
                    textAlign: 'left',
                    p: 1.5,
                    borderRadius: 2,
                    border: 3,
                    borderColor: aktif ? 'text.primary' : t.warna === 'Putih' ? 'grey.400' : w.bg,
                    bgcolor: aktif ? w.bg : t.warna === 'Putih' ? '#fafafa' : `${w.bg}26`,
                    color: aktif ? w.teks : 'text.primary',
                    boxShadow: aktif ? 6 : 0,
                    opacity: hanyaBaca && !aktif ? 0.45 : 1,
                    transition: 'box-shadow 120ms, background-color 120ms',
                  }}
                >
                  {aktif ? <CheckCircleIcon sx={{ position: 'absolute', top: 8, right: 8 }} /> : null}
                  <Typography
                    variant="h4"
                    component="span"
                    sx={{ display: 'block', fontWeight: 800, lineHeight: 1 }}
                  >
                    {level}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, mt: 0.5 }}>{t.label}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t.warna} · {t.waktu}
                  </Typography>
                  <Typography variant="caption" sx={{ display: 'block', mt: 0.5, opacity: 0.85 }}>
                    {t.contoh}
                  </Typography>
                </ButtonBase>
              );
            })}
          </Box>
          {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
        </Box>
      )}
    />
  );
}
