import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Akun, LABEL_ROLE } from '@rawat/domain';
import type { DataTableColumn } from '../../ui/DataTable.tsx';
import { StatusChip } from '../../ui/StatusChip.tsx';
import { formatWaktuPanjang, formatWaktuPendek } from './waktu.ts';

export interface AksiAkun {
  /** Absent when the user may only read accounts. */
  tulis?: {
    ubah: (a: Akun) => void;
    resetPassword: (a: Akun) => void;
    ubahStatus: (a: Akun) => void;
    /** The signed-in account, which cannot deactivate itself. */
    uidSendiri: string | undefined;
    /** Whether the user may change an ADMIN's account (ADMIN only; MANAGEMENT may not). */
    bolehUbahAdmin: boolean;
  };
}

export function kolomAkun({ tulis }: AksiAkun): DataTableColumn<Akun>[] {
  const kolom: DataTableColumn<Akun>[] = [
    {
      key: 'username',
      header: 'Username',
      render: (a) => (
        <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
          {a.username}
        </Typography>
      ),
    },
    {
      key: 'nama',
      header: 'Nama',
      render: (a) => (
        <Box sx={{ minWidth: 160 }}>
          <Typography variant="body2">{a.nama}</Typography>
          {a.email || a.no_hp ? (
            <Typography variant="caption" color="text.secondary">
              {[a.email, a.no_hp].filter(Boolean).join(' · ')}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      render: (a) => (
        <Tooltip title={a.role}>
          <Chip size="small" variant="outlined" color="primary" label={LABEL_ROLE[a.role]} />
        </Tooltip>
      ),
    },
    { key: 'status', header: 'Status', render: (a) => <StatusChip status={a.status} /> },
    {
      key: 'login',
      header: 'Login Terakhir',
      render: (a) =>
        a.login_terakhir ? (
          <Tooltip title={formatWaktuPanjang(a.login_terakhir)}>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatWaktuPendek(a.login_terakhir)}
            </Typography>
          </Tooltip>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Belum pernah
          </Typography>
        ),
    },
  ];
  if (!tulis) return kolom;
  return [
    ...kolom,
    {
      key: 'aksi',
      header: 'Aksi',
      align: 'right',
      render: (a) => {
        const sendiri = a.uid === tulis.uidSendiri;
        const aktif = a.status === 'AKTIF';
        const labelStatus = aktif ? 'Nonaktifkan' : 'Aktifkan';
        if (a.role === 'ADMIN' && !tulis.bolehUbahAdmin)
          return (
            <Typography variant="caption" color="text.secondary">
              Hanya administrator
            </Typography>
          );
        return (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
            <Tooltip title="Ubah">
              <IconButton size="small" aria-label={`Ubah akun ${a.username}`} onClick={() => tulis.ubah(a)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Reset Password">
              <IconButton
                size="small"
                aria-label={`Reset password ${a.username}`}
                onClick={() => tulis.resetPassword(a)}
              >
                <LockResetIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={sendiri && aktif ? 'Tidak dapat menonaktifkan akun sendiri' : labelStatus}>
              <span>
                <IconButton
                  size="small"
                  color={aktif ? 'error' : 'success'}
                  aria-label={`${labelStatus} akun ${a.username}`}
                  disabled={sendiri && aktif}
                  onClick={() => tulis.ubahStatus(a)}
                >
                  {aktif ? <BlockIcon fontSize="small" /> : <CheckCircleOutlineIcon fontSize="small" />}
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      },
    },
  ];
}
