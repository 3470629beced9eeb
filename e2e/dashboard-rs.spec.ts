import type { Locator, Page } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import {
  ambilAlihPasien,
  bayarTunaiLewatApi,
  catatTindakan,
  DEMO_PASSWORD,
  hariIni,
  layaniPasienDemo,
} from './support/index.ts';

// The hospital's dashboard of MANAGEMENT and DOD at /admin-dashboard (docs/dashboard.md): charts
// for the month so far, and each figure opening the rows it counts. An IGD patient is seen and
// pays today, so "today" holds at least one visit and the month at least one receipt.
// Screenshots: dashboard-rs-*.png at 1366×768.

test.use({ viewport: { width: 1366, height: 768 } });

/** What a figure card says after its label, from its accessible name ('Pendapatan diterima: Rp 75.000. Lihat rincian'). */
async function teksKartu(kartu: Locator): Promise<string> {
  const nama = (await kartu.getAttribute('aria-label')) ?? '';
  return /^[^:]+: (.*)\. Lihat rincian$/.exec(nama)?.[1] ?? '';
}

/** The digits of a figure as a number ('1.250' → 1250). */
const angkaDari = (teks: string) => Number(teks.replace(/\D/g, '') || 0);

interface OpsiRincian {
  /** Sets the dashboard's period again after each fresh load (the default is this month). */
  periode?: () => Promise<void>;
  layar?: string;
}

/**
 * Reads a figure's card, opens the list behind it and compares the two with `cek`. The journeys
 * running beside this one register visits and take payments on the same server, so a card and a
 * list read a moment apart may differ by their work: the pair is read again, each time from a
 * fresh load (no cached card or list), until one reading agrees.
 */
async function kartuDanRincian<T>(
  page: Page,
  label: string,
  baca: (kartu: Locator) => Promise<T>,
  cek: (kartu: T, dialog: Locator) => Promise<void>,
  { periode, layar }: OpsiRincian = {},
): Promise<void> {
  await expect(async () => {
    await page.reload();
    if (periode) await periode();
    const kartu = page.getByRole('button', { name: new RegExp(`^${label}:`) });
    await expect(kartu).toBeEnabled();
    // Read before opening: the open dialog hides the page behind it from the accessibility tree.
    const nilai = await baca(kartu);
    await kartu.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('jumlah-rincian')).toBeVisible();
    try {
      await cek(nilai, dialog);
      if (layar) await simpanLayar(page, layar);
    } finally {
      await dialog.getByRole('button', { name: 'Tutup' }).click();
      await expect(dialog).toBeHidden();
    }
  }).toPass({ timeout: 60_000 });
}

/** The list says "Jumlah: N baris" and shows N rows (its first page of 25), or says it is empty. */
async function cekBaris(dialog: Locator, n: number): Promise<void> {
  expect(await dialog.getByTestId('jumlah-rincian').textContent()).toBe(
    `Jumlah: ${n.toLocaleString('id-ID')} baris`,
  );
  if (n === 0) expect(await dialog.getByText('Tidak ada data pada periode ini').isVisible()).toBe(true);
  else expect(await dialog.getByRole('table').locator('tbody tr').count()).toBe(Math.min(n, 25));
}

/** A count card and its list: as many rows as the card's number, which is returned. */
async function bukaDanHitung(page: Page, label: string, opsi: OpsiRincian = {}): Promise<number> {
  let angka = 0;
  await kartuDanRincian(
    page,
    label,
    async (kartu) => angkaDari(await teksKartu(kartu)),
    async (n, dialog) => {
      await cekBaris(dialog, n);
      angka = n;
    },
    opsi,
  );
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
  apiSebagai,
  akunBaru,
}) => {
  test.setTimeout(180_000);
  await test.step('Pasien IGD hari ini diperiksa dan membayar di kasir (lewat API)', async () => {
    const igd = await layaniPasienDemo(adminApi, {
      poli: 'IGD',
      tanggal: hariIni(),
      limit: 60,
      terbalik: true,
    });
    // dr. Eko (the DOD account) charts the examination; the IGD registers without a doctor.
    const dokter = await apiSebagai('dod');
    await ambilAlihPasien(dokter, igd.layanan_uid);
    await catatTindakan(dokter, igd.layanan_uid, ['KON-IGD']);
    // A fresh cashier account: an account has one shift, and the demo cashier's is other journeys'.
    const kasir = await akunBaru('KASIR');
    await bayarTunaiLewatApi(await apiSebagai(kasir.username, kasir.password), igd.kunjungan_uid);
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
    const n = await bukaDanHitung(page, 'Kunjungan hari ini', {
      layar: 'dashboard-rs-04-rincian-kunjungan.png',
    });
    expect(n).toBeGreaterThanOrEqual(1);
    const igd = await bukaDanHitung(page, 'Kedatangan IGD');
    expect(igd).toBeGreaterThanOrEqual(1);
    await bukaDanHitung(page, 'Stok di bawah minimum', { layar: 'dashboard-rs-05-rincian-stok.png' });
  });

  await test.step('"Pendapatan diterima": kuitansinya dan rupiahnya sama dengan daftar di baliknya', async () => {
    await kartuDanRincian(
      page,
      'Pendapatan diterima',
      async (kartu) => ({
        rupiah: await teksKartu(kartu),
        // The card's caption: '3 kuitansi/pembatalan', the rows the amount is summed over.
        baris: angkaDari((await kartu.getByText(/kuitansi\/pembatalan$/).textContent()) ?? ''),
      }),
      async ({ rupiah, baris }, dialog) => {
        // This journey's own receipt is among them: an amount above zero, not the empty month.
        expect(baris).toBeGreaterThanOrEqual(1);
        expect(rupiah).toMatch(/^Rp\D*[1-9]/);
        await cekBaris(dialog, baris);
        expect(await dialog.getByText(/^Jumlah pendapatan:/).textContent()).toBe(
          `Jumlah pendapatan: ${rupiah}`,
        );
      },
      { layar: 'dashboard-rs-07-rincian-pendapatan.png' },
    );
  });

  await test.step('Periode "Hari ini" menyempitkan grafik menjadi satu hari', async () => {
    const hari = new Date().toLocaleDateString('id-ID', {
      timeZone: 'Asia/Jakarta',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const hariIniSaja = async () => {
      await page
        .getByRole('group', { name: 'Periode cepat' })
        .getByRole('button', { name: 'Hari ini' })
        .click();
      await expect(page.getByText(`Periode ${hari}`, { exact: true })).toBeVisible();
    };
    await bukaDanHitung(page, 'Kunjungan periode ini', { periode: hariIniSaja });
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
