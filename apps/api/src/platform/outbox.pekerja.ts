import type { MitraOutbox } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mulaiBerkala } from './berkala.ts';

/*
 * The outbox worker (docs/outbox.md). One pass: lease what is due (MENUNGGU whose time has come, or
 * MENGIRIM whose lease ran out: a worker that died mid-send), skipping a row while an older row of
 * its `kunci_urutan` is not delivered; send each OUTSIDE any transaction (PGlite has one
 * connection, and a partner may take seconds); record the answer. The platform knows no partner:
 * app.ts hands in one sender per partner.
 */

/** A leased message as a sender sees it. */
export interface PesanTersewa {
  uid: string;
  mitra: MitraOutbox;
  jenis: string;
  kunci_unik: string;
  payload: unknown;
  /** Attempts made before this one. */
  percobaan: number;
  /**
   * The partner may already hold it: an earlier attempt failed after sending (also before a
   * resend, which counts attempts from zero again), or a worker died mid-send (its lease ran out
   * before anything was recorded). A sender that cannot rely on the partner refusing a duplicate
   * looks first.
   */
  mungkin_terkirim: boolean;
}

/**
 * What a sender reports: delivered; a passing trouble (network, timeout, 5xx) to retry later; or
 * the partner's refusal of this message (a business error) that no retry will change.
 */
export type HasilKirim =
  | { hasil: 'TERKIRIM'; kode: string | null; pesan: string | null; jawaban?: unknown }
  | { hasil: 'ULANGI'; pesan: string; kode?: string | null; jawaban?: unknown }
  | { hasil: 'TOLAK'; pesan: string; kode: string | null; jawaban?: unknown };

export type PengirimOutbox = (pesan: PesanTersewa) => Promise<HasilKirim>;
export type DaftarPengirim = Partial<Record<MitraOutbox, PengirimOutbox>>;

export interface DepsOutbox {
  db: Db;
  now: () => Date;
  pengirim: DaftarPengirim;
  /** Rows leased per pass (default 20). */
  batch?: number;
  /** How long a lease holds (default 60 s): longer than a sender's timeout. */
  sewaMs?: number;
  /** Attempts before a message is GAGAL (default 12: about two hours of backoff). */
  maksPercobaan?: number;
  /** Wait before attempt n+1 after n failed ones (default 5 s doubling, at most 30 min). */
  tundaMs?: (percobaan: number) => number;
  log?: { warn: (o: object, pesan: string) => void };
}

export const tundaBawaan = (percobaan: number) =>
  Math.min(5_000 * 2 ** Math.max(0, percobaan - 1), 1_800_000);

const MAKS_PESAN = 1000;

/** One partner's one ordered group (a visit's SEP messages): what `kirimSekarang` delivers. */
export interface SaringOutbox {
  mitra: MitraOutbox;
  kunci_urutan: string;
}

/** Leases the due rows of the partners that have a sender, in one short transaction. */
async function sewa(deps: DepsOutbox, sekarang: Date, hanya?: SaringOutbox): Promise<PesanTersewa[]> {
  const mitra = hanya ? [hanya.mitra].filter((m) => deps.pengirim[m]) : Object.keys(deps.pengirim);
  if (mitra.length === 0) return [];
  const iso = sekarang.toISOString();
  const sampai = new Date(sekarang.getTime() + (deps.sewaMs ?? 60_000)).toISOString();
  const daftarMitra = sql.join(
    mitra.map((m) => sql`${m}`),
    sql`, `,
  );
  const hasil = await deps.db.execute(sql`
    with calon as (
      select o.uid, o.status as status_lama from outbox o
      where o.mitra in (${daftarMitra})
        ${hanya ? sql`and o.kunci_urutan = ${hanya.kunci_urutan}` : sql``}
        and ((o.status = 'MENUNGGU' and o.coba_pada <= ${iso}::timestamptz)
          or (o.status = 'MENGIRIM' and o.sewa_sampai <= ${iso}::timestamptz))
        and (o.kunci_urutan is null or not exists (
          select 1 from outbox s
          where s.mitra = o.mitra and s.kunci_urutan = o.kunci_urutan
            and s.dibuat_pada < o.dibuat_pada and s.status <> 'TERKIRIM'))
      order by o.dibuat_pada
      limit ${deps.batch ?? 20}
      for update of o skip locked
    )
    update outbox set status = 'MENGIRIM', sewa_sampai = ${sampai}::timestamptz, diubah_pada = ${iso}::timestamptz
    from calon where outbox.uid = calon.uid
    returning outbox.uid, outbox.mitra, outbox.jenis, outbox.kunci_unik, outbox.payload, outbox.percobaan,
      (outbox.percobaan > 0 or calon.status_lama = 'MENGIRIM' or outbox.dikirim_ulang_oleh is not null)
        as mungkin_terkirim`);
  return (hasil as unknown as { rows: PesanTersewa[] }).rows;
}

