import { expect, type Locator, type Page } from '@playwright/test';
import { simpanLayar } from '../fixtures.ts';

/** Closes the notices showing and waits until none is left, so a screenshot shows the screen under them. */
export async function tutupToast(page: Page): Promise<void> {
  const tutup = page.getByRole('button', { name: 'Tutup notifikasi' });
  // A closing toast leaves with an animation: a click may land on one already going.
  for (let i = 0; i < 10 && (await tutup.count()) > 0; i++)
    await tutup
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await expect(tutup).toHaveCount(0);
}

/** A screenshot (e2e/artifacts/`nama`) with the notices closed first, so they do not cover the screen. */
export async function layar(page: Page, nama: string): Promise<void> {
  await tutupToast(page);
  await simpanLayar(page, nama);
}

/** Opens a select and picks an option: a text names the whole option, a RegExp part of it. */
export async function pilihOpsi(page: Page, combobox: Locator, opsi: string | RegExp): Promise<void> {
  await combobox.click();
  const pilihan = page
    .getByRole('option', { name: opsi, ...(typeof opsi === 'string' ? { exact: true } : {}) })
    .first();
  await pilihan.click();
  // On a busy machine a click can land while the menu is still opening: the value is taken but the
  // menu stays open, and its backdrop swallows the next click (a dialog's Simpan). Close it first.
  const menu = page.getByRole('listbox');
  if (!(await menu.isHidden())) {
    await expect(menu)
      .toBeHidden({ timeout: 2_000 })
      .catch(async () => {
        await pilihan.click();
        await expect(menu).toBeHidden();
      });
  }
}

/** Types `cari` into the 'Obat' autocomplete of a prescription line or ingredient, then picks `nama`. */
export async function pilihObat(page: Page, grup: Locator, nama: string, cari: string): Promise<void> {
  await grup.getByRole('combobox', { name: 'Obat' }).fill(cari);
  await page
    .getByRole('option', { name: new RegExp(nama) })
    .first()
    .click();
}

/**
 * Picks an item of a queue row's '⋮' menu (Antrian Klinik, IGD, HD): a step back such as
 * 'Kembalikan ke Antrian', or a chart screen such as 'Asesmen Keperawatan'. The row's main step
 * ('Mulai Layani', 'Selesai'…) and 'Panggil' stay buttons on the row itself.
 */
/**
 * Narrows a queue screen to one entry by its number, as staff do when the day's list runs past a
 * page (the journeys running side by side fill the same clinic's day).
 */
export async function cariDiAntrian(page: Page, nomor: string): Promise<void> {
  await page.getByPlaceholder('Cari nama, No. RM atau nomor antrian…').fill(nomor);
  await expect(page.getByRole('row').filter({ hasText: nomor })).toBeVisible();
}

export async function menuAntrian(page: Page, nomor: string, item: string): Promise<void> {
  await page
    .getByRole('row')
    .filter({ hasText: nomor })
    .getByRole('button', { name: `Aksi lain ${nomor}` })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
