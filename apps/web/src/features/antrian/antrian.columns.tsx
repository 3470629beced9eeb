import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type AntrianKlinik, formatJam } from '@rawat/domain';
import type { DataTableColumn } from '../../ui/DataTable.tsx';
import { MenuPelayanan } from '../pelayanan/MenuPelayanan.tsx';
import { StatusAntrianChip } from '../pendaftaran/StatusAntrianChip.tsx';
import { AksiAntrian } from './AksiAntrian.tsx';

function lama(menit: number | null): string {
  if (menit === null) return '—';
  if (menit < 60) return `${menit} menit`;
  return `${Math.floor(menit / 60)} jam ${menit % 60} menit`;
}

/** The queue table's columns; the action column only where the list is worked on. */
export function kolomAntrian({ bacaSaja }: { bacaSaja: boolean }): DataTableColumn<AntrianKlinik>[] {
  const kolom: DataTableColumn<AntrianKlinik>[] = [
    {
      key: 'nomor',
      header: 'No. Antrian',
      width: 110,
      render: (a) => (
        <Typography sx={{ fontWeight: 800, fontFamily: 'monospace', fontSize: 18 }}>
          {a.nomor_antrian}
        </Typography>
      ),
    },
    {
      key: 'pasien',
      header: 'Pasien',
      render: (a) => (
        <Box sx={{ minWidth: 180 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {a.pasien.nama}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {a.pasien.no_rm}
            </Box>
            {` · ${a.pasien.jenis_kelamin} · ${a.pasien.umur}`}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'poli',
      header: 'Poli / Dokter',
      render: (a) => (
        <Box sx={{ minWidth: 150 }}>
          <Typography variant="body2">{a.poli.nama}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {a.dokter?.nama ?? '—'}
          </Typography>
        </Box>
      ),
    },
    { key: 'penjamin', header: 'Penjamin', render: (a) => a.penjamin_label },
    {
      key: 'status',
      header: 'Status',
      render: (a) => (
        <Box>
          <StatusAntrianChip status={a.status} />
          {a.jumlah_panggil > 0 ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
              Dipanggil {a.jumlah_panggil}× {a.dipanggil_pada ? `· ${formatJam(a.dipanggil_pada)}` : ''}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    { key: 'lama', header: 'Lama di status', render: (a) => lama(a.menit_di_status) },
  ];
  if (!bacaSaja)
    kolom.push({
      key: 'aksi',
      header: 'Aksi',
      render: (a) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <AksiAntrian antrian={a} />
          {a.status === 'BATAL' ? null : (
            <MenuPelayanan layananUid={a.layanan_uid} jenisPoli={a.poli.jenis} nomor={a.nomor_antrian} />
          )}
        </Box>
      ),
    });
  return kolom;
}
