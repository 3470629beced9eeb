import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  formatTanggalPendek,
  LABEL_JENIS_KELAMIN,
  type Pasien,
  type PasienRingkas,
  pasienApi,
} from '@rawat/domain';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { useToast } from '../../shell/toast.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { useGabungPasien } from './pasien.api.ts';

/** Rows moved by a merge, as one line for the toast: '1 kunjungan, 1 layanan, 2 asesmen'. */
function ringkasDipindah(d: Record<string, number>): string {
  const urut = ['kunjungan', 'layanan', 'asesmen', 'diagnosis', 'resep', 'order_penunjang', 'transaksi'];
  const teks = urut.filter((k) => d[k]).map((k) => `${d[k]} ${k.replace('_', ' ')}`);
  return teks.length ? teks.join(', ') : 'tidak ada kunjungan';
}

/**
 * 'Gabungkan ke pasien tetap' on a temporary record: find the real patient (an existing one, or
 * one just registered through Pasien Baru), confirm, merge. The visits and every clinical note
 * move to that patient; the temporary record stays, pointing at it, out of the lists.
 */
export function GabungPasienDialog({
  pasien,
  open,
  onClose,
}: {
  pasien: Pasien;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const gabung = useGabungPasien();
  const list = usePagedList(pasienApi.daftar, { sementara: 'false' }, { enabled: open });

  const pilih = (ke: PasienRingkas) =>
    confirm({
      title: 'Gabungkan data pasien?',
      message: (
        <>
          Semua kunjungan dan catatan klinis <strong>{pasien.nama}</strong> ({pasien.no_rm}) akan dipindah ke{' '}
          <strong>{ke.nama}</strong> ({ke.no_rm}). Data sementara tetap tersimpan dengan rujukan ke pasien
          tersebut dan tidak tampil lagi di daftar. Penggabungan tidak dapat dibatalkan.
        </>
      ),
      confirmLabel: 'Gabungkan',
      onConfirm: async () => {
        try {
          const h = await gabung.mutateAsync({ uid: pasien.uid, ke_uid: ke.uid });
          toast.success(
            `${h.dari.nama} digabung ke ${h.ke.no_rm} – ${h.ke.nama}: ${ringkasDipindah(h.dipindah)} dipindah`,
          );
          onClose();
          navigate(`/detailpasien/${h.ke.uid}`);
        } catch (err) {
          toast.error(err);
          return false;
        }
      },
    });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Gabungkan ke Pasien Tetap</DialogTitle>
      <DialogContent dividers>
        <Alert severity="info" sx={{ mb: 2 }}>
          Cari data pasien yang sebenarnya (No. RM, NIK, nama atau tanggal lahir). Bila pasien belum pernah
          terdaftar, daftarkan dulu sebagai Pasien Baru dengan identitas lengkapnya, lalu gabungkan ke sini.
        </Alert>
        <SearchField
          value={list.search}
          onChange={list.setSearch}
          placeholder="Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…"
          fullWidth
          autoFocus
        />
        <List dense sx={{ mt: 1, minHeight: 240 }}>
          {list.rows.map((p) => (
            <ListItemButton
              key={p.uid}
              disabled={p.uid === pasien.uid || gabung.isPending}
              onClick={() => void pilih(p)}
            >
              <ListItemText
                primary={
                  <>
                    <Typography component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                      {p.no_rm}
                    </Typography>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {p.nama}
                    </Typography>
                  </>
                }
                secondary={`${LABEL_JENIS_KELAMIN[p.jenis_kelamin]} · lahir ${formatTanggalPendek(p.tanggal_lahir)} · ${p.alamat_singkat}`}
              />
            </ListItemButton>
          ))}
          {!list.isLoading && list.rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              Tidak ada pasien yang cocok.
            </Typography>
          ) : null}
        </List>
      </DialogContent>
      <DialogActions>
        <Box sx={{ flex: 1 }}>
          <Button onClick={() => navigate('/pendaftaran-pasien-baru')}>Daftarkan Pasien Baru</Button>
        </Box>
        <Button color="inherit" onClick={onClose}>
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}
