import DevicesIcon from '@mui/icons-material/Devices';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import LoginIcon from '@mui/icons-material/Login';
import PeopleIcon from '@mui/icons-material/People';
import RefreshIcon from '@mui/icons-material/Refresh';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { can } from '@rawat/domain';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSession } from '../../shell/session.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PanelDashboard } from '../../ui/PanelDashboard.tsx';
import { StatCard } from '../../ui/StatCard.tsx';
import { DashboardRumahSakit } from '../dashboard-rs/DashboardRumahSakit.tsx';
import { AktivitasPerJam } from './AktivitasPerJam.tsx';
import { AktivitasTerbaru } from './AktivitasTerbaru.tsx';
import { AkunPerRole } from './AkunPerRole.tsx';
import { DashboardDokter } from './DashboardDokter.tsx';
import { useAdminDashboard } from './dashboard.api.ts';
import { formatJam, formatTanggalPanjang } from './waktu.ts';

/**
 * /admin-dashboard: each role its own (spec §2, docs/dashboard.md): DOKTER the doctor's; ADMIN the
 * system's, with the hospital's a tab away; any other role holding `dashboard.rs:read`
 * (MANAGEMENT, DOD) the hospital's; the rest the system's.
 */
export default function AdminDashboardPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  if (user?.role === 'DOKTER') return <DashboardDokter />;
  if (user?.role === 'ADMIN' && can(user.role, 'dashboard.rs:read')) {
    const tab = params.get('tampilan') === 'rs' ? 'rs' : 'sistem';
    return (
      <Box>
        <Tabs
          value={tab}
          onChange={(_e, v: string) => setParams(v === 'rs' ? { tampilan: 'rs' } : {}, { replace: true })}
          aria-label="Pilihan dashboard"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="sistem" label="Sistem" />
          <Tab value="rs" label="Rumah Sakit" />
        </Tabs>
        {tab === 'rs' ? <DashboardRumahSakit /> : <DashboardSistem />}
      </Box>
    );
  }
  return can(user?.role, 'dashboard.rs:read') ? <DashboardRumahSakit /> : <DashboardSistem />;
}

/** Accounts, sessions and today's activity, refreshed every 20 s. */
function DashboardSistem() {
  const { user } = useSession();
  const q = useAdminDashboard();
  const d = q.data;
  const bolehLog = can(user?.role, 'admin.log:read');
  const totalNonaktif = d?.akun_per_role.reduce((n, r) => n + r.nonaktif, 0);

  return (
    <Box>
      <HalamanJudul
        judul="Dashboard Admin"
        keterangan={
          <>
            {formatTanggalPanjang(new Date())}
            {q.dataUpdatedAt ? ` · diperbarui pukul ${formatJam(q.dataUpdatedAt, true)} WIB` : ''}
          </>
        }
        aksi={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void q.refetch()}
            disabled={q.isFetching}
          >
            Muat ulang
          </Button>
        }
      />
      <Box sx={{ height: 4, mb: 1 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      {q.isError ? (
        <Box sx={{ mb: 2 }}>
          <GagalMuat
            error={q.error}
            onRetry={() => void q.refetch()}
            judul={
              d ? 'Data terbaru gagal dimuat, yang tampil adalah data sebelumnya' : 'Dashboard gagal dimuat'
            }
          />
        </Box>
      ) : null}
      {q.isError && !d ? null : (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <StatCard
                label="Total akun"
                nilai={d?.total_akun}
                ikon={<PeopleIcon />}
                warna="primary"
                keterangan={totalNonaktif ? `${totalNonaktif} nonaktif` : undefined}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 4, lg: 2.4 }}>
              <StatCard label="Sesi aktif" nilai={d?.sesi_aktif} ikon={<DevicesIcon />} warna="info" />
            </Grid>
            <Grid size={{ xs: 6, md: 4, lg: 2.4 }}>
              <StatCard
                label="Aktivitas hari ini"
                nilai={d?.aktivitas_hari_ini}
                ikon={<TimelineIcon />}
                warna="secondary"
              />
            </Grid>
            <Grid size={{ xs: 6, md: 6, lg: 2.4 }}>
              <StatCard
                label="Login hari ini"
                nilai={d?.login_hari_ini}
                ikon={<LoginIcon />}
                warna="success"
              />
            </Grid>
            <Grid size={{ xs: 6, md: 6, lg: 2.4 }}>
              <StatCard
                label="Login gagal hari ini"
                nilai={d?.login_gagal_hari_ini}
                ikon={<GppMaybeIcon />}
                warna={d?.login_gagal_hari_ini ? 'error' : 'warning'}
              />
            </Grid>
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <PanelDashboard judul="Aktivitas per jam hari ini (WIB)">
                <AktivitasPerJam data={d?.aktivitas_per_jam} />
              </PanelDashboard>
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <PanelDashboard
                judul="Aktivitas terbaru"
                aksi={
                  bolehLog ? (
                    <Button size="small" component={RouterLink} to="/log-activity">
                      Lihat semua
                    </Button>
                  ) : null
                }
              >
                <AktivitasTerbaru data={d?.aktivitas_terbaru} />
              </PanelDashboard>
            </Grid>
            <Grid size={{ xs: 12 }}>
              <PanelDashboard judul="Akun per role">
                <AkunPerRole data={d?.akun_per_role} />
              </PanelDashboard>
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
}
