import { formatRupiah } from '@rawat/domain';
import { expect, test } from './fixtures.ts';
import { LoginPage } from './pages/login.page.ts';
import { bacaTagihan, catatTindakan, layananPoliUmum, layar, ok } from './support/index.ts';

// Issue 17 point 4: a cashier who has not opened a shift learns it from the bill's pay button, not
// from a refusal at the end of the payment, and opens the shift right there; the payment then goes
// on without leaving the bill. A fresh KASIR account: an account has one open shift at a time.

test('Kasir tanpa shift: tombol bayar di tagihan membuka shift di tempat, lalu pembayaran berlanjut', async ({
  page,
  adminApi,
  apiSebagai,
  akunBaru,
  shell,
}) => {
  const kasir = await akunBaru('KASIR');
  const kunjungan = await layananPoliUmum(adminApi);
  // dr. Eko (the DOD account), with whom Poli Umum's patients are registered, charts the consultation.
  await catatTindakan(await apiSebagai('dod'), kunjungan.layanan_uid, ['KON-UMUM']);
  const tagihan = await bacaTagihan(
    await apiSebagai(kasir.username, kasir.password),
    kunjungan.kunjungan_uid,
  );
  expect(tagihan.sisa).toBeGreaterThan(0);
  const total = formatRupiah(tagihan.sisa);
  const bar = page.getByRole('region', { name: 'Shift kasir' });
  const bukaShift = page.getByRole('button', { name: 'Buka Shift untuk Membayar' });
  const bayar = page.getByRole('button', { name: `Bayar ${total}` });

  await test.step('Tanpa shift, tombol bayar di tagihan langsung mengatakannya', async () => {
    const login = new LoginPage(page);
    await login.buka();
    await login.masuk(kasir.username, kasir.password);
    await page.waitForURL((u) => u.pathname !== '/');
    await page.goto(`/antrian-kasir/${kunjungan.kunjungan_uid}`);
    await expect(shell.judulLayar('Detail Tagihan')).toBeVisible();
    await expect(bar.getByText('Shift kasir belum dibuka')).toBeVisible();
    await expect(bukaShift).toBeVisible();
    // The deposit panel below says the same for deposits: this is the payment's line.
    await expect(
      page.getByText('Shift kasir Anda belum dibuka. Pembayaran dicatat', { exact: false }),
    ).toBeVisible();
    await expect(bayar).toHaveCount(0);
    await layar(page, 'kasir-shift-di-tagihan-1-tanpa-shift.png');
  });

  await test.step('Kasir membuka shift dari tombol itu dan langsung lanjut ke pembayaran', async () => {
    await bukaShift.click();
    const dialog = page.getByRole('dialog', { name: 'Buka Shift Kasir' });
    await dialog.getByRole('textbox', { name: 'Modal awal' }).fill('200000');
    await dialog.getByRole('button', { name: 'Buka Shift' }).click();
    await expect(dialog).toBeHidden();
    const pembayaran = page.getByRole('dialog', { name: /^Pembayaran – / });
    await expect(pembayaran).toBeVisible();
    // Put aside, the bill now offers the ordinary pay button, which opens the payment again.
    await pembayaran.getByRole('button', { name: 'Batal' }).click();
    await expect(pembayaran).toBeHidden();
    await expect(bar.getByText(/^Shift dibuka \d{2}\.\d{2} · modal Rp 200\.000$/)).toBeVisible();
    await expect(bukaShift).toHaveCount(0);
    await layar(page, 'kasir-shift-di-tagihan-2-shift-dibuka.png');
    await bayar.click();
    await expect(pembayaran).toBeVisible();
    await pembayaran.getByLabel('Uang diterima').fill(String(tagihan.sisa));
    await pembayaran.getByRole('button', { name: `Bayar ${total}` }).click();
    await expect(page.getByText(/Pembayaran INV-\d{8}-\d{4} sebesar/)).toBeVisible();
    const kuitansi = page.getByRole('dialog', { name: /^Kuitansi INV-/ });
    await expect(kuitansi).toBeVisible();
    await kuitansi.getByRole('button', { name: 'Tutup' }).click();
    await expect(page).toHaveURL(new RegExp(`/antrian-kasir/${kunjungan.kunjungan_uid}$`));
    await expect(page.getByText('Tagihan lunas.')).toBeVisible();
    await expect(bukaShift).toHaveCount(0);
    await layar(page, 'kasir-shift-di-tagihan-3-lunas.png');
  });
});

