import { type ArgMasukan, type DefinisiKontrak, isiPath, type Jawaban, type Masukan } from '@rawat/domain';
import { API_BASE, getUrl, type Query, request, toQueryString, uploadUrl } from './client.ts';

/**
 * The web's typed call to an endpoint contract of @rawat/domain: the path, the method and the
 * answer's type all come from the contract, so nothing here spells a path or asserts a type.
 */
type Bagian = { params?: unknown; query?: unknown; body?: unknown };

/** The full URL of an endpoint, e.g. for a PDF shown in PdfViewerDialog or a download link. */
export function urlKontrak<K extends DefinisiKontrak>(
  k: K,
  ...[masukan]: ArgMasukan<K> | [masukan: Omit<Masukan<K>, 'body'>]
): string {
  const m = (masukan ?? {}) as Bagian;
  return `${API_BASE[k.basis ?? 'main']}${isiPath(k.path, m.params as object)}${toQueryString(m.query as Query)}`;
}

/** Calls an endpoint and resolves with its success answer (the JSON envelope as the server sends it). */
export function panggil<K extends DefinisiKontrak>(k: K, ...[masukan]: ArgMasukan<K>): Promise<Jawaban<K>> {
  const m = (masukan ?? {}) as Bagian;
  const url = urlKontrak(k, { params: m.params, query: m.query } as Masukan<K>);
  if (k.method === 'GET') return getUrl<Jawaban<K>>(url);
  // PUT/POST/PATCH always carry a JSON body (Fastify refuses an empty one with a JSON content type).
  const body = m.body ?? (k.method === 'DELETE' ? undefined : {});
  return request<Jawaban<K>>(k.method, url, body);
}

/** Uploads a multipart form to an endpoint, with progress (0..1). */
export function unggah<K extends DefinisiKontrak>(
  k: K,
  masukan: Omit<Masukan<K>, 'body'>,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<Jawaban<K>> {
  return uploadUrl<Jawaban<K>>(urlKontrak(k, masukan as Masukan<K>), form, onProgress);
}

/**
 * The query key of an endpoint's answer: `[path, params, query]`, so `invalidateQueries({ queryKey:
 * [k.path] })` refreshes every answer of that endpoint.
 */
export function kunci<K extends DefinisiKontrak>(k: K, ...[masukan]: ArgMasukan<K>) {
  const m = (masukan ?? {}) as Bagian;
  return [k.path, m.params ?? null, m.query ?? null] as const;
}

/** `useQuery({ ...kueri(k, m), enabled })`: key and fetch of an endpoint, typed by its contract. */
export function kueri<K extends DefinisiKontrak>(k: K, ...args: ArgMasukan<K>) {
  return { queryKey: kunci(k, ...args), queryFn: () => panggil(k, ...args) };
}
