import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  DIALISAT,
  GCS_EYE,
  GCS_MOTORIK,
  GCS_VERBAL,
  KONDISI_IGD,
  LEVEL_TRIASE,
  labelTriase,
  TINDAKAN_RESUSITASI,
} from '@rawat/domain';
import { Controller } from 'react-hook-form';
import { FormAngka, FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
import type { NilaiAsesmenMedis as Nilai } from './asesmen-medis.form.ts';
import { Bagian } from './Bagian.tsx';

/** Scores highest first, as the GCS lists are written ('4 – Spontan'). */
const skor = (xs: readonly string[]) =>
  xs.map((x, i) => ({ value: String(xs.length - i), label: `${xs.length - i} – ${x}` }));

/** IGD: the condition, the doctor's triage level, GCS and what was done to resuscitate. */
export function BagianIgd() {
  return (
    <Bagian judul="Kegawatdaruratan">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormPilih<Nilai>
            name="kondisi"
            label="Kondisi pasien"
            required
            pilihan={KONDISI_IGD.map((k) => ({ value: k, label: k }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormPilih<Nilai>
            name="prioritas"
            label="Prioritas (triase dokter)"
            kosong="Sama dengan triase perawat"
            pilihan={LEVEL_TRIASE.map((l) => ({ value: String(l), label: labelTriase(l) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormPilih<Nilai> name="gcs.e" label="GCS mata (E)" kosong="—" pilihan={skor(GCS_EYE)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormPilih<Nilai> name="gcs.v" label="GCS verbal (V)" kosong="—" pilihan={skor(GCS_VERBAL)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormPilih<Nilai> name="gcs.m" label="GCS motorik (M)" kosong="—" pilihan={skor(GCS_MOTORIK)} />
        </Grid>
        <Grid size={12}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            Tindakan resusitasi
          </Typography>
          <Controller<Nilai>
            name="resusitasi"
            render={({ field }) => {
              const nilai = (field.value as string[]) ?? [];
              return (
                <FormGroup row>
                  {TINDAKAN_RESUSITASI.map((t) => (
                    <FormControlLabel
                      key={t}
                      label={t}
                      slotProps={{ typography: { variant: 'body2' } }}
                      control={
                        <Checkbox
                          size="small"
                          checked={nilai.includes(t)}
                          onChange={(e) =>
                            field.onChange(e.target.checked ? [...nilai, t] : nilai.filter((x) => x !== t))
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              );
            }}
          />
        </Grid>
        <Grid size={12}>
          <FormTeks<Nilai> name="resusitasi_keterangan" label="Keterangan resusitasi" multiline />
        </Grid>
      </Grid>
    </Bagian>
  );
}

/** HD room: this session's prescription and the doctor's evaluation. */
export function BagianHd() {
  const f = 'resep_hd';
  const sel = { xs: 12, sm: 6, md: 3 } as const;
  return (
    <Bagian judul="Resep Hemodialisa">
      <Grid container spacing={2}>
        <Grid size={sel}>
          <FormAngka<Nilai> name={`${f}.durasi_jam`} label="Durasi" satuan="jam" desimal required />
        </Grid>
        <Grid size={sel}>
          <FormAngka<Nilai> name={`${f}.qb`} label="QB" satuan="ml/menit" required />
        </Grid>
        <Grid size={sel}>
          <FormAngka<Nilai> name={`${f}.qd`} label="QD" satuan="ml/menit" required />
        </Grid>
        <Grid size={sel}>
          <FormAngka<Nilai> name={`${f}.target_uf`} label="Target UF" satuan="ml" required />
        </Grid>
        <Grid size={sel}>
          <FormPilih<Nilai>
            name={`${f}.dialisat`}
            label="Dialisat"
            kosong="—"
            pilihan={DIALISAT.map((d) => ({ value: d, label: d }))}
          />
        </Grid>
        <Grid size={sel}>
          <FormAngka<Nilai> name={`${f}.heparin_awal`} label="Heparin dosis awal" satuan="IU" />
        </Grid>
        <Grid size={sel}>
          <FormAngka<Nilai> name={`${f}.heparin_maintenance`} label="Heparin maintenance" satuan="IU/jam" />
        </Grid>
        <Grid size={sel}>
          <FormAngka<Nilai> name={`${f}.bb_kering`} label="Berat badan kering" satuan="kg" desimal />
        </Grid>
        <Grid size={12}>
          <FormTeks<Nilai> name="evaluasi" label="Evaluasi" multiline />
        </Grid>
      </Grid>
    </Bagian>
  );
}
