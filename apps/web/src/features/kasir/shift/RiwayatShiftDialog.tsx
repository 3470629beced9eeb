import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  formatTanggalWaktu,
  type KertasKasir,
  type ShiftRingkas,
  shiftApi,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { urlLaporanShift } from './shift.api.ts';

/**
 * Past shifts (one's own, or every cashier's for who reads the cashier reports) in a date range,
 * with their receipts and money in, and the closing report to print again — the supervisor's
 * "cetak ulang laporan tutup kasir".
 */
export function RiwayatShiftDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const hariIni = toJakartaIsoDate(new Date());
  const [dari, setDari] = useState<string | undefined>(hariIni);
  const [sampai, setSampai] = useState<string | undefined>(hariIni);
  const list = usePagedList(shiftApi.daftar, { dari, sampai }, { enabled: open });
  const [cetak, setCetak] = useState<{ s: ShiftRingkas; kertas: KertasKasir } | null>(null);
  const kolom: DataTableColumn<ShiftRingkas>[] = [
    {
      key: 'kasir',
      header: 'Kasir',
      render: (s) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {s.akun.nama}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Dibuka {formatTanggalWaktu(s.dibuka_pada)}
          </Typography>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (s) =>
        s.ditutup_pada ? (
          <Chip size="small" variant="outlined" label={`Ditutup ${formatTanggalWaktu(s.ditutup_pada)}`} />
        ) : (
          <Chip size="small" color="success" label="Terbuka" />
        ),
    },
    { key: 'modal', header: 'Modal Awal', align: 'right', render: (s) => formatRupiah(s.modal_awal) },
    { key: 'kuitansi', header: 'Kuitansi', align: 'right', render: (s) => s.jumlah_kuitansi },
    { key: 'bayar', header: 'Pembayaran', align: 'right', render: (s) => formatRupiah(s.total_pembayaran) },
    {
      key: 'kas',
      header: 'Kas Dihitung',
      align: 'right',
      render: (s) => (s.kas_dihitung === null ? '-' : formatRupiah(s.kas_dihitung)),
    },
    {
      key: 'aksi',
      header: '',
      align: 'right',
      render: (s) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Tooltip title="Cetak laporan shift A4">
            <IconButton
              aria-label={`Cetak laporan shift ${s.akun.nama}`}
              onClick={() => setCetak({ s, kertas: 'A4' })}
            >
              <PrintIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Cetak laporan shift 80 mm">
            <IconButton
              aria-label={`Cetak struk shift ${s.akun.nama}`}
              onClick={() => setCetak({ s, kertas: '80mm' })}
            >
              <ReceiptLongIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    },
  ];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>Riwayat Shift Kasir</DialogTitle>
      <DialogContent dividers>
        <DataTable
          list={list}
          columns={kolom}
          rowKey={(s) => s.uid}
          emptyText="Tidak ada shift pada rentang tanggal ini"
          toolbar={
            <RentangTanggal
              dari={dari}
              sampai={sampai}
              onDari={setDari}
              onSampai={setSampai}
              terikat={false}
              sx={{ flex: '0 1 200px' }}
            />
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
      {cetak ? (
        <PdfViewerDialog
          open
          title={`Laporan Shift ${cetak.s.akun.nama} ${formatTanggalWaktu(cetak.s.dibuka_pada)}`}
          url={urlLaporanShift(cetak.s.uid, cetak.kertas)}
          onClose={() => setCetak(null)}
        />
      ) : null}
    </Dialog>
  );
}
