import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminDashboard } from '@rawat/domain';
import { KosongPanel } from '../../ui/PanelDashboard.tsx';
import { labelAksi, warnaAksi } from './log.aksi.ts';
import { formatJam, formatWaktuPanjang } from './waktu.ts';

/** The newest audit entries, time first so the eye runs down the clock. */
export function AktivitasTerbaru({ data }: { data: AdminDashboard['aktivitas_terbaru'] | undefined }) {
  if (!data)
    return (
      <Box sx={{ px: 2, pb: 2 }}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </Box>
    );
  if (data.length === 0) return <KosongPanel teks="Belum ada aktivitas hari ini" />;
  return (
    <List dense disablePadding sx={{ maxHeight: 276, overflowY: 'auto' }}>
      {data.map((a, i) => (
        <ListItem
          // The entries carry no id; the newest list never holds two identical ones at the same instant.
          key={`${a.waktu}|${a.username}|${a.aksi}|${a.keterangan}`}
          divider={i < data.length - 1}
          sx={{ alignItems: 'flex-start', gap: 1.5, py: 1 }}
        >
          <Tooltip title={formatWaktuPanjang(a.waktu)}>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 42, pt: 0.25 }}
            >
              {formatJam(a.waktu)}
            </Typography>
          </Tooltip>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {a.username ?? 'Tidak dikenal'}
              </Typography>
              <Chip size="small" variant="outlined" color={warnaAksi(a.aksi)} label={labelAksi(a.aksi)} />
            </Box>
            {a.keterangan ? (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', wordBreak: 'break-word' }}
              >
                {a.keterangan}
              </Typography>
            ) : null}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
