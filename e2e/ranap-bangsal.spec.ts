import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './support/index.ts';

test('perawat mengisi tanda vital dan CPPT dari daftar ruangan; DPJP memverifikasi CPPT', async ({
  page,
  login,
  shell,
}) => {
  let layananUid = '';

  await test.step('Perawat membuka Ruang Rawat Inap dan memilih bangsal Melati', async () => {
    await login.buka();
    await login.masuk('perawat', DEMO_PASSWORD);
    await expect(shell.appBar).toBeVisible();
    await page.goto('/rawat-inap');
    await expect(page.getByRole('heading', { name: 'Ruang Rawat Inap' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Ruangan' }).click();
    await page.getByRole('option', { name: /^Melati/ }).click();
    await expect(page.getByTestId('baris-pasien-ranap').first()).toBeVisible();
  });

  const baris = page.getByTestId('baris-pasien-ranap').first();
  await test.step('Perawat shift malam mengisi tanda vital dalam satu klik dari daftar', async () => {
    await expect(baris.getByText('TTV terlambat')).toBeVisible();
    await baris.getByRole('button', { name: 'Isi TTV' }).click();
    const dialog = page.getByRole('dialog', { name: /Isi Tanda Vital/ });
    await dialog.getByRole('spinbutton', { name: 'Suhu' }).fill('38.5');
    await dialog.getByRole('spinbutton', { name: 'Nadi' }).fill('115');
    await dialog.getByRole('spinbutton', { name: 'Napas' }).fill('24');
    await dialog.getByRole('spinbutton', { name: 'SpO2' }).fill('94');
    await dialog.getByRole('spinbutton', { name: 'Sistolik' }).fill('105');
    await dialog.getByRole('spinbutton', { name: 'Diastolik' }).fill('70');
    await dialog.getByRole('spinbutton', { name: 'Intake' }).fill('500');
    await dialog.getByRole('spinbutton', { name: 'Output' }).fill('350');
    await expect(dialog.getByText('7 · Risiko tinggi')).toBeVisible();
    await simpanLayar(page, 'ranap-bangsal-ttv.png');
    await dialog.getByRole('button', { name: 'Simpan Tanda Vital' }).click();
    await expect(dialog).toBeHidden();
    await expect(baris.getByText('NEWS2 7')).toBeVisible();
    await expect(baris.getByText('TTV terlambat')).toHaveCount(0);
    await simpanLayar(page, 'ranap-bangsal-daftar.png');
  });

  await test.step('Perawat membuka pasien dan menulis CPPT', async () => {
    await baris.click();
    await expect(page).toHaveURL(/\/rawat-inap\/dashboard-inap\/[0-9a-f-]+/);
    layananUid = page.url().split('/').pop()?.split('?')[0] ?? '';
    await expect(page.getByRole('button', { name: 'Isi Tanda Vital' })).toBeVisible();
    await page.getByRole('tab', { name: 'CPPT', exact: true }).click();
    await page.getByRole('textbox', { name: 'S — Subjektif' }).fill('Pasien mengeluh demam dan sesak ringan');
    await page.getByRole('textbox', { name: 'A — Asesmen' }).fill('NEWS2 7, risiko tinggi');
    await page.getByRole('textbox', { name: 'P — Plan' }).fill('Lapor DPJP, observasi tiap jam');
    await page.getByRole('button', { name: 'Simpan & Tandatangani' }).click();
    await expect(page.getByText('Catatan CPPT tersimpan')).toBeVisible();
    await expect(page.getByTestId('kartu-cppt').first()).toContainText('Ns. Intan Permata');
  });

  await test.step('DPJP membuka /dashboard-inap/:id dan memverifikasi catatan perawat', async () => {
    await shell.keluar();
    await login.masuk('dokter', DEMO_PASSWORD);
    await expect(shell.appBar).toBeVisible();
    await page.goto(`/dashboard-inap/${layananUid}?tab=cppt`);
    const kartu = page.getByTestId('kartu-cppt').first();
    await kartu.getByRole('button', { name: 'Verifikasi' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verifikasi' }).click();
    await expect(kartu.getByText(/Diverifikasi dr\. Andi Pratama/)).toBeVisible();
    await simpanLayar(page, 'ranap-bangsal-cppt.png');
  });

  await test.step('DPJP melihat grafik tanda vital dan balans cairan', async () => {
    await page.getByRole('tab', { name: 'Tanda Vital', exact: true }).click();
    await expect(
      page.getByRole('table', { name: 'Balans cairan harian' }).getByText('+150 ml'),
    ).toBeVisible();
    await simpanLayar(page, 'ranap-bangsal-vital.png');
    await page.getByRole('tab', { name: 'Ringkasan', exact: true }).click();
    await expect(page.getByText('Risiko tinggi', { exact: false }).first()).toBeVisible();
    await simpanLayar(page, 'ranap-bangsal-ringkasan.png');
  });
});
