import CloseIcon from '@mui/icons-material/Close';
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { JenisOrder } from '@rawat/domain';
import { useState } from 'react';
import { pesanError } from '../../shell/toast.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { HasilLabTampil } from './labor/HasilLabTampil.tsx';
import { urlHasilLab, urlHasilRadiologi, useLaborDetail, useRadiologiDetail } from './penunjang.api.ts';
import { TampilEkspertise } from './radiologi/Ekspertise.tsx';
import { GaleriBerkas } from './radiologi/GaleriBerkas.tsx';

function IsiLab({ uid }: { uid: string }) {
  const q = useLaborDetail(uid);
  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  return q.data ? <HasilLabTampil detail={q.data} /> : <Skeleton variant="rounded" height={240} />;
}

function IsiRadiologi({ uid }: { uid: string }) {
  const q = useRadiologiDetail(uid);
  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  if (!q.data) return <Skeleton variant="rounded" height={240} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <GaleriBerkas orderUid={uid} berkas={q.data.berkas} />
      <TampilEkspertise detail={q.data} />
    </Box>
  );
}

/** A validated lab or radiology result inside the doctor's chart, with its print. */
export function HasilOrderDialog({
  order,
  onClose,
}: {
  order: { uid: string; nomor: string; jenis: JenisOrder } | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const [cetak, setCetak] = useState(false);
  if (!order) return null;
  const judul = `${order.jenis === 'LABOR' ? 'Hasil Laboratorium' : 'Hasil Radiologi'} ${order.nomor}`;
  const url = order.jenis === 'LABOR' ? urlHasilLab(order.uid) : urlHasilRadiologi(order.uid);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={layarKecil}
      aria-labelledby="hasil-order-judul"
    >
      <DialogTitle id="hasil-order-judul" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" variant="h6" sx={{ flex: 1 }}>
          {judul}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<LocalPrintshopIcon />}
          onClick={() => setCetak(true)}
        >
          Cetak
        </Button>
        <IconButton aria-label="Tutup" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {order.jenis === 'LABOR' ? <IsiLab uid={order.uid} /> : <IsiRadiologi uid={order.uid} />}
      </DialogContent>
      <PdfViewerDialog open={cetak} title={judul} url={url} onClose={() => setCetak(false)} />
    </Dialog>
  );
}
