import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../api/client.ts';

/** Severity of a toast (spec §3; 'default' is notistack's plain one). */
export type ToastVariant = 'default' | 'info' | 'warning' | 'success' | 'error';

export interface ToastJob {
  message: ReactNode;
  variant: ToastVariant;
}

// Toasts go through a tiny queue so notistack itself loads after the first paint (the login view's
// bundle budget); anything raised before it is ready is shown once it is.
const antrean: ToastJob[] = [];
let penerima: ((job: ToastJob) => void) | null = null;
let diminta = false;
const pemintaHost = new Set<() => void>();

/** Mount the toast host now (the logged-in shell calls this; a first toast does it too). */
export function siapkanToast(): void {
  if (diminta) return;
  diminta = true;
  for (const fn of pemintaHost) fn();
}

/** For toast-host.tsx: receive toasts, starting with those queued so far. */
export function pasangPenerimaToast(fn: ((job: ToastJob) => void) | null): void {
  penerima = fn;
  if (fn) for (const job of antrean.splice(0)) fn(job);
}

function kirim(job: ToastJob): void {
  if (penerima) penerima(job);
  else {
    antrean.push(job);
    siapkanToast();
  }
}

/** The Indonesian message to show for anything thrown: the server's message for an ApiError. */
export function pesanError(err: unknown): string {
  if (err instanceof ApiError) return err.message || `Permintaan gagal (${err.status})`;
  if (err instanceof TypeError) return 'Tidak dapat terhubung ke server. Periksa koneksi internet kamu.';
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  return 'Terjadi kesalahan. Silakan coba lagi.';
}

export interface Toast {
  success: (message: ReactNode) => void;
  info: (message: ReactNode) => void;
  warning: (message: ReactNode) => void;
  /** Accepts an ApiError or anything thrown (shows its message), or a text. */
  error: (err: unknown) => void;
}

function isElement(v: unknown): v is ReactNode {
  return typeof v === 'object' && v !== null && '$$typeof' in v;
}

const toast: Toast = {
  success: (message) => kirim({ message, variant: 'success' }),
  info: (message) => kirim({ message, variant: 'info' }),
  warning: (message) => kirim({ message, variant: 'warning' }),
  error: (err) =>
    kirim({ message: typeof err === 'string' || isElement(err) ? err : pesanError(err), variant: 'error' }),
};

/** `const toast = useToast(); toast.success('Tersimpan'); toast.error(err);` */
export function useToast(): Toast {
  return toast;
}

// Without toasts the app still works: a failed load must not take the whole screen down.
const ToastHostImpl = lazy<ComponentType>(() =>
  import('./toast-host.tsx').catch(() => ({ default: () => null })),
);

/**
 * Mount once at the root. notistack (at the top, clear of save bars and documents: toast-host.tsx;
 * 8000 ms, at most 6 visible, close button, clickaway ignored, pause on hover: spec §4, §9) is
 * fetched after login or with the first toast, so the login view never loads it.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [siap, setSiap] = useState(diminta);
  useEffect(() => {
    const buka = () => setSiap(true);
    pemintaHost.add(buka);
    if (diminta) buka();
    return () => {
      pemintaHost.delete(buka);
    };
  }, []);
  return (
    <>
      {children}
      {siap ? (
        <Suspense fallback={null}>
          <ToastHostImpl />
        </Suspense>
      ) : null}
    </>
  );
}
