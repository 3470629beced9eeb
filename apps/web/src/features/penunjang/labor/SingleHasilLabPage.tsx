import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { pesanError } from '../../../shell/toast.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { KepalaOrderPanel, StatusOrderChip } from '../KepalaOrderPanel.tsx';
import { urlHasilLab, useLaborDetail } from '../penunjang.api.ts';
import { HasilLabTampil } from './HasilLabTampil.tsx';

/** /singlehasillabor/:id: one lab result, read-only, with its print. */
export default function SingleHasilLabPage({ params }: HalamanProps) {
  const navigate = useNavigate();
  const q = useLaborDetail(params.id);
  const [cetak, setCetak] = useState(false);
  const d = q.data;
  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  if (!d) return <Skeleton variant="rounded" height={360} />;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <HalamanJudul
        judul={`Hasil Laboratorium ${d.nomor}`}
        keterangan={<StatusOrderChip status={d.status} label={d.label_status} />}
        aksi={
          <>
            <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => navigate(-1)}>
              Kembali
            </Button>
            {d.status === 'TERVALIDASI' ? (
              <Button variant="contained" startIcon={<LocalPrintshopIcon />} onClick={() => setCetak(true)}>
                Cetak Hasil
              </Button>
            ) : null}
          </>
        }
      />
      <KepalaOrderPanel order={d} />
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <HasilLabTampil detail={d} />
      </Paper>
      <PdfViewerDialog
        open={cetak}
        title={`Hasil Laboratorium ${d.nomor}`}
        url={urlHasilLab(d.uid)}
        onClose={() => setCetak(false)}
      />
    </Box>
  );
}
