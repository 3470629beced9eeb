import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  type Faskes,
  formatUkuranFile,
  LOGO_FASKES_MAKS_BYTE,
  MIME_LOGO_FASKES,
  periksaLogoFaskes,
} from '@rawat/domain';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../shell/toast.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { urlLogo, useLogoFaskes } from './faskes.api.ts';

interface Pilihan {
  nama: string;
  ukuran: number;
  /** Object URL for the preview. */
  pratinjau: string;
  dataUrl: string;
}

function bacaDataUrl(berkas: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('Berkas tidak dapat dibaca'));
    r.readAsDataURL(berkas);
  });
}

/**
 * The logo of one profile: the current one, a file chosen and previewed before saving, checked
 * here as the server does (PNG/JPEG by its first bytes, at most 512 KB), and removal.
 */
export function LogoFaskesDialog({
  item,
  open,
  onClose,
}: {
  item: Faskes | null;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const confirm = useConfirm();
  const { pasang, hapus } = useLogoFaskes();
  const input = useRef<HTMLInputElement>(null);
  const [pilihan, setPilihan] = useState<Pilihan | null>(null);
  const [galat, setGalat] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setPilihan(null);
      setGalat(null);
    }
  }, [open]);
  useEffect(() => {
    if (!pilihan) return;
    return () => URL.revokeObjectURL(pilihan.pratinjau);
  }, [pilihan]);

  const pilih = async (berkas: File | undefined) => {
    setGalat(null);
    setPilihan(null);
    if (!berkas) return;
    // Size first, so a large photo is never read into memory.
    if (berkas.size > LOGO_FASKES_MAKS_BYTE) {
      setGalat(
        `Ukuran logo maksimal ${formatUkuranFile(LOGO_FASKES_MAKS_BYTE)} (berkas ini ${formatUkuranFile(berkas.size)})`,
      );
      return;
    }
    const salah = periksaLogoFaskes(new Uint8Array(await berkas.arrayBuffer()));
    if (salah) {
      setGalat(salah);
      return;
    }
    setPilihan({
      nama: berkas.name,
      ukuran: berkas.size,
      pratinjau: URL.createObjectURL(berkas),
      dataUrl: await bacaDataUrl(berkas),
    });
  };

  const simpan = async () => {
    if (!item || !pilihan) return;
    try {
      await pasang.mutateAsync({ uid: item.uid, berkas: pilihan.dataUrl });
      toast.success(`Logo ${item.nama} berhasil disimpan`);
      onClose();
    } catch (err) {
      toast.error(err);
    }
  };

  const buang = () => {
    if (!item) return;
    void confirm({
      title: 'Hapus logo?',
      message: (
        <>
          Kop surat <b>{item.nama}</b> akan dicetak tanpa logo.
        </>
      ),
      confirmLabel: 'Hapus',
      color: 'error',
      onConfirm: async () => {
        await hapus.mutateAsync(item.uid);
        toast.success(`Logo ${item.nama} dihapus`);
        onClose();
      },
    });
  };

  const gambar = pilihan?.pratinjau ?? (item?.logo ? urlLogo(item.uid, item.logo) : null);
  return (
    <Dialog open={open} onClose={pasang.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Logo {item?.nama}</DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{
            height: 160,
            mb: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'grey.50',
          }}
        >
          {gambar ? (
            <Box
              component="img"
              src={gambar}
              alt={`Logo ${item?.nama ?? ''}`}
              sx={{ maxWidth: '90%', maxHeight: 140 }}
            />
          ) : (
            <Typography color="text.secondary">Belum ada logo</Typography>
          )}
        </Box>
        {pilihan ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            Pratinjau: {pilihan.nama} ({formatUkuranFile(pilihan.ukuran)}). Klik Simpan Logo untuk memakainya.
          </Typography>
        ) : null}
        {galat ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {galat}
          </Alert>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p">
          PNG atau JPEG, maksimal {formatUkuranFile(LOGO_FASKES_MAKS_BYTE)}. Logo dicetak di kiri kop surat
          (kira-kira 2 × 2 cm); gambar persegi dengan latar transparan terlihat paling rapi.
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={MIME_LOGO_FASKES.join(',')}
          aria-label="Pilih berkas logo"
          onChange={(e) => {
            void pilih(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        {item?.logo ? (
          <Button color="error" startIcon={<DeleteIcon />} onClick={buang} sx={{ mr: 'auto' }}>
            Hapus Logo
          </Button>
        ) : null}
        <Button onClick={onClose} color="inherit" disabled={pasang.isPending}>
          Tutup
        </Button>
        <Button startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={pasang.isPending}>
          Pilih Berkas
        </Button>
        <Button variant="contained" onClick={simpan} disabled={!pilihan} loading={pasang.isPending}>
          Simpan Logo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
