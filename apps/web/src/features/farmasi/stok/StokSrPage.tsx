import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  alasanDokumenInputSchema,
  type DokumenStok,
  penuhiSrInputSchema,
  STATUS_DOKUMEN_TERBUKA,
  srInputSchema,
} from '@rawat/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { BARIS_KOSONG, BarisProdukFields } from './BarisProdukFields.tsx';
import { DaftarDokumen, KOLOM_DOKUMEN } from './DaftarDokumen.tsx';
import { DokumenDetailDialog } from './DokumenDetailDialog.tsx';
import { useBolehDi, useGudang, useLokasiBerhak, useTulisDokumen } from './dokumen.api.ts';
import { jumlahKemasan, satuanPas } from './dokumen.format.ts';
import { FormDokumenDialog } from './FormDokumenDialog.tsx';

type In = z.input<typeof srInputSchema>;

function SrFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const lokasi = useLokasiBerhak('stock_requisition_create');
  const gudang = useGudang();
  return (
    <FormDokumenDialog<In, z.output<typeof srInputSchema>>
      jenis="SR"
      open={open}
      onClose={onClose}
      schema={srInputSchema}
      nilaiAwal={{
        lokasi_uid: lokasi.length === 1 ? (lokasi[0]?.value ?? '') : '',
        lokasi_tujuan_uid: gudang.length === 1 ? (gudang[0]?.value ?? '') : '',
        catatan: '',
        items: [{ ...BARIS_KOSONG }],
      }}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In>
          name="lokasi_uid"
          label="Lokasi Peminta"
          required
          pilihan={lokasi}
          helperText="Lokasi tempat Anda berhak membuat permintaan stok"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In> name="lokasi_tujuan_uid" label="Gudang Tujuan" required pilihan={gudang} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In> name="catatan" label="Catatan" />
      </Grid>
      <BarisProdukFields />
    </FormDokumenDialog>
  );
}

interface Kirim {
  satuan: string;
  jumlah: string;
}