async function catat(deps: DepsOutbox, p: PesanTersewa, h: HasilKirim): Promise<void> {
  const sekarang = deps.now();
  const iso = sekarang.toISOString();
  const percobaan = p.percobaan + 1;
  const jawaban = h.jawaban === undefined ? null : JSON.stringify(h.jawaban);
  const kode = h.kode ?? null;
  const pesan = h.pesan?.slice(0, MAKS_PESAN) ?? null;
  const habis = h.hasil === 'ULANGI' && percobaan >= (deps.maksPercobaan ?? 12);
  const status = h.hasil === 'TERKIRIM' ? 'TERKIRIM' : h.hasil === 'TOLAK' || habis ? 'GAGAL' : 'MENUNGGU';
  const tunda = (deps.tundaMs ?? tundaBawaan)(percobaan);
  const pesanAkhir = habis ? `${pesan} (percobaan habis setelah ${percobaan} kali)` : pesan;
  // Only our own lease is recorded: a row someone changed meanwhile keeps their change.
  await deps.db.execute(sql`
    update outbox set
      status = ${status},
      percobaan = ${percobaan},
      sewa_sampai = null,
      kode_jawaban = coalesce(${kode}, kode_jawaban),
      jawaban = coalesce(${jawaban}::jsonb, jawaban),
      pesan_galat = ${pesanAkhir},
      terkirim_pada = ${status === 'TERKIRIM' ? iso : null}::timestamptz,
      coba_pada = ${status === 'MENUNGGU' ? new Date(sekarang.getTime() + tunda).toISOString() : iso}::timestamptz,
      diubah_pada = ${iso}::timestamptz
    where uid = ${p.uid} and status = 'MENGIRIM'`);
}

async function kirimSatu(deps: DepsOutbox, p: PesanTersewa): Promise<HasilKirim> {
  const kirim = deps.pengirim[p.mitra];
  if (!kirim) return { hasil: 'ULANGI', pesan: 'Tidak ada pengirim untuk mitra ini' };
  try {
    return await kirim(p);
  } catch (err) {
    // A sender's own bug must not lose the message: it waits and the error shows on the dashboard.
    deps.log?.warn({ err, uid: p.uid }, 'pengirim outbox gagal');
    return { hasil: 'ULANGI', pesan: `Galat pengirim: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/**
 * Runs passes until nothing is due (a booking's next task becomes due once the one before it is
 * delivered): what main.ts's timer calls, and what tests call directly.
 */
export async function jalankanOutboxSekali(
  deps: DepsOutbox,
  hanya?: SaringOutbox,
): Promise<{ terkirim: number; dicoba: number }> {
  let terkirim = 0;
  let dicoba = 0;
  for (let putaran = 0; putaran < 100; putaran++) {
    const pesan = await sewa(deps, deps.now(), hanya);
    if (pesan.length === 0) break;
    const hasil = await Promise.all(
      pesan.map(async (p) => {
        const h = await kirimSatu(deps, p);
        await catat(deps, p, h);
        return h;
      }),
    );
    dicoba += pesan.length;
    terkirim += hasil.filter((h) => h.hasil === 'TERKIRIM').length;
    // Nothing delivered this pass: what remains due waits for its next time.
    if (!hasil.some((h) => h.hasil === 'TERKIRIM')) break;
  }
  return { terkirim, dicoba };
}

/**
 * Delivers one group now instead of at the worker's next pass: the desk that just registered a
 * BPJS visit waits for its SEP number. Whatever fails stays in the outbox for the worker; the
 * lease keeps the worker and this call from sending one message twice.
 */
export type KirimSekarang = (hanya: SaringOutbox) => Promise<void>;

export function kirimSekarangDengan(deps: DepsOutbox): KirimSekarang {
  return async (hanya) => {
    await jalankanOutboxSekali(deps, hanya).catch((err: unknown) =>
      deps.log?.warn({ err, ...hanya }, 'pengiriman segera gagal; pekerja outbox mengulang'),
    );
  };
}

/** The worker main.ts starts: a pass every `intervalMs`, never two at once; `berhenti` waits for the pass. */
export function mulaiPekerjaOutbox(deps: DepsOutbox & { intervalMs?: number }): {
  berhenti(): Promise<void>;
} {
  return mulaiBerkala({
    jalankan: () => jalankanOutboxSekali(deps),
    intervalMs: deps.intervalMs ?? 3_000,
    pesanGagal: 'putaran outbox gagal',
    log: deps.log,
  });
}
