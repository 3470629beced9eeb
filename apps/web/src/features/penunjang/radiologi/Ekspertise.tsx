import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Ekspertise,
  type EkspertiseInput,
  ekspertiseInputSchema,
  formatTanggalWaktu,
  type RadiologiDetail,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { pesanError } from '../../../shell/toast.tsx';

function Isi({ e }: { e: Ekspertise }) {
  return (
    <Box>
      <Typography variant="subtitle2">Temuan</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1.5 }}>
        {e.temuan}
      </Typography>
      <Typography variant="subtitle2">Kesan</Typography>
      <Typography variant="body1" sx={{ fontWeight: 700, whiteSpace: 'pre-wrap' }}>
        {e.kesan}
      </Typography>
      {e.alasan_koreksi ? (
        <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }}>
          Koreksi atas versi {e.versi - 1}: {e.alasan_koreksi}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {e.divalidasi_pada
          ? `Divalidasi ${formatTanggalWaktu(e.divalidasi_pada)} oleh ${e.dokter ?? '-'}`
          : `Draf oleh ${e.dokter ?? '-'}, ${formatTanggalWaktu(e.ditulis_pada)}`}
      </Typography>
    </Box>
  );
}

/** The expertise as read: findings, impression (bold), who validated, and the corrected versions. */
export function TampilEkspertise({ detail: d }: { detail: RadiologiDetail }) {
  if (!d.ekspertise) return <Alert severity="info">Ekspertise belum ditulis.</Alert>;
  return (
    <Box>
      {d.ekspertise.status === 'DRAFT' ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Ekspertise belum divalidasi.
        </Alert>
      ) : null}
      {d.ekspertise.versi > 1 ? (
        <Chip size="small" color="warning" label={`Versi ${d.ekspertise.versi} (koreksi)`} sx={{ mb: 1 }} />
      ) : null}
      <Isi e={d.ekspertise} />
      {d.ekspertise_lama.map((e) => (
        <Accordion key={e.uid} variant="outlined" disableGutters sx={{ mt: 2 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Versi {e.versi} — Dikoreksi{e.dikoreksi_pada ? ` ${formatTanggalWaktu(e.dikoreksi_pada)}` : ''}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ opacity: 0.75 }}>
            <Isi e={e} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/**
 * The radiologist's form: findings (started from the exam's template) and impression; with
 * `koreksi` a reason is asked too. Checked with the server's contract before sending.
 */
export function FormEkspertise({
  awal,
  koreksi = false,
  sibuk,
  onSimpan,
  aksiLain,
}: {
  awal: { temuan: string; kesan: string };
  koreksi?: boolean;
  sibuk: boolean;
  onSimpan: (input: EkspertiseInput & { alasan?: string }) => Promise<unknown>;
  aksiLain?: ReactNode;
}) {
  const [temuan, setTemuan] = useState(awal.temuan);
  const [kesan, setKesan] = useState(awal.kesan);
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const kirim = async () => {
    const h = ekspertiseInputSchema.safeParse({ temuan, kesan });
    if (!h.success) return setGalat(h.error.issues[0]?.message ?? 'Ekspertise belum lengkap');
    if (koreksi && alasan.trim().length < 5) return setGalat('Alasan koreksi minimal 5 karakter');
    setGalat(null);
    try {
      await onSimpan({ ...h.data, ...(koreksi ? { alasan } : {}) });
    } catch (err) {
      setGalat(pesanError(err));
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        label="Temuan"
        value={temuan}
        onChange={(e) => setTemuan(e.target.value)}
        multiline
        minRows={6}
        required
        slotProps={{ htmlInput: { maxLength: 8000 } }}
      />
      <TextField
        label="Kesan"
        value={kesan}
        onChange={(e) => setKesan(e.target.value)}
        multiline
        minRows={2}
        required
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {koreksi ? (
        <TextField
          label="Alasan koreksi"
          value={alasan}
          onChange={(e) => setAlasan(e.target.value)}
          required
          helperText="Tercatat pada hasil, riwayat pasien dan log aktivitas"
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      ) : null}
      {galat ? <Alert severity="error">{galat}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {aksiLain}
        <Button variant="contained" onClick={() => void kirim()} loading={sibuk}>
          {koreksi ? 'Simpan Koreksi' : 'Simpan Ekspertise'}
        </Button>
      </Box>
    </Box>
  );
}
