import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatAngka,
  formatJam,
  formatRupiah,
  formatTanggalPendek,
  JENIS_MUTASI_STOK,
  type JenisMutasiStok,
  LABEL_JENIS_MUTASI_STOK,
  persediaanApi,
  type StokProduk,
} from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../../api/query.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { bertanda, tglPendek } from './format.ts';

function KartuStok({ stok }: { stok: StokProduk }) {
  const [jenis, setJenis] = useState<JenisMutasiStok | ''>('');
  const [dari, setDari] = useState<string | undefined>();
  const [sampai, setSampai] = useState<string | undefined>();
  const list = usePagedList(persediaanApi.mutasi, {
    produk_uid: stok.produk.uid,
    lokasi_uid: stok.lokasi.uid,
    jenis: jenis || undefined,
    dari,
    sampai,
  });
  return (
    <DataTable
      list={list}
      rowKey={(m) => m.uid}
      emptyText="Belum ada mutasi pada rentang ini"
      toolbar={
        <>
          <FilterPilih
            label="Jenis mutasi"
            semua="Semua jenis"
            value={jenis}
            onChange={(v) => {
              setJenis(v);
              list.setPage(0);
            }}
            pilihan={JENIS_MUTASI_STOK.map((j) => ({ value: j, label: LABEL_JENIS_MUTASI_STOK[j] }))}
          />
          <RentangTanggal
            dari={dari}
            sampai={sampai}
            onDari={(v) => {
              setDari(v);
              list.setPage(0);
            }}
            onSampai={(v) => {
              setSampai(v);
              list.setPage(0);
            }}
          />
        </>
      }
      columns={[
        {
          key: 'waktu',
          header: 'Waktu',
          render: (m) => `${formatTanggalPendek(m.waktu)} ${formatJam(m.waktu)}`,
        },
        { key: 'jenis', header: 'Jenis', render: (m) => LABEL_JENIS_MUTASI_STOK[m.jenis] },
        { key: 'dok', header: 'No. Dokumen', render: (m) => m.nomor_dokumen ?? '–' },
        { key: 'batch', header: 'Batch', render: (m) => `${m.batch} · ED ${tglPendek(m.kedaluwarsa)}` },
        {
          key: 'jumlah',
          header: 'Jumlah',
          align: 'right',
          render: (m) => (
            <Typography
              variant="body2"
              color={m.jumlah < 0 ? 'error' : 'success.main'}
              sx={{ fontWeight: 600 }}
            >
              {bertanda(m.jumlah)}
            </Typography>
          ),
        },
        { key: 'sisa', header: 'Sisa Batch', align: 'right', render: (m) => formatAngka(m.sisa) },
        {
          key: 'ket',
          header: 'Keterangan',
          render: (m) => [m.keterangan, m.oleh].filter(Boolean).join(' · ') || '–',
        },
      ]}
    />
  );
}

/** The stock card of one product at one location: its batches now and its ledger rows. */
export function KartuStokDialog({ stok, onClose }: { stok: StokProduk | null; onClose: () => void }) {
  return (
    <Dialog open={stok !== null} onClose={onClose} maxWidth="lg" fullWidth>
      {stok ? (
        <>
          <DialogTitle>
            Kartu Stok: {stok.produk.nama}
            <Typography variant="body2" color="text.secondary">
              {stok.lokasi.nama} · stok {formatAngka(stok.jumlah)} {stok.produk.satuan_dasar} · nilai{' '}
              {formatRupiah(stok.nilai)}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Typography variant="subtitle2" gutterBottom>
              Batch tersedia
            </Typography>
            {stok.batches.length ? (
              <Table size="small" sx={{ mb: 3 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>No. Batch</TableCell>
                    <TableCell>Kedaluwarsa</TableCell>
                    <TableCell align="right">Jumlah</TableCell>
                    <TableCell align="right">Harga Satuan</TableCell>
                    <TableCell align="right">Nilai</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {stok.batches.map((b) => (
                    <TableRow key={b.uid}>
                      <TableCell>{b.batch}</TableCell>
                      <TableCell>{tglPendek(b.kedaluwarsa)}</TableCell>
                      <TableCell align="right">{formatAngka(b.jumlah)}</TableCell>
                      <TableCell align="right">{formatRupiah(b.harga_satuan)}</TableCell>
                      <TableCell align="right">{formatRupiah(b.jumlah * b.harga_satuan)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Tidak ada batch bersisa di lokasi ini.
              </Typography>
            )}
            <Typography variant="subtitle2" gutterBottom>
              Mutasi
            </Typography>
            <Box>
              <KartuStok stok={stok} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Tutup</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
