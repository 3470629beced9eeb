import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  formatTanggalPendek,
  JENIS_RESUME,
  type JenisResume,
  LABEL_JENIS_RESUME,
  LABEL_STATUS_RESUME,
  type ResumeRingkas,
  resumeApi,
  STATUS_RESUME,
  type StatusResume,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { FilterPilih } from '../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { RentangTanggal } from '../../ui/RentangTanggal.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { usePoliAktif } from '../pendaftaran/pendaftaran.api.ts';
import { StatusResumeChip } from './ResumeTampil.tsx';

const KOLOM: DataTableColumn<ResumeRingkas>[] = [
  {
    key: 'tanggal',
    header: 'Tanggal',
    width: 110,
    render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatTanggalPendek(r.tanggal)}</Box>,
  },
  {
    key: 'pasien',
    header: 'Pasien',
    render: (r) => (
      <Box sx={{ minWidth: 150 }}>
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
    key: 'poli',
    header: 'Poli / Jenis',
    render: (r) => (
      <Box>
        <Typography variant="body2">{r.poli}</Typography>
        <Typography variant="caption" color="text.secondary">
          {LABEL_JENIS_RESUME[r.jenis]}
        </Typography>
      </Box>
    ),
  },
  { key: 'dokter', header: 'Dokter', render: (r) => r.dokter ?? '-' },
  {
    key: 'dx',
    header: 'Diagnosis Utama',
    render: (r) =>
      r.diagnosis_utama ? (
        <Typography variant="body2">
          <b>{r.diagnosis_utama.kode}</b> {r.diagnosis_utama.nama}
        </Typography>
      ) : (
        '-'
      ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <Box>
        <StatusResumeChip r={r} />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
          {formatTanggalJam(r.difinalkan_pada ?? r.updated_at)}
        </Typography>
      </Box>
    ),
  },
];

/** /resume-medis/list — every saved resume, for medical records and casemix. */
export default function ResumeListPage() {
  const navigate = useNavigate();
  const poli = usePoliAktif();
  const [dari, setDari] = useState<string | undefined>();
  const [sampai, setSampai] = useState<string | undefined>();
  const [jenis, setJenis] = useState<JenisResume | ''>('');
  const [status, setStatus] = useState<StatusResume | ''>('');
  const [poliUid, setPoliUid] = useState('');
  const list = usePagedList(resumeApi.daftar, {
    tanggal_dari: dari,
    tanggal_sampai: sampai,
    jenis: jenis || undefined,
    status: status || undefined,
    poli_uid: poliUid || undefined,
  });
  const saring =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      list.setPage(0);
    };
  const adaFilter = Boolean(list.search || dari || sampai || jenis || status || poliUid);
  return (
    <Box>
      <HalamanJudul
        judul="Resume Medis"
        keterangan="Resume medis rawat jalan, gawat darurat dan hemodialisa: draf yang masih ditulis dokter dan yang sudah final."
      />
      <DataTable
        list={list}
        columns={KOLOM}
        rowKey={(r) => r.uid}
        onRowClick={(r) => navigate(`/resume-medis/detail/${r.jenis}/${r.layanan_uid}`)}
        emptyText={adaFilter ? 'Tidak ada resume yang cocok dengan filter' : 'Belum ada resume medis'}
        toolbar={
          <>
            <Box sx={{ flex: '1 1 260px', maxWidth: { sm: 360 } }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama, No. RM, atau nomor resume…"
                fullWidth
              />
            </Box>
            <RentangTanggal
              dari={dari}
              sampai={sampai}
              onDari={saring(setDari)}
              onSampai={saring(setSampai)}
              terikat={false}
              noMax
            />
            <FilterPilih
              label="Jenis"
              value={jenis}
              onChange={saring(setJenis)}
              semua="Semua jenis"
              pilihan={JENIS_RESUME.map((j) => ({ value: j, label: LABEL_JENIS_RESUME[j] }))}
              lebar={[150, 190]}
            />
            <FilterPilih
              label="Status"
              value={status}
              onChange={saring(setStatus)}
              semua="Semua status"
              pilihan={STATUS_RESUME.map((s) => ({ value: s, label: LABEL_STATUS_RESUME[s] }))}
              lebar={[140, 170]}
            />
            <FilterPilih
              label="Poli"
              value={poliUid}
              onChange={saring(setPoliUid)}
              semua="Semua poli"
              pilihan={(poli.data ?? []).map((p) => ({ value: p.uid, label: p.nama }))}
            />
          </>
        }
      />
    </Box>
  );
}
