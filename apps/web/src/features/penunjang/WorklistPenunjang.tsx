import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ALUR_STATUS_ORDER,
  formatJam,
  formatTanggalPendek,
  type JenisOrder,
  LABEL_PENJAMIN_KUNJUNGAN,
  LABEL_STATUS_ORDER,
  PENJAMIN_KUNJUNGAN,
  type PenjaminKunjungan,
  type StatusOrder,
  toJakartaIsoDate,
  type WorklistItem,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { usePoliAktif } from '../pendaftaran/pendaftaran.api.ts';
import { StatusOrderChip } from './KepalaOrderPanel.tsx';
import { API_UNIT, useJumlahWorklist } from './penunjang.api.ts';

export const kolomPasien: DataTableColumn<WorklistItem> = {
  key: 'pasien',
  header: 'Pasien',
  render: (o) => (
    <Box sx={{ minWidth: 170 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {o.pasien.nama}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {o.pasien.no_rm}
        </Box>
        {` · ${o.pasien.jenis_kelamin} · ${o.pasien.umur.split(' ').slice(0, 2).join(' ')}`}
      </Typography>
    </Box>
  ),
};

export const kolomNomor: DataTableColumn<WorklistItem> = {
  key: 'nomor',
  header: 'No. Order',
  render: (o) => (
    <Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700, whiteSpace: 'nowrap' }}>
        {o.nomor}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatTanggalPendek(o.created_at)} {formatJam(o.created_at)}
      </Typography>
      {o.cito ? <Chip size="small" color="error" label="CITO" sx={{ ml: 0.5, height: 18 }} /> : null}
    </Box>
  ),
};

export const kolomPemeriksaan: DataTableColumn<WorklistItem> = {
  key: 'pemeriksaan',
  header: 'Pemeriksaan',
  render: (o) => (
    <Box sx={{ maxWidth: 340 }}>
      <Typography variant="body2">{o.pemeriksaan.join(', ')}</Typography>
      {o.catatan_klinis ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
          {o.catatan_klinis}
        </Typography>
      ) : null}
    </Box>
  ),
};

export const kolomStatus: DataTableColumn<WorklistItem> = {
  key: 'status',
  header: 'Status',
  render: (o) => (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <StatusOrderChip status={o.status} label={o.label_status} />
      {o.kritis ? (
        <Chip size="small" color="error" variant="outlined" label="Nilai kritis" />
      ) : o.jumlah_abnormal ? (
        <Chip size="small" color="warning" variant="outlined" label={`${o.jumlah_abnormal} abnormal`} />
      ) : null}
    </Box>
  ),
};

const KOLOM: DataTableColumn<WorklistItem>[] = [
  kolomNomor,
  kolomPasien,
  kolomPemeriksaan,
  {
    key: 'asal',
    header: 'Asal / Penjamin',
    render: (o) => (
      <Box sx={{ minWidth: 140 }}>
        <Typography variant="body2">{o.poli.nama}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {o.dokter ?? '—'} · {o.penjamin_label}
        </Typography>
      </Box>
    ),
  },
  kolomStatus,
];

/**
 * A unit's worklist (/list-labor, /list-radiologi): the day's orders with filters for clinic, payer
 * and CITO, status chips with counts, work still to do first; refreshed every 20 s. A row opens
 * the order's detail.
 */
export function WorklistPenunjang({
  jenis,
  judul,
  keterangan,
  pathDetail,
}: {
  jenis: JenisOrder;
  judul: string;
  keterangan: string;
  pathDetail: string;
}) {
  const navigate = useNavigate();
  const [tanggal, setTanggal] = useState<string | undefined>(toJakartaIsoDate(new Date()));
  const [poli, setPoli] = useState('');
  const [penjamin, setPenjamin] = useState<PenjaminKunjungan | ''>('');
  const [cito, setCito] = useState(false);
  const [status, setStatus] = useState<StatusOrder | ''>('');
  const polis = usePoliAktif();
  const filter = {
    tanggal,
    poli: poli || undefined,
    penjamin: penjamin || undefined,
    cito: cito ? ('true' as const) : undefined,
  };
  const list = usePagedList(
    API_UNIT[jenis].daftar,
    { ...filter, status: status || undefined },
    { polling: true },
  );
  const jumlah = useJumlahWorklist(jenis, { ...filter, search: list.search.trim() || undefined });
  const statusChip: StatusOrder[] = [...ALUR_STATUS_ORDER[jenis], 'BATAL'];
  const semua = jumlah.data ? statusChip.reduce((n, s) => n + (jumlah.data?.[s] ?? 0), 0) : undefined;
  const ubah = (fn: () => void) => {
    fn();
    list.setPage(0);
  };

  return (
    <Box>
      <HalamanJudul judul={judul} keterangan={keterangan} />
      <DataTable
        list={list}
        columns={KOLOM}
        rowKey={(o) => o.uid}
        onRowClick={(o) => navigate(`${pathDetail}/${o.uid}`)}
        emptyText="Tidak ada order untuk filter ini"
        toolbar={
          <>
            <Box sx={{ flex: '0 1 190px' }}>
              <DateInput
                label="Tanggal order"
                value={tanggal}
                onChange={(v) => ubah(() => setTanggal(v))}
                noMax
                size="small"
              />
            </Box>
            <TextField
              select
              size="small"
              label="Poli"
              value={poli}
              onChange={(e) => ubah(() => setPoli(e.target.value))}
              sx={{ flex: '0 1 200px', minWidth: 160 }}
            >
              <MenuItem value="">Semua poli</MenuItem>
              {(polis.data ?? []).map((p) => (
                <MenuItem key={p.uid} value={p.uid}>
                  {p.nama}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Penjamin"
              value={penjamin}
              onChange={(e) =>
                ubah(() => setPenjamin(PENJAMIN_KUNJUNGAN.find((p) => p === e.target.value) ?? ''))
              }
              sx={{ flex: '0 1 170px', minWidth: 140 }}
            >
              <MenuItem value="">Semua penjamin</MenuItem>
              {PENJAMIN_KUNJUNGAN.map((p) => (
                <MenuItem key={p} value={p}>
                  {LABEL_PENJAMIN_KUNJUNGAN[p]}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={cito}
                  color="error"
                  onChange={(e) => ubah(() => setCito(e.target.checked))}
                />
              }
              label="Hanya CITO"
            />
            <Box sx={{ flex: '1 1 220px', maxWidth: 340 }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama, No. RM, No. order…"
                fullWidth
              />
            </Box>
            <Box
              role="tablist"
              aria-label="Status order"
              sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', width: '100%' }}
            >
              {(['', ...statusChip] as const).map((s) => {
                const n = s ? jumlah.data?.[s] : semua;
                const label = s ? LABEL_STATUS_ORDER[s] : 'Semua';
                return (
                  <Chip
                    key={s || 'semua'}
                    role="tab"
                    aria-selected={status === s}
                    label={n === undefined ? label : `${label} (${n})`}
                    color={status === s ? 'primary' : 'default'}
                    variant={status === s ? 'filled' : 'outlined'}
                    onClick={() => ubah(() => setStatus(s))}
                  />
                );
              })}
            </Box>
          </>
        }
      />
    </Box>
  );
}
