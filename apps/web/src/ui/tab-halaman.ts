import { createContext, type ReactNode, useContext } from 'react';

/**
 * The tab bar of a page with tabs (halaman.ts `tabs`), handed down by the route so the page's own
 * title row (HalamanJudul) puts it under the title, where every other page has its first content.
 */
export const TabHalamanContext = createContext<ReactNode>(null);

/** The page's tab bar, or null on a page without tabs. */
export const useTabHalaman = (): ReactNode => useContext(TabHalamanContext);
