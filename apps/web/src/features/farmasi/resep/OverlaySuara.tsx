import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WARNA } from './display.warna.ts';

/**
 * Browsers speak only after a click on the page: one question when the panel opens, answered
 * once per load (sound on, or the panel silent).
 */
export function OverlaySuara({
  onAktifkan,
  onTanpaSuara,
}: {
  onAktifkan: () => void;
  onTanpaSuara: () => void;
}) {
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby="judul-suara"
      sx={{
        position: 'fixed',
        inset: 0,
        bgcolor: 'rgba(5, 15, 25, 0.82)',
        display: 'grid',
        placeItems: 'center',
        zIndex: 10,
        p: 3,
      }}
    >
      <Box
        sx={{
          bgcolor: WARNA.panel,
          borderRadius: 4,
          p: { xs: 3, md: 5 },
          maxWidth: 640,
          textAlign: 'center',
          border: '2px solid',
          borderColor: WARNA.sorot,
        }}
      >
        <VolumeUpIcon sx={{ fontSize: 72, color: WARNA.sorot }} />
        <Typography
          id="judul-suara"
          component="h2"
          sx={{ fontSize: 32, fontWeight: 800, color: WARNA.teks, mt: 1 }}
        >
          Aktifkan suara panggilan
        </Typography>
        <Typography sx={{ color: WARNA.redup, fontSize: 18, mt: 1.5, mb: 4 }}>
          Browser memerlukan satu klik sebelum dapat membacakan nomor antrian. Setelah aktif, setiap nomor
          yang dipanggil dibacakan dalam bahasa Indonesia.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="large"
            autoFocus
            startIcon={<VolumeUpIcon />}
            onClick={onAktifkan}
            sx={{
              fontSize: 22,
              px: 4,
              py: 1.5,
              bgcolor: WARNA.sorot,
              color: WARNA.latar,
              fontWeight: 800,
              '&:hover': { bgcolor: '#ffca28' },
            }}
          >
            Aktifkan Suara
          </Button>
          <Button size="large" onClick={onTanpaSuara} sx={{ color: WARNA.redup, fontSize: 18 }}>
            Tanpa suara
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
