/**
 * Reads the OpenAPI 3 document the API generates from the zod contracts into what the
 * reference page shows: operations grouped by tag, with $refs inlined.
 */
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export type Obj = Record<string, unknown>;
export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const teks = (v: unknown): string => (typeof v === 'string' ? v : '');

export interface Parameter {
  nama: string;
  lokasi: string;
  wajib: boolean;
  keterangan: string;
  skema: unknown;
}
export interface Respons {
  status: string;
  keterangan: string;
  skema: unknown;
}
export interface Operasi {
  id: string;
  method: Method;
  path: string;
  tag: string;
  ringkasan: string;
  deskripsi: string;
  /** `x-permission`: a permission string, 'public' or 'authenticated'. */
  izin: string | null;
  parameter: Parameter[];
  body: { wajib: boolean; contentType: string; skema: unknown } | null;
  respons: Respons[];
  usang: boolean;
  teksCari: string;
}
export interface GrupTag {
  nama: string;
  deskripsi: string;
  operasi: Operasi[];
}
export interface ReferensiApi {
  judul: string;
  versi: string;
  deskripsi: string;
  openapi: string;
  grup: GrupTag[];
  total: number;
}

function ikutiPointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const bagian of ref.slice(2).split('/')) {
    const kunci = decodeURIComponent(bagian).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObj(node) && !Array.isArray(node)) return undefined;
    node = isObj(node) ? node[kunci] : node[Number(kunci)];
  }
  return node;
}

/** Inlines local $refs; a ref already being expanded (a cycle) stays a $ref. */
export function lepasRef(node: unknown, doc: unknown, jejak: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => lepasRef(n, doc, jejak));
  if (!isObj(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const target = ikutiPointer(doc, ref);
    if (target === undefined || jejak.includes(ref) || jejak.length > 16) return node;
    return lepasRef(target, doc, [...jejak, ref]);
  }
  const hasil: Obj = {};
  for (const [k, v] of Object.entries(node)) hasil[k] = lepasRef(v, doc, jejak);
  return hasil;
}

function skemaKonten(konten: unknown): { contentType: string; skema: unknown } | null {
  if (!isObj(konten)) return null;
  const [contentType, media] = Object.entries(konten)[0] ?? [];
  if (!contentType || !isObj(media)) return null;
  return { contentType, skema: media.schema };
}

const ARTI_STATUS: Record<string, string> = {
  '200': 'Berhasil',
  '201': 'Berhasil dibuat',
  '204': 'Berhasil, tanpa isi',
  '400': 'Data tidak valid',
  '401': 'Belum login atau sesi berakhir',
  '403': 'Tidak punya izin',
  '404': 'Tidak ditemukan',
  '409': 'Bentrok dengan data yang ada',
  '429': 'Terlalu banyak percobaan',
  '500': 'Kesalahan server',
};

// fastify-swagger writes 'Default Response' when a route gives no text; say what the code means.
function keteranganStatus(status: string, v: unknown): string {
  const d = isObj(v) ? teks(v.description) : '';
  return d && d !== 'Default Response' ? d : (ARTI_STATUS[status] ?? '');
}

function bacaParameter(list: unknown): Parameter[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObj).map((p) => ({
    nama: teks(p.name),
    lokasi: teks(p.in),
    wajib: p.required === true,
    keterangan: teks(p.description) || (isObj(p.schema) ? teks(p.schema.description) : ''),
    skema: p.schema,
  }));
}

function bacaOperasi(doc: Obj, path: string, method: Method, op: Obj, paramPath: Parameter[]): Operasi {
  const o = lepasRef(op, doc);
  const r: Obj = isObj(o) ? o : {};
  const tags = Array.isArray(r.tags) ? r.tags.filter((t): t is string => typeof t === 'string') : [];
  const sendiri = bacaParameter(r.parameters);
  const parameter = [
    ...paramPath.filter((p) => !sendiri.some((s) => s.nama === p.nama && s.lokasi === p.lokasi)),
    ...sendiri,
  ];
  const rb = isObj(r.requestBody) ? r.requestBody : null;
  const isiBody = rb ? skemaKonten(rb.content) : null;
  const respons: Respons[] = isObj(r.responses)
    ? Object.entries(r.responses).map(([status, v]) => ({
        status,
        keterangan: keteranganStatus(status, v),
        skema: isObj(v) ? (skemaKonten(v.content)?.skema ?? null) : null,
      }))
    : [];
  const izinMentah = r['x-permission'];
  const izin =
    typeof izinMentah === 'string' ? izinMentah : Array.isArray(izinMentah) ? izinMentah.join(', ') : null;
  const ringkasan = teks(r.summary);
  // The API repeats x-permission as an 'Izin: …' line; the page shows it as its own section.
  const deskripsi = izin
    ? teks(r.description)
        .split('\n')
        .filter((baris) => !/^izin:/i.test(baris.trim()))
        .join('\n')
        .trim()
    : teks(r.description);
  const tag = tags[0] ?? 'Lainnya';
  return {
    id: `${method}-${path}`,
    method,
    path,
    tag,
    ringkasan,
    deskripsi,
    izin,
    parameter,
    body: rb && isiBody ? { wajib: rb.required === true, ...isiBody } : null,
    respons,
    usang: r.deprecated === true,
    teksCari: [method, path, tag, ringkasan, deskripsi, izin ?? '', teks(r.operationId)]
      .join(' ')
      .toLowerCase(),
  };
}

/** Throws when the answer is not an OpenAPI document. */
export function bacaReferensi(doc: unknown): ReferensiApi {
  if (!isObj(doc) || !isObj(doc.paths))
    throw new Error('Dokumen OpenAPI tidak valid: bagian "paths" tidak ada.');
  const info = isObj(doc.info) ? doc.info : {};
  const semua: Operasi[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!isObj(item)) continue;
    const paramPath = bacaParameter(lepasRef(item.parameters, doc));
    for (const m of METHODS) {
      const op = item[m];
      if (isObj(op)) semua.push(bacaOperasi(doc, path, m, op, paramPath));
    }
  }
  const deskripsiTag = new Map<string, string>();
  const urutTag: string[] = [];
  if (Array.isArray(doc.tags)) {
    for (const t of doc.tags) {
      if (isObj(t) && typeof t.name === 'string') {
        deskripsiTag.set(t.name, teks(t.description));
        urutTag.push(t.name);
      }
    }
  }
  const grup = new Map<string, Operasi[]>();
  for (const op of semua) grup.set(op.tag, [...(grup.get(op.tag) ?? []), op]);
  const nama = [...grup.keys()].sort((a, b) => {
    const ia = urutTag.indexOf(a);
    const ib = urutTag.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? 1e9 : ia) - (ib === -1 ? 1e9 : ib);
    return a.localeCompare(b, 'id');
  });
  return {
    judul: teks(info.title) || 'Rawat API',
    versi: teks(info.version),
    deskripsi: teks(info.description),
    openapi: teks(doc.openapi),
    grup: nama.map((n) => ({ nama: n, deskripsi: deskripsiTag.get(n) ?? '', operasi: grup.get(n) ?? [] })),
    total: semua.length,
  };
}
