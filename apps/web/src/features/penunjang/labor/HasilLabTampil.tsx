import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatTanggalWaktu, type LaborDetail, type VersiHasilLab } from '@rawat/domain';
import { TabelHasilLab } from './TabelHasilLab.tsx';

function Keterangan({ v }: { v: VersiHasilLab }) {
  return (
    <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {v.catatan ? <Typography variant="body2">Catatan: {v.catatan}</Typography> : null}
      {v.alasan_koreksi ? (
        <Typography variant="body2" color="warning.dark">
          Koreksi atas versi {v.versi - 1}: {v.alasan_koreksi}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {v.validator
          ? `Divalidasi ${v.divalidasi_pada ? formatTanggalWaktu(v.divalidasi_pada) : ''} oleh ${v.validator}`
          : `Belum divalidasi${v.diisi_oleh ? ` · diisi oleh ${v.diisi_oleh}` : ''}`}
      </Typography>
    </Box>
  );
}

/**
 * A lab result as the doctor reads it: the sheet in force with flags and ranges, the validator,
 * and every corrected version below it, marked 'Dikoreksi' and still readable.
 */
export function HasilLabTampil({ detail: d }: { detail: LaborDetail }) {
  const v = d.hasil;
  if (!v) return <Alert severity="info">Sampel belum diambil; belum ada lembar hasil.</Alert>;
  return (
    <Box>
      {d.status !== 'TERVALIDASI' ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Hasil belum divalidasi; nilai dapat berubah.
        </Alert>
      ) : null}
      {v.versi > 1 ? (
        <Chip size="small" color="warning" label={`Versi ${v.versi} (koreksi)`} sx={{ mb: 1 }} />
      ) : null}
      <TabelHasilLab baris={v.baris} />
      <Keterangan v={v} />
      {d.versi_lama.map((lama) => (
        <Accordion key={lama.uid} variant="outlined" disableGutters sx={{ mt: 2 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Versi {lama.versi} — Dikoreksi
              {lama.dikoreksi_pada ? ` ${formatTanggalWaktu(lama.dikoreksi_pada)}` : ''}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ opacity: 0.75 }}>
            <TabelHasilLab baris={lama.baris} />
            <Keterangan v={lama} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
