import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { HARI, type Hari } from '@rawat/domain';
import { Controller, type Path, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormAngka, FormPilih } from '../../../ui/form/fields.tsx';
import type { DokterIn as In } from './DokterForm.tsx';

/** 'HH:MM' typed as digits: '0800' becomes '08:00'. */
function FormJam({ name, label }: { name: Path<In>; label: string }) {
  const { control } = useFormContext<In>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          placeholder="JJ:MM"
          onChange={(e) => {
            const angka = e.target.value.replace(/\D/g, '').slice(0, 4);
            field.onChange(angka.length > 2 ? `${angka.slice(0, 2)}:${angka.slice(2)}` : angka);
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    />
  );
}

/** Under the JKN field: how the session splits ('Non-JKN 10'), or that it is not split. */
function kuotaJknTeks(kuota: string | undefined, jkn: string | undefined): string {
  if (!jkn) return 'Kosong: tidak dibagi';
  const sisa = Number(kuota ?? 0) - Number(jkn);
  return Number.isFinite(sisa) && sisa >= 0 ? `Non-JKN ${sisa}` : 'Melebihi kuota';
}

const hariBerikut = (h: Hari): Hari => HARI[(HARI.indexOf(h) + 1) % HARI.length] ?? 'Senin';

/** The weekly sessions: one row per clinic, day and time, added and removed in place. */
export function JadwalFields({ namaPoli }: { namaPoli: Map<string, string> }) {
  const { control, formState } = useFormContext<In>();
  const { fields, append, remove } = useFieldArray({ control, name: 'jadwal' });
  const polis = useWatch({ control, name: 'polis' });
  const jadwal = useWatch({ control, name: 'jadwal' });
  const pilihanPoli = polis.map((uid) => ({ value: uid, label: namaPoli.get(uid) ?? 'Poli' }));
  const galatLarik = formState.errors.jadwal?.root?.message ?? formState.errors.jadwal?.message;

  const tambah = () => {
    const akhir = jadwal.at(-1);
    append(
      akhir
        ? { ...akhir, hari: hariBerikut(akhir.hari) }
        : {
            poli_uid: polis[0] ?? '',
            hari: 'Senin',
            jam_mulai: '08:00',
            jam_selesai: '12:00',
            kuota: '20',
            kuota_jkn: '',
          },
    );
  };

  return (
    <Grid size={12}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Belum ada jadwal praktik. Dokter tanpa jadwal tidak muncul di pendaftaran maupun jadwal online.
        </Typography>
      ) : null}
      {fields.map((f, i) => (
        <Box
          key={f.id}
          role="group"
          aria-label={`Sesi ${i + 1}`}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}
        >
          <Grid container spacing={1} columns={{ xs: 12, sm: 14 }} sx={{ flex: 1 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormPilih<In> name={`jadwal.${i}.poli_uid`} label="Poli" required pilihan={pilihanPoli} />
            </Grid>
            <Grid size={{ xs: 6, sm: 2 }}>
              <FormPilih<In>
                name={`jadwal.${i}.hari`}
                label="Hari"
                required
                pilihan={HARI.map((h) => ({ value: h, label: h }))}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 2 }}>
              <FormJam name={`jadwal.${i}.jam_mulai`} label="Mulai" />
            </Grid>
            <Grid size={{ xs: 6, sm: 2 }}>
              <FormJam name={`jadwal.${i}.jam_selesai`} label="Selesai" />
            </Grid>
            <Grid size={{ xs: 6, sm: 2 }}>
              <FormAngka<In> name={`jadwal.${i}.kuota`} label="Kuota" />
            </Grid>
            <Grid size={{ xs: 6, sm: 2 }}>
              <FormAngka<In>
                name={`jadwal.${i}.kuota_jkn`}
                label="Kuota JKN"
                helperText={kuotaJknTeks(jadwal[i]?.kuota, jadwal[i]?.kuota_jkn)}
              />
            </Grid>
          </Grid>
          <Tooltip title="Hapus sesi">
            <IconButton aria-label={`Hapus sesi ${i + 1}`} onClick={() => remove(i)} sx={{ mt: 1 }}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      {galatLarik ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {galatLarik}
        </Alert>
      ) : null}
      <Button startIcon={<AddIcon />} onClick={tambah} disabled={!polis.length}>
        Tambah Sesi
      </Button>
      {!polis.length ? (
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          Pilih poli praktik terlebih dahulu
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Kuota JKN: bagian kuota untuk pasien BPJS (sisanya non-JKN); kosongkan bila tidak dibagi. Perubahan
        jadwal dokter yang tampil online dikirim ke BPJS; pasien yang sudah memesan pada hari yang berubah
        tampil di Pasien Online untuk dihubungi.
      </Typography>
    </Grid>
  );
}
