import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatNoHp,
  formatTanggalPendek,
  formatUmur,
  LABEL_JENIS_KELAMIN,
  LABEL_STATUS_PASIEN,
  type PasienRingkas,
} from '@rawat/domain';
import type { DataTableColumn } from '../../ui/DataTable.tsx';
import { labelAtau } from '../../ui/label.ts';

function umur(tanggalLahir: string): string {
  try {
    return formatUmur(tanggalLahir);
  } catch {
    return '';
  }
}

export const KOLOM_PASIEN: DataTableColumn<PasienRingkas>[] = [
  {
    key: 'no_rm',
    header: 'No. RM',
    width: 110,
    render: (p) => (
      <Typography variant="body2" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
        {p.no_rm}
      </Typography>
    ),
  },
  {
    key: 'nama',
    header: 'Nama',
    render: (p) => (
      <Box sx={{ minWidth: 180 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {p.nama}
          </Typography>
          {p.sementara ? (
            <Tooltip title="Data sementara pasien tanpa identitas (IGD); gabungkan ke data pasien tetap setelah identitasnya diketahui">
              <Chip size="small" color="warning" label="Sementara" />
            </Tooltip>
          ) : null}
          {p.status !== 'AKTIF' ? (
            <Chip
              size="small"
              label={labelAtau(LABEL_STATUS_PASIEN, p.status)}
              sx={{ bgcolor: 'grey.300', color: 'grey.800' }}
            />
          ) : null}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {labelAtau(LABEL_JENIS_KELAMIN, p.jenis_kelamin)}
          {p.nama_ibu ? ` · ibu ${p.nama_ibu}` : ''}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'nik',
    header: 'NIK',
    render: (p) =>
      p.nik_tersamar ? (
        <Tooltip title="NIK lengkap tampil di data pasien">
          <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
            {p.nik_tersamar}
          </Typography>
        </Tooltip>
      ) : (
        <Typography variant="body2" color="text.secondary">
          –
        </Typography>
      ),
  },
  {
    key: 'lahir',
    header: 'Tanggal Lahir',
    render: (p) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">
          {p.tempat_lahir ? `${p.tempat_lahir}, ` : ''}
          {formatTanggalPendek(p.tanggal_lahir)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {umur(p.tanggal_lahir)}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'alamat',
    header: 'Alamat',
    // Wrapped, never cut: the desk tells two namesakes apart by the village and district at the
    // end of the address, the part an ellipsis used to hide.
    render: (p) => (
      <Typography variant="body2" sx={{ minWidth: 200, maxWidth: 360, overflowWrap: 'anywhere' }}>
        {p.alamat_singkat}
      </Typography>
    ),
  },
  {
    key: 'no_hp',
    header: 'No. HP',
    render: (p) => (
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {p.no_hp ? formatNoHp(p.no_hp) : '–'}
      </Typography>
    ),
  },
];
