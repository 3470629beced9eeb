import GppBadIcon from '@mui/icons-material/GppBad';
import GppGoodIcon from '@mui/icons-material/GppGood';
import HistoryIcon from '@mui/icons-material/History';
import LockClockIcon from '@mui/icons-material/LockClock';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatAngka, type HasilVerifikasiLog, LABEL_JENIS_RUSAK, logApi } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { kueri, panggil } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';
import { pesanError } from '../../shell/toast.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { StatCard } from '../../ui/StatCard.tsx';
import { formatWaktuPanjang } from './waktu.ts';

const tautanBaris = (id: number) => `/log-activity?id=${id}`;

function Hasil({ h }: { h: HasilVerifikasiLog }) {
  const j = h.jumlah;
  const rincian = `${formatAngka(j.disegel)} baris disegel diperiksa, ${formatAngka(j.belum_disegel)} belum disegel · ${formatAngka(h.durasi_ms / 1000, 1)} dtk`;
  if (!h.rusak) {
    return (
      <Alert severity="success" icon={<GppGoodIcon />}>
        <AlertTitle>Log aktivitas utuh</AlertTitle>
        Tidak ada baris yang diubah, dihapus atau disisipkan sejak disegel. {rincian}. Diverifikasi{' '}
        {formatWaktuPanjang(h.diverifikasi_pada)}.
      </Alert>
    );
  }
  return (
    <Alert severity="error" icon={<GppBadIcon />}>
      <AlertTitle>
        Log aktivitas tidak utuh: baris{' '}
        <Link
          component={RouterLink}
          to={tautanBaris(h.rusak.log_id)}
          color="inherit"
          sx={{ fontWeight: 700 }}
        >
          #{h.rusak.log_id}
        </Link>{' '}
        — {LABEL_JENIS_RUSAK[h.rusak.jenis]}
      </AlertTitle>
      <Typography variant="body2">{h.rusak.keterangan}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Jumlah kerusakan: diubah {j.diubah}, dihapus {j.dihapus}, disisipkan {j.disisipkan}, belum disegel
        terlalu lama {j.terlambat}, kunci lain {j.kunci_lain}. {rincian}. Diverifikasi{' '}
        {formatWaktuPanjang(h.diverifikasi_pada)}.
      </Typography>
    </Alert>
  );
}

/** /log-activity/integritas: how far the activity log is sealed, and a full verification on demand. */
export default function IntegritasLogPage() {
  const status = useQuery({ ...kueri(logApi.integritas), select: (r) => r.respon });
  const verifikasi = useMutation({
    mutationFn: () => panggil(logApi.verifikasi).then((r) => r.respon),
    // The verification is itself written to the log: both screens refresh.
    onSettled: () =>
      Promise.all(
        [logApi.integritas.path, logApi.daftar.path].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
  const s = status.data;
  const terakhir = s?.verifikasi_terakhir;

  return (
    <Box>
      <HalamanJudul
        judul="Integritas Log Aktivitas"
        keterangan={
          <>
            Setiap baris log aktivitas disegel berantai dengan kunci rahasia server, sehingga baris yang
            diubah, dihapus atau disisipkan langsung di basis data akan ketahuan. Baris disegel setelah
            berumur {s?.tenggang_detik ?? 60} detik.
          </>
        }
        aksi={
          <>
            <Button component={RouterLink} to="/log-activity" variant="outlined" startIcon={<HistoryIcon />}>
              Log Aktivitas
            </Button>
            <Button
              variant="contained"
              startIcon={<VerifiedUserIcon />}
              onClick={() => verifikasi.mutate()}
              disabled={verifikasi.isPending}
            >
              Verifikasi sekarang
            </Button>
          </>
        }
      />
      {status.isError ? (
        <Box sx={{ mb: 2 }}>
          <GagalMuat
            error={status.error}
            onRetry={() => void status.refetch()}
            judul="Status segel gagal dimuat"
          />
        </Box>
      ) : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard
            label="Disegel sampai baris"
            nilai={s === undefined ? undefined : (s.segel_terakhir?.log_id ?? null)}
            ikon={<LockClockIcon />}
            keterangan={
              s?.segel_terakhir
                ? `Baris tercatat ${formatWaktuPanjang(s.segel_terakhir.waktu)}; disegel ${formatWaktuPanjang(s.segel_terakhir.disegel_pada)}`
                : s
                  ? 'Belum ada baris yang disegel'
                  : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard
            label="Belum disegel"
            nilai={s?.belum_disegel}
            ikon={<PendingActionsIcon />}
            warna="warning"
            keterangan={
              s?.tertua_belum_disegel
                ? `Tertua: baris #${s.tertua_belum_disegel.log_id}, ${formatWaktuPanjang(s.tertua_belum_disegel.waktu)}`
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Alert
            variant="outlined"
            severity={terakhir ? (terakhir.utuh ? 'success' : 'error') : 'info'}
            sx={{ height: '100%' }}
          >
            <AlertTitle>Verifikasi terakhir</AlertTitle>
            {terakhir
              ? `${terakhir.utuh ? 'Utuh' : 'Tidak utuh'} — ${formatWaktuPanjang(terakhir.waktu)} oleh ${terakhir.username ?? '—'}`
              : s
                ? 'Belum pernah diverifikasi'
                : 'Memuat…'}
          </Alert>
        </Grid>
      </Grid>
      <Box sx={{ height: 4, mb: 1 }}>{verifikasi.isPending ? <LinearProgress /> : null}</Box>
      {verifikasi.isPending ? (
        <Typography variant="body2" color="text.secondary">
          Memeriksa seluruh rantai segel… Pada log yang besar ini bisa memakan beberapa detik.
        </Typography>
      ) : null}
      {verifikasi.isError ? <Alert severity="error">{pesanError(verifikasi.error)}</Alert> : null}
      {verifikasi.data ? <Hasil h={verifikasi.data} /> : null}
    </Box>
  );
}
