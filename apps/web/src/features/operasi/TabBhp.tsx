import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BarisBhp,
  type BhpProduk,
  barisBhpInputSchema,
  batalBhpInputSchema,
  can,
  formatAngka,
  formatRupiah,
  formatTanggalJam,
  type OperasiDetail,
} from '@rawat/domain';
import { useState } from 'react';
import { useSession } from '../../shell/session.tsx';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { useBatalBhp, useBhpOperasi, useCariProdukBhp, useCatatBhp } from './bhp.api.ts';

/** Search the theatre depot, pick a product and how many were used, record it at once. */
function FormPakai({ uid }: { uid: string }) {
  const toast = useToast();
  const [cari, setCari] = useState('');
  const [produk, setProduk] = useState<BhpProduk | null>(null);
  const [jumlah, setJumlah] = useState('1');
  const [galat, setGalat] = useState<string | null>(null);
  const hasil = useCariProdukBhp(uid, cari, true);
  const catat = useCatatBhp(uid);
  const cekJumlah = barisBhpInputSchema.shape.jumlah.safeParse(jumlah);
  const galatJumlah = cekJumlah.success
    ? produk && cekJumlah.data > produk.stok
      ? `Melebihi sisa stok (${formatAngka(produk.stok)} ${produk.satuan_dasar})`
      : null
    : (cekJumlah.error.issues[0]?.message ?? 'Jumlah tidak valid');
  const kirim = async () => {
    if (!produk || !cekJumlah.success) return;
    setGalat(null);
    try {
      await catat.mutateAsync({ items: [{ produk_uid: produk.uid, jumlah: cekJumlah.data }] });
      toast.success(`${produk.nama} ${formatAngka(cekJumlah.data)} ${produk.satuan_dasar} dicatat`);
      setProduk(null);
      setCari('');
      setJumlah('1');
    } catch (e) {
      setGalat(pesanError(e));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        Catat pemakaian
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Autocomplete
          sx={{ flex: '1 1 360px' }}
          options={hasil.data ?? []}
          value={produk}
          inputValue={cari}
          onChange={(_, p) => {
            setProduk(p);
            setGalat(null);
          }}
          onInputChange={(_, v) => setCari(v)}
          getOptionLabel={(p) => p.nama}
          getOptionDisabled={(p) => p.stok <= 0}
          isOptionEqualToValue={(a, b) => a.uid === b.uid}
          filterOptions={(x) => x}
          loading={hasil.isFetching}
          noOptionsText={cari ? 'Tidak ada di depo kamar operasi' : 'Ketik nama, nama generik, atau kode'}
          loadingText="Mencari…"
          renderOption={({ key, ...props }, p) => (
            <li key={key} {...props}>
              <Box sx={{ width: '100%' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {p.nama}
                </Typography>
                <Typography variant="caption" color={p.stok > 0 ? 'text.secondary' : 'error'}>
                  {p.kategori} · {formatRupiah(p.harga_satuan)}/{p.satuan_dasar} ·{' '}
                  {p.stok > 0 ? `Sisa ${formatAngka(p.stok)} ${p.satuan_dasar}` : 'Stok habis'}
                </Typography>
              </Box>
            </li>
          )}
          renderInput={(p) => (
            <TextField
              {...p}
              label="BHP / obat dari Depo Kamar Operasi"
              helperText={
                produk
                  ? `Sisa ${formatAngka(produk.stok)} ${produk.satuan_dasar} · ${formatRupiah(produk.harga_satuan)}/${produk.satuan_dasar}`
                  : 'Cari nama, nama generik, atau kode'
              }
            />
          )}
        />
        <TextField
          label="Jumlah"
          value={jumlah}
          onChange={(e) => setJumlah(e.target.value)}
          error={Boolean(galatJumlah)}
          helperText={
            galatJumlah ??
            (produk && cekJumlah.success
              ? `Subtotal ${formatRupiah(produk.harga_satuan * cekJumlah.data)}`
              : ' ')
          }
          sx={{ width: 180 }}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: produk
              ? { endAdornment: <InputAdornment position="end">{produk.satuan_dasar}</InputAdornment> }
              : {},
          }}
        />
        <Button
          variant="contained"
          sx={{ mt: 1 }}
          disabled={!produk || Boolean(galatJumlah) || catat.isPending}
          onClick={() => void kirim()}
        >
          Catat Pemakaian
        </Button>
      </Box>
      {galat ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {galat}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** The lines used, cancelled ones struck through with their reason, and the total charged. */
function TabelPakai({
  baris,
  total,
  bolehBatal,
  onBatal,
}: {
  baris: BarisBhp[];
  total: number;
  bolehBatal: boolean;
  onBatal: (b: BarisBhp) => void;
}) {
  if (!baris.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        Belum ada BHP atau obat yang dicatat untuk operasi ini.
      </Typography>
    );
  const coret = { textDecoration: 'line-through', color: 'text.disabled' } as const;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Pemakaian BHP dan obat">
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>BHP / Obat</TableCell>
            <TableCell align="right">Jumlah</TableCell>
            <TableCell align="right">Harga Satuan</TableCell>
            <TableCell align="right">Subtotal</TableCell>
            <TableCell>Dicatat oleh</TableCell>
            <TableCell>Waktu</TableCell>
            <TableCell align="right">Aksi</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {baris.map((b) => (
            <TableRow key={b.uid}>
              <TableCell>
                <Box sx={b.batal ? coret : undefined}>{b.produk.nama}</Box>
                {b.batal ? (
                  <Typography variant="caption" color="error" component="div">
                    Dibatalkan {b.batal.oleh}, {formatTanggalJam(b.batal.pada)}: {b.batal.alasan}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...(b.batal ? coret : {}) }}>
                {formatAngka(b.jumlah)} {b.produk.satuan_dasar}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...(b.batal ? coret : {}) }}>
                {formatRupiah(b.harga_satuan)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...(b.batal ? coret : {}) }}>
                {formatRupiah(b.total)}
              </TableCell>
              <TableCell>{b.oleh}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTanggalJam(b.pada)}</TableCell>
              <TableCell align="right">
                {b.batal ? null : b.dibayar ? (
                  <Chip size="small" color="success" label="Lunas" />
                ) : bolehBatal ? (
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Batalkan ${b.produk.nama}`}
                    onClick={() => onBatal(b)}
                  >
                    Batalkan
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
              Total BHP & obat
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}
              data-testid="total-bhp"
            >
              {formatRupiah(total)}
            </TableCell>
            <TableCell colSpan={3} />
          </TableRow>
        </TableFooter>
      </Table>
    </Paper>
  );
}

/** BHP & Obat: what the theatre used from its own depot, charged to the patient (docs/operasi.md). */
export function TabBhp({ o }: { o: OperasiDetail }) {
  const { user } = useSession();
  const toast = useToast();
  const q = useBhpOperasi(o.uid);
  const batal = useBatalBhp(o.uid);
  const [dibatal, setDibatal] = useState<BarisBhp | null>(null);
  if (q.isError) return <GagalMuat error={q.error} onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Skeleton variant="rounded" height={200} />;
  const d = q.data;
  const boleh = can(user?.role, 'operasi:write') && d.boleh_ubah;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Diambil dari {d.depo?.nama ?? 'depo kamar operasi'} dan ditagihkan ke pasien sebagai obat/BHP. Harga
        mengikuti penjamin pasien.
      </Typography>
      {d.alasan_terkunci ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {d.alasan_terkunci}
        </Alert>
      ) : null}
      {boleh ? <FormPakai uid={o.uid} /> : null}
      <TabelPakai baris={d.baris} total={d.total} bolehBatal={boleh} onBatal={setDibatal} />
      {dibatal ? (
        <AlasanDialog
          judul={`Batalkan pemakaian ${dibatal.produk.nama}`}
          pesan={`${formatAngka(dibatal.jumlah)} ${dibatal.produk.satuan_dasar} kembali ke stok ${d.depo?.nama ?? 'depo kamar operasi'} dan tagihannya (${formatRupiah(dibatal.total)}) dibatalkan.`}
          tombol="Batalkan Pemakaian"
          aturan={batalBhpInputSchema.shape.alasan}
          panjangMaks={300}
          onClose={() => setDibatal(null)}
          onKirim={async (alasan) => {
            await batal.mutateAsync({ bhp_uid: dibatal.uid, alasan });
            toast.success(`Pemakaian ${dibatal.produk.nama} dibatalkan; stok dikembalikan`);
          }}
        />
      ) : null}
    </Box>
  );
}
