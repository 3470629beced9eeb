import type { Page } from '@playwright/test';
import { jalurAwal } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';

/** The 'Ubah Password' dialog of the user menu (apps/web/src/shell/UbahPasswordDialog.tsx). */
function dialogUbahPassword(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Ubah Password' });
  const syarat = dialog.getByRole('list', { name: 'Syarat password' });
  return {
    dialog,
    lama: dialog.getByRole('textbox', { name: 'Password Lama', exact: true }),
    baru: dialog.getByRole('textbox', { name: 'Password Baru', exact: true }),
    ulangi: dialog.getByRole('textbox', { name: 'Ulangi Password Baru', exact: true }),
    simpan: dialog.getByRole('button', { name: 'Simpan Password' }),
    /** One rule of the policy under the field, as a screen reader reads it. */
    aturan: (label: string) => syarat.getByRole('listitem').filter({ hasText: label }),
  };
}

test('Petugas mengubah passwordnya sendiri, sesi lainnya berakhir, lalu masuk dengan password baru', async ({
  page,
  login,
  shell,
  akunBaru,
  apiSebagai,
}) => {
  // Five argon2 logins and two password changes: more than the default 30 s on a busy two-core CI.
  test.setTimeout(90_000);
  const akun = await akunBaru('KASIR');
  const passwordBaru = 'Kasir-Sore-2026';
  const ubah = dialogUbahPassword(page);
  // The same person is also signed in on another computer.
  const komputerLain = await apiSebagai(akun.username, akun.password);

  await test.step('Petugas masuk dan membuka "Ubah Password" dari menu pengguna', async () => {
    await login.buka();
    await login.masuk(akun.username, akun.password);
    await expect(page).toHaveURL((url) => url.pathname === jalurAwal('KASIR'));
    await shell.pilihMenuPengguna('Ubah Password');
    await expect(ubah.dialog).toBeVisible();
    await expect(ubah.aturan('Minimal 8 karakter')).toHaveText('Minimal 8 karakter (belum terpenuhi)');
    await expect(ubah.aturan('Memuat huruf dan angka')).toBeVisible();
    await expect(ubah.aturan('Tidak memuat username')).toBeVisible();
    await expect(ubah.aturan('Bukan password yang umum dipakai')).toBeVisible();
  });

  await test.step('Petugas mengetik password baru yang lemah dan melihat syarat yang belum terpenuhi', async () => {
    await ubah.baru.fill('kasir');
    await ubah.baru.blur();
    await expect(ubah.dialog.getByText('Password minimal 8 karakter')).toBeVisible();
    await expect(ubah.baru).toHaveAttribute('aria-invalid', 'true');
    await expect(ubah.aturan('Minimal 8 karakter')).toHaveText('Minimal 8 karakter (belum terpenuhi)');
    await expect(ubah.aturan('Memuat huruf dan angka')).toHaveText(
      'Memuat huruf dan angka (belum terpenuhi)',
    );
    // A password built on the username is refused as it is typed.
    await ubah.baru.fill(`${akun.username}-99`);
    await expect(ubah.aturan('Tidak memuat username')).toHaveText('Tidak memuat username (belum terpenuhi)');
    await expect(
      ubah.dialog.getByText('Password tidak boleh sama dengan atau memuat username'),
    ).toBeVisible();
    await simpanLayar(page, 'ubah-password-syarat.png');
  });

  await test.step('Petugas memenuhi semua syarat tetapi salah mengetik password lama', async () => {
    await ubah.baru.fill(passwordBaru);
    for (const label of [
      'Minimal 8 karakter',
      'Memuat huruf dan angka',
      'Tidak memuat username',
      'Bukan password yang umum dipakai',
    ])
      await expect(ubah.aturan(label)).toHaveText(`${label} (terpenuhi)`);
    await expect(ubah.baru).toHaveAttribute('aria-invalid', 'false');
    await ubah.ulangi.fill(passwordBaru);
    await ubah.lama.fill('bukan-password-lama-1');
    await ubah.simpan.click();
    await expect(ubah.dialog.getByText('Password lama salah')).toBeVisible();
    await expect(ubah.lama).toHaveAttribute('aria-invalid', 'true');
    await expect(ubah.dialog).toBeVisible();
    await simpanLayar(page, 'ubah-password.png');
  });

  await test.step('Petugas memperbaiki password lama, menyimpan, dan sesi di komputer lain berakhir', async () => {
    await ubah.lama.fill(akun.password);
    await ubah.simpan.click();
    await expect(ubah.dialog).toBeHidden();
    await expect(page.getByText('Password berhasil diubah. 1 sesi lain telah diakhiri.')).toBeVisible();
    expect((await komputerLain.get('/api/v1/auth/me')).status()).toBe(401);
    // This browser stays signed in.
    expect((await page.request.get('/api/v1/auth/me')).status()).toBe(200);
  });

  await test.step('Petugas keluar; password lama ditolak, password baru diterima', async () => {
    await shell.keluar();
    await login.tampil();
    await login.masuk(akun.username, akun.password);
    // The saved-password notice may still be fading out beside the login error.
    await expect(login.galat.filter({ hasText: 'Username atau password salah' })).toBeVisible();
    await login.password.fill(passwordBaru);
    await login.tombolMasuk.click();
    await expect(page).toHaveURL((url) => url.pathname === jalurAwal('KASIR'));
  });
});

test('Administrator mereset password petugas sesuai kebijakan; semua sesi petugas itu berakhir', async ({
  page,
  login,
  shell,
  akunBaru,
  apiSebagai,
}) => {
  test.setTimeout(90_000);
  const akun = await akunBaru('PERAWAT');
  const sesiPetugas = await apiSebagai(akun.username, akun.password);
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  const baru = dialog.getByRole('textbox', { name: 'Password Baru', exact: true });
  const syarat = dialog.getByRole('list', { name: 'Syarat password' });

  await test.step('Administrator membuka Kelola Akun dan menekan "Reset password" pada akun itu', async () => {
    await login.buka();
    await login.masuk('admin', 'demo123');
    await shell.bukaMenu('Kelola Akun');
    await page.getByRole('textbox', { name: 'Cari username atau nama…' }).fill(akun.username);
    await page.getByRole('button', { name: `Reset password ${akun.username}` }).click();
    await expect(dialog).toBeVisible();
  });

  await test.step('Administrator mengetik password yang memuat username dan melihat syaratnya', async () => {
    await baru.fill(`${akun.username}7`);
    await baru.blur();
    await expect(dialog.getByText('Password tidak boleh sama dengan atau memuat username')).toBeVisible();
    await expect(syarat.getByRole('listitem').filter({ hasText: 'Tidak memuat username' })).toHaveText(
      'Tidak memuat username (belum terpenuhi)',
    );
    await simpanLayar(page, 'reset-password.png');
  });

  await test.step('Administrator memakai password yang memenuhi kebijakan dan menyimpan', async () => {
    await baru.fill('Ganti-Shift-31');
    await dialog.getByRole('textbox', { name: 'Ulangi Password Baru', exact: true }).fill('Ganti-Shift-31');
    await dialog.getByRole('button', { name: 'Simpan Password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Password akun ${akun.username} berhasil direset`)).toBeVisible();
    expect((await sesiPetugas.get('/api/v1/auth/me')).status()).toBe(401);
  });
});
