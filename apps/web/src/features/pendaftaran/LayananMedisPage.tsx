import AddCircleIcon from '@mui/icons-material/AddCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Pendaftaran, pendaftaranApi, toJakartaIsoDate } from '@rawat/domain';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { KOLOM_PENDAFTARAN } from './pendaftaran.columns.tsx';

/**
 * /layanan-medis: today's open visits, one row per clinic already in them, to pick the visit a
 * further clinic is added to (/tambah-layanan-medis/:id). Refreshed every 20 s.
 */
export default function LayananMedisPage() {
  const navigate = useNavigate();
  const list = usePagedList(
    pendaftaranApi.daftar,
    { tanggal: toJakartaIsoDate(new Date()), status_kunjungan: 'AKTIF' },
    { polling: true },
  );
  const kolom: DataTableColumn<Pendaftaran>[] = [
    ...KOLOM_PENDAFTARAN,
    {
      key: 'aksi',
      header: '',
      align: 'right',
      render: (p) => (
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddCircleIcon />}
          onClick={(e) => {
            e.stopPropagation();
            navigate(`/tambah-layanan-medis/${p.uid}`);
          }}
        >
          Tambah Layanan
        </Button>
      ),
    },
  ];
  return (
    <Box>
      <HalamanJudul
        judul="Tambah Layanan Medis"
        keterangan="Kunjungan hari ini yang masih aktif. Pilih kunjungan untuk menambah layanan di poli lain (mis. dari Poli Umum ke Poli Gigi) dengan penjamin yang sama."
      />
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(p) => p.uid}
        onRowClick={(p) => navigate(`/tambah-layanan-medis/${p.uid}`)}
        emptyText={list.search ? 'Tidak ada kunjungan yang cocok' : 'Belum ada kunjungan aktif hari ini'}
        toolbar={
          <Box sx={{ flex: '1 1 300px', maxWidth: 460 }}>
            <SearchField
              value={list.search}
              onChange={list.setSearch}
              placeholder="Cari nama, No. RM atau nomor antrian…"
              fullWidth
              autoFocus
            />
          </Box>
        }
      />
    </Box>
  );
}
