import type { PenyediaTtd } from '../penyedia.ts';
import { klienTilaka } from './penyedia-tilaka.client.ts';
import { kycTilaka } from './penyedia-tilaka.kyc.ts';
import { ttdTilaka } from './penyedia-tilaka.ttd.ts';

/**
 * Tilaka (tilaka.id) as a signature provider: its partner API (OAuth2 client credentials, KYC
 * registration) and Tilaka Lite (upload, requestsign, executesign, checksignstatus). The protocol,
 * its sources and what was guessed: the comment at the top of `tilaka.simulator.ts` and
 * docs/esign-tilaka.md.
 */
export interface OpsiPenyediaTilaka {
  /** Base URL serving both the partner API and Tilaka Lite (`/api/v1/…`). */
  url: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  sekarang?: () => Date;
  /** Each HTTP call's limit (default 30 s). */
  batasWaktuMs?: number;
  /** How long Tilaka may take to finish signing once executed (default 120 s). */
  batasTtdMs?: number;
  /** Pause between two `checksignstatus` calls (default 300 ms). */
  jedaCekMs?: number;
  /** The facility's name as sent in `company_name`. */
  namaPerusahaan?: string;
}

/** The adapter; one per configured Tilaka account (it caches that account's token). */
export function penyediaTilaka(opsi: OpsiPenyediaTilaka): PenyediaTtd {
  const klien = klienTilaka(opsi);
  const { daftarkan, cekStatus, namaTilakaAktif } = kycTilaka(opsi, klien);
  const tandatangani = ttdTilaka(opsi, klien, namaTilakaAktif);
  return { kode: 'TILAKA', daftarkan, cekStatus, tandatangani };
}
