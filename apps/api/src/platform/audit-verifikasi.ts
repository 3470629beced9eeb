import { and, asc, eq, gt, lte, max, min } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { logAktivitas, logAktivitasRantai } from './audit.tables.ts';
import type { KunciAudit } from './audit-kunci.ts';
import { hashTautan, kanonikDari, PILIH_KANONIK } from './audit-rantai.ts';

export type JenisRusak = 'diubah' | 'dihapus' | 'disisipkan' | 'belum_disegel' | 'kunci_lain';

export interface BarisRusak {
  log_id: number;
  jenis: JenisRusak;
  keterangan: string;
}

export interface HasilVerifikasi {
  utuh: boolean;
  /** The first break in id order; null when the chain is whole. */
  rusak: BarisRusak | null;
  jumlah: {
    /** Links checked: every sealed row up to the mark taken at the start. */
    disegel: number;
    /** Rows above the mark: not sealed yet (the grace period, or the sealer is behind). */
    belum_disegel: number;
    diubah: number;
    dihapus: number;
    disisipkan: number;
    /** Unsealed rows older than the lateness limit (reported as `belum_disegel` breaks). */
    terlambat: number;
    kunci_lain: number;
  };
  /** The mark: the last sealed row when the verification started. */
  segel_terakhir: { log_id: number; disegel_pada: string } | null;
  tertua_belum_disegel: { log_id: number; waktu: string } | null;
}

/** An unsealed row older than this (far past the grace period) means the sealing has stopped. */
export const BATAS_TERLAMBAT_MS = 10 * 60_000;
/** Ids per page of the walk: each page is two primary-key range scans, never the whole table. */
const HALAMAN = 2000;

const KETERANGAN: Record<JenisRusak, string> = {
  diubah: 'Isi baris ini berbeda dengan saat disegel: diubah langsung di basis data.',
  dihapus: 'Baris ini sudah disegel, lalu dihapus dari basis data.',
  disisipkan:
    'Baris ini muncul setelah baris-baris sesudahnya disegel: disisipkan langsung di basis data, atau transaksinya selesai jauh melewati masa tenggang.',
  belum_disegel: 'Baris ini belum disegel padahal sudah lama lewat masa tenggang: penyegelan tidak berjalan.',
  kunci_lain: 'Baris ini disegel dengan kunci lain: server memakai kunci log aktivitas yang berbeda.',
};
const SEGEL_DIHAPUS =
  'Segel baris ini dihapus dari rantai: baris atau segelnya diubah langsung di basis data.';

type Tautan = { log_id: number; prev_id: number | null; hash: string; kunci_id: string };
type Baris = Awaited<ReturnType<typeof bacaBaris>>[number];

const bacaBaris = (db: DbOrTx, a: number, b: number) =>
  db
    .select(PILIH_KANONIK)
    .from(logAktivitas)
    .where(and(gt(logAktivitas.id, a), lte(logAktivitas.id, b)))
    .orderBy(asc(logAktivitas.id));

/**
 * Walks the chain in id order and checks every sealed row, every id below the mark and every
 * unsealed row above it. Each link is checked against the stored hash before it, so an edited row
 * breaks only its own link: the walk counts every break, and names the first.
 */
