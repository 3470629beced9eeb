import Box from '@mui/material/Box';
import { type LogAktivitas, logApi } from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../api/query.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { LogDetailDialog } from './LogDetailDialog.tsx';
import { FILTER_LOG_KOSONG, type FilterLog, galatRentang, LogFilters } from './LogFilters.tsx';
import { KOLOM_LOG } from './log.columns.tsx';

/** /log-activity: the audit trail, read-only; a row opens its detail. */
export default function LogActivityPage() {
  const [filter, setFilter] = useState<FilterLog>(FILTER_LOG_KOSONG);
  const [dipilih, setDipilih] = useState<LogAktivitas | null>(null);
  const rentangSah = galatRentang(filter) === null;
  const list = usePagedList(
    logApi.daftar,
    {
      username: filter.username || undefined,
      aksi: filter.aksi || undefined,
      dari: filter.dari || undefined,
      sampai: filter.sampai || undefined,
    },
    { enabled: rentangSah },
  );
  const adaFilter = Boolean(list.search || filter.username || filter.aksi || filter.dari || filter.sampai);

  return (
    <Box>
      <HalamanJudul
        judul="Log Aktivitas"
        keterangan="Jejak audit: siapa melakukan apa, kapan, dan dari mana. Klik sebuah baris untuk melihat detailnya."
      />
      <DataTable
        list={list}
        columns={KOLOM_LOG}
        rowKey={(l) => l.id}
        onRowClick={setDipilih}
        emptyText={adaFilter ? 'Tidak ada aktivitas yang cocok dengan filter' : 'Belum ada data'}
        toolbar={
          <LogFilters
            search={list.search}
            onSearch={list.setSearch}
            filter={filter}
            onChange={(f) => {
              setFilter(f);
              list.setPage(0);
            }}
          />
        }
      />
      <LogDetailDialog log={dipilih} onClose={() => setDipilih(null)} />
    </Box>
  );
}
