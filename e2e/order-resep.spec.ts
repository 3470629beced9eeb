import type { Page } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import {
  ambilAlihPasien,
  DEMO_PASSWORD,
  layaniPasienDemo,
  masukApi,
  pilihObat,
  seninBerikut,
  uidObat,
} from './support/index.ts';

test('dokter mengorder laboratorium dan menulis resep racikan; apoteker menolak resep dengan alasan', async ({
  adminApi,
  playwright,
  baseURL,
}) => {
  const { layanan_uid: layananUid } = await layaniPasienDemo(adminApi, {
    poli: 'UMUM',
    tanggal: seninBerikut(),
    limit: 30,
    terbalik: true,
  });
  const dokter = await playwright.request.newContext({ baseURL });
  await masukApi(dokter, 'dokter', DEMO_PASSWORD);
  // dr. Andi charts a patient registered with the clinic's doctor: he takes the patient over first.
  await ambilAlihPasien(dokter, layananUid);
  let nomorResep = '';

  await test.step('Dokter mengorder Glukosa Darah Sewaktu dan Paket Lipid, CITO', async () => {
    const katalog = (await (
      await dokter.get(`/api/v1/pelayanan/${layananUid}/order/katalog?jenis=LABOR`)
    ).json()) as { respon: { kelompok: { items: { uid: string; nama: string }[] }[] } };
    const items = katalog.respon.kelompok.flatMap((k) => k.items);
    const gds = items.find((i) => i.nama === 'Glukosa Darah Sewaktu');
    const lipid = items.find((i) => i.nama === 'Paket Lipid');
    const res = await dokter.post(`/api/v1/pelayanan/${layananUid}/order`, {
      data: {
        jenis: 'LABOR',
        cito: true,
        catatan_klinis: 'Curiga DM tipe 2',
        items: [{ pemeriksaan_lab_uid: gds?.uid }, { paket_lab_uid: lipid?.uid }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { respon } = (await res.json()) as { respon: { nomor: string; label_status: string } };
    expect(respon.nomor).toMatch(/^LAB-\d{8}-\d{4}$/);
    expect(respon.label_status).toBe('Diminta');
  });

  await test.step('Dokter menulis resep: satu obat dan satu puyer tiga bahan', async () => {
    const [ambroksol, pct, ctm] = await Promise.all(
      ['Ambroksol 30 mg Tablet', 'Paracetamol 500 mg Tablet', 'Klorfeniramin Maleat 4 mg Tablet'].map((n) =>
        uidObat(dokter, n),
      ),
    );
    const res = await dokter.post(`/api/v1/pelayanan/${layananUid}/resep`, {
      data: {
        detail: [
          {
            jenis: 'RACIKAN',
            config: { position: 2 },
            nama_racikan: 'Puyer Demam Anak',
            bentuk: 'PUYER',
            jumlah: 10,
            satuan: 'bungkus',
            aturan_pakai: '3 x 1 bungkus sesudah makan',
            mix_detail: [
              { position: 2, produk_uid: ctm, jumlah: 1, dosis: '0,4 mg' },
              { position: 1, produk_uid: pct, jumlah: 2.5, dosis: '120 mg' },
            ],
          },
          {
            jenis: 'NON_RACIKAN',
            config: { position: 1 },
            produk_uid: ambroksol,
            jumlah: 15,
            aturan_pakai: '3 x 1 sesudah makan',
          },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { respon } = (await res.json()) as {
      respon: { nomor: string; detail: { mix_detail: { produk: { nama: string } }[] }[] };
    };
    nomorResep = respon.nomor;
    expect(respon.detail[1]?.mix_detail.map((m) => m.produk.nama)).toEqual([
      'Paracetamol 500 mg Tablet',
      'Klorfeniramin Maleat 4 mg Tablet',
    ]);
  });

  await test.step('Apoteker menemukan permintaan obat dan menolaknya dengan alasan', async () => {
    const apoteker = await playwright.request.newContext({ baseURL });
    await masukApi(apoteker, 'apoteker', DEMO_PASSWORD);
    const list = (await (await apoteker.get(`/api/v1/farmasi/obat/request?search=${nomorResep}`)).json()) as {
      respon: { uid: string; jumlah_racikan: number }[];
    };
    expect(list.respon).toHaveLength(1);
    expect(list.respon[0]?.jumlah_racikan).toBe(1);
    const tolak = await apoteker.post('/api/v1/farmasi/obat/request/reject', {
      data: { uid: list.respon[0]?.uid, alasan: 'Stok ambroksol kosong, mohon ganti' },
    });
    expect(tolak.status()).toBe(200);
    const riwayat = (await (
      await apoteker.get(`/api/v1/farmasi/obat/request/history?search=${nomorResep}`)
    ).json()) as { respon: { label_status: string }[] };
    expect(riwayat.respon.map((r) => r.label_status)).toEqual(['Ditolak']);
    await apoteker.dispose();
  });
  await dokter.dispose();
});

/** The doctor's chart page at its 'Order & Resep' tab. */
async function bukaHalamanDokter(page: Page, layananUid: string): Promise<void> {
  await page.goto(`/list-antrian-klinik/assesmen-medis/${layananUid}`);
  // The patient is registered with the clinic's doctor: dr. Andi takes them over from the banner.
  const banner = page.getByRole('alert').filter({ hasText: 'Pasien terdaftar pada' });
  await banner.getByRole('button', { name: 'Ambil Alih Pasien' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ambil Alih Pasien' });
  await dialog.getByRole('button', { name: 'Ambil Alih Pasien' }).click();
  await expect(banner).toBeHidden();
  await page.getByRole('tab', { name: 'Order & Resep' }).click();
  await expect(page.getByRole('region', { name: 'Order Penunjang' })).toBeVisible();
}

test('dokter memakai panel Order Penunjang dan Resep di halaman asesmen medis', async ({
  page,
  login,
  adminApi,
}) => {
  const { layanan_uid: layananUid } = await layaniPasienDemo(adminApi, {
    poli: 'UMUM',
    tanggal: seninBerikut(),
    limit: 30,
    terbalik: true,
  });
  await login.buka();
  await login.masuk('dokter', DEMO_PASSWORD);
  await page.waitForURL((u) => u.pathname !== '/');
  await bukaHalamanDokter(page, layananUid);

  await test.step('Dokter mengorder laboratorium dari daftar yang bisa dicari', async () => {
    await page.getByRole('button', { name: 'Order Laboratorium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Laboratorium' });
    await dialog.getByRole('button', { name: 'Kirim Order' }).click();
    await expect(dialog.getByText('Pilih minimal satu pemeriksaan')).toBeVisible();
    await dialog.getByPlaceholder('Cari pemeriksaan atau paket…').fill('glukosa');
    await dialog.getByRole('checkbox', { name: 'Glukosa Darah Sewaktu' }).click();
    await dialog.getByPlaceholder('Cari pemeriksaan atau paket…').fill('lipid');
    await dialog.getByRole('checkbox', { name: 'Paket Lipid' }).click();
    await dialog.getByLabel(/CITO/).check();
    await dialog.getByRole('textbox', { name: 'Catatan klinis' }).fill('Curiga DM tipe 2');
    await expect(dialog.getByText('Dipilih (2)')).toBeVisible();
    await dialog.getByPlaceholder('Cari pemeriksaan atau paket…').fill('');
    await expect(dialog.getByRole('checkbox', { name: 'Glukosa Darah Sewaktu' })).toBeChecked();
    await simpanLayar(page, 'order-lab.png');
    await dialog.getByRole('button', { name: 'Kirim Order' }).click();
    await expect(dialog).toBeHidden();
    const panel = page.getByRole('region', { name: 'Order Penunjang' });
    await expect(panel.getByText(/LAB-\d{8}-\d{4}/)).toBeVisible();
    await expect(panel.getByText('CITO')).toBeVisible();
    await page.getByRole('button', { name: 'Tutup notifikasi' }).first().click();
  });

  await test.step('Dokter menulis resep dengan satu racikan puyer', async () => {
    await page.getByRole('button', { name: 'Tulis Resep' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tulis Resep' });
    // The form checks with the server's contract before anything is sent.
    await dialog.getByRole('button', { name: 'Kirim ke Farmasi' }).click();
    await expect(dialog.getByText('Obat wajib dipilih')).toBeVisible();
    await expect(dialog.getByText('Aturan pakai wajib diisi')).toBeVisible();
    const obat1 = dialog.getByRole('group', { name: 'Obat 1' });
    await pilihObat(page, obat1, 'Ambroksol 30 mg Tablet', 'ambroksol');
    await obat1.getByRole('textbox', { name: 'Jumlah' }).fill('15');
    await obat1.getByRole('combobox', { name: 'Aturan pakai' }).fill('3 x 1 sesudah makan');

    await dialog.getByRole('button', { name: 'Tambah Racikan' }).click();
    const racikan = dialog.getByRole('group', { name: 'Racikan 2' });
    await racikan.getByRole('textbox', { name: 'Nama racikan' }).fill('Puyer Demam Anak');
    await racikan.getByRole('combobox', { name: 'Aturan pakai' }).fill('3 x 1 bungkus sesudah makan');
    const bahan1 = racikan.getByRole('group', { name: 'Bahan 1' });
    await pilihObat(page, bahan1, 'Paracetamol 500 mg Tablet', 'paracetamol 500');
    await bahan1.getByRole('textbox', { name: 'Jumlah' }).fill('2,5');
    await bahan1.getByRole('textbox', { name: 'Dosis' }).fill('120 mg');
    const bahan2 = racikan.getByRole('group', { name: 'Bahan 2' });
    await pilihObat(page, bahan2, 'Klorfeniramin Maleat 4 mg Tablet', 'klorfeniramin');
    await bahan2.getByRole('textbox', { name: 'Jumlah' }).fill('1');
    await bahan2.getByRole('textbox', { name: 'Dosis' }).fill('0,4 mg');
    await simpanLayar(page, 'resep-racikan.png');
    await dialog.getByRole('button', { name: 'Kirim ke Farmasi' }).click();
    await expect(dialog).toBeHidden();
    const panel = page.getByRole('region', { name: 'Resep' });
    await expect(panel.getByText('R/ Puyer Demam Anak')).toBeVisible();
    await expect(panel.getByText(/Paracetamol 500 mg Tablet 2,5 Tablet/)).toBeVisible();
    await simpanLayar(page, 'order-resep-panel.png');
  });
});
