import type { FeeAturan, Tagihan } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD, layananPoliUmum, masukApi } from './support/index.ts';

// Doctor fees as the cashier sees them (docs/kasir.md "Fee dokter"): a rule made on /kelola-fee,
// a visit paid, and the fee on /antrian-FEE and /detailfee. Screenshots:
// e2e/artifacts/kasir-fee-*.png.

test('Kasir membuat aturan fee, tagihan dibayar, fee dokter tampil per dokter dan rinciannya', async ({
  page,
  login,
  shell,
  playwright,
  baseURL,
  adminApi,
}) => {
  const dokterApi = await playwright.request.newContext({ baseURL });
  // dr. Eko (the DOD account), with whom Poli Umum's patients are registered, charts his own patient.
  await masukApi(dokterApi, 'dod', DEMO_PASSWORD);
  const sri = (
    (await (await adminApi.get('/api/v1/master/dokter?search=Sri%20Wulandari')).json()) as {
      respon: { uid: string }[];
    }
  ).respon[0];
  expect(sri).toBeTruthy();

  await test.step('Aturan lama dari percobaan sebelumnya disingkirkan', async () => {
    const ada = (await (
      await adminApi.get(`/api/v1/kasir/fee/aturan?pegawai_uid=${sri?.uid}&search=Nebulizer`)
    ).json()) as { respon: FeeAturan[] };
    for (const a of ada.respon) await adminApi.post(`/api/v1/kasir/fee/aturan/${a.uid}/nonaktif`);
  });

  await test.step('Kasir menambah aturan fee khusus Nebulizer untuk dr. Sri Wulandari', async () => {
    await login.buka();
    await login.masuk('kasir', DEMO_PASSWORD);
    await expect(shell.menu).toBeVisible();
    await page.goto('/kelola-fee');
    await expect(shell.judulLayar('Kelola Fee Dokter')).toBeVisible();
    await expect(page.getByRole('main').getByText('dr. Eko Prasetyo').first()).toBeVisible();
    await page.getByRole('button', { name: 'Tambah Aturan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Aturan Fee Dokter' });
    await dialog.getByLabel('Dokter').fill('Sri Wul');
    await page.getByRole('option', { name: /dr\. Sri Wulandari/ }).click();
    await dialog.getByRole('combobox', { name: 'Jenis tagihan' }).click();
    await page.getByRole('option', { name: 'Tindakan', exact: true }).click();
    await dialog.getByLabel('Khusus tindakan').fill('Nebul');
    await page.getByRole('option', { name: /Nebulizer/ }).click();
    await dialog.getByRole('combobox', { name: 'Tipe fee' }).click();
    await page.getByRole('option', { name: 'Nominal tetap' }).click();
    await dialog.getByLabel('Nominal per unit').fill('15000');
    await expect(dialog.getByText('Contoh: tagihan Rp 100.000 × 1 → fee Rp 15.000')).toBeVisible();
    await simpanLayar(page, 'kasir-fee-1-form.png');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(/Aturan fee dr\. Sri Wulandari – Nebulizer \(Rp 15\.000\) disimpan/),
    ).toBeVisible();
    await page.getByPlaceholder('Cari dokter, NIP atau tindakan…').fill('Nebulizer');
    const baris = page.getByRole('row').filter({ hasText: 'dr. Sri Wulandari' });
    await expect(baris).toContainText('Rp 15.000 / unit');
    await expect(baris).toContainText('aturan khusus');
    await simpanLayar(page, 'kasir-fee-2-aturan.png');
  });

  let pasien = '';
  await test.step('Dokter mencatat konsultasi dan nebulizer; kasir menerima pembayaran', async () => {
    const l = await layananPoliUmum(adminApi);
    pasien = l.pasien.nama;
    const tindakan = (await (
      await dokterApi.get(`/api/v1/pelayanan/${l.layanan_uid}/tindakan/pilihan?search=Nebulizer`)
    ).json()) as { respon: { uid: string; kode: string }[] };
    const nebu = tindakan.respon.find((t) => t.kode === 'KEP-NEBU');
    const konsul = (
      (await (
        await dokterApi.get(
          `/api/v1/pelayanan/${l.layanan_uid}/tindakan/pilihan?search=Konsultasi%20Dokter%20Umum`,
        )
      ).json()) as { respon: { uid: string; kode: string }[] }
    ).respon.find((t) => t.kode === 'KON-UMUM');
    for (const body of [
      { tindakan_uid: konsul?.uid, jumlah: 1 },
      { tindakan_uid: nebu?.uid, jumlah: 1, pelaksana_uid: sri?.uid },
    ]) {
      const res = await dokterApi.post(`/api/v1/pelayanan/${l.layanan_uid}/tindakan`, { data: body });
      expect(res.status(), await res.text()).toBe(201);
    }
    const api = page.request;
    const shift = await api.post('/api/v1/kasir/shift/buka', { data: { modal_awal: 0 } });
    expect([201, 409]).toContain(shift.status());
    const tg = (
      (await (await api.get(`/api/v1/kasir/tagihan/${l.kunjungan_uid}`)).json()) as { respon: Tagihan }
    ).respon;
    const bayar = await api.post('/api/v1/kasir/pembayaran', {
      data: {
        kunjungan_uid: l.kunjungan_uid,
        total_tagihan: tg.tagihan_terbuka,
        metode: [{ metode: 'TUNAI', jumlah: tg.sisa, diterima: tg.sisa }],
      },
    });
    expect(bayar.status(), await bayar.text()).toBe(201);
  });

  await test.step('Fee dokter tampil per dokter, dan rinciannya menyebut pasien dan aturannya', async () => {
    await page.goto('/antrian-FEE');
    await expect(shell.judulLayar('Fee Dokter')).toBeVisible();
    const baris = page.getByRole('row', { name: 'Rincian fee dr. Sri Wulandari' });
    await expect(baris).toBeVisible();
    await simpanLayar(page, 'kasir-fee-3-rekap.png');
    await baris.click();
    await expect(page).toHaveURL(/\/detailfee\?pegawai=/);
    await expect(shell.judulLayar('Detail Fee')).toBeVisible();
    const nebu = page.getByRole('row').filter({ hasText: pasien }).filter({ hasText: 'Nebulizer' });
    await expect(nebu).toContainText('Rp 15.000 × 1');
    await expect(nebu).toContainText('aturan khusus');
    await expect(nebu).toContainText(/INV-\d{8}-\d{4}/);
    await simpanLayar(page, 'kasir-fee-4-detail.png');
  });
  await dokterApi.dispose();
});