// The same for the deposit (issue 17 point 4, its remainder): 'Terima Deposit' and 'Refund' say up
// front that the shift is not open and open it in place, then go on to the deposit form — instead
// of a refusal once the form is filled.
test('Kasir tanpa shift: tombol deposit dan refund membuka shift di tempat, lalu formnya berlanjut', async ({
  page,
  adminApi,
  apiSebagai,
  akunBaru,
  shell,
}) => {
  const kasir = await akunBaru('KASIR');
  const kasirApi = await apiSebagai(kasir.username, kasir.password);
  const kunjungan = await layananPoliUmum(adminApi);
  const panel = page.getByRole('region', { name: 'Deposit' });
  const bar = page.getByRole('region', { name: 'Shift kasir' });
  const bukaShift = page.getByRole('dialog', { name: 'Buka Shift Kasir' });

  await test.step('Tanpa shift, tombol deposit langsung mengatakannya', async () => {
    const login = new LoginPage(page);
    await login.buka();
    await login.masuk(kasir.username, kasir.password);
    await page.waitForURL((u) => u.pathname !== '/');
    await page.goto(`/antrian-kasir/${kunjungan.kunjungan_uid}`);
    await expect(shell.judulLayar('Detail Tagihan')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Buka Shift untuk Menerima Deposit' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Terima Deposit' })).toHaveCount(0);
    await expect(panel.getByText('Shift kasir Anda belum dibuka.', { exact: false })).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await layar(page, 'kasir-shift-deposit-tanpa-shift-1.png');
  });

  await test.step('Kasir membuka shift dari tombol itu dan langsung mengisi deposit', async () => {
    await panel.getByRole('button', { name: 'Buka Shift untuk Menerima Deposit' }).click();
    await bukaShift.getByRole('textbox', { name: 'Modal awal' }).fill('300000');
    await bukaShift.getByRole('button', { name: 'Buka Shift' }).click();
    await expect(bukaShift).toBeHidden();
    const deposit = page.getByRole('dialog', { name: 'Terima Deposit' });
    await expect(deposit).toBeVisible();
    await deposit.getByRole('textbox', { name: 'Jumlah deposit' }).fill('400000');
    await deposit.getByRole('button', { name: 'Terima Deposit' }).click();
    const bukti = page.getByRole('dialog', { name: /^Bukti Deposit DEP-\d{8}-\d{4}/ });
    await expect(bukti).toBeVisible();
    await bukti.getByRole('button', { name: 'Tutup' }).click();
    await expect(panel.getByLabel('Saldo deposit')).toHaveText('Rp 400.000');
    await expect(bar.getByText(/^Shift dibuka \d{2}\.\d{2} · modal Rp 300\.000$/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Terima Deposit' })).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await layar(page, 'kasir-shift-deposit-tanpa-shift-2-diterima.png');
  });

  await test.step('Setelah shift ditutup, tombol refund mengatakannya dan membuka shift lalu form refund', async () => {
    const aktif = (await (await kasirApi.get('/api/v1/kasir/shift/aktif')).json()) as {
      respon: { uid: string } | null;
    };
    await ok(
      await kasirApi.post(`/api/v1/kasir/shift/${aktif.respon?.uid}/tutup`, {
        data: { kas_dihitung: 700_000 },
      }),
      200,
    );
    await page.reload();
    const refund = panel.getByRole('button', { name: 'Buka Shift untuk Refund' });
    await expect(refund).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await layar(page, 'kasir-shift-deposit-tanpa-shift-3-refund.png');
    await refund.click();
    await bukaShift.getByRole('textbox', { name: 'Modal awal' }).fill('0');
    await bukaShift.getByRole('button', { name: 'Buka Shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Deposit' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Jumlah dikembalikan' })).toHaveValue(/400/);
    await dialog.getByRole('button', { name: 'Kembalikan' }).click();
    const bukti = page.getByRole('dialog', { name: /^Bukti Deposit DEP-\d{8}-\d{4}/ });
    await expect(bukti).toBeVisible();
    await bukti.getByRole('button', { name: 'Tutup' }).click();
    await expect(panel.getByLabel('Saldo deposit')).toHaveText('Rp 0');
  });
});
