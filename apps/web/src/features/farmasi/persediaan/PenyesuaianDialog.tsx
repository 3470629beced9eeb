import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  formatAngka,
  type JenisPenyesuaian,
  LABEL_JENIS_PENYESUAIAN,
  type PenyesuaianInput,
  type Produk,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useToast } from '../../../shell/toast.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { useCariProduk } from '../stok/dokumen.api.ts';
import { tglPendek } from './format.ts';
import { useBuatPenyesuaian, useLokasiBerhak, useStokLokasi } from './persediaan.api.ts';

type ProdukPilihan = Pick<Produk, 'uid' | 'kode' | 'nama' | 'satuan_dasar' | 'harga_dasar'>;
interface Baris {
  produk: ProdukPilihan | null;
  batch_uid: string;
  batch: string;
  kedaluwarsa: string | undefined;
  jumlah: string;
  harga_satuan: string;
  keterangan: string;
}
const KOSONG: Baris = {
  produk: null,
  batch_uid: '',
  batch: '',
  kedaluwarsa: undefined,
  jumlah: '',
  harga_satuan: '',
  keterangan: '',
};

function PilihProduk({
  value,
  onChange,
}: {
  value: ProdukPilihan | null;
  onChange: (p: ProdukPilihan | null) => void;
}) {
  const [cari, setCari] = useState('');
  const hasil = useCariProduk(cari);
  return (
    <Autocomplete
      size="small"
      options={hasil.data ?? []}
      value={value}
      onChange={(_, p) => onChange(p)}
      onInputChange={(_, v) => setCari(v)}
      getOptionLabel={(p) => `${p.nama} (${p.kode})`}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      filterOptions={(x) => x}
      loading={hasil.isFetching}
      noOptionsText="Produk tidak ditemukan"
      renderInput={(p) => <TextField {...p} label="Produk" required />}
    />
  );
}

/**
 * A manual adjustment: PENAMBAHAN adds batches (needs increment_stock at the location),
 * PENGURANGAN takes from named batches, expired ones included (decrement_stock); a reason always.
 */
