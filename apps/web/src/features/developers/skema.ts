import { isObj, type Obj } from './openapi.ts';

const TIPE: Record<string, string> = {
  string: 'teks',
  integer: 'bilangan bulat',
  number: 'angka',
  boolean: 'boolean',
  object: 'objek',
  array: 'daftar',
  null: 'null',
};

/** A short human type of a JSON Schema: "teks (uuid)", "'AKTIF' | 'NONAKTIF'", "objek[]"… */
export function tipeSkema(s: unknown): string {
  if (!isObj(s)) return 'bebas';
  if (typeof s.$ref === 'string') return s.$ref.split('/').pop() ?? s.$ref;
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const pilihan = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : null;
  if (pilihan) return [...new Set(pilihan.map(tipeSkema))].join(' | ');
  if (Array.isArray(s.allOf)) return s.allOf.map(tipeSkema).join(' & ');
  const tipe = Array.isArray(s.type)
    ? s.type.filter((t): t is string => typeof t === 'string')
    : typeof s.type === 'string'
      ? [s.type]
      : [];
  if (tipe.length === 0) return isObj(s.properties) ? 'objek' : 'bebas';
  const hasil = tipe
    .map((t) => {
      if (t === 'array') return `${tipeSkema(s.items)}[]`;
      const dasar = TIPE[t] ?? t;
      return typeof s.format === 'string' ? `${dasar} (${s.format})` : dasar;
    })
    .join(' | ');
  // OpenAPI 3.0 marks nullable fields with a flag instead of a 'null' type.
  return s.nullable === true ? `${hasil} | null` : hasil;
}

/** The constraints of a schema in a few words: "min 3 · maks 32 · pola ^[a-z]+$ · bawaan 15". */
export function batasanSkema(s: unknown): string {
  if (!isObj(s)) return '';
  const b: string[] = [];
  const tambah = (kunci: string, label: string) => {
    const v = s[kunci];
    // zod's int() writes the safe-integer range as bounds; that says nothing to a reader.
    if (typeof v === 'number' && Math.abs(v) >= Number.MAX_SAFE_INTEGER) return;
    if (typeof v === 'number' || typeof v === 'string') b.push(`${label} ${v}`);
  };
  tambah('minLength', 'min');
  tambah('maxLength', 'maks');
  tambah('minimum', '≥');
  tambah('exclusiveMinimum', '>');
  tambah('maximum', '≤');
  tambah('exclusiveMaximum', '<');
  tambah('minItems', 'min item');
  tambah('maxItems', 'maks item');
  // A format (uuid, email…) already says what the generated pattern spells out.
  if (typeof s.format !== 'string') tambah('pattern', 'pola');
  if ('default' in s) b.push(`bawaan ${JSON.stringify(s.default)}`);
  return b.join(' · ');
}

export interface Properti {
  /** Dotted path: `respon[].username`, `metadata.total_data`. */
  nama: string;
  kedalaman: number;
  tipe: string;
  wajib: boolean;
  keterangan: string;
  batasan: string;
}

/** The object inside a schema: itself, its array items, or the non-null branch of a nullable. */
function objekDi(s: unknown): { obj: Obj; akhiran: string } | null {
  if (!isObj(s)) return null;
  if (isObj(s.properties)) return { obj: s, akhiran: '.' };
  if (s.type === 'array' || isObj(s.items)) {
    const d = objekDi(s.items);
    return d ? { obj: d.obj, akhiran: `[]${d.akhiran}` } : null;
  }
  const pilihan = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : [];
  const bukanNull = pilihan.filter((p) => !(isObj(p) && p.type === 'null'));
  return bukanNull.length === 1 ? objekDi(bukanNull[0]) : null;
}

function ratakan(obj: Obj, awalan: string, kedalaman: number, hasil: Properti[]): void {
  if (!isObj(obj.properties)) return;
  const wajib = Array.isArray(obj.required) ? obj.required : [];
  for (const [nama, p] of Object.entries(obj.properties)) {
    hasil.push({
      nama: `${awalan}${nama}`,
      kedalaman,
      tipe: tipeSkema(p),
      wajib: wajib.includes(nama),
      keterangan: isObj(p) && typeof p.description === 'string' ? p.description : '',
      batasan: batasanSkema(p),
    });
    const dalam = kedalaman < 4 ? objekDi(p) : null;
    if (dalam) ratakan(dalam.obj, `${awalan}${nama}${dalam.akhiran}`, kedalaman + 1, hasil);
  }
}

/**
 * Every property of an object schema, nested ones included under dotted paths, or null when the
 * schema has no properties. `daftar` says the body itself is an array of those objects.
 */
export function propertiSkema(s: unknown): { daftar: boolean; properti: Properti[] } | null {
  const d = objekDi(s);
  if (!d) return null;
  const hasil: Properti[] = [];
  ratakan(d.obj, '', 0, hasil);
  return hasil.length ? { daftar: d.akhiran.startsWith('[]'), properti: hasil } : null;
}
