import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { HasilKirim } from '../../platform/outbox.pekerja.ts';
import {
  GalatJaringanBpjs,
  type JawabanBpjs,
  type MetodeBpjs,
  panggilBpjs,
  suksesBpjs,
} from '../bpjs/antrean/klien.ts';
import { integrasiPengaturan } from '../bpjs/bpjs.tables.ts';
import { type KredensialMitra, kredensialBpjs } from '../bpjs/pengaturan.service.ts';
import * as galat from './vclaim.errors.ts';

/** What the vclaim module is handed (app.ts): the master key that opens the stored secret. */
export interface DepsKlienVclaim {
  db: DbOrTx;
  kunciInduk: Buffer;
  /** Per call (default 15 s; the desk's lookups and the sender use it). */
  batasWaktuMs?: number;
}

/**
 * VClaim's writes name their content type "Application/x-www-form-urlencoded" in BPJS's catalogue
 * although the body is JSON text; BPJS's gateway expects it so (docs/vclaim.md "Protokol").
 */
const JENIS_ISI_VCLAIM = 'Application/x-www-form-urlencoded';

/** The VClaim paths the outbox carries (an outbox message's `jenis`). */
export const JENIS_VCLAIM = {
  sepInsert: 'SEP/2.0/insert',
  sepUpdate: 'SEP/2.0/update',
  sepDelete: 'SEP/2.0/delete',
  /** An inpatient SEP's discharge (tglPulang, statusPulang). */
  sepPulang: 'SEP/2.0/updtglplg',
  /** Asked by the inpatient SEP's sender before its insert, not a message of its own. */
  spriInsert: 'RencanaKontrol/InsertSPRI',
  rkInsert: 'RencanaKontrol/insert',
  rkUpdate: 'RencanaKontrol/Update',
  rkDelete: 'RencanaKontrol/Delete',
} as const;

/** The VClaim settings when active (null otherwise). */
export async function kredensialVclaim(d: DepsKlienVclaim): Promise<KredensialMitra | null> {
  return kredensialBpjs(d.db, d.kunciInduk, { aktifSaja: true, mitra: 'BPJS_VCLAIM' });
}

/** The hospital's BPJS provider code (ppkPelayanan) when VClaim is set up and active; no secret opened. */
export async function kodePpk(db: DbOrTx): Promise<string | null> {
  const [b] = await db
    .select({ aktif: integrasiPengaturan.aktif, opsi: integrasiPengaturan.opsi })
    .from(integrasiPengaturan)
    .where(eq(integrasiPengaturan.mitra, 'BPJS_VCLAIM'));
  return b?.aktif && b.opsi?.kode_ppk ? b.opsi.kode_ppk : null;
}

/** One VClaim call with stored credentials; the signature's time is the wall clock BPJS checks. */
export function panggilVclaim(
  k: KredensialMitra,
  p: { method: MetodeBpjs; path: string; body?: unknown; batasWaktuMs?: number | undefined },
): Promise<JawabanBpjs> {
  return panggilBpjs(k, {
    method: p.method,
    path: p.path,
    ...(p.body !== undefined ? { body: p.body, jenisIsi: JENIS_ISI_VCLAIM } : {}),
    sekarang: new Date(),
    ...(p.batasWaktuMs ? { batasWaktuMs: p.batasWaktuMs } : {}),
  });
}

/** BPJS's "nothing there" (code 201 on a lookup). */
export const tidakAda = (j: JawabanBpjs) => j.kode === '201';

/**
 * A lookup for the desk, answered now: the decrypted `response`, or an AppError the screen can
 * show (not set up 409, unreachable 503, credentials refused 503, BPJS's refusal in its words).
 * `tidakDitemukan` turns BPJS's 201 into the lookup's own 404.
 */
export async function tanyaVclaim(
  d: DepsKlienVclaim,
  path: string,
  tidakDitemukan: (pesan: string) => Error,
): Promise<unknown> {
  const k = await kredensialVclaim(d);
  if (!k) throw galat.belumDiatur();
  let j: JawabanBpjs;
  try {
    j = await panggilVclaim(k, { method: 'GET', path, batasWaktuMs: d.batasWaktuMs });
  } catch (err) {
    if (err instanceof GalatJaringanBpjs) throw galat.tidakTerhubung(err.message);
    throw err;
  }
  if (j.status === 401 || j.status === 403) throw galat.kredensialDitolak(j.pesan);
  if (j.status >= 500 || j.kode === null) throw galat.tidakTerhubung(`${j.pesan} (HTTP ${j.status})`);
  if (suksesBpjs(j.kode)) return j.response;
  if (tidakAda(j)) throw tidakDitemukan(j.pesan);
  throw galat.ditolakBpjs(j.pesan, j.kode);
}

/** One call classified as the worker needs it; `j` when BPJS answered with a business code. */
export type Panggilan =
  | { ok: true; j: JawabanBpjs }
  | { ok: false; tolak: boolean; j: JawabanBpjs | null; hasil: HasilKirim };

export interface Pemanggil {
  panggil(method: MetodeBpjs, path: string, body?: unknown): Promise<Panggilan>;
}

export function pemanggil(k: KredensialMitra, batasWaktuMs?: number): Pemanggil {
  return {
    async panggil(method, path, body) {
      let j: JawabanBpjs;
      try {
        j = await panggilVclaim(k, { method, path, body, batasWaktuMs });
      } catch (err) {
        if (err instanceof GalatJaringanBpjs)
          return { ok: false, tolak: false, j: null, hasil: { hasil: 'ULANGI', pesan: err.message } };
        throw err;
      }
      const jawaban = {
        status: j.status,
        metaData: { code: j.kode, message: j.pesan },
        response: j.response,
      };
      if (j.status === 401 || j.status === 403)
        return {
          ok: false,
          tolak: false,
          j,
          hasil: { hasil: 'ULANGI', kode: j.kode, pesan: `BPJS menolak kredensial: ${j.pesan}`, jawaban },
        };
      if (j.status >= 500 || j.status === 429 || j.kode === null)
        return {
          ok: false,
          tolak: false,
          j,
          hasil: { hasil: 'ULANGI', kode: j.kode, pesan: `${j.pesan} (HTTP ${j.status})`, jawaban },
        };
      if (suksesBpjs(j.kode)) return { ok: true, j };
      return { ok: false, tolak: true, j, hasil: { hasil: 'TOLAK', kode: j.kode, pesan: j.pesan, jawaban } };
    },
  };
}

export const terkirim = (j: JawabanBpjs, pesan?: string): HasilKirim => ({
  hasil: 'TERKIRIM',
  kode: j.kode,
  pesan: pesan ?? j.pesan,
  jawaban: { status: j.status, metaData: { code: j.kode, message: j.pesan }, response: j.response },
});
