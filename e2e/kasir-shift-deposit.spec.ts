import { expect, simpanLayar, test } from './fixtures.ts';
import { LoginPage } from './pages/login.page.ts';
import { layananPoliUmum, layar } from './support/index.ts';

// The cashier's day around deposits (docs/kasir.md "Shift dan deposit"): a cashier opens a shift
// with a float, takes an inpatient-style deposit on a visit's bill and prints its slip, then
// closes the shift against the cash counted and prints the closing report. A fresh KASIR account:
// other journeys use the demo cashier, and an account has one open shift at a time.

test('Kasir membuka shift, menerima deposit, lalu menutup shift dengan laporan PDF', async ({
  page,
  adminApi,
  akunBaru,
  shell,
}) => {
  const kasir = await akunBaru('KASIR');
  const kunjungan = await layananPoliUmum(adminApi);
  const bar = page.getByRole('region', { name: 'Shift kasir' });
  const panel = page.getByRole('region', { name: 'Deposit' });

  await test.step('Kasir membuka tagihan pasien dan membuka shift dengan modal Rp 500.000', async () => {
    const login = new LoginPage(page);
    await login.buka();
    await login.masuk(kasir.username, kasir.password);
    await page.waitForURL((u) => u.pathname !== '/');
    await page.goto(`/antrian-kasir/${kunjungan.kunjungan_uid}`);
    await expect(shell.judulLayar('Detail Tagihan')).toBeVisible();
    await expect(bar.getByText('Shift kasir belum dibuka')).toBeVisible();
    await bar.getByRole('button', { name: 'Buka Shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buka Shift Kasir' });
    await dialog.getByRole('textbox', { name: 'Modal awal' }).fill('500000');
    await dialog.getByRole('button', { name: 'Buka Shift' }).click();
    await expect(dialog).toBeHidden();
    await expect(bar.getByText(/^Shift dibuka \d{2}\.\d{2} · modal Rp 500\.000$/)).toBeVisible();
  });

  await test.step('Kasir menerima deposit Rp 1.000.000 tunai dan melihat buktinya', async () => {
    await expect(panel.getByText('Belum ada deposit untuk kunjungan ini.')).toBeVisible();
    await panel.getByRole('button', { name: 'Terima Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terima Deposit' });
    await dialog.getByRole('textbox', { name: 'Jumlah deposit' }).fill('1000000');
    await dialog.getByRole('textbox', { name: 'Keterangan' }).fill('Uang muka rawat inap');
    await simpanLayar(page, 'kasir-shift-deposit-1-terima-deposit.png');
    await dialog.getByRole('button', { name: 'Terima Deposit' }).click();
    const bukti = page.getByRole('dialog', { name: /^Bukti Deposit DEP-\d{8}-\d{4}/ });
    await expect(bukti.locator('iframe')).toHaveAttribute(
      'src',
      /\/kasir\/deposit\/.+\/bukti\.pdf\?kertas=80mm/,
    );
    const src = (await bukti.locator('iframe').getAttribute('src')) ?? '';
    const pdf = await page.request.get(src);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await bukti.getByRole('button', { name: 'Tutup' }).click();
    await expect(panel.getByLabel('Saldo deposit')).toHaveText('Rp 1.000.000');
    await expect(panel.getByText('Setoran', { exact: true })).toBeVisible();
    await layar(page, 'kasir-shift-deposit-2-tagihan.png');
  });

  await test.step('Kasir menutup shift: kas seharusnya Rp 1.500.000, dihitung pas, lalu mencetak laporan', async () => {
    await bar.getByRole('button', { name: 'Tutup Shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tutup Shift Kasir' });
    const ringkasan = dialog.getByRole('table', { name: 'Ringkasan shift per metode' });
    await expect(ringkasan.getByRole('row', { name: /Tunai/ })).toContainText('Rp 1.000.000');
    await expect(dialog.getByText('Kas seharusnya di laci')).toBeVisible();
    await expect(dialog.getByText('Rp 1.500.000').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Kas dihitung di laci' }).fill('1500000');
    await expect(dialog.getByText('Pas (tidak ada selisih)')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Catatan' }).fill('Serah terima ke kasir sore');
    await simpanLayar(page, 'kasir-shift-deposit-3-tutup-shift.png');
    await dialog.getByRole('button', { name: 'Tutup Shift' }).click();
    const selesai = page.getByRole('dialog', { name: 'Shift Ditutup' });
    await expect(selesai.getByText('Shift sudah ditutup.', { exact: false })).toBeVisible();
    await layar(page, 'kasir-shift-deposit-4-shift-ditutup.png');
    await selesai.getByRole('button', { name: 'Cetak Laporan A4' }).click();
    const laporan = page.getByRole('dialog', { name: /^Laporan Tutup Shift / });
    await expect(laporan.locator('iframe')).toHaveAttribute(
      'src',
      /\/kasir\/shift\/.+\/laporan\.pdf\?kertas=A4/,
    );
    const src = (await laporan.locator('iframe').getAttribute('src')) ?? '';
    const pdf = await page.request.get(src);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await laporan.getByRole('button', { name: 'Tutup' }).click();
    await selesai.getByRole('button', { name: 'Selesai' }).click();
    await expect(bar.getByText('Shift kasir belum dibuka')).toBeVisible();
  });

  await test.step('Laporan deposit hari ini menunjukkan setoran dan saldo yang dititipkan', async () => {
    await page.goto('/laporan-deposit');
    await expect(shell.judulLayar('Laporan Deposit')).toBeVisible();
    const mutasi = page.getByRole('table', { name: 'Mutasi deposit' });
    await expect(mutasi.getByRole('row', { name: new RegExp(kunjungan.pasien.nama) })).toContainText(
      'Rp 1.000.000',
    );
    const saldo = page.getByRole('table', { name: 'Saldo deposit per kunjungan' });
    await expect(saldo.getByRole('link', { name: kunjungan.pasien.nama })).toBeVisible();
    await layar(page, 'kasir-shift-deposit-5-laporan.png');
  });
});
