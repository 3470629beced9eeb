import CampaignIcon from '@mui/icons-material/Campaign';
import PaymentsIcon from '@mui/icons-material/Payments';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { formatRupiah, type Penjualan, type PenjualanRingkas } from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { BatalDialog, BayarDialog } from './PenjualanDialog.tsx';
import { urlStruk, useBolehDi, useBolehJual, usePenjualan, useTulisPenjualan } from './penjualan.api.ts';

type Baris = Penjualan | PenjualanRingkas;

/**
 * The actions on a sale, shared by the sales list and the queue: pay (at the pharmacy counter),
 * call, hand over, cancel and print. Buttons show only where the server would accept them: the
 * role may sell, the status fits, and the user holds the depot's right for stock moves.
 */
export function useAksiPenjualan(): { tombol: (p: Baris) => ReactNode; dialog: ReactNode } {
  const toast = useToast();
  const confirm = useConfirm();
  const bolehJual = useBolehJual();
  const bolehDi = useBolehDi();
  const tulis = useTulisPenjualan();
  const [bayar, setBayar] = useState<string | null>(null);
  const [batal, setBatal] = useState<string | null>(null);
  const [cetak, setCetak] = useState<Baris | null>(null);
  // The pay and cancel dialogs need the full sale (its total and lines), fresh from the server.
  const untukBayar = usePenjualan(bayar);
  const untukBatal = usePenjualan(batal);

  const panggil = async (p: Baris) => {
    try {
      await tulis.mutateAsync({ uid: p.uid, aksi: 'panggil' });
      toast.info(`Memanggil ${p.nomor_antrian} · ${p.nama_pembeli}`);
    } catch (e) {
      toast.error(pesanError(e));
    }
  };
  const serahkan = (p: Baris) =>
    confirm({
      title: `Serahkan obat ${p.nomor_antrian}`,
      message: `Obat untuk ${p.nama_pembeli} (${p.jumlah_item} item, ${formatRupiah(p.total)}) diserahkan dan stok depo berkurang. Lanjutkan?`,
      confirmLabel: 'Serahkan',
      onConfirm: async () => {
        await tulis.mutateAsync({ uid: p.uid, aksi: 'serahkan' });
        toast.success(`Obat ${p.nomor_antrian} diserahkan kepada ${p.nama_pembeli}`);
      },
    });

  const tombol = (p: Baris) => {
    const terbuka = p.status === 'MENUNGGU_BAYAR' || p.status === 'LUNAS';
    const hakBatal = bolehDi(p.lokasi.uid, p.status === 'DISERAHKAN' ? 'return_stock' : 'decrement_stock');
    return (
      // The row itself opens the detail; its buttons must not.
      <Box
        sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
        onClick={(e) => e.stopPropagation()}
      >
        {bolehJual && p.status === 'MENUNGGU_BAYAR' && p.tempat_bayar === 'FARMASI' ? (
          <Button
            size="small"
            variant="contained"
            startIcon={<PaymentsIcon />}
            onClick={() => setBayar(p.uid)}
          >
            Bayar
          </Button>
        ) : null}
        {p.status === 'MENUNGGU_BAYAR' && p.tempat_bayar === 'KASIR' ? (
          <Chip size="small" variant="outlined" label="Bayar di Kasir" />
        ) : null}
        {bolehJual && p.status === 'LUNAS' && bolehDi(p.lokasi.uid, 'decrement_stock') ? (
          <Button size="small" variant="contained" color="success" onClick={() => void serahkan(p)}>
            Serahkan
          </Button>
        ) : null}
        {bolehJual && terbuka ? (
          <Tooltip title={p.dipanggil_pada ? 'Panggil ulang' : 'Panggil'}>
            <IconButton
              size="small"
              aria-label={`Panggil ${p.nomor_antrian}`}
              onClick={() => void panggil(p)}
            >
              <CampaignIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        <Tooltip title={p.status === 'MENUNGGU_BAYAR' ? 'Cetak tagihan' : 'Cetak struk'}>
          <IconButton size="small" aria-label={`Cetak struk ${p.nomor}`} onClick={() => setCetak(p)}>
            <PrintIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {bolehJual && p.status !== 'BATAL' && hakBatal ? (
          <Button size="small" color="error" onClick={() => setBatal(p.uid)}>
            Batalkan
          </Button>
        ) : null}
      </Box>
    );
  };

  const dialog = (
    <>
      {untukBayar.data && bayar ? (
        <BayarDialog
          p={untukBayar.data}
          onClose={() => setBayar(null)}
          onBayar={async (dibayar) => {
            const p = await tulis.mutateAsync({ uid: untukBayar.data.uid, aksi: 'bayar', body: { dibayar } });
            toast.success(`${p.nomor_antrian} lunas · kembalian ${formatRupiah(p.kembalian ?? 0)}`);
            setCetak(p);
          }}
        />
      ) : null}
      {untukBatal.data && batal ? (
        <BatalDialog
          p={untukBatal.data}
          onClose={() => setBatal(null)}
          onBatal={async (alasan) => {
            const p = await tulis.mutateAsync({ uid: untukBatal.data.uid, aksi: 'batal', body: { alasan } });
            toast.success(`${p.nomor} dibatalkan`);
          }}
        />
      ) : null}
      <PdfViewerDialog
        open={cetak !== null}
        title={`Struk ${cetak?.nomor ?? ''}`}
        url={cetak ? urlStruk(cetak.uid) : ''}
        onClose={() => setCetak(null)}
      />
    </>
  );
  return { tombol, dialog };
}
