import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  type KodingRingkas,
  kodingApi,
  LABEL_JENIS_KUNJUNGAN,
  LABEL_PENJAMIN_KUNJUNGAN,
  LABEL_STATUS_KODING,
  PENJAMIN_KUNJUNGAN,
  type PenjaminKunjungan,
  STATUS_KODING,
  type StatusKoding,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { usePoliAktif } from '../../pendaftaran/pendaftaran.api.ts';

export function StatusKodingChip({ status }: { status: StatusKoding }) {
  return (
    <Chip
      size="small"
      label={LABEL_STATUS_KODING[status]}
      color={status === 'SUDAH' ? 'success' : 'warning'}
      variant={status === 'SUDAH' ? 'filled' : 'outlined'}
    />
  );
}

const KOLOM: DataTableColumn<KodingRingkas>[] = [
  {
    key: 'selesai',
    header: 'Selesai',
    width: 130,
    render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatTanggalJam(r.selesai_pada)}</Box>,
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
    key: 'unit',
    header: 'Unit / Jenis',
    render: (r) => (
      <Box>
        <Typography variant="body2">{r.unit}</Typography>
        <Typography variant="caption" color="text.secondary">
          {LABEL_JENIS_KUNJUNGAN[r.jenis]}
        </Typography>
      </Box>
    ),
  },
  { key: 'dokter', header: 'Dokter (DPJP)', render: (r) => r.dokter ?? '-' },
  { key: 'penjamin', header: 'Penjamin', render: (r) => LABEL_PENJAMIN_KUNJUNGAN[r.penjamin] },
  {
    key: 'dx',
    header: 'Diagnosis Utama',
    render: (r) =>
      r.diagnosis_utama ? (
        <Typography variant="body2">
          <b>{r.diagnosis_utama.kode}</b> {r.diagnosis_utama.nama}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Belum ada
        </Typography>
      ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <Box>
        <StatusKodingChip status={r.status} />
        {r.nama_pengkode && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
            {r.nama_pengkode}
          </Typography>
        )}
      </Box>
    ),
  },
];

/** /koding-rm — finished visits and stays for the coder, the uncoded ones first by default. */
export default function KodingListPage() {
  const navigate = useNavigate();
  const poli = usePoliAktif();
  const [dari, setDari] = useState<string | undefined>();
  const [sampai, setSampai] = useState<string | undefined>();
  const [poliUid, setPoliUid] = useState('');
  const [penjamin, setPenjamin] = useState<PenjaminKunjungan | ''>('');
  const [status, setStatus] = useState<StatusKoding | ''>('BELUM');
  const list = usePagedList(kodingApi.daftar, {
    tanggal_dari: dari,
    tanggal_sampai: sampai,
    poli_uid: poliUid || undefined,
    penjamin: penjamin || undefined,
    status: status || undefined,
  });
  const saring =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      list.setPage(0);
    };
  return (
    <Box>
      <HalamanJudul
        judul="Koding Rekam Medis"
        keterangan="Pelayanan yang sudah selesai (rawat jalan, gawat darurat, rawat inap yang sudah pulang): konfirmasi atau koreksi kode ICD-10 dan ICD-9-CM dokter. Kode dokter tidak diubah."
      />
      <DataTable
        list={list}
        columns={KOLOM}
        rowKey={(r) => r.layanan_uid}
        onRowClick={(r) => navigate(`/koding-rm/${r.layanan_uid}`)}
        emptyText={status === 'BELUM' ? 'Semua pelayanan sudah dikode' : 'Tidak ada pelayanan yang cocok'}
        toolbar={
          <>
            <Box sx={{ flex: '1 1 220px', maxWidth: { sm: 300 } }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama atau No. RM…"
                fullWidth
              />
            </Box>
            <RentangTanggal
              dari={dari}
              sampai={sampai}
              onDari={saring(setDari)}
              onSampai={saring(setSampai)}
              terikat={false}
            />
            <FilterPilih
              label="Unit"
              value={poliUid}
              onChange={saring(setPoliUid)}
              semua="Semua unit"
              pilihan={(poli.data ?? []).map((p) => ({ value: p.uid, label: p.nama }))}
            />
            <FilterPilih
              label="Penjamin"
              value={penjamin}
              onChange={saring(setPenjamin)}
              semua="Semua penjamin"
              pilihan={PENJAMIN_KUNJUNGAN.map((p) => ({ value: p, label: LABEL_PENJAMIN_KUNJUNGAN[p] }))}
              lebar={[140, 170]}
            />
            <FilterPilih
              label="Status"
              value={status}
              onChange={saring(setStatus)}
              semua="Semua status"
              pilihan={STATUS_KODING.map((s) => ({ value: s, label: LABEL_STATUS_KODING[s] }))}
              lebar={[140, 170]}
            />
          </>
        }
      />
    </Box>
  );
}
