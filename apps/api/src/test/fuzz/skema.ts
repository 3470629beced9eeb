import fc from 'fast-check';

/**
 * The part of JSON Schema (OpenAPI 3.0) that @fastify/swagger writes for our zod contracts:
 * enough to generate valid values and to tell whether a value is one the contract refuses.
 */
export interface Skema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  nullable?: boolean;
  enum?: readonly unknown[];
  anyOf?: readonly Skema[];
  oneOf?: readonly Skema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: Skema;
  minItems?: number;
  maxItems?: number;
  properties?: Readonly<Record<string, Skema>>;
  required?: readonly string[];
  additionalProperties?: boolean | Skema;
  default?: unknown;
}

const regexCache = new Map<string, RegExp>();
function regex(pola: string): RegExp {
  let r = regexCache.get(pola);
  if (!r) {
    r = new RegExp(pola);
    regexCache.set(pola, r);
  }
  return r;
}

// A pattern is a date's when it takes a day and refuses what only a looser text would take
// (a phone number's pattern takes '2026-01-15' too).
const BUKAN_TANGGAL = ['x', '12345', '2026-01-1', '2026-01-155', '0812-3456-7890', ' 2026-01-15'];

/** A date field (`YYYY-MM-DD`), whether the contract says so by format or by pattern. */
export function apakahTanggal(s: Skema): boolean {
  if (s.type !== 'string') return false;
  if (s.format === 'date') return true;
  if (!s.pattern) return false;
  const r = regex(s.pattern);
  return (
    r.test('2026-01-15') && !r.test('2026-01-15T08:30:00+07:00') && !BUKAN_TANGGAL.some((x) => r.test(x))
  );
}

/** A date-time field (ISO 8601 with a zone). */
export function apakahWaktu(s: Skema): boolean {
  if (s.type !== 'string') return false;
  if (s.format === 'date-time') return true;
  if (!s.pattern) return false;
  const r = regex(s.pattern);
  return (
    r.test('2026-01-15T08:30:00+07:00') && !r.test('2026-01-15') && !BUKAN_TANGGAL.some((x) => r.test(x))
  );
}

/** A clock time field ('HH:MM'). */
export function apakahJam(s: Skema): boolean {
  if (s.type !== 'string') return false;
  if (s.format === 'time') return true;
  return !!s.pattern && regex(s.pattern).test('08:30') && !regex(s.pattern).test('0830');
}

const POLA_JAM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `YYYY-MM-DD` (the start of a date or date-time) names a day that exists. */
export function tanggalNyata(teks: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(teks);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

// STYLE "text without control characters": C0 controls other than tab, line feed and carriage return.
const KONTROL = {
  test: (s: string) => {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
    }
    return false;
  },
};
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const SURROGATE_TUNGGAL = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const utuh = (s: string) => !SURROGATE_TUNGGAL.test(s);

/** Length as JSON Schema counts it (code points); zod counts UTF-16 units, never fewer. */
const panjangTitikKode = (s: string) => [...s].length;

