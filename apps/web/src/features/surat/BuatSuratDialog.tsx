import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatTanggal,
  formatTanggalPendek,
  type KelompokSurat,
  LABEL_JENIS_KUNJUNGAN,
  LABEL_KELOMPOK_SURAT,
  pasienApi,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { pesanError } from '../../shell/toast.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { useKunjunganPasien } from './surat.api.ts';
import { HALAMAN_SURAT } from './surat.halaman.ts';

interface PasienDipilih {
  uid: string;
  no_rm: string;
  nama: string;
}

function CariPasien({ onPilih }: { onPilih: (p: PasienDipilih) => void }) {
  const list = usePagedList(pasienApi.daftar);
  return (
    <>
      <SearchField
        value={list.search}
        onChange={list.setSearch}
        placeholder="Cari No. RM, NIK, No. BPJS atau nama pasien…"
        fullWidth
        autoFocus
      />
      <List dense sx={{ mt: 1, minHeight: 240 }}>
        {list.rows.map((p) => (
          <ListItemButton key={p.uid} onClick={() => onPilih({ uid: p.uid, no_rm: p.no_rm, nama: p.nama })}>
            <ListItemText
              primary={`${p.no_rm} · ${p.nama}`}
              secondary={`${p.jenis_kelamin === 'L' ? 'Laki-laki' : 'Perempuan'} · lahir ${formatTanggalPendek(p.tanggal_lahir)} · ${p.alamat_singkat}`}
            />
          </ListItemButton>
        ))}
        {list.isLoading ? <Skeleton variant="rounded" height={160} /> : null}
        {!list.isLoading && list.rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {list.search ? 'Tidak ada pasien yang cocok.' : 'Belum ada pasien terdaftar.'}
          </Typography>
        ) : null}
      </List>
    </>
  );
}

function PilihKunjungan({
  pasien,
  onPilih,
}: {
  pasien: PasienDipilih;
  onPilih: (layananUid: string) => void;
}) {
  const q = useKunjunganPasien(pasien.uid);
  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  if (!q.data) return <Skeleton variant="rounded" height={200} />;
  if (!q.data.respon.length)
    return (
      <Alert severity="info">
        {pasien.nama} belum punya kunjungan. Surat ditulis dari sebuah kunjungan: daftarkan pasien lebih
        dahulu.
      </Alert>
    );
  return (
    <List dense>
      {q.data.respon.map((k) => (
        <ListItemButton
          key={k.layanan_uid}
          onClick={() => onPilih(k.layanan_uid)}
          sx={{ borderRadius: 1, alignItems: 'flex-start' }}
        >
          <ListItemText
            primary={
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <b>{formatTanggal(k.tanggal)}</b>
                <span>· {k.poli}</span>
                <Chip size="small" variant="outlined" label={LABEL_JENIS_KUNJUNGAN[k.jenis]} />
                {k.jumlah_surat ? <Chip size="small" label={`${k.jumlah_surat} surat`} /> : null}
              </Box>
            }
            secondary={`${k.dokter ?? 'Dokter jaga'} · ${k.penjamin}${k.diagnosis_utama ? ` · ${k.diagnosis_utama}` : ''}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/**
 * 'Buat surat': find the patient, choose the visit the letter is written from, then the group's
 * form opens on that visit (its findings prefilled).
 */
export function BuatSuratDialog({ kelompok, onClose }: { kelompok: KelompokSurat; onClose: () => void }) {
  const navigate = useNavigate();
  const [pasien, setPasien] = useState<PasienDipilih | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        Buat {LABEL_KELOMPOK_SURAT[kelompok]}
        <Typography variant="body2" color="text.secondary">
          {pasien
            ? `Langkah 2 dari 2 — pilih kunjungan ${pasien.nama} (${pasien.no_rm})`
            : 'Langkah 1 dari 2 — cari pasien'}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        {pasien ? (
          <PilihKunjungan
            pasien={pasien}
            onPilih={(uid) => navigate(`${HALAMAN_SURAT[kelompok].tambah}/${uid}`)}
          />
        ) : (
          <CariPasien onPilih={setPasien} />
        )}
      </DialogContent>
      <DialogActions>
        {pasien ? (
          <Button startIcon={<ArrowBackIcon />} onClick={() => setPasien(null)} sx={{ mr: 'auto' }}>
            Ganti pasien
          </Button>
        ) : null}
        <Button color="inherit" onClick={onClose}>
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}
