import type { HalamanProps } from '../../registry.ts';
import { DokumenTab } from './DokumenTab.tsx';
import { MutasiGudangTab } from './MutasiGudangTab.tsx';

/** /laporan-obat with its tabs /po, /gr, /so and /mutasi_stock_gudang (the shell draws the tab bar). */
export default function LaporanObatPage({ tab }: HalamanProps) {
  switch (tab?.path) {
    case 'gr':
      return <DokumenTab key="gr" jenis="GR" />;
    case 'so':
      return <DokumenTab key="so" jenis="SO" />;
    case 'mutasi_stock_gudang':
      return <MutasiGudangTab />;
    default:
      return <DokumenTab key="po" jenis="PO" />;
  }
}
