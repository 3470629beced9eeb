import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';
import type { PagedList } from '../api/query.ts';
import { pesanError } from '../shell/toast.tsx';

/** The pager's buttons as a screen reader says them (every pager in the app). */
export const labelTombolHalaman = (type: 'first' | 'last' | 'next' | 'previous') =>
  ({
    first: 'Halaman pertama',
    last: 'Halaman terakhir',
    next: 'Halaman berikutnya',
    previous: 'Halaman sebelumnya',
  })[type];

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableProps<T> {
  list: PagedList<T>;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => Key;
  /** Shown when the list is empty; default 'Belum ada data'. */
  emptyText?: ReactNode;
  onRowClick?: (row: T) => void;
  /** Rendered above the table (search field, filters, buttons). */
  toolbar?: ReactNode;
  rowsPerPageOptions?: number[];
  size?: 'small' | 'medium';
}

/** A paged list as a table with Indonesian paging labels, fed by `usePagedList`. */
export function DataTable<T>({
  list,
  columns,
  rowKey,
  emptyText = 'Belum ada data',
  onRowClick,
  toolbar,
  rowsPerPageOptions = [15, 30, 50, 100],
  size = 'small',
}: DataTableProps<T>) {
  const options = rowsPerPageOptions.includes(list.limit)
    ? rowsPerPageOptions
    : [...rowsPerPageOptions, list.limit].sort((a, b) => a - b);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {toolbar ? (
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>{toolbar}</Box>
      ) : null}
      <Box sx={{ height: 4 }}>{list.isFetching ? <LinearProgress /> : null}</Box>
      <TableContainer>
        <Table size={size} stickyHeader>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.align}
                  sx={{ width: c.width, fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.isLoading ? (
              Array.from({ length: 5 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : list.isError && list.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 5 }}>
                  <Typography color="error" gutterBottom>
                    {pesanError(list.error)}
                  </Typography>
                  <Button size="small" onClick={list.refetch}>
                    Coba lagi
                  </Button>
                </TableCell>
              </TableRow>
            ) : list.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 5 }}>
                  <Typography color="text.secondary">
                    {list.search ? `Tidak ada data untuk "${list.search}"` : emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              list.rows.map((row) => (
                <TableRow
                  key={rowKey(row)}
                  hover
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  sx={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.total}
        page={list.total === 0 ? 0 : Math.min(list.page, list.totalPages - 1)}
        rowsPerPage={list.limit}
        rowsPerPageOptions={options}
        onPageChange={(_, page) => list.setPage(page)}
        onRowsPerPageChange={(e) => list.setLimit(Number(e.target.value))}
        labelRowsPerPage="Baris per halaman"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} dari ${count}`}
        getItemAriaLabel={labelTombolHalaman}
      />
    </Paper>
  );
}
