import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { OpnameTab } from './OpnameTab.tsx';
import { PenyesuaianTab } from './PenyesuaianTab.tsx';
import { StokTab } from './StokTab.tsx';

const BAGIAN = ['Stok', 'Stok Opname', 'Penyesuaian Stok'] as const;

/**
 * /kelola-obat: stock on hand per product and location with its stock card, the stock counts
 * (opname) and the manual adjustments (docs/farmasi.md "Stock").
 */
export default function KelolaObatPage() {
  const [bagian, setBagian] = useState(0);
  return (
    <Box>
      <HalamanJudul
        judul="Kelola Obat"
        keterangan="Stok per lokasi dan batch, kartu stok, stok opname, serta penambahan dan pengurangan stok."
      />
      <Tabs value={bagian} onChange={(_, v: number) => setBagian(v)} sx={{ mb: 2 }}>
        {BAGIAN.map((b) => (
          <Tab key={b} label={b} />
        ))}
      </Tabs>
      {bagian === 0 ? <StokTab /> : bagian === 1 ? <OpnameTab /> : <PenyesuaianTab />}
    </Box>
  );
}
