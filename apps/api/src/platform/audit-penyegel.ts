import { max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { logAktivitas } from './audit.tables.ts';
import type { KunciAudit } from './audit-kunci.ts';
import { MAKS_SEGEL, segelLog } from './audit-rantai.ts';

export interface OpsiPenyegel {
  db: Db;
  kunci: KunciAudit;
  /** How long an id must have been visible before it is sealed (default 60 s). */
  tenggangMs?: number;
  /** Pause between runs (default 5 s); a full batch is followed by the next one after 0.5 s. */
  jedaMs?: number;
  maks?: number;
  log: { info(msg: string): void; error(msg: string): void };
  /** The process clock, for tests. */
  jam?: () => number;
}

export const TENGGANG_MS = 60_000;
export const JEDA_MS = 5_000;

/**
 * Seals the activity log in the background of the API process. Ids can commit out of order (an id
 * taken by a long transaction commits after later ids): a run seals only up to the highest id it
 * saw at least `tenggangMs` ago, so every transaction that commits within that time of writing its
 * audit row is sealed in its place. The observations are the process's own, by its own clock: a row's
 * `waktu` is never trusted for this (it could be far in the future and stall the chain).
 */
export function mulaiPenyegelan(opts: OpsiPenyegel): { berhenti(): Promise<void> } {
  const tenggang = opts.tenggangMs ?? TENGGANG_MS;
  const jeda = opts.jedaMs ?? JEDA_MS;
  const jam = opts.jam ?? Date.now;
  const pengamatan: { pada: number; id: number }[] = [];
  // The highest id seen at least `tenggang` ago: everything up to it may be sealed.
  let batasAman: number | undefined;
  let timer: NodeJS.Timeout | null = null;
  let berjalan: Promise<void> | null = null;
  let henti = false;
  let kunciLainDilaporkan = false;

  const satuPutaran = async (): Promise<number> => {
    const [m] = await opts.db.select({ id: max(logAktivitas.id) }).from(logAktivitas);
    const sekarang = jam();
    if (m?.id != null) pengamatan.push({ pada: sekarang, id: m.id });
    while (pengamatan[0] && pengamatan[0].pada <= sekarang - tenggang) {
      batasAman = pengamatan.shift()?.id ?? batasAman;
    }
    if (batasAman === undefined) return jeda;
    const h = await segelLog(opts.db, opts.kunci, { sampaiId: batasAman, maks: opts.maks ?? MAKS_SEGEL });
    if (h.hasil === 'kunci_lain') {
      if (!kunciLainDilaporkan) {
        opts.log.error(
          `Log aktivitas tidak disegel: rantai disegel dengan kunci lain (${h.kunci_id}), server ini memakai ${opts.kunci.id}. Samakan RAWAT_AUDIT_KUNCI di semua instance.`,
        );
      }
      kunciLainDilaporkan = true;
      return jeda;
    }
    kunciLainDilaporkan = false;
    if (h.hasil === 'disegel' && h.jumlah > 0) {
      // Written to the server's own log as well: a copy of the mark outside the database.
      opts.log.info(`Log aktivitas disegel: ${h.jumlah} baris, sampai #${h.sampai_id}`);
      if (h.penuh) return Math.min(500, jeda);
    }
    return jeda;
  };

  const jadwalkan = (ms: number) => {
    if (henti) return;
    timer = setTimeout(() => {
      berjalan = satuPutaran()
        .catch((err: unknown) => {
          opts.log.error(
            `Penyegelan log aktivitas gagal: ${err instanceof Error ? err.message : String(err)}`,
          );
          return jeda;
        })
        .then((berikut) => {
          berjalan = null;
          jadwalkan(berikut);
        });
    }, ms);
    // The timer alone never keeps the process alive (a CLI or a test that forgets to stop it).
    timer.unref();
  };
  jadwalkan(0);

  return {
    async berhenti() {
      henti = true;
      if (timer) clearTimeout(timer);
      await berjalan;
    },
  };
}
