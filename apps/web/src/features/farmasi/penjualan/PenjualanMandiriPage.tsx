import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatAngka,
  formatRupiah,
  LABEL_STATUS_PENJUALAN,
  LABEL_TEMPAT_BAYAR,
  penjualanApi,
  STATUS_PENJUALAN,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../../api/query.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { DetailPenjualanDialog } from './DetailPenjualanDialog.tsx';
import { FormPenjualan } from './FormPenjualan.tsx';
import { WARNA_STATUS_PENJUALAN, waktuSingkat } from './format.ts';
import { useBolehJual } from './penjualan.api.ts';
import { useAksiPenjualan } from './useAksiPenjualan.tsx';

/**
 * /farmasi/penjualan-mandiri: the pharmacist's sales desk. A new sale opens the registration
 * form; the list shows the day's sales (newest first, refreshed every 20 s) with pay, call,
 * hand over, cancel and print on each row; a row opens the sale's lines.
 */
export default function PenjualanMandiriPage() {
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const hariIni = toJakartaIsoDate(new Date());
  const [tanggal, setTanggal] = useState<string | undefined>(hariIni);
  const [status, setStatus] = useState<(typeof STATUS_PENJUALAN)[number] | ''>('');
  const [baru, setBaru] = useState(false);
  const [pilih, setPilih] = useState<string | null>(null);
  const bolehJual = useBolehJual();
  const { tombol, dialog } = useAksiPenjualan();
  const list = usePagedList(
    penjualanApi.daftar,
    { dari: tanggal, sampai: tanggal, status: status || undefined },
    { polling: true },
  );
  return (
    <>
      <HalamanJudul
        judul="Penjualan Mandiri"
        keterangan="Penjualan obat bebas kepada pembeli tanpa resep: harga umum, dibayar di loket farmasi atau di kasir, stok berkurang saat obat diserahkan."
        aksi={
          bolehJual ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBaru(true)}>
              Penjualan Baru
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        rowKey={(p) => p.uid}
        onRowClick={(p) => setPilih(p.uid)}
        emptyText={
          tanggal === hariIni ? 'Belum ada penjualan hari ini' : 'Tidak ada penjualan pada tanggal ini'
        }
        toolbar={
          <>
            <SearchField
              value={list.search}
              onChange={list.setSearch}
              placeholder="Cari nama, no. HP, nomor, antrian"
              sx={{ flex: '1 1 240px', maxWidth: { sm: 320 } }}
            />
            <FilterPilih
              label="Status"
              semua="Semua status"
              value={status}
              onChange={(v) => {
                setStatus(v);
                list.setPage(0);
              }}
              pilihan={STATUS_PENJUALAN.map((s) => ({ value: s, label: LABEL_STATUS_PENJUALAN[s] }))}
            />
            <Box sx={{ flex: '0 1 200px' }}>
              <DateInput
                label="Tanggal"
                size="small"
                value={tanggal}
                onChange={(v) => {
                  setTanggal(v);
                  list.setPage(0);
                }}
              />
            </Box>
          </>
        }
        columns={[
          {
            key: 'antrian',
            header: 'Antrian',
            render: (p) => (
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {p.nomor_antrian}
              </Typography>
            ),
          },
          {
            key: 'pembeli',
            header: 'Pembeli',
            render: (p) => (
              <Box>
                <Typography variant="body2">{p.nama_pembeli}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {p.nomor}
                  {p.telepon ? ` · ${p.telepon}` : ''}
                </Typography>
              </Box>
            ),
          },
          { key: 'item', header: 'Obat', align: 'right', render: (p) => formatAngka(p.jumlah_item) },
          { key: 'total', header: 'Total', align: 'right', render: (p) => formatRupiah(p.total) },
          { key: 'bayar', header: 'Bayar di', render: (p) => LABEL_TEMPAT_BAYAR[p.tempat_bayar] },
          { key: 'waktu', header: 'Daftar', render: (p) => waktuSingkat(p.created_at, hariIni) },
          {
            key: 'status',
            header: 'Status',
            render: (p) => (
              <Chip
                size="small"
                color={WARNA_STATUS_PENJUALAN[p.status]}
                label={LABEL_STATUS_PENJUALAN[p.status]}
              />
            ),
          },
          { key: 'aksi', header: 'Aksi', render: tombol },
        ]}
      />
      <Dialog open={baru} onClose={() => setBaru(false)} maxWidth="lg" fullWidth fullScreen={layarKecil}>
        <DialogTitle>Penjualan Baru</DialogTitle>
        <DialogContent dividers>
          <FormPenjualan
            onBatal={() => setBaru(false)}
            onSaved={(p) => {
              setBaru(false);
              setPilih(p.uid);
            }}
          />
        </DialogContent>
      </Dialog>
      <DetailPenjualanDialog uid={pilih} onClose={() => setPilih(null)} aksi={tombol} />
      {dialog}
    </>
  );
}
