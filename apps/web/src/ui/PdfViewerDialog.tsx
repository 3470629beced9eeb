import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useId, useState } from 'react';

export interface PdfViewerDialogProps {
  open: boolean;
  /** The document title: the dialog and frame title, and the download name `${title}.pdf`. */
  title: string;
  url: string;
  onClose: () => void;
  /** A line above the document, e.g. what a registration charged beside its ticket. */
  keterangan?: ReactNode;
}

function useTinggiJendela(): number {
  const [h, setH] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setH(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return h;
}

/** A file name safe on every OS, keeping the title readable. */
function namaBerkas(title: string): string {
  const bersih = title.replace(/[\\/:*?"<>|]+/g, '-').trim();
  return `${bersih || 'dokumen'}.pdf`;
}

/**
 * A PDF in an embedded frame (spec §2): 'memuat dokumen..' with a spinner while loading; height is
 * the window height minus 58 px on mobile or minus 150 px otherwise; Download saves `${title}.pdf`.
 */
export function PdfViewerDialog({ open, title, url, onClose, keterangan }: PdfViewerDialogProps) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const tinggiJendela = useTinggiJendela();
  // One id per viewer: a SEP opened over the ticket's viewer must be named by its own title.
  const judulId = useId();
  // The url whose frame has finished loading; anything else shows the spinner.
  const [dimuat, setDimuat] = useState<string | null>(null);
  const loading = dimuat !== url;
  const tinggi = Math.max(200, tinggiJendela - (mobile ? 58 : 150) - (keterangan ? 56 : 0));

  useEffect(() => {
    if (!open) setDimuat(null);
  }, [open]);

  const download = () => {
    const a = document.createElement('a');
    a.href = url;
    a.download = namaBerkas(title);
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={mobile}
      fullWidth
      maxWidth="lg"
      aria-labelledby={judulId}
    >
      <DialogTitle
        id={judulId}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          py: 1,
          pr: 1,
          minHeight: 58,
          boxSizing: 'border-box',
        }}
      >
        <Typography variant="h6" component="span" noWrap sx={{ flex: 1, minWidth: 0 }} title={title}>
          {title}
        </Typography>
        <Button startIcon={<DownloadIcon />} onClick={download} variant="outlined" size="small">
          Download
        </Button>
        <IconButton onClick={onClose} aria-label="Tutup">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {keterangan ? <Box sx={{ px: 2, pb: 1 }}>{keterangan}</Box> : null}
      <DialogContent sx={{ p: 0, position: 'relative', overflow: 'hidden' }}>
        {loading ? (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              bgcolor: 'background.paper',
            }}
            role="status"
          >
            <CircularProgress />
            <Typography color="text.secondary">memuat dokumen..</Typography>
          </Box>
        ) : null}
        {open ? (
          <Box
            component="iframe"
            key={url}
            src={url}
            title={title}
            onLoad={() => setDimuat(url)}
            sx={{ display: 'block', width: '100%', height: tinggi, border: 0 }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
