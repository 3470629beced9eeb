import { bolehBuka, jalurAwal, LABEL_ROLE, menuUntuk, ROLES, type Role } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import type { GrupDrawer } from './pages/shell.page.ts';
import { DEMO_PASSWORD, usernameDemo } from './support/index.ts';

/** The drawer a role should see: the fixed Beranda entry, then exactly menuUntuk(role) (spec §6). */
function drawerDiharapkan(role: Role): GrupDrawer[] {
  return [
    { grup: null, items: [{ title: 'Beranda', path: '/' }] },
    ...menuUntuk(role).map(({ grup, items }) => ({
      grup,
      items: items.map(({ title, path }) => ({ title, path })),
    })),
  ];
}

/** A path the role may not open: /kelola-akun, or an unknown path for roles that may open it. */
const jalurTerlarang = (role: Role) => (bolehBuka(role, '/kelola-akun') ? '/tidak-ada' : '/kelola-akun');

const SCREENSHOT_MENU: Partial<Record<Role, string>> = { ADMIN: 'menu-admin.png', DOKTER: 'menu-dokter.png' };

for (const role of ROLES) {
  const label = LABEL_ROLE[role];
  const awal = jalurAwal(role);
  const terlarang = jalurTerlarang(role);

  test(`${label} (${role}): masuk, melihat menunya, ditolak di ${terlarang}, lalu keluar`, async ({
    page,
    login,
    shell,
  }) => {
    await test.step(`${label} masuk lewat formulir login dan tiba di ${awal}`, async () => {
      await login.buka();
      await login.masuk(usernameDemo(role), DEMO_PASSWORD);
      await expect(page).toHaveURL((url) => url.pathname === awal);
      await expect(shell.peran(label)).toBeVisible();
    });

    await test.step(`${label} melihat menu yang persis sesuai perannya`, async () => {
      expect(await shell.bacaMenu()).toEqual(drawerDiharapkan(role));
      const nama = SCREENSHOT_MENU[role];
      if (nama) await simpanLayar(page, nama);
      if (role === 'PERAWAT') {
        // Its start page is the ward's list; the rooms a stay passes through open from the menu.
        await expect(shell.judulLayar('Ruang Rawat Inap')).toBeVisible();
        await shell.bukaMenu('Ruang Bersalin');
        await expect(shell.judulLayar('Ruang Bersalin')).toBeVisible();
        await page.goto(awal);
      }
    });

    await test.step(`${label} membuka ${terlarang}, ditolak, lalu dialihkan ke ${awal}`, async () => {
      // The refusal shows for only 500 ms: watch for it from before the page starts loading.
      const ditolak = shell.penolakan.waitFor({ state: 'visible' });
      await page.goto(terlarang);
      await ditolak;
      // The refusal stays for 500 ms (spec §2, §9), then the role's start page.
      await expect(page).toHaveURL((url) => url.pathname === awal, { timeout: 3_000 });
      await expect(shell.penolakan).toBeHidden();
    });

    await test.step(`${label} keluar dan kembali melihat halaman login`, async () => {
      const sesiLama = (await page.context().cookies()).find((c) => c.name === 'rawat_sesi');
      expect(sesiLama, 'cookie sesi sebelum keluar').toBeDefined();
      await shell.keluar();
      await login.tampil();
      await expect(page).toHaveURL((url) => url.pathname === '/');

      expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
      // The old cookie itself is dead on the server, not merely dropped by the browser.
      const denganCookieLama = await page.request.get('/api/v1/auth/me', {
        headers: { cookie: `rawat_sesi=${sesiLama?.value ?? ''}` },
      });
      expect(denganCookieLama.status()).toBe(401);
    });
  });
}
