import { expect, type Locator, type Page } from '@playwright/test';

export interface GrupDrawer {
  /** The section header; null for the leading Beranda entry, which has none. */
  grup: string | null;
  items: { title: string; path: string }[];
}

/** The logged-in layout: app bar, menu drawer, refusal notice (apps/web/src/shell/AppShell.tsx). */
export class ShellPage {
  readonly appBar: Locator;
  readonly menu: Locator;
  readonly penolakan: Locator;

  constructor(readonly page: Page) {
    this.appBar = page.getByRole('banner');
    this.menu = page.getByRole('navigation', { name: 'Menu utama' });
    this.penolakan = page.getByText('Anda tidak memiliki akses ke halaman ini');
  }

  /** A heading of the screen itself, its <h1> (the app bar shows 'Grup / Halaman' as plain text). */
  judulLayar(nama: string): Locator {
    return this.page.getByRole('main').getByRole('heading', { name: nama, exact: true });
  }

  /** The drawer as a person reads it: section headers and entry titles, in order, with their links. */
  async bacaMenu(): Promise<GrupDrawer[]> {
    await expect(this.menu.getByRole('link').first()).toBeVisible();
    // One read of every list of the drawer: MUI renders a section header as the list's own <li>,
    // and each entry as a link (text = title, href = path).
    return this.menu.getByRole('list').evaluateAll((lists) =>
      lists.map((ul) => ({
        grup: ul.querySelector(':scope > li')?.textContent ?? null,
        items: Array.from(ul.querySelectorAll('a'), (a) => ({
          title: a.textContent ?? '',
          path: a.getAttribute('href') ?? '',
        })),
      })),
    );
  }

  /** The role label under the user's name in the app bar (the page title may read the same). */
  peran(label: string): Locator {
    return this.appBar.getByRole('paragraph').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) });
  }

  async bukaMenu(title: string): Promise<void> {
    await this.menu.getByRole('link', { name: title, exact: true }).click();
  }

  /** The user menu behind the avatar in the app bar, then one of its entries ('Ubah Password', 'Keluar'). */
  async pilihMenuPengguna(entri: string): Promise<void> {
    await this.appBar.getByRole('button', { name: 'Menu pengguna' }).click();
    await this.page.getByRole('menuitem', { name: entri }).click();
  }

  /** The app bar's exit button, then 'Keluar' in the confirmation dialog. */
  async keluar(): Promise<void> {
    await this.appBar.getByRole('button', { name: 'Keluar' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Keluar' });
    await expect(dialog).toContainText('Keluar dari aplikasi?');
    await dialog.getByRole('button', { name: 'Keluar' }).click();
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