function samaDengan(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function jenisNilai(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/**
 * Why the contract refuses `v`, or null when it accepts it. Beyond plain JSON Schema it holds the
 * rules every text and date field carries in Rawat (STYLE: no control characters, well-formed
 * Unicode, real calendar dates).
 */
export function pelanggaran(s: Skema, v: unknown, jalur = ''): string | null {
  if (v === null) return s.nullable || s.type === 'null' ? null : `${jalur}: null`;
  if (s.anyOf || s.oneOf) {
    const cabang = (s.anyOf ?? s.oneOf) as readonly Skema[];
    const hasil = cabang.map((c) => pelanggaran(c, v, jalur));
    if (hasil.some((h) => h === null)) return null;
    return hasil[0] ?? `${jalur}: tidak cocok`;
  }
  if (s.enum && !s.enum.some((e) => samaDengan(e, v))) return `${jalur}: bukan salah satu enum`;
  switch (s.type) {
    case 'string': {
      if (typeof v !== 'string') return `${jalur}: bukan string (${jenisNilai(v)})`;
      if (KONTROL.test(v)) return `${jalur}: karakter kendali`;
      if (!utuh(v)) return `${jalur}: surrogate tanpa pasangan`;
      if (s.maxLength !== undefined && panjangTitikKode(v) > s.maxLength)
        return `${jalur}: > maxLength ${s.maxLength}`;
      if (s.minLength !== undefined && v.length < s.minLength) return `${jalur}: < minLength ${s.minLength}`;
      if (s.pattern && !regex(s.pattern).test(v)) return `${jalur}: tidak cocok pola`;
      if (s.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v))
        return `${jalur}: bukan uuid`;
      if (s.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(v)) return `${jalur}: bukan tanggal`;
      if (
        s.format === 'date-time' &&
        !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v)
      )
        return `${jalur}: bukan waktu`;
      if ((apakahTanggal(s) || apakahWaktu(s)) && !tanggalNyata(v)) return `${jalur}: tanggal tidak ada`;
      if (apakahWaktu(s) && !POLA_JAM.test(v.slice(11, 16))) return `${jalur}: jam tidak ada`;
      if (apakahJam(s) && !POLA_JAM.test(v)) return `${jalur}: jam tidak ada`;
      return null;
    }
    case 'integer':
    case 'number': {
      if (typeof v !== 'number' || !Number.isFinite(v)) return `${jalur}: bukan angka (${jenisNilai(v)})`;
      if (s.type === 'integer' && !Number.isInteger(v)) return `${jalur}: bukan bilangan bulat`;
      if (s.minimum !== undefined && (v < s.minimum || (s.exclusiveMinimum === true && v === s.minimum)))
        return `${jalur}: < minimum ${s.minimum}`;
      if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum)
        return `${jalur}: <= batas bawah`;
      if (s.maximum !== undefined && (v > s.maximum || (s.exclusiveMaximum === true && v === s.maximum)))
        return `${jalur}: > maximum ${s.maximum}`;
      if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) return `${jalur}: >= batas atas`;
      return null;
    }
    case 'boolean':
      return typeof v === 'boolean' ? null : `${jalur}: bukan boolean (${jenisNilai(v)})`;
    case 'array': {
      if (!Array.isArray(v)) return `${jalur}: bukan array (${jenisNilai(v)})`;
      if (s.minItems !== undefined && v.length < s.minItems) return `${jalur}: < minItems ${s.minItems}`;
      if (s.maxItems !== undefined && v.length > s.maxItems) return `${jalur}: > maxItems ${s.maxItems}`;
      if (s.items)
        for (const [i, x] of v.entries()) {
          const p = pelanggaran(s.items, x, `${jalur}[${i}]`);
          if (p) return p;
        }
      return null;
    }
    case 'object': {
      if (jenisNilai(v) !== 'object') return `${jalur}: bukan objek (${jenisNilai(v)})`;
      const o = v as Record<string, unknown>;
      for (const k of s.required ?? []) if (o[k] === undefined) return `${jalur}.${k}: wajib`;
      for (const [k, x] of Object.entries(o)) {
        const ks =
          s.properties?.[k] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : null);
        if (ks && x !== undefined) {
          const p = pelanggaran(ks, x, `${jalur}.${k}`);
          if (p) return p;
        } else if (!ks && s.additionalProperties === false) return `${jalur}.${k}: tidak dikenal`;
      }
      return null;
    }
    default:
      // No type: anything JSON goes, still under the text rules.
      return pelanggaranTeksDalam(v, jalur);
  }
}

function pelanggaranTeksDalam(v: unknown, jalur: string): string | null {
  if (typeof v === 'string')
    return KONTROL.test(v) ? `${jalur}: karakter kendali` : utuh(v) ? null : `${jalur}: surrogate`;
  if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      const p = pelanggaranTeksDalam(k, jalur) ?? pelanggaranTeksDalam(x, `${jalur}.${k}`);
      if (p) return p;
    }
  return null;
}

/**
 * `arb` where `cocok` holds, else one fixed value that does, found once by sampling: a filter
 * that seldom passes would spin forever, this never does.
 */
function saring<T>(arb: fc.Arbitrary<T>, cocok: (x: T) => boolean, nama: string): fc.Arbitrary<T> {
  const cadangan =
    fc.sample(arb, { numRuns: 10, seed: 42 }).find(cocok) ??
    fc.sample(arb, { numRuns: 500, seed: 42 }).find(cocok);
  if (cadangan === undefined) throw new Error(`tidak bisa membuat nilai sah untuk ${nama}`);
  return arb.map((x) => (cocok(x) ? x : cadangan));
}

const arbJson = (maxDepth: number) =>
  saring(fc.jsonValue({ maxDepth }), (x) => pelanggaranTeksDalam(x, '') === null, 'json');

// Letters, digits and the punctuation Indonesian names and addresses carry; never a control
// character, so a generated valid text stays valid after the server trims it.
const HURUF = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const TANDA = " .,-/'()é";
const arbHuruf = fc.constantFrom(...HURUF);
const arbKarakter = fc.oneof(
  { weight: 6, arbitrary: arbHuruf },
  { weight: 1, arbitrary: fc.constantFrom(...TANDA) },
);

function arbTeks(min: number, max: number): fc.Arbitrary<string> {
  if (max <= 0) return fc.constant('');
  const lo = Math.max(min, 1);
  const hi = Math.max(lo, Math.min(max, lo + 24));
  // First and last characters are letters, so trimming changes nothing.
  return fc
    .tuple(
      arbHuruf,
      fc.array(arbKarakter, { minLength: Math.max(0, lo - 2), maxLength: Math.max(0, hi - 2) }),
      arbHuruf,
    )
    .map(([a, tengah, z]) =>
      (lo === 1 && tengah.length === 0 ? a : `${a}${tengah.join('')}${z}`).slice(0, max),
    );
}

