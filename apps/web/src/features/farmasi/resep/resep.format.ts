import type { ChipProps } from '@mui/material/Chip';
import type { TahapResep } from '@rawat/domain';
import { useEffect, useState } from 'react';

export const WARNA_TAHAP: Record<TahapResep, ChipProps['color']> = {
  DIMINTA: 'warning',
  DISIAPKAN: 'info',
  SIAP: 'success',
  DISERAHKAN: 'default',
  DITOLAK: 'error',
  DIRETUR: 'secondary',
};

/** '2 obat · 1 racikan': what a prescription holds, as the queue lists it. */
export function ringkasIsi(jumlahObat: number, jumlahRacikan: number): string {
  const bagian = [
    jumlahObat ? `${jumlahObat} obat` : null,
    jumlahRacikan ? `${jumlahRacikan} racikan` : null,
  ].filter(Boolean);
  return bagian.join(' · ') || '–';
}

/** '3 menit', '1 jam 5 menit', '< 1 menit': how long since `dari`. */
export function lamaSejak(dari: string, sekarang: number): string {
  const menit = Math.max(0, Math.floor((sekarang - new Date(dari).getTime()) / 60_000));
  if (menit < 1) return '< 1 menit';
  if (menit < 60) return `${menit} menit`;
  const jam = Math.floor(menit / 60);
  const sisa = menit % 60;
  return sisa ? `${jam} jam ${sisa} menit` : `${jam} jam`;
}

/** The clock, re-read every `setiapMs` so waiting times and the panel's clock move on their own. */
export function useSekarang(setiapMs: number): number {
  const [sekarang, setSekarang] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setSekarang(Date.now()), setiapMs);
    return () => clearInterval(t);
  }, [setiapMs]);
  return sekarang;
}
