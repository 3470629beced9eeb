import path from 'node:path';
import { type APIRequestContext, type Browser, test as base, type Page } from '@playwright/test';
import type { Role } from '@rawat/domain';
import { pilihChromium } from './chromium.ts';
import { chromiumDariEnv } from './global-setup.ts';
import { LoginPage } from './pages/login.page.ts';
import { ShellPage } from './pages/shell.page.ts';
import { type AkunUji, buatAkun, DEMO_PASSWORD, masukApi } from './support/akun.ts';

/** Screenshots a reviewer looks at after a run (gitignored). */
export const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');
export const artefak = (nama: string) => path.join(ARTIFACTS, nama);

export async function simpanLayar(page: Page, nama: string): Promise<void> {
  // Let the top progress bar and MUI transitions settle so the picture shows the finished screen.
  // Bounded: a page that once showed Chromium's PDF viewer keeps a request open and never idles.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // nprogress removes its bar ~1.3 s after the last job (700 ms delay + fade).
  await page
    .waitForFunction(() => !document.getElementById('nprogress'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.screenshot({ path: artefak(nama), animations: 'disabled' });
}

interface TestFixtures {
  login: LoginPage;
  shell: ShellPage;
  /** An API context logged in as the demo ADMIN, for arranging data the way an administrator would. */
  adminApi: APIRequestContext;
  /** Factory: a fresh account of the given role, made through the API. */
  akunBaru: (role: Role) => Promise<AkunUji>;
}

interface WorkerFixtures {
  browser: Browser;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Playwright's downloaded browsers are not used: the Chromium comes from e2e/chromium.ts,
  // resolved once in global-setup.ts.
  browser: [
    async ({ playwright }, use) => {
      const pilihan = chromiumDariEnv() ?? (await pilihChromium());
      const browser = await playwright.chromium.launch({
        executablePath: pilihan.executablePath,
        args: pilihan.args,
        headless: true,
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  login: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new ShellPage(page)),
  adminApi: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    await masukApi(api, 'admin', DEMO_PASSWORD);
    await use(api);
    await api.dispose();
  },
  akunBaru: async ({ adminApi }, use) => use((role) => buatAkun(adminApi, { role })),
});

export { expect } from '@playwright/test';
