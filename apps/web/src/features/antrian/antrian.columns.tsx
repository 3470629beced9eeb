import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type AntrianKlinik, formatJam } from '@rawat/domain';
import type { DataTableColumn } from '../../ui/DataTable.tsx';
import { StatusAntrianChip } from '../pendaftaran/StatusAntrianChip.tsx';
import { AksiAntrian } from './AksiAntrian.tsx';

/** '12 mnt', '1 j 5 mnt': short enough to sit beside the status chip. */
function lama(menit: number | null): string | null {
  if (menit === null) return null;
  if (menit < 60) return `${menit} mnt`;
  return `${Math.floor(menit / 60)} j ${menit % 60} mnt`;
}

// One line per row (issue 17): long names are cut with '…' and shown whole on hover (title).
const satuBaris = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The queue table's columns; the action column only where the list is worked on. */
export function kolomAntrian({ bacaSaja }: { bacaSaja: boolean }): DataTableColumn<AntrianKlinik>[] {
  const kolom: DataTableColumn<AntrianKlinik>[] = [
    {
      key: 'nomor',
      header: 'No.',
      width: 72,
      render: (a) => (
        <Typography sx={{ fontWeight: 800, fontFamily: 'monospace', fontSize: 15, whiteSpace: 'nowrap' }}>
          {a.nomor_antrian}
        </Typography>
      ),
    },
    {
      key: 'pasien',
      header: 'Pasien',
      render: (a) => {
        // The age in years (months for a baby) on the row; the full 'T B H' age is in the hover text.
        const [, th, bl] = /^(\d+) T (\d+) B/.exec(a.pasien.umur) ?? [];
        const tahun = th === undefined ? a.pasien.umur : th === '0' ? `${bl} bl` : `${th} th`;
        return (
          <Box
            title={`${a.pasien.nama} · ${a.pasien.no_rm} · ${a.pasien.jenis_kelamin} · ${a.pasien.umur}`}
            sx={{ ...satuBaris, maxWidth: 236 }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {a.pasien.nama}
            </Box>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {a.pasien.no_rm}
              </Box>
              {` · ${a.pasien.jenis_kelamin} · ${tahun}`}
            </Typography>
          </Box>
        );
      },
    },
    {
      key: 'poli',
      header: 'Poli / Dokter',
      render: (a) => {
        const dokter = a.dokter?.nama ?? '—';
        return (
          <Box title={`${a.poli.nama} · ${dokter}`} sx={{ ...satuBaris, maxWidth: 206 }}>
            {a.poli.nama}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {dokter}
            </Typography>
          </Box>
        );
      },
    },
    {
      key: 'penjamin',
      header: 'Penjamin',
      render: (a) => (
        <Box title={a.penjamin_label} sx={{ ...satuBaris, maxWidth: 80 }}>
          {a.penjamin_label}
        </Box>
      ),
    },
    {
      key: 'status',
      header: 'Status · Lama',
      render: (a) => {
        const waktu = lama(a.menit_di_status);
        const panggil =
          a.jumlah_panggil > 0
            ? `Dipanggil ${a.jumlah_panggil}×${a.dipanggil_pada ? `, terakhir ${formatJam(a.dipanggil_pada)}` : ''}`
            : undefined;
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
            <StatusAntrianChip status={a.status} />
            {waktu || panggil ? (
              <Typography variant="caption" color="text.secondary" title={panggil} sx={{ lineHeight: 1 }}>
                {[waktu, a.jumlah_panggil > 0 ? `${a.jumlah_panggil}×` : null].filter(Boolean).join(' · ')}
              </Typography>
            ) : null}
          </Box>
        );
      },
    },
  ];
  if (!bacaSaja)
    kolom.push({
      key: 'aksi',
      header: 'Aksi',
      width: 1,
      render: (a) => <AksiAntrian antrian={a} />,
    });
  return kolom;
}
