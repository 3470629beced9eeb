import Chip from '@mui/material/Chip';
import type { StatusPenanda, StatusPengajuanTtd } from '@rawat/domain';

type Warna = 'default' | 'success' | 'warning' | 'error' | 'info';

export const LABEL_STATUS_PENGAJUAN: Record<StatusPengajuanTtd, string> = {
  MENUNGGU: 'Menunggu',
  DITANDATANGANI: 'Ditandatangani',
  DITOLAK: 'Ditolak',
  DIBATALKAN: 'Dibatalkan',
};

const WARNA_PENGAJUAN: Record<StatusPengajuanTtd, Warna> = {
  MENUNGGU: 'warning',
  DITANDATANGANI: 'success',
  DITOLAK: 'error',
  DIBATALKAN: 'default',
};

export const LABEL_STATUS_PENANDA: Record<StatusPenanda, string> = {
  DIAJUKAN: 'Menunggu verifikasi',
  AKTIF: 'Aktif',
  DITOLAK: 'Ditolak',
  NONAKTIF: 'Nonaktif',
};

const WARNA_PENANDA: Record<StatusPenanda, Warna> = {
  DIAJUKAN: 'info',
  AKTIF: 'success',
  DITOLAK: 'error',
  NONAKTIF: 'default',
};

export function StatusPengajuanChip({ status }: { status: StatusPengajuanTtd }) {
  return <Chip size="small" color={WARNA_PENGAJUAN[status]} label={LABEL_STATUS_PENGAJUAN[status]} />;
}

export function StatusPenandaChip({ status }: { status: StatusPenanda }) {
  return <Chip size="small" color={WARNA_PENANDA[status]} label={LABEL_STATUS_PENANDA[status]} />;
}

/** NIK with its middle hidden, for lists read over a shoulder: '3201••••••••0001'. */
export function samarkanNik(nik: string): string {
  return nik.length > 8 ? `${nik.slice(0, 4)}${'•'.repeat(nik.length - 8)}${nik.slice(-4)}` : nik;
}

/** 'RSU Rawat Sehat Root CA' out of 'CN=RSU Rawat Sehat Root CA, O=RSU Rawat Sehat, C=ID'. */
export function namaPenerbit(dn: string): string {
  return /(?:^|,\s*)CN=([^,]+)/.exec(dn)?.[1]?.trim() ?? dn;
}

/** A reason as a clause inside a sentence, without its own full stop. */
export const tanpaTitik = (s: string) => s.trim().replace(/[.\s]+$/, '');
