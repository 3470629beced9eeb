import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatAngka,
  formatAngkaMaks,
  formatRupiah,
  LABEL_BENTUK_RACIKAN,
  type Resep,
  type ResepDetail,
} from '@rawat/domain';
import { Fragment } from 'react';
import { totalResep } from './AksiResep.tsx';

const tanpaGaris = { '& > td': { borderBottom: 0 } };

function NamaBaris({ d }: { d: ResepDetail }) {
  return (
    <>
      {d.jenis === 'RACIKAN' ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            R/ {d.nama_racikan}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {d.bentuk ? `Racikan ${LABEL_BENTUK_RACIKAN[d.bentuk].toLowerCase()}` : 'Racikan'}
          </Typography>
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {d.produk?.nama ?? '–'}
          </Typography>
          {d.produk ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {d.produk.kode}
            </Typography>
          ) : null}
        </>
      )}
      {d.catatan ? (
        <Typography variant="caption" color="text.secondary" component="p">
          Catatan: {d.catatan}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * The prescription's lines in position order; a racikan's contents follow it as indented rows
 * (product, amount in its base unit, dose per portion), in their own order. Once dispensed, what
 * each line was charged and the total.
 */
export function TabelBarisResep({ resep: r }: { resep: Resep }) {
  const total = totalResep(r);
  const kolom = total === null ? 4 : 5;
  return (
    <TableContainer>
      <Table size="small" aria-label="Daftar obat">
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap', fontWeight: 600 } }}>
            <TableCell sx={{ width: 40 }}>No</TableCell>
            <TableCell>Obat / Racikan</TableCell>
            <TableCell align="right">Jumlah</TableCell>
            <TableCell>Aturan Pakai</TableCell>
            {total === null ? null : <TableCell align="right">Total</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {r.detail.map((d) => {
            const racikan = d.jenis === 'RACIKAN' && d.mix_detail.length > 0;
            return (
              <Fragment key={d.uid}>
                <TableRow sx={{ verticalAlign: 'top', ...(racikan ? tanpaGaris : {}) }}>
                  <TableCell>{d.config.position}</TableCell>
                  <TableCell>
                    <NamaBaris d={d} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatAngka(d.jumlah)} {d.satuan}
                  </TableCell>
                  <TableCell sx={{ fontStyle: 'italic' }}>{d.aturan_pakai}</TableCell>
                  {total === null ? null : (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                      {d.total === null ? '–' : formatRupiah(d.total)}
                    </TableCell>
                  )}
                </TableRow>
                {d.mix_detail.map((m, i) => (
                  <TableRow
                    key={m.uid}
                    sx={{
                      '& > td': {
                        color: 'text.secondary',
                        py: 0.5,
                        ...(i < d.mix_detail.length - 1 ? { borderBottom: 0 } : {}),
                      },
                    }}
                  >
                    <TableCell />
                    <TableCell sx={{ pl: 4 }}>
                      {m.position}. {m.produk.nama}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatAngkaMaks(m.jumlah, 3)} {m.produk.satuan_dasar}
                    </TableCell>
                    <TableCell colSpan={kolom - 3}>
                      {m.dosis ? `Dosis ${m.dosis} per ${d.satuan}` : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </Fragment>
            );
          })}
        </TableBody>
        {total === null ? null : (
          <TableFooter>
            <TableRow
              sx={{ '& > td': { fontWeight: 700, color: 'text.primary', fontSize: 15, borderBottom: 0 } }}
            >
              <TableCell colSpan={kolom - 1} align="right">
                Total obat
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupiah(total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
