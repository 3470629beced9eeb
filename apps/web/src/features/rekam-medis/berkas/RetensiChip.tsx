import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { formatTanggalPendek, MASA_RETENSI_TAHUN } from '@rawat/domain';
import { useRetensiPasien } from './berkas.api.ts';

/** The record header's retention date: the last visit + 25 years (Permenkes 24/2022, docs/rekam-medis.md). */
export function RetensiChip({ pasienUid }: { pasienUid: string }) {
  const q = useRetensiPasien(pasienUid);
  if (!q.data) return null;
  const r = q.data;
  const dari =
    r.dasar === 'KUNJUNGAN'
      ? `kunjungan terakhir ${formatTanggalPendek(r.mulai_dihitung)}`
      : `tanggal pendaftaran ${formatTanggalPendek(r.mulai_dihitung)} (belum ada kunjungan)`;
  return (
    <Tooltip
      title={`Disimpan paling singkat ${MASA_RETENSI_TAHUN} tahun sejak ${dari} (Permenkes 24/2022 Pasal 39).`}
    >
      <Chip
        size="small"
        variant={r.berakhir ? 'filled' : 'outlined'}
        color={r.berakhir ? 'warning' : 'default'}
        label={
          r.berakhir
            ? `Masa retensi berakhir ${formatTanggalPendek(r.retensi_sampai)}`
            : `Retensi sampai ${formatTanggalPendek(r.retensi_sampai)}${r.dasar === 'PENDAFTARAN' ? ' (dari tanggal daftar)' : ''}`
        }
      />
    </Tooltip>
  );
}
