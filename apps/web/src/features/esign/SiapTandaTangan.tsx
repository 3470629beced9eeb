import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Penanda } from '@rawat/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { tanpaTitik } from './esign.label.tsx';

/** Whether a registration can sign now: active and its PIN not locked. */
export const bisaMenandatangani = (p: Penanda | null | undefined): boolean =>
  p?.status === 'AKTIF' && !p.pin_terkunci;

function Tautan({ children }: { children: ReactNode }) {
  return (
    <Button
      component={RouterLink}
      to="/registrasi-tilaka"
      color="inherit"
      size="small"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {children}
    </Button>
  );
}

/**
 * Why the signer cannot sign yet, with the way to the registration page; nothing once they can.
 * Requests still reach an unregistered doctor's list, so the list says what stands in the way.
 */
export function SiapTandaTangan({ penanda: p }: { penanda: Penanda | null | undefined }) {
  if (p === undefined || bisaMenandatangani(p)) return null;
  if (p === null)
    return (
      <Alert severity="warning" sx={{ mb: 2 }} action={<Tautan>Daftar Sekarang</Tautan>}>
        Anda belum terdaftar sebagai penanda tangan elektronik. Dokumen yang diajukan kepada Anda dapat
        ditandatangani setelah Anda mendaftar dan diverifikasi administrator.
      </Alert>
    );
  if (p.status === 'DIAJUKAN')
    return (
      <Alert severity="info" sx={{ mb: 2 }} action={<Tautan>Lihat Status</Tautan>}>
        Pendaftaran tanda tangan elektronik Anda sedang diverifikasi administrator. Anda dapat menandatangani
        setelah disetujui.
      </Alert>
    );
  if (p.status === 'AKTIF')
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        PIN Anda terkunci karena salah berulang kali. Hubungi administrator untuk membukanya.
      </Alert>
    );
  return (
    <Alert severity="error" sx={{ mb: 2 }} action={<Tautan>Daftar Ulang</Tautan>}>
      {p.status === 'DITOLAK'
        ? `Pendaftaran tanda tangan elektronik Anda ditolak${p.alasan_tolak ? `: ${tanpaTitik(p.alasan_tolak)}` : ''}.`
        : 'Tanda tangan elektronik Anda nonaktif.'}{' '}
      Anda belum dapat menandatangani.
    </Alert>
  );
}
