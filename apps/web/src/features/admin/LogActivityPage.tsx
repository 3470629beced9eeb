import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { can, type LogAktivitas, logApi } from '@rawat/domain';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { useSession } from '../../shell/session.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { LogDetailDialog } from './LogDetailDialog.tsx';
import { FILTER_LOG_KOSONG, type FilterLog, galatRentang, LogFilters } from './LogFilters.tsx';
import { KOLOM_LOG } from './log.columns.tsx';

/** /log-activity: the audit trail, read-only; a row opens its detail. */
export default function LogActivityPage() {
  const [filter, setFilter] = useState<FilterLog>(FILTER_LOG_KOSONG);
  const [dipilih, setDipilih] = useState<LogAktivitas | null>(null);
  const { user } = useSession();
  // `?id=123`: one row, as the integrity screen links to the row where the chain breaks.
  const [cari, setCari] = useSearchParams();
  const idBaris = Number(cari.get('id')) || undefined;
  const rentangSah = galatRentang(filter) === null;
  const list = usePagedList(
    logApi.daftar,
    {
      id: idBaris,
      username: filter.username || undefined,
      aksi: filter.aksi || undefined,
      dari: filter.dari || undefined,
      sampai: filter.sampai || undefined,
    },
    { enabled: rentangSah },
  );
  const adaFilter = Boolean(
    idBaris || list.search || filter.username || filter.aksi || filter.dari || filter.sampai,
  );

  return (
    <Box>
      <HalamanJudul
        judul="Log Aktivitas"
        keterangan="Jejak audit: siapa melakukan apa, kapan, dan dari mana. Klik sebuah baris untuk melihat detailnya."
        aksi={
          can(user?.role, 'admin.log:verify') ? (
            <Button
              component={RouterLink}
              to="/log-activity/integritas"
              variant="outlined"
              startIcon={<VerifiedUserIcon />}
            >
              Integritas Log
            </Button>
          ) : null
        }
      />
      {idBaris ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setCari({})}>
              Tampilkan semua
            </Button>
          }
        >
          Hanya baris #{idBaris} yang ditampilkan. Bila tabel kosong, baris itu sudah tidak ada di basis data.
        </Alert>
      ) : null}
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
