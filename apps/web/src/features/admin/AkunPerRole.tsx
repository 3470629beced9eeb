import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { AdminDashboard } from '@rawat/domain';
import { KosongPanel } from '../../ui/PanelDashboard.tsx';
import { labelRole } from './log.columns.tsx';

type Baris = AdminDashboard['akun_per_role'];

// On one column the second half continues the first, so its header is shown only side by side.
function TabelRole({
  baris,
  maks,
  kepalaHanyaLebar,
}: {
  baris: Baris;
  maks: number;
  kepalaHanyaLebar?: boolean;
}) {
  return (
    // Fixed layout and widths keep both halves' columns aligned when they stack on a phone.
    <Table size="small" sx={{ tableLayout: 'fixed' }}>
      <TableHead sx={kepalaHanyaLebar ? { display: { xs: 'none', md: 'table-header-group' } } : undefined}>
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>Role</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600, width: 64 }}>
            Aktif
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600, width: 84 }}>
            Nonaktif
          </TableCell>
          <TableCell sx={{ width: '30%', display: { xs: 'none', sm: 'table-cell' } }} />
        </TableRow>
      </TableHead>
      <TableBody>
        {baris.map((r) => (
          <TableRow key={r.role}>
            <TableCell>
              <Tooltip title={r.role} placement="left">
                <span>{labelRole(r.role)}</span>
              </Tooltip>
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, width: 64 }}>
              {r.aktif}
            </TableCell>
            <TableCell align="right" sx={{ width: 84, color: r.nonaktif ? 'text.primary' : 'text.disabled' }}>
              {r.nonaktif}
            </TableCell>
            <TableCell sx={{ width: '30%', display: { xs: 'none', sm: 'table-cell' } }}>
              <Box
                role="img"
                aria-label={`${r.aktif} aktif, ${r.nonaktif} nonaktif`}
                sx={{
                  display: 'flex',
                  height: 8,
                  borderRadius: 4,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                }}
              >
                <Box sx={{ width: `${(r.aktif / maks) * 100}%`, bgcolor: 'success.main' }} />
                <Box sx={{ width: `${(r.nonaktif / maks) * 100}%`, bgcolor: 'grey.400' }} />
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Accounts per role, active and inactive, largest first, in two columns on wide screens. */
export function AkunPerRole({ data }: { data: Baris | undefined }) {
  if (!data)
    return (
      <Box sx={{ px: 2, pb: 2 }}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={32} />
        ))}
      </Box>
    );
  if (data.length === 0) return <KosongPanel />;
  const urut = [...data].sort(
    (a, b) =>
      b.aktif + b.nonaktif - (a.aktif + a.nonaktif) ||
      labelRole(a.role)?.localeCompare(labelRole(b.role) ?? '', 'id') ||
      0,
  );
  const maks = Math.max(1, ...urut.map((r) => r.aktif + r.nonaktif));
  const tengah = Math.ceil(urut.length / 2);
  const dua = urut.length > 6;
  return (
    <Box
      sx={{
        overflowX: 'auto',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: dua ? '1fr 1fr' : '1fr' },
        columnGap: 3,
        alignItems: 'start',
      }}
    >
      {dua ? (
        <>
          <TabelRole baris={urut.slice(0, tengah)} maks={maks} />
          <TabelRole baris={urut.slice(tengah)} maks={maks} kepalaHanyaLebar />
        </>
      ) : (
        <TabelRole baris={urut} maks={maks} />
      )}
    </Box>
  );
}
