import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatTanggalWaktu, type VerifikasiTtd } from '@rawat/domain';
import { namaPenerbit } from './esign.label.tsx';

type TtdTerverifikasi = VerifikasiTtd['penanda'][number];

/** Why one signature fails, in the reader's words. */
function alasan(p: TtdTerverifikasi): string | null {
  if (p.sah) return null;
  if (!p.utuh) return 'Isi dokumen berubah setelah ditandatangani';
  if (!p.tepercaya) return 'Sertifikat penanda tangan tidak diterbitkan oleh otoritas yang dipercaya';
  return 'Tanda tangan tidak dapat dibuktikan';
}

/** One signature found in the PDF: who, when (WIB), and whether it holds. */
export function KartuPenanda({ p }: { p: TtdTerverifikasi }) {
  const salah = alasan(p);
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ pt: 0.25, color: p.sah ? 'success.main' : 'error.main' }}>
        {p.sah ? <CheckCircleIcon /> : <ErrorIcon />}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {p.nama ?? 'Nama tidak terbaca'}
          </Typography>
          <Chip
            size="small"
            color={p.sah ? 'success' : 'error'}
            variant="outlined"
            label={p.sah ? 'Sah' : 'Tidak sah'}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {p.waktu ? `Ditandatangani ${formatTanggalWaktu(p.waktu)}` : 'Waktu penandatanganan tidak tercatat'}
        </Typography>
        {salah ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.25 }}>
            {salah}
          </Typography>
        ) : null}
        {p.penerbit || p.serial ? (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 0.25, overflowWrap: 'anywhere' }}
          >
            Sertifikat{p.penerbit ? ` dari ${namaPenerbit(p.penerbit)}` : ''}
            {p.serial ? (
              <>
                {' '}
                · no. seri{' '}
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {p.serial}
                </Box>
              </>
            ) : null}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
