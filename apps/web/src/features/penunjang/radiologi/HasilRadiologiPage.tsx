import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { pesanError } from '../../../shell/toast.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { DaftarHasil } from '../DaftarHasil.tsx';
import { KepalaOrderPanel, StatusOrderChip } from '../KepalaOrderPanel.tsx';
import { urlHasilRadiologi, useRadiologiDetail } from '../penunjang.api.ts';
import { TampilEkspertise } from './Ekspertise.tsx';
import { GaleriBerkas } from './GaleriBerkas.tsx';

function SatuHasil({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const q = useRadiologiDetail(uid);
  const [cetak, setCetak] = useState(false);
  const d = q.data;
  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  if (!d) return <Skeleton variant="rounded" height={360} />;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <HalamanJudul
        judul={`Hasil Radiologi ${d.nomor}`}
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
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label="Gambar Pemeriksaan">
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
          Gambar Pemeriksaan
        </Typography>
        <GaleriBerkas orderUid={d.uid} berkas={d.berkas} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label="Ekspertise">
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
          Ekspertise
        </Typography>
        <TampilEkspertise detail={d} />
      </Paper>
      <PdfViewerDialog
        open={cetak}
        title={`Hasil Radiologi ${d.nomor}`}
        url={urlHasilRadiologi(d.uid)}
        onClose={() => setCetak(false)}
      />
    </Box>
  );
}

/** /hasil-radiologi: validated radiology results; /hasil-radiologi/:id: one of them with its images. */
export default function HasilRadiologiPage({ params }: HalamanProps) {
  if (params.id) return <SatuHasil uid={params.id} />;
  return <DaftarHasil jenis="RADIOLOGI" judul="Hasil Radiologi" pathHasil="/hasil-radiologi" />;
}