export async function verifikasiRantai(
  db: DbOrTx,
  kunci: KunciAudit,
  opts: { now: Date; terlambatMs?: number },
): Promise<HasilVerifikasi> {
  const r = logAktivitasRantai;
  const [rantai] = await db.select({ awal: min(r.log_id), akhir: max(r.log_id) }).from(r);
  const [log] = await db
    .select({ awal: min(logAktivitas.id), akhir: max(logAktivitas.id) })
    .from(logAktivitas);
  const hasil: HasilVerifikasi = {
    utuh: true,
    rusak: null,
    jumlah: {
      disegel: 0,
      belum_disegel: 0,
      diubah: 0,
      dihapus: 0,
      disisipkan: 0,
      terlambat: 0,
      kunci_lain: 0,
    },
    segel_terakhir: null,
    tertua_belum_disegel: null,
  };
  // The mark is fixed at the start: links the sealer adds during the walk are left for next time.
  const tanda = rantai?.akhir ?? null;
  if (tanda !== null) {
    const [s] = await db.select({ sealed_at: r.sealed_at }).from(r).where(eq(r.log_id, tanda));
    if (s) hasil.segel_terakhir = { log_id: tanda, disegel_pada: s.sealed_at.toISOString() };
  }
  const ujung = [rantai?.awal, rantai?.akhir, log?.awal, log?.akhir].filter((n) => n != null);
  if (ujung.length === 0) return hasil;
  const terlambatSebelum = opts.now.getTime() - (opts.terlambatMs ?? BATAS_TERLAMBAT_MS);

  const catat = (log_id: number, jenis: JenisRusak, keterangan = KETERANGAN[jenis]) => {
    hasil.jumlah[jenis === 'belum_disegel' ? 'terlambat' : jenis] += 1;
    hasil.utuh = false;
    hasil.rusak ??= { log_id, jenis, keterangan };
  };

  let prevHash = '';
  let prevId: number | null = null;
  // Rows below the mark without a link, seen since the last link; the next link says which one,
  // if any, had been sealed (its link was removed) and which were never sealed (inserted later).
  let tertunda: number[] = [];

  const periksaTautan = (t: Tautan, baris: Baris | undefined) => {
    hasil.jumlah.disegel += 1;
    const bersambung = t.prev_id === prevId;
    const lompat = t.prev_id !== null && (prevId === null || t.prev_id > prevId);
    const temuan: [number, JenisRusak, string?][] = tertunda.map((id) =>
      lompat && id === t.prev_id ? [id, 'diubah', SEGEL_DIHAPUS] : [id, 'disisipkan'],
    );
    // The previous row lost its link together with the row itself: the link after it names it.
    if (lompat && t.prev_id !== null && !tertunda.includes(t.prev_id)) temuan.push([t.prev_id, 'dihapus']);
    for (const [id, jenis, ket] of temuan.sort((x, y) => x[0] - y[0])) catat(id, jenis, ket);
    tertunda = [];
    if (!bersambung && !lompat) catat(t.log_id, 'diubah');
    else if (!baris) catat(t.log_id, 'dihapus');
    else if (t.kunci_id !== kunci.id) catat(t.log_id, 'kunci_lain');
    // Behind a removed link the previous hash is unknown, so this link cannot be checked itself.
    else if (bersambung && hashTautan(kunci, prevHash, prevId, kanonikDari(baris)) !== t.hash) {
      catat(t.log_id, 'diubah');
    }
    prevHash = t.hash;
    prevId = t.log_id;
  };

  const periksaTanpaTautan = (baris: Baris) => {
    if (tanda !== null && baris.nomor <= tanda) {
      tertunda.push(baris.nomor);
      return;
    }
    hasil.jumlah.belum_disegel += 1;
    hasil.tertua_belum_disegel ??= { log_id: baris.nomor, waktu: baris.pada.toISOString() };
    if (baris.pada.getTime() < terlambatSebelum) catat(baris.nomor, 'belum_disegel');
  };

  const akhir = Math.max(...ujung);
  for (let a = Math.min(...ujung) - 1; a < akhir; a += HALAMAN) {
    const b = a + HALAMAN;
    const tautan: Tautan[] =
      tanda === null || a >= tanda
        ? []
        : await db
            .select({ log_id: r.log_id, prev_id: r.prev_id, hash: r.hash, kunci_id: r.kunci_id })
            .from(r)
            .where(and(gt(r.log_id, a), lte(r.log_id, Math.min(b, tanda))))
            .orderBy(asc(r.log_id));
    const baris = await bacaBaris(db, a, b);
    let i = 0;
    let j = 0;
    while (i < tautan.length || j < baris.length) {
      const t = tautan[i];
      const row = baris[j];
      if (t && (!row || t.log_id <= row.nomor)) {
        const cocok = row && row.nomor === t.log_id ? row : undefined;
        periksaTautan(t, cocok);
        i += 1;
        if (cocok) j += 1;
      } else if (row) {
        periksaTanpaTautan(row);
        j += 1;
      }
    }
  }
  return hasil;
}
