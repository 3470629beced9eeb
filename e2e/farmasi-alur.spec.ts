import type { APIRequestContext } from '@playwright/test';
import { formatRupiah, type Resep } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import {
  ambilAlihPasien,
  bayarTunaiLewatApi,
  DEMO_PASSWORD,
  layananPoliUmum,
  masukApi,
  masukSebagai,
  pilihOpsi,
  tutupToast,
  uidObat,
} from './support/index.ts';

// Issue 5's journey: the warehouse orders Omeprazol from a supplier and receives it with a batch
// and expiry, the outpatient depot asks for it and the warehouse sends it; the doctor prescribes
// it, the pharmacist approves, calls (the waiting-room panel shows it) and dispenses; on-hand
// stock equals the ledger at both locations; the cashier sees the OBAT charge and the patient
// (UMUM) pays; only then does the pharmacist hand the medicine over.

const OBAT = 'Omeprazol 20 mg Kapsul';

/** 'YYYY-MM-DD' a number of months ahead (the date field takes the digits yyyy mm dd). */
function bulanLagi(n: number): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + n, 15);
  return d.toISOString().slice(0, 10);
}

interface Stok {
  jumlah: number;
  batches: { batch: string; jumlah: number }[];
}

/** On hand at a location and the sum of its ledger rows, read through the API. */
async function stokDanLedger(api: APIRequestContext, produkUid: string, lokasiUid: string) {
  const stok = (await (
    await api.get(`/api/v1/farmasi/stok?produk_uid=${produkUid}&lokasi_uid=${lokasiUid}&limitless=true`)
  ).json()) as { respon: Stok[] };
  const mutasi = (await (
    await api.get(
      `/api/v1/farmasi/stok/mutasi?produk_uid=${produkUid}&lokasi_uid=${lokasiUid}&limitless=true`,
    )
  ).json()) as { respon: { jumlah: number }[] };
  return {
    stok: stok.respon[0] ?? { jumlah: 0, batches: [] },
    ledger: mutasi.respon.reduce((n, m) => n + m.jumlah, 0),
  };
}

