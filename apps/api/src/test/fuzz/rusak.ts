import fc from 'fast-check';
import type { Operasi, Parameter } from './operasi.ts';
import { apakahJam, apakahTanggal, apakahWaktu, arbNilai, pelanggaran, type Skema } from './skema.ts';
import { type NilaiUrl, type Permintaan, type Vonis, vonisUntuk } from './vonis.ts';

/**
 * The ways one field of a valid request is broken, one at a time. `batas` is not broken: it puts
 * a field at the edge the contract allows (the longest text, the largest number), where a column
 * narrower than its contract answers 500.
 */
export const JENIS_RUSAK = [
  'tipe-salah',
  'teks-raksasa',
  'karakter-nul',
  'karakter-soh',
  'surrogate-tunggal',
  'emoji',
  'angka-negatif',
  'angka-1e308',
  'angka-2^63',
  'angka-nan',
  'sarang-dalam',
  'jenis-konten',
  'kunci-ganda',
  'tanggal-palsu',
  'enum-asing',
  'batas',
] as const;
export type JenisRusak = (typeof JENIS_RUSAK)[number];

export interface Probe {
  jenis: JenisRusak | 'valid';
  /** Which field was broken: 'body.items[0].jumlah', 'query:limit', 'path:uid'. */
  sasaran: string;
  permintaan: Permintaan;
  vonis: Vonis;
  /** Why the contract refuses it. */
  alasan: string | null;
}

type Jalur = (string | number)[];
interface Slot {
  tempat: 'path' | 'query' | 'body';
  jalur: Jalur;
  skema: Skema;
  nilai: unknown;
}

/** The schema a value was generated from, looking through nullable and the branch it took. */
function cabangUntuk(s: Skema, v: unknown): Skema {
  const cabang = s.anyOf ?? s.oneOf;
  if (!cabang) return s;
  const cocok = cabang.find((c) => pelanggaran(c, v) === null) ?? cabang[0] ?? s;
  return cabangUntuk(cocok, v);
}

function slotBody(s: Skema, v: unknown, jalur: Jalur, keluar: Slot[]) {
  const skema = cabangUntuk(s, v);
  keluar.push({ tempat: 'body', jalur, skema, nilai: v });
  if (Array.isArray(v) && skema.items && v.length > 0) slotBody(skema.items, v[0], [...jalur, 0], keluar);
  else if (v && typeof v === 'object' && !Array.isArray(v) && skema.properties)
    for (const [k, x] of Object.entries(v))
      if (skema.properties[k] && x !== undefined) slotBody(skema.properties[k], x, [...jalur, k], keluar);
}

/** Every place of a request that can be broken. */
function semuaSlot(op: Operasi, p: Permintaan): Slot[] {
  const keluar: Slot[] = [];
  for (const prm of op.params)
    keluar.push({ tempat: 'path', jalur: [prm.nama], skema: prm.skema, nilai: p.params[prm.nama] });
  for (const prm of op.query)
    keluar.push({ tempat: 'query', jalur: [prm.nama], skema: prm.skema, nilai: p.query[prm.nama] });
  if (op.body && p.body !== undefined) slotBody(op.body.skema, p.body, [], keluar);
  return keluar;
}

export function namaSlot(s: Pick<Slot, 'tempat' | 'jalur'>): string {
  if (s.tempat !== 'body') return `${s.tempat}:${s.jalur[0]}`;
  return `body${s.jalur.map((j) => (typeof j === 'number' ? `[${j}]` : `.${j}`)).join('')}`;
}

const jenisSkema = (s: Skema) => s.type ?? (s.enum ? typeof s.enum[0] : undefined);
const apakahTeks = (s: Skema) => jenisSkema(s) === 'string';
const apakahAngka = (s: Skema) => s.type === 'integer' || s.type === 'number';

/** Deterministic text of `n` letters and digits from one seed: long, and barely compressible. */
export function teksAcak(benih: number, n: number): string {
  const huruf = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let x = benih >>> 0 || 1;
  let s = '';
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    s += huruf[(x >>> 0) % huruf.length];
  }
  return s;
}

