import type { APIRequestContext } from '@playwright/test';
import { formatRupiah, terbilangRupiah } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import {
  bacaTagihan,
  catatTindakan,
  type LayananSiap,
  layananPoliUmum,
  masukSebagai,
  ok,
  uidObat,
} from './support/index.ts';

// Issue 7's journey: a visit from the outpatient journey (consultation, one procedure, a lab test,
// medicines) reaches the cashier with the right totals for UMUM and for BPJS; the cashier opens a
// shift, takes a split payment (cash with change + QRIS), prints the kuitansi; the day's cashier
// report and the doctor's fee show it.

/** The clinic's work on a visit: consultation, a procedure, optionally a lab test and medicines. */
async function layani(
  api: { dokter: APIRequestContext; labor: APIRequestContext; apoteker: APIRequestContext },
  l: LayananSiap,
  lengkap: boolean,
) {
  await catatTindakan(api.dokter, l.layanan_uid, lengkap ? ['KON-UMUM', 'KEP-INJ-IV'] : ['KON-UMUM']);
  if (!lengkap) return;
  const katalog = (await (
    await api.dokter.get(`/api/v1/pelayanan/${l.layanan_uid}/order/katalog?jenis=LABOR`)
  ).json()) as { respon: { kelompok: { items: { uid: string; nama: string }[] }[] } };
  const gds = katalog.respon.kelompok.flatMap((k) => k.items).find((i) => i.nama === 'Glukosa Darah Sewaktu');
  const order = (await ok(
    await api.dokter.post(`/api/v1/pelayanan/${l.layanan_uid}/order`, {
      data: {
        jenis: 'LABOR',
        cito: false,
        catatan_klinis: 'Cek gula',
        items: [{ pemeriksaan_lab_uid: gds?.uid }],
      },
    }),
  )) as { respon: { uid: string } };
  await ok(await api.labor.post(`/api/v1/labor/${order.respon.uid}/sampel`, { data: {} }), 200);

  const pct = await uidObat(api.dokter, 'Paracetamol 500 mg Tablet');
  const resep = (await ok(
    await api.dokter.post(`/api/v1/pelayanan/${l.layanan_uid}/resep`, {
      data: {
        detail: [
          {
            jenis: 'NON_RACIKAN',
            config: { position: 1 },
            produk_uid: pct,
            jumlah: 10,
            aturan_pakai: '3 x 1',
          },
        ],
      },
    }),
  )) as { respon: { uid: string } };
  await ok(
    await api.apoteker.post(`/api/v1/farmasi/obat/request/approve/${resep.respon.uid}`, { data: {} }),
    200,
  );
  await ok(
    await api.apoteker.post('/api/v1/farmasi/obat/request/done', { data: { uid: resep.respon.uid } }),
    200,
  );
}

