import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { DuplikatPasien, PasienInput } from '@rawat/domain';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { useToast } from '../../shell/toast.tsx';
import { terapkanGalatServer } from '../../ui/form-errors.ts';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { useBooking, useLengkapi } from '../online/online.api.ts';
import { DaftarkanPasien } from '../pendaftaran/DaftarkanPasien.tsx';
import { DuplikatDialog } from './DuplikatDialog.tsx';
import { PasienForm } from './PasienForm.tsx';
import { cekDuplikat, useBuatPasien } from './pasien.api.ts';
import { FIELDS_PASIEN, type PasienFormOut } from './pasien.form.ts';
import { usePasienForm } from './usePasienForm.ts';

/**
 * /pendaftaran-pasien-baru: a new patient. Before saving, patients who look like the same person
 * are shown; after saving, the registration step for the new patient opens. With an id, that
 * step for an existing patient (docs/pendaftaran.md). With `?booking=<uid>` (a new patient's
 * online booking, docs/antrean-online.md) the NIK, card and phone come from the booking and saving
 * checks the patient in on that booking, keeping its number, then returns to the booking.
 */
export default function PendaftaranPasienBaruPage({ params }: HalamanProps) {
  if (params.id) return <DaftarkanPasien key={params.id} uid={params.id} />;
  return <FormPasienBaru />;
}

function FormPasienBaru() {
  const navigate = useNavigate();
  const toast = useToast();
  const buat = useBuatPasien();
  const form = usePasienForm(null);
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const [duplikat, setDuplikat] = useState<{ body: PasienInput; daftar: DuplikatPasien[] } | null>(null);
  const bookingUid = useSearchParams()[0].get('booking') ?? '';
  const booking = useBooking(bookingUid).data;
  const lengkapi = useLengkapi();
  // When the desk began completing the booking: BPJS task 2 (docs/antrean-online.md).
  const [dibuka] = useState(() => new Date().toISOString());

  useEffect(() => form.setFocus('nama'), [form.setFocus]);
  const { setValue } = form;
  useEffect(() => {
    if (!booking) return;
    setValue('nik', booking.nik);
    if (booking.nomorkartu) setValue('no_bpjs', booking.nomorkartu);
    if (booking.nohp) setValue('no_hp', booking.nohp);
  }, [booking, setValue]);

  const simpan = async (body: PasienInput) => {
    try {
      const p = await buat.mutateAsync(body);
      toast.success(`Pasien baru tersimpan dengan No. RM ${p.no_rm}`);
      if (booking) {
        try {
          const r = await lengkapi.mutateAsync({
            uid: booking.uid,
            pasien_uid: p.uid,
            dilayani_sejak: dibuka,
          });
          toast.success(`Check-in berhasil: antrian ${r.nomor_antrian}`);
        } catch (err) {
          toast.error(err);
        }
        navigate(`/detail-pasien-online/${booking.uid}`);
        return;
      }
      navigate(`/pendaftaran-pasien-baru/${p.uid}`);
    } catch (err) {
      setDuplikat(null);
      setGalatUmum(terapkanGalatServer(err, FIELDS_PASIEN, form.setError));
    }
  };

  const periksaLaluSimpan = async ({ status: _, ...body }: PasienFormOut) => {
    setGalatUmum(null);
    let daftar: DuplikatPasien[] = [];
    try {
      daftar = await cekDuplikat({
        nik: body.nik ?? undefined,
        no_bpjs: body.no_bpjs ?? undefined,
        nama: body.nama,
        tanggal_lahir: body.tanggal_lahir,
      });
    } catch {
      // A courtesy check: the server still refuses a taken NIK or BPJS number when saving.
    }
    if (daftar.length > 0) setDuplikat({ body, daftar });
    else await simpan(body);
  };

  const menyimpan = form.formState.isSubmitting || buat.isPending || lengkapi.isPending;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <HalamanJudul
        judul="Pendaftaran Pasien Baru"
        keterangan="Isi identitas sesuai KTP/KK. No. RM diberikan otomatis saat data disimpan."
      />
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(periksaLaluSimpan)}>
          <Stack spacing={2}>
            {galatUmum ? <Alert severity="error">{galatUmum}</Alert> : null}
            {booking ? (
              <Alert severity="info">
                Melengkapi booking {booking.kodebooking} ({booking.poli_nama}, antrian {booking.nomor_antrian}
                ): setelah disimpan pasien langsung check-in dengan nomor antrian itu.
              </Alert>
            ) : null}
            <PasienForm />
            <Paper
              variant="outlined"
              sx={{
                p: 2,
                display: 'flex',
                justifyContent: 'flex-end',
                gap: 1,
                position: 'sticky',
                bottom: 8,
                zIndex: 2,
              }}
            >
              <Button
                color="inherit"
                onClick={() => navigate(booking ? `/detail-pasien-online/${booking.uid}` : '/listpasien')}
                disabled={menyimpan}
              >
                Batal
              </Button>
              <Button type="submit" variant="contained" loading={menyimpan}>
                Simpan Pasien Baru
              </Button>
            </Paper>
          </Stack>
        </form>
      </FormProvider>
      <DuplikatDialog
        daftar={duplikat?.daftar ?? []}
        menyimpan={buat.isPending}
        onBatal={() => setDuplikat(null)}
        onBuka={(uid) => navigate(`/detailpasien/${uid}`)}
        onTetapSimpan={() => {
          if (duplikat) void simpan(duplikat.body);
        }}
      />
    </Box>
  );
}
