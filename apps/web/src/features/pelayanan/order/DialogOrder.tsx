import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatRupiah,
  type JenisOrder,
  type KatalogOrderItem,
  LABEL_JENIS_ORDER,
  type LayananKlinisDto,
  type OrderItemInput,
  orderInputSchema,
} from '@rawat/domain';
import { useMemo, useState } from 'react';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useBuatOrder, useKatalogOrder } from './order.api.ts';

const keBaris = (i: KatalogOrderItem): OrderItemInput =>
  i.jenis_item === 'LAB'
    ? { pemeriksaan_lab_uid: i.uid }
    : i.jenis_item === 'PAKET_LAB'
      ? { paket_lab_uid: i.uid }
      : { pemeriksaan_radiologi_uid: i.uid };

const harga = (h: number | null) => (h === null ? 'Tarif belum diatur' : formatRupiah(h));

/**
 * 'Order Laboratorium' / 'Order Radiologi': a searchable checklist of the active catalogue by
 * section with this visit's prices, the CITO switch and the clinical note. Checked on the client
 * with the server's own contract before sending. Mount it when it opens: it starts empty each time.
 */
export function DialogOrder({
  layanan,
  jenis,
  open,
  onClose,
}: {
  layanan: LayananKlinisDto;
  jenis: JenisOrder;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const katalog = useKatalogOrder(layanan.uid, jenis, open);
  const buat = useBuatOrder(layanan.uid);
  const toast = useToast();
  const [cari, setCari] = useState('');
  const [pilihan, setPilihan] = useState<KatalogOrderItem[]>([]);
  const [cito, setCito] = useState(false);
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const label = LABEL_JENIS_ORDER[jenis];

  const kelompok = useMemo(() => {
    const kata = cari.trim().toLowerCase();
    return (katalog.data?.kelompok ?? [])
      .map((k) => ({
        ...k,
        items: kata
          ? k.items.filter((i) => `${i.nama} ${i.kode} ${i.keterangan ?? ''}`.toLowerCase().includes(kata))
          : k.items,
      }))
      .filter((k) => k.items.length);
  }, [katalog.data, cari]);

  const terpilih = new Set(pilihan.map((p) => p.uid));
  const ubah = (i: KatalogOrderItem) => {
    setGalat(null);
    setPilihan((lama) =>
      lama.some((p) => p.uid === i.uid) ? lama.filter((p) => p.uid !== i.uid) : [...lama, i],
    );
  };
  const total = pilihan.reduce((n, p) => n + (p.harga ?? 0), 0);
  const tanpaTarif = pilihan.filter((p) => p.harga === null).length;

  const kirim = () => {
    const hasil = orderInputSchema.safeParse({
      jenis,
      cito,
      catatan_klinis: catatan,
      items: pilihan.map(keBaris),
    });
    if (!hasil.success) {
      setGalat(hasil.error.issues[0]?.message ?? 'Order belum lengkap');
      return;
    }
    buat.mutate(hasil.data, {
      onSuccess: (o) => {
        toast.success(`Order ${label.toLowerCase()} ${o.nomor} terkirim`);
        onClose();
      },
      onError: (e) => setGalat(pesanError(e)),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={buat.isPending ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={layarKecil}
    >
      <DialogTitle>Order {label}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        <Box sx={{ flex: 3, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <SearchField
            value={cari}
            onChange={setCari}
            placeholder={jenis === 'LABOR' ? 'Cari pemeriksaan atau paket…' : 'Cari pemeriksaan radiologi…'}
          />
          {katalog.isError ? <Alert severity="error">{pesanError(katalog.error)}</Alert> : null}
          {katalog.isPending ? (
            <Skeleton variant="rounded" height={320} />
          ) : (
            <List
              dense
              aria-label={`Daftar pemeriksaan ${label.toLowerCase()}`}
              sx={{
                // A fixed height on wide screens: the dialog does not jump while the list is filtered.
                height: { md: 440 },
                overflow: 'auto',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                py: 0,
              }}
            >
              {kelompok.length === 0 ? (
                <Typography sx={{ p: 2 }} color="text.secondary">
                  {cari ? `Tidak ada pemeriksaan yang cocok dengan '${cari}'` : 'Belum ada pemeriksaan aktif'}
                </Typography>
              ) : null}
              {kelompok.map((k) => (
                <li key={k.kode}>
                  <ul style={{ padding: 0 }}>
                    <ListSubheader sx={{ lineHeight: '32px', fontWeight: 700, bgcolor: 'grey.100' }}>
                      {k.label}
                    </ListSubheader>
                    {k.items.map((i) => (
                      <ListItemButton key={i.uid} onClick={() => ubah(i)} selected={terpilih.has(i.uid)}>
                        <ListItemIcon sx={{ minWidth: 36 }}>
                          <Checkbox
                            edge="start"
                            size="small"
                            checked={terpilih.has(i.uid)}
                            tabIndex={-1}
                            disableRipple
                            slotProps={{ input: { 'aria-label': i.nama } }}
                          />
                        </ListItemIcon>
                        <ListItemText
                          primary={i.nama}
                          secondary={i.keterangan}
                          slotProps={{ secondary: { noWrap: true } }}
                        />
                        <Typography
                          variant="body2"
                          color={i.harga === null ? 'text.disabled' : 'text.secondary'}
                          sx={{ ml: 2, whiteSpace: 'nowrap' }}
                        >
                          {harga(i.harga)}
                        </Typography>
                      </ListItemButton>
                    ))}
                  </ul>
                </li>
              ))}
            </List>
          )}
        </Box>
        <Box sx={{ flex: 2, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography variant="subtitle2">Dipilih ({pilihan.length})</Typography>
          {pilihan.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Centang pemeriksaan di daftar.
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {pilihan.map((p) => (
                <Box
                  component="li"
                  key={p.uid}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
                >
                  <Typography variant="body2" sx={{ flex: 1 }}>
                    {p.nama}
                    {p.jenis_item === 'PAKET_LAB' ? (
                      <Chip size="small" label="Paket" sx={{ ml: 1, height: 18 }} />
                    ) : null}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {harga(p.harga)}
                  </Typography>
                  <IconButton size="small" aria-label={`Hapus ${p.nama}`} onClick={() => ubah(p)}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          )}
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              borderTop: 1,
              borderColor: 'divider',
              pt: 1,
            }}
          >
            <Typography variant="subtitle2">Perkiraan biaya</Typography>
            <Typography variant="subtitle2">{formatRupiah(total)}</Typography>
          </Box>
          {tanpaTarif ? (
            <Typography variant="caption" color="text.secondary">
              {tanpaTarif} pemeriksaan belum memiliki tarif; biaya ditagihkan saat pemeriksaan dilakukan.
            </Typography>
          ) : null}
          <FormControlLabel
            control={<Switch checked={cito} onChange={(e) => setCito(e.target.checked)} color="error" />}
            label={
              <span>
                <b>CITO</b> – hasil dibutuhkan segera
              </span>
            }
          />
          <TextField
            label="Catatan klinis"
            placeholder="Diagnosis kerja atau indikasi pemeriksaan"
            value={catatan}
            onChange={(e) => setCatatan(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {galat ? <Alert severity="error">{galat}</Alert> : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={buat.isPending}>
          Batal
        </Button>
        <Button variant="contained" onClick={kirim} loading={buat.isPending}>
          Kirim Order
        </Button>
      </DialogActions>
    </Dialog>
  );
}
