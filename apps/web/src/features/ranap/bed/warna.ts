import type { StatusBed } from '@rawat/domain';

/** The colour of a bed tile by status (the legend says the same): background, border, text. */
export const WARNA_STATUS_BED: Record<StatusBed, { bg: string; border: string; teks: string }> = {
  KOSONG: { bg: '#e8f5e9', border: '#2e7d32', teks: '#1b5e20' },
  TERISI: { bg: '#e3f2fd', border: '#1565c0', teks: '#0d47a1' },
  DIPESAN: { bg: '#fff8e1', border: '#ef8f00', teks: '#8a4b00' },
  DIBERSIHKAN: { bg: '#f3e5f5', border: '#7b1fa2', teks: '#4a148c' },
  RUSAK: { bg: '#424242', border: '#212121', teks: '#ffffff' },
};
