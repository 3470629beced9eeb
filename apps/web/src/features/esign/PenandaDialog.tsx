import CloseIcon from '@mui/icons-material/Close';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  alasanSchema,
  type FOTO_PENANDA,
  formatTanggal,
  formatTanggalWaktu,
  isRole,
  LABEL_ROLE,
  type Penanda,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { useToast } from '../../shell/toast.tsx';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { urlFotoPenanda, useKeputusanPenanda } from './esign.api.ts';
import { StatusPenandaChip } from './esign.label.tsx';

function Data({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Foto({ uid, foto, label }: { uid: string; foto: (typeof FOTO_PENANDA)[number]; label: string }) {
  const [gagal, setGagal] = useState(false);
  const url = urlFotoPenanda(uid, foto);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Link
          href={url}
          target="_blank"
          rel="noopener"
          variant="caption"
          sx={{ display: 'inline-flex', gap: 0.25, alignItems: 'center' }}
        >
          Ukuran penuh <OpenInNewIcon sx={{ fontSize: 14 }} />
        </Link>
      </Box>
      <Box
        sx={{
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          minHeight: 180,
        }}
      >
        {gagal ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            Foto tidak dapat dimuat
          </Typography>
        ) : (
          <Box
            component="img"
            src={url}
            alt={label}
            onError={() => setGagal(true)}
            sx={{ display: 'block', width: '100%', height: 340, objectFit: 'contain' }}
          />
        )}
      </Box>
    </Box>
  );
}

/**
 * One registration as the verifying administrator sees it: the identity typed, both photos side
 * by side to compare with it, and the verdict (approve issues the certificate, reject asks why);
 * a locked PIN can be unlocked here.
 */
export function PenandaDialog({ penanda: p, onClose }: { penanda: Penanda; onClose: () => void }) {
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const confirm = useConfirm();
  const toast = useToast();
  const putus = useKeputusanPenanda();
  const [tolak, setTolak] = useState(false);
  const nama = p.akun.nama;

  const setujui = () =>
    void confirm({
      title: 'Setujui pendaftaran?',
      message: (
        <Typography color="text.secondary">
          Pastikan nama dan NIK sesuai dengan foto KTP, dan wajah pada swafoto sama dengan foto KTP.
          Sertifikat tanda tangan elektronik akan diterbitkan atas nama <b>{p.nama_ktp}</b>.
        </Typography>
      ),
      confirmLabel: 'Setujui & Terbitkan',
      onConfirm: async () => {
        await putus.mutateAsync({ uid: p.uid, aksi: 'setujui' });
        toast.success(`Pendaftaran ${nama} disetujui; sertifikatnya sudah terbit.`);
        onClose();
      },
    });

  const bukaKunci = () =>
    void confirm({
      title: 'Buka kunci PIN?',
      message: `${nama} dapat kembali menandatangani dengan PIN yang sama. Pastikan yang meminta adalah ${nama} sendiri.`,
      confirmLabel: 'Buka Kunci',
      onConfirm: async () => {
        await putus.mutateAsync({ uid: p.uid, aksi: 'buka-kunci' });
        toast.success(`PIN ${nama} sudah dibuka.`);
        onClose();
      },
    });

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        fullWidth
        maxWidth="md"
        fullScreen={layarKecil}
        aria-labelledby="penanda-judul"
      >
        <DialogTitle id="penanda-judul" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {nama}
            <Typography variant="body2" color="text.secondary">
              {isRole(p.akun.role) ? LABEL_ROLE[p.akun.role] : p.akun.role} · {p.akun.username}
            </Typography>
          </Box>
          <StatusPenandaChip status={p.status} />
          <IconButton onClick={onClose} aria-label="Tutup">
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          {p.status === 'DITOLAK' && p.alasan_tolak ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              <b>Ditolak:</b> {p.alasan_tolak}
            </Alert>
          ) : null}
          {p.pin_terkunci ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              PIN terkunci setelah {p.pin_salah} kali salah berturut-turut.
            </Alert>
          ) : null}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}>
              <Data label="Nama sesuai KTP">{p.nama_ktp}</Data>
              <Data label="NIK">
                <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.95rem' }}>
                  {p.nik}
                </Box>
              </Data>
              <Data label="Email">{p.email}</Data>
              <Data label="Nomor HP">{p.telepon}</Data>
              <Data label="Didaftarkan">{formatTanggalWaktu(p.dibuat_pada)}</Data>
              <Data label="Menyetujui ketentuan">{formatTanggalWaktu(p.persetujuan_pada)}</Data>
              {p.diverifikasi_pada ? (
                <Data label="Diputus">
                  {formatTanggalWaktu(p.diverifikasi_pada)}
                  {p.diverifikasi_oleh ? ` · ${p.diverifikasi_oleh}` : ''}
                </Data>
              ) : null}
              {p.sertifikat ? (
                <Data label="Sertifikat">
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {p.sertifikat.serial}
                  </Box>
                  <br />
                  berlaku sampai {formatTanggal(p.sertifikat.berlaku_sampai)}
                </Data>
              ) : null}
              {p.penyedia !== 'LOKAL' ? (
                <Chip size="small" variant="outlined" label={`Penyedia: ${p.penyedia}`} sx={{ mt: 1 }} />
              ) : null}
            </Grid>
            <Grid size={{ xs: 12, sm: 7, md: 5 }}>
              <Foto uid={p.uid} foto="ktp" label="Foto KTP" />
            </Grid>
            <Grid size={{ xs: 12, sm: 5, md: 4 }}>
              <Foto uid={p.uid} foto="selfie" label="Swafoto" />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button color="inherit" onClick={onClose}>
            Tutup
          </Button>
          {p.pin_terkunci ? (
            <Button variant="outlined" startIcon={<LockOpenIcon />} onClick={bukaKunci}>
              Buka Kunci PIN
            </Button>
          ) : null}
          {p.status === 'DIAJUKAN' ? (
            <>
              <Button variant="outlined" color="error" onClick={() => setTolak(true)}>
                Tolak
              </Button>
              <Button variant="contained" color="success" onClick={setujui}>
                Setujui
              </Button>
            </>
          ) : null}
        </DialogActions>
      </Dialog>
      <AlasanDialog
        open={tolak}
        judul={`Tolak pendaftaran ${nama}?`}
        pesan="Alasan ini ditampilkan kepada pendaftar, agar ia dapat memperbaiki dan mendaftar ulang (mis. foto KTP buram, nama tidak sesuai KTP)."
        aturan={alasanSchema.shape.alasan}
        panjangMaks={500}
        tombol="Tolak Pendaftaran"
        onKirim={async (alasan) => {
          await putus.mutateAsync({ uid: p.uid, aksi: 'tolak', alasan });
          toast.success(`Pendaftaran ${nama} ditolak.`);
          onClose();
        }}
        onClose={() => setTolak(false)}
      />
    </>
  );
}
