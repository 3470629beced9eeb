import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatAngkaMaks, formatRupiah, type Produk, produkApi } from '@rawat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { kueri } from '../../api/kontrak.ts';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';

/** /produk/produk-harga: the selling price of one product for every payer (spec §9 markup). */
export default function HargaPage() {
  const [cari, setCari] = useState('');
  const cariTunda = useDeferredValue(cari);
  const [produk, setProduk] = useState<Produk | null>(null);
  const daftar = useQuery({
    ...kueri(produkApi.daftar, { query: { search: cariTunda || undefined, status: 'AKTIF', limit: 20 } }),
    placeholderData: keepPreviousData,
  });
  const harga = useQuery({
    ...kueri(produkApi.harga, { params: { uid: produk?.uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(produk),
  });
  const h = harga.data;
  return (
    <Box>
      <HalamanJudul
        judul="Harga Jual per Penjamin"
        keterangan="Harga jual = harga dasar (HNA + PPN) + markup penjamin: BPJS +25%, Umum +40%, Askes +20%, asuransi lain sesuai persentasenya; dibulatkan ke rupiah terdekat."
      />
      <Autocomplete
        options={daftar.data?.respon ?? []}
        value={produk}
        onChange={(_, v) => setProduk(v)}
        inputValue={cari}
        onInputChange={(_, v) => setCari(v)}
        filterOptions={(x) => x}
        getOptionLabel={(p) => `${p.kode} – ${p.nama}`}
        isOptionEqualToValue={(a, b) => a.uid === b.uid}
        loading={daftar.isFetching}
        noOptionsText="Produk tidak ditemukan"
        sx={{ maxWidth: 560, mb: 3 }}
        renderInput={(params) => (
          <TextField {...params} label="Pilih produk" placeholder="Cari nama, generik, atau kode" />
        )}
      />
      {!produk ? (
        <Alert severity="info">Pilih produk untuk melihat harga jual per penjamin.</Alert>
      ) : h ? (
        <Paper variant="outlined">
          <Box sx={{ p: 2, display: 'flex', gap: 4, flexWrap: 'wrap' }}>
            <Typography variant="body2">
              HNA: <b>{formatRupiah(h.hna)}</b>
            </Typography>
            <Typography variant="body2">
              PPN: <b>{formatAngkaMaks(h.ppn_persen)}%</b>
            </Typography>
            <Typography variant="body2">
              Harga dasar: <b>{formatRupiah(h.harga_dasar)}</b> per {h.produk.satuan_dasar}
            </Typography>
          </Box>
          <Table size="small" aria-label="Harga jual per penjamin">
            <TableHead>
              <TableRow>
                <TableCell>Penjamin</TableCell>
                <TableCell>Aturan</TableCell>
                <TableCell align="right">Markup</TableCell>
                <TableCell align="right">Harga Jual / {h.produk.satuan_dasar}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {h.harga.map((x) => (
                <TableRow key={`${x.jenis}-${x.asuransi_uid ?? x.nama}`}>
                  <TableCell>{x.nama}</TableCell>
                  <TableCell>
                    {x.jenis === 'Lainnya' ? 'Asuransi (persentase sendiri)' : x.jenis || 'Tanpa markup'}
                  </TableCell>
                  <TableCell align="right">{formatAngkaMaks(x.persen_markup)}%</TableCell>
                  <TableCell align="right">
                    <b>{formatRupiah(x.harga_jual)}</b>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : harga.isError ? (
        <Alert severity="error">Harga tidak dapat dimuat.</Alert>
      ) : null}
    </Box>
  );
}
