import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type BersalinDetail,
  bersalinApi,
  formatTanggal,
  formatTanggalWaktu,
  kategoriUsiaKehamilan,
  type LayananKlinisDto,
  teksUsiaKehamilan,
} from '@rawat/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../shell/session.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { BagianKebidanan, KOSONG_KEBIDANAN } from '../pelayanan/keperawatan/BagianKebidanan.tsx';
import { FormAsesmen } from '../pelayanan/keperawatan/FormAsesmen.tsx';
import { alasanHanyaBaca, useFormIsiAsesmen } from '../pelayanan/keperawatan/useFormAsesmen.ts';
import { useAsesmen, useLayananKlinis, useSimpanAsesmen } from '../pelayanan/pelayanan.api.ts';

const KATEGORI = { PRETERM: 'Preterm', ATERM: 'Aterm', POSTTERM: 'Postterm' } as const;

export function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The maternity assessment (asesmen kind KEBIDANAN) on the mother's stay, through the chart's own
 * assessment endpoints; a blank one starts from the delivery record (G P A, HPHT, UK, complaint).
 */
function FormKebidanan({ b, layanan }: { b: BersalinDetail; layanan: LayananKlinisDto }) {
  const { user } = useSession();
  const qc = useQueryClient();
  const daftar = useAsesmen(layanan.uid, 'KEBIDANAN');
  const simpan = useSimpanAsesmen(layanan.uid);
  const kosong = {
    ...KOSONG_KEBIDANAN,
    gravida: b.gravida,
    para: b.para,
    abortus: b.abortus,
    hpht: b.hpht,
    usia_kehamilan_minggu: b.usia_kehamilan.minggu,
    keluhan_utama: b.catatan ?? '',
  };
  const f = useFormIsiAsesmen('KEBIDANAN', kosong, {
    tersimpan: daftar.data?.[0] ?? null,
    daftar: daftar.data ?? [],
    memuat: daftar.isLoading,
    simpan: async (isi) => {
      await simpan.mutateAsync({ jenis: 'KEBIDANAN', isi });
      // The delivery record says whether the assessment is filled.
      void qc.invalidateQueries({ queryKey: [bersalinApi.detail.path] });
    },
    menyimpan: simpan.isPending,
    hanyaBaca: alasanHanyaBaca(user?.role, layanan),
  });
  return (
    <FormAsesmen f={{ ...f, layanan }}>
      <BagianKebidanan alergiTercatat={layanan.pasien.alergi} />
    </FormAsesmen>
  );
}

function MuatFormKebidanan({ b }: { b: BersalinDetail }) {
  const q = useLayananKlinis(b.layanan_uid);
  if (q.isPending) return <Skeleton variant="rounded" height={480} />;
  if (q.isError) return <GagalMuat error={q.error} onRetry={() => q.refetch()} />;
  return <FormKebidanan b={b} layanan={q.data} />;
}

/** Tab "Data Obstetri & Asesmen": G P A, HPHT, due date, gestational age, and the midwife's assessment. */
export function TabObstetri({ b }: { b: BersalinDetail }) {
  const [buka, setBuka] = useState(false);
  const a = b.asesmen_kebidanan;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Info label="Gravida / Para / Abortus">
              G{b.gravida} P{b.para} A{b.abortus}
            </Info>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Info label="HPHT">{formatTanggal(b.hpht)}</Info>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Info label="Taksiran persalinan (Naegele)">{formatTanggal(b.taksiran_persalinan)}</Info>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Info label={b.persalinan ? 'Usia kehamilan saat lahir' : 'Usia kehamilan hari ini'}>
              {teksUsiaKehamilan(b.usia_kehamilan)} (
              {KATEGORI[kategoriUsiaKehamilan(b.usia_kehamilan.minggu)]})
            </Info>
          </Grid>
          <Grid size={12}>
            <Info label="Keluhan / catatan masuk">{b.catatan ?? '—'}</Info>
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Asesmen Awal Kebidanan">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Asesmen Awal Kebidanan
          </Typography>
          {a ? (
            <Chip size="small" color="success" label="Sudah diisi" />
          ) : (
            <Chip size="small" color="warning" label="Belum diisi" />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {a
              ? `Terakhir oleh ${a.nama_penulis}, ${formatTanggalWaktu(a.updated_at)}`
              : 'Riwayat obstetri, keluhan, pemeriksaan Leopold dan dalam, faktor risiko, diagnosis kebidanan.'}
          </Typography>
          <Button
            variant={buka ? 'outlined' : 'contained'}
            startIcon={<AssignmentIcon />}
            onClick={() => setBuka((v) => !v)}
          >
            {buka ? 'Tutup Asesmen' : a ? 'Buka Asesmen Kebidanan' : 'Isi Asesmen Kebidanan'}
          </Button>
        </Stack>
        {buka ? (
          <Box sx={{ mt: 2 }}>
            {b.persalinan ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                Asesmen awal ditulis saat ibu masuk ruang bersalin; pemantauan nifas dicatat di CPPT dan
                observasi rawat inapnya.
              </Alert>
            ) : null}
            <MuatFormKebidanan b={b} />
          </Box>
        ) : null}
      </Paper>
    </Stack>
  );
}
