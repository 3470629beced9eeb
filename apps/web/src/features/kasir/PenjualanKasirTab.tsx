import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatJam, formatRupiah, kasirApi, type Pembayaran, type PenjualanRingkas } from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { urlKuitansi, useBolehBayar } from './kasir.api.ts';
import { PembayaranDialog } from './PembayaranDialog.tsx';
import { BukaShiftDialog } from './shift/BukaShiftDialog.tsx';
import { useShiftAktif } from './shift/shift.api.ts';

const kolom: DataTableColumn<PenjualanRingkas>[] = [
  {
    key: 'nomor',
    header: 'Penjualan',
    render: (p) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {p.nomor_antrian} · {p.nomor}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {p.lokasi.nama}
        </Typography>
      </>
    ),
  },
  { key: 'pembeli', header: 'Pembeli', render: (p) => p.nama_pembeli },
  { key: 'item', header: 'Item', align: 'right', render: (p) => p.jumlah_item },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    render: (p) => (
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {formatRupiah(p.total)}
      </Typography>
    ),
  },
  { key: 'jam', header: 'Jam', render: (p) => formatJam(p.created_at) },
];

/**
 * Walk-in pharmacy sales the pharmacy sent to the cashier (tempat bayar Kasir), waiting for
 * payment, oldest first; a row opens the payment dialog, and the receipt follows. Without an open
 * shift (a payment is recorded in it) the tab says so, and a row opens the shift first, then the
 * payment (issue 17 point 4).
 */
export function PenjualanKasirTab() {
  const list = usePagedList(kasirApi.penjualan, {}, { polling: true });
  const [bayar, setBayar] = useState<PenjualanRingkas | null>(null);
  const [kuitansi, setKuitansi] = useState<Pembayaran | null>(null);
  const shift = useShiftAktif();
  const tanpaShift = useBolehBayar() && shift.data === null;
  // The sale to pay once the shift is open.
  const [setelahShift, setSetelahShift] = useState<PenjualanRingkas | null>(null);
  return (
    <>
      {tanpaShift ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          Shift kasir Anda belum dibuka. Memilih penjualan akan membuka shift terlebih dahulu, lalu
          pembayarannya.
        </Alert>
      ) : null}
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(p) => p.uid}
        onRowClick={(p) => (tanpaShift ? setSetelahShift(p) : setBayar(p))}
        emptyText="Tidak ada penjualan obat yang menunggu pembayaran di kasir"
        toolbar={
          <SearchField
            value={list.search}
            onChange={list.setSearch}
            placeholder="Cari nomor, antrian atau nama pembeli…"
            fullWidth
          />
        }
      />
      {bayar ? (
        <PembayaranDialog
          open
          onClose={() => {
            setBayar(null);
            list.refetch();
          }}
          tagihan={{
            penjualan_uid: bayar.uid,
            nama: `${bayar.nama_pembeli} (${bayar.nomor})`,
            total_tagihan: bayar.total,
            ditanggung: 0,
            label_penjamin: 'Umum',
            saldo_deposit: 0,
          }}
          setelahBayar={setKuitansi}
        />
      ) : null}
      <BukaShiftDialog
        open={Boolean(setelahShift)}
        onClose={() => setSetelahShift(null)}
        setelahBuka={() => setBayar(setelahShift)}
      />
      {kuitansi ? (
        <PdfViewerDialog
          open
          title={`Kuitansi ${kuitansi.nomor}`}
          url={urlKuitansi(kuitansi.uid, '80mm')}
          onClose={() => setKuitansi(null)}
        />
      ) : null}
    </>
  );
}
