import { LABEL_ROLE } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import { LoginPage } from './pages/login.page.ts';
import { DEMO_PASSWORD, usernameUnik } from './support/index.ts';

test.describe('Administrator', () => {
  test.beforeEach(async ({ page, login }) => {
    await login.buka();
    await login.masuk('admin', DEMO_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/admin-dashboard');
  });

  test('membuat akun, menonaktifkannya, dan akun itu tidak bisa masuk lagi', async ({
    page,
    browser,
    shell,
  }) => {
    const username = usernameUnik();
    const nama = 'Ns. Rahmat Hidayat';
    const password = 'perawat-baru-2026';
    const baris = page.getByRole('row').filter({ hasText: username });
    const formulir = page.getByRole('dialog', { name: 'Tambah Akun' });

    await test.step('Administrator membuka Kelola Akun dan menekan "Tambah Akun"', async () => {
      await shell.bukaMenu('Kelola Akun');
      await expect(page).toHaveURL((url) => url.pathname === '/kelola-akun');
      await expect(shell.judulLayar('Kelola Akun')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'admin' }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Tambah Akun' }).click();
      await expect(formulir).toBeVisible();
    });

    await test.step('Administrator mengisi formulir dengan password terlalu pendek dan melihat galatnya', async () => {
      await formulir.getByRole('textbox', { name: 'Username' }).fill(username);
      await formulir.getByRole('textbox', { name: 'Nama Lengkap' }).fill(nama);
      await formulir.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: LABEL_ROLE.PERAWAT }).click();
      const kolomPassword = formulir.getByRole('textbox', { name: 'Password', exact: true });
      await kolomPassword.fill('pendek');
      await kolomPassword.blur();
      await expect(formulir.getByText('Password minimal 8 karakter')).toBeVisible();
      await expect(kolomPassword).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('Administrator memperbaiki password, menyimpan, melihat notifikasi dan barisnya', async () => {
      await formulir.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await formulir.getByRole('textbox', { name: 'Ulangi Password', exact: true }).fill(password);
      await expect(formulir.getByText('Password minimal 8 karakter')).toBeHidden();
      await formulir.getByRole('button', { name: 'Buat Akun' }).click();
      await expect(formulir).toBeHidden();
      await expect(page.getByText(`Akun ${username} berhasil dibuat`)).toBeVisible();
      await expect(baris).toContainText(nama);
      await expect(baris).toContainText(LABEL_ROLE.PERAWAT);
      await expect(baris).toContainText('Aktif');
      await simpanLayar(page, 'kelola-akun.png');
    });

    await test.step('Administrator menonaktifkan akun itu setelah konfirmasi', async () => {
      await baris.getByRole('button', { name: `Nonaktifkan akun ${username}` }).click();
      const konfirmasi = page.getByRole('dialog', { name: 'Nonaktifkan akun?' });
      await expect(konfirmasi).toContainText(`Akun ${username} (${nama}) tidak akan bisa masuk lagi`);
      await konfirmasi.getByRole('button', { name: 'Nonaktifkan' }).click();
      await expect(konfirmasi).toBeHidden();
      await expect(page.getByText(`Akun ${username} dinonaktifkan`)).toBeVisible();
      await expect(baris).toContainText('Nonaktif');
      await expect(baris.getByRole('button', { name: `Aktifkan akun ${username}` })).toBeVisible();
    });

    await test.step('Pemilik akun itu mencoba masuk di komputer lain dan ditolak', async () => {
      const context = await browser.newContext();
      const login = new LoginPage(await context.newPage());
      await login.buka();
      await login.masuk(username, password);
      await expect(login.galat).toHaveText(
        'Akun Anda sudah dinonaktifkan. Hubungi administrator rumah sakit.',
      );
      await expect(login.judul).toBeVisible();
      await context.close();
    });

    await test.step('Administrator melihat baris "Membuat akun" di Log Aktivitas', async () => {
      await shell.bukaMenu('Log Aktivitas');
      await expect(page).toHaveURL((url) => url.pathname === '/log-activity');
      // Journeys running beside this one fill the log: find the account's rows as an admin would.
      await page.getByPlaceholder('Cari keterangan, entitas, IP…').fill(username);
      const logBuat = page.getByRole('row').filter({ hasText: `Membuat akun ${username} (PERAWAT)` });
      await expect(logBuat).toContainText('Membuat akun');
      await expect(logBuat).toContainText('admin');
      await expect(page.getByRole('row').filter({ hasText: `Menonaktifkan akun ${username}` })).toBeVisible();
      await simpanLayar(page, 'log-activity.png');
    });

    await test.step('Administrator memverifikasi integritas log aktivitas: rantai segel utuh', async () => {
      await page.getByRole('link', { name: 'Integritas Log' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/log-activity/integritas');
      await expect(shell.judulLayar('Integritas Log Aktivitas')).toBeVisible();
      await page.getByRole('button', { name: 'Verifikasi sekarang' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Log aktivitas utuh' })).toContainText(
        'Tidak ada baris yang diubah, dihapus atau disisipkan',
      );
      await simpanLayar(page, 'log-integritas.png');
    });
  });

  test('melihat jumlah akun, sesi dan aktivitas di Dashboard Admin', async ({ page, shell }) => {
    await test.step('Administrator melihat angka di kartu ringkasan', async () => {
      await expect(shell.judulLayar('Dashboard Admin')).toBeVisible();
      // Each card reads "<label> <figure>"; id-ID groups thousands with '.'.
      const angkaDari = async (label: string) => {
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText keeps the line breaks between label, figure and note
        const teks = await page.getByRole('main').innerText();
        const m = new RegExp(`${label}\\s+([\\d.]+)`).exec(teks);
        return m?.[1] === undefined ? Number.NaN : Number(m[1].replace(/\./g, ''));
      };
      // 21 demo accounts at least; the login just made is today's and still open.
      await expect.poll(() => angkaDari('Total akun')).toBeGreaterThanOrEqual(21);
      expect(await angkaDari('Sesi aktif')).toBeGreaterThanOrEqual(1);
      expect(await angkaDari('Login hari ini')).toBeGreaterThanOrEqual(1);
      expect(await angkaDari('Aktivitas hari ini')).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(await angkaDari('Login gagal hari ini'))).toBe(true);
    });

    await test.step('Administrator melihat akun per role dan aktivitas terbaru', async () => {
      await expect(page.getByText('Akun per role')).toBeVisible();
      await expect(page.getByText(LABEL_ROLE.DOKTER_RADIOLOGI).first()).toBeVisible();
      await expect(page.getByText('Aktivitas terbaru')).toBeVisible();
      await simpanLayar(page, 'admin-dashboard.png');
    });
  });
});

// Spec §6 "ADMIN and MANAGEMENT: everything": MANAGEMENT manages accounts; ADMIN accounts stay ADMIN's.
test('manajemen membuat akun, perubahan tercatat atas namanya; akun administrator tetap milik administrator', async ({
  page,
  login,
  shell,
  akunBaru,
}) => {
  const manajer = await akunBaru('MANAGEMENT');
  const username = usernameUnik();
  const password = 'kasir-baru-2026';
  const formulir = page.getByRole('dialog', { name: 'Tambah Akun' });

  await test.step('Petugas manajemen membuka Kelola Akun dan menambah akun kasir', async () => {
    await login.buka();
    await login.masuk(manajer.username, manajer.password);
    await shell.bukaMenu('Kelola Akun');
    await expect(shell.judulLayar('Kelola Akun')).toBeVisible();
    await page.getByRole('button', { name: 'Tambah Akun' }).click();
    await formulir.getByRole('textbox', { name: 'Username' }).fill(username);
    await formulir.getByRole('textbox', { name: 'Nama Lengkap' }).fill('Dewi Lestari');
    await formulir.getByRole('combobox', { name: 'Role' }).click();
    // Only ADMIN gives the ADMIN role: the list does not offer it.
    await expect(page.getByRole('option', { name: LABEL_ROLE.MANAGEMENT })).toBeVisible();
    await expect(page.getByRole('option', { name: LABEL_ROLE.ADMIN })).toHaveCount(0);
    await page.getByRole('option', { name: LABEL_ROLE.KASIR }).click();
    await formulir.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await formulir.getByRole('textbox', { name: 'Ulangi Password', exact: true }).fill(password);
    await formulir.getByRole('button', { name: 'Buat Akun' }).click();
    await expect(formulir).toBeHidden();
    await expect(page.getByText(`Akun ${username} berhasil dibuat`)).toBeVisible();
  });

  await test.step('Baris akun administrator tidak menawarkan ubah, reset atau nonaktifkan', async () => {
    await page.getByPlaceholder('Cari username atau nama…').fill('Administrator Sistem');
    // The search has narrowed the list once the other accounts are gone.
    await expect(page.getByRole('row').filter({ hasText: 'dokter_radiologi' })).toHaveCount(0);
    const barisAdmin = page.getByRole('row').filter({ hasText: 'Administrator Sistem' }).first();
    await expect(barisAdmin).toContainText('Hanya administrator');
    await expect(barisAdmin.getByRole('button')).toHaveCount(0);
    await simpanLayar(page, 'kelola-akun-manajemen.png');
  });

  await test.step('Log Aktivitas menunjukkan pembuatan akun itu atas nama petugas manajemen', async () => {
    await shell.bukaMenu('Log Aktivitas');
    const baris = page.getByRole('row').filter({ hasText: `Membuat akun ${username}` });
    await expect(baris).toBeVisible();
    await expect(baris).toContainText(manajer.username);
  });
});

test('Pengembang membaca Referensi API tanpa login', async ({ page }) => {
  await test.step('Pengembang membuka /developers tanpa sesi', async () => {
    await page.goto('/developers');
    await expect(page.getByRole('heading', { name: 'Referensi API Rawat', level: 1 })).toBeVisible();
    expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
  });

  await test.step('Pengembang melihat kelompok endpoint dan endpoint login', async () => {
    await expect(page.getByText(/^\d+ endpoint$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Autentikasi', level: 2 })).toBeVisible();
    await expect(page.getByText('/api/v1/auth/login', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Unduh openapi.json' })).toHaveAttribute(
      'href',
      '/api/v1/openapi.json',
    );
    await simpanLayar(page, 'developers.png');
  });

  await test.step('Pengembang tidak diganggu dialog "Sesi Login Berakhir" (halaman publik)', async () => {
    // The first /auth/me answers 401 EXPIRED here; a public page must not turn that into the dialog
    // (it used to, sending the visitor to the login page 12 s later).
    await expect(page.getByRole('dialog', { name: 'Sesi Login Berakhir' })).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/developers');
  });
});
