import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  formatTanggalPendek,
  LABEL_STATUS_PASIEN,
  type PasienRingkas,
  type PendaftaranBaru,
  pasienApi,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { SearchField } from '../../ui/SearchField.tsx';
import { FormPendaftaran, type PasienDipilih } from './FormPendaftaran.tsx';

/** 'Daftarkan Pasien': find an existing patient (or go to Pasien Baru), then the registration step. */
export function DaftarkanDialog({
  open,
  onClose,
  onTersimpan,
}: {
  open: boolean;
  onClose: () => void;
  onTersimpan: (p: PendaftaranBaru) => void;
}) {
  const [pasien, setPasien] = useState<PasienDipilih | null>(null);
  const tutup = () => {
    setPasien(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={tutup} fullWidth maxWidth="md">
      <DialogTitle>{pasien ? 'Daftarkan ke Poliklinik' : 'Daftarkan Pasien'}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {pasien ? (
          <FormPendaftaran
            pasien={pasien}
            onBatal={() => setPasien(null)}
            onTersimpan={(p) => {
              setPasien(null);
              onTersimpan(p);
            }}
          />
        ) : (
          <CariPasien onPilih={setPasien} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CariPasien({ onPilih }: { onPilih: (p: PasienDipilih) => void }) {
  const navigate = useNavigate();
  const list = usePagedList(pasienApi.daftar, {}, { enabled: true });
  const bisaDipilih = (p: PasienRingkas) => p.status !== 'MENINGGAL';
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 300px' }}>
          <SearchField
            value={list.search}
            onChange={list.setSearch}
            placeholder="Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…"
            fullWidth
            autoFocus
          />
        </Box>
        <Button startIcon={<PersonAddIcon />} onClick={() => navigate('/pendaftaran-pasien-baru')}>
          Pasien Baru
        </Button>
      </Box>
      <List dense sx={{ mt: 1, minHeight: 240 }}>
        {list.rows.map((p) => (
          <ListItemButton
            key={p.uid}
            disabled={!bisaDipilih(p)}
            onClick={() => onPilih({ uid: p.uid, no_rm: p.no_rm, nama: p.nama, no_bpjs: p.no_bpjs })}
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
                  {p.status !== 'AKTIF' ? (
                    <Typography component="span" color="error" sx={{ ml: 1 }}>
                      ({LABEL_STATUS_PASIEN[p.status]})
                    </Typography>
                  ) : null}
                </>
              }
              secondary={`${p.jenis_kelamin} · lahir ${formatTanggalPendek(p.tanggal_lahir)} · ${p.alamat_singkat}`}
            />
          </ListItemButton>
        ))}
        {!list.isLoading && list.rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {list.search
              ? 'Tidak ada pasien yang cocok. Daftarkan sebagai Pasien Baru.'
              : 'Belum ada pasien.'}
          </Typography>
        ) : null}
      </List>
      {list.total > list.rows.length ? (
        <Typography variant="caption" color="text.secondary">
          Menampilkan {list.rows.length} dari {list.total} pasien; persempit pencarian.
        </Typography>
      ) : null}
    </Box>
  );
}
