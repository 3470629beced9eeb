import type { Locator, Page } from '@playwright/test';
import { formatRupiah, type LaporanPengeluaran, toJakartaIsoDate } from '@rawat/domain';
import { expect, test } from './fixtures.ts';
import type { LoginPage } from './pages/login.page.ts';
import type { ShellPage } from './pages/shell.page.ts';
import { DEMO_PASSWORD, layar } from './support/index.ts';

// The pharmacy screens as the people who use them see them: every screen opened, one cheap real
// action where there is one, a screenshot each (e2e/artifacts/farmasi-layar-*.png), and no error
// in the browser console from login to the end.

/** Console errors and uncaught exceptions from now on (after login: the login page's 401 is expected). */
function pantauKonsol(page: Page): string[] {
  const galat: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') galat.push(m.text());
  });
  page.on('pageerror', (e) => galat.push(e.message));
  return galat;
}

async function masuk(page: Page, login: LoginPage, username: string): Promise<string[]> {
  await login.buka();
  await login.masuk(username, DEMO_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  return pantauKonsol(page);
}

/** Opens a screen by URL and waits for its own heading. */
async function buka(page: Page, shell: ShellPage, path: string, judul: string): Promise<void> {
  await page.goto(path);
  await expect(shell.judulLayar(judul)).toBeVisible();
}

/** A table's data rows have loaded (not the skeleton rows): its first body row has text. */
async function tabelTermuat(page: Page, nama?: string): Promise<void> {
  const tabel = nama ? page.getByRole('table', { name: nama }) : page.getByRole('table').first();
  await expect(tabel.locator('tbody tr').first()).not.toHaveText('');
}

// Stored codes as they would leak: upper case, as the API spells them.
const TANPA_KODE_MENTAH = /DIPESAN|DITERIMA|MENUNGGU_BAYAR|DRAFT|PEMBELIAN_OBAT|ONGKOS_KIRIM|LAIN_LAIN/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** What a person should never read on a screen (or in an open dialog): stored codes and uids. */
async function tanpaKodeMentah(tempat: Page | Locator): Promise<void> {
  const teks = (await ('goto' in tempat ? tempat.getByRole('main') : tempat).textContent()) ?? '';
  expect(teks).not.toMatch(TANPA_KODE_MENTAH);
  expect(teks).not.toMatch(UUID);
}

test('Petugas gudang membuka dokumen stok, kelola obat dan laporan produk', async ({
  page,
  login,
  shell,
}) => {
  const konsol = await masuk(page, login, 'gudang');
  let nomorPo = '';

  await test.step('Gudang memesan Paracetamol ke supplier (lewat API, seperti layar PO)', async () => {
    const api = page.request;
    const gudang = (await (await api.get('/api/v1/farmasi/lokasi?jenis=GUDANG&status=AKTIF')).json())
      .respon[0];
    const supplier = (await (await api.get('/api/v1/farmasi/master/supplier?status=AKTIF&limit=1')).json())
      .respon[0];
    const produk = (await (await api.get('/api/v1/farmasi/produk?search=PCT500&limit=1')).json()).respon[0];
    const res = await api.post('/api/v1/farmasi/stok/po', {
      data: {
        lokasi_uid: gudang.uid,
        supplier_uid: supplier.uid,
        catatan: 'Uji layar farmasi',
        items: [{ produk_uid: produk.uid, satuan: produk.satuan_dasar, jumlah: 500 }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    nomorPo = (await res.json()).respon.nomor;
  });

  await test.step('Permintaan Stok (SR): filter tanggal ringkas, tombol buat permintaan', async () => {
    await buka(page, shell, '/stok/stok-sr', 'Permintaan Stok (SR)');
    await expect(page.getByRole('button', { name: 'Buat Permintaan' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Dari tanggal' })).toBeVisible();
    await layar(page, 'farmasi-layar-stok-sr.png');
  });

  await test.step('Permintaan Pembelian (PR)', async () => {
    await page.getByRole('tab', { name: 'Permintaan Pembelian (PR)' }).click();
    await expect(shell.judulLayar('Permintaan Pembelian (PR)')).toBeVisible();
    await layar(page, 'farmasi-layar-stok-pr.png');
  });

  await test.step('Pesanan Pembelian (PO): PO baru terdaftar dan detailnya terbuka', async () => {
    await page.getByRole('tab', { name: 'Pesanan Pembelian (PO)' }).click();
    const baris = page.getByRole('row').filter({ hasText: nomorPo });
    await expect(baris).toContainText('Dipesan');
    await layar(page, 'farmasi-layar-stok-po.png');
    await baris.click();
    const detail = page.getByRole('dialog');
    await expect(detail).toContainText(`Pesanan Pembelian ${nomorPo}`);
    await expect(detail.getByRole('table', { name: 'Baris dokumen' })).toContainText('Paracetamol 500 mg');
    await expect(detail).toContainText(/Total Rp \d/);
    await expect(detail.getByRole('list', { name: 'Riwayat status' })).toContainText('Joko Purnomo');
    await tanpaKodeMentah(detail);
    await layar(page, 'farmasi-layar-stok-po-detail.png');
    await detail.getByRole('button', { name: 'Tutup' }).click();
  });

  await test.step('Penerimaan Barang (GR)', async () => {
    await page.getByRole('tab', { name: 'Penerimaan Barang (GR)' }).click();
    await expect(shell.judulLayar('Penerimaan Barang (GR)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terima Barang' })).toBeVisible();
    await layar(page, 'farmasi-layar-stok-gr.png');
  });

  await test.step('Kelola Obat: stok per lokasi dengan satuan, kartu stok, opname, penyesuaian', async () => {
    await buka(page, shell, '/kelola-obat', 'Kelola Obat');
    await tabelTermuat(page);
    await layar(page, 'farmasi-layar-kelola-obat.png');
    const baris = page.getByRole('row').filter({ hasText: 'Gudang Farmasi' }).first();
    await expect(baris, 'stok awal demo di gudang').toBeVisible();
    const produk = (await baris.locator('td').first().locator('p').first().textContent()) ?? '';
    await baris.click();
    const kartu = page.getByRole('dialog', { name: /Kartu Stok/ });
    await expect(kartu).toContainText(`Kartu Stok: ${produk}`);
    await expect(kartu).toContainText('Batch tersedia');
    await expect(kartu.getByRole('group', { name: 'Dari tanggal' })).toBeVisible();
    await tanpaKodeMentah(kartu);
    await layar(page, 'farmasi-layar-kartu-stok.png');
    await kartu.getByRole('button', { name: 'Tutup' }).click();
    await page.getByRole('tab', { name: 'Stok Opname' }).click();
    await layar(page, 'farmasi-layar-kelola-obat-opname.png');
    await page.getByRole('tab', { name: 'Penyesuaian Stok' }).click();
    await layar(page, 'farmasi-layar-kelola-obat-penyesuaian.png');
  });

  await test.step('Laporan Produk: PO hari ini dengan status terbaca, lalu GR, SO dan mutasi gudang', async () => {
    await buka(page, shell, '/laporan-obat/po', 'Laporan Purchase Order');
    await expect(page.getByRole('row').filter({ hasText: nomorPo })).toContainText('Dipesan');
    await tanpaKodeMentah(page);
    await expect(page.getByRole('link', { name: 'Unduh Excel' })).toBeVisible();
    await layar(page, 'farmasi-layar-laporan-po.png');
    for (const [tab, judul, berkas] of [
      ['Goods Receipt', 'Laporan Goods Receipt', 'gr'],
      ['Stok Opname', 'Laporan Stok Opname', 'so'],
      ['Mutasi Stok Gudang', 'Laporan Mutasi Stok Gudang', 'mutasi'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(shell.judulLayar(judul)).toBeVisible();
      await layar(page, `farmasi-layar-laporan-${berkas}.png`);
    }
  });

  expect(konsol, 'galat di konsol browser').toEqual([]);
});

test('Apoteker melayani pembeli mandiri dan membuka log serta dashboard farmasi', async ({
  page,
  login,
  shell,
}) => {
  const konsol = await masuk(page, login, 'apoteker');
  const pembeli = `Rina Uji ${Date.now() % 100_000}`;

  await test.step('Pendaftaran Obat Mandiri: pembeli mendapat nomor antrian dan tagihan', async () => {
    await buka(page, shell, '/obat-mandiri', 'Pendaftaran Obat Mandiri');
    await page.getByRole('textbox', { name: 'Nama pembeli' }).fill(pembeli);
    await expect(page.getByRole('combobox', { name: 'Depo farmasi' })).toContainText(
      'Depo Farmasi Rawat Jalan',
    );
    await page.getByRole('combobox', { name: 'Obat 1' }).fill('Paracetamol 500');
    await page.getByRole('option', { name: /Paracetamol 500 mg Tablet/ }).click();
    await page.getByRole('textbox', { name: 'Jumlah' }).fill('10');
    await page.getByRole('button', { name: 'Daftarkan' }).click();
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'Nomor antrian M-' }),
    ).toContainText(pembeli);
    await layar(page, 'farmasi-layar-obat-mandiri.png');
  });

  await test.step('Penjualan Mandiri: pembeli terdaftar, lalu membayar tunai di loket', async () => {
    await buka(page, shell, '/farmasi/penjualan-mandiri', 'Penjualan Mandiri');
    const baris = page.getByRole('row').filter({ hasText: pembeli });
    await expect(baris).toContainText('Menunggu Pembayaran');
    await expect(baris).toContainText(/Rp \d/);
    await layar(page, 'farmasi-layar-penjualan-mandiri.png');
    await baris.getByRole('button', { name: 'Bayar' }).click();
    const bayar = page.getByRole('dialog', { name: /Pembayaran/ });
    await bayar.getByRole('button', { name: 'Uang pas' }).click();
    await bayar.getByRole('button', { name: 'Terima Pembayaran' }).click();
    // The receipt opens after payment; close it and read the row.
    await page
      .getByRole('dialog', { name: /Struk PJ-/ })
      .getByRole('button', { name: 'Tutup' })
      .click();
    await expect(baris).toContainText('Lunas');
  });

  await test.step('Antrian Obat Mandiri: pembeli di lajur Lunas', async () => {
    await buka(page, shell, '/antrian-obat-mandiri', 'Antrian Obat Mandiri');
    await expect(page.getByRole('main')).toContainText(pembeli);
    await tanpaKodeMentah(page);
    await layar(page, 'farmasi-layar-antrian-obat-mandiri.png');
  });

  await test.step('Log Pengeluaran Obat', async () => {
    await buka(page, shell, '/log-obat', 'Log Pengeluaran Obat');
    await tabelTermuat(page);
    await layar(page, 'farmasi-layar-log-obat.png');
  });

  await test.step('Dashboard Farmasi: angka, bukan 0 palsu untuk waktu tunggu', async () => {
    await buka(page, shell, '/dashboard-obat', 'Dashboard Farmasi');
    await expect(page.getByText('Resep hari ini', { exact: true })).toBeVisible();
    await expect(page.getByText('Batch hampir kedaluwarsa')).toBeVisible();
    await layar(page, 'farmasi-layar-dashboard-obat.png');
  });

  expect(konsol, 'galat di konsol browser').toEqual([]);
});

test('Apoteker mencatat dan membatalkan pengeluaran kas; kasir membaca laporan kasir farmasi', async ({
  page,
  login,
  shell,
}) => {
  const konsol = await masuk(page, login, 'apoteker');
  const uraian = `Kurir PBF uji ${Date.now() % 100_000}`;
  const salah = `Salah catat ${Date.now() % 100_000}`;

  const catat = async (isi: { kategori: string; uraian: string; jumlah: string; metode?: string }) => {
    await page.getByRole('button', { name: 'Catat Pengeluaran' }).click();
    const dialog = page.getByRole('dialog', { name: 'Catat Pengeluaran Kas Farmasi' });
    // The only depot with the right is chosen already; today is the default day.
    await expect(dialog.getByRole('combobox', { name: 'Depo' })).toContainText('Depo Farmasi Rawat Jalan');
    await dialog.getByRole('combobox', { name: 'Kategori' }).click();
    await page.getByRole('option', { name: isi.kategori }).click();
    if (isi.metode) {
      await dialog.getByRole('combobox', { name: 'Metode' }).click();
      await page.getByRole('option', { name: isi.metode }).click();
    }
    await dialog.getByRole('textbox', { name: 'Uraian' }).fill(isi.uraian);
    await dialog.getByRole('textbox', { name: 'Jumlah' }).fill(isi.jumlah);
    await dialog.getByRole('textbox', { name: 'No. Nota/Referensi' }).fill('NT-778');
    return dialog;
  };

  await test.step('Pengeluaran Obat: isian salah ditolak dengan pesan, lalu tercatat dengan nomor', async () => {
    await buka(page, shell, '/pengeluaran-obat', 'Pengeluaran Obat');
    const dialog = await catat({ kategori: 'Ongkos Kirim', uraian: uraian, jumlah: '0', metode: 'Transfer' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Jumlah harus lebih dari Rp 0');
    await dialog.getByRole('textbox', { name: 'Jumlah' }).fill('25000');
    await expect(dialog.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('25.000');
    await layar(page, 'farmasi-layar-pengeluaran-form.png');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    const baris = page.getByRole('row').filter({ hasText: uraian });
    await expect(baris).toContainText(/PGL-\d{8}-\d{4}/);
    await expect(baris).toContainText('Rp 25.000');
    await expect(baris).toContainText('Ongkos Kirim');
    await expect(baris).toContainText('Transfer');
    await expect(baris).toContainText('Nota NT-778');
  });

  await test.step('Pengeluaran yang salah dibatalkan dengan alasan dan tetap terlihat dicoret', async () => {
    const dialog = await catat({ kategori: 'Lain-lain', uraian: salah, jumlah: '99000' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    const baris = page.getByRole('row').filter({ hasText: salah });
    await baris.getByRole('button', { name: 'Batalkan' }).click();
    const batal = page.getByRole('dialog', { name: /Batalkan Pengeluaran PGL-/ });
    await batal.getByRole('textbox', { name: 'Alasan' }).fill('Nominal keliru, dicatat ulang');
    await batal.getByRole('button', { name: 'Batalkan Pengeluaran' }).click();
    await expect(baris).toContainText('Dibatalkan');
    await expect(baris).toContainText('Dibatalkan: Nominal keliru, dicatat ulang');
    await expect(baris.getByText(salah)).toHaveCSS('text-decoration-line', 'line-through');
    await expect(baris.getByRole('button', { name: 'Batalkan' })).toHaveCount(0);
    await tanpaKodeMentah(page);
    await layar(page, 'farmasi-layar-pengeluaran-obat.png');
  });

  const hariIni = toJakartaIsoDate(new Date());
  const tglLayar = `${hariIni.slice(8, 10)}/${hariIni.slice(5, 7)}/${hariIni.slice(0, 4)}`;

  await test.step('Laporan Pengeluaran Kasir Farmasi: baris hari ini sama dengan hitungan server, PDF terbuka', async () => {
    await buka(page, shell, '/laporan-pengeluaran', 'Laporan Pengeluaran Kasir Farmasi');
    const lap: LaporanPengeluaran = await (
      await page.request.get(
        `/api/v1/farmasi/laporan/pengeluaran?dari=${hariIni.slice(0, 8)}01&sampai=${hariIni}`,
      )
    ).json();
    const hari = lap.respon.find((h) => h.tanggal === hariIni);
    expect(hari?.kategori.ONGKOS_KIRIM).toBeGreaterThanOrEqual(25_000);
    const tabel = page.getByRole('table', { name: 'Rekap kas farmasi per hari' });
    const baris = tabel.getByRole('row').filter({ hasText: tglLayar });
    await expect(baris).toContainText(formatRupiah(hari?.kategori.ONGKOS_KIRIM ?? 0));
    await expect(baris).toContainText(formatRupiah(hari?.pengeluaran ?? 0));
    // The voided 99.000 is not counted.
    await expect(baris).not.toContainText('Rp 99.000');
    await expect(tabel.locator('tfoot tr')).toContainText(formatRupiah(lap.total.bersih));
    await expect(page.getByRole('link', { name: 'Unduh Excel' })).toHaveAttribute('href', /format=xlsx/);
    await layar(page, 'farmasi-layar-laporan-pengeluaran.png');
    await page.getByRole('button', { name: 'Cetak PDF' }).click();
    const pdf = page.getByRole('dialog', { name: /Laporan Pengeluaran Kasir Farmasi/ });
    await expect(pdf.locator('iframe')).toHaveAttribute('src', /format=pdf/);
    await pdf.getByRole('button', { name: 'Tutup' }).click();
  });

  expect(konsol, 'galat di konsol browser').toEqual([]);

  await test.step('Kasir membaca laporan dan buku pengeluaran tanpa tombol mencatat', async () => {
    await shell.keluar();
    const konsolKasir = await masuk(page, login, 'kasir');
    await shell.bukaMenu('Laporan Pengeluaran Kasir Farmasi');
    await expect(shell.judulLayar('Laporan Pengeluaran Kasir Farmasi')).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Rekap kas farmasi per hari' })
        .getByRole('row')
        .filter({ hasText: tglLayar }),
    ).toBeVisible();
    await layar(page, 'farmasi-layar-laporan-pengeluaran-kasir.png');
    await shell.bukaMenu('Pengeluaran Obat');
    await expect(page.getByRole('row').filter({ hasText: uraian })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Catat Pengeluaran' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Aksi' })).toHaveCount(0);
    await layar(page, 'farmasi-layar-pengeluaran-obat-kasir.png');
    expect(konsolKasir, 'galat di konsol browser').toEqual([]);
  });
});
