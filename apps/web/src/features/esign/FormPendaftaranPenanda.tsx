import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { MAKS_PIN_SALAH, type Penanda, type PenandaDaftar, penandaDaftarSchema } from '@rawat/domain';
import { useState } from 'react';
import { Controller, FormProvider, type Path, type Resolver, useForm } from 'react-hook-form';
import { useToast } from '../../shell/toast.tsx';
import { terapkanGalatServer } from '../../ui/form-errors.ts';
import { useDaftarPenanda } from './esign.api.ts';
import { FotoInput } from './FotoInput.tsx';
import { Bagian, Isian, IsianPin, type Nilai, TeksPersetujuan } from './pendaftaran.bagian.tsx';

const FIELDS: readonly Path<Nilai>[] = [
  'nik',
  'nama_ktp',
  'email',
  'telepon',
  'foto_ktp',
  'selfie',
  'persetujuan',
  'pin',
  'pin_ulang',
];

export interface FormPendaftaranPenandaProps {
  /** A rejected registration: its identity fills the form again (photos and PIN are new). */
  sebelumnya?: Penanda | null;
  onBatal?: () => void;
  /** Called once the server has taken the registration. */
  onTerkirim?: () => void;
}

/** The signer's registration: identity as on the KTP, the two photos, consent and a PIN typed twice. */
export function FormPendaftaranPenanda({ sebelumnya, onBatal, onTerkirim }: FormPendaftaranPenandaProps) {
  const toast = useToast();
  const daftar = useDaftarPenanda();
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const form = useForm<Nilai, unknown, PenandaDaftar>({
    resolver: zodResolver(penandaDaftarSchema as never) as unknown as Resolver<Nilai, unknown, PenandaDaftar>,
    defaultValues: {
      nik: sebelumnya?.nik ?? '',
      nama_ktp: sebelumnya?.nama_ktp ?? '',
      email: sebelumnya?.email ?? '',
      telepon: sebelumnya?.telepon ?? '',
      foto_ktp: '',
      selfie: '',
      persetujuan: false,
      pin: '',
      pin_ulang: '',
    },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const kirim = async (v: PenandaDaftar) => {
    setGalatUmum(null);
    try {
      await daftar.mutateAsync(v);
      toast.success('Pendaftaran terkirim. Administrator akan memverifikasi identitas Anda.');
      onTerkirim?.();
    } catch (err) {
      form.resetField('pin');
      form.resetField('pin_ulang');
      setGalatUmum(terapkanGalatServer(err, FIELDS, form.setError));
    }
  };

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label="Pendaftaran tanda tangan elektronik"
        onSubmit={form.handleSubmit(kirim)}
        sx={{ display: 'grid', gap: 2, maxWidth: 960 }}
      >
        {galatUmum ? <Alert severity="error">{galatUmum}</Alert> : null}
        <Bagian nomor={1} judul="Identitas sesuai KTP">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Isian
                name="nik"
                label="NIK"
                inputMode="numeric"
                maxLength={16}
                ubah={(v) => v.replace(/\D/g, '')}
                helperText="16 digit, sesuai KTP"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Isian
                name="nama_ktp"
                label="Nama sesuai KTP"
                autoComplete="name"
                helperText="Persis seperti tertulis di KTP, tanpa gelar"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Isian
                name="email"
                label="Email"
                type="email"
                inputMode="email"
                autoComplete="email"
                helperText="Pemberitahuan sertifikat dikirim ke alamat ini"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Isian
                name="telepon"
                label="Nomor HP"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                ubah={(v) => v.replace(/[^\d+]/g, '')}
                helperText="Nomor seluler aktif, mis. 081234567890"
              />
            </Grid>
          </Grid>
        </Bagian>

        <Bagian nomor={2} judul="Foto untuk verifikasi identitas">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FotoInput<Nilai>
                name="foto_ktp"
                label="Foto KTP"
                petunjuk="KTP asli, utuh, tidak terpotong, tulisan terbaca jelas dan tidak silau."
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FotoInput<Nilai>
                name="selfie"
                label="Swafoto"
                petunjuk="Wajah Anda terlihat jelas dari depan, tanpa masker atau kacamata hitam."
              />
            </Grid>
          </Grid>
        </Bagian>

        <Bagian nomor={3} judul="PIN tanda tangan">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            PIN 6 angka ini Anda ketik setiap kali menandatangani dokumen. Hindari tanggal lahir atau angka
            berurutan. Setelah {MAKS_PIN_SALAH} kali salah berturut-turut PIN terkunci dan harus dibuka oleh
            administrator.
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <IsianPin name="pin" label="PIN (6 angka)" helperText="Hanya Anda yang boleh mengetahuinya" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <IsianPin name="pin_ulang" label="Ulangi PIN" helperText="Ketik PIN yang sama sekali lagi" />
            </Grid>
          </Grid>
        </Bagian>

        <Bagian nomor={4} judul="Persetujuan">
          <TeksPersetujuan />
          <Controller
            control={form.control}
            name="persetujuan"
            render={({ field, fieldState }) => (
              <Box sx={{ mt: 1.5 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                  label={
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      Saya telah membaca, memahami dan menyetujui ketentuan di atas.
                    </Typography>
                  }
                />
                {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
              </Box>
            )}
          />
        </Bagian>

        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {onBatal ? (
            <Button color="inherit" onClick={onBatal} disabled={isSubmitting}>
              Batal
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SendIcon />}
            loading={isSubmitting}
          >
            Kirim Pendaftaran
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
