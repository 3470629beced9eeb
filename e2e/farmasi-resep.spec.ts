import type { APIRequestContext } from '@playwright/test';
import { ejaNomorAntrian, formatRupiah, namaPanggilan, type Resep } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import {
  ambilAlihPasien,
  bayarTunaiLewatApi,
  DEMO_PASSWORD,
  layananPoliUmum,
  masukApi,
  tutupToast,
  uidObat,
} from './support/index.ts';

/** The doctor writes one plain line and one puyer through the chart's API; answers the prescription. */
async function tulisResep(dokter: APIRequestContext, layananUid: string): Promise<Resep> {
  const [ambroksol, pct, ctm] = await Promise.all(
    ['Ambroksol 30 mg Tablet', 'Paracetamol 500 mg Tablet', 'Klorfeniramin Maleat 4 mg Tablet'].map((n) =>
      uidObat(dokter, n),
    ),
  );
  const res = await dokter.post(`/api/v1/pelayanan/${layananUid}/resep`, {
    data: {
      catatan: 'Pasien alergi amoksisilin',
      detail: [
        {
          jenis: 'NON_RACIKAN',
          config: { position: 1 },
          produk_uid: ambroksol,
          jumlah: 10,
          aturan_pakai: '3 x 1 sesudah makan',
        },
        {
          jenis: 'RACIKAN',
          config: { position: 2 },
          nama_racikan: 'Puyer Batuk Anak',
          bentuk: 'PUYER',
          jumlah: 10,
          satuan: 'bungkus',
          aturan_pakai: '3 x 1 bungkus sesudah makan',
          mix_detail: [
            { position: 1, produk_uid: pct, jumlah: 2.5, dosis: '120 mg' },
            { position: 2, produk_uid: ctm, jumlah: 1, dosis: '0,4 mg' },
          ],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { respon: Resep }).respon;
}

test('apoteker menelaah, menyiapkan, memanggil dan menyerahkan resep; layar antrian menampilkan panggilan', async ({
  page,
  login,
  adminApi,
  apiSebagai,
  akunBaru,
  playwright,
  baseURL,
}) => {
  const dokter = await playwright.request.newContext({ baseURL });
  await masukApi(dokter, 'dokter', DEMO_PASSWORD);
  const kunjungan = await layananPoliUmum(adminApi);
  // The demo doctor prescribes for a patient registered with a colleague: he takes the patient over.
  await ambilAlihPasien(dokter, kunjungan.layanan_uid);
  const resep = await tulisResep(dokter, kunjungan.layanan_uid);
  await dokter.dispose();
  const nomorAntrian = resep.nomor_antrian ?? '';
  expect(nomorAntrian).toMatch(/^R-\d{3}$/);
  const baris = page.getByRole('row').filter({ hasText: resep.nomor });

  await test.step('Apoteker masuk dan menemukan resep di tab Menunggu Telaah', async () => {
    await login.buka();
    await login.masuk('apoteker', DEMO_PASSWORD);
    await expect(page).toHaveURL((u) => u.pathname === '/farmasi/antrian');
    await expect(page.getByRole('tab', { name: /Menunggu Telaah/, selected: true })).toBeVisible();
    await page.getByPlaceholder('Cari nama pasien, No. RM, No. resep').fill(resep.nomor);
    await expect(baris).toContainText(nomorAntrian);
    await expect(baris).toContainText(resep.pasien.nama);
    await expect(baris).toContainText('1 obat · 1 racikan');
    await expect(baris).toContainText('Umum');
    await simpanLayar(page, 'farmasi-resep-antrian.png');
  });

  await test.step('Apoteker membuka resep: baris per posisi dan isi racikan', async () => {
    await baris.click();
    await expect(page).toHaveURL(`/detailpesanobat/${resep.uid}`);
    await expect(page.getByRole('heading', { name: `Resep ${resep.nomor}` })).toBeVisible();
    const obat = page.getByRole('table', { name: 'Daftar obat' });
    await expect(obat.getByRole('row').nth(1)).toContainText('Ambroksol 30 mg Tablet');
    await expect(obat.getByRole('row').nth(1)).toContainText('10 Tablet');
    // The puyer, then its contents by position: product, amount, dose per bungkus.
    await expect(obat.getByRole('row').nth(2)).toContainText('R/ Puyer Batuk Anak');
    await expect(obat.getByRole('row').nth(3)).toContainText('1. Paracetamol 500 mg Tablet2,5 Tablet');
    await expect(obat.getByRole('row').nth(3)).toContainText('Dosis 120 mg per bungkus');
    await expect(obat.getByRole('row').nth(4)).toContainText('2. Klorfeniramin Maleat 4 mg Tablet1 Tablet');
    await simpanLayar(page, 'farmasi-resep-detail.png');
  });

  await test.step('Apoteker menyetujui resep dari depo rawat jalan', async () => {
    await page.getByRole('button', { name: 'Setujui' }).click();
    const dialog = page.getByRole('dialog', { name: `Setujui resep ${resep.nomor}` });
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Resep ${resep.nomor} disetujui`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Sedang Disiapkan');
    await expect(page.getByRole('main')).toContainText('Depo Farmasi Rawat Jalan');
  });

  await test.step('Apoteker memanggil nomornya; layar antrian menampilkannya besar dan membacakannya', async () => {
    const layar = await page.context().newPage();
    // The browser's voice is replaced by a recorder: what would be spoken, in which language and pace
    // (the rate comes back as a 32-bit float).
    await layar.addInitScript(() => {
      const w = window as unknown as { ucapan: { teks: string; lang: string; rate: number }[] };
      w.ucapan = [];
      window.speechSynthesis.speak = (u) =>
        void w.ucapan.push({ teks: u.text, lang: u.lang, rate: Math.round(u.rate * 100) / 100 });
    });
    await layar.goto('/farmasi/display-antrian');
    await layar.getByRole('button', { name: 'Aktifkan Suara' }).click();
    // A full-screen page: no menu drawer, no app bar.
    await expect(layar.getByRole('navigation', { name: 'Menu utama' })).toHaveCount(0);
    await expect(layar.getByRole('region', { name: 'Sedang Disiapkan' })).toContainText(nomorAntrian);

    await page.getByRole('button', { name: 'Panggil', exact: true }).click();
    await expect(page.getByText(new RegExp(`Memanggil ${nomorAntrian}.*panggilan ke-1`))).toBeVisible();

    const nomor = layar
      .getByRole('region', { name: 'Nomor dipanggil' })
      .getByText(nomorAntrian, { exact: true });
    await expect(nomor).toBeVisible();
    const ukuran = await nomor.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(ukuran).toBeGreaterThan(100);
    const kalimat = `Nomor antrian ${ejaNomorAntrian(nomorAntrian)}, ${namaPanggilan(resep.pasien.nama)}, silakan ke loket farmasi.`;
    await expect
      .poll(() => layar.evaluate(() => (window as unknown as { ucapan: unknown[] }).ucapan))
      .toContainEqual({ teks: kalimat, lang: 'id-ID', rate: 0.8 });
    await simpanLayar(layar, 'farmasi-resep-display.png');
    await layar.close();
  });

  await test.step('Apoteker menyelesaikan penyiapan: stok keluar, total rupiah tampil', async () => {
    await page.getByRole('button', { name: 'Selesai Disiapkan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Selesai Disiapkan' }).click();
    await expect(page.getByText(new RegExp(`Resep ${resep.nomor} siap diambil · total Rp`))).toBeVisible();
    const detail = (await (await page.request.get(`/api/v1/farmasi/obat/request/${resep.uid}`)).json()) as {
      respon: Resep;
    };
    const total = detail.respon.detail.reduce((n, d) => n + (d.total ?? 0), 0);
    expect(total).toBeGreaterThan(0);
    await expect(page.getByRole('row', { name: /Total obat/ })).toContainText(formatRupiah(total));
    await expect(page.getByRole('main')).toContainText('Siap Diambil');
    await tutupToast(page);
  });

  await test.step('Apoteker mencetak etiket obat', async () => {
    await page.getByRole('button', { name: 'Cetak Etiket' }).click();
    const pdf = page.getByRole('dialog', { name: `Etiket ${resep.nomor}` });
    await expect(pdf.locator('iframe')).toHaveAttribute(
      'src',
      `/api/v1/farmasi/obat/request/${resep.uid}/etiket`,
    );
    await pdf.getByRole('button', { name: 'Tutup' }).click();
    await expect(pdf).toBeHidden();
    await simpanLayar(page, 'farmasi-resep-detail-siap.png');
  });

  await test.step('Pasien umum belum membayar: obat tertahan, tombol Serahkan nonaktif dengan alasannya', async () => {
    const detail = (await (await page.request.get(`/api/v1/farmasi/obat/request/${resep.uid}`)).json()) as {
      respon: Resep;
    };
    const belum = detail.respon.tagihan_obat.belum_dibayar;
    expect(belum).toBeGreaterThan(0);
    await expect(page.getByText('Belum lunas', { exact: true })).toBeVisible();
    const serahkan = page.getByRole('button', { name: 'Serahkan' });
    await expect(serahkan).toBeDisabled();
    await expect(serahkan).toHaveAccessibleDescription(/^Obat belum dibayar di kasir: /);
    await expect(page.getByRole('alert').filter({ hasText: 'Obat belum dibayar di kasir' })).toContainText(
      `Obat belum dibayar di kasir: ${formatRupiah(belum)}.`,
    );
    await simpanLayar(page, 'farmasi-resep-detail-belum-lunas.png');
  });

  await test.step('Pasien membayar di kasir; obatnya kini boleh diserahkan', async () => {
    const kasir = await akunBaru('KASIR');
    await bayarTunaiLewatApi(await apiSebagai(kasir.username, kasir.password), kunjungan.kunjungan_uid);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Serahkan' })).toBeEnabled();
    await expect(page.getByText('Belum lunas', { exact: true })).toHaveCount(0);
  });

  await test.step('Apoteker menyerahkan obat kepada ibu pasien', async () => {
    await page.getByRole('button', { name: 'Serahkan' }).click();
    const dialog = page.getByRole('dialog', { name: /Serahkan obat/ });
    await expect(dialog.getByRole('textbox', { name: 'Nama penerima' })).toHaveValue(resep.pasien.nama);
    await dialog.getByRole('textbox', { name: 'Nama penerima' }).fill('Siti Aminah (ibu pasien)');
    await dialog.getByRole('button', { name: 'Serahkan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Riwayat status' })).toContainText(
      'Diterima oleh Siti Aminah (ibu pasien)',
    );
    await expect(page.getByRole('main')).toContainText('Sudah Diserahkan');
    await tutupToast(page);
    await simpanLayar(page, 'farmasi-resep-detail-diserahkan.png');
  });

  await test.step('Resep keluar dari antrian terbuka dan tercatat di Riwayat', async () => {
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/farmasi/antrian');
    await page.getByRole('tab', { name: /Siap Diambil/ }).click();
    await page.getByPlaceholder('Cari nama pasien, No. RM, No. resep').fill(resep.nomor);
    await expect(page.getByText(/Tidak ada data untuk/)).toBeVisible();
    await page.getByRole('tab', { name: 'Riwayat' }).click();
    await expect(baris).toContainText('Sudah Diserahkan');
    await expect(baris).toContainText(nomorAntrian);
    await simpanLayar(page, 'farmasi-resep-riwayat.png');
  });
});
