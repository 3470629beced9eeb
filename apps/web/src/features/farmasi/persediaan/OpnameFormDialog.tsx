import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatAngka } from '@rawat/domain';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useToast } from '../../../shell/toast.tsx';
import { bertanda, tglPendek } from './format.ts';
import { useBuatOpname, useLokasiBerhak, useStokLokasi } from './persediaan.api.ts';

type Hitung = Record<string, { fisik: string; ket: string }>;

/**
 * A new count: every batch of the chosen location with what the system holds; the user types
 * what is on the shelf. Saved as a draft (system quantities captured on save), finalised later.
 */
export function OpnameFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const lokasi = useLokasiBerhak(['increment_stock', 'decrement_stock']);
  const [lokasiUid, setLokasiUid] = useState('');
  const [cari, setCari] = useState('');
  const [catatan, setCatatan] = useState('');
  const [hitung, setHitung] = useState<Hitung>({});
  const [galat, setGalat] = useState<string | null>(null);
  const stok = useStokLokasi(lokasiUid);
  const buat = useBuatOpname();
  const baris = useMemo(
    () => (stok.data ?? []).flatMap((s) => s.batches.map((b) => ({ ...b, produk: s.produk }))),
    [stok.data],
  );
  const tampil = baris.filter(
    (b) => !cari || `${b.produk.nama} ${b.produk.kode} ${b.batch}`.toLowerCase().includes(cari.toLowerCase()),
  );
  const fisik = (uid: string, sistem: number) => {
    const v = hitung[uid]?.fisik;
    return v === undefined || v === '' ? sistem : Number(v);
  };
  const tutup = () => {
    setHitung({});
    setGalat(null);
    setCatatan('');
    onClose();
  };
  const simpan = async () => {
    setGalat(null);
    try {
      const o = await buat.mutateAsync({
        lokasi_uid: lokasiUid,
        tanggal: null,
        catatan: catatan || null,
        items: baris.map((b) => ({
          batch_uid: b.uid,
          jumlah_fisik: fisik(b.uid, b.jumlah),
          keterangan: hitung[b.uid]?.ket || null,
        })),
      });
      toast.success(`Stok opname ${o.nomor} tersimpan sebagai draf`);
      tutup();
    } catch (e) {
      setGalat(
        e instanceof ApiError
          ? [e.message, ...e.errors.slice(1).map((x) => x.message)].join('; ')
          : String(e),
      );
    }
  };
  return (
    <Dialog open={open} onClose={tutup} maxWidth="lg" fullWidth>
      <DialogTitle>Stok Opname Baru</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label="Lokasi"
            required
            value={lokasiUid}
            onChange={(e) => {
              setLokasiUid(e.target.value);
              setHitung({});
            }}
            sx={{ minWidth: 240 }}
            helperText={
              lokasi.length ? undefined : 'Anda tidak memiliki hak tambah/kurangi stok di lokasi mana pun'
            }
          >
            {lokasi.map((l) => (
              <MenuItem key={l.value} value={l.value}>
                {l.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Cari produk atau batch"
            value={cari}
            onChange={(e) => setCari(e.target.value)}
          />
          <TextField
            size="small"
            label="Catatan"
            value={catatan}
            onChange={(e) => setCatatan(e.target.value)}
            sx={{ flex: 1 }}
          />
        </Stack>
        {galat ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galat}
          </Alert>
        ) : null}
        {lokasiUid && !stok.isLoading && baris.length === 0 ? (
          <Typography color="text.secondary">Tidak ada batch bersisa di lokasi ini.</Typography>
        ) : null}
        {tampil.length ? (
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>Produk</TableCell>
                <TableCell>Batch · ED</TableCell>
                <TableCell align="right">Sistem</TableCell>
                <TableCell align="right" sx={{ width: 130 }}>
                  Fisik
                </TableCell>
                <TableCell align="right">Selisih</TableCell>
                <TableCell>Keterangan</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tampil.map((b) => {
                const selisih = fisik(b.uid, b.jumlah) - b.jumlah;
                return (
                  <TableRow key={b.uid}>
                    <TableCell>{b.produk.nama}</TableCell>
                    <TableCell>
                      {b.batch} · {tglPendek(b.kedaluwarsa)}
                    </TableCell>
                    <TableCell align="right">{formatAngka(b.jumlah)}</TableCell>
                    <TableCell align="right">
                      <TextField
                        size="small"
                        type="number"
                        value={hitung[b.uid]?.fisik ?? String(b.jumlah)}
                        onChange={(e) =>
                          setHitung((h) => ({
                            ...h,
                            [b.uid]: { ket: h[b.uid]?.ket ?? '', fisik: e.target.value },
                          }))
                        }
                        slotProps={{
                          htmlInput: { min: 0, 'aria-label': `Jumlah fisik ${b.produk.nama} ${b.batch}` },
                        }}
                      />
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ color: selisih < 0 ? 'error.main' : selisih > 0 ? 'success.main' : undefined }}
                    >
                      {selisih === 0 ? '0' : bertanda(selisih)}
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        value={hitung[b.uid]?.ket ?? ''}
                        onChange={(e) =>
                          setHitung((h) => ({
                            ...h,
                            [b.uid]: { fisik: h[b.uid]?.fisik ?? String(b.jumlah), ket: e.target.value },
                          }))
                        }
                        placeholder={selisih ? 'Alasan selisih' : ''}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={tutup}>Batal</Button>
        <Button variant="contained" onClick={() => void simpan()} disabled={!baris.length || buat.isPending}>
          Simpan Draf
        </Button>
      </DialogActions>
    </Dialog>
  );
}
