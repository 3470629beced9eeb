import type { JenisDokumenTtd } from '@rawat/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { KotakStempel, StempelElektronik } from '../../platform/pdf/pdf.stempel.ts';

/** What the signing list and the verification page show of a document, read from its module. */
export interface DokumenTtd {
  jenis: JenisDokumenTtd;
  refUid: string;
  /** 'Surat Keterangan Sakit', 'Resume Medis Rawat Jalan'. */
  judul: string;
  nomor: string | null;
  /** The document's own date (YYYY-MM-DD, WIB). */
  tanggal: string;
  pasien: { uid: string; nama: string } | null;
  /** The account that must sign it (the doctor it names); a signer cannot sign for another. */
  penandaAkunUid: string | null;
  /** Null when it may be signed now; otherwise why not ('Surat masih draf'). */
  belumSiap: string | null;
}

/**
 * A module that owns a kind of signable document. The e-sign module reads and renders through it
 * and never reads the module's tables; a new kind (the operation report) adds one source.
 */
export interface SumberDokumenTtd {
  jenis: JenisDokumenTtd;
  baca(db: DbOrTx, refUid: string): Promise<DokumenTtd | null>;
  /**
   * The PDF as printed, with the signature block's stamp drawn when `stempel` is given, and the
   * box of that block (where the signature's widget goes).
   */
  render(
    db: DbOrTx,
    refUid: string,
    opsi: { stempel: StempelElektronik | null; asal: string; sekarang: Date },
  ): Promise<{ pdf: Buffer; kotak: KotakStempel }>;
}
