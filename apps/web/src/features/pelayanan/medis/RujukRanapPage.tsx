import HotelIcon from '@mui/icons-material/Hotel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  can,
  formatTanggalJam,
  type JenisKelamin,
  type KelasRanap,
  LABEL_JENIS_KELAMIN,
  LABEL_KELAS_RANAP,
  LABEL_PENJAMIN_KUNJUNGAN,
  type RujukRanap,
  tindakLanjutApi,
} from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { AdmisiDialog } from '../../ranap/admisi/AdmisiDialog.tsx';

const KOLOM: DataTableColumn<RujukRanap>[] = [
  {
    key: 'waktu',
    header: 'Waktu Rujuk',
    width: 170,
    render: (r) => <Typography variant="body2">{formatTanggalJam(r.waktu)}</Typography>,
  },
  {
    key: 'pasien',
    header: 'Pasien',
    render: (r) => (
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {r.pasien.nama}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {r.pasien.no_rm}
          </Box>{' '}
          · {LABEL_JENIS_KELAMIN[r.pasien.jenis_kelamin as JenisKelamin] ?? r.pasien.jenis_kelamin}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'asal',
    header: 'Asal / Dokter',
    render: (r) => (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
        {r.poli.jenis === 'IGD' ? (
          <Chip size="small" color="error" label={r.poli.nama} />
        ) : (
          <Typography variant="body2">{r.poli.nama}</Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {r.dokter ?? 'Dokter jaga'}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'diagnosis',
    header: 'Diagnosis Utama',
    render: (r) =>
      r.diagnosis_utama ? (
        <Typography variant="body2">
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {r.diagnosis_utama.kode}
          </Box>{' '}
          {r.diagnosis_utama.nama}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          —
        </Typography>
      ),
  },
  {
    key: 'indikasi',
    header: 'Indikasi',
    render: (r) => <Typography variant="body2">{r.alasan ?? r.catatan ?? '—'}</Typography>,
  },
  {
    key: 'kelas',
    header: 'Kelas / Penjamin',
    render: (r) => (
      <Box>
        <Typography variant="body2">
          {r.kelas_diminta
            ? (LABEL_KELAS_RANAP[r.kelas_diminta as KelasRanap] ?? r.kelas_diminta)
            : 'Sesuai hak kelas'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {LABEL_PENJAMIN_KUNJUNGAN[r.penjamin]}
        </Typography>
      </Box>
    ),
  },
];

/** /pasien-rujuk-ranap: patients the clinics and the IGD sent to the wards, waiting for a bed. */
export default function RujukRanapPage() {
  const list = usePagedList(tindakLanjutApi.rujukRanap, {}, { polling: true });
  const { user } = useSession();
  // The admission desk admits from here (docs/ranap/admisi.md); the ward only reads the list.
  const bolehTerima = can(user?.role, 'ranap:admit');
  const [dialog, setDialog] = useState<{ rujukan: RujukRanap | null } | null>(null);
  const kolom: DataTableColumn<RujukRanap>[] = bolehTerima
    ? [
        ...KOLOM,
        {
          key: 'aksi',
          header: '',
          align: 'right',
          render: (r) => (
            <Button
              size="small"
              variant="contained"
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => setDialog({ rujukan: r })}
            >
              Terima Pasien
            </Button>
          ),
        },
      ]
    : KOLOM;
  return (
    <Box>
      <HalamanJudul
        judul="Rujukan ke Rawat Inap"
        keterangan="Pasien dari poliklinik dan IGD yang dirujuk ke rawat inap dan belum diterima di ruangan, terbaru di atas."
        aksi={
          bolehTerima ? (
            <Button startIcon={<HotelIcon />} variant="outlined" onClick={() => setDialog({ rujukan: null })}>
              Rawat Inap Elektif
            </Button>
          ) : undefined
        }
      />
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(r) => r.uid}
        emptyText="Tidak ada pasien yang menunggu rawat inap"
        toolbar={
          <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
            <SearchField
              value={list.search}
              onChange={list.setSearch}
              placeholder="Cari nama atau No. RM…"
              fullWidth
            />
          </Box>
        }
      />
      <AdmisiDialog
        open={dialog !== null}
        rujukan={dialog?.rujukan ?? null}
        onClose={() => setDialog(null)}
        onDiterima={() => setDialog(null)}
      />
    </Box>
  );
}
