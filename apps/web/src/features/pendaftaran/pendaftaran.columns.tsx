import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Pendaftaran } from '@rawat/domain';
import type { DataTableColumn } from '../../ui/DataTable.tsx';
import { StatusAntrianChip } from './StatusAntrianChip.tsx';

export const KOLOM_PENDAFTARAN: DataTableColumn<Pendaftaran>[] = [
  {
    key: 'nomor',
    header: 'No. Antrian',
    width: 110,
    render: (p) => (
      <Typography sx={{ fontWeight: 800, fontFamily: 'monospace', fontSize: 18 }}>
        {p.nomor_antrian}
      </Typography>
    ),
  },
  {
    key: 'pasien',
    header: 'Pasien',
    render: (p) => (
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {p.pasien.nama}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {p.pasien.no_rm}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'poli',
    header: 'Poli / Dokter',
    render: (p) => (
      <Box>
        <Typography variant="body2">{p.poli.nama}</Typography>
        <Typography variant="caption" color="text.secondary">
          {p.dokter?.nama ?? '—'}
          {p.jam_mulai ? ` · ${p.jam_mulai}–${p.jam_selesai}` : ''}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'penjamin',
    header: 'Penjamin',
    render: (p) => (
      <Box>
        <Typography variant="body2">{p.penjamin_label}</Typography>
        {p.no_kartu ? (
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {p.no_kartu}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  { key: 'jenis', header: 'Jenis', render: (p) => p.jenis_kunjungan_label },
  { key: 'status', header: 'Status', render: (p) => <StatusAntrianChip status={p.status} /> },
];
