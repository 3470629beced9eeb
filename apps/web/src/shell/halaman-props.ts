import type { Halaman, TabHalaman } from '@rawat/domain';

/**
 * What the shell hands every page component. It lives in the shell, not beside the route
 * registry, so a page can name its props without importing the registry that lazily imports it.
 */
export interface HalamanProps {
  halaman: Halaman;
  /** The tab in the URL, for tabbed pages. */
  tab: TabHalaman | null;
  /** The route parameters (`:id`, `:username`, ...). */
  params: Record<string, string>;
}
