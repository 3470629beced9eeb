import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type BarisHasilLab,
  type FlagHasil,
  flagKritis,
  KELOMPOK_LAB,
  LABEL_FLAG_HASIL,
  LABEL_KELOMPOK_LAB,
  teksFlag,
} from '@rawat/domain';
import type { ReactNode } from 'react';

/** A flag as a chip: red for high, blue for low, filled red for a critical value. */
export function FlagChip({ flag }: { flag: FlagHasil | null }) {
  if (!flag) return null;
  const kritis = flagKritis(flag);
  return (
    <Chip
      size="small"
      label={teksFlag(flag)}
      title={LABEL_FLAG_HASIL[flag]}
      aria-label={`Flag ${LABEL_FLAG_HASIL[flag]}`}
      color={flag === 'L' ? 'info' : 'error'}
      variant={kritis ? 'filled' : 'outlined'}
      sx={{ fontWeight: 700, minWidth: 40 }}
    />
  );
}

/** The background of a row: critical values stand out at once. */
export const latarBaris = (flag: FlagHasil | null) =>
  flagKritis(flag) ? 'rgba(211, 47, 47, 0.10)' : flag ? 'rgba(237, 108, 2, 0.06)' : undefined;

/**
 * A result sheet by lab section: test (and its package), value, flag, unit, range, method.
 * `sel` replaces the value cell (the entry form puts its inputs there).
 */
export function TabelHasilLab({
  baris,
  sel,
  flagDari,
}: {
  baris: BarisHasilLab[];
  sel?: (b: BarisHasilLab) => ReactNode;
  /** The flag to show for a row (the entry form's live flag); default the stored one. */
  flagDari?: (b: BarisHasilLab) => FlagHasil | null;
}) {
  const flag = flagDari ?? ((b: BarisHasilLab) => b.flag);
  return (
    <TableContainer>
      <Table size="small" aria-label="Hasil laboratorium">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Pemeriksaan</TableCell>
            <TableCell sx={{ fontWeight: 600, width: 220 }}>Hasil</TableCell>
            <TableCell sx={{ fontWeight: 600, width: 70 }}>Flag</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Satuan</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Nilai Rujukan</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Metode</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {KELOMPOK_LAB.flatMap((k) => {
            const isi = baris.filter((b) => b.kelompok === k);
            if (!isi.length) return [];
            return [
              <TableRow key={k}>
                <TableCell colSpan={6} sx={{ bgcolor: 'grey.100', fontWeight: 700, py: 0.5 }}>
                  {LABEL_KELOMPOK_LAB[k]}
                </TableCell>
              </TableRow>,
              ...isi.map((b) => {
                const f = flag(b);
                return (
                  <TableRow key={b.uid} sx={{ bgcolor: latarBaris(f) }}>
                    <TableCell>
                      <Typography variant="body2">{b.nama}</Typography>
                      {b.paket ? (
                        <Typography variant="caption" color="text.secondary">
                          {b.paket}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {sel ? (
                        sel(b)
                      ) : (
                        <Box
                          component="span"
                          sx={{
                            fontWeight: f ? 800 : 500,
                            color: f ? (f === 'L' || f === 'LL' ? 'info.dark' : 'error.main') : undefined,
                          }}
                        >
                          {b.nilai ?? '—'}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell>
                      <FlagChip flag={f} />
                    </TableCell>
                    <TableCell>{b.satuan ?? ''}</TableCell>
                    <TableCell>{b.rujukan ?? '—'}</TableCell>
                    <TableCell>
                      <Typography variant="caption" color="text.secondary">
                        {b.metode ?? ''}
                      </Typography>
                    </TableCell>
                  </TableRow>
                );
              }),
            ];
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
