import DevicesIcon from '@mui/icons-material/Devices';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type JenisPerangkat, LABEL_JENIS_PERANGKAT } from '@rawat/domain';
import { WARNA } from '../farmasi/resep/display.warna.ts';

/**
 * A kiosk or screen page opened on a browser without a (valid) device token: what it needs and
 * how to get it. Nothing of the feed is shown.
 */
export function PerangkatBelumAktif({
  jenis,
  alasan,
}: {
  jenis: JenisPerangkat;
  alasan: 'belum' | 'ditolak' | 'salah-jenis';
}) {
  const judul =
    alasan === 'salah-jenis'
      ? `Perangkat ini bukan ${LABEL_JENIS_PERANGKAT[jenis].toLowerCase()}`
      : alasan === 'ditolak'
        ? 'Token perangkat tidak berlaku'
        : 'Perangkat belum terdaftar';
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        bgcolor: WARNA.latar,
        color: WARNA.teks,
        display: 'grid',
        placeItems: 'center',
        p: 4,
      }}
    >
      <Box sx={{ maxWidth: 720, textAlign: 'center' }}>
        <DevicesIcon sx={{ fontSize: 88, color: WARNA.sorot }} />
        <Typography component="h1" sx={{ fontSize: 36, fontWeight: 800, mt: 1 }}>
          {judul}
        </Typography>
        <Typography sx={{ color: WARNA.redup, fontSize: 20, mt: 2 }}>
          {alasan === 'ditolak'
            ? 'Perangkat ini dinonaktifkan atau tokennya sudah diganti. '
            : alasan === 'salah-jenis'
              ? 'Tautan aktivasi yang dibuka di peramban ini milik perangkat jenis lain. '
              : `Halaman ini hanya berjalan pada ${LABEL_JENIS_PERANGKAT[jenis].toLowerCase()} yang didaftarkan admin. `}
          Minta admin membuka menu <b>Perangkat Anjungan &amp; Display</b>, mendaftarkan atau memilih
          perangkat ini, lalu membuka <b>tautan aktivasi</b> yang diberikan di peramban perangkat ini.
        </Typography>
      </Box>
    </Box>
  );
}
