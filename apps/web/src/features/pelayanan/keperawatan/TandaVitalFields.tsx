import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatAngkaMaks, hitungImt, kategoriImt } from '@rawat/domain';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Angka } from './fields.tsx';

// Kemenkes' Asia-Pacific bands, as traffic-light colours for the live BMI.
const WARNA_IMT: Record<string, string> = {
  'Berat badan kurang': 'warning.main',
  Normal: 'success.main',
  'Berat badan lebih': 'warning.main',
  'Obesitas I': 'error.main',
  'Obesitas II': 'error.main',
};

/** BMI as it will be stored, computed live from the weight and height typed under `nama`. */
export function ImtLangsung({ nama }: { nama: string }) {
  const { control } = useFormContext();
  const [berat, tinggi] = useWatch({ control, name: [`${nama}.berat_badan`, `${nama}.tinggi_badan`] });
  const imt = hitungImt(berat, tinggi);
  const kategori = kategoriImt(imt);
  return (
    <Box
      role="status"
      aria-label="IMT"
      sx={{
        height: '100%',
        minHeight: 56,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 0.75,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        IMT (otomatis)
      </Typography>
      {imt != null ? (
        <Typography variant="body1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {formatAngkaMaks(imt, 1)} kg/m²{' '}
          <Typography
            component="span"
            variant="body2"
            sx={{ fontWeight: 600, color: WARNA_IMT[kategori ?? ''] }}
          >
            · {kategori}
          </Typography>
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Isi berat dan tinggi badan
        </Typography>
      )}
    </Box>
  );
}

/**
 * The vital signs grid (tandaVitalSchema) under `nama` (e.g. 'tanda_vital', 'tanda_vital_pre').
 * `tanpaBeratTinggi` leaves out weight, height and BMI (the HD form weighs separately).
 */
export function TandaVitalFields({
  nama = 'tanda_vital',
  tanpaBeratTinggi,
  children,
}: {
  nama?: string;
  tanpaBeratTinggi?: boolean;
  /** Further fields in the same grid (the HD form's post-HD weight). */
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // Two rows on a desktop: the BMI sits beside the weight and height it comes from.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      <Angka name={`${nama}.td_sistolik`} label="TD sistolik" satuan="mmHg" />
      <Angka name={`${nama}.td_diastolik`} label="TD diastolik" satuan="mmHg" />
      <Angka name={`${nama}.nadi`} label="Nadi" satuan="x/menit" />
      <Angka name={`${nama}.respirasi`} label="Respirasi" satuan="x/menit" />
      <Angka name={`${nama}.suhu`} label="Suhu" satuan="°C" desimal />
      <Angka name={`${nama}.spo2`} label="SpO2" satuan="%" />
      {tanpaBeratTinggi ? null : (
        <>
          <Angka name={`${nama}.berat_badan`} label="Berat badan" satuan="kg" desimal />
          <Angka name={`${nama}.tinggi_badan`} label="Tinggi badan" satuan="cm" desimal />
          <Box sx={{ gridColumn: 'span 2' }}>
            <ImtLangsung nama={nama} />
          </Box>
        </>
      )}
      {children}
    </Box>
  );
}
