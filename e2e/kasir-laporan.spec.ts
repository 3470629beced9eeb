import ExcelJS from 'exceljs';
import { artefak, expect, simpanLayar, test } from './fixtures.ts';
import { bacaTagihan, catatTindakan, layananPoliUmum, ok } from './support/index.ts';

// The cashier's dashboard and reports with today's receipts on them: a fresh cashier (its own
// shift) takes an UMUM visit with an operation, split between cash and QRIS, and a BPJS visit the
// payer covers. Screenshots: e2e/artifacts/kasir-laporan-*.png.

test('kasir melihat dashboard dengan grafik 30 hari dan mengunduh laporan kasir hari ini', async ({
  page,
  login,
  shell,
  adminApi,
  akunBaru,
  apiSebagai,
}) => {
  test.setTimeout(120_000);
  const akun = await akunBaru('KASIR');
  // Poli Umum's patients are registered with dr. Eko (the DOD account): he charts his own.
  const dokter = await apiSebagai('dod');
  const kasir = await apiSebagai(akun.username, akun.password);

  const umum = await layananPoliUmum(adminApi);
  const bpjs = await layananPoliUmum(adminApi, 'BPJS');
  await test.step('Kasir baru menerima dua pembayaran (lewat API, seperti layar tagihan)', async () => {
    await catatTindakan(dokter, umum.layanan_uid, ['KON-UMUM', 'OPK-HECT-5']);
    await catatTindakan(dokter, bpjs.layanan_uid, ['KON-UMUM']);
    await ok(await kasir.post('/api/v1/kasir/shift/buka', { data: { modal_awal: 300_000 } }));
    const tu = await bacaTagihan(kasir, umum.kunjungan_uid);
    await ok(
      await kasir.post('/api/v1/kasir/pembayaran', {
        data: {
          kunjungan_uid: umum.kunjungan_uid,
          total_tagihan: tu.tagihan_terbuka,
          metode: [
            { metode: 'TUNAI', jumlah: 50_000, diterima: 50_000 },
            { metode: 'QRIS', jumlah: tu.sisa - 50_000, referensi: 'QRIS-LAPORAN-1' },
          ],
        },
      }),
    );
    const tb = await bacaTagihan(kasir, bpjs.kunjungan_uid);
    await ok(
      await kasir.post('/api/v1/kasir/pembayaran', {
        data: { kunjungan_uid: bpjs.kunjungan_uid, total_tagihan: tb.tagihan_terbuka, metode: [] },
      }),
    );
  });

  await test.step('Dashboard kasir: kartu hari ini, grafik 30 hari dan jenis tagihan', async () => {
    await login.buka();
    await login.masuk(akun.username, akun.password);
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    await page.goto('/dashboard-kasir');
    await expect(shell.judulLayar('Dashboard Kasir')).toBeVisible();
    const kuitansi = page
      .locator('.MuiCard-root')
      .filter({ hasText: 'Kuitansi hari ini' })
      .locator('p')
      .nth(1);
    // Other journeys may take payments today too: at least this cashier's two.
    await expect
      .poll(async () => Number((await kuitansi.textContent())?.replace(/\D/g, '') || 0))
      .toBeGreaterThanOrEqual(2);
    // Charts are drawn by MUI X Charts as SVG with bars and arcs.
    await expect(page.locator('.MuiBarChart-element:not([height="0"])').first()).toBeVisible();
    await expect(page.locator('.MuiPieChart-arc').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pendapatan hari ini per penjamin' })).toContainText(
      'BPJS Kesehatan',
    );
    await simpanLayar(page, 'kasir-laporan-01-dashboard.png');
    await page.screenshot({ path: artefak('kasir-laporan-01-dashboard-penuh.png'), fullPage: true });
  });

  await test.step('Laporan kasir per cara bayar; Excel terunduh dengan baris total', async () => {
    await page.goto('/laporan-kasir');
    await expect(shell.judulLayar('Laporan Kasir')).toBeVisible();
    await page.getByRole('combobox', { name: 'Kelompokkan' }).click();
    await page.getByRole('option', { name: 'Per cara bayar' }).click();
    const tabel = page.getByRole('table', { name: 'Kuitansi kasir' });
    await expect(tabel.getByRole('row').filter({ hasText: umum.pasien.no_rm })).toContainText('QRIS');
    await expect(tabel).toContainText('Tunai + QRIS');
    await expect(tabel.getByRole('row').filter({ hasText: bpjs.pasien.no_rm })).toContainText(
      'Ditanggung penjamin',
    );
    await expect(tabel.locator('tfoot')).toContainText('Total');
    await simpanLayar(page, 'kasir-laporan-02-laporan.png');
    await page.screenshot({ path: artefak('kasir-laporan-02-laporan-penuh.png'), fullPage: true });

    const unduh = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Unduh Excel' }).click();
    const berkas = await unduh;
    expect(berkas.suggestedFilename()).toMatch(/^Laporan Kasir \d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await berkas.path());
    const ws = wb.worksheets[0];
    if (!ws) throw new Error('lembar kerja tidak ada');
    const header = (ws.getRow(4).values as unknown[]).slice(1);
    const kolom = header.indexOf('Dibayar') + 1;
    const total = ws.getRow(ws.rowCount);
    expect(total.getCell(1).value).toBe('TOTAL');
    let jumlah = 0;
    for (let i = 5; i < ws.rowCount; i++) jumlah += Number(ws.getRow(i).getCell(kolom).value);
    // The totals row is the sum of the receipts above it, and this cashier's split receipt is there.
    expect(total.getCell(kolom).value).toBe(jumlah);
    expect(JSON.stringify(ws.getSheetValues())).toContain(umum.pasien.no_rm);

    await page.getByRole('button', { name: 'Cetak PDF' }).click();
    const pdf = page.getByRole('dialog', { name: /Laporan Kasir/ });
    await expect(pdf.locator('iframe')).toHaveAttribute('src', /format=pdf/);
    await pdf.getByRole('button', { name: 'Tutup' }).click();
  });

  await test.step('Laporan per item, operasi dan pasien hari ini', async () => {
    for (const [path, judul, tabel, isi, nama] of [
      ['/laporan-by-item', 'Laporan per Item', 'Item terbayar per jenis', 'OPK-HECT-5', 'item'],
      ['/laporan-operasi', 'Laporan Operasi', 'Tindakan operatif terbayar', 'Operasi Kecil', 'operasi'],
      ['/laporan-pasien', 'Laporan Pasien', 'Pembayaran per pasien', 'BPJS Kesehatan', 'pasien'],
    ] as const) {
      await page.goto(path);
      await expect(shell.judulLayar(judul)).toBeVisible();
      await expect(page.getByRole('table', { name: tabel })).toContainText(isi);
      await simpanLayar(
        page,
        `kasir-laporan-0${['item', 'operasi', 'pasien'].indexOf(nama) + 3}-${nama}.png`,
      );
    }
  });
});
