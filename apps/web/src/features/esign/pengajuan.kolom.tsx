import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  formatTanggalPendek,
  LABEL_JENIS_DOKUMEN_TTD,
  MAKS_TTD_SEKALIGUS,
  type Pengajuan,
} from '@rawat/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../ui/DataTable.tsx';
import { StatusPengajuanChip } from './esign.label.tsx';

const Kecil = ({ children, mono }: { children: ReactNode; mono?: boolean }) => (
  <Typography
    variant="caption"
    color="text.secondary"
    component="div"
    sx={mono ? { fontFamily: 'monospace' } : undefined}
  >
    {children}
  </Typography>
);

export const KOLOM_PENGAJUAN: DataTableColumn<Pengajuan>[] = [
  {
    key: 'dokumen',
    header: 'Dokumen',
    render: (p) => (
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {p.judul}
        </Typography>
        <Kecil>
          {LABEL_JENIS_DOKUMEN_TTD[p.jenis]} · {formatTanggalPendek(p.tanggal)}
        </Kecil>
        {p.nomor ? <Kecil mono>{p.nomor}</Kecil> : null}
      </Box>
    ),
  },
  {
    key: 'pasien',
    header: 'Pasien',
    render: (p) =>
      p.pasien ? (
        <Box sx={{ minWidth: 140 }}>
          <Typography variant="body2">{p.pasien.nama}</Typography>
          {p.pasien.no_rm ? <Kecil mono>{p.pasien.no_rm}</Kecil> : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          –
        </Typography>
      ),
  },
  {
    key: 'diajukan',
    header: 'Diajukan',
    render: (p) => (
      <Box sx={{ minWidth: 120 }}>
        <Typography variant="body2">{p.diajukan_oleh}</Typography>
        <Kecil>{formatTanggalJam(p.diajukan_pada)}</Kecil>
      </Box>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (p) => (
      <Box sx={{ maxWidth: 220 }}>
        <StatusPengajuanChip status={p.status} />
        {p.diputus_pada ? <Kecil>{formatTanggalJam(p.diputus_pada)}</Kecil> : null}
        {p.status === 'DITOLAK' && p.alasan_tolak ? (
          <Typography variant="caption" color="error" component="div" noWrap title={p.alasan_tolak}>
            {p.alasan_tolak}
          </Typography>
        ) : null}
      </Box>
    ),
  },
];

/** Who signs: shown when the list is not the signer's own. */
export const KOLOM_PENANDA: DataTableColumn<Pengajuan> = {
  key: 'penanda',
  header: 'Penanda Tangan',
  render: (p) => p.penanda.nama,
};

/** The selection column of the signer's own list: only waiting rows can be picked, up to the batch limit. */
export function kolomPilih(
  baris: Pengajuan[],
  dipilih: ReadonlyMap<string, Pengajuan>,
  ubah: (tambah: Pengajuan[], buang: string[]) => void,
): DataTableColumn<Pengajuan> {
  const menunggu = baris.filter((p) => p.status === 'MENUNGGU');
  const semua = menunggu.length > 0 && menunggu.every((p) => dipilih.has(p.uid));
  const sebagian = !semua && menunggu.some((p) => dipilih.has(p.uid));
  const penuh = dipilih.size >= MAKS_TTD_SEKALIGUS;
  return {
    key: 'pilih',
    width: 48,
    header: (
      <Checkbox
        size="small"
        checked={semua}
        indeterminate={sebagian}
        disabled={menunggu.length === 0}
        onChange={(e) =>
          e.target.checked
            ? ubah(
                menunggu.filter((p) => !dipilih.has(p.uid)),
                [],
              )
            : ubah(
                [],
                menunggu.map((p) => p.uid),
              )
        }
        slotProps={{ input: { 'aria-label': 'Pilih semua yang menunggu di halaman ini' } }}
        sx={{ p: 0.5 }}
      />
    ),
    render: (p) => {
      if (p.status !== 'MENUNGGU') return null;
      const ada = dipilih.has(p.uid);
      const kotak = (
        <Checkbox
          size="small"
          checked={ada}
          disabled={!ada && penuh}
          onChange={(e) => (e.target.checked ? ubah([p], []) : ubah([], [p.uid]))}
          slotProps={{ input: { 'aria-label': `Pilih ${p.judul}` } }}
          sx={{ p: 0.5 }}
        />
      );
      return (
        // The row opens the document; ticking the box must not.
        <Box onClick={(e) => e.stopPropagation()}>
          {!ada && penuh ? (
            <Tooltip title={`Paling banyak ${MAKS_TTD_SEKALIGUS} dokumen sekaligus`}>
              <span>{kotak}</span>
            </Tooltip>
          ) : (
            kotak
          )}
        </Box>
      );
    },
  };
}
