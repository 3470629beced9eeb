import BlockIcon from '@mui/icons-material/Block';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  alasanDokumenInputSchema,
  formatRupiah,
  formatTanggalWaktu,
  LABEL_METODE_BAYAR,
  type RingkasPembayaran,
} from '@rawat/domain';
import { useState } from 'react';
import { useToast } from '../../shell/toast.tsx';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { urlKuitansi, useBatalkanPembayaran } from './kasir.api.ts';

/** The receipts of a visit: print the kuitansi (A4 or 80 mm), void one with its reason. */
export function RiwayatPembayaran({
  daftar,
  bolehBatal,
}: {
  daftar: RingkasPembayaran[];
  bolehBatal: boolean;
}) {
  const toast = useToast();
  const batalkan = useBatalkanPembayaran();
  const [cetak, setCetak] = useState<{ p: RingkasPembayaran; kertas: 'A4' | '80mm' } | null>(null);
  const [batal, setBatal] = useState<RingkasPembayaran | null>(null);
  if (daftar.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Kuitansi
      </Typography>
      {daftar.map((p) => (
        <Box
          key={p.uid}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, textDecoration: p.batal ? 'line-through' : 'none' }}
            >
              {p.nomor}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {formatTanggalWaktu(p.created_at)} · {p.kasir}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {formatRupiah(p.jumlah_bayar)}
              {p.metode.length ? ` · ${p.metode.map((m) => LABEL_METODE_BAYAR[m]).join(' + ')}` : ''}
              {p.diskon ? ` · diskon ${formatRupiah(p.diskon)}` : ''}
            </Typography>
          </Box>
          {p.batal ? <Chip size="small" color="error" variant="outlined" label="Dibatalkan" /> : null}
          <Tooltip title="Cetak kuitansi A4">
            <IconButton
              aria-label={`Cetak kuitansi ${p.nomor}`}
              onClick={() => setCetak({ p, kertas: 'A4' })}
            >
              <PrintIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Cetak struk 80 mm">
            <IconButton aria-label={`Cetak struk ${p.nomor}`} onClick={() => setCetak({ p, kertas: '80mm' })}>
              <ReceiptLongIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {bolehBatal && !p.batal ? (
            <Tooltip title="Batalkan pembayaran">
              <IconButton aria-label={`Batalkan ${p.nomor}`} color="error" onClick={() => setBatal(p)}>
                <BlockIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
      ))}
      {cetak ? (
        <PdfViewerDialog
          open
          title={`Kuitansi ${cetak.p.nomor}`}
          url={urlKuitansi(cetak.p.uid, cetak.kertas)}
          onClose={() => setCetak(null)}
        />
      ) : null}
      {batal ? (
        <AlasanDialog
          aturan={alasanDokumenInputSchema.shape.alasan}
          judul={`Batalkan Pembayaran ${batal.nomor}`}
          pesan={`Kuitansi ${batal.nomor} (${formatRupiah(batal.jumlah_bayar)}) tetap tersimpan dengan tanda dibatalkan dan pembaliknya dicatat di shift Anda. Tagihannya terbuka kembali.`}
          tombol="Batalkan Pembayaran"
          onClose={() => setBatal(null)}
          onKirim={async (alasan) => {
            const p = await batalkan.mutateAsync({ uid: batal.uid, alasan });
            toast.success(`Pembayaran ${p.nomor} dibatalkan`);
          }}
        />
      ) : null}
    </Paper>
  );
}
