import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  formatTanggalPendek,
  JENIS_RAWAT_KLAIM,
  type JenisRawatKlaim,
  type KlaimRingkas,
  klaimApi,
  LABEL_JENIS_RAWAT_KLAIM,
  STATUS_KLAIM_DAFTAR,
  type StatusKlaimDaftar,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { FilterPilih } from '../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { RentangTanggal } from '../../ui/RentangTanggal.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { KelengkapanRingkas, labelStatusKlaim, Selisih, StatusKlaimChip } from './klaim.tampil.tsx';

const tanggal = (r: KlaimRingkas) =>
  r.tgl_pulang && r.tgl_pulang !== r.tgl_masuk
    ? `${formatTanggalPendek(r.tgl_masuk)} – ${formatTanggalPendek(r.tgl_pulang)}`
    : formatTanggalPendek(r.tgl_masuk);

const KOLOM: DataTableColumn<KlaimRingkas>[] = [
  {
    key: 'pasien',
    header: 'Pasien / No. SEP',
    render: (r) => (
      <Box sx={{ minWidth: 170 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {r.pasien.nama}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ fontFamily: 'monospace', display: 'block' }}
        >
          {r.pasien.no_rm} · {r.no_sep}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'rawat',
    header: 'Jenis Rawat',
    render: (r) => (
      <Box>
        <Typography variant="body2">{LABEL_JENIS_RAWAT_KLAIM[r.jenis_rawat]}</Typography>
        <Typography variant="caption" color="text.secondary">
          {r.unit}
        </Typography>
      </Box>
    ),
  },
  { key: 'tanggal', header: 'Tanggal', render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{tanggal(r)}</Box> },
  { key: 'dpjp', header: 'DPJP', render: (r) => r.dpjp ?? '-' },
  { key: 'kelengkapan', header: 'Kelengkapan', render: (r) => <KelengkapanRingkas items={r.kelengkapan} /> },
  {
    key: 'tarif',
    header: 'INA-CBG / Tagihan',
    render: (r) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        {r.kode_cbg && r.tarif_cbg !== null ? (
          <>
            <Typography variant="body2">
              <b>{r.kode_cbg}</b> {formatRupiah(r.tarif_cbg)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Tagihan {formatRupiah(r.tarif_rs ?? 0)} · <Selisih nilai={r.tarif_cbg - (r.tarif_rs ?? 0)} />
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Tagihan {formatRupiah(r.tarif_rs ?? 0)}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <Box>
        <StatusKlaimChip status={r.status} />
        {r.alasan_pending && (r.status === 'PENDING' || r.status === 'DISPUTE') ? (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.25, maxWidth: 200 }}
          >
            {r.alasan_pending}
          </Typography>
        ) : null}
      </Box>
    ),
  },
];

/**
 * /klaim-bpjs — every BPJS visit and stay with an issued SEP in the period, with what its file
 * lacks; /klaim-pending — the same list held to the claims BPJS returned (pending or disputed).
 */
export default function KlaimBpjsPage({ halaman }: HalamanProps) {
  const pending = halaman.path === '/klaim-pending';
  const navigate = useNavigate();
  const [dari, setDari] = useState<string | undefined>();
  const [sampai, setSampai] = useState<string | undefined>();
  const [status, setStatus] = useState<StatusKlaimDaftar | ''>('');
  const [jenis, setJenis] = useState<JenisRawatKlaim | ''>('');
  const [lengkap, setLengkap] = useState<'ya' | 'tidak' | ''>('');
  const list = usePagedList(klaimApi.daftar, {
    dari,
    sampai,
    status: status || (pending ? 'PENDING_DISPUTE' : undefined),
    jenis_rawat: jenis || undefined,
    lengkap: lengkap || undefined,
  });
  const saring =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      list.setPage(0);
    };
  const pilihanStatus = (pending ? (['PENDING', 'DISPUTE'] as const) : STATUS_KLAIM_DAFTAR).map((s) => ({
    value: s,
    label: labelStatusKlaim(s),
  }));
  return (
    <Box>
      <HalamanJudul
        judul={pending ? 'Klaim Pending & Dispute' : 'Klaim BPJS'}
        keterangan={
          pending
            ? 'Klaim yang dikembalikan verifikator BPJS: catat perbaikannya, lalu edit ulang, grouping, final dan kirim kembali.'
            : 'Kunjungan dan rawat inap BPJS ber-SEP dalam periode (bawaan: bulan ini), dengan kelengkapan berkas dan status klaim E-Klaim.'
        }
      />
      <DataTable
        list={list}
        columns={KOLOM}
        rowKey={(r) => r.sep_uid}
        onRowClick={(r) => navigate(`/klaim-bpjs/${r.sep_uid}`)}
        emptyText={
          pending ? 'Tidak ada klaim pending atau dispute' : 'Tidak ada SEP dalam periode dan filter ini'
        }
        toolbar={
          <>
            <Box sx={{ flex: '1 1 240px', maxWidth: { sm: 320 } }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama, No. RM, No. SEP, No. kartu…"
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
              label="Status"
              value={status}
              onChange={saring(setStatus)}
              semua={pending ? 'Pending & dispute' : 'Semua status'}
              pilihan={pilihanStatus}
              lebar={[150, 180]}
            />
            <FilterPilih
              label="Jenis rawat"
              value={jenis}
              onChange={saring(setJenis)}
              semua="Semua"
              pilihan={JENIS_RAWAT_KLAIM.map((j) => ({ value: j, label: LABEL_JENIS_RAWAT_KLAIM[j] }))}
              lebar={[130, 160]}
            />
            {pending ? null : (
              <FilterPilih
                label="Kelengkapan"
                value={lengkap}
                onChange={saring(setLengkap)}
                semua="Semua"
                pilihan={[
                  { value: 'ya', label: 'Lengkap' },
                  { value: 'tidak', label: 'Belum lengkap' },
                ]}
                lebar={[140, 170]}
              />
            )}
          </>
        }
      />
    </Box>
  );
}
