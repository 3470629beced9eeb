import { expect, type Page } from '@playwright/test';

export interface PasienBaruUji {
  nama: string;
  nik: string;
  /** The sex the NIK encodes, as the form shows it once the NIK is typed. */
  jenisKelamin: 'Laki-Laki' | 'Perempuan';
  tempatLahir: string;
  ibuKandung: string;
  alamat: string;
  noHp: string;
}

/** The new-patient form (/pendaftaran-pasien-baru, apps/web/src/features/pasien/PasienForm.tsx). */
export class PasienBaruPage {
  constructor(readonly page: Page) {}

  /**
   * Fills identity and an address in Dago, Coblong, Kota Bandung. The NIK (issued in Coblong,
   * 32.73.02) fills the birth date, the sex, the province, the regency and the district by itself;
   * only the village is picked.
   */
  async isi(p: PasienBaruUji): Promise<void> {
    const page = this.page;
    await page.getByRole('textbox', { name: 'Nama Lengkap' }).fill(p.nama);
    await page.getByRole('textbox', { name: 'NIK' }).fill(p.nik);
    await expect(page.getByRole('combobox', { name: 'Jenis Kelamin' })).toHaveText(p.jenisKelamin);
    for (const [tingkat, wilayah] of [
      ['Provinsi', 'Jawa Barat'],
      ['Kabupaten/Kota', 'Kota Bandung'],
      ['Kecamatan', 'Coblong'],
    ] as const) {
      await expect(page.getByRole('combobox', { name: tingkat })).toHaveValue(wilayah);
    }
    await page.getByRole('textbox', { name: 'Tempat Lahir' }).fill(p.tempatLahir);
    await page.getByRole('textbox', { name: 'Nama Ibu Kandung' }).fill(p.ibuKandung);
    const desa = page.getByRole('combobox', { name: 'Kelurahan/Desa' });
    await desa.fill('Dago');
    await page.getByRole('option', { name: /^Dago/ }).first().click();
    await expect(desa).toHaveValue('Dago');
    await page.getByRole('textbox', { name: 'Alamat', exact: true }).fill(p.alamat);
    await page.getByRole('textbox', { name: 'No. HP', exact: true }).fill(p.noHp);
  }
}
