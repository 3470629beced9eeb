import NProgress from 'nprogress';
import { useEffect } from 'react';

// Progress bar settings of spec §9: trickle every 500 ms, no spinner, completion 700 ms after the
// last running job ends.
NProgress.configure({ trickleSpeed: 500, showSpinner: false });
const SELESAI_TUNDA_MS = 700;
/** How often a start waiting for nprogress's fade-out looks again. */
const CEK_PUDAR_MS = 50;

let aktif = 0;
let tundaSelesai: ReturnType<typeof setTimeout> | undefined;
let tungguPudar: ReturnType<typeof setInterval> | undefined;

/**
 * nprogress animates done() for a few hundred ms (bar to the end, fade out, remove). A start()
 * in that window reuses the fading element, which the fade then removes: the bar vanished while
 * work was running and came back with the next trickle, or only after the work was done. So a
 * start during the fade waits until the old bar is gone.
 */
function mulaiBar(): void {
  if (NProgress.isStarted() || tungguPudar !== undefined) return;
  if (!NProgress.isRendered()) {
    NProgress.start();
    return;
  }
  tungguPudar = setInterval(() => {
    if (NProgress.isRendered()) return;
    clearInterval(tungguPudar);
    tungguPudar = undefined;
    NProgress.start();
  }, CEK_PUDAR_MS);
}

function selesaiBar(): void {
  if (tungguPudar !== undefined) {
    // Everything finished before the bar could show again: nothing to complete.
    clearInterval(tungguPudar);
    tungguPudar = undefined;
    return;
  }
  NProgress.done();
}

/** Starts (or keeps) the top bar; pair every call with exactly one progressDone(). */
export function progressStart(): void {
  aktif++;
  clearTimeout(tundaSelesai);
  tundaSelesai = undefined;
  mulaiBar();
}

/** Completes the bar 700 ms after the last running job ends (an unmatched call is ignored). */
export function progressDone(): void {
  if (aktif === 0) return;
  aktif--;
  if (aktif > 0) return;
  clearTimeout(tundaSelesai);
  tundaSelesai = setTimeout(() => {
    tundaSelesai = undefined;
    selesaiBar();
  }, SELESAI_TUNDA_MS);
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
