import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type DetailTransisi,
  formatJam,
  ITEM_ALDRETE,
  ITEM_STEWARD,
  LABEL_KESADARAN_NEWS,
} from '@rawat/domain';

const strip = (v: number | null, akhiran = '') =>
  v === null ? '—' : `${String(v).replace('.', ',')}${akhiran}`;

/** Every vitals set, newest first. */
export function TabelVital({ t }: { t: DetailTransisi }) {
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Tanda vital ruang transisi">
        <TableHead>
          <TableRow>
            <TableCell>Jam</TableCell>
            <TableCell>TD</TableCell>
            <TableCell>Nadi</TableCell>
            <TableCell>RR</TableCell>
            <TableCell>SpO2</TableCell>
            <TableCell>Suhu</TableCell>
            <TableCell>Nyeri</TableCell>
            <TableCell>Kesadaran</TableCell>
            <TableCell>Petugas</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...t.vital].reverse().map((v) => (
            <TableRow key={v.uid}>
              <TableCell>{formatJam(v.waktu)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {v.td_sistolik === null ? '—' : `${v.td_sistolik}/${v.td_diastolik}`}
              </TableCell>
              <TableCell>{strip(v.nadi)}</TableCell>
              <TableCell>{strip(v.respirasi)}</TableCell>
              <TableCell>{strip(v.spo2, '%')}</TableCell>
              <TableCell>{strip(v.suhu)}</TableCell>
              <TableCell>{strip(v.skala_nyeri)}</TableCell>
              <TableCell>{v.kesadaran ? LABEL_KESADARAN_NEWS[v.kesadaran].split(' (')[0] : '—'}</TableCell>
              <TableCell>
                <Typography variant="caption">{v.nama_petugas}</Typography>
              </TableCell>
            </TableRow>
          ))}
          {t.vital.length === 0 ? (
            <TableRow>
              <TableCell colSpan={9}>
                <Typography color="text.secondary">Belum ada tanda vital.</Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const LABEL_ITEM: Record<string, string> = Object.fromEntries(
  [...ITEM_ALDRETE, ...ITEM_STEWARD].map((i) => [i.kunci, i.label.split(' (')[0] ?? i.label]),
);

/** Every scoring, newest first, with its items, total and who. */
export function TabelSkor({ t }: { t: DetailTransisi }) {
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" aria-label="Riwayat skor">
        <TableHead>
          <TableRow>
            <TableCell>Jam</TableCell>
            <TableCell>Rincian</TableCell>
            <TableCell>Total</TableCell>
            <TableCell>Petugas</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...t.skor].reverse().map((s) => (
            <TableRow key={s.uid}>
              <TableCell>{formatJam(s.waktu)}</TableCell>
              <TableCell>
                <Typography variant="caption">
                  {(s.skala === 'ALDRETE' ? ITEM_ALDRETE : ITEM_STEWARD)
                    .map((i) => `${LABEL_ITEM[i.kunci] ?? i.label} ${s.rincian[i.kunci] ?? '-'}`)
                    .join(' · ')}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={s.memenuhi ? 'success' : 'warning'}
                  label={`${s.total}/${s.maksimal}`}
                />
              </TableCell>
              <TableCell>
                <Typography variant="caption">{s.nama_petugas}</Typography>
              </TableCell>
            </TableRow>
          ))}
          {t.skor.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>
                <Typography color="text.secondary">Belum ada skor.</Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
