import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type Akun,
  akunApi,
  can,
  isRole,
  LABEL_ROLE,
  ROLES,
  type Role,
  type StatusAktif,
} from '@rawat/domain';
import { useMemo, useState } from 'react';
import { usePagedList } from '../../api/query.ts';
import { useSession } from '../../shell/session.tsx';
import { useToast } from '../../shell/toast.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { AkunFormDialog } from './AkunFormDialog.tsx';
import { useUbahStatusAkun } from './akun.api.ts';
import { kolomAkun } from './akun.columns.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

const ROLE_URUT = [...ROLES].sort((a, b) => LABEL_ROLE[a].localeCompare(LABEL_ROLE[b], 'id'));

function isStatus(v: string): v is StatusAktif {
  return v === 'AKTIF' || v === 'NONAKTIF';
}

/**
 * /kelola-akun: accounts of the staff who log in. ADMIN and MANAGEMENT manage them (spec §6);
 * ADMIN accounts and the ADMIN role stay with ADMIN (docs/platform.md).
 */
export default function KelolaAkunPage() {
  const { user } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const ubahStatus = useUbahStatusAkun();
  const bolehTulis = can(user?.role, 'admin.akun:write');

  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<StatusAktif | ''>('');
  const list = usePagedList(akunApi.daftar, { role: role || undefined, status: status || undefined });

  // akun null = create; the last account stays while the dialog fades out.
  const [form, setForm] = useState<{ open: boolean; akun: Akun | null }>({ open: false, akun: null });
  const [resetAkun, setResetAkun] = useState<Akun | null>(null);

  const columns = useMemo(() => {
    if (!bolehTulis) return kolomAkun({});
    const gantiStatus = async (a: Akun) => {
      if (a.status === 'NONAKTIF') {
        try {
          await ubahStatus.mutateAsync({ uid: a.uid, status: 'AKTIF' });
          toast.success(`Akun ${a.username} diaktifkan kembali`);
        } catch (err) {
          toast.error(err);
        }
        return;
      }
      await confirm({
        title: 'Nonaktifkan akun?',
        message: (
          <>
            Akun <b>{a.username}</b> ({a.nama}) tidak akan bisa masuk lagi, dan{' '}
            <b>semua sesi login yang sedang berjalan akan langsung diakhiri</b>. Data dan riwayatnya tetap
            tersimpan, dan akun dapat diaktifkan kembali kapan saja.
          </>
        ),
        confirmLabel: 'Nonaktifkan',
        color: 'error',
        onConfirm: async () => {
          await ubahStatus.mutateAsync({ uid: a.uid, status: 'NONAKTIF' });
          toast.success(`Akun ${a.username} dinonaktifkan`);
        },
      });
    };
    return kolomAkun({
      tulis: {
        ubah: (a) => setForm({ open: true, akun: a }),
        resetPassword: setResetAkun,
        ubahStatus: (a) => void gantiStatus(a),
        uidSendiri: user?.data.uid,
        bolehUbahAdmin: user?.role === 'ADMIN',
      },
    });
  }, [bolehTulis, confirm, toast, ubahStatus.mutateAsync, user?.data.uid, user?.role]);

  const adaFilter = Boolean(role || status || list.search);

  return (
    <Box>
      <HalamanJudul
        judul="Kelola Akun"
        keterangan="Akun pengguna yang dapat masuk ke Rawat, beserta role dan statusnya."
        aksi={
          bolehTulis ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setForm({ open: true, akun: null })}
            >
              Tambah Akun
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(a) => a.uid}
        emptyText={adaFilter ? 'Tidak ada akun yang cocok dengan filter' : 'Belum ada data'}
        toolbar={
          <>
            <SearchField
              value={list.search}
              onChange={list.setSearch}
              placeholder="Cari username atau nama…"
              sx={{ flex: '1 1 260px', maxWidth: { sm: 360 } }}
            />
            <TextField
              select
              size="small"
              label="Role"
              value={role}
              onChange={(e) => {
                setRole(isRole(e.target.value) ? e.target.value : '');
                list.setPage(0);
              }}
              sx={{ flex: '1 1 200px', maxWidth: { sm: 260 } }}
            >
              <MenuItem value="">Semua role</MenuItem>
              {ROLE_URUT.map((r) => (
                <MenuItem key={r} value={r}>
                  {LABEL_ROLE[r]}
                </MenuItem>
              ))}
            </TextField>
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
        <>
          <AkunFormDialog
            open={form.open}
            akun={form.akun}
            onClose={() => setForm((f) => ({ ...f, open: false }))}
          />
          <ResetPasswordDialog akun={resetAkun} onClose={() => setResetAkun(null)} />
        </>
      ) : null}
    </Box>
  );
}
