import type { Locator, Page } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD, daftarkanPasienDemo, hariIni } from './support/index.ts';

// The hospital's dashboard of MANAGEMENT and DOD at /admin-dashboard (docs/dashboard.md): charts
// for the month so far, and each figure opening the rows it counts. An IGD arrival is registered
// today so "today" holds at least one visit. Screenshots: dashboard-rs-*.png at 1366×768.

test.use({ viewport: { width: 1366, height: 768 } });

/** The number a figure card says, read from its accessible name ('Kunjungan hari ini: 12. Lihat rincian'). */
async function angkaKartu(kartu: Locator): Promise<number> {
  const nama = (await kartu.getAttribute('aria-label')) ?? '';
  return Number(nama.split(':')[1]?.replace(/\D/g, '') || 0);
}

/** Opens a figure's list and checks it holds as many rows as the figure; closes it again. */
async function bukaDanHitung(page: Page, label: string, layar?: string): Promise<number> {
  const kartu = page.getByRole('button', { name: new RegExp(`^${label}:`) });
  await expect(kartu).toBeEnabled();
  const angka = await angkaKartu(kartu);
  await kartu.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('jumlah-rincian')).toHaveText(
    `Jumlah: ${angka.toLocaleString('id-ID')} baris`,
  );
  if (angka === 0) await expect(dialog.getByText('Tidak ada data pada periode ini')).toBeVisible();
  else await expect(dialog.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(angka, 25));
  if (layar) await simpanLayar(page, layar);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toBeHidden();
  return angka;
}

/** Nothing wider than the window: no sideways scrolling at 1366×768. */
async function tanpaLuapan(page: Page) {
  const lebar = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(lebar, 'halaman tidak boleh bergulir ke samping').toBeLessThanOrEqual(0);
}

test('manajemen membuka dashboard rumah sakit dan rincian di balik angkanya', async ({
  page,
  login,
  shell,
  adminApi,
}) => {
  test.setTimeout(120_000);
  await test.step('Pendaftaran IGD hari ini (lewat API), agar hari ini ada kunjungan', async () => {
    await daftarkanPasienDemo(adminApi, { poli: 'IGD', tanggal: hariIni(), limit: 60, terbalik: true });
  });

  await test.step('Manajemen masuk dan melihat dashboard rumah sakit dengan grafiknya', async () => {
    await login.buka();
    await login.masuk('management', DEMO_PASSWORD);
    // The landing screen of both roles is /admin-dashboard (LAYAR_KERJA).
    await expect(page).toHaveURL((url) => url.pathname === '/admin-dashboard');
    await expect(shell.judulLayar('Dashboard Rumah Sakit')).toBeVisible();
    await expect(page.getByText(/^Periode \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    // MUI X Charts draws bars and arcs as SVG.
    await expect(page.locator('.MuiBarChart-element:not([height="0"])').first()).toBeVisible();
    await expect(page.locator('.MuiPieChart-arc').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'BOR dan ALOS per ruangan' })).toBeVisible();
    await tanpaLuapan(page);
    await simpanLayar(page, 'dashboard-rs-01-atas.png');
    await page.getByRole('table', { name: 'BOR dan ALOS per ruangan' }).scrollIntoViewIfNeeded();
    await simpanLayar(page, 'dashboard-rs-02-tengah.png');
    await page.getByText('Waktu tunggu resep → diserahkan (menit)').scrollIntoViewIfNeeded();
    await simpanLayar(page, 'dashboard-rs-03-bawah.png');
  });

  await test.step('Angka "Kunjungan hari ini" membuka daftar dengan jumlah baris yang sama', async () => {
    const n = await bukaDanHitung(page, 'Kunjungan hari ini', 'dashboard-rs-04-rincian-kunjungan.png');
    expect(n).toBeGreaterThanOrEqual(1);
    const igd = await bukaDanHitung(page, 'Kedatangan IGD');
    expect(igd).toBeGreaterThanOrEqual(1);
    await bukaDanHitung(page, 'Pendapatan diterima');
    await bukaDanHitung(page, 'Stok di bawah minimum', 'dashboard-rs-05-rincian-stok.png');
  });

  await test.step('Periode "Hari ini" menyempitkan grafik menjadi satu hari', async () => {
    await page
      .getByRole('group', { name: 'Periode cepat' })
      .getByRole('button', { name: 'Hari ini' })
      .click();
    const hari = new Date().toLocaleDateString('id-ID', {
      timeZone: 'Asia/Jakarta',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    await expect(page.getByText(`Periode ${hari}`, { exact: true })).toBeVisible();
    await bukaDanHitung(page, 'Kunjungan periode ini');
  });
});

test('DOD membuka dashboard rumah sakit yang sama', async ({ page, login, shell }) => {
  await login.buka();
  await login.masuk('dod', DEMO_PASSWORD);
  // The landing screen of both roles is /admin-dashboard (LAYAR_KERJA).
  await expect(page).toHaveURL((url) => url.pathname === '/admin-dashboard');
  await expect(shell.judulLayar('Dashboard Rumah Sakit')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Kedatangan IGD:/ })).toBeEnabled();
  await tanpaLuapan(page);
  await simpanLayar(page, 'dashboard-rs-06-dod.png');
});
