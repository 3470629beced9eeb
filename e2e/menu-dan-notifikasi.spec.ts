import type { Locator, Page } from '@playwright/test';
import { formatRupiah } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import type { ShellPage } from './pages/shell.page.ts';
import {
  bacaTagihan,
  catatTindakan,
  layananPoliUmum,
  masukSebagai,
  ok,
  tutupToast,
} from './support/index.ts';

// Issue 17 points 11, 12 and 14: one menu entry per screen (the spec's other routes to the same
// screen keep working), a Stok page that shows only the tabs the user's location rights open,
// and notices that cover no save bar and no document.

/** The drawer's entries, flattened: what a person scans for duplicates. */
async function entriMenu(shell: ShellPage): Promise<{ title: string; path: string }[]> {
  return (await shell.bacaMenu()).flatMap((g) => g.items);
}

/** The one drawer entry marked as the current page. */
const entriAktif = (shell: ShellPage) => shell.menu.locator('a[aria-current="page"]');

type Kotak = { x: number; y: number; width: number; height: number };

async function kotak(l: Locator): Promise<Kotak> {
  const k = await l.boundingBox();
  expect(k, 'elemen tampil di layar').not.toBeNull();
  return k ?? { x: 0, y: 0, width: 0, height: 0 };
}

const bertumpuk = (a: Kotak, b: Kotak) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * A notice on screen (notistack's snackbar) holding `teks`. By class, not role: while a dialog is
 * open MUI hides everything outside it from the accessibility tree, the notices included.
 */
const notifikasi = (page: Page, teks: RegExp) =>
  page.locator('.notistack-SnackbarContainer .notistack-MuiContent').filter({ hasText: teks });

test.describe('Menu: satu entri untuk satu layar', () => {
  test('apoteker melihat satu Antrian Farmasi dan satu Produk; rute lama tetap terbuka', async ({
    page,
    shell,
  }) => {
    await masukSebagai(page, 'apoteker');

    await test.step('Menu apoteker tidak memuat layar yang sama dua kali', async () => {
      const entri = await entriMenu(shell);
      const judul = entri.map((e) => e.title);
      expect(new Set(judul).size, judul.join(', ')).toBe(judul.length);
      expect(judul).toContain('Antrian Farmasi');
      expect(judul).toContain('Produk');
      // 'Antrian Obat' is the same queue as 'Antrian Farmasi'; 'Manajemen Produk Farmasi' the
      // same list as Produk › Data Produk.
      expect(judul).not.toContain('Antrian Obat');
      expect(judul).not.toContain('Manajemen Produk Farmasi');
      await simpanLayar(page, 'menu-apoteker.png');
    });

    await test.step('Alamat /antrian-obat tetap membuka antrian farmasi, dan menu menandai Antrian Farmasi', async () => {
      await page.goto('/antrian-obat');
      await expect(shell.penolakan).toHaveCount(0);
      await expect(entriAktif(shell)).toHaveText('Antrian Farmasi');
    });

    await test.step('Alamat /farmasi/manajemen tetap membuka daftar produk, dan menu menandai Produk', async () => {
      await page.goto('/farmasi/manajemen');
      await expect(page.getByPlaceholder(/Cari nama, nama generik/)).toBeVisible();
      await expect(entriAktif(shell)).toHaveText('Produk');
    });
  });

  test('dokter melihat satu Antrian Klinik dan satu Antrian IGD', async ({ page, shell }) => {
    await masukSebagai(page, 'dokter');

    await test.step('Menu dokter: antrian klinik dan IGD masing-masing sekali', async () => {
      const entri = await entriMenu(shell);
      const judul = entri.map((e) => e.title);
      expect(new Set(judul).size, judul.join(', ')).toBe(judul.length);
      const klinik = entri.filter((e) =>
        ['/list-antrian-klinik', '/list-pelayananmedis', '/pasienterdaftar'].includes(e.path),
      );
      expect(klinik).toEqual([{ title: 'Antrian Klinik', path: '/list-antrian-klinik' }]);
      const igd = entri.filter((e) => ['/list-igd', '/antrian-igd'].includes(e.path));
      expect(igd).toEqual([{ title: 'Antrian IGD', path: '/list-igd' }]);
      await simpanLayar(page, 'menu-dokter-satu-entri.png');
    });

    await test.step('/pasienterdaftar dan /antrian-igd tetap terbuka, menandai entri menunya', async () => {
      await page.goto('/pasienterdaftar');
      await expect(shell.judulLayar('Pasien Terdaftar')).toBeVisible();
      await expect(entriAktif(shell)).toHaveText('Antrian Klinik');
      await page.goto('/antrian-igd');
      await expect(shell.penolakan).toHaveCount(0);
      await expect(entriAktif(shell)).toHaveText('Antrian IGD');
    });
  });
});

test.describe('Stok: hanya tab yang boleh dibuka', () => {
  test('apoteker (hak SR saja) melihat tab Permintaan Stok saja, tanpa Akses Ditolak', async ({
    page,
    shell,
  }) => {
    await masukSebagai(page, 'apoteker');
    await shell.bukaMenu('Stok');
    await expect(page).toHaveURL((u) => u.pathname === '/stok/stok-sr');
    const tabs = page.getByRole('tablist', { name: 'Stok' }).getByRole('tab');
    await expect(tabs).toHaveText(['Permintaan Stok (SR)']);
    await expect(page.getByText('Akses Ditolak')).toHaveCount(0);
    await simpanLayar(page, 'stok-apoteker-tab.png');

    await test.step('Alamat tab yang tidak boleh (PO) dialihkan ke tab yang boleh', async () => {
      await page.goto('/stok/stok-po');
      await expect(page).toHaveURL((u) => u.pathname === '/stok/stok-sr');
      await expect(page.getByText('Akses Ditolak')).toHaveCount(0);
    });
  });

  test('petugas farmasi tanpa hak lokasi melihat hak yang perlu diminta, lalu tab muncul setelah diberi', async ({
    page,
    login,
    shell,
    akunBaru,
    adminApi,
  }) => {
    const akun = await akunBaru('APOTEKER');
    await login.buka();
    await login.masuk(akun.username, akun.password);
    await page.waitForURL((u) => u.pathname !== '/');
    await shell.bukaMenu('Stok');

    const pesan = page.getByRole('alert').filter({ hasText: 'belum punya hak akses lokasi farmasi' });
    await test.step('Satu halaman menyebut hak yang belum dimiliki, tanpa tab', async () => {
      await expect(pesan).toContainText('Anda belum punya hak akses lokasi farmasi untuk Stok');
      await expect(pesan).toContainText('Buat Permintaan Stok (SR)');
      await expect(pesan).toContainText('Buat Permintaan Pembelian (PR)');
      await expect(pesan).toContainText('Buat Pesanan Pembelian (PO)');
      await expect(pesan).toContainText('Buat Penerimaan Barang (GR)');
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page.getByText('Akses Ditolak')).toHaveCount(0);
      await simpanLayar(page, 'stok-tanpa-hak.png');
    });

    await test.step('Admin memberi hak PR di gudang; halaman memeriksa ulang dan membuka tab PR', async () => {
      const lokasi = (await (await adminApi.get('/api/v1/farmasi/lokasi?limitless=true')).json()) as {
        respon: { uid: string; kode: string }[];
      };
      const gudang = lokasi.respon.find((l) => l.kode === 'GF');
      await ok(
        await adminApi.post('/api/v1/farmasi/lokasi/akses', {
          data: { username: akun.username, lokasi_uid: gudang?.uid, akses: ['purchase_requisition_create'] },
        }),
        200,
      );
      // Re-checked every 5 s (spec §2) while nothing is open.
      await expect(page).toHaveURL((u) => u.pathname === '/stok/stok-pr', { timeout: 15_000 });
      await expect(page.getByRole('tablist', { name: 'Stok' }).getByRole('tab')).toHaveText([
        'Permintaan Pembelian (PR)',
      ]);
      await expect(pesan).toHaveCount(0);
    });
  });
});

