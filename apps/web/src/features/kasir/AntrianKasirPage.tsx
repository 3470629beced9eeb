import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AntrianKasir,
  formatJam,
  formatRupiah,
  kasirApi,
  LABEL_PENJAMIN_KUNJUNGAN,
  PENJAMIN_KUNJUNGAN,
  type PenjaminKunjungan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { POLLING_MS, usePagedList } from '../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { ChipPenjamin } from './ChipPenjamin.tsx';
import { useBolehBayar } from './kasir.api.ts';
import { PenjualanKasirTab } from './PenjualanKasirTab.tsx';
import ShiftKasirBar from './shift/ShiftKasirBar.tsx';

const kolom: DataTableColumn<AntrianKasir>[] = [
  {
    key: 'pasien',
    header: 'Pasien',
    render: (a) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {a.pasien.nama}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {a.pasien.no_rm}
        </Typography>
      </>
    ),
  },
  { key: 'poli', header: 'Poli', render: (a) => a.poli.join(', ') || '-' },
  {
    key: 'penjamin',
    header: 'Penjamin',
    render: (a) => <ChipPenjamin penjamin={a.penjamin} label={a.asuransi ?? a.label_penjamin} />,
  },
  { key: 'item', header: 'Item', align: 'right', render: (a) => a.jumlah_item },
  { key: 'total', header: 'Total Tagihan', align: 'right', render: (a) => formatRupiah(a.total) },
  {
    key: 'bayar',
    header: 'Dibayar Pasien',
    align: 'right',
    render: (a) => (
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {formatRupiah(a.bayar_pasien)}
      </Typography>
    ),
  },
  { key: 'terakhir', header: 'Tagihan Terakhir', render: (a) => formatJam(a.terakhir) },
];

/**
 * /antrian-kasir: visits of the day whose bill is still open, oldest first, refreshed by the
 * polling rule; a row opens the bill (/antrian-kasir/{kunjungan}). A second tab holds the walk-in
 * pharmacy sales waiting to be paid at the cashier. The cashier's shift sits on top.
 */
export default function AntrianKasirPage() {
  const [tab, setTab] = useState<'kunjungan' | 'obat'>('kunjungan');
  const bolehBayar = useBolehBayar();
  return (
    <Box>
      <HalamanJudul
        judul="Antrian Kasir"
        keterangan={`Tagihan yang belum dibayar, diperbarui otomatis setiap ${POLLING_MS / 1000} detik.`}
      />
      {bolehBayar ? <ShiftKasirBar /> : null}
      <Tabs
        value={tab}
        onChange={(_, v) => setTab(v)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="kunjungan" label="Tagihan Kunjungan" />
        <Tab value="obat" label="Penjualan Obat Bebas" />
      </Tabs>
      {tab === 'kunjungan' ? <AntrianKunjungan /> : <PenjualanKasirTab />}
    </Box>
  );
}

function AntrianKunjungan() {
  const navigate = useNavigate();
  const [tanggal, setTanggal] = useState<string | undefined>(toJakartaIsoDate(new Date()));
  const [penjamin, setPenjamin] = useState<PenjaminKunjungan | ''>('');
  const list = usePagedList(
    kasirApi.antrian,
    { tanggal, penjamin: penjamin || undefined },
    { polling: true },
  );
  return (
    <Box>
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(a) => a.kunjungan_uid}
        onRowClick={(a) => navigate(`/antrian-kasir/${a.kunjungan_uid}`)}
        emptyText="Tidak ada tagihan terbuka untuk filter ini"
        toolbar={
          <>
            <Box sx={{ flex: '0 1 200px' }}>
              <DateInput
                label="Tanggal kunjungan"
                value={tanggal}
                onChange={(v) => {
                  setTanggal(v);
                  list.setPage(0);
                }}
                noMax
                size="small"
              />
            </Box>
            <TextField
              select
              size="small"
              label="Penjamin"
              value={penjamin}
              onChange={(e) => {
                setPenjamin(e.target.value as PenjaminKunjungan | '');
                list.setPage(0);
              }}
              sx={{ flex: '0 1 220px', minWidth: 180 }}
              id="kasir-penjamin"
            >
              <MenuItem value="">Semua penjamin</MenuItem>
              {PENJAMIN_KUNJUNGAN.map((p) => (
                <MenuItem key={p} value={p}>
                  {LABEL_PENJAMIN_KUNJUNGAN[p]}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ flex: '1 1 240px', maxWidth: 380 }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama atau No. RM…"
                fullWidth
              />
            </Box>
          </>
        }
      />
    </Box>
  );
}
