import path from 'node:path';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import type { Role } from '@rawat/domain';
import { pilihChromium } from './chromium.ts';
import { chromiumDariEnv } from './global-setup.ts';
import { LoginPage } from './pages/login.page.ts';
import { ShellPage } from './pages/shell.page.ts';
import { type AkunUji, buatAkun, DEMO_PASSWORD, masukApi } from './support/akun.ts';

/** Screenshots a reviewer looks at after a run (gitignored). */
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? path.join(import.meta.dirname, 'artifacts');
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
  /** Factory: an API context logged in as `username` (the demo password unless given), closed after the test. */
  apiSebagai: (username: string, password?: string) => Promise<APIRequestContext>;
  /** Factory: a fresh account of the given role, made through the API. */
  akunBaru: (role: Role) => Promise<AkunUji>;
}

interface AutoFixtures {
  /** On a failed test, prints what the user last saw go wrong (see below). */
  jejakGagal: undefined;
  /** Fails a journey on any Content-Security-Policy violation the browser reports (see below). */
  cspDijaga: undefined;
}

interface WorkerFixtures {
  browser: Browser;
}

export const test = base.extend<TestFixtures & AutoFixtures, WorkerFixtures>({
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
  adminApi: async ({ apiSebagai }, use) => use(await apiSebagai('admin')),
  apiSebagai: async ({ playwright, baseURL }, use) => {
    const dibuka: APIRequestContext[] = [];
    await use(async (username, password = DEMO_PASSWORD) => {
      const api = await playwright.request.newContext({ baseURL });
      dibuka.push(api);
      await masukApi(api, username, password);
      return api;
    });
    for (const api of dibuka) await api.dispose();
  },
  akunBaru: async ({ adminApi }, use) => use((role) => buatAkun(adminApi, { role })),
  // A journey that fails in CI leaves only the log behind: print the refused API calls and the
  // notices on screen, so the log says why (a 409 with its message) and not only what was missing.
  jejakGagal: [
    async ({ page }, use, testInfo) => {
      const ditolak: string[] = [];
      page.on('response', async (res) => {
        if (!res.url().includes('/api/') || res.status() < 400) return;
        const isi = await res.text().catch(() => '');
        ditolak.push(
          `${res.request().method()} ${new URL(res.url()).pathname} → ${res.status()} ${isi.slice(0, 300)}`,
        );
      });
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const notis = await page
        .getByRole('alert')
        .allInnerTexts()
        .catch(() => []);
      const jejak = [
        `URL: ${page.url()}`,
        ...ditolak.slice(-5).map((d) => `API: ${d}`),
        ...notis.map((n) => `Notis: ${n}`),
      ];
      console.log(`[jejak ${testInfo.title}]\n${jejak.join('\n')}`);
    },
    { auto: true },
  ],
  // The server sends a strict Content-Security-Policy (apps/api/src/platform/keamanan.ts). Chromium
  // reports each thing it refuses in the console; every journey thus proves its screens need
  // nothing the policy forbids (an inline script, eval, an outside host, a frame).
  cspDijaga: [
    async ({ page }, use) => {
      const pelanggaran: string[] = [];
      page.on('console', (pesan) => {
        if (/content security policy/i.test(pesan.text())) pelanggaran.push(pesan.text());
      });
      await use(undefined);
      expect(pelanggaran, 'pelanggaran Content-Security-Policy di konsol').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
