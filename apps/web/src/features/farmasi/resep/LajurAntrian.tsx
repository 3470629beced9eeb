import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NomorPanggil } from '@rawat/domain';
import { GAYA_NOMOR, WARNA, type WarnaLajur } from './display.warna.ts';

/** Tiles that fit a column on a 16:9 screen; more are summed up in the last one. */
const MAKS_KARTU = 12;

/** One column of the waiting-room panel ('Sedang Disiapkan', 'Siap Diambil'): number tiles in queue order. */
export function LajurAntrian({
  judul,
  daftar,
  warna,
}: {
  judul: string;
  daftar: readonly NomorPanggil[];
  warna: WarnaLajur;
}) {
  const lebih = daftar.length > MAKS_KARTU;
  const tampil = lebih ? daftar.slice(0, MAKS_KARTU - 1) : daftar;
  return (
    <Box
      component="section"
      aria-label={judul}
      sx={{
        bgcolor: WARNA.panel,
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          bgcolor: warna.aksen,
          color: WARNA.latar,
          px: '1.2vw',
          py: '0.8vh',
        }}
      >
        <Typography component="h2" sx={{ fontSize: 'min(2.4vw, 4vh)', fontWeight: 800 }}>
          {judul}
        </Typography>
        <Typography sx={{ fontSize: 'min(1.8vw, 3vh)', fontWeight: 700 }}>{daftar.length} nomor</Typography>
      </Box>
      {daftar.length === 0 ? (
        <Typography sx={{ color: WARNA.redup, fontSize: 'min(2vw, 3.4vh)', p: '1.5vh 1.2vw' }}>
          Tidak ada
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
            gridTemplateRows: 'repeat(3, minmax(0, 1fr))',
            gap: '1vh 0.8vw',
            flex: 1,
            minHeight: 0,
            p: '1.5vh 1.2vw',
            // The tiles' type follows the height the column has, so three rows always fit.
            containerType: 'size',
          }}
        >
          {tampil.map((n) => (
            <Box
              key={n.uid}
              sx={{
                bgcolor: warna.kartu,
                color: warna.teks,
                borderRadius: 2,
                px: '0.6vw',
                textAlign: 'center',
                minWidth: 0,
                minHeight: 0,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
              }}
            >
              <Typography
                sx={{ ...GAYA_NOMOR, fontSize: 'min(2.8vw, 16cqh)', fontWeight: 800, lineHeight: 1.05 }}
              >
                {n.nomor_antrian}
              </Typography>
              <Typography
                sx={{ fontSize: 'min(1.4vw, 8.5cqh)', lineHeight: 1.25, color: WARNA.redup }}
                noWrap
              >
                {n.nama}
              </Typography>
            </Box>
          ))}
          {lebih ? (
            <Box
              sx={{
                borderRadius: 2,
                border: '2px dashed',
                borderColor: warna.aksen,
                display: 'grid',
                placeItems: 'center',
                color: warna.aksen,
                fontWeight: 800,
                fontSize: 'min(2vw, 3.4vh)',
              }}
            >
              +{daftar.length - tampil.length} lainnya
            </Box>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
