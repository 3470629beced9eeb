import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

type Objek = Record<string, unknown>;

function isObjek(v: unknown): v is Objek {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `{ sebelum, sesudah }` of an update (either side may be missing on create or delete). */
export function bacaPerubahan(detail: unknown): { sebelum: Objek; sesudah: Objek } | null {
  if (!isObjek(detail) || !('sebelum' in detail || 'sesudah' in detail)) return null;
  const { sebelum, sesudah } = detail;
  if ((sebelum != null && !isObjek(sebelum)) || (sesudah != null && !isObjek(sesudah))) return null;
  return { sebelum: isObjek(sebelum) ? sebelum : {}, sesudah: isObjek(sesudah) ? sesudah : {} };
}

function Nilai({ v, ada }: { v: unknown; ada: boolean }) {
  if (!ada)
    return (
      <Typography variant="body2" color="text.disabled">
        (tidak ada)
      </Typography>
    );
  if (v === null || v === '')
    return (
      <Typography variant="body2" color="text.disabled" sx={{ fontStyle: 'italic' }}>
        kosong
      </Typography>
    );
  const teks = typeof v === 'string' ? v : JSON.stringify(v, null, 2);
  return (
    <Typography
      variant="body2"
      component="div"
      sx={{
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        fontFamily: typeof v === 'string' ? undefined : 'monospace',
      }}
    >
      {teks}
    </Typography>
  );
}

/** Two columns, before and after, of the fields an update touched. */
export function DetailPerubahan({ sebelum, sesudah }: { sebelum: Objek; sesudah: Objek }) {
  const [semua, setSemua] = useState(false);
  const kunci = [...new Set([...Object.keys(sebelum), ...Object.keys(sesudah)])];
  const baris = kunci.map((k) => ({
    k,
    berubah: JSON.stringify(sebelum[k]) !== JSON.stringify(sesudah[k]),
  }));
  const berubah = baris.filter((b) => b.berubah).length;
  const tampil = semua ? baris : baris.filter((b) => b.berubah);

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography variant="subtitle2">
          {berubah > 0 ? `${berubah} kolom berubah` : 'Tidak ada kolom yang berubah'}
        </Typography>
        {baris.length > berubah ? (
          <FormControlLabel
            control={<Switch size="small" checked={semua} onChange={(e) => setSemua(e.target.checked)} />}
            label={<Typography variant="body2">Tampilkan kolom yang tidak berubah</Typography>}
          />
        ) : null}
      </Box>
      {tampil.length > 0 ? (
        <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600, width: '22%' }}>Kolom</TableCell>
                <TableCell sx={{ fontWeight: 600, width: '39%' }}>Sebelum</TableCell>
                <TableCell sx={{ fontWeight: 600, width: '39%' }}>Sesudah</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tampil.map(({ k, berubah: beda }) => (
                <TableRow key={k} sx={beda ? undefined : { opacity: 0.6 }}>
                  <TableCell sx={{ fontFamily: 'monospace', verticalAlign: 'top' }}>{k}</TableCell>
                  <TableCell
                    sx={{ verticalAlign: 'top', bgcolor: beda ? 'rgba(211, 47, 47, 0.06)' : undefined }}
                  >
                    <Nilai v={sebelum[k]} ada={k in sebelum} />
                  </TableCell>
                  <TableCell
                    sx={{ verticalAlign: 'top', bgcolor: beda ? 'rgba(46, 125, 50, 0.08)' : undefined }}
                  >
                    <Nilai v={sesudah[k]} ada={k in sesudah} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  );
}

/** Any other detail as indented JSON. */
export function DetailJson({ detail }: { detail: unknown }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 13,
        overflowX: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {JSON.stringify(detail, null, 2)}
    </Box>
  );
}
