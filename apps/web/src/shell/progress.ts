import NProgress from 'nprogress';
import { useEffect } from 'react';

// Progress bar settings of spec §9.
NProgress.configure({ trickleSpeed: 500, showSpinner: false });
const SELESAI_TUNDA_MS = 700;

let aktif = 0;
let tunda: ReturnType<typeof setTimeout> | undefined;

/** Starts (or keeps) the top bar; pair every call with progressDone(). */
export function progressStart(): void {
  aktif++;
  clearTimeout(tunda);
  if (!NProgress.isStarted()) NProgress.start();
}

/** Completes the bar 700 ms after the last running job ends. */
export function progressDone(): void {
  aktif = Math.max(0, aktif - 1);
  if (aktif > 0) return;
  clearTimeout(tunda);
  tunda = setTimeout(() => NProgress.done(), SELESAI_TUNDA_MS);
}

/** Keeps the bar running while mounted: use it as (part of) a Suspense fallback. */
export function useProgress(active = true): void {
  useEffect(() => {
    if (!active) return;
    progressStart();
    return progressDone;
  }, [active]);
}

/** A Suspense fallback that only drives the top bar. */
export function ProgressFallback(): null {
  useProgress();
  return null;
}
