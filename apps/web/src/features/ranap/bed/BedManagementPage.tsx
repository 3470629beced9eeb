import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { can } from '@rawat/domain';
import { useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { DepositKelas } from './DepositKelas.tsx';
import { MasterBed } from './MasterBed.tsx';
import { PapanBed } from './PapanBed.tsx';
import { TarifHarian } from './TarifHarian.tsx';

const TAB = [
  { key: 'papan', label: 'Papan Bed', master: false },
  { key: 'master', label: 'Ruangan & Bed', master: true },
  { key: 'tarif', label: 'Tarif Harian', master: true },
  { key: 'deposit', label: 'Deposit Rawat Inap', master: true },
] as const;

/**
 * /bed-management: the bed board for the ward, the admission desk and bed management; the master
 * tabs (wards, rooms, beds, day tariffs, deposits) only for ranap.bed:manage.
 */
export default function BedManagementPage() {
  const { user } = useSession();
  const kelola = can(user?.role, 'ranap.bed:manage');
  const tabs = TAB.filter((t) => kelola || !t.master);
  const [tab, setTab] = useState<(typeof TAB)[number]['key']>('papan');
  return (
    <Box>
      <HalamanJudul
        judul="Manajemen Bed"
        keterangan="Papan bed diperbarui otomatis setiap 20 detik. Klik bed untuk melihat riwayat dan mengubah statusnya."
      />
      {tabs.length > 1 ? (
        <Tabs
          value={tab}
          onChange={(_e, v) => setTab(v)}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} />
          ))}
        </Tabs>
      ) : null}
      {tab === 'papan' ? <PapanBed /> : null}
      {tab === 'master' && kelola ? <MasterBed /> : null}
      {tab === 'tarif' && kelola ? <TarifHarian /> : null}
      {tab === 'deposit' && kelola ? <DepositKelas /> : null}
    </Box>
  );
}
