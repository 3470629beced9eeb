import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type FeeAturan,
  feeApi,
  formatTanggalPendek,
  JENIS_FEE,
  type JenisFee,
  LABEL_JENIS_FEE,
  LABEL_TIPE_FEE,
} from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../../api/query.ts';
import { useToast } from '../../../shell/toast.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { CariRujukan, type Opsi, SUMBER_DOKTER } from './CariRujukan.tsx';
import { FeeAturanDialog } from './FeeAturanDialog.tsx';
import { useNonaktifkanAturan } from './fee.api.ts';

const untuk = (a: FeeAturan) =>
  a.tindakan?.nama ?? `Semua ${LABEL_JENIS_FEE[a.jenis_transaksi].toLowerCase()}`;

/**
 * /kelola-fee: the doctor fee rules. Per doctor and charge type a default (percentage or fixed
 * amount per unit), and rules for single procedures that beat it. Editing saves a new version;
 * deactivating stops the rule for charges paid from then on. Fees already earned never change.
 */
export default function KelolaFeePage() {
  const toast = useToast();
  const confirm = useConfirm();
  const nonaktifkan = useNonaktifkanAturan();
  const [dokter, setDokter] = useState<Opsi | null>(null);
  const [jenis, setJenis] = useState<JenisFee | ''>('');
  const [status, setStatus] = useState<'AKTIF' | 'NONAKTIF'>('AKTIF');
  const [form, setForm] = useState<{ open: boolean; item: FeeAturan | null }>({ open: false, item: null });
  const list = usePagedList(feeApi.daftarAturan, {
    pegawai_uid: dokter?.uid,
    jenis_transaksi: jenis || undefined,
    status,
  });

  const matikan = (a: FeeAturan) =>
    confirm({
      title: 'Nonaktifkan aturan fee?',
      message: (
        <>
          Aturan <b>{a.label_nilai}</b> untuk <b>{a.pegawai.nama}</b> – {untuk(a).toLowerCase()} tidak berlaku
          lagi untuk tagihan yang dibayar sesudah ini
          {a.tindakan ? ' (aturan bawaan dokter ini, bila ada, yang berlaku)' : ''}. Fee yang sudah tercatat
          tidak berubah.
        </>
      ),
      confirmLabel: 'Nonaktifkan',
      color: 'error',
      onConfirm: async () => {
        await nonaktifkan.mutateAsync(a.uid);
        toast.success(`Aturan fee ${a.pegawai.nama} – ${untuk(a)} dinonaktifkan`);
      },
    });

  const kolom: DataTableColumn<FeeAturan>[] = [
    {
      key: 'dokter',
      header: 'Dokter',
      render: (a) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {a.pegawai.nama}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            NIP {a.pegawai.kode}
          </Typography>
        </>
      ),
    },
    { key: 'jenis', header: 'Jenis Tagihan', render: (a) => LABEL_JENIS_FEE[a.jenis_transaksi] },
    {
      key: 'untuk',
      header: 'Berlaku Untuk',
      render: (a) =>
        a.tindakan ? (
          <>
            <Typography variant="body2">{a.tindakan.nama}</Typography>
            <Typography variant="caption" color="text.secondary">
              {a.tindakan.kode} · aturan khusus
            </Typography>
          </>
        ) : (
          <>
            <Typography variant="body2">{untuk(a)}</Typography>
            <Typography variant="caption" color="text.secondary">
              aturan bawaan
            </Typography>
          </>
        ),
    },
    {
      key: 'fee',
      header: 'Fee',
      align: 'right',
      render: (a) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {a.label_nilai}
            {a.tipe === 'NOMINAL' ? ' / unit' : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {LABEL_TIPE_FEE[a.tipe]}
          </Typography>
        </>
      ),
    },
    {
      key: 'diubah',
      header: status === 'AKTIF' ? 'Berlaku Sejak' : 'Dinonaktifkan',
      render: (a) => (
        <>
          <Typography variant="body2">
            {formatTanggalPendek(status === 'AKTIF' ? a.created_at : a.updated_at)}
          </Typography>
          {a.dibuat_oleh ? (
            <Typography variant="caption" color="text.secondary">
              dibuat oleh {a.dibuat_oleh}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      align: 'right',
      render: (a) =>
        a.aktif ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
            <Tooltip title="Ubah">
              <IconButton
                size="small"
                aria-label={`Ubah aturan fee ${a.pegawai.nama} ${untuk(a)}`}
                onClick={() => setForm({ open: true, item: a })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Nonaktifkan">
              <IconButton
                size="small"
                color="error"
                aria-label={`Nonaktifkan aturan fee ${a.pegawai.nama} ${untuk(a)}`}
                onClick={() => void matikan(a)}
              >
                <BlockIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ) : (
          <Chip size="small" label="Nonaktif" sx={{ bgcolor: 'grey.300', color: 'grey.800' }} />
        ),
    },
  ];

  return (
    <Box>
      <HalamanJudul
        judul="Kelola Fee Dokter"
        keterangan="Bagian dokter dari tiap konsultasi dan tindakan yang dibayar: aturan bawaan per jenis tagihan, dan aturan khusus satu tindakan yang mengalahkannya."
        aksi={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setForm({ open: true, item: null })}
          >
            Tambah Aturan
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(a) => a.uid}
        emptyText={
          status === 'AKTIF'
            ? 'Belum ada aturan fee aktif untuk filter ini. Tambahkan lewat tombol Tambah Aturan.'
            : 'Tidak ada aturan nonaktif untuk filter ini'
        }
        toolbar={
          <>
            <CariRujukan
              sumber={SUMBER_DOKTER}
              value={dokter}
              onChange={(o) => {
                setDokter(o);
                list.setPage(0);
              }}
              label="Dokter"
              size="small"
              sx={{ flex: '0 1 280px', minWidth: 220 }}
            />
            <TextField
              select
              size="small"
              label="Jenis tagihan"
              value={jenis}
              onChange={(e) => {
                setJenis(e.target.value as JenisFee | '');
                list.setPage(0);
              }}
              sx={{ flex: '0 1 180px', minWidth: 150 }}
            >
              <MenuItem value="">Semua jenis</MenuItem>
              {JENIS_FEE.map((j) => (
                <MenuItem key={j} value={j}>
                  {LABEL_JENIS_FEE[j]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as 'AKTIF' | 'NONAKTIF');
                list.setPage(0);
              }}
              sx={{ flex: '0 1 150px', minWidth: 130 }}
            >
              <MenuItem value="AKTIF">Aktif</MenuItem>
              <MenuItem value="NONAKTIF">Nonaktif</MenuItem>
            </TextField>
            <Box sx={{ flex: '1 1 220px', maxWidth: 340 }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari dokter, NIP atau tindakan…"
                fullWidth
              />
            </Box>
          </>
        }
      />
      <FeeAturanDialog
        open={form.open}
        item={form.item}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
      />
    </Box>
  );
}
