import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LocalHospitalIcon from '@mui/icons-material/LocalHospitalOutlined';
import Alert from '@mui/material/Alert';
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
import { can, formatTanggalJam, LABEL_STATUS_PERSALINAN, teksUsiaKehamilan } from '@rawat/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { useSession } from '../../shell/session.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { lamaSejak, useDetailBersalin } from './bersalin.api.ts';
import { TabBayi } from './TabBayi.tsx';
import { Info, TabObstetri } from './TabObstetri.tsx';
import { TabPartograf } from './TabPartograf.tsx';
import { TabPersalinan } from './TabPersalinan.tsx';

/** /bersalin/:id — one woman's record: obstetric data, partograph, delivery and babies. */
export default function DetailBersalinPage({ params }: HalamanProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const uid = params.id ?? '';
  const data = useDetailBersalin(uid);
  const [tab, setTab] = useState(0);
  if (data.isPending) return <Skeleton variant="rounded" height={320} />;
  if (data.isError) return <GagalMuat error={data.error} onRetry={() => data.refetch()} />;
  const b = data.data;
  const nifas = b.status === 'SELESAI';
  // The stay's own chart (CPPT, vital signs, observations): where postpartum care is written.
  const tautanInap = can(user?.role, 'ranap:read') ? (
    <Button
      component={RouterLink}
      to={`/rawat-inap/dashboard-inap/${b.layanan_uid}?tab=cppt`}
      variant={nifas ? 'contained' : 'outlined'}
      size="small"
      startIcon={<LocalHospitalIcon />}
    >
      {nifas ? 'CPPT & Observasi Nifas' : 'CPPT & Observasi Ibu'}
    </Button>
  ) : null;

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
          {nifas ? <Chip size="small" color="info" label="Nifas" /> : null}
          <Box sx={{ flex: 1 }} />
          {tautanInap}
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
        {nifas ? (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            Ibu dalam masa nifas: perawatan nifas (CPPT, tanda vital, observasi kontraksi uterus dan
            perdarahan) berlanjut di rawat inapnya, {b.letak}.
          </Alert>
        ) : null}
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
