/** The waiting-room panel's colours: light on dark, readable from across the room. */
export const WARNA = {
  latar: '#0a1c2e',
  panel: '#11304f',
  sorot: '#ffd54f',
  teks: '#ffffff',
  redup: '#b7c6d6',
} as const;

export interface WarnaLajur {
  aksen: string;
  kartu: string;
  teks: string;
}

export const LAJUR_DISIAPKAN: WarnaLajur = { aksen: '#ffb300', kartu: '#1b3b5c', teks: '#ffffff' };
export const LAJUR_SIAP: WarnaLajur = { aksen: '#66bb6a', kartu: '#1f5f2a', teks: '#ffffff' };

/** The queue numbers' type: digits of equal width, so the lists line up. */
export const GAYA_NOMOR = {
  fontFamily: 'Roboto, Arial, sans-serif',
  fontVariantNumeric: 'tabular-nums',
} as const;
