/** The logged-in shell (layout, menu, routes), split from the login view's bundle. */
export const loadAppShell = () => import('./AppShell.tsx');

/** Warm the shell chunk while the login form is on screen. */
export function preloadAppShell(): void {
  loadAppShell().catch(() => {
    // A failure here is retried (and reported) by the real load after login.
  });
}
