import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatGolonganDarah,
  formatTanggalPendek,
  formatTanggalWaktu,
  formatUmur,
  LABEL_JENIS_KELAMIN,
  LABEL_STATUS_PASIEN,
  type Pasien,
  type WilayahDetail,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { terapkanGalatServer } from '../../ui/form-errors.ts';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { labelAtau } from '../../ui/label.ts';
import { GabungPasienDialog } from './GabungPasienDialog.tsx';
import { PasienForm } from './PasienForm.tsx';
import { usePasien, useUbahPasien, useWilayah } from './pasien.api.ts';
import { FIELDS_PASIEN, nilaiAwalPasien, type PasienFormOut } from './pasien.form.ts';
import { usePasienForm } from './usePasienForm.ts';

/** /detailpasien/:id: one patient's data, editable; opening it is recorded in the activity log. */
export default function DetailPasienPage({ params }: HalamanProps) {
  const q = usePasien(params.id);
  const wilayah = useWilayah(q.data?.desa_kode, { tahan: true });
  const kembali = (
    <Button component={Link} to="/listpasien" startIcon={<ArrowBackIcon />}>
      Data Pasien
    </Button>
  );
  if (q.isError) {
    return (
      <Box>
        <HalamanJudul judul="Data Pasien" aksi={kembali} />
        <Alert severity="error">{pesanError(q.error)}</Alert>
      </Box>
    );
  }
  if (!q.data || wilayah.isLoading) {
    return (
      <Stack spacing={2}>
        <Skeleton variant="text" width={320} height={48} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  // A region code the regions file no longer knows: the selects start empty and say so.
  return <UbahPasien key={q.data.uid} pasien={q.data} wilayah={wilayah.data} kembali={kembali} />;
}

function Ringkasan({ p }: { p: Pasien }) {
  const darah = formatGolonganDarah(p.golongan_darah, p.rhesus);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Chip
        color={p.status === 'AKTIF' ? 'success' : 'default'}
        label={labelAtau(LABEL_STATUS_PASIEN, p.status)}
        size="small"
      />
      {p.nik ? <Chip variant="outlined" size="small" label={`NIK ${p.nik}`} /> : null}
      {p.no_bpjs ? (
        <Chip variant="outlined" size="small" color="primary" label={`BPJS ${p.no_bpjs}`} />
      ) : null}
      {darah ? <Chip variant="outlined" size="small" label={`Gol. darah ${darah}`} /> : null}
      {p.alergi.length ? (
        p.alergi.map((a) => <Chip key={a} size="small" color="error" label={`Alergi: ${a}`} />)
      ) : (
        <Chip size="small" variant="outlined" label="Tidak ada alergi tercatat" />
      )}
      <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
        Terdaftar {formatTanggalWaktu(p.created_at)}
        {p.created_by_nama ? ` oleh ${p.created_by_nama}` : ''}
      </Typography>
    </Paper>
  );
}

function UbahPasien({
  pasien,
  wilayah,
  kembali,
}: {
  pasien: Pasien;
  wilayah: WilayahDetail | undefined;
  kembali: ReactNode;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const ubah = useUbahPasien();
  const form = usePasienForm(pasien);
  const [p, setP] = useState(pasien);
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const [gabung, setGabung] = useState(false);

  const simpan = async (body: PasienFormOut) => {
    setGalatUmum(null);
    try {
      const baru = await ubah.mutateAsync({ uid: p.uid, body });
      setP(baru);
      form.reset(nilaiAwalPasien(baru));
      toast.success(`Data pasien ${baru.no_rm} – ${baru.nama} berhasil diperbarui`);
    } catch (err) {
      setGalatUmum(terapkanGalatServer(err, FIELDS_PASIEN, form.setError));
    }
  };

  const umur = (() => {
    try {
      return formatUmur(p.tanggal_lahir);
    } catch {
      return '';
    }
  })();

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <HalamanJudul
        judul={p.nama}
        keterangan={
          <>
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
              No. RM {p.no_rm}
            </Box>
            {` · ${labelAtau(LABEL_JENIS_KELAMIN, p.jenis_kelamin)} · lahir ${formatTanggalPendek(p.tanggal_lahir)} (${umur})`}
          </>
        }
        aksi={kembali}
      />
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(simpan)}>
          <Stack spacing={2}>
            <Ringkasan p={p} />
            {p.sementara && !p.digabung_ke ? (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" variant="outlined" onClick={() => setGabung(true)}>
                    Gabungkan ke pasien tetap
                  </Button>
                }
              >
                Data sementara pasien tanpa identitas (pendaftaran cepat IGD). Setelah identitasnya diketahui,
                gabungkan ke data pasien tetap agar kunjungan dan catatan klinisnya menjadi satu.
              </Alert>
            ) : null}
            {p.digabung_ke ? (
              <Alert
                severity="info"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => navigate(`/detailpasien/${p.digabung_ke}`)}
                  >
                    Buka
                  </Button>
                }
              >
                Data ini sudah digabung ke pasien lain; perubahan dilakukan pada data pasien tersebut.
              </Alert>
            ) : null}
            {!wilayah ? (
              <Alert severity="warning">
                Wilayah alamat tersimpan ({p.desa_nama}, {p.kecamatan_nama}, {p.kabupaten_nama}) tidak
                ditemukan dalam data wilayah terbaru; pilih ulang bila alamat diubah.
              </Alert>
            ) : null}
            {galatUmum ? <Alert severity="error">{galatUmum}</Alert> : null}
            <Box
              component="fieldset"
              disabled={Boolean(p.digabung_ke)}
              sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
            >
              <Stack spacing={2}>
                <PasienForm uid={p.uid} {...(wilayah ? { wilayah } : {})} />
              </Stack>
            </Box>
            {p.digabung_ke ? null : (
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
                  onClick={() => form.reset(nilaiAwalPasien(p))}
                  disabled={!form.formState.isDirty || ubah.isPending}
                >
                  Batalkan Perubahan
                </Button>
                <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                  Simpan Perubahan
                </Button>
              </Paper>
            )}
          </Stack>
        </form>
      </FormProvider>
      {p.sementara ? <GabungPasienDialog pasien={p} open={gabung} onClose={() => setGabung(false)} /> : null}
    </Box>
  );
}
