import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isRole, LABEL_ROLE, type LogAktivitas } from '@rawat/domain';
import type { DataTableColumn } from '../../ui/DataTable.tsx';
import { labelAksi, labelEntitas, warnaAksi } from './log.aksi.ts';
import { formatWaktuPanjang, formatWaktuPendek } from './waktu.ts';

export function labelRole(role: string | null): string | null {
  if (!role) return null;
  return isRole(role) ? LABEL_ROLE[role] : role;
}

const Kosong = () => (
  <Typography variant="body2" color="text.disabled">
    —
  </Typography>
);

export const KOLOM_LOG: DataTableColumn<LogAktivitas>[] = [
  {
    key: 'waktu',
    header: 'Waktu',
    width: 170,
    render: (l) => (
      <Tooltip title={formatWaktuPanjang(l.waktu)}>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {formatWaktuPendek(l.waktu)}
        </Typography>
      </Tooltip>
    ),
  },
  {
    key: 'pengguna',
    header: 'Pengguna',
    width: 170,
    // One line each for the username and its role, however long: cut with an ellipsis, the whole
    // text on hover (a username like 'e2e-a31acd83' used to break at its hyphen).
    render: (l) =>
      l.username ? (
        <Box sx={{ minWidth: 130, maxWidth: 200 }}>
          <Typography variant="body2" noWrap title={l.username} sx={{ fontWeight: 600 }}>
            {l.username}
          </Typography>
          {l.role ? (
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              component="p"
              title={labelRole(l.role) ?? undefined}
            >
              {labelRole(l.role)}
            </Typography>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          Tidak dikenal
        </Typography>
      ),
  },
  {
    key: 'aksi',
    header: 'Aksi',
    render: (l) => (
      <Chip size="small" variant="outlined" color={warnaAksi(l.aksi)} label={labelAksi(l.aksi)} />
    ),
  },
  {
    key: 'entitas',
    header: 'Entitas',
    // What the id names (read by the server: the account and time of a session, a patient's name
    // and No. RM); the id itself only on hover, or in place of a name the server no longer knows.
    render: (l) =>
      l.entitas ? (
        <Box sx={{ minWidth: 160, maxWidth: 280 }} title={l.entitas_id ?? undefined}>
          <Typography variant="caption" color="text.secondary" component="p">
            {labelEntitas(l.entitas)}
          </Typography>
          {l.entitas_nama ? (
            <Typography variant="body2">{l.entitas_nama}</Typography>
          ) : l.entitas_id ? (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontFamily: 'monospace', display: 'block', overflowWrap: 'anywhere' }}
            >
              {l.entitas_id}
            </Typography>
          ) : null}
        </Box>
      ) : (
        <Kosong />
      ),
  },
  {
    key: 'keterangan',
    header: 'Keterangan',
    render: (l) =>
      l.keterangan ? (
        <Typography variant="body2" sx={{ minWidth: 180, maxWidth: 360 }}>
          {l.keterangan}
        </Typography>
      ) : (
        <Kosong />
      ),
  },
  {
    key: 'ip',
    header: 'Alamat IP',
    render: (l) =>
      l.ip ? (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {l.ip}
        </Typography>
      ) : (
        <Kosong />
      ),
  },
];
