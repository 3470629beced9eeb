import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { JsonTree } from './JsonTree.tsx';
import { propertiSkema, tipeSkema } from './skema.ts';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12.5,
} as const;

/** A schema as a table of fields, with the raw JSON Schema one click away. */
export function SkemaView({ skema }: { skema: unknown }) {
  const ringkas = propertiSkema(skema);
  const [tampilan, setTampilan] = useState<'ringkas' | 'json'>(ringkas ? 'ringkas' : 'json');
  if (skema === null || skema === undefined) {
    return (
      <Typography variant="body2" color="text.secondary">
        Tanpa isi.
      </Typography>
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={tampilan}
          onChange={(_, v: 'ringkas' | 'json' | null) => v && setTampilan(v)}
          aria-label="Tampilan skema"
        >
          <ToggleButton
            value="ringkas"
            disabled={!ringkas}
            sx={{ py: 0.25, px: 1.25, textTransform: 'none' }}
          >
            Ringkas
          </ToggleButton>
          <ToggleButton value="json" sx={{ py: 0.25, px: 1.25, textTransform: 'none' }}>
            JSON Schema
          </ToggleButton>
        </ToggleButtonGroup>
        {ringkas?.daftar ? (
          <Typography variant="caption" color="text.secondary">
            Isinya berupa daftar objek berikut.
          </Typography>
        ) : !ringkas ? (
          <Typography variant="caption" color="text.secondary" sx={mono}>
            {tipeSkema(skema)}
          </Typography>
        ) : null}
      </Box>
      {tampilan === 'ringkas' && ringkas ? (
        <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Kolom</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Tipe</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Keterangan</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ringkas.properti.map((p) => (
                <TableRow key={p.nama}>
                  <TableCell
                    sx={{ ...mono, pl: 2 + p.kedalaman * 2, whiteSpace: 'nowrap', verticalAlign: 'top' }}
                  >
                    {p.nama}
                    {p.wajib ? (
                      <Box component="span" sx={{ color: 'error.main' }} title="Wajib">
                        {' '}
                        *
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell
                    sx={{
                      ...mono,
                      color: 'primary.dark',
                      verticalAlign: 'top',
                      maxWidth: 280,
                      wordBreak: 'break-word',
                    }}
                  >
                    {p.tipe}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Typography variant="body2">
                      {p.keterangan || (p.wajib ? 'Wajib' : 'Opsional')}
                    </Typography>
                    {p.batasan ? (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ ...mono, wordBreak: 'break-all' }}
                      >
                        {p.batasan}
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <JsonTree nilai={skema} bukaSampai={3} />
      )}
    </Box>
  );
}
