import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The shell's preload-error event, modelled on Vite's cancelable 'vite:preloadError'. */
export const PRELOAD_ERROR_EVENT = 'rawat:preload-error';
const RELOAD_FLAG = 'rawat:preload-reloaded';

/**
 * React.lazy with the preload-error rule of spec §8: a failed dynamic import dispatches a
 * cancelable 'rawat:preload-error' event and is thrown (to the error boundary) unless a handler
 * called preventDefault (the shell's handler reloads the page once instead).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint; props stay typed at the use site
export function lazyScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(async () => {
    try {
      const mod = await load();
      return mod;
    } catch (error) {
      const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { error } });
      window.dispatchEvent(event);
      if (!event.defaultPrevented) throw error;
      // Handled: the page is reloading; stay suspended until it does.
      return new Promise<never>(() => {});
    }
  });
}

/**
 * The shell's handler: after a deploy the old chunk names are gone, so reload once to fetch the
 * new ones. A second failure within the same tab session is shown by the error boundary instead.
 */
export function installPreloadErrorHandler(): () => void {
  const handler = (event: Event) => {
    let reloaded = false;
    try {
      reloaded = sessionStorage.getItem(RELOAD_FLAG) === '1';
      if (!reloaded) sessionStorage.setItem(RELOAD_FLAG, '1');
    } catch {
      reloaded = true; // no storage: never risk a reload loop
    }
    if (reloaded) return;
    event.preventDefault();
    window.location.reload();
  };
  window.addEventListener(PRELOAD_ERROR_EVENT, handler);
  window.addEventListener('vite:preloadError', handler);
  // A page that stayed up a while loaded fine: a later deploy may reload once again.
  const t = setTimeout(() => {
    try {
      sessionStorage.removeItem(RELOAD_FLAG);
    } catch {
      // ignore
    }
  }, 10_000);
  return () => {
    clearTimeout(t);
    window.removeEventListener(PRELOAD_ERROR_EVENT, handler);
    window.removeEventListener('vite:preloadError', handler);
  };
}
