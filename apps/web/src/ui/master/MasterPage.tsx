import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ApiMaster, can, type MasterDasar, type Permission, type StatusAktif } from '@rawat/domain';
import { type ComponentType, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
// The generic master hooks (taking a list's contracts) live in features/master/bersama for now.
import { useMasterList, useMasterMutasi } from '../../api/master.ts';
import { useSession } from '../../shell/session.tsx';
import { useToast } from '../../shell/toast.tsx';
import { useConfirm } from '../confirm.tsx';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { HalamanJudul } from '../HalamanJudul.tsx';
import { SearchField } from '../SearchField.tsx';
import { StatusChip } from '../StatusChip.tsx';

/** The form dialog a master page opens: `item` null creates a new record. */
export interface MasterFormProps<T> {
  open: boolean;
  item: T | null;
  onClose: () => void;
  /** What the page does once a new record is saved (e.g. offer to set its prices). */
  setelahBaru?: (item: T) => void;
}

export interface MasterPageProps<T extends MasterDasar> {
  judul: string;
  keterangan?: ReactNode;
  /** The list's contracts (`bankApi`: kontrakMaster in @rawat/domain). */
  api: ApiMaster<T>;
  /** The record's name in sentences: 'Bank', 'Poliklinik'. */
  label: string;
  /** Columns between Kode/Nama and Status. */
  kolom?: DataTableColumn<T>[];
  /** A second line under the name (e.g. a specialty). */
  subjudul?: (row: T) => ReactNode;
  /** Who may add, edit and deactivate; others see the list read-only. */
  tulis: Permission;
  Form: ComponentType<MasterFormProps<T>>;
  /** Extra list filters (already chosen in `toolbar`). */
  filter?: Record<string, string | undefined>;
  toolbar?: ReactNode;
  /** More row buttons, shown before Ubah (e.g. Tarif). Only for writers unless `aksiBaca`. */
  aksiTambahan?: (row: T) => ReactNode;
  placeholderCari?: string;
  /** Header of the code column (default 'Kode'; staff lists say 'NIP'). */
  labelKode?: string;
  /** A record to open in the edit form as the page arrives (e.g. from a route parameter). */
  bukaItem?: T | null;
  /** Passed to the Form: called once a new record is saved (e.g. offer to set its prices). */
  setelahBaru?: (item: T) => void;
}

function isStatus(v: string): v is StatusAktif {
  return v === 'AKTIF' || v === 'NONAKTIF';
}

/**
 * One master list as staff expect it: search, status filter, paging, add/edit dialog, and
 * deactivation behind a confirmation; toasts say what happened.
 */
export function MasterPage<T extends MasterDasar>(p: MasterPageProps<T>) {
  const { user } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const bolehTulis = can(user?.role, p.tulis);
  const { ubahStatus } = useMasterMutasi(p.api);
  const [status, setStatus] = useState<StatusAktif | ''>('AKTIF');
  const list = useMasterList(p.api, { ...p.filter, status: status || undefined });
  // A toolbar filter that narrows the list starts again at the first page, as the search does.
  const kunciFilter = JSON.stringify(p.filter ?? {});
  const [filterLalu, setFilterLalu] = useState(kunciFilter);
  if (filterLalu !== kunciFilter) {
    setFilterLalu(kunciFilter);
    list.setPage(0);
  }
  const [form, setForm] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  const labelKecil = p.label.toLowerCase();
  // Opened once per record: a refetch that hands over a fresh copy must not reopen a closed form.
  const bukaUid = p.bukaItem?.uid;
  const bukaItem = useRef(p.bukaItem);
  bukaItem.current = p.bukaItem;
  useEffect(() => {
    if (bukaUid && bukaItem.current) setForm({ open: true, item: bukaItem.current });
  }, [bukaUid]);

  const columns = useMemo(() => {
    const gantiStatus = async (row: T) => {
      const nama = `${row.kode} – ${row.nama}`;
      if (row.status === 'NONAKTIF') {
        try {
          await ubahStatus.mutateAsync({ uid: row.uid, status: 'AKTIF' });
          toast.success(`${p.label} ${nama} diaktifkan kembali`);
        } catch (err) {
          toast.error(err);
        }
        return;
      }
      await confirm({
        title: `Nonaktifkan ${labelKecil}?`,
        message: (
          <>
            {p.label} <b>{nama}</b> tidak akan ditawarkan lagi untuk data baru. Data lama yang memakainya
            tetap terbaca, dan {labelKecil} ini dapat diaktifkan kembali kapan saja.
          </>
        ),
        confirmLabel: 'Nonaktifkan',
        color: 'error',
        onConfirm: async () => {
          await ubahStatus.mutateAsync({ uid: row.uid, status: 'NONAKTIF' });
          toast.success(`${p.label} ${nama} dinonaktifkan`);
        },
      });
    };
    const kolom: DataTableColumn<T>[] = [
      {
        key: 'kode',
        header: p.labelKode ?? 'Kode',
        width: 120,
        render: (r) => (
          <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
            {r.kode}
          </Typography>
        ),
      },
      {
        key: 'nama',
        header: 'Nama',
        render: (r) => (
          <Box sx={{ minWidth: 160 }}>
            <Typography variant="body2">{r.nama}</Typography>
            {p.subjudul ? (
              <Typography variant="caption" color="text.secondary">
                {p.subjudul(r)}
              </Typography>
            ) : null}
          </Box>
        ),
      },
      ...(p.kolom ?? []),
      { key: 'status', header: 'Status', width: 100, render: (r) => <StatusChip status={r.status} /> },
    ];
    if (!bolehTulis && !p.aksiTambahan) return kolom;
    kolom.push({
      key: 'aksi',
      header: 'Aksi',
      align: 'right',
      render: (r) => {
        const aktif = r.status === 'AKTIF';
        const labelStatus = aktif ? 'Nonaktifkan' : 'Aktifkan';
        return (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
            {p.aksiTambahan?.(r)}
            {bolehTulis ? (
              <>
                <Tooltip title="Ubah">
                  <IconButton
                    size="small"
                    aria-label={`Ubah ${labelKecil} ${r.kode}`}
                    onClick={() => setForm({ open: true, item: r })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={labelStatus}>
                  <IconButton
                    size="small"
                    color={aktif ? 'error' : 'success'}
                    aria-label={`${labelStatus} ${labelKecil} ${r.kode}`}
                    onClick={() => void gantiStatus(r)}
                  >
                    {aktif ? <BlockIcon fontSize="small" /> : <CheckCircleOutlineIcon fontSize="small" />}
                  </IconButton>
                </Tooltip>
              </>
            ) : null}
          </Box>
        );
      },
    });
    return kolom;
  }, [
    bolehTulis,
    confirm,
    toast,
    ubahStatus.mutateAsync,
    p.kolom,
    p.subjudul,
    p.aksiTambahan,
    p.label,
    p.labelKode,
    labelKecil,
  ]);

  const adaFilter = Boolean(list.search || status || Object.values(p.filter ?? {}).some(Boolean));
  const Form = p.Form;

  return (
    <Box>
      <HalamanJudul
        judul={p.judul}
        keterangan={p.keterangan}
        aksi={
          bolehTulis ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setForm({ open: true, item: null })}
            >
              Tambah {p.label}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(r) => r.uid}
        emptyText={adaFilter ? `Tidak ada ${labelKecil} yang cocok dengan filter` : 'Belum ada data'}
        toolbar={
          <>
            <SearchField
              value={list.search}
              onChange={list.setSearch}
              placeholder={p.placeholderCari ?? 'Cari kode atau nama…'}
              sx={{ flex: '1 1 260px', maxWidth: { sm: 360 } }}
            />
            {p.toolbar}
            <TextField
              select
              size="small"
              label="Status"
              value={status}
              onChange={(e) => {
                setStatus(isStatus(e.target.value) ? e.target.value : '');
                list.setPage(0);
              }}
              sx={{ flex: '1 1 140px', maxWidth: { sm: 180 } }}
            >
              <MenuItem value="">Semua status</MenuItem>
              <MenuItem value="AKTIF">Aktif</MenuItem>
              <MenuItem value="NONAKTIF">Nonaktif</MenuItem>
            </TextField>
          </>
        }
      />
      {bolehTulis ? (
        <Form
          open={form.open}
          item={form.item}
          onClose={() => setForm((f) => ({ ...f, open: false }))}
          setelahBaru={p.setelahBaru}
        />
      ) : null}
    </Box>
  );
}