test('obat dipesan, diterima, dikirim ke depo, diresepkan, disiapkan, dibayar di kasir lalu diserahkan', async ({
  page,
  adminApi,
  apiSebagai,
  akunBaru,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const batch = `OME${Date.now().toString(36).toUpperCase()}`;
  const lokasi = (await (await adminApi.get('/api/v1/farmasi/lokasi?limitless=true')).json()) as {
    respon: { uid: string; kode: string }[];
  };
  const gf = lokasi.respon.find((l) => l.kode === 'GF')?.uid ?? '';
  const drj = lokasi.respon.find((l) => l.kode === 'DRJ')?.uid ?? '';
  const dokter = await playwright.request.newContext({ baseURL });
  await masukApi(dokter, 'dokter', DEMO_PASSWORD);
  const produkUid = await uidObat(dokter, OBAT);
  const awalDrj = await stokDanLedger(adminApi, produkUid, drj);
  let nomorPo = '';
  let nomorSr = '';

  await test.step('Petugas gudang membuat PO ke supplier', async () => {
    await masukSebagai(page, 'gudang');
    await page.goto('/stok/stok-po');
    await page.getByRole('button', { name: 'Buat PO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat Pesanan Pembelian (PO)' });
    await expect(dialog.getByRole('combobox', { name: 'Lokasi Pengiriman' })).toContainText('Gudang Farmasi');
    await pilihOpsi(page, dialog.getByRole('combobox', { name: 'Supplier (PBF)' }), /Kimia Farma/);
    await dialog.getByRole('combobox', { name: 'Produk 1' }).fill('Omeprazol');
    await page
      .getByRole('option', { name: new RegExp(OBAT) })
      .first()
      .click();
    await pilihOpsi(page, dialog.getByRole('combobox', { name: 'Satuan' }), /^Box/);
    await dialog.getByRole('textbox', { name: 'Jumlah' }).fill('2');
    await expect(dialog.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2');
    await simpanLayar(page, 'farmasi-alur-po-form.png');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const toast = page.getByText(/Pesanan Pembelian PO-\S+ tersimpan/);
    await expect(toast).toBeVisible();
    nomorPo = ((await toast.textContent()) ?? '').match(/PO-\S+/)?.[0] ?? '';
    expect(nomorPo).not.toBe('');
  });

  await test.step('Barang datang: petugas gudang menerima PO dengan batch dan kedaluwarsa', async () => {
    const detail = page.getByRole('dialog', { name: new RegExp(nomorPo) });
    await expect(detail).toContainText('200 Kapsul');
    await detail.getByRole('button', { name: 'Terima Barang' }).click();
    const gr = page.getByRole('dialog', { name: 'Buat Penerimaan Barang (GR)' });
    await gr.getByRole('textbox', { name: 'No. Faktur / Surat Jalan' }).fill(`FK-${batch}`);
    const baris = gr.getByRole('group', { name: `Terima ${OBAT}` });
    await baris.getByRole('textbox', { name: 'No. Batch' }).fill(batch);
    await baris.getByRole('group', { name: 'Kedaluwarsa' }).click();
    await page.keyboard.type(bulanLagi(18).replaceAll('-', ''));
    await simpanLayar(page, 'farmasi-alur-gr-form.png');
    await gr.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText(/Penerimaan Barang GR-\S+ tersimpan/)).toBeVisible();
    const stokGf = await stokDanLedger(adminApi, produkUid, gf);
    expect(stokGf.stok.batches.find((b) => b.batch === batch)?.jumlah).toBe(200);
    expect(stokGf.stok.jumlah).toBe(stokGf.ledger);
    await tutupToast(page);
  });

  await test.step('Apoteker meminta stok dari gudang untuk depo rawat jalan', async () => {
    await masukSebagai(page, 'apoteker');
    await page.goto('/stok/stok-sr');
    await page.getByRole('button', { name: 'Buat Permintaan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat Permintaan Stok (SR)' });
    await pilihOpsi(
      page,
      dialog.getByRole('combobox', { name: 'Lokasi Peminta' }),
      'Depo Farmasi Rawat Jalan',
    );
    await expect(dialog.getByRole('combobox', { name: 'Gudang Tujuan' })).toContainText('Gudang Farmasi');
    await dialog.getByRole('combobox', { name: 'Produk 1' }).fill('Omeprazol');
    await page
      .getByRole('option', { name: new RegExp(OBAT) })
      .first()
      .click();
    await pilihOpsi(page, dialog.getByRole('combobox', { name: 'Satuan' }), /^Box/);
    await dialog.getByRole('textbox', { name: 'Jumlah' }).fill('1');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const toast = page.getByText(/Permintaan Stok SR-\S+ tersimpan/);
    await expect(toast).toBeVisible();
    nomorSr = ((await toast.textContent()) ?? '').match(/SR-\S+/)?.[0] ?? '';
    await tutupToast(page);
  });

  await test.step('Petugas gudang memenuhi permintaan dengan mengirim stok', async () => {
    await masukSebagai(page, 'gudang');
    await page.goto('/stok/stok-sr');
    await page.getByRole('row').filter({ hasText: nomorSr }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(nomorSr) });
    await detail.getByRole('button', { name: 'Penuhi' }).click();
    const penuhi = page.getByRole('dialog', { name: `Penuhi ${nomorSr}` });
    await expect(penuhi).toContainText(OBAT);
    await simpanLayar(page, 'farmasi-alur-sr-penuhi.png');
    await penuhi.getByRole('button', { name: /Kirim/ }).click();
    await expect(page.getByText(`${nomorSr}: stok dikirim (lengkap)`)).toBeVisible();
    // First expiry first out at the warehouse: the received batch (the earliest) went to the depot.
    const depo = await stokDanLedger(adminApi, produkUid, drj);
    expect(depo.stok.jumlah).toBe(awalDrj.stok.jumlah + 100);
    expect(depo.stok.jumlah).toBe(depo.ledger);
    await tutupToast(page);
  });

  const layanan = await layananPoliUmum(adminApi);
  // The demo doctor prescribes for a patient registered with a colleague: he takes the patient over.
  await ambilAlihPasien(dokter, layanan.layanan_uid);
  const tulis = await dokter.post(`/api/v1/pelayanan/${layanan.layanan_uid}/resep`, {
    data: {
      detail: [
        {
          jenis: 'NON_RACIKAN',
          config: { position: 1 },
          produk_uid: produkUid,
          jumlah: 14,
          aturan_pakai: '1 x 1 kapsul sebelum makan pagi',
        },
      ],
    },
  });
  expect(tulis.status(), await tulis.text()).toBe(201);
  const resep = ((await tulis.json()) as { respon: Resep }).respon;
  await dokter.dispose();
  const sebelumResep = await stokDanLedger(adminApi, produkUid, drj);

  await test.step('Apoteker menyetujui resep dari poli dan memanggil nomornya', async () => {
    await masukSebagai(page, 'apoteker');
    await page.goto('/farmasi/antrian');
    await page.getByPlaceholder('Cari nama pasien, No. RM, No. resep').fill(resep.nomor);
    await page.getByRole('row').filter({ hasText: resep.nomor }).click();
    await expect(page.getByRole('heading', { name: `Resep ${resep.nomor}` })).toBeVisible();
    await page.getByRole('button', { name: 'Setujui' }).click();
    await page
      .getByRole('dialog', { name: `Setujui resep ${resep.nomor}` })
      .getByRole('button', { name: 'Setujui' })
      .click();
    await expect(page.getByText(`Resep ${resep.nomor} disetujui`)).toBeVisible();
    await page.getByRole('button', { name: 'Panggil', exact: true }).click();
    const layar = await page.context().newPage();
    await layar.goto('/farmasi/display-antrian');
    await layar.getByRole('button', { name: 'Tanpa suara' }).click();
    await expect(
      layar
        .getByRole('region', { name: 'Nomor dipanggil' })
        .getByText(resep.nomor_antrian ?? '', { exact: true }),
    ).toBeVisible();
    await simpanLayar(layar, 'farmasi-alur-display.png');
    await layar.close();
  });

  await test.step('Apoteker menyiapkan obat; stok depo berkurang sesuai ledger, obat menunggu pembayaran', async () => {
    await page.getByRole('button', { name: 'Selesai Disiapkan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Selesai Disiapkan' }).click();
    await expect(page.getByText(new RegExp(`Resep ${resep.nomor} siap diambil`))).toBeVisible();
    await tutupToast(page);
    const sesudah = await stokDanLedger(adminApi, produkUid, drj);
    expect(sesudah.stok.jumlah).toBe(sebelumResep.stok.jumlah - 14);
    expect(sesudah.stok.jumlah).toBe(sesudah.ledger);
    // An UMUM patient's medicine leaves the counter once paid (the hospital's rule per payer).
    await expect(page.getByText('Belum lunas', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Serahkan' })).toBeDisabled();
    await expect(page.getByRole('main')).toContainText('Obat belum dibayar di kasir');
  });

  await test.step('Kasir melihat tagihan obat pasien di antrian kasir; pasien membayar', async () => {
    const detail = (await (await adminApi.get(`/api/v1/farmasi/obat/request/${resep.uid}`)).json()) as {
      respon: Resep;
    };
    const total = detail.respon.detail[0]?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(detail.respon.tagihan_obat).toEqual({ wajib_lunas: true, belum_dibayar: total });
    await masukSebagai(page, 'kasir');
    await page.goto('/antrian-kasir');
    await page.getByRole('group', { name: 'Tanggal kunjungan' }).click();
    await page.keyboard.type(layanan.tanggal.replaceAll('-', ''));
    await page.getByPlaceholder('Cari nama atau No. RM…').fill(layanan.pasien.no_rm);
    const baris = page.getByRole('row').filter({ hasText: layanan.pasien.no_rm });
    await expect(baris).toBeVisible();
    await simpanLayar(page, 'farmasi-alur-antrian-kasir.png');
    await baris.click();
    await expect(page).toHaveURL(`/antrian-kasir/${layanan.kunjungan_uid}`);
    const obat = page.getByRole('heading', { name: 'Obat', exact: true });
    await expect(obat).toBeVisible();
    await expect(page.getByRole('main')).toContainText(OBAT);
    await expect(page.getByRole('main')).toContainText(formatRupiah(total));
    await simpanLayar(page, 'farmasi-alur-tagihan-kasir.png');
    // A fresh cashier account takes the payment: the demo cashier's shift belongs to other journeys.
    const kasir = await akunBaru('KASIR');
    await bayarTunaiLewatApi(await apiSebagai(kasir.username, kasir.password), layanan.kunjungan_uid);
  });

  await test.step('Apoteker menyerahkan obat yang sudah dibayar', async () => {
    await masukSebagai(page, 'apoteker');
    await page.goto(`/detailpesanobat/${resep.uid}`);
    await expect(page.getByRole('heading', { name: `Resep ${resep.nomor}` })).toBeVisible();
    await page.getByRole('button', { name: 'Serahkan' }).click();
    const serah = page.getByRole('dialog');
    await serah.getByRole('textbox').first().fill(layanan.pasien.nama);
    await serah.getByRole('button', { name: 'Serahkan' }).click();
    await expect(page.getByRole('main')).toContainText('Sudah Diserahkan');
    await simpanLayar(page, 'farmasi-alur-resep-diserahkan.png');
  });
});
