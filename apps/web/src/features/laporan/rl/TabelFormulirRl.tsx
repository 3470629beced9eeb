import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatAngka, formatAngkaMaks, type KolomRl, type SelRl, type TabelRl } from '@rawat/domain';

/** A cell as the form shows it: numbers in id-ID, a missing figure '-'. */
export function teksSel(v: SelRl, k: KolomRl | undefined): string {
  if (v === null) return k?.jenis === 'teks' ? '' : '-';
  if (typeof v === 'number') return k?.jenis === 'desimal' ? formatAngkaMaks(v, 2) : formatAngka(v);
  return v;
}

/** Runs of columns under one group heading; a column without a group stands alone. */
function kelompok(kolom: readonly KolomRl[]) {
  const hasil: { grup: string | null; label: string; lebar: number }[] = [];
  for (const k of kolom) {
    const akhir = hasil.at(-1);
    if (k.grup !== null && akhir?.grup === k.grup) akhir.lebar++;
    else hasil.push({ grup: k.grup, label: k.label, lebar: 1 });
  }
  return hasil;
}

const garis = { border: 1, borderColor: 'divider' } as const;
/** Columns of names, kept wide enough to read on a form of fifty number columns. */
const LEBAR_TEKS = new Set(['Deskripsi', 'Jenis Pelayanan', 'Jenis Kegiatan']);

/** One sub-form of an RL report: the form's headings (group over L/P), rows, totals and note. */
export function TabelFormulirRl({ t }: { t: TabelRl }) {
  const berkelompok = t.kolom.some((k) => k.grup !== null);
  const rata = (k: KolomRl) => (k.jenis === 'teks' ? 'left' : 'right');
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t.kode} · {t.judul}
      </Typography>
      <TableContainer sx={{ maxHeight: 560, ...garis, borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={`${t.kode} ${t.judul}`}>
          <TableHead>
            <TableRow>
              {kelompok(t.kolom).map((g, i) => (
                <TableCell
                  // biome-ignore lint/suspicious/noArrayIndexKey: headings repeat (L/P); their place is the key
                  key={i}
                  colSpan={g.lebar}
                  rowSpan={berkelompok && g.grup === null ? 2 : 1}
                  align="center"
                  sx={{
                    fontWeight: 700,
                    bgcolor: 'primary.50',
                    ...garis,
                    whiteSpace: g.lebar > 1 || g.label.startsWith('Kode') ? 'nowrap' : 'normal',
                    minWidth: g.grup === null && LEBAR_TEKS.has(g.label) ? 220 : 48,
                  }}
                >
                  {g.grup ?? g.label}
                </TableCell>
              ))}
            </TableRow>
            {berkelompok ? (
              <TableRow>
                {t.kolom.map((k, i) =>
                  k.grup === null ? null : (
                    <TableCell
                      // biome-ignore lint/suspicious/noArrayIndexKey: L/P repeat under each group
                      key={i}
                      align="center"
                      sx={{ fontWeight: 700, bgcolor: 'primary.50', ...garis, top: 33 }}
                    >
                      {k.label}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ) : null}
          </TableHead>
          <TableBody>
            {t.baris.map((b, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a form's rows have no key of their own
              <TableRow key={i} hover>
                {t.kolom.map((k, j) => (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns by place
                    key={j}
                    align={rata(k)}
                    sx={{
                      ...garis,
                      whiteSpace: LEBAR_TEKS.has(k.label) ? 'normal' : 'nowrap',
                    }}
                  >
                    {teksSel(b[j] ?? null, k)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {t.total && t.baris.length > 0 ? (
            <TableFooter>
              <TableRow>
                {t.kolom.map((k, j) => (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns by place
                    key={j}
                    align={rata(k)}
                    sx={{ ...garis, fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
                  >
                    {teksSel(t.total?.[j] ?? null, k)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </TableContainer>
      {t.baris.length === 0 ? (
        <Typography color="text.secondary" align="center" sx={{ py: 2 }}>
          Tidak ada data pada periode ini
        </Typography>
      ) : null}
      {t.catatan ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          Catatan: {t.catatan}
        </Typography>
      ) : null}
    </Box>
  );
}