/** The warehouse sends what it can: each open line, pre-filled with what is still asked. */
function PenuhiDialog({ sr, onClose }: { sr: DokumenStok; onClose: () => void }) {
  const toast = useToast();
  const tulis = useTulisDokumen('SR');
  const terbuka = sr.items.filter((i) => i.sisa > 0);
  const [kirim, setKirim] = useState<Record<string, Kirim>>(() =>
    Object.fromEntries(
      terbuka.map((i) => {
        const s = satuanPas(i.sisa, i.konversi);
        return [i.uid, { satuan: s.satuan, jumlah: String(s.jumlah) }];
      }),
    ),
  );
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<{ umum: string | null; baris: Record<string, string> }>({
    umum: null,
    baris: {},
  });
  const ubah = (uid: string, v: Partial<Kirim>) =>
    setKirim((k) => ({ ...k, [uid]: { ...(k[uid] ?? { satuan: '', jumlah: '' }), ...v } }));
  const simpan = async () => {
    const dikirim = terbuka.filter((i) => Number(kirim[i.uid]?.jumlah || 0) > 0);
    const body = {
      catatan,
      items: dikirim.map((i) => ({
        item_uid: i.uid,
        satuan: kirim[i.uid]?.satuan,
        jumlah: kirim[i.uid]?.jumlah,
      })),
    };
    const cek = penuhiSrInputSchema.safeParse(body);
    if (!cek.success)
      return setGalat({ umum: cek.error.issues[0]?.message ?? 'Isian tidak valid', baris: {} });
    try {
      const d = await tulis.mutateAsync({ uid: sr.uid, aksi: 'penuhi', body: cek.data });
      toast.success(`${d.nomor}: stok dikirim (${d.status === 'DIPENUHI' ? 'lengkap' : 'sebagian'})`);
      onClose();
    } catch (e) {
      const baris: Record<string, string> = {};
      if (e instanceof ApiError)
        for (const x of e.errors) {
          const n = Number(x.path.split('.')[1]);
          const item = dikirim[n];
          if (item) baris[item.uid] = x.message;
        }
      setGalat({ umum: pesanError(e), baris });
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Penuhi {sr.nomor}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="info" sx={{ mb: 2 }}>
          Stok diambil dari {sr.lokasi_tujuan?.nama} mulai dari batch dengan kedaluwarsa terdekat dan masuk ke{' '}
          {sr.lokasi.nama}. Isi 0 untuk baris yang belum dikirim.
        </Alert>
        {galat.umum ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galat.umum}
          </Alert>
        ) : null}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Produk</TableCell>
              <TableCell align="right">Sisa diminta</TableCell>
              <TableCell sx={{ width: 140 }}>Dikirim</TableCell>
              <TableCell sx={{ width: 200 }}>Satuan</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {terbuka.map((i) => (
              <TableRow key={i.uid}>
                <TableCell>{i.produk.nama}</TableCell>
                <TableCell align="right">{jumlahKemasan(i.sisa, i)}</TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    label="Jumlah"
                    value={kirim[i.uid]?.jumlah ?? ''}
                    onChange={(e) => ubah(i.uid, { jumlah: e.target.value.replace(/\D/g, '') })}
                    error={Boolean(galat.baris[i.uid])}
                    helperText={galat.baris[i.uid]}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label="Satuan"
                    value={kirim[i.uid]?.satuan ?? ''}
                    onChange={(e) => ubah(i.uid, { satuan: e.target.value })}
                  >
                    {i.konversi.map((k) => (
                      <MenuItem key={k.satuan} value={k.satuan}>
                        {k.satuan}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TextField
          fullWidth
          size="small"
          label="Catatan pengiriman"
          value={catatan}
          onChange={(e) => setCatatan(e.target.value)}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={tulis.isPending}>
          Batal
        </Button>
        <Button variant="contained" loading={tulis.isPending} onClick={() => void simpan()}>
          Kirim Stok
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /stok/stok-sr: a depot asks the warehouse for stock; the warehouse sends it (partly) or refuses. */
export default function StokSrPage() {
  const [baru, setBaru] = useState(false);
  const [pilih, setPilih] = useState<string | null>(null);
  const [penuhi, setPenuhi] = useState<DokumenStok | null>(null);
  const [tolak, setTolak] = useState<DokumenStok | null>(null);
  const bolehDi = useBolehDi();
  const bolehBuat = useLokasiBerhak('stock_requisition_create').length > 0;
  const tulis = useTulisDokumen('SR');
  const toast = useToast();
  return (
    <>
      <HalamanJudul
        judul="Permintaan Stok (SR)"
        keterangan="Depo meminta stok ke gudang farmasi; gudang mengirim seluruhnya atau sebagian, atau menolak dengan alasan."
      />
      <DaftarDokumen
        jenis="SR"
        labelLokasi="Lokasi peminta"
        filterTujuan
        onPilih={(d) => setPilih(d.uid)}
        kolom={[
          KOLOM_DOKUMEN.nomor,
          KOLOM_DOKUMEN.tanggal,
          { ...KOLOM_DOKUMEN.lokasi, header: 'Peminta' },
          KOLOM_DOKUMEN.tujuan,
          KOLOM_DOKUMEN.item,
          KOLOM_DOKUMEN.oleh,
          KOLOM_DOKUMEN.status,
        ]}
        tombol={
          bolehBuat ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setBaru(true)}
              sx={{ ml: 'auto' }}
            >
              Buat Permintaan
            </Button>
          ) : null
        }
      />
      <SrFormDialog open={baru} onClose={() => setBaru(false)} />
      <DokumenDetailDialog
        jenis="SR"
        uid={pilih}
        onClose={() => setPilih(null)}
        aksi={(d) =>
          STATUS_DOKUMEN_TERBUKA.includes(d.status) ? (
            <>
              {bolehDi(d.lokasi_tujuan?.uid, 'stock_requisition_reject') ? (
                <Button color="error" onClick={() => setTolak(d)}>
                  Tolak
                </Button>
              ) : null}
              {bolehDi(d.lokasi_tujuan?.uid, 'transfer_stock') ? (
                <Button variant="contained" onClick={() => setPenuhi(d)}>
                  Penuhi
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {penuhi ? <PenuhiDialog sr={penuhi} onClose={() => setPenuhi(null)} /> : null}
      {tolak ? (
        <AlasanDialog
          aturan={alasanDokumenInputSchema.shape.alasan}
          judul={`Tolak ${tolak.nomor}`}
          pesan={
            tolak.status === 'SEBAGIAN'
              ? 'Sisa permintaan yang belum dikirim akan ditolak; stok yang sudah dikirim tetap di depo.'
              : 'Permintaan stok ini akan ditolak dan tidak dapat dipenuhi lagi.'
          }
          tombol="Tolak Permintaan"
          onClose={() => setTolak(null)}
          onKirim={async (alasan) => {
            const d = await tulis.mutateAsync({ uid: tolak.uid, aksi: 'tolak', body: { alasan } });
            toast.success(`${d.nomor} ditolak`);
          }}
        />
      ) : null}
    </>
  );
}
