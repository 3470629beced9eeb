import { GRUP_MENU, type GrupMenu, HALAMAN, type Halaman, type TabHalaman } from './halaman.ts';
import { can } from './permissions.ts';

export interface ItemMenu {
  path: string;
  title: string;
  icon?: string;
}

export interface GrupMenuRole {
  grup: GrupMenu;
  items: ItemMenu[];
}

/** The href a menu entry opens: optional parameters dropped, tabbed pages at their first tab. */
export function hrefHalaman(halaman: Halaman): string {
  const base = halaman.path.replace(/\/:[^/]+\?/g, '');
  const first = halaman.tabs?.[0];
  return first ? `${base}/${first.path}` : base;
}

/** The drawer of a role, grouped in menu order (spec §6). An unknown role gets an empty menu. */
export function menuUntuk(role: string | null | undefined): GrupMenuRole[] {
  if (!role) return [];
  const groups: GrupMenuRole[] = [];
  for (const grup of GRUP_MENU) {
    // An alias has no entry of its own: one entry per screen (issue 17 #11).
    const items = HALAMAN.filter(
      (p) => p.menu === grup && !p.aliasDari && p.access !== 'authenticated' && can(role, p.access),
    ).map((p) => ({ path: hrefHalaman(p), title: p.title, ...(p.icon ? { icon: p.icon } : {}) }));
    if (items.length > 0) groups.push({ grup, items });
  }
  return groups;
}

/** The page whose menu entry stands for `halaman`: the page an alias points at, else itself. */
export function halamanMenu(halaman: Halaman): Halaman {
  if (!halaman.aliasDari) return halaman;
  return HALAMAN.find((p) => p.path === halaman.aliasDari) ?? halaman;
}

// The screen each role starts its shift on; the first menu entry is not always the daily work.
const LAYAR_KERJA: Readonly<Record<string, string>> = {
  ADMIN: '/admin-dashboard',
  MANAGEMENT: '/admin-dashboard',
  DOD: '/admin-dashboard',
  DOKTER: '/list-antrian-klinik',
  POLI: '/list-antrian-klinik',
  TERAPIS: '/list-antrian-klinik',
  PSIKOLOG: '/list-antrian-klinik',
  PENDAFTARAN: '/pendaftaran',
  PP: '/pendaftaran',
  IGD: '/list-igd',
  PERAWAT: '/rawat-inap',
  AHLI_GIZI: '/gizi-ranap',
  POLI_HD: '/list-hd',
  RM: '/rm',
  CASEMIX: '/resume-medis/list',
  LABOR: '/list-labor',
  RADIOLOGI: '/list-radiologi',
  DOKTER_RADIOLOGI: '/list-radiologi',
  APOTEKER: '/farmasi/antrian',
  GUDANG: '/produk/produk-data',
  KASIR: '/antrian-kasir',
};

/**
 * Where a role lands after login and after a refused path: its daily work screen, else its first
 * menu entry, else Beranda (an unknown role).
 */
export function jalurAwal(role: string | null | undefined): string {
  const kerja = role ? LAYAR_KERJA[role] : undefined;
  if (kerja && bolehBuka(role, kerja)) return kerja;
  return menuUntuk(role)[0]?.items[0]?.path ?? '/';
}

export interface HalamanCocok {
  halaman: Halaman;
  params: Record<string, string>;
  /** For tabbed pages: the tab in the URL, or null when the sub-path is missing or unknown. */
  tab: TabHalaman | null;
  /** For tabbed pages: the sub-path given in the URL, if any. */
  subPath: string | null;
}

const compiled = HALAMAN.map((halaman) => {
  const names: string[] = [];
  const body = halaman.path
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (!seg.startsWith(':')) return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      const optional = seg.endsWith('?');
      names.push(seg.slice(1, optional ? -1 : undefined));
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  // Tabbed pages accept one more segment: the tab.
  const tail = halaman.tabs ? '(?:/([^/]+))?' : '';
  return { halaman, names, re: new RegExp(`^${body}${tail}/?$`) };
});

/** Finds the page a pathname belongs to; null when no page of spec §2 has that path. */
export function cariHalaman(pathname: string): HalamanCocok | null {
  const path = pathname === '' ? '/' : pathname;
  for (const { halaman, names, re } of compiled) {
    const m = re.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = m[i + 1];
      if (value !== undefined) params[name] = decodeURIComponent(value);
    });
    const subPath = halaman.tabs ? (m[names.length + 1] ?? null) : null;
    const tab = halaman.tabs?.find((t) => t.path === subPath) ?? null;
    return { halaman, params, tab, subPath };
  }
  return null;
}

/** Whether a role may open a pathname (the route guard). Unknown paths are refused. */
export function bolehBuka(role: string | null | undefined, pathname: string): boolean {
  const found = cariHalaman(pathname);
  return found !== null && can(role, found.halaman.access);
}
