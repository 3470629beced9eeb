import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Parameter } from './openapi.ts';
import { batasanSkema, tipeSkema } from './skema.ts';

const LOKASI: Record<string, string> = { path: 'path', query: 'query', header: 'header', cookie: 'cookie' };
const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12.5,
} as const;

export function ParameterTabel({ parameter }: { parameter: Parameter[] }) {
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Nama</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Di</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Tipe</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Keterangan</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {parameter.map((p) => {
            const batasan = batasanSkema(p.skema);
            return (
              <TableRow key={`${p.lokasi}-${p.nama}`}>
                <TableCell sx={{ ...mono, whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {p.nama}
                  {p.wajib ? (
                    <Box component="span" sx={{ color: 'error.main' }} title="Wajib">
                      {' '}
                      *
                    </Box>
                  ) : null}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>{LOKASI[p.lokasi] ?? p.lokasi}</TableCell>
                <TableCell
                  sx={{
                    ...mono,
                    color: 'primary.dark',
                    verticalAlign: 'top',
                    maxWidth: 260,
                    wordBreak: 'break-word',
                  }}
                >
                  {tipeSkema(p.skema)}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Typography variant="body2">{p.keterangan || (p.wajib ? 'Wajib' : 'Opsional')}</Typography>
                  {batasan ? (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ ...mono, wordBreak: 'break-all' }}
                    >
                      {batasan}
                    </Typography>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
