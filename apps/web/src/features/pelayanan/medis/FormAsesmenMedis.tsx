import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Asesmen,
  DEFINISI_ASESMEN,
  formatTanggalWaktu,
  HASIL_PEMERIKSAAN,
  ISI_ASESMEN,
  type JenisAsesmen,
  KEADAAN_UMUM,
  KESADARAN,
  LABEL_SISTEM_PEMERIKSAAN,
  type LayananKlinisDto,
  SISTEM_PEMERIKSAAN,
} from '@rawat/domain';
import { useEffect, useMemo, useState } from 'react';
import { Controller, FormProvider, type Path, useForm } from 'react-hook-form';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { FormAngka, FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
import { useSimpanAsesmen } from '../pelayanan.api.ts';
import { adaTandaVitalDokter, keIsi, type NilaiAsesmenMedis, nilaiAwal } from './asesmen-medis.form.ts';
import { Bagian } from './Bagian.tsx';
import { BagianHd, BagianIgd } from './BagianKhusus.tsx';
import { JENIS_ASESMEN_MEDIS } from './medis.api.ts';
import { tandaVitalAsesmen } from './RingkasanPerawat.tsx';

type Nilai = NilaiAsesmenMedis;

const pilihan = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }));

/**
 * The doctor's assessment of one layanan: anamnesis, physical examination by system, SOAP and
 * education, plus triage and resuscitation at the IGD or the HD prescription in the HD room. The
 * kind follows the clinic. Checked with the kind's schema before sending; the server's field
 * errors land on the same fields.
 */
export function FormAsesmenMedis({
  layanan: l,
  jenis: jenisTetap,
  simpanIsi,
  tersimpan,
  keluhanPerawat,
  ttvPerawat,
  bolehTulis,
}: {
  /** The layanan whose own assessment this is; left out with `jenis` and `simpanIsi`. */
  layanan?: LayananKlinisDto;
  /**
   * Another unit's record on the layanan (an inpatient HD session, features/ranap/hd): the kind
   * it writes and how it is saved, in place of the layanan's clinic kind and its assessments.
   */
  jenis?: JenisAsesmen;
  simpanIsi?: (body: { jenis: JenisAsesmen; isi: Record<string, unknown> }) => Promise<unknown>;
  tersimpan: Asesmen | null;
  keluhanPerawat: string | null;
  /** The nurse's latest assessment with vital signs: where the doctor's vital signs start from. */
  ttvPerawat: Asesmen | null;
  bolehTulis: boolean;
}) {
  const toast = useToast();
  const jenis = jenisTetap ?? JENIS_ASESMEN_MEDIS[l?.poli.jenis ?? 'RAWAT_JALAN'];
  const simpanLayanan = useSimpanAsesmen(l?.uid ?? '');
  const simpan = simpanIsi ?? simpanLayanan.mutateAsync;
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const awal = useMemo(
    () =>
      nilaiAwal(tersimpan?.isi ?? null, keluhanPerawat, ttvPerawat ? tandaVitalAsesmen(ttvPerawat) : null),
    [tersimpan?.isi, keluhanPerawat, ttvPerawat],
  );
  // The caption tells the doctor the numbers are the nurse's, until the doctor saves their own.
  const ttvDariPerawat = ttvPerawat && !adaTandaVitalDokter(tersimpan?.isi) ? ttvPerawat : null;
  const form = useForm<Nilai>({ defaultValues: awal });
  const { handleSubmit, reset, setError, clearErrors, setValue, formState } = form;
  useEffect(() => reset(awal), [awal, reset]);

  const pasangGalat = (errors: { path: string; message: string }[]) => {
    let pertama = true;
    const sisa: string[] = [];
    for (const e of errors) {
      const path = e.path.replace(/^isi\./, '');
      if (!path || path === 'isi') sisa.push(e.message);
      else {
        setError(path as Path<Nilai>, { type: 'server', message: e.message }, { shouldFocus: pertama });
        pertama = false;
      }
    }
    return sisa.length ? sisa.join('; ') : null;
  };

  const kirim = async (n: Nilai) => {
    setGalatUmum(null);
    clearErrors();
    const isi = keIsi(n, jenis);
    const cek = ISI_ASESMEN[jenis].skema.safeParse(isi);
    if (!cek.success) {
      setGalatUmum(
        pasangGalat(cek.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))) ??
          'Periksa kembali isian yang ditandai merah',
      );
      return;
    }
    try {
      await simpan({ jenis, isi });
      toast.success(`${DEFINISI_ASESMEN[jenis].label} tersimpan`);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) setGalatUmum(pasangGalat(err.errors));
      else {
        setGalatUmum(pesanError(err));
        toast.error(err);
      }
    }
  };

  const semuaNormal = () => {
    for (const s of SISTEM_PEMERIKSAAN)
      if (!form.getValues(`pemeriksaan_fisik.sistem.${s}.hasil`))
        setValue(`pemeriksaan_fisik.sistem.${s}.hasil`, 'Normal', { shouldDirty: true });
  };

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={handleSubmit(kirim)}>
        <fieldset disabled={!bolehTulis} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          {jenis === 'MEDIS_IGD' ? <BagianIgd /> : null}

          <Bagian judul="Anamnesis">
            <Grid container spacing={2}>
              <Grid size={12}>
                <FormTeks<Nilai> name="anamnesis.keluhan_utama" label="Keluhan utama" multiline />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTeks<Nilai>
                  name="anamnesis.riwayat_penyakit_sekarang"
                  label="Riwayat penyakit sekarang"
                  multiline
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTeks<Nilai>
                  name="anamnesis.riwayat_penyakit_dahulu"
                  label="Riwayat penyakit dahulu"
                  multiline
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTeks<Nilai>
                  name="anamnesis.riwayat_penyakit_keluarga"
                  label="Riwayat penyakit keluarga"
                  multiline
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTeks<Nilai> name="anamnesis.riwayat_obat" label="Riwayat pengobatan" multiline />
              </Grid>
            </Grid>
          </Bagian>

          <Bagian
            judul="Pemeriksaan Fisik"
            aksi={
              bolehTulis ? (
                <Button size="small" onClick={semuaNormal}>
                  Isi sisanya Normal
                </Button>
              ) : null
            }
          >
            <Grid container spacing={2} sx={{ mb: 2 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormPilih<Nilai>
                  name="pemeriksaan_fisik.keadaan_umum"
                  label="Keadaan umum"
                  pilihan={pilihan(KEADAAN_UMUM)}
                  kosong="—"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormPilih<Nilai>
                  name="pemeriksaan_fisik.kesadaran"
                  label="Kesadaran"
                  pilihan={pilihan(KESADARAN)}
                  kosong="—"
                />
              </Grid>
              <TandaVitalDokter dariPerawat={ttvDariPerawat} />
            </Grid>
            <PemeriksaanSistem />
          </Bagian>

          {jenis === 'MEDIS_HD' ? <BagianHd /> : null}

          <Bagian judul="SOAP">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTeks<Nilai> name="subjektif" label="S – Subjektif" required multiline />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTeks<Nilai> name="objektif" label="O – Objektif" multiline />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTeks<Nilai> name="asesmen" label="A – Asesmen" multiline />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTeks<Nilai> name="plan" label="P – Plan" multiline />
              </Grid>
              <Grid size={12}>
                <FormTeks<Nilai> name="edukasi" label="Edukasi pasien dan keluarga" multiline />
              </Grid>
            </Grid>
          </Bagian>
        </fieldset>

        {galatUmum ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galatUmum}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {bolehTulis ? (
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              loading={formState.isSubmitting}
            >
              Simpan Asesmen
            </Button>
          ) : null}
          {tersimpan ? (
            <Typography variant="body2" color="text.secondary">
              Terakhir disimpan {formatTanggalWaktu(tersimpan.updated_at)} oleh {tersimpan.nama_penulis}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Belum disimpan
            </Typography>
          )}
        </Box>
      </Box>
    </FormProvider>
  );
}

