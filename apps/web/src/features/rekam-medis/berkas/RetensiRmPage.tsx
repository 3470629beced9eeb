import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  formatTanggalPendek,
  MASA_RETENSI_TAHUN,
  type Retensi,
  retensiRmApi,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';

const KOLOM: DataTableColumn<Retensi>[] = [
  {
    key: 'pasien',
    header: 'Pasien',
    render: (r) => (
      <Box sx={{ minWidth: 150 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {r.pasien.no_rm}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {r.pasien.nama}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'terakhir',
    header: 'Kunjungan Terakhir',
    render: (r) =>
      r.kunjungan_terakhir ? (
        formatTanggalPendek(r.kunjungan_terakhir)
      ) : (
        <Typography variant="body2" color="text.secondary">
          Belum ada (daftar {formatTanggalPendek(r.mulai_dihitung)})
        </Typography>
      ),
  },
  { key: 'sampai', header: 'Retensi Sampai', render: (r) => formatTanggalPendek(r.retensi_sampai) },
  {
    key: 'status',
    header: 'Status',
    render: (r) =>
      r.berakhir ? (
        <Chip size="small" color="warning" label={`Berakhir ${-r.sisa_hari} hari lalu`} />
      ) : (
        <Chip size="small" variant="outlined" label={`${r.sisa_hari} hari lagi`} />
      ),
  },
];

function tambahTahun(iso: string, n: number): string {
  return `${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`;
}

/** /retensi-rm — records whose retention period ends within a window, for the retention committee. */
export default function RetensiRmPage() {
  const navigate = useNavigate();
  const hariIni = toJakartaIsoDate(new Date());
  const [dari, setDari] = useState<string | undefined>(hariIni);
  const [sampai, setSampai] = useState<string | undefined>(tambahTahun(hariIni, 1));
  const list = usePagedList(retensiRmApi.daftar, { dari, sampai: sampai ?? hariIni });
  const saring = (set: (v: string | undefined) => void) => (v: string | undefined) => {
    set(v);
    list.setPage(0);
  };
  return (
    <Box>
      <HalamanJudul
        judul="Retensi Rekam Medis"
        keterangan={`Rekam medis disimpan paling singkat ${MASA_RETENSI_TAHUN} tahun sejak kunjungan terakhir pasien (Permenkes 24/2022 Pasal 39). Sesudahnya dapat dimusnahkan sesuai ketentuan, kecuali masih dipergunakan. Kosongkan "Dari" untuk menyertakan yang sudah berakhir.`}
      />
      <DataTable
        list={list}
        columns={KOLOM}
        rowKey={(r) => r.pasien.uid}
        onRowClick={(r) => navigate(`/rm?pasien=${r.pasien.uid}`)}
        emptyText="Tidak ada rekam medis yang masa retensinya berakhir dalam rentang ini"
        toolbar={
          <>
            <Box sx={{ flex: '1 1 240px', maxWidth: { sm: 320 } }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari No. RM atau nama…"
                fullWidth
              />
            </Box>
            <RentangTanggal
              dari={dari}
              sampai={sampai}
              onDari={saring(setDari)}
              onSampai={saring(setSampai)}
              noMax
            />
          </>
        }
      />
    </Box>
  );
}
