import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  esignApi,
  formatTanggalJam,
  isRole,
  LABEL_ROLE,
  type Penanda,
  STATUS_PENANDA,
  type StatusPenanda,
} from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { FilterPilih } from '../../ui/FilterPilih.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { LABEL_STATUS_PENANDA, StatusPenandaChip, samarkanNik } from './esign.label.tsx';
import { PenandaDialog } from './PenandaDialog.tsx';

const KOLOM: DataTableColumn<Penanda>[] = [
  {
    key: 'akun',
    header: 'Akun',
    render: (p) => (
      <Box sx={{ minWidth: 160 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {p.akun.nama}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {isRole(p.akun.role) ? LABEL_ROLE[p.akun.role] : p.akun.role} · {p.akun.username}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'ktp',
    header: 'Nama sesuai KTP / NIK',
    render: (p) => (
      <Box>
        <Typography variant="body2">{p.nama_ktp}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {samarkanNik(p.nik)}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'kontak',
    header: 'Kontak',
    render: (p) => (
      <Box>
        <Typography variant="body2">{p.email}</Typography>
        <Typography variant="caption" color="text.secondary">
          {p.telepon}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'daftar',
    header: 'Didaftarkan',
    width: 130,
    render: (p) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatTanggalJam(p.dibuat_pada)}</Box>,
  },
  {
    key: 'status',
    header: 'Status',
    render: (p) => (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <StatusPenandaChip status={p.status} />
        {p.pin_terkunci ? (
          <Chip size="small" color="error" variant="outlined" icon={<LockIcon />} label="PIN terkunci" />
        ) : null}
      </Box>
    ),
  },
];

/** The administrator's list of signer registrations: waiting ones first, each opening its verdict. */
export function VerifikasiPenanda() {
  const [status, setStatus] = useState<StatusPenanda | ''>('DIAJUKAN');
  const [dibuka, setDibuka] = useState<Penanda | null>(null);
  const list = usePagedList(esignApi.penandaList, { status: status || undefined }, { polling: true });
  return (
    <>
      <DataTable
        list={list}
        columns={KOLOM}
        rowKey={(p) => p.uid}
        onRowClick={setDibuka}
        emptyText={
          status === 'DIAJUKAN' ? 'Tidak ada pendaftaran yang menunggu verifikasi' : 'Belum ada pendaftaran'
        }
        toolbar={
          <>
            <Box sx={{ flex: '1 1 260px', maxWidth: { sm: 360 } }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama, NIK, atau email…"
                fullWidth
              />
            </Box>
            <FilterPilih
              label="Status"
              value={status}
              onChange={(v) => {
                setStatus(v);
                list.setPage(0);
              }}
              semua="Semua status"
              pilihan={STATUS_PENANDA.map((s) => ({ value: s, label: LABEL_STATUS_PENANDA[s] }))}
              lebar={[170, 220]}
            />
          </>
        }
      />
      {dibuka ? <PenandaDialog penanda={dibuka} onClose={() => setDibuka(null)} /> : null}
    </>
  );
}
