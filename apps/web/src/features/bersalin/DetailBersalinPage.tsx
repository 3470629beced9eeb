import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  type BersalinDetail,
  formatTanggal,
  formatTanggalJam,
  kategoriUsiaKehamilan,
  LABEL_STATUS_PERSALINAN,
  teksUsiaKehamilan,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { lamaSejak, useDetailBersalin } from './bersalin.api.ts';
import { TabBayi } from './TabBayi.tsx';
import { TabPartograf } from './TabPartograf.tsx';
import { TabPersalinan } from './TabPersalinan.tsx';

const KATEGORI = { PRETERM: 'Preterm', ATERM: 'Aterm', POSTTERM: 'Postterm' } as const;

function Info({ label, children }: { label: string; children: ReactNode }) {
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

/** Tab "Data Obstetri & Asesmen": G P A, HPHT, due date, gestational age, the admission's note. */
function TabObstetri({ b }: { b: BersalinDetail }) {
  return (
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
            {teksUsiaKehamilan(b.usia_kehamilan)} ({KATEGORI[kategoriUsiaKehamilan(b.usia_kehamilan.minggu)]})
          </Info>
        </Grid>
        <Grid size={12}>
          <Info label="Keluhan / catatan masuk">{b.catatan ?? '—'}</Info>
        </Grid>
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Asesmen, CPPT dan observasi ibu diisi di rawat inapnya ({b.letak}); perawatan nifas berlanjut di sana.
      </Typography>
    </Paper>
  );
}

/** /bersalin/:id — one woman's record: obstetric data, partograph, delivery and babies. */
export default function DetailBersalinPage({ params }: HalamanProps) {
  const navigate = useNavigate();
  const uid = params.id ?? '';
  const data = useDetailBersalin(uid);
  const [tab, setTab] = useState(0);
  if (data.isPending) return <Skeleton variant="rounded" height={320} />;
  if (data.isError) return <GagalMuat error={data.error} onRetry={() => data.refetch()} />;
  const b = data.data;

  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/bersalin')} sx={{ mb: 1 }}>
        Ruang Bersalin
      </Button>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 600 }}>
            {b.pasien.nama}
          </Typography>
          <Typography color="text.secondary">
            {b.pasien.no_rm} · {b.pasien.umur} · G{b.gravida}P{b.para}A{b.abortus}
          </Typography>
          <Chip
            size="small"
            color={b.status === 'INPARTU' ? 'warning' : 'success'}
            label={LABEL_STATUS_PERSALINAN[b.status]}
          />
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Info label="Ruang / Bed">{b.letak}</Info>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Info label="DPJP">{b.dpjp ?? '—'}</Info>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Info label="Masuk">
              {formatTanggalJam(b.masuk_pada)} ({lamaSejak(b.masuk_pada)})
            </Info>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Info label="Usia kehamilan">{teksUsiaKehamilan(b.usia_kehamilan)}</Info>
          </Grid>
        </Grid>
      </Paper>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }} variant="scrollable">
        <Tab label="Data Obstetri & Asesmen" />
        <Tab label="Partograf" />
        <Tab label="Persalinan" />
        <Tab label={`Bayi${b.bayi.length ? ` (${b.bayi.length})` : ''}`} />
      </Tabs>
      {tab === 0 && <TabObstetri b={b} />}
      {tab === 1 && <TabPartograf b={b} />}
      {tab === 2 && <TabPersalinan b={b} />}
      {tab === 3 && <TabBayi b={b} />}
    </Box>
  );
}
