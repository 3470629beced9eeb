import type { ErrorEnvelope } from '@rawat/domain';

/** Base URLs of the four services (spec §7); one server answers all four unless configured. */
export const API_BASE = {
  main: import.meta.env.VITE_API_MAIN ?? '/api/v1',
  surat: import.meta.env.VITE_API_SURAT ?? '/api/surat/v1',
  wilayah: import.meta.env.VITE_API_WILAYAH ?? '/api/wilayah',
  antrian: import.meta.env.VITE_API_ANTRIAN ?? '/api/antrian/v1',
} as const;

/** A non-OK answer, carrying the server's JSON error envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: { path: string; message: string }[];
  constructor(status: number, body: Partial<ErrorEnvelope>) {
    super(body.message ?? `Permintaan gagal (${status})`);
    this.status = status;
    this.code = body.code ?? 'HTTP_ERROR';
    this.errors = body.errors ?? [];
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;
type Listener = () => void;

const unauthorizedListeners = new Set<Listener>();
/** The shell subscribes here to open the 'Sesi Login Berakhir' dialog on any 401 (spec §8). */
export function onUnauthorized(fn: Listener): () => void {
  unauthorizedListeners.add(fn);
  return () => unauthorizedListeners.delete(fn);
}

/** Query string from an object, leaving out undefined and null values (spec §7). */
export function toQueryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.append(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function parseError(res: Response): Promise<ApiError> {
  let body: Partial<ErrorEnvelope> = {};
  try {
    body = (await res.json()) as Partial<ErrorEnvelope>;
  } catch {
    body = { message: `Permintaan gagal (${res.status})`, code: 'HTTP_ERROR' };
  }
  return new ApiError(res.status, body);
}

// Identical GETs in flight at the same moment share one request (spec §7).
const inflight = new Map<string, Promise<unknown>>();

/** One request to a full URL: credentials always included, JSON both ways, 401 tells the shell. */
export async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { accept: 'application/json' } };
  if (body !== undefined && method !== 'GET') {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  if (res.status === 401) {
    const path = window.location.pathname;
    if (path !== '/') for (const fn of unauthorizedListeners) fn();
    throw await parseError(res);
  }
  if (!res.ok) throw await parseError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

function get<T>(path: string, query?: Query, base: string = API_BASE.main): Promise<T> {
  return getUrl<T>(`${base}${path}${toQueryString(query)}`);
}

/** A GET of a full URL; identical GETs in flight share one request. */
export function getUrl<T>(url: string): Promise<T> {
  const existing = inflight.get(url);
  if (existing) return existing as Promise<T>;
  const p = request<T>('GET', url).finally(() => inflight.delete(url));
  inflight.set(url, p);
  return p;
}

/** Upload a form with progress (0..1); XHR because fetch cannot report upload progress. */
function upload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  base: string = API_BASE.main,
): Promise<T> {
  return uploadUrl<T>(`${base}${path}`, form, onProgress);
}

/** Upload a form to a full URL with progress (0..1). */
export function uploadUrl<T>(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, { message: 'Koneksi terputus saat mengunggah', code: 'NETWORK_ERROR' }));
    xhr.onload = () => {
      let body: unknown = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = {};
      }
      if (xhr.status === 401) for (const fn of unauthorizedListeners) fn();
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body as Partial<ErrorEnvelope>));
    };
    xhr.send(form);
  });
}

/** The one HTTP client of the web app: credentials always included, JSON bodies. */
export const http = {
  get,
  post: <T>(path: string, body?: unknown, base: string = API_BASE.main) =>
    request<T>('POST', `${base}${path}`, body ?? {}),
  put: <T>(path: string, body?: unknown, base: string = API_BASE.main) =>
    request<T>('PUT', `${base}${path}`, body ?? {}),
  patch: <T>(path: string, body?: unknown, base: string = API_BASE.main) =>
    request<T>('PATCH', `${base}${path}`, body ?? {}),
  del: <T>(path: string, body?: unknown, base: string = API_BASE.main) =>
    request<T>('DELETE', `${base}${path}`, body),
  upload,
};
