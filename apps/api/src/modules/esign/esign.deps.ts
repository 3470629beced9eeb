import type { JenisDokumenTtd } from '@rawat/domain';
import type { Deps } from '../../platform/http.ts';
import type { SumberDokumenTtd } from './dokumen.ts';
import type { PenyediaTtd } from './penyedia.ts';

/** What the e-sign module is handed (app.ts): the master key, the provider, the document sources. */
export interface DepsEsign extends Deps {
  esign: {
    /** Encrypts private keys at rest; never stored in the database (docs/esign.md). */
    kunciInduk: Buffer;
    /** A certified provider for new registrations (Tilaka) when configured; null: the facility's CA. */
    penyedia: PenyediaTtd | null;
    /** The provider's root certificates, trusted when verifying what it signed. */
    akarPenyedia: string[];
    sumber: ReadonlyMap<JenisDokumenTtd, SumberDokumenTtd>;
  };
}
