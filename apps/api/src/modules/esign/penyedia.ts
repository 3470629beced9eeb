import type { KotakStempel } from '../../platform/pdf/pdf.stempel.ts';

/**
 * Who certifies a signer and makes the signature. By default the facility is its own certificate
 * authority (`penyedia-lokal.ts`); a hospital may instead use a certified Indonesian provider
 * (Tilaka, `tilaka/`), configured in settings and off otherwise (docs/esign.md).
 */
export const KODE_PENYEDIA = ['LOKAL', 'TILAKA'] as const;
export type KodePenyedia = (typeof KODE_PENYEDIA)[number];

/** A staff member's registration as it is sent to the provider. */
export interface PendaftaranPenyedia {
  /** Our signer row's uid: the provider's reference back to us. */
  uid: string;
  nik: string;
  /** The name exactly as on the ID card (KTP). */
  nama: string;
  email: string;
  telepon: string;
  /** JPEG or PNG bytes of the ID card and of the selfie. */
  fotoKtp: Buffer;
  selfie: Buffer;
}

/** Where a registration stands at the provider. */
export type StatusPenyedia =
  | { status: 'MENUNGGU_VERIFIKASI'; idPenyedia: string }
  | { status: 'AKTIF'; idPenyedia: string; sertifikat?: { serial: string; berlakuSampai: Date } | null }
  | { status: 'DITOLAK'; idPenyedia: string; alasan: string };

/** One document to sign, rendered with its visible stamp already drawn inside `kotak`. */
export interface DokumenUntukTtd {
  /** Our signature request's uid (the provider's reference). */
  uid: string;
  nama: string;
  pdf: Buffer;
  kotak: KotakStempel;
  alasan: string;
  lokasi: string;
  waktu: Date;
}

/** A provider's failure the signer can act on (wrong PIN/OTP, not active): a 4xx, not a 500. */
export class PenyediaMenolak extends Error {
  constructor(
    readonly kode: 'PIN_SALAH' | 'BELUM_AKTIF' | 'DITOLAK' | 'TIDAK_TERSEDIA',
    pesan: string,
  ) {
    super(pesan);
  }
}

export interface PenyediaTtd {
  readonly kode: KodePenyedia;
  /** Sends a registration (identity, photos, consent); the provider verifies it, now or later. */
  daftarkan(p: PendaftaranPenyedia): Promise<StatusPenyedia>;
  /** Asks where a registration stands (a provider verifies identity on its own time). */
  cekStatus(idPenyedia: string): Promise<StatusPenyedia>;
  /**
   * Signs documents for one signer with the secret they typed (the provider checks it). Returns
   * the signed PDFs in the order given. Throws PenyediaMenolak when the provider refuses.
   */
  tandatangani(p: { idPenyedia: string; rahasia: string; dokumen: DokumenUntukTtd[] }): Promise<Buffer[]>;
}
