import {
  type ArgMasukan,
  type DefinisiKontrak,
  type ErrorEnvelope,
  type Jawaban,
  type Masukan,
  perangkatApi,
  SKEMA_OTORISASI_PERANGKAT,
} from '@rawat/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { kueri, panggil, urlKontrak } from '../../api/kontrak.ts';

// Devices without a staff login (docs/perangkat.md): the kiosk and the TV screens keep their own
// token in localStorage and send it as `Authorization: Perangkat <token>`, never a session cookie.

const KUNCI_TOKEN = 'rawat:perangkat:token';

export function tokenPerangkat(): string | null {
  try {
    return localStorage.getItem(KUNCI_TOKEN);
  } catch {
    return null;
  }
}

export function lupakanTokenPerangkat() {
  localStorage.removeItem(KUNCI_TOKEN);
}

/**
 * The activation link (`/anjungan?aktivasi=<token>`): the token is stored on this device and taken
 * out of the address bar at once, so it stays in neither the history nor a screenshot.
 */
export function ambilAktivasi(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('aktivasi');
  if (!token) return;
  localStorage.setItem(KUNCI_TOKEN, token);
  url.searchParams.delete('aktivasi');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

async function galatDari(res: Response): Promise<ApiError> {
  let body: Partial<ErrorEnvelope> = {};
  try {
    body = (await res.json()) as Partial<ErrorEnvelope>;
  } catch {
    body = { message: `Permintaan gagal (${res.status})` };
  }
  return new ApiError(res.status, body);
}

async function kirimPerangkat(
  k: DefinisiKontrak,
  masukan: { params?: unknown; query?: unknown; body?: unknown },
) {
  const token = tokenPerangkat();
  if (!token)
    throw new ApiError(401, { message: 'Perangkat belum terdaftar', code: 'PERANGKAT_BELUM_AKTIF' });
  const url = urlKontrak(k, { params: masukan.params, query: masukan.query } as never);
  const headers: Record<string, string> = {
    accept: k.method === 'GET' ? 'application/json, application/pdf' : 'application/json',
    authorization: `${SKEMA_OTORISASI_PERANGKAT} ${token}`,
  };
  const init: RequestInit = { method: k.method, headers, credentials: 'omit' };
  if (k.method !== 'GET') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(masukan.body ?? {});
  }
  const res = await fetch(url, init);
  if (!res.ok) throw await galatDari(res);
  return res;
}

/** A device's call to its own endpoint, typed by the contract. */
export async function panggilPerangkat<K extends DefinisiKontrak>(
  k: K,
  ...[masukan]: ArgMasukan<K>
): Promise<Jawaban<K>> {
  const res = await kirimPerangkat(k, (masukan ?? {}) as Masukan<K> & object);
  return (await res.json()) as Jawaban<K>;
}

/** A device's PDF (the kiosk's ticket) as a blob URL; the caller revokes it. */
export async function pdfPerangkat<K extends DefinisiKontrak>(
  k: K,
  ...[masukan]: ArgMasukan<K>
): Promise<string> {
  const res = await kirimPerangkat(k, (masukan ?? {}) as Masukan<K> & object);
  return URL.createObjectURL(await res.blob());
}

/** Whether this browser holds a token, and whose: reads the activation link on first render. */
export function usePerangkatSaya() {
  const [token, setToken] = useState<string | null>(() => {
    ambilAktivasi();
    return tokenPerangkat();
  });
  useEffect(() => {
    const dengar = (e: StorageEvent) => {
      if (e.key === KUNCI_TOKEN) setToken(e.newValue);
    };
    window.addEventListener('storage', dengar);
    return () => window.removeEventListener('storage', dengar);
  }, []);
  const q = useQuery({
    queryKey: ['perangkat-saya', token],
    queryFn: () => panggilPerangkat(perangkatApi.saya),
    enabled: Boolean(token),
    select: (r) => r.respon,
    retry: (n, e) => !(e instanceof ApiError && (e.status === 401 || e.status === 403)) && n < 3,
    staleTime: 60_000,
  });
  const ditolak = q.error instanceof ApiError && q.error.status === 401;
  return { token, perangkat: q.data ?? null, memuat: Boolean(token) && q.isPending, ditolak, galat: q.error };
}

/** A device's feed, polled every `ms` (TVs are never focused: polling goes on in the background). */
export function useFeedPerangkat<K extends DefinisiKontrak>(
  k: K,
  ms: number,
  aktif: boolean,
  ...args: ArgMasukan<K>
) {
  return useQuery({
    queryKey: ['perangkat', k.path, ...args],
    queryFn: () => panggilPerangkat(k, ...args),
    enabled: aktif,
    refetchInterval: ms,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: (n, e) => !(e instanceof ApiError && (e.status === 401 || e.status === 403)) && n < 2,
  });
}

// ADMIN side (a staff session): the registry of /kelola-perangkat.

export function useDaftarPerangkat() {
  return useQuery({ ...kueri(perangkatApi.daftar), select: (r) => r.respon });
}

export function usePilihanLingkup() {
  return useQuery({ ...kueri(perangkatApi.pilihan), select: (r) => r.respon, staleTime: 5 * 60_000 });
}

export function useSegarkanPerangkat() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [perangkatApi.daftar.path] });
}

export const aksiPerangkat = {
  buat: (body: Masukan<typeof perangkatApi.buat>['body']) => panggil(perangkatApi.buat, { body }),
  ubah: (uid: string, body: Masukan<typeof perangkatApi.ubah>['body']) =>
    panggil(perangkatApi.ubah, { params: { uid }, body }),
  status: (uid: string, aktif: boolean) => panggil(perangkatApi.status, { params: { uid }, body: { aktif } }),
  tokenBaru: (uid: string) => panggil(perangkatApi.tokenBaru, { params: { uid } }),
};
