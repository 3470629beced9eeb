import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  can,
  formatTanggalJam,
  formatTanggalPendek,
  type JenisSurat,
  jenisDalamKelompok,
  LABEL_JENIS_SURAT,
  LABEL_KELOMPOK_SURAT,
  LABEL_STATUS_SURAT,
  STATUS_SURAT,
  type StatusSurat,
  type SuratRingkas,
  suratApi,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { useSession } from '../../shell/session.tsx';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { FilterPilih } from '../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { RentangTanggal } from '../../ui/RentangTanggal.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { BuatSuratDialog } from './BuatSuratDialog.tsx';
import { StatusSuratChip } from './StatusSuratChip.tsx';
import { HALAMAN_SURAT, halamanSurat } from './surat.halaman.ts';

const KETERANGAN_HALAMAN = {
  KETERANGAN:
    'Surat keterangan sakit, sehat, rawat inap, buta warna, bebas narkoba dan kematian yang ditulis dari kunjungan pasien.',
  KONTROL:
    'Surat kontrol (rencana kunjungan berikutnya); untuk pasien BPJS memuat data Rencana Kontrol VClaim.',
  KELAHIRAN: 'Surat keterangan kelahiran bayi, diisi oleh dokter atau bidan penolong persalinan.',
} as const;

function kolom(banyakJenis: boolean): DataTableColumn<SuratRingkas>[] {
  return [
    {
      key: 'tanggal',
      header: 'Tanggal',
      width: 100,
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatTanggalPendek(r.tanggal)}</Box>,
    },
    {
      key: 'nomor',
      header: 'Nomor',
      render: (r) =>
        r.nomor ? (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
            {r.nomor}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Belum bernomor
          </Typography>
        ),
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
      key: 'isi',
      header: banyakJenis ? 'Jenis / Isi' : 'Isi',
      render: (r) => (
        <Box sx={{ minWidth: 200 }}>
          {banyakJenis ? (
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {LABEL_JENIS_SURAT[r.jenis]}
            </Typography>
          ) : null}
          <Typography
            variant={banyakJenis ? 'caption' : 'body2'}
            color={banyakJenis ? 'text.secondary' : undefined}
          >
            {r.ringkasan}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'penanda',
      header: 'Penanda Tangan',
      render: (r) => (
        <Box>
          <Typography variant="body2">{r.penanda}</Typography>
          {r.poli ? (
            <Typography variant="caption" color="text.secondary">
              {r.poli}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Box>
          <StatusSuratChip status={r.status} versi={r.versi} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
            {formatTanggalJam(r.diubah_pada)}
          </Typography>
        </Box>
      ),
    },
  ];
}

/** /surat-keterangan, /surat-kontrol, /surat-kelahiran: one group's letters, newest change first. */
export default function SuratListPage({ halaman }: HalamanProps) {
  const { kelompok } = halamanSurat(halaman.path);
  const navigate = useNavigate();
  const { user } = useSession();
  const bolehTulis = can(user?.role, 'surat:write');
  const jenisKelompok = jenisDalamKelompok(kelompok);
  const banyakJenis = jenisKelompok.length > 1;
  const [buat, setBuat] = useState(false);
  const [dari, setDari] = useState<string | undefined>();
  const [sampai, setSampai] = useState<string | undefined>();
  const [jenis, setJenis] = useState<JenisSurat | ''>('');
  const [status, setStatus] = useState<StatusSurat | ''>('');
  const list = usePagedList(suratApi.daftar, {
    kelompok,
    jenis: jenis || undefined,
    status: status || undefined,
    tanggal_dari: dari,
    tanggal_sampai: sampai,
  });
  const saring =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      list.setPage(0);
    };
  const adaFilter = Boolean(list.search || dari || sampai || jenis || status);
  const label = LABEL_KELOMPOK_SURAT[kelompok];
  return (
    <Box>
      <HalamanJudul
        judul={label}
        keterangan={KETERANGAN_HALAMAN[kelompok]}
        aksi={
          bolehTulis ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBuat(true)}>
              Buat surat
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        columns={kolom(banyakJenis)}
        rowKey={(r) => r.uid}
        onRowClick={(r) => navigate(`${HALAMAN_SURAT[kelompok].edit}/${r.uid}`)}
        emptyText={
          adaFilter ? 'Tidak ada surat yang cocok dengan filter' : `Belum ada ${label.toLowerCase()}`
        }
        toolbar={
          <>
            <Box sx={{ flex: '1 1 260px', maxWidth: { sm: 360 } }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari pasien, No. RM, nomor surat…"
                fullWidth
              />
            </Box>
            <RentangTanggal
              dari={dari}
              sampai={sampai}
              onDari={saring(setDari)}
              onSampai={saring(setSampai)}
            />
            {banyakJenis ? (
              <FilterPilih
                label="Jenis"
                value={jenis}
                onChange={saring(setJenis)}
                semua="Semua jenis"
                pilihan={jenisKelompok.map((j) => ({
                  value: j,
                  label: LABEL_JENIS_SURAT[j].replace('Surat Keterangan ', ''),
                }))}
                lebar={[160, 200]}
              />
            ) : null}
            <FilterPilih
              label="Status"
              value={status}
              onChange={saring(setStatus)}
              semua="Semua status"
              pilihan={STATUS_SURAT.map((s) => ({ value: s, label: LABEL_STATUS_SURAT[s] }))}
              lebar={[140, 170]}
            />
          </>
        }
      />
      {buat ? <BuatSuratDialog kelompok={kelompok} onClose={() => setBuat(false)} /> : null}
    </Box>
  );
}
