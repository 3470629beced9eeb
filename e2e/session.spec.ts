import type { Locator, Page } from '@playwright/test';
import { jalurAwal } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';

const TEKS_SESI = 'Aduh, maaf sepertinya sesi login kamu telah berakhir';
const HITUNG_MUNDUR = /^kamu akan dialihkan otomatis ke halaman login dalam \((\d+)\) detik\.$/;

/** The 'Sesi Login Berakhir' dialog of spec §8 (apps/web/src/shell/SessionExpiredDialog.tsx). */
function dialogSesi(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sesi Login Berakhir' });
  return {
    dialog,
    teks: dialog.getByText(TEKS_SESI, { exact: true }),
    hitungMundur: dialog.getByText(HITUNG_MUNDUR),
    keLogin: dialog.getByRole('button', { name: 'Ke Halaman Login' }),
  };
}

/** The countdown's number, or null once the dialog is gone (reads without waiting). */
async function bacaAngka(baris: Locator): Promise<number | null> {
  const [teks] = await baris.allTextContents();
  const m = teks === undefined ? null : HITUNG_MUNDUR.exec(teks);
  return m ? Number(m[1]) : null;
}

test('Petugas salah mengetik password melihat pesan galat, lalu bisa masuk', async ({
  page,
  login,
  akunBaru,
}) => {
  const akun = await akunBaru('KASIR');

  await test.step('Petugas membuka halaman login', async () => {
    await login.buka();
    await simpanLayar(page, 'login.png');
  });

  await test.step('Petugas mengetik password yang salah dan melihat "Username atau password salah"', async () => {
    await login.masuk(akun.username, 'bukan-password-ini');
    await expect(login.galat).toHaveText('Username atau password salah');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(login.judul).toBeVisible();
  });

  await test.step('Petugas mengetik password yang benar dan masuk', async () => {
    await login.password.fill(akun.password);
    await login.tombolMasuk.click();
    await expect(page).toHaveURL((url) => url.pathname === jalurAwal('KASIR'));
    await expect(login.galat).toBeHidden();
  });
});

test('Administrator menonaktifkan akun yang sedang dipakai: petugas melihat "Sesi Login Berakhir" lalu kembali ke login', async ({
  page,
  login,
  shell,
  adminApi,
  akunBaru,
}) => {
  // A role whose screens load data, so moving inside the app asks the server something.
  const akun = await akunBaru('MANAGEMENT');
  const sesi = dialogSesi(page);

  await test.step('Petugas manajemen masuk dan membuka Kelola Akun', async () => {
    await login.buka();
    await login.masuk(akun.username, akun.password);
    await expect(page).toHaveURL((url) => url.pathname === jalurAwal('MANAGEMENT'));
    // Kelola Akun does not poll, so nothing asks the server until the person moves on.
    await shell.bukaMenu('Kelola Akun');
    // Journeys beside this one add accounts: the list is narrowed to this one, as an admin would.
    await page.getByPlaceholder('Cari username atau nama…').fill(akun.username);
    await expect(page.getByRole('row').filter({ hasText: akun.username })).toBeVisible();
  });

  await test.step('Administrator menonaktifkan akun itu dari tempat lain (sesinya berakhir di server)', async () => {
    const res = await adminApi.put(`/api/v1/akun/${akun.uid}/status`, { data: { status: 'NONAKTIF' } });
    expect(res.status()).toBe(200);
  });

  await test.step('Petugas membuka Log Aktivitas dan melihat dialog "Sesi Login Berakhir"', async () => {
    await shell.bukaMenu('Log Aktivitas');
    await expect(sesi.dialog).toBeVisible();
    await expect(sesi.teks).toBeVisible();
    await expect(sesi.keLogin).toBeVisible();
    const awal = (await bacaAngka(sesi.hitungMundur)) ?? Number.NaN;
    expect(awal).toBeGreaterThanOrEqual(9);
    expect(awal).toBeLessThanOrEqual(10);
    await simpanLayar(page, 'sesi-berakhir.png');
    // One step every 1.2 s (spec §4, §9): the number goes down while the person reads.
    await expect
      .poll(async () => (await bacaAngka(sesi.hitungMundur)) ?? Number.NaN, { timeout: 3_000 })
      .toBeLessThan(awal);
  });

  await test.step('Petugas menekan "Ke Halaman Login" dan kembali ke halaman login', async () => {
    await sesi.keLogin.click();
    await expect(sesi.dialog).toBeHidden();
    await login.tampil();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test('Pemeriksaan sesi 5 menit menemukan sesi berakhir: hitung mundur 10 langkah lalu otomatis ke login', async ({
  page,
  login,
  shell,
  akunBaru,
  playwright,
  baseURL,
}) => {
  const akun = await akunBaru('PERAWAT');
  const sesi = dialogSesi(page);
  // Fake timers: the 5-minute re-check and the 12-second countdown are stepped, not waited for.
  await page.clock.install();

  await test.step('Perawat masuk, lalu membuka Surat Keterangan (tanpa polling)', async () => {
    await login.buka();
    await login.masuk(akun.username, akun.password);
    await expect(page).toHaveURL((url) => url.pathname === jalurAwal('PERAWAT'));
    // The ward's list polls, and a poll would find the ended session first: this journey is
    // about the 5-minute check, so the nurse waits on a screen that asks nothing of the server.
    await shell.bukaMenu('Surat Keterangan');
    await expect(shell.judulLayar('Surat Keterangan')).toBeVisible();
  });

  await test.step('Sesinya berakhir di server tanpa ia sadari', async () => {
    // Ended from outside the browser, so the browser keeps its now dead cookie (as after an idle
    // timeout): the next check answers 401 for an ended session, not for a missing cookie.
    const sesiBrowser = (await page.context().cookies()).find((c) => c.name === 'rawat_sesi');
    const luar = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `rawat_sesi=${sesiBrowser?.value ?? ''}` },
    });
    expect((await luar.post('/api/v1/auth/logout')).status()).toBe(200);
    await luar.dispose();
    expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
    await expect(sesi.dialog).toBeHidden();
  });

  await test.step('Lima menit kemudian pemeriksaan sesi membuka dialog "Sesi Login Berakhir"', async () => {
    // From here on the page's clock only moves when the test moves it. The pause point lies a few
    // seconds ahead: under CI's load more than a few milliseconds pass between reading the page's
    // clock and pausing it, and a point already passed is refused ("Cannot fast-forward to the past").
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
    await page.clock.fastForward('05:00');
    // The dialog may be a lazily loaded screen, revealed by React on a short timer: nudge the clock.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return sesi.dialog.isVisible();
      })
      .toBe(true);
    await expect(sesi.teks).toBeVisible();
    expect(await bacaAngka(sesi.hitungMundur)).toBe(10);
  });

  await test.step('Hitung mundur turun satu tiap 1,2 detik sampai 0, lalu halaman login tampil sendiri', async () => {
    // Every 1.2 s of page time shows the next number: 9, 8, … 1.
    for (let n = 9; n >= 1; n--) {
      await page.clock.fastForward(1_200);
      await expect(sesi.hitungMundur).toHaveText(
        `kamu akan dialihkan otomatis ke halaman login dalam (${n}) detik.`,
      );
    }
    // The tenth step reaches 0 and leaves for the login page on its own.
    await page.clock.fastForward(1_200);
    await page.clock.resume();
    await login.tampil();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(sesi.dialog).toBeHidden();
  });
});
