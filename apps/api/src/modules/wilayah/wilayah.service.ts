import type {
  TingkatWilayah,
  Wilayah,
  WilayahCariQuery,
  WilayahDetail,
  WilayahListQuery,
} from '@rawat/domain';
import { cariPosisi, kueri } from './wilayah.cari.ts';
import { dataWilayah } from './wilayah.data.ts';
import { wilayahTidakDitemukan } from './wilayah.errors.ts';
import type { IndeksWilayah } from './wilayah.indeks.ts';

// The regions come from the shipped file, not the database: services here take no `db`.

function halaman(posisi: ArrayLike<number>, q: { offset: number; limit: number; limitless?: boolean }) {
  const dari = q.limitless ? 0 : q.offset;
  const sampai = q.limitless ? posisi.length : Math.min(posisi.length, q.offset + q.limit);
  return { dari, sampai };
}

/**
 * The regions of one level, optionally only those under `induk` (a dotted code of the level
 * above), in code order, or best match first when searching.
 */
export function listWilayah(
  tingkat: TingkatWilayah,
  induk: string | undefined,
  q: WilayahListQuery,
): { rows: Wilayah[]; total: number } {
  const idx = dataWilayah();
  let posisiInduk: number | undefined;
  if (induk !== undefined) {
    posisiInduk = idx.posisi(induk);
    if (posisiInduk < 0) throw wilayahTidakDitemukan();
  }
  const cari = q.search ? kueri(q.search) : null;
  let posisi: ArrayLike<number>;
  if (cari)
    posisi = cariPosisi(idx, cari, { tingkat, ...(posisiInduk !== undefined ? { induk: posisiInduk } : {}) });
  else if (posisiInduk !== undefined) posisi = idx.anak(posisiInduk);
  else posisi = idx.perTingkat[tingkat - 1] ?? [];
  const { dari, sampai } = halaman(posisi, q);
  const rows: Wilayah[] = [];
  for (let n = dari; n < sampai; n++) rows.push(idx.wilayah(posisi[n] ?? 0));
  return { rows, total: posisi.length };
}

function detailDi(idx: IndeksWilayah, i: number): WilayahDetail {
  const [provinsi, kabupaten, kecamatan] = idx.leluhur(i).map((p) => idx.wilayah(p));
  return {
    ...idx.wilayah(i),
    provinsi: provinsi ?? null,
    kabupaten: kabupaten ?? null,
    kecamatan: kecamatan ?? null,
  };
}

/** One region by its dotted code, with the regions above it. */
export function detailWilayah(kode: string): WilayahDetail {
  const idx = dataWilayah();
  const i = idx.posisi(kode);
  if (i < 0) throw wilayahTidakDitemukan();
  return detailDi(idx, i);
}

/**
 * Search across every level: each word must be in the region's name or in a name above it
 * ('dago coblong'), best matches first, each with its chain so the answer can be shown as
 * 'Coblong, Kota Bandung, Jawa Barat'.
 */
export function cariWilayah(q: WilayahCariQuery): { rows: WilayahDetail[]; total: number } {
  const idx = dataWilayah();
  const cari = kueri(q.search);
  if (!cari) return { rows: [], total: 0 };
  const posisi = cariPosisi(idx, cari, { leluhur: true, ...(q.tingkat ? { tingkat: q.tingkat } : {}) });
  const { dari, sampai } = halaman(posisi, q);
  return { rows: posisi.slice(dari, sampai).map((i) => detailDi(idx, i)), total: posisi.length };
}
