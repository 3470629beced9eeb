import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type DokumenStok,
  formatRupiah,
  formatTanggalWaktu,
  type JenisDokumenStok,
  LABEL_JENIS_DOKUMEN_STOK,
  LABEL_STATUS_DOKUMEN_STOK,
} from '@rawat/domain';
import type { ReactNode } from 'react';
import { pesanError } from '../../../shell/toast.tsx';
import { useDokumen } from './dokumen.api.ts';
import { jumlahKemasan, tglDokumen, WARNA_STATUS_DOKUMEN } from './dokumen.format.ts';

function Info({ label, isi }: { label: string; isi: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{isi || '–'}</Typography>
    </Grid>
  );
}

const HEADER_PROSES: Partial<Record<JenisDokumenStok, string>> = { SR: 'Dikirim', PO: 'Diterima' };

/** Lines of a document; SR and PO show what was processed and what is still open, PO and GR prices. */
function TabelBaris({ d }: { d: DokumenStok }) {
  const proses = HEADER_PROSES[d.jenis];
  const harga = d.jenis === 'PO' || d.jenis === 'GR';
  // The total row spans every column, so it ends under Subtotal.
  const kolom = 3 + (proses ? 2 : 0) + (d.jenis === 'GR' ? 1 : 0) + (harga ? 2 : 0);
  return (
    <Table size="small" aria-label="Baris dokumen">
      <TableHead>
        <TableRow>
          <TableCell>No</TableCell>
          <TableCell>Produk</TableCell>
          <TableCell align="right">Jumlah</TableCell>
          {proses ? <TableCell align="right">{proses}</TableCell> : null}
          {proses ? <TableCell align="right">Sisa</TableCell> : null}
          {d.jenis === 'GR' ? <TableCell>Batch · ED</TableCell> : null}
          {harga ? <TableCell align="right">Harga/Sat. Dasar</TableCell> : null}
          {harga ? <TableCell align="right">Subtotal</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {d.items.map((i) => (
          <TableRow key={i.uid}>
            <TableCell>{i.posisi}</TableCell>
            <TableCell>
              {i.produk.nama}
              <Typography variant="caption" color="text.secondary" component="div">
                {i.produk.kode}
              </Typography>
            </TableCell>
            <TableCell align="right">{jumlahKemasan(i.jumlah, i)}</TableCell>
            {proses ? <TableCell align="right">{jumlahKemasan(i.jumlah_diproses, i)}</TableCell> : null}
            {proses ? <TableCell align="right">{jumlahKemasan(i.sisa, i)}</TableCell> : null}
            {d.jenis === 'GR' ? (
              <TableCell>
                {i.batch} · {tglDokumen(i.kedaluwarsa)}
              </TableCell>
            ) : null}
            {harga ? <TableCell align="right">{formatRupiah(i.harga_satuan)}</TableCell> : null}
            {harga ? <TableCell align="right">{formatRupiah(i.subtotal)}</TableCell> : null}
          </TableRow>
        ))}
        {harga ? (
          <TableRow>
            <TableCell colSpan={kolom} align="right" sx={{ fontWeight: 600 }}>
              Total {formatRupiah(d.total)}
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}

/** The status history: who moved the document, when and why. */
function Riwayat({ d }: { d: DokumenStok }) {
  return (
    <List dense aria-label="Riwayat status">
      {d.riwayat.map((r, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: history rows are append-only and never reorder
        <ListItem key={n} disableGutters alignItems="flex-start">
          <Chip
            size="small"
            color={WARNA_STATUS_DOKUMEN[r.status]}
            label={LABEL_STATUS_DOKUMEN_STOK[r.status]}
            sx={{ mr: 1.5, mt: 0.5, minWidth: 92 }}
          />
          <ListItemText
            primary={`${formatTanggalWaktu(r.waktu)} · ${r.oleh ?? '–'}`}
            secondary={r.keterangan ?? undefined}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * One document: header, lines, history and follow-up documents; `aksi` renders the buttons the
 * screen allows for it (fulfil, reject, order, receive, print…).
 */
export function DokumenDetailDialog({
  jenis,
  uid,
  onClose,
  aksi,
}: {
  jenis: JenisDokumenStok;
  uid: string | null;
  onClose: () => void;
  aksi?: (d: DokumenStok) => ReactNode;
}) {
  const q = useDokumen(jenis, uid);
  const d = q.data;
  return (
    <Dialog open={uid !== null} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {LABEL_JENIS_DOKUMEN_STOK[jenis]} {d?.nomor ?? ''}
        {d ? (
          <Chip
            size="small"
            color={WARNA_STATUS_DOKUMEN[d.status]}
            label={LABEL_STATUS_DOKUMEN_STOK[d.status]}
          />
        ) : null}
      </DialogTitle>
      <DialogContent dividers>
        {q.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Memuat dokumen" />
          </Box>
        ) : q.isError || !d ? (
          <Alert severity="error">{pesanError(q.error)}</Alert>
        ) : (
          <>
            <Grid container spacing={2} sx={{ mb: 2 }}>
              <Info label="Tanggal" isi={tglDokumen(d.tanggal)} />
              <Info label={jenis === 'SR' ? 'Lokasi Peminta' : 'Lokasi'} isi={d.lokasi.nama} />
              {d.lokasi_tujuan ? <Info label="Gudang Tujuan" isi={d.lokasi_tujuan.nama} /> : null}
              {d.supplier ? <Info label="Supplier" isi={d.supplier.nama} /> : null}
              {d.rujukan ? <Info label={jenis === 'GR' ? 'PO' : 'PR'} isi={d.rujukan.nomor} /> : null}
              {d.no_faktur ? <Info label="No. Faktur / Surat Jalan" isi={d.no_faktur} /> : null}
              <Info label="Dibuat oleh" isi={d.dibuat_oleh} />
              {d.catatan ? <Info label="Catatan" isi={d.catatan} /> : null}
              {d.alasan ? <Info label="Alasan" isi={d.alasan} /> : null}
            </Grid>
            <TabelBaris d={d} />
            {d.turunan.length ? (
              <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="subtitle2">{jenis === 'PR' ? 'Pesanan' : 'Penerimaan'}:</Typography>
                {d.turunan.map((x) => (
                  <Chip
                    key={x.uid}
                    size="small"
                    variant="outlined"
                    label={`${x.nomor} · ${tglDokumen(x.tanggal)} · ${LABEL_STATUS_DOKUMEN_STOK[x.status]}`}
                  />
                ))}
              </Box>
            ) : null}
            <Typography variant="subtitle2" sx={{ mt: 3 }}>
              Riwayat Status
            </Typography>
            <Riwayat d={d} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          Tutup
        </Button>
        {d && aksi ? aksi(d) : null}
      </DialogActions>
    </Dialog>
  );
}
