import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatTanggalPendek, type PesertaVclaim } from '@rawat/domain';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/client.ts';
import { pesanError } from '../../shell/toast.tsx';
import { vclaimBelumDiatur } from './sep.api.ts';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** AKTIF in green; anything else red in BPJS's own words ("NON AKTIF KARENA PREMI"). */
export function StatusPesertaChip({ status }: { status: PesertaVclaim['status'] }) {
  return (
    <Chip
      size="small"
      color={status.aktif ? 'success' : 'error'}
      label={status.aktif ? 'AKTIF' : status.keterangan}
      sx={{ fontWeight: 600 }}
    />
  );
}

const hurufSaja = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** BPJS's name and ours differ beyond case and punctuation (titles aside): maybe the wrong card. */
export function namaBerbeda(bpjs: string, pasien: string | undefined): boolean {
  if (!pasien) return false;
  const a = hurufSaja(bpjs);
  const b = hurufSaja(pasien);
  return !a.includes(b) && !b.includes(a);
}

/** The participant as BPJS answers: name, status, class, kind and primary-care provider. */
export function KartuPeserta({
  peserta,
  namaPasien,
}: {
  peserta: PesertaVclaim;
  namaPasien?: string | undefined;
}) {
  return (
    <Box
      aria-label="Data peserta BPJS"
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: peserta.status.aktif ? 'success.light' : 'error.light',
        bgcolor: (t) => (peserta.status.aktif ? 'transparent' : alpha(t.palette.error.main, 0.05)),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{peserta.nama}</Typography>
        <StatusPesertaChip status={peserta.status} />
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', ml: 'auto' }}>
          {peserta.no_kartu}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1.4fr 2fr 1fr' } }}
      >
        <Info label="Hak kelas">{peserta.hak_kelas.keterangan}</Info>
        <Info label="Jenis peserta">{peserta.jenis_peserta.keterangan}</Info>
        <Info label="Faskes tingkat 1">
          {peserta.prov_umum.nama}
          {peserta.prov_umum.kode ? (
            <Typography component="span" variant="caption" color="text.secondary">
              {' '}
              ({peserta.prov_umum.kode})
            </Typography>
          ) : null}
        </Info>
        <Info label="Tanggal lahir">{peserta.tgl_lahir ? formatTanggalPendek(peserta.tgl_lahir) : ''}</Info>
      </Box>
      {namaBerbeda(peserta.nama, namaPasien) ? (
        <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }}>
          Nama di BPJS berbeda dengan data pasien ({namaPasien}): pastikan kartu ini milik pasien.
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The lookup's state under the card number: checking, the participant, or what BPJS answered
 * (not found, unreachable). VClaim not set up shows nothing: the desk works by hand.
 */
export function CekPeserta({
  memuat,
  peserta,
  galat,
  namaPasien,
}: {
  memuat: boolean;
  peserta: PesertaVclaim | undefined;
  galat: unknown;
  namaPasien?: string | undefined;
}) {
  if (memuat)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 1 }}>
        <CircularProgress size={16} />
        <Typography variant="body2">Memeriksa kepesertaan di BPJS…</Typography>
      </Box>
    );
  if (peserta) return <KartuPeserta peserta={peserta} namaPasien={namaPasien} />;
  if (!galat || vclaimBelumDiatur(galat)) return null;
  const takTerjangkau = !(galat instanceof ApiError) || galat.status >= 500;
  return (
    <Alert severity={takTerjangkau ? 'warning' : 'error'} sx={{ py: 0 }}>
      {takTerjangkau
        ? `Kepesertaan belum dapat dicek: ${pesanError(galat)}. SEP tetap dapat diterbitkan; dikirim begitu BPJS dapat dihubungi.`
        : pesanError(galat)}
    </Alert>
  );
}
