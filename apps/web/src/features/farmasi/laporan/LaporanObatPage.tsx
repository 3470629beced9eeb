import Box from '@mui/material/Box';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { DokumenTab } from './DokumenTab.tsx';
import { MutasiGudangTab } from './MutasiGudangTab.tsx';

const KETERANGAN: Record<string, string> = {
  po: 'Pesanan pembelian ke supplier pada rentang tanggal: nomor, supplier, status dan nilainya.',
  gr: 'Penerimaan barang dari supplier pada rentang tanggal, dengan nomor faktur dan nilainya.',
  so: 'Stok opname pada rentang tanggal: selisih hitung fisik terhadap stok sistem dan nilainya.',
  mutasi_stock_gudang: 'Stok awal, masuk, keluar dan stok akhir per produk di gudang (atau lokasi lain).',
};

/** /laporan-obat with its tabs /po, /gr, /so and /mutasi_stock_gudang (the shell draws the tab bar). */
export default function LaporanObatPage({ tab }: HalamanProps) {
  const path = tab?.path ?? 'po';
  return (
    <Box>
      <HalamanJudul judul={`Laporan ${tab?.title ?? 'Purchase Order'}`} keterangan={KETERANGAN[path]} />
      {path === 'gr' ? (
        <DokumenTab key="gr" jenis="GR" />
      ) : path === 'so' ? (
        <DokumenTab key="so" jenis="SO" />
      ) : path === 'mutasi_stock_gudang' ? (
        <MutasiGudangTab />
      ) : (
        <DokumenTab key="po" jenis="PO" />
      )}
    </Box>
  );
}