test('kunjungan sampai di kasir dengan total yang benar (UMUM dan BPJS); kasir menerima pembayaran gabungan, mencetak kuitansi; laporan harian dan fee dokter mencatatnya', async ({
  page,
  adminApi,
  apiSebagai,
}) => {
  test.setTimeout(180_000);
  const api = {
    // Poli Umum's patients are registered with dr. Eko (the DOD account): he charts his own.
    dokter: await apiSebagai('dod'),
    labor: await apiSebagai('labor'),
    apoteker: await apiSebagai('apoteker'),
  };
  const umum = await layananPoliUmum(adminApi);
  const bpjs = await layananPoliUmum(adminApi, 'BPJS');
  await layani(api, umum, true);
  await layani(api, bpjs, false);

  const kasirApi = await apiSebagai('kasir');
  const tu = await bacaTagihan(kasirApi, umum.kunjungan_uid);
  const tb = await bacaTagihan(kasirApi, bpjs.kunjungan_uid);
  // Every kind of charge arrived: consultation, procedure, lab, medicine.
  expect(tu.kelompok.map((g) => g.jenis).sort()).toEqual(['KONSUL', 'LABOR', 'OBAT', 'TINDAKAN']);
  expect(tu.total).toBe(tu.kelompok.reduce((n, g) => n + g.items.reduce((m, i) => m + i.total, 0), 0));
  expect(tu).toMatchObject({ ditanggung_penjamin: 0, sisa: tu.total });
  expect(tb).toMatchObject({ ditanggung_penjamin: tb.total, sisa: 0 });

  await masukSebagai(page, 'kasir');
  await page.goto(`/antrian-kasir`);
  await page.getByRole('group', { name: 'Tanggal kunjungan' }).click();
  await page.keyboard.type(umum.tanggal.replaceAll('-', ''));

  await test.step('Kasir membuka shift dengan modal awal', async () => {
    await page.getByRole('button', { name: 'Buka Shift' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Modal awal').fill('500000');
    await dialog.getByRole('button', { name: 'Buka Shift' }).click();
    await expect(page.getByLabel('Shift kasir', { exact: true })).toContainText('Shift dibuka');
  });

  await test.step('Antrian kasir: UMUM membayar semuanya, BPJS tidak membayar', async () => {
    const cari = page.getByPlaceholder('Cari nama atau No. RM…');
    await cari.fill(bpjs.pasien.no_rm);
    const barisBpjs = page.getByRole('row').filter({ hasText: bpjs.pasien.no_rm });
    await expect(barisBpjs).toContainText(formatRupiah(tb.total));
    await expect(barisBpjs).toContainText('Rp 0');
    await cari.fill(umum.pasien.no_rm);
    const barisUmum = page.getByRole('row').filter({ hasText: umum.pasien.no_rm });
    await expect(barisUmum).toContainText(formatRupiah(tu.total));
    await simpanLayar(page, 'kasir-01-antrian.png');
    await barisUmum.click();
    await expect(page.getByText(`Bayar ${formatRupiah(tu.total)}`)).toBeVisible();
    await simpanLayar(page, 'kasir-02-tagihan.png');
  });

  const tunai = Math.round(tu.total / 2_000) * 1_000;
  const qris = tu.total - tunai;
  await test.step('Pembayaran gabungan: tunai dengan kembalian dan QRIS', async () => {
    await page.getByRole('button', { name: `Bayar ${formatRupiah(tu.total)}` }).click();
    const dialog = page.getByRole('dialog', { name: /Pembayaran/ });
    await dialog.getByLabel('Jumlah').first().fill(String(tunai));
    await dialog.getByLabel('Uang diterima').fill(String(tunai + 50_000));
    await expect(dialog.getByTestId('kembalian')).toHaveText(formatRupiah(50_000));
    await dialog.getByRole('button', { name: 'Tambah cara bayar' }).click();
    await expect(dialog.getByLabel('Jumlah').nth(1)).toHaveValue(qris.toLocaleString('id-ID'));
    await dialog.getByLabel(/No. referensi QRIS/).fill('QRIS-20261124-001');
    await simpanLayar(page, 'kasir-03-bayar.png');
    await dialog.getByRole('button', { name: `Bayar ${formatRupiah(tu.total)}` }).click();
    await expect(page.getByText(/Pembayaran INV-\d{8}-\d{4} sebesar/)).toBeVisible();
    const pdf = page.getByRole('dialog', { name: /Kuitansi INV-/ });
    await expect(pdf).toBeVisible();
    await simpanLayar(page, 'kasir-04-kuitansi.png');
  });

  const lunas = await bacaTagihan(kasirApi, umum.kunjungan_uid);
  const kuitansi = lunas.pembayaran[0];
  expect(lunas).toMatchObject({ sisa: 0, tagihan_terbuka: 0, sudah_dibayar: tu.total });
  expect(kuitansi?.metode.sort()).toEqual(['QRIS', 'TUNAI']);
  const pdf = await kasirApi.get(`/api/v1/kasir/pembayaran/${kuitansi?.uid}/kuitansi`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  const detail = (await (await kasirApi.get(`/api/v1/kasir/pembayaran/${kuitansi?.uid}`)).json()) as {
    respon: { terbilang: string; kembalian: number };
  };
  expect(detail.respon).toMatchObject({ terbilang: terbilangRupiah(tu.total), kembalian: 50_000 });

  await test.step('Riwayat shift menampilkan shift yang sedang berjalan dengan pembayarannya', async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /Kuitansi INV-/ })).toBeHidden();
    await page.getByRole('button', { name: 'Riwayat Shift' }).click();
    const riwayat = page.getByRole('dialog', { name: 'Riwayat Shift Kasir' });
    const baris = riwayat.getByRole('row').filter({ hasText: 'Yusuf Hidayat' });
    await expect(baris.first()).toContainText('Terbuka');
    await expect(baris.first()).toContainText(formatRupiah(500_000));
    await simpanLayar(page, 'kasir-05-riwayat-shift.png');
    await riwayat.getByRole('button', { name: 'Tutup', exact: true }).click();
  });

  await test.step('Laporan kasir hari ini memuat kuitansinya', async () => {
    await page.goto('/laporan-kasir');
    await expect(page.getByText(kuitansi?.nomor ?? '-')).toBeVisible();
    await simpanLayar(page, 'kasir-05-laporan.png');
  });

  await test.step('Fee dokter atas konsultasi yang dibayar tampil', async () => {
    // The consultation earned its doctor (dr. Eko, demo rule KONSUL 30 %) a fee on this receipt.
    const rekap = (await (await kasirApi.get('/api/v1/kasir/fee')).json()) as {
      respon: { pegawai: { uid: string; nama: string } }[];
    };
    const eko = rekap.respon.find((r) => r.pegawai.nama.includes('Eko Prasetyo'))?.pegawai;
    expect(eko).toBeTruthy();
    const rinci = (await (await kasirApi.get(`/api/v1/kasir/fee/detail?pegawai_uid=${eko?.uid}`)).json()) as {
      respon: { nomor: string; kode: string | null; fee: number }[];
    };
    const konsul = tu.kelompok.find((g) => g.jenis === 'KONSUL')?.subtotal ?? 0;
    expect(rinci.respon).toContainEqual(
      expect.objectContaining({ nomor: kuitansi?.nomor, kode: 'KON-UMUM', fee: Math.round(konsul * 0.3) }),
    );
    await page.goto('/antrian-FEE');
    await page.getByRole('row').filter({ hasText: 'Eko Prasetyo' }).click();
    await expect(page.getByText(kuitansi?.nomor ?? '-').first()).toBeVisible();
    await simpanLayar(page, 'kasir-06-fee.png');
  });
});