const arbTanggal = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function arbTeksSkema(s: Skema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min + 24, 40);
  if (s.format === 'uuid') return fc.uuid({ version: 4 });
  if (apakahTanggal(s)) return arbTanggal;
  if (apakahJam(s))
    return fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([j, m]) => `${String(j).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  if (apakahWaktu(s))
    return fc
      .tuple(arbTanggal, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([t, j, m]) => `${t}T${String(j).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+07:00`);
  if (s.pattern) {
    const r = regex(s.pattern);
    // A match as short as `xsmall` makes is often shorter than minLength: repeat it (a class
    // repeated, `^[a-z0-9._-]+$`, still matches), and keep whatever still fits the rules.
    const arb = fc
      .stringMatching(r, { size: 'small' })
      .map((x) => (x && x.length < min ? x.repeat(Math.ceil(min / x.length)) : x).slice(0, max));
    return saring(arb, (x) => pelanggaran(s, x) === null && x.trim() === x, JSON.stringify(s));
  }
  return arbTeks(min, max);
}

function arbAngka(s: Skema): fc.Arbitrary<number> {
  const bulat = s.type === 'integer';
  let lo = s.minimum ?? -1000;
  let hi = s.maximum ?? 1_000_000;
  if (s.exclusiveMinimum === true) lo += bulat ? 1 : 0.001;
  if (s.exclusiveMaximum === true) hi -= bulat ? 1 : 0.001;
  lo = Math.max(lo, Number.MIN_SAFE_INTEGER);
  hi = Math.min(hi, Number.MAX_SAFE_INTEGER);
  if (bulat) {
    const kecil = fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.min(hi, Math.max(lo, 0) + 100)) });
    return fc.oneof(
      { weight: 4, arbitrary: kecil },
      { weight: 1, arbitrary: fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) },
    );
  }
  const pecahan = fc
    .double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true })
    .map((x) => Math.round(x * 100) / 100);
  return saring(pecahan, (x) => pelanggaran(s, x) === null, JSON.stringify(s));
}

/**
 * Values the contract accepts, as far as its JSON Schema says (a zod refinement the schema cannot
 * show, a NIK checksum, may still refuse one). `lengkap` fills every optional field and gives every
 * array an item, so each field has a place to be broken.
 */
export function arbNilai(s: Skema, opsi: { lengkap?: boolean } = {}, dalam = 0): fc.Arbitrary<unknown> {
  const lengkap = opsi.lengkap ?? false;
  // Built once per schema: every kind of every operation asks again for the same fields.
  const kunci = `${lengkap}:${Math.min(dalam, 4)}`;
  const simpanan = cacheArb.get(s) ?? new Map<string, fc.Arbitrary<unknown>>();
  cacheArb.set(s, simpanan);
  const ada = simpanan.get(kunci);
  if (ada) return ada;
  const baru = buatArb(s, lengkap, dalam);
  simpanan.set(kunci, baru);
  return baru;
}

const cacheArb = new WeakMap<Skema, Map<string, fc.Arbitrary<unknown>>>();

function buatArb(s: Skema, lengkap: boolean, dalam: number): fc.Arbitrary<unknown> {
  const opsi = { lengkap };
  if (s.anyOf || s.oneOf) {
    const cabang = ((s.anyOf ?? s.oneOf) as readonly Skema[]).filter(
      (c) => !(c.enum?.length === 1 && c.enum[0] === ''),
    );
    const pilih = (cabang.length ? cabang : ((s.anyOf ?? s.oneOf) as readonly Skema[])).map((c) =>
      arbNilai(c, opsi, dalam + 1),
    );
    const a = fc.oneof(...pilih);
    return s.nullable && !lengkap
      ? fc.oneof({ weight: 4, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) })
      : a;
  }
  const dasar = arbDasar(s, lengkap, dalam);
  return s.nullable && !lengkap
    ? fc.oneof({ weight: 4, arbitrary: dasar }, { weight: 1, arbitrary: fc.constant(null) })
    : dasar;
}

function arbDasar(s: Skema, lengkap: boolean, dalam: number): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'string':
      return arbTeksSkema(s);
    case 'integer':
    case 'number':
      return arbAngka(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = Math.max(s.minItems ?? 0, lengkap ? 1 : 0);
      const max = Math.max(min, Math.min(s.maxItems ?? 3, min + 2));
      return fc.array(s.items ? arbNilai(s.items, { lengkap }, dalam + 1) : arbJson(1), {
        minLength: min,
        maxLength: max,
      });
    }
    case 'object': {
      const props = s.properties ?? {};
      const kunci = Object.keys(props);
      if (kunci.length === 0)
        return dalam > 3 ? fc.constant({}) : fc.dictionary(arbTeks(1, 8), arbJson(1), { maxKeys: 3 });
      const rec: Record<string, fc.Arbitrary<unknown>> = {};
      for (const k of kunci) rec[k] = arbNilai(props[k] as Skema, { lengkap }, dalam + 1);
      return fc.record(rec, { requiredKeys: lengkap ? kunci : [...(s.required ?? [])] });
    }
    default:
      return arbJson(2);
  }
}
