import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  formatTanggalJam,
  KATEGORI_TARIF_RS,
  type KlaimDetail,
  LABEL_KATEGORI_TARIF_RS,
  LABEL_STATUS_KLAIM,
} from '@rawat/domain';
import { Selisih } from './klaim.tampil.tsx';

// The read-only panels of the claim detail: the grouper's answer beside the bill, what is sent to
// E-Klaim, and the claim's history.

function Judul({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

export function GroupingPanel({ d }: { d: KlaimDetail }) {
  const g = d.grouping;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Judul>Hasil Grouping INA-CBG</Judul>
      {g ? (
        <>
          <Typography variant="h6" sx={{ fontFamily: 'monospace' }} data-testid="kode-cbg">
            {g.kode_cbg}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {g.deskripsi}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }}>
            <Box>
              <Typography variant="caption" color="text.secondary">
                Tarif INA-CBG
              </Typography>
              <Typography variant="h6" data-testid="tarif-cbg">
                {formatRupiah(g.tarif_total)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary">
                Tagihan Rumah Sakit
              </Typography>
              <Typography variant="h6">{formatRupiah(d.tarif_rs ?? d.tagihan.total)}</Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary">
                Selisih ({g.selisih >= 0 ? 'untung' : 'rugi'})
              </Typography>
              <Typography variant="h6" data-testid="selisih">
                <Selisih nilai={g.selisih} tebal />
              </Typography>
            </Box>
          </Box>
          {g.special_cmg.length ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Special CMG: {g.special_cmg.map((c) => `${c.code} ${c.description}`).join('; ')}
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Belum di-grouping. Tagihan rumah sakit saat ini {formatRupiah(d.tagihan.total)}.
        </Typography>
      )}
    </Paper>
  );
}

export function DataKirimPanel({ d }: { d: KlaimDetail }) {
  const isi = KATEGORI_TARIF_RS.filter((k) => d.tagihan.rincian[k] > 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Judul>Data yang Dikirim ke E-Klaim</Judul>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        Diagnosis (ICD-10)
      </Typography>
      {d.diagnosis.length ? (
        d.diagnosis.map((x) => (
          <Typography key={x.kode} variant="body2">
            <b>{x.kode}</b> {x.nama}
            {x.jenis === 'UTAMA' ? ' (utama)' : ''}
          </Typography>
        ))
      ) : (
        <Typography variant="body2" color="error.main">
          Belum dikoding
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 500, mt: 1 }}>
        Prosedur (ICD-9-CM)
      </Typography>
      {d.prosedur.length ? (
        d.prosedur.map((x) => (
          <Typography key={x.kode} variant="body2">
            <b>{x.kode}</b> {x.nama}
          </Typography>
        ))
      ) : (
        <Typography variant="body2" color="text.secondary">
          Tidak ada
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 500, mt: 1.5 }}>
        Tarif RS (tarif_rs)
      </Typography>
      <Table size="small">
        <TableBody>
          {isi.map((k) => (
            <TableRow key={k}>
              <TableCell sx={{ pl: 0 }}>{LABEL_KATEGORI_TARIF_RS[k]}</TableCell>
              <TableCell align="right">{formatRupiah(d.tagihan.rincian[k])}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ pl: 0, fontWeight: 700 }}>Total</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatRupiah(d.tagihan.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}

export function RiwayatPanel({ d }: { d: KlaimDetail }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Judul>Riwayat Klaim</Judul>
      {d.alasan_pending ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <b>Alasan pending/dispute:</b> {d.alasan_pending}
          {d.perbaikan ? (
            <>
              <br />
              <b>Perbaikan:</b> {d.perbaikan}
            </>
          ) : null}
        </Typography>
      ) : null}
      {d.riwayat.length ? (
        [...d.riwayat].reverse().map((r, i) => (
          <Box key={r.urut} sx={{ py: 0.5, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
            <Typography variant="body2">
              <b>{LABEL_STATUS_KLAIM[r.status]}</b> · {r.nama_oleh}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {formatTanggalJam(r.waktu)}
              {r.catatan ? ` — ${r.catatan}` : ''}
            </Typography>
          </Box>
        ))
      ) : (
        <Typography variant="body2" color="text.secondary">
          Klaim belum diproses.
        </Typography>
      )}
    </Paper>
  );
}
