import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

export interface KolomLaporan<B, J> {
  key: string;
  header: ReactNode;
  align?: 'left' | 'right';
  render: (b: B) => ReactNode;
  /** The column's cell in subtotal and total rows (empty when absent; the first column's goes under the row's name). */
  jumlah?: (j: J) => ReactNode;
  nowrap?: boolean;
}

export interface GrupTabel<B, J> {
  kunci: string;
  label: ReactNode;
  keterangan?: ReactNode;
  baris: B[];
  total: J;
}

const tebal = { '& td': { fontWeight: 700, color: 'text.primary' } } as const;

/**
 * A report table: per group a header row, its rows and a subtotal row; the grand total in the
 * footer. A single group without a label shows no group rows (an ungrouped report), and a single
 * group no subtotal.
 */
export function TabelLaporan<B, J>({
  label,
  kolom,
  grup,
  total,
  rowKey,
  kosong,
  barisSx,
  labelTotal = 'Total',
}: {
  label: string;
  kolom: KolomLaporan<B, J>[];
  /** undefined while loading. */
  grup: GrupTabel<B, J>[] | undefined;
  total: J | undefined;
  rowKey: (b: B) => string;
  kosong: ReactNode;
  barisSx?: (b: B) => SxProps<Theme> | undefined;
  labelTotal?: string;
}) {
  const n = kolom.length;
  const sel = (j: J, teks: string, tingkat: 'sub' | 'total') =>
    kolom.map((k, i) => (
      <TableCell
        key={k.key}
        align={k.align}
        sx={{ whiteSpace: 'nowrap', fontSize: tingkat === 'total' ? '0.875rem' : undefined }}
      >
        {i === 0 ? (
          <>
            {teks}
            {k.jumlah ? (
              <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 400 }}>
                {k.jumlah(j)}
              </Typography>
            ) : null}
          </>
        ) : k.jumlah ? (
          k.jumlah(j)
        ) : null}
      </TableCell>
    ));
  const berkelompok = (grup?.length ?? 0) > 1 || Boolean(grup?.[0]?.label);
  // One group: its subtotal would only repeat the total.
  const subtotal = (grup?.length ?? 0) > 1;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" aria-label={label} sx={{ '& th, & td': { px: 1.25 } }}>
          <TableHead>
            <TableRow>
              {kolom.map((k) => (
                <TableCell key={k.key} align={k.align} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {k.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!grup ? (
              Array.from({ length: 4 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <TableRow key={i}>
                  <TableCell colSpan={n}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))
            ) : grup.length === 0 ? (
              <TableRow>
                <TableCell colSpan={n} align="center" sx={{ py: 5 }}>
                  {kosong}
                </TableCell>
              </TableRow>
            ) : (
              grup.map((g) => (
                <Fragment key={g.kunci}>
                  {berkelompok ? (
                    <TableRow sx={{ bgcolor: 'action.hover' }}>
                      <TableCell colSpan={n} sx={{ py: 0.75 }}>
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                          <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
                            {g.label}
                          </Typography>
                          {g.keterangan ? (
                            <Typography variant="caption" color="text.secondary">
                              {g.keterangan}
                            </Typography>
                          ) : null}
                        </Box>
                      </TableCell>
                    </TableRow>
                  ) : null}
                  {g.baris.map((b) => (
                    <TableRow key={rowKey(b)} hover sx={barisSx?.(b)}>
                      {kolom.map((k) => (
                        <TableCell
                          key={k.key}
                          align={k.align}
                          sx={k.nowrap || k.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}
                        >
                          {k.render(b)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                  {subtotal ? <TableRow sx={tebal}>{sel(g.total, 'Subtotal', 'sub')}</TableRow> : null}
                </Fragment>
              ))
            )}
          </TableBody>
          {total !== undefined && grup?.length ? (
            <TableFooter>
              <TableRow sx={{ ...tebal, bgcolor: 'action.selected' }}>
                {sel(total, labelTotal, 'total')}
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </TableContainer>
    </Paper>
  );
}