const sisip = (teks: string, apa: string, acak: number) => {
  const i = teks.length ? Math.abs(acak) % (teks.length + 1) : 0;
  return teks.slice(0, i) + apa + teks.slice(i);
};

const KEDALAMAN = 3000;
// A marker no generated value holds, swapped for the nested text after JSON.stringify.
const SARANG = '\u0000__sarang__';
function sarang(n: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = [v];
  return v;
}

const TANGGAL_PALSU = ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-06-00'];
const JAM_PALSU = ['24:00', '23:60', '25:61'];
const JENIS_KONTEN = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'text/csv'];

/** A value of another JSON type than the field's (in a URL: a repeated parameter, or letters for a number). */
function tipeLain(slot: Slot): unknown {
  const t = jenisSkema(slot.skema);
  if (slot.tempat !== 'body') {
    if (t === 'string') return slot.tempat === 'query' ? [String(slot.nilai ?? 'a'), 'b'] : undefined;
    return 'abc';
  }
  switch (t) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'ya';
    case 'array':
      return { a: 1 };
    case 'object':
      return [1];
    default:
      return undefined;
  }
}

/** The value a kind puts in a slot, or undefined when the kind does not fit that slot. */
function nilaiRusak(jenis: JenisRusak, slot: Slot, acak: number): unknown {
  const s = slot.skema;
  const teks = typeof slot.nilai === 'string' ? slot.nilai : '';
  const diUrl = slot.tempat !== 'body';
  switch (jenis) {
    case 'tipe-salah':
      return tipeLain(slot);
    case 'teks-raksasa':
      if (!apakahTeks(s)) return undefined;
      // Past the contract's bound, or (where it names none) far past any index or column width.
      return s.maxLength !== undefined
        ? (teks || 'a')
            .repeat(Math.ceil((s.maxLength + 1) / Math.max(teks.length, 1)))
            .padEnd(s.maxLength + 1, 'a')
        : teksAcak(acak, 20_000);
    case 'karakter-nul':
      return apakahTeks(s) ? sisip(teks, '\u0000', acak) : undefined;
    case 'karakter-soh':
      return apakahTeks(s) ? sisip(teks, '\u0001', acak) : undefined;
    case 'surrogate-tunggal':
      if (!apakahTeks(s)) return undefined;
      // A URL cannot carry a lone surrogate; its WTF-8 bytes are the nearest thing.
      return diUrl ? { mentah: `${encodeURIComponent(teks)}%ED%A0%80` } : sisip(teks, '\uD800', acak);
    case 'emoji':
      return apakahTeks(s) ? sisip(teks, '😷', acak) : undefined;
    case 'angka-negatif':
      return apakahAngka(s) ? (diUrl ? '-1' : -1 - (Math.abs(acak) % 1000)) : undefined;
    case 'angka-1e308':
      return apakahAngka(s) ? (diUrl ? '1e308' : 1e308) : undefined;
    case 'angka-2^63':
      return apakahAngka(s) ? (diUrl ? '9223372036854775808' : 2 ** 63) : undefined;
    case 'angka-nan':
      return apakahAngka(s) ? 'NaN' : undefined;
    case 'sarang-dalam':
      return diUrl ? undefined : SARANG;
    case 'tanggal-palsu': {
      const t = TANGGAL_PALSU[Math.abs(acak) % TANGGAL_PALSU.length] as string;
      const j = JAM_PALSU[Math.abs(acak) % JAM_PALSU.length] as string;
      if (apakahTanggal(s)) return t;
      if (apakahWaktu(s)) return acak % 3 === 0 ? `2026-01-15T${j}:00+07:00` : `${t}T08:00:00+07:00`;
      return apakahJam(s) ? j : undefined;
    }
    case 'enum-asing':
      return s.enum && apakahTeks(s) ? 'TIDAK_DIKENAL' : undefined;
    case 'batas':
      if (apakahAngka(s))
        return acak % 2 === 0 && s.maximum !== undefined
          ? Math.min(s.maximum, Number.MAX_SAFE_INTEGER)
          : s.minimum !== undefined
            ? Math.max(s.minimum, Number.MIN_SAFE_INTEGER) + (s.exclusiveMinimum === true ? 1 : 0)
            : undefined;
      // The longest text a free-text field takes (patterns and formats keep their own shape).
      return apakahTeks(s) && s.maxLength !== undefined && !s.pattern && !s.format && !s.enum
        ? teksAcak(acak, s.maxLength)
        : undefined;
    case 'jenis-konten':
    case 'kunci-ganda':
      return undefined;
  }
}

