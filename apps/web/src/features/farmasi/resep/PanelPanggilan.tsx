import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatJam, type NomorPanggil } from '@rawat/domain';
import { GAYA_NOMOR, WARNA } from './display.warna.ts';

const denyut = keyframes`
  0%, 100% { background-color: ${WARNA.panel}; }
  50% { background-color: #1d4d7a; }
`;

export function PanggilanSaatIni({ n, sorot }: { n: NomorPanggil | undefined; sorot: boolean }) {
  return (
    <Box
      component="section"
      aria-label="Nomor dipanggil"
      aria-live="polite"
      sx={{
        bgcolor: WARNA.panel,
        borderRadius: 3,
        border: 4,
        borderColor: sorot ? WARNA.sorot : 'transparent',
        animation: sorot ? `${denyut} 1.2s ease-in-out 4` : 'none',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 2,
        minHeight: 0,
        overflow: 'hidden',
      }}
    >
      <Typography
        sx={{ color: WARNA.redup, fontSize: 'min(2.6vw, 4.2vh)', fontWeight: 700, letterSpacing: 2 }}
      >
        NOMOR DIPANGGIL
      </Typography>
      {n ? (
        <>
          <Typography
            sx={{
              color: WARNA.sorot,
              fontSize: 'min(14vw, 20vh)',
              fontWeight: 900,
              ...GAYA_NOMOR,
              lineHeight: 1,
              my: '1vh',
            }}
          >
            {n.nomor_antrian}
          </Typography>
          <Typography
            sx={{ color: WARNA.teks, fontSize: 'min(4.2vw, 6.5vh)', fontWeight: 700, lineHeight: 1.15 }}
          >
            {n.nama}
          </Typography>
          <Typography sx={{ color: WARNA.redup, fontSize: 'min(2vw, 3.2vh)', mt: '0.5vh' }}>
            Silakan ke loket farmasi
            {n.dipanggil_pada ? ` · dipanggil ${formatJam(n.dipanggil_pada)}` : ''}
          </Typography>
        </>
      ) : (
        <Typography sx={{ color: WARNA.redup, fontSize: 'min(3.5vw, 5vh)', mt: '3vh' }}>
          Belum ada panggilan
        </Typography>
      )}
    </Box>
  );
}

export function PanggilanSebelumnya({ daftar }: { daftar: NomorPanggil[] }) {
  return (
    <Box
      component="section"
      aria-label="Panggilan sebelumnya"
      sx={{ bgcolor: WARNA.panel, borderRadius: 3, p: '2vh 1.5vw', minHeight: 0, overflow: 'hidden' }}
    >
      <Typography sx={{ color: WARNA.redup, fontSize: 'min(2vw, 3.4vh)', fontWeight: 700, mb: '1vh' }}>
        Panggilan Sebelumnya
      </Typography>
      {daftar.length === 0 ? (
        <Typography sx={{ color: WARNA.redup, fontSize: 'min(1.8vw, 3vh)' }}>–</Typography>
      ) : (
        daftar.map((n) => (
          <Box
            key={`${n.uid}-${n.dipanggil_pada ?? ''}`}
            sx={{
              display: 'flex',
              alignItems: 'baseline',
              gap: '1vw',
              py: '0.8vh',
              borderTop: 1,
              borderColor: 'rgba(255,255,255,0.12)',
            }}
          >
            <Typography
              sx={{
                color: WARNA.teks,
                fontSize: 'min(3vw, 4.8vh)',
                fontWeight: 800,
                ...GAYA_NOMOR,
                minWidth: '7ch',
              }}
            >
              {n.nomor_antrian}
            </Typography>
            <Typography sx={{ color: WARNA.redup, fontSize: 'min(1.9vw, 3.2vh)' }} noWrap>
              {n.nama}
            </Typography>
          </Box>
        ))
      )}
    </Box>
  );
}
