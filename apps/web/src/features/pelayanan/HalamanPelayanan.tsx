import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatTanggal,
  type JenisKelamin,
  type JenisPoli,
  LABEL_JENIS_KELAMIN,
  LABEL_PENJAMIN_KUNJUNGAN,
  type LayananKlinisDto,
} from '@rawat/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { pesanError } from '../../shell/toast.tsx';
import { StatusAntrianChip } from '../pendaftaran/StatusAntrianChip.tsx';
import { AmbilAlihProvider, BannerAmbilAlih } from './ambil-alih.tsx';
import { MenuPelayanan } from './MenuPelayanan.tsx';
import { useLayananKlinis } from './pelayanan.api.ts';

/** Where each clinic kind's queue list lives: the chart's 'Kembali' goes there. */
export const DAFTAR_ANTRIAN: Record<JenisPoli, string> = {
  RAWAT_JALAN: '/list-antrian-klinik',
  IGD: '/list-igd',
  HEMODIALISA: '/list-hd',
  RAWAT_INAP: '/rawat-inap',
};

/** The patient banner every clinical screen opens with: identity, allergies, where, who pays. */
export function HeaderPelayanan({ layanan: l }: { layanan: LayananKlinisDto }) {
  const igd = l.poli.jenis === 'IGD';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, borderLeft: 4, borderLeftColor: igd ? 'error.main' : 'primary.main' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {l.pasien.nama}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            No. RM <b>{l.pasien.no_rm}</b> ·{' '}
            {LABEL_JENIS_KELAMIN[l.pasien.jenis_kelamin as JenisKelamin] ?? l.pasien.jenis_kelamin} ·{' '}
            {formatTanggal(l.pasien.tanggal_lahir)} ({l.pasien.umur})
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {igd ? <Chip size="small" color="error" label="Gawat Darurat" /> : null}
          <Chip size="small" variant="outlined" label={l.poli.nama} />
          <Chip size="small" variant="outlined" label={LABEL_PENJAMIN_KUNJUNGAN[l.penjamin]} />
          {l.antrian ? (
            <>
              <Chip
                size="small"
                label={l.antrian.nomor_antrian}
                sx={{ fontFamily: 'monospace', fontWeight: 700 }}
              />
              <StatusAntrianChip status={l.antrian.status} />
            </>
          ) : null}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {formatTanggal(l.tanggal)} · {l.dokter ? l.dokter.nama : 'Dokter jaga'}
        {l.keluhan ? ` · Keluhan saat daftar: ${l.keluhan}` : ''}
      </Typography>
      {l.pasien.alergi.length ? (
        <Alert severity="error" icon={<WarningAmberIcon />} sx={{ mt: 1.5, py: 0 }}>
          <b>Alergi:</b> {l.pasien.alergi.join(', ')}
        </Alert>
      ) : null}
      {l.resume_final ? (
        <Alert severity="info" icon={<LockIcon />} sx={{ mt: 1.5, py: 0 }}>
          Resume medis sudah final; data pelayanan ini hanya dapat dibaca.
        </Alert>
      ) : null}
    </Paper>
  );
}

/**
 * The frame of a clinical screen: loads the layanan (`:id` is its uid), shows the banner and the
 * title, and hands the loaded layanan to the form below. A doctor who is not the layanan's doctor
 * is offered to take the patient over ('Ambil Alih Pasien'), as is one whose write was refused.
 */
export function HalamanPelayanan({
  layananUid,
  judul,
  aksi,
  children,
}: {
  layananUid: string;
  judul: string;
  aksi?: (l: LayananKlinisDto) => ReactNode;
  children: (l: LayananKlinisDto) => ReactNode;
}) {
  const navigate = useNavigate();
  const q = useLayananKlinis(layananUid);
  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  const l = q.data;
  if (!l) return <Skeleton variant="rounded" height={360} />;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1.5,
        }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {judul}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {aksi?.(l)}
          {/* The other chart screens of this patient, so the doctor goes from notes to resume directly. */}
          <MenuPelayanan layananUid={l.uid} jenisPoli={l.poli.jenis} nomor={l.antrian?.nomor_antrian ?? ''} />
          <Button
            startIcon={<ArrowBackIcon />}
            color="inherit"
            onClick={() => navigate(DAFTAR_ANTRIAN[l.poli.jenis])}
          >
            Kembali ke Antrian
          </Button>
        </Box>
      </Box>
      {/* A doctor charting another doctor's patient takes them over here or when a write is refused. */}
      <AmbilAlihProvider layanan={l}>
        <HeaderPelayanan layanan={l} />
        <BannerAmbilAlih layanan={l} />
        {children(l)}
      </AmbilAlihProvider>
    </Box>
  );
}