test.describe('Notifikasi tidak menutupi tombol dan dokumen', () => {
  test('notifikasi simpan tidak menutupi bilah simpan yang menempel di bawah', async ({ page }) => {
    await masukSebagai(page, 'pendaftaran');
    await page.goto('/listpasien');
    await page
      .getByPlaceholder('Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…')
      .fill('Siti Rahmawati');
    await page.getByRole('row').filter({ hasText: 'Siti Rahmawati' }).first().click();
    await expect(page).toHaveURL(/\/detailpasien\//);
    const simpan = page.getByRole('button', { name: 'Simpan Perubahan' });
    // The bar that holds the button sticks to the bottom of the window while the form scrolls.
    const bilah = simpan.locator('xpath=..');
    await simpan.click();
    const toast = notifikasi(page, /berhasil diperbarui/);
    await expect(toast).toBeVisible();
    await page.waitForTimeout(400); // the notice slides in
    const kotakToast = await kotak(toast);
    expect(bertumpuk(kotakToast, await kotak(bilah)), 'notifikasi menutupi bilah simpan').toBe(false);
    expect(bertumpuk(kotakToast, await kotak(page.getByRole('main').getByRole('heading').first()))).toBe(
      false,
    );
    await simpanLayar(page, 'notifikasi-bilah-simpan.png');

    await test.step('Di layar ponsel notifikasi muncul di bawah bilah aplikasi, bukan di atas bilah simpan', async () => {
      await tutupToast(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await simpan.click();
      await expect(toast).toBeVisible();
      await page.waitForTimeout(400);
      const diPonsel = await kotak(toast);
      expect(bertumpuk(diPonsel, await kotak(bilah)), 'notifikasi menutupi bilah simpan').toBe(false);
      expect(
        bertumpuk(diPonsel, await kotak(page.getByRole('banner'))),
        'notifikasi menutupi bilah aplikasi',
      ).toBe(false);
      await simpanLayar(page, 'notifikasi-bilah-simpan-ponsel.png');
    });
  });

  test('notifikasi pembayaran tidak menutupi kuitansi yang terbuka', async ({
    page,
    adminApi,
    apiSebagai,
  }) => {
    test.setTimeout(120_000);
    const kasirApi = await apiSebagai('kasir');
    const l = await layananPoliUmum(adminApi);
    // The consultation, written by the visit's own doctor (Poli Umum's first on a Monday).
    const dokterPasien = (await (await adminApi.get(`/api/v1/pelayanan/${l.layanan_uid}`)).json()) as {
      respon: { dokter: { nama: string } | null };
    };
    const akunDokter = dokterPasien.respon.dokter?.nama.includes('Eko Prasetyo') ? 'dod' : 'dokter';
    await catatTindakan(await apiSebagai(akunDokter), l.layanan_uid, ['KON-UMUM']);
    const t = await bacaTagihan(kasirApi, l.kunjungan_uid);
    expect(t.sisa).toBeGreaterThan(0);
    const aktif = (await (await kasirApi.get('/api/v1/kasir/shift/aktif')).json()) as { respon: unknown };
    if (!aktif.respon) await ok(await kasirApi.post('/api/v1/kasir/shift/buka', { data: { modal_awal: 0 } }));

    await masukSebagai(page, 'kasir');
    await page.goto(`/antrian-kasir/${l.kunjungan_uid}`);
    await page.getByRole('button', { name: `Bayar ${formatRupiah(t.sisa)}` }).click();
    const dialog = page.getByRole('dialog', { name: /Pembayaran/ });
    await dialog.getByLabel('Uang diterima').fill(String(t.sisa));
    await dialog.getByRole('button', { name: `Bayar ${formatRupiah(t.sisa)}` }).click();

    const toast = notifikasi(page, /Pembayaran INV-\d{8}-\d{4} sebesar/);
    await expect(toast).toBeVisible();
    // A pointer resting on a notice keeps it open (spec §4) while the receipt loads.
    await toast.hover();
    const kuitansi = page.getByRole('dialog', { name: /Kuitansi INV-/ });
    await expect(kuitansi).toBeVisible();
    await expect(kuitansi.getByText('memuat dokumen..')).toBeHidden({ timeout: 20_000 });
    const kotakToast = await kotak(toast);
    const dokumen = kuitansi.locator('iframe');
    expect(bertumpuk(kotakToast, await kotak(dokumen)), 'notifikasi menutupi dokumen kuitansi').toBe(false);
    for (const tombol of ['Download', 'Tutup'])
      expect(bertumpuk(kotakToast, await kotak(kuitansi.getByRole('button', { name: tombol })))).toBe(false);
    await simpanLayar(page, 'notifikasi-kuitansi.png');
  });
});
