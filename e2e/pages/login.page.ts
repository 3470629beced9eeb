import { expect, type Locator, type Page } from '@playwright/test';

/** The login/landing view at '/' (apps/web/src/shell/LoginPage.tsx). */
export class LoginPage {
  readonly judul: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly tombolMasuk: Locator;
  readonly galat: Locator;

  constructor(readonly page: Page) {
    this.judul = page.getByRole('heading', { name: 'Masuk ke akun Anda' });
    this.username = page.getByRole('textbox', { name: 'Username' });
    this.password = page.getByRole('textbox', { name: 'Password', exact: true });
    this.tombolMasuk = page.getByRole('button', { name: 'Masuk', exact: true });
    this.galat = page.getByRole('alert');
  }

  async buka(): Promise<void> {
    await this.page.goto('/');
    await this.tampil();
  }

  async tampil(): Promise<void> {
    await expect(this.judul).toBeVisible();
    await expect(this.tombolMasuk).toBeEnabled();
  }

  async masuk(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.tombolMasuk.click();
  }
}
