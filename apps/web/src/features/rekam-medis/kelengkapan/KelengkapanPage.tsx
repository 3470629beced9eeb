import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PercentIcon from '@mui/icons-material/Percent';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  type Dokter,
  dokterApi,
  formatTanggalJam,
  type KelengkapanRm,
  kelengkapanApi,
  LABEL_JENIS_KUNJUNGAN,
  LABEL_STATUS_KELENGKAPAN,
  STATUS_KELENGKAPAN,
  type StatusKelengkapan,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri } from '../../../api/kontrak.ts';
import { useMasterAktif } from '../../../api/master.ts';
import { usePagedList } from '../../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { StatCard } from '../../../ui/StatCard.tsx';
import { usePoliAktif } from '../../pendaftaran/pendaftaran.api.ts';
import { LaporanBulanan, TabelRekap } from './RekapKelengkapan.tsx';

function StatusChip({ k }: { k: KelengkapanRm }) {
  if (k.lengkap)
    return (
      <Chip
        size="small"
        color={k.terlambat ? 'warning' : 'success'}
        label={k.terlambat ? 'Lengkap (terlambat)' : 'Lengkap'}
      />
    );
  return (
    <Chip
      size="small"
      color={k.terlambat ? 'error' : 'default'}
      variant={k.terlambat ? 'filled' : 'outlined'}
      label={LABEL_STATUS_KELENGKAPAN[k.status]}
    />
  );
}

const KOLOM: DataTableColumn<KelengkapanRm>[] = [
  {
    key: 'pasien',
    header: 'Pasien',
    render: (r) => (
      <Box sx={{ minWidth: 140 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {r.pasien.nama}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {r.pasien.no_rm}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'unit',
    header: 'Unit / Dokter',
    render: (r) => (
      <Box>
        <Typography variant="body2">
          {r.unit} · {LABEL_JENIS_KUNJUNGAN[r.jenis]}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {r.dokter?.nama ?? 'Tanpa dokter'}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'waktu',
    header: 'Selesai / Batas',
    render: (r) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{formatTanggalJam(r.selesai_pada)}</Typography>
        <Typography variant="caption" color={r.terlambat ? 'error' : 'text.secondary'}>
          Batas {formatTanggalJam(r.batas_waktu)}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'kurang',
    header: 'Yang Masih Kurang',
    render: (r) =>
      r.kurang.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {r.kurang.map((k) => (
            <Chip key={k} size="small" variant="outlined" color="warning" label={k} />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="success.main">
          Semua dokumen ada
        </Typography>
      ),
  },
  { key: 'status', header: 'Status', render: (r) => <StatusChip k={r} /> },
];

/** /kelengkapan-rm — what each finished record still lacks, counts per doctor and unit, the monthly report. */
export default function KelengkapanPage() {
  const poli = usePoliAktif();
  const dokter = useMasterAktif<Dokter>(dokterApi);
  const [dari, setDari] = useState<string | undefined>();
  const [sampai, setSampai] = useState<string | undefined>();
  const [poliUid, setPoliUid] = useState('');
  const [dokterUid, setDokterUid] = useState('');
  const [status, setStatus] = useState<StatusKelengkapan | ''>('');
  const filter = {
    tanggal_dari: dari,
    tanggal_sampai: sampai,
    poli_uid: poliUid || undefined,
    dokter_uid: dokterUid || undefined,
  };
  const list = usePagedList(kelengkapanApi.daftar, { ...filter, status: status || undefined });
  const rekap = useQuery({ ...kueri(kelengkapanApi.rekap, { query: filter }), select: (r) => r.respon });
  const saring =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      list.setPage(0);
    };
  const total = rekap.data?.total;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <HalamanJudul
        judul="Kelengkapan Rekam Medis"
        keterangan="Dokumen dan tanda tangan yang masih kurang pada setiap pelayanan yang sudah selesai. Rekam medis wajib lengkap dalam 2 × 24 jam setelah pasien pulang atau selesai dilayani."
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <StatCard label="Rekam medis" nilai={total?.total} ikon={<FactCheckIcon />} />
        <StatCard
          label="Belum lengkap"
          nilai={total?.belum_lengkap}
          ikon={<PendingActionsIcon />}
          warna="warning"
        />
        <StatCard label="Terlambat" nilai={total?.terlambat} ikon={<AssignmentLateIcon />} warna="error" />
        <StatCard
          label="Lengkap ≤ 2×24 jam (%)"
          nilai={total ? (total.persen_tepat_waktu ?? 0) : undefined}
          desimal={1}
          ikon={<PercentIcon />}
          warna="success"
        />
      </Box>
      <DataTable
        list={list}
        columns={KOLOM}
        rowKey={(r) => r.layanan_uid}
        emptyText="Tidak ada pelayanan selesai yang cocok dengan filter"
        toolbar={
          <>
            <RentangTanggal
              dari={dari}
              sampai={sampai}
              onDari={saring(setDari)}
              onSampai={saring(setSampai)}
            />
            <FilterPilih
              label="Unit"
              value={poliUid}
              onChange={saring(setPoliUid)}
              semua="Semua unit"
              pilihan={(poli.data ?? []).map((p) => ({ value: p.uid, label: p.nama }))}
            />
            <FilterPilih
              label="Dokter (DPJP)"
              value={dokterUid}
              onChange={saring(setDokterUid)}
              semua="Semua dokter"
              pilihan={(dokter.data ?? []).map((d) => ({ value: d.uid, label: d.nama_lengkap }))}
              lebar={[180, 240]}
            />
            <FilterPilih
              label="Status"
              value={status}
              onChange={saring(setStatus)}
              semua="Semua status"
              pilihan={STATUS_KELENGKAPAN.map((s) => ({ value: s, label: LABEL_STATUS_KELENGKAPAN[s] }))}
              lebar={[150, 180]}
            />
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <TabelRekap judul="Per Dokter (DPJP)" baris={rekap.data?.per_dokter ?? []} />
        <TabelRekap judul="Per Unit" baris={rekap.data?.per_unit ?? []} />
      </Box>
      <LaporanBulanan />
    </Box>
  );
}