/** Vital signs the doctor checked: the nurse's latest until the doctor saves their own. */
function TandaVitalDokter({ dariPerawat }: { dariPerawat: Asesmen | null }) {
  const f = 'pemeriksaan_fisik.tanda_vital';
  const sel = { xs: 6, sm: 4, md: 2 } as const;
  return (
    <>
      {dariPerawat ? (
        <Grid size={12}>
          <Typography variant="caption" color="text.secondary">
            Dari asesmen perawat {formatTanggalWaktu(dariPerawat.updated_at)}
          </Typography>
        </Grid>
      ) : null}
      <Grid size={sel}>
        <FormAngka<Nilai> name={`${f}.td_sistolik`} label="TD sistolik" satuan="mmHg" />
      </Grid>
      <Grid size={sel}>
        <FormAngka<Nilai> name={`${f}.td_diastolik`} label="TD diastolik" satuan="mmHg" />
      </Grid>
      <Grid size={sel}>
        <FormAngka<Nilai> name={`${f}.nadi`} label="Nadi" satuan="x/mnt" />
      </Grid>
      <Grid size={sel}>
        <FormAngka<Nilai> name={`${f}.respirasi`} label="Respirasi" satuan="x/mnt" />
      </Grid>
      <Grid size={sel}>
        <FormAngka<Nilai> name={`${f}.suhu`} label="Suhu" satuan="°C" desimal />
      </Grid>
      <Grid size={sel}>
        <FormAngka<Nilai> name={`${f}.spo2`} label="SpO2" satuan="%" />
      </Grid>
    </>
  );
}

/** One row per organ system: Normal / Tidak normal and what was found. */
function PemeriksaanSistem() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {SISTEM_PEMERIKSAAN.map((s) => (
        <Box
          key={s}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '150px 230px 1fr' },
            alignItems: 'center',
            gap: { xs: 0.5, md: 2 },
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }} id={`sistem-${s}`}>
            {LABEL_SISTEM_PEMERIKSAAN[s]}
          </Typography>
          <Controller<Nilai>
            name={`pemeriksaan_fisik.sistem.${s}.hasil`}
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby={`sistem-${s}`}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {HASIL_PEMERIKSAAN.map((h) => (
                  <FormControlLabel
                    key={h}
                    value={h}
                    control={<Radio size="small" />}
                    label={h}
                    slotProps={{ typography: { variant: 'body2' } }}
                  />
                ))}
              </RadioGroup>
            )}
          />
          <Controller<Nilai>
            name={`pemeriksaan_fisik.sistem.${s}.keterangan`}
            render={({ field, fieldState }) => (
              <TextField
                size="small"
                fullWidth
                placeholder="Keterangan / temuan"
                name={field.name}
                value={(field.value as string) ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { 'aria-label': `Keterangan ${LABEL_SISTEM_PEMERIKSAAN[s]}` } }}
              />
            )}
          />
        </Box>
      ))}
    </Box>
  );
}
