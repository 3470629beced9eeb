import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { siapkanFoto } from './foto.ts';

export interface FotoInputProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  /** What a good photo shows, under the box. */
  petunjuk: string;
}

/** A photo field: choose a file, see it, change it; the form value is a downscaled JPEG data URL. */
export function FotoInput<T extends FieldValues>({ name, label, petunjuk }: FotoInputProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const masukan = useRef<HTMLInputElement>(null);
  const [mengolah, setMengolah] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const id = useId();
  const nilai = typeof field.value === 'string' ? field.value : '';
  const pesan = galat ?? fieldState.error?.message;

  const pilih = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file chosen again after an error must fire a change again.
    e.target.value = '';
    if (!file) return;
    setGalat(null);
    setMengolah(true);
    try {
      field.onChange(await siapkanFoto(file));
    } catch (err) {
      setGalat(err instanceof Error ? err.message : 'Foto tidak dapat dipakai');
    } finally {
      setMengolah(false);
      field.onBlur();
    }
  };

  return (
    <Box>
      <Typography id={`${id}-label`} variant="subtitle2" sx={{ mb: 0.75 }}>
        {label} <span aria-hidden="true">*</span>
      </Typography>
      <Box
        component="button"
        type="button"
        ref={field.ref}
        onClick={() => masukan.current?.click()}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={mengolah}
        sx={{
          position: 'relative',
          display: 'grid',
          placeItems: 'center',
          width: '100%',
          height: nilai ? undefined : 180,
          p: 0,
          overflow: 'hidden',
          cursor: 'pointer',
          borderRadius: 2,
          border: 2,
          borderStyle: nilai ? 'solid' : 'dashed',
          borderColor: pesan ? 'error.main' : nilai ? 'divider' : 'grey.400',
          bgcolor: nilai ? 'grey.100' : 'grey.50',
          color: 'text.secondary',
          font: 'inherit',
          '&:hover': { borderColor: 'primary.main' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {nilai ? (
          <Box
            component="img"
            src={nilai}
            alt={`Pratinjau ${label.toLowerCase()}`}
            sx={{ display: 'block', width: '100%', height: 220, objectFit: 'contain' }}
          />
        ) : (
          <Box sx={{ textAlign: 'center', px: 2 }}>
            <AddAPhotoIcon sx={{ fontSize: 36, color: 'grey.500' }} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Ketuk untuk memilih foto
            </Typography>
          </Box>
        )}
        {mengolah ? (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(255,255,255,.7)',
            }}
          >
            <CircularProgress size={28} aria-label="Mengolah foto" />
          </Box>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 0.5 }}>
        <FormHelperText id={`${id}-hint`} error={Boolean(pesan)} sx={{ flex: 1, mx: 0 }}>
          {pesan ?? petunjuk}
        </FormHelperText>
        {nilai ? (
          <Button size="small" onClick={() => masukan.current?.click()} disabled={mengolah}>
            Ganti foto
          </Button>
        ) : null}
      </Box>
      <input
        ref={masukan}
        type="file"
        accept="image/jpeg,image/png,image/*"
        hidden
        onChange={(e) => void pilih(e)}
      />
    </Box>
  );
}
