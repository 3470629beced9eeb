import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LogAktivitas } from '@rawat/domain';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { bacaPerubahan, DetailJson, DetailPerubahan } from './DetailPerubahan.tsx';
import { labelAksi, labelEntitas, warnaAksi } from './log.aksi.ts';
import { labelRole } from './log.columns.tsx';
import { formatWaktuPanjang } from './waktu.ts';

function Isi({ children, mono }: { children: ReactNode; mono?: boolean }) {
  if (children === null || children === undefined || children === '') {
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  }
  return (
    <Typography
      variant="body2"
      component="div"
      sx={{ wordBreak: 'break-word', fontFamily: mono ? 'monospace' : undefined }}
    >
      {children}
    </Typography>
  );
}

interface Props {
  log: LogAktivitas | null;
  onClose: () => void;
}

/** Read-only view of one audit entry; updates show their before/after side by side. */
export function LogDetailDialog({ log, onClose }: Props) {
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  // Keep the last entry on screen while the dialog fades out.
  const [tampil, setTampil] = useState<LogAktivitas | null>(log);
  useEffect(() => {
    if (log) setTampil(log);
  }, [log]);
  const l = log ?? tampil;
  const perubahan = l ? bacaPerubahan(l.detail) : null;

  const baris: [string, ReactNode, boolean?][] = l
    ? [
        ['Waktu', formatWaktuPanjang(l.waktu)],
        ['Pengguna', l.username ? `${l.username}${l.role ? ` — ${labelRole(l.role)}` : ''}` : null],
        [
          'Aksi',
          <Chip
            key="a"
            size="small"
            variant="outlined"
            color={warnaAksi(l.aksi)}
            label={labelAksi(l.aksi)}
          />,
        ],
        ['Kode aksi', l.aksi, true],
        ['Entitas', l.entitas ? [labelEntitas(l.entitas), l.entitas_nama].filter(Boolean).join(' — ') : null],
        ['ID entitas', l.entitas_id, true],
        ['Keterangan', l.keterangan],
        ['Alamat IP', l.ip, true],
        ['Perangkat', l.user_agent],
      ]
    : [];

  return (
    <Dialog open={Boolean(log)} onClose={onClose} fullWidth maxWidth="md" fullScreen={layarKecil}>
      <DialogTitle>Detail Aktivitas</DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
          }}
        >
          {baris.map(([label, isi, mono]) => (
            <Fragment key={label}>
              <Typography variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              <Isi mono={mono}>{isi}</Isi>
            </Fragment>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {perubahan ? 'Perubahan Data' : 'Detail'}
        </Typography>
        {perubahan ? (
          <DetailPerubahan sebelum={perubahan.sebelum} sesudah={perubahan.sesudah} />
        ) : l?.detail != null ? (
          <DetailJson detail={l.detail} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Tidak ada detail tambahan untuk aktivitas ini.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  );
}
