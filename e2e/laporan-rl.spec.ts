import ExcelJS from 'exceljs';
import { artefak, expect, simpanLayar, test } from './fixtures.ts';
import { ambilAlihPasien, DEMO_PASSWORD, hariIni, layaniPasienDemo, ok } from './support/index.ts';

// Medical records opens RL 5 for the current month, downloads it as Excel and finds the same
// figures in the workbook as on the screen (docs/laporan-rl.md). A visit at the IGD today makes
// sure the month has at least one row. Screenshots: laporan-rl-*.png.

/** '1.234' (id-ID) → 1234; '-' → null. */
const angka = (s: string | null) =>
  s === null || s.trim() === '-' ? null : Number(s.replace(/\./g, '').replace(',', '.'));

test('petugas rekam medis membuka RL 5 bulan ini dan mengunduh Excel yang angkanya sama dengan layar', async ({
  page,
  login,
  shell,
  adminApi,
  apiSebagai,
}) => {
  test.setTimeout(120_000);
  await test.step('Seorang pasien datang ke IGD hari ini; dokter menulis diagnosis A09', async () => {
    const igd = await layaniPasienDemo(adminApi, {
      poli: 'IGD',
      tanggal: hariIni(),
      limit: 60,
      mulaiDari: 40,
    });
    const dokter = await apiSebagai('dod');
    await ambilAlihPasien(dokter, igd.layanan_uid);
    await ok(
      await dokter.post(`/api/v1/pelayanan/${igd.layanan_uid}/diagnosis`, {
        data: { kode_icd10: 'A09.9', jenis: 'UTAMA', kasus: 'BARU' },
      }),
    );
  });

  await test.step('Petugas rekam medis membuka Laporan RL Kemenkes, tab RL 5', async () => {
    await login.buka();
    await login.masuk('rm', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/');
    await shell.bukaMenu('Laporan RL Kemenkes');
    await expect(shell.judulLayar('Laporan RL Kemenkes')).toBeVisible();
    await expect(page.getByRole('table', { name: /^RL 1\.2/ })).toBeVisible();
    await simpanLayar(page, 'laporan-rl-00-rl1.png');
    await page.getByRole('tab', { name: /RL 5/ }).click();
    const kunjungan = page.getByRole('table', { name: 'RL 5.1 Kunjungan Rawat Jalan' });
    await expect(kunjungan.getByRole('row').filter({ hasText: /IGD|Gawat Darurat/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'RL 5.2 10 Besar Penyakit Rawat Inap' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'RL 5.3 10 Besar Penyakit Rawat Jalan' })).toBeVisible();
    await simpanLayar(page, 'laporan-rl-01-rl5.png');
    await page.screenshot({ path: artefak('laporan-rl-01-rl5-penuh.png'), fullPage: true });
  });

  await test.step('Unduh Excel: judul, kepala kolom formulir dan angka yang sama dengan layar', async () => {
    const kunjungan = page.getByRole('table', { name: 'RL 5.1 Kunjungan Rawat Jalan' });
    // Other journeys may register visits meanwhile: the screen is read again until both agree.
    await expect(async () => {
      await page.getByRole('tab', { name: /RL 1/ }).click();
      await page.getByRole('tab', { name: /RL 5/ }).click();
      const layar = (await kunjungan.locator('tfoot td').allTextContents()).map((s) => s.trim());
      const unduh = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Unduh Excel' }).click();
      const berkas = await unduh;
      expect(berkas.suggestedFilename()).toMatch(/^Laporan RL5 \d{4}-\d{2}\.xlsx$/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(await berkas.path());
      const ws = wb.getWorksheet('RL 5.1');
      if (!ws) throw new Error('lembar RL 5.1 tidak ada');
      expect(ws.getCell('A1').value).toBe('Formulir RL 5.1 Kunjungan Rawat Jalan');
      expect((ws.getRow(4).values as unknown[]).slice(1)).toEqual([
        'No',
        'Jenis Kegiatan',
        'Kunjungan Baru',
        'Kunjungan Baru',
        'Kunjungan Lama',
        'Kunjungan Lama',
        'Jumlah',
      ]);
      expect((ws.getRow(5).values as unknown[]).slice(3, 7)).toEqual(['L', 'P', 'L', 'P']);
      let total: unknown[] = [];
      ws.eachRow((r) => {
        if (r.getCell(2).value === 'TOTAL') total = (r.values as unknown[]).slice(1);
      });
      expect(total.slice(2)).toEqual(layar.slice(2).map(angka));
      expect(Number(total[6])).toBeGreaterThanOrEqual(1);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['RL 5.1', 'RL 5.2', 'RL 5.3']);
    }).toPass({ timeout: 30_000 });
  });

  await test.step('RL 4: diagnosis A09.9 pasien IGD tercatat menurut kelompok umur', async () => {
    await page.getByRole('tab', { name: /RL 4/ }).click();
    const rj = page.getByRole('table', { name: 'RL 4.2 Morbiditas Pasien Rawat Jalan' });
    await expect(rj.getByRole('row').filter({ hasText: 'A09.9' })).toBeVisible();
    await simpanLayar(page, 'laporan-rl-02-rl4.png');
  });

  await test.step('Indeks morbiditas bulan ini terbuka dengan saringannya', async () => {
    await shell.bukaMenu('Indeks Morbiditas & Mortalitas');
    await expect(shell.judulLayar('Indeks Morbiditas & Mortalitas')).toBeVisible();
    await page.getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'IGD', exact: true }).click();
    await expect(
      page
        .getByRole('table', { name: /Diagnosis terbanyak/ })
        .getByRole('row')
        .filter({ hasText: 'A09.9' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /Kematian menurut sebab/ })).toBeVisible();
    await simpanLayar(page, 'laporan-rl-03-indeks.png');
  });
});
