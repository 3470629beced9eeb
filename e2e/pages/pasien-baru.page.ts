import { expect, type Page } from '@playwright/test';

export interface PasienBaruUji {
  nama: string;
  nik: string;
  /** The sex the NIK encodes, as the form shows it after 'Isi … dari NIK'. */
  jenisKelamin: 'Laki-Laki' | 'Perempuan';
  tempatLahir: string;
  ibuKandung: string;
  alamat: string;
  noHp: string;
}

/** The new-patient form (/pendaftaran-pasien-baru, apps/web/src/features/pasien/PasienForm.tsx). */
export class PasienBaruPage {
  constructor(readonly page: Page) {}

  /** Fills identity (birth date and sex from the NIK) and an address in Dago, Coblong, Kota Bandung. */
  async isi(p: PasienBaruUji): Promise<void> {
    const page = this.page;
    await page.getByRole('textbox', { name: 'Nama Lengkap' }).fill(p.nama);
    await page.getByRole('textbox', { name: 'NIK' }).fill(p.nik);
    await page.getByRole('button', { name: 'Isi tanggal lahir & jenis kelamin dari NIK' }).click();
    await expect(page.getByRole('combobox', { name: 'Jenis Kelamin' })).toHaveText(p.jenisKelamin);
    await page.getByRole('textbox', { name: 'Tempat Lahir' }).fill(p.tempatLahir);
    await page.getByRole('textbox', { name: 'Nama Ibu Kandung' }).fill(p.ibuKandung);
    for (const [tingkat, wilayah] of [
      ['Provinsi', 'Jawa Barat'],
      ['Kabupaten/Kota', 'Kota Bandung'],
      ['Kecamatan', 'Coblong'],
      ['Kelurahan/Desa', 'Dago'],
    ] as const) {
      const pilih = page.getByRole('combobox', { name: tingkat });
      await pilih.fill(wilayah);
      await page
        .getByRole('option', { name: new RegExp(`^${wilayah}`) })
        .first()
        .click();
      await expect(pilih).toHaveValue(wilayah);
    }
    await page.getByRole('textbox', { name: 'Alamat', exact: true }).fill(p.alamat);
    await page.getByRole('textbox', { name: 'No. HP', exact: true }).fill(p.noHp);
  }
}