export function PenyesuaianDialog({
  jenis,
  onClose,
}: {
  jenis: JenisPenyesuaian | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const lokasi = useLokasiBerhak(jenis === 'PENAMBAHAN' ? ['increment_stock'] : ['decrement_stock']);
  const [lokasiUid, setLokasiUid] = useState('');
  const [alasan, setAlasan] = useState('');
  const [baris, setBaris] = useState<Baris[]>([KOSONG]);
  const [galat, setGalat] = useState<string | null>(null);
  const stok = useStokLokasi(jenis === 'PENGURANGAN' ? lokasiUid : '');
  const batches = (stok.data ?? []).flatMap((s) => s.batches.map((b) => ({ ...b, produk: s.produk })));
  const buat = useBuatPenyesuaian();
  const ubah = (i: number, v: Partial<Baris>) =>
    setBaris((bs) => bs.map((b, j) => (j === i ? { ...b, ...v } : b)));
  const tutup = () => {
    setBaris([KOSONG]);
    setAlasan('');
    setGalat(null);
    onClose();
  };
  const simpan = async () => {
    if (!jenis) return;
    setGalat(null);
    // The server checks every field; the form sends what was typed.
    const body =
      jenis === 'PENAMBAHAN'
        ? {
            jenis,
            lokasi_uid: lokasiUid,
            alasan,
            items: baris.map((b) => ({
              produk_uid: b.produk?.uid ?? '',
              batch: b.batch,
              kedaluwarsa: b.kedaluwarsa ?? '',
              jumlah: Number(b.jumlah),
              harga_satuan: b.harga_satuan === '' ? undefined : Number(b.harga_satuan),
              keterangan: b.keterangan || null,
            })),
          }
        : {
            jenis,
            lokasi_uid: lokasiUid,
            alasan,
            items: baris.map((b) => ({
              batch_uid: b.batch_uid,
              jumlah: Number(b.jumlah),
              keterangan: b.keterangan || null,
            })),
          };
    try {
      const p = await buat.mutateAsync(body as PenyesuaianInput);
      toast.success(`${LABEL_JENIS_PENYESUAIAN[p.jenis]} ${p.nomor} tersimpan`);
      tutup();
    } catch (e) {
      setGalat(
        e instanceof ApiError && e.errors.length
          ? e.errors.map((x) => `${x.path}: ${x.message}`).join('; ')
          : e instanceof Error
            ? e.message
            : String(e),
      );
    }
  };
  return (
    <Dialog open={jenis !== null} onClose={tutup} maxWidth="lg" fullWidth>
      <DialogTitle>{jenis ? LABEL_JENIS_PENYESUAIAN[jenis] : ''}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Lokasi"
              required
              value={lokasiUid}
              onChange={(e) => {
                setLokasiUid(e.target.value);
                setBaris([KOSONG]);
              }}
              helperText={
                lokasi.length ? undefined : 'Anda tidak memiliki hak akses stok ini di lokasi mana pun'
              }
            >
              {lokasi.map((l) => (
                <MenuItem key={l.value} value={l.value}>
                  {l.label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField
              fullWidth
              size="small"
              label="Alasan"
              required
              value={alasan}
              onChange={(e) => setAlasan(e.target.value)}
              placeholder={
                jenis === 'PENGURANGAN' ? 'Mis. kedaluwarsa, kemasan rusak' : 'Mis. hibah, barang ditemukan'
              }
            />
          </Grid>
          {galat ? (
            <Grid size={12}>
              <Alert severity="error">{galat}</Alert>
            </Grid>
          ) : null}
          {baris.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: form rows have no identity before saving
            <Grid container size={12} spacing={1} key={i} sx={{ alignItems: 'center' }}>
              {jenis === 'PENAMBAHAN' ? (
                <>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <PilihProduk
                      value={b.produk}
                      onChange={(p) => ubah(i, { produk: p, harga_satuan: p ? String(p.harga_dasar) : '' })}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <TextField
                      fullWidth
                      size="small"
                      label="No. Batch"
                      required
                      value={b.batch}
                      onChange={(e) => ubah(i, { batch: e.target.value })}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <DateInput
                      label="Kedaluwarsa"
                      required
                      noMax
                      size="small"
                      value={b.kedaluwarsa}
                      onChange={(v) => ubah(i, { kedaluwarsa: v })}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 1.5 }}>
                    <TextField
                      fullWidth
                      size="small"
                      type="number"
                      label="Harga/satuan"
                      value={b.harga_satuan}
                      onChange={(e) => ubah(i, { harga_satuan: e.target.value })}
                    />
                  </Grid>
                </>
              ) : (
                <Grid size={{ xs: 12, md: 7.5 }}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label="Batch"
                    required
                    value={b.batch_uid}
                    onChange={(e) => ubah(i, { batch_uid: e.target.value })}
                    disabled={!lokasiUid}
                  >
                    {batches.map((x) => (
                      <MenuItem key={x.uid} value={x.uid}>
                        {x.produk.nama} · {x.batch} · ED {tglPendek(x.kedaluwarsa)} · sisa{' '}
                        {formatAngka(x.jumlah)} {x.produk.satuan_dasar}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
              )}
              <Grid size={{ xs: 6, md: 1.5 }}>
                <TextField
                  fullWidth
                  size="small"
                  type="number"
                  label="Jumlah"
                  required
                  value={b.jumlah}
                  onChange={(e) => ubah(i, { jumlah: e.target.value })}
                />
              </Grid>
              <Grid size={{ xs: 10, md: 2.5 }}>
                <TextField
                  fullWidth
                  size="small"
                  label="Keterangan"
                  value={b.keterangan}
                  onChange={(e) => ubah(i, { keterangan: e.target.value })}
                />
              </Grid>
              <Grid size={{ xs: 2, md: 0.5 }}>
                <IconButton
                  aria-label="Hapus baris"
                  disabled={baris.length === 1}
                  onClick={() => setBaris((bs) => bs.filter((_, j) => j !== i))}
                >
                  <DeleteIcon />
                </IconButton>
              </Grid>
            </Grid>
          ))}
          <Grid size={12}>
            <Button startIcon={<AddIcon />} onClick={() => setBaris((bs) => [...bs, KOSONG])}>
              Tambah baris
            </Button>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={tutup}>Batal</Button>
        <Button variant="contained" onClick={() => void simpan()} disabled={!lokasiUid || buat.isPending}>
          Simpan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
