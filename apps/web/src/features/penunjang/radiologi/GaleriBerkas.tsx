import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  type BerkasRadiologi,
  EKSTENSI_BERKAS_RADIOLOGI,
  formatJam,
  formatTanggalPendek,
  formatUkuranFile,
  MAKS_UKURAN_BERKAS_RADIOLOGI,
} from '@rawat/domain';
import { useRef, useState } from 'react';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { urlBerkas, useUnggahBerkas } from '../penunjang.api.ts';

/** The order's images as tiles: a picture opens large, a PDF in the PDF viewer, DICOM downloads. */
export function GaleriBerkas({ orderUid, berkas }: { orderUid: string; berkas: BerkasRadiologi[] }) {
  const [gambar, setGambar] = useState<BerkasRadiologi | null>(null);
  const [pdf, setPdf] = useState<BerkasRadiologi | null>(null);
  if (!berkas.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Belum ada gambar.
      </Typography>
    );
  const buka = (b: BerkasRadiologi) => {
    if (b.jenis === 'PDF') setPdf(b);
    else if (b.jenis === 'DICOM') window.open(urlBerkas(orderUid, b.uid), '_blank', 'noopener');
    else setGambar(b);
  };
  return (
    <>
      <Box
        component="ul"
        aria-label="Gambar pemeriksaan"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {berkas.map((b) => (
          <Box component="li" key={b.uid} sx={{ width: 168 }}>
            <ButtonBase
              onClick={() => buka(b)}
              aria-label={`Buka ${b.nama}`}
              sx={{
                width: 168,
                height: 126,
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: 'grey.900',
                border: 1,
                borderColor: 'divider',
              }}
            >
              {b.jenis === 'JPEG' || b.jenis === 'PNG' ? (
                <Box
                  component="img"
                  src={urlBerkas(orderUid, b.uid)}
                  alt={b.nama}
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
                />
              ) : (
                <Box
                  sx={{
                    color: 'grey.100',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 0.5,
                  }}
                >
                  {b.jenis === 'PDF' ? (
                    <PictureAsPdfIcon fontSize="large" />
                  ) : (
                    <ViewInArIcon fontSize="large" />
                  )}
                  <Typography variant="caption">{b.label_jenis}</Typography>
                </Box>
              )}
            </ButtonBase>
            <Typography variant="caption" sx={{ display: 'block', fontWeight: 600 }} noWrap title={b.nama}>
              {b.nama}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
              {formatUkuranFile(b.ukuran, 1)} · {formatTanggalPendek(b.created_at)} {formatJam(b.created_at)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Dialog open={gambar !== null} onClose={() => setGambar(null)} maxWidth="lg" fullWidth>
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
          <Typography component="span" variant="h6" sx={{ flex: 1 }} noWrap>
            {gambar?.nama}
          </Typography>
          {gambar ? (
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              href={urlBerkas(orderUid, gambar.uid)}
              download={gambar.nama}
            >
              Download
            </Button>
          ) : null}
          <IconButton aria-label="Tutup" onClick={() => setGambar(null)}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ bgcolor: 'grey.900', p: 1, display: 'flex', justifyContent: 'center' }}>
          {gambar ? (
            <Box
              component="img"
              src={urlBerkas(orderUid, gambar.uid)}
              alt={gambar.nama}
              sx={{ maxWidth: '100%', maxHeight: 'calc(100vh - 180px)', objectFit: 'contain' }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <PdfViewerDialog
        open={pdf !== null}
        title={pdf?.nama ?? ''}
        url={pdf ? urlBerkas(orderUid, pdf.uid) : ''}
        onClose={() => setPdf(null)}
      />
    </>
  );
}

/**
 * Choosing and uploading images: the kind and size are checked here first (the server checks the
 * bytes again), each file uploads with its progress bar.
 */
export function UnggahBerkas({ orderUid }: { orderUid: string }) {
  const input = useRef<HTMLInputElement>(null);
  const unggah = useUnggahBerkas(orderUid);
  const toast = useToast();
  const [progres, setProgres] = useState<{ nama: string; f: number } | null>(null);
  const [galat, setGalat] = useState<string | null>(null);

  const pilih = async (files: FileList | null) => {
    setGalat(null);
    for (const f of Array.from(files ?? [])) {
      const ext = f.name.toLowerCase().slice(f.name.lastIndexOf('.'));
      if (!(EKSTENSI_BERKAS_RADIOLOGI as readonly string[]).includes(ext)) {
        setGalat(`${f.name}: jenis berkas tidak didukung (JPEG, PNG, PDF, DICOM)`);
        continue;
      }
      if (f.size > MAKS_UKURAN_BERKAS_RADIOLOGI) {
        setGalat(`${f.name}: melebihi ${formatUkuranFile(MAKS_UKURAN_BERKAS_RADIOLOGI, 0)}`);
        continue;
      }
      setProgres({ nama: f.name, f: 0 });
      try {
        await unggah.mutateAsync({ berkas: f, onProgress: (x) => setProgres({ nama: f.name, f: x }) });
        toast.success(`${f.name} terunggah`);
      } catch (err) {
        setGalat(`${f.name}: ${pesanError(err)}`);
      }
    }
    setProgres(null);
    if (input.current) input.current.value = '';
  };

  return (
    <Box sx={{ mt: 1.5 }}>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={[...EKSTENSI_BERKAS_RADIOLOGI, 'image/jpeg', 'image/png', 'application/pdf'].join(',')}
        onChange={(e) => void pilih(e.target.files)}
        aria-label="Pilih berkas gambar"
        data-testid="input-berkas"
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
        disabled={progres !== null}
      >
        Unggah Gambar
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ ml: 1.5 }}>
        JPEG, PNG, PDF atau DICOM, maks. {formatUkuranFile(MAKS_UKURAN_BERKAS_RADIOLOGI, 0)} per berkas
      </Typography>
      {progres ? (
        <Box sx={{ mt: 1 }} role="status" aria-label="Progres unggah">
          <Typography variant="caption">
            Mengunggah {progres.nama} … {Math.round(progres.f * 100)}%
          </Typography>
          <LinearProgress variant="determinate" value={progres.f * 100} />
        </Box>
      ) : null}
      {galat ? (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setGalat(null)}>
          {galat}
        </Alert>
      ) : null}
    </Box>
  );
}