function taruh(akar: unknown, jalur: Jalur, nilai: unknown): unknown {
  if (jalur.length === 0) return nilai;
  const [kepala, ...ekor] = jalur as [string | number, ...Jalur];
  const salinan = (Array.isArray(akar) ? [...akar] : { ...(akar as object) }) as Record<
    string | number,
    unknown
  >;
  salinan[kepala] = taruh(salinan[kepala], ekor, nilai);
  return salinan;
}

export interface SumberId {
  /** Real values seen for a path parameter of this operation (from earlier answers). */
  (op: Operasi, param: string): string[];
  /** Real values seen for a body field of this name. */
  bidang?: (kunci: string) => string[];
}

/** Puts real ids in the body's `*_uid` and `*_kode` fields, where the contract takes them. */
function isiIdNyata(s: Skema, v: unknown, ids: SumberId | null, acak: number): unknown {
  if (!ids?.bidang || !v || typeof v !== 'object') return v;
  const skema = cabangUntuk(s, v);
  if (Array.isArray(v))
    return skema.items ? v.map((x, i) => isiIdNyata(skema.items as Skema, x, ids, acak + i)) : v;
  const hasil: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const [k, x] of Object.entries(hasil)) {
    const ks = skema.properties?.[k];
    if (!ks) continue;
    const nyata = typeof x === 'string' ? ids.bidang(k).filter((n) => pelanggaran(ks, n) === null) : [];
    hasil[k] = nyata.length ? nyata[Math.abs(acak) % nyata.length] : isiIdNyata(ks, x, ids, acak + 1);
  }
  return hasil;
}

function arbUrl(op: Operasi, daftar: Parameter[], lengkap: boolean, ids: SumberId | null) {
  const rec: Record<string, fc.Arbitrary<unknown>> = {};
  for (const prm of daftar) {
    const nyata = ids ? ids(op, prm.nama) : [];
    const acak = arbNilai(prm.skema, { lengkap }).map((v) => (v === null ? undefined : v));
    rec[prm.nama] = nyata.length
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...nyata) }, { weight: 1, arbitrary: acak })
      : acak;
  }
  const wajib = daftar.filter((p) => p.wajib || lengkap).map((p) => p.nama);
  return fc.record(rec, { requiredKeys: wajib }).map((r) => {
    const hasil: Record<string, NilaiUrl> = {};
    for (const [k, v] of Object.entries(r)) if (v !== undefined) hasil[k] = String(v);
    return hasil;
  });
}

/** A request the contract accepts; `lengkap` fills every optional field, to break each one. */
export function arbPermintaan(op: Operasi, ids: SumberId | null, lengkap = false): fc.Arbitrary<Permintaan> {
  return fc
    .record({
      params: arbUrl(op, op.params, true, ids),
      query: arbUrl(op, op.query, lengkap, null),
      body: op.body ? arbNilai(op.body.skema, { lengkap }) : fc.constant(undefined),
      // One in four bodies keeps its random ids, the rest take real ones: both are worth sending.
      acak: fc.integer(),
    })
    .map(({ params, query, body, acak }) => {
      if (body === undefined) return { params, query };
      const isi = op.body && acak % 4 !== 0 ? isiIdNyata(op.body.skema, body, ids, acak) : body;
      return { params, query, body: isi };
    });
}

