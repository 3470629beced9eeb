import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  batalPenjualanInputSchema,
  bayarPenjualanInputSchema,
  formatAngka,
  formatRupiah,
  type Penjualan,
} from '@rawat/domain';
import { useState } from 'react';
import { pesanError } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';

/** Common notes people pay with, after the exact amount. */
const PECAHAN = [20_000, 50_000, 100_000];

/** Cash at the pharmacy counter: what was handed over, and the change it leaves. */
export function BayarDialog({
  p,
  onBayar,
  onClose,
}: {
  p: Penjualan;
  onBayar: (dibayar: number) => Promise<void>;
  onClose: () => void;
}) {
  const [teks, setTeks] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [kirim, setKirim] = useState(false);
  const dibayar = Number(teks || 0);
  const kembali = dibayar - p.total;
  const simpan = async () => {
    const cek = bayarPenjualanInputSchema.safeParse({ dibayar: teks });
    if (!cek.success) return setGalat(cek.error.issues[0]?.message ?? 'Nominal tidak valid');
    if (cek.data.dibayar < p.total)
      return setGalat(`Uang diterima kurang dari total ${formatRupiah(p.total)}`);
    setKirim(true);
    try {
      await onBayar(cek.data.dibayar);
      onClose();
    } catch (e) {
      setGalat(pesanError(e));
    } finally {
      setKirim(false);
    }
  };
  return (
    <Dialog open onClose={kirim ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        Pembayaran {p.nomor_antrian} · {p.nama_pembeli}
      </DialogTitle>
      <DialogContent>
        <Typography variant="h5" sx={{ mb: 2 }}>
          Total {formatRupiah(p.total)}
        </Typography>
        {galat ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galat}
          </Alert>
        ) : null}
        <TextField
          autoFocus
          fullWidth
          required
          label="Uang diterima"
          value={teks ? formatAngka(dibayar) : ''}
          onChange={(e) => setTeks(e.target.value.replace(/\D/g, '').slice(0, 10))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void simpan();
          }}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
          }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          <Button size="small" variant="outlined" onClick={() => setTeks(String(p.total))}>
            Uang pas
          </Button>
          {PECAHAN.filter((n) => n > p.total).map((n) => (
            <Button key={n} size="small" variant="outlined" onClick={() => setTeks(String(n))}>
              {formatRupiah(n)}
            </Button>
          ))}
        </Box>
        <Typography
          variant="h6"
          sx={{ mt: 2 }}
          color={kembali < 0 ? 'error' : 'success.main'}
          aria-live="polite"
        >
          {kembali < 0 ? `Kurang ${formatRupiah(-kembali)}` : `Kembalian ${formatRupiah(kembali)}`}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={kirim} color="inherit">
          Batal
        </Button>
        <Button variant="contained" loading={kirim} onClick={() => void simpan()}>
          Terima Pembayaran
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The reason for cancelling; what happens to money and stock depends on how far the sale went. */
export function BatalDialog({
  p,
  onBatal,
  onClose,
}: {
  p: Penjualan;
  onBatal: (alasan: string) => Promise<void>;
  onClose: () => void;
}) {
  const pesan =
    p.status === 'DISERAHKAN'
      ? 'Obat sudah diserahkan: pastikan obat dikembalikan dalam keadaan utuh. Stok akan dikembalikan ke batch asalnya dan uang dikembalikan kepada pembeli.'
      : p.status === 'LUNAS'
        ? `Penjualan sudah dibayar: kembalikan uang ${formatRupiah(p.dibayar ?? p.total)} kepada pembeli di tempat ia membayar.`
        : 'Penjualan belum dibayar; tidak ada stok maupun uang yang perlu dikembalikan.';
  return (
    <AlasanDialog
      judul={`Batalkan ${p.nomor} (${p.nomor_antrian})`}
      pesan={pesan}
      label="Alasan pembatalan"
      aturan={batalPenjualanInputSchema.shape.alasan}
      tombol="Batalkan Penjualan"
      tombolBatal="Kembali"
      onKirim={onBatal}
      onClose={onClose}
    />
  );
}
