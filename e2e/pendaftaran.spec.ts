import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './support/index.ts';

test('petugas mendaftarkan pasien ke IGD, mencetak tiket, dan pasien melihat posisi antriannya', async ({
  page,
  login,
  shell,
  browser,
}) => {
  let nomor = '';
  let kode = '';

  await test.step('Petugas pendaftaran membuka Pendaftaran dan memilih pasien', async () => {
    await login.buka();
    await login.masuk('pendaftaran', DEMO_PASSWORD);
    await shell.bukaMenu('Pendaftaran');
    await expect(shell.judulLayar('Pendaftaran')).toBeVisible();
    await page.getByRole('button', { name: 'Daftarkan Pasien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daftarkan Pasien' });
    await dialog
      .getByPlaceholder('Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…')
      .fill('Ujang Saepudin');
    await dialog.getByRole('button', { name: /Ujang Saepudin/ }).click();
  });

  await test.step('Petugas memilih IGD dan penjamin Umum, lalu mendaftarkan', async () => {
    const dialog = page.getByRole('dialog', { name: 'Daftarkan ke Poliklinik' });
    await dialog.getByRole('combobox', { name: 'Poliklinik' }).click();
    await page.getByRole('option', { name: /^IGD/ }).click();
    await dialog.getByRole('combobox', { name: 'Penjamin' }).click();
    await page.getByRole('option', { name: 'Umum', exact: true }).click();
    await simpanLayar(page, 'pendaftaran-form.png');
    await dialog.getByRole('button', { name: 'Daftarkan' }).click();
    const toast = page.getByText(/Pasien terdaftar dengan nomor antrian IG-\d{3}/);
    await expect(toast).toBeVisible();
    nomor = /IG-\d{3}/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    expect(nomor).not.toBe('');
  });

  await test.step('Tiket 80 mm terbuka di penampil PDF', async () => {
    const tiket = page.getByRole('dialog', { name: `Tiket Antrian ${nomor}` });
    await expect(tiket).toBeVisible();
    await expect(tiket.locator('iframe, embed, object').first()).toBeAttached();
    await simpanLayar(page, 'pendaftaran-tiket.png');
    await page.keyboard.press('Escape');
    await expect(tiket).toBeHidden();
  });

  await test.step('Pendaftaran itu tampil di daftar dengan status Menunggu, dan detailnya memuat kode tiket', async () => {
    const baris = page.getByRole('row').filter({ hasText: nomor });
    await expect(baris).toContainText('Ujang Saepudin');
    await expect(baris).toContainText('Menunggu');
    await simpanLayar(page, 'pendaftaran-daftar.png');
    await baris.click();
    await expect(page).toHaveURL(/\/detailpendaftaran\//);
    kode = (
      (await page
        .getByText(/^[A-Z2-9]{10}$/)
        .first()
        .textContent()) ?? ''
    ).trim();
    expect(kode).toMatch(/^[A-Z2-9]{10}$/);
  });

  await test.step('Pasien membuka halaman tiket publik tanpa login', async () => {
    const context = await browser.newContext();
    const publik = await context.newPage();
    await publik.goto(`/tiket-pendaftaran?kode=${kode}`);
    await expect(publik.getByText(nomor)).toBeVisible();
    await expect(publik.getByText('IGD').first()).toBeVisible();
    await expect(publik.getByText('Ujang Saepudin')).toHaveCount(0);
    await simpanLayar(publik, 'tiket-publik.png');
    await context.close();
  });
});