function dengan(op: Operasi, jenis: JenisRusak | 'valid', sasaran: string, permintaan: Permintaan): Probe {
  const probe: Probe = { jenis, sasaran, permintaan, ...vonisUntuk(op, permintaan) };
  // fast-check prints a counterexample in full; a 20 000-letter text or 3 000 nested arrays would
  // bury the report, which lists each request itself.
  Object.defineProperty(probe, fc.toStringMethod, { value: () => `[${jenis}] ${sasaran}` });
  return probe;
}

/** The valid request of an operation. */
export function arbValid(op: Operasi, ids: SumberId): fc.Arbitrary<Probe> {
  return arbPermintaan(op, ids).map((p) => dengan(op, 'valid', '-', p));
}

/**
 * A valid request broken one way (`jenis`), or null where the operation has no field that kind
 * fits (no number to overflow, no body to send as another type).
 */
export function arbRusak(op: Operasi, jenis: JenisRusak, ids: SumberId): fc.Arbitrary<Probe | null> {
  return fc.tuple(arbPermintaan(op, ids, true), fc.nat(), fc.integer()).map(([dasar, pilih, acak]) => {
    if (jenis === 'jenis-konten') {
      if (!op.body || dasar.body === undefined) return null;
      const contentType = JENIS_KONTEN[Math.abs(acak) % JENIS_KONTEN.length] as string;
      return dengan(op, jenis, 'content-type', {
        ...dasar,
        mentah: { teks: JSON.stringify(dasar.body), contentType },
      });
    }
    if (jenis === 'kunci-ganda') {
      const body = dasar.body as Record<string, unknown> | undefined;
      const kunci = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
      const k = kunci[pilih % Math.max(kunci.length, 1)];
      if (!body || k === undefined) return null;
      const slot: Slot = {
        tempat: 'body',
        jalur: [k],
        skema: cabangUntuk(op.body?.skema.properties?.[k] ?? {}, body[k]),
        nilai: body[k],
      };
      const lain = tipeLain(slot) ?? 'x';
      const json = JSON.stringify(body);
      const tambahan = `${JSON.stringify(k)}:${JSON.stringify(lain)}`;
      // Either the wrong value first and the right one last (JSON.parse keeps the last), or the reverse.
      const teks = acak % 2 === 0 ? `{${tambahan},${json.slice(1)}` : `${json.slice(0, -1)},${tambahan}}`;
      const dibaca = JSON.parse(teks) as unknown;
      return dengan(op, jenis, `body.${k} (dua kali)`, {
        ...dasar,
        body: dibaca,
        mentah: { teks, contentType: 'application/json' },
      });
    }
    const cocok = semuaSlot(op, dasar)
      .map((slot) => ({ slot, nilai: nilaiRusak(jenis, slot, acak) }))
      .filter((x) => x.nilai !== undefined);
    const terpilih = cocok[pilih % Math.max(cocok.length, 1)];
    if (!terpilih) return null;
    const { slot, nilai } = terpilih;
    const sasaran = namaSlot(slot);
    if (slot.tempat !== 'body') {
      const bagian = slot.tempat === 'path' ? 'params' : 'query';
      return dengan(op, jenis, sasaran, {
        ...dasar,
        [bagian]: { ...dasar[bagian], [slot.jalur[0] as string]: nilai },
      });
    }
    if (nilai === SARANG) {
      // One plain number innermost: a number field that reads [[…[1]…]] as 1 answers 2xx here.
      const teks = JSON.stringify(taruh(dasar.body, slot.jalur, SARANG)).replace(
        JSON.stringify(SARANG),
        `${'['.repeat(KEDALAMAN)}1${']'.repeat(KEDALAMAN)}`,
      );
      const body = taruh(dasar.body, slot.jalur, sarang(KEDALAMAN));
      return dengan(op, jenis, sasaran, {
        ...dasar,
        body,
        mentah: { teks, contentType: 'application/json' },
      });
    }
    return dengan(op, jenis, sasaran, { ...dasar, body: taruh(dasar.body, slot.jalur, nilai) });
  });
}
