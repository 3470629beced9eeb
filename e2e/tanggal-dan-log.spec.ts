import { formatTanggal, formatTanggalPendek } from '@rawat/domain';
import { expect, test } from './fixtures.ts';
import { layar, masukSebagai } from './support/index.ts';

// Table cells: '26/11/2026 14.05'; headers: 'Kamis, 26 November 2026' (docs/platform.md "Tanggal di layar").
const POLA_TABEL = /^\d{2}\/\d{2}\/\d{4} \d{2}\.\d{2}$/;
const UID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test('Administrator membaca tanggal dalam satu format, log aktivitas dengan nama, dan tab di bawah judul', async ({
  page,
  shell,
  apiSebagai,
}) => {
  const akhiran = Date.now().toString(36).slice(-5);
  const nama = `Wulan Log ${akhiran}`;

  await test.step('Petugas pendaftaran mencatat seorang pasien (jejaknya masuk ke log)', async () => {
    const api = await apiSebagai('pendaftaran');
    const res = await api.post('/api/v1/pasien', {
      data: {
        nama,
        jenis_kelamin: 'P',
        tempat_lahir: 'Bandung',
        tanggal_lahir: '1980-11-26',
        alamat: 'Jl. Tubagus Ismail No. 8',
        provinsi_kode: '32',
        kabupaten_kode: '32.73',
        kecamatan_kode: '32.73.02',
        desa_kode: '32.73.02.1004',
      },
    });
    expect(res.status()).toBe(201);
  });

  await test.step('Administrator melihat tanggal hari ini di kepala Dashboard Admin dalam format panjang', async () => {
    await masukSebagai(page, 'admin');
    await expect(shell.judulLayar('Dashboard Admin')).toBeVisible();
    // 'Kamis, 26 November 2026 · diperbarui pukul …'
    await expect(
      page.getByRole('main').getByText(new RegExp(`^${formatTanggal(new Date())} ·`)),
    ).toBeVisible();
  });

  await test.step('Administrator membaca Log Aktivitas: waktu dalam format tabel, sesi dan pasien dengan namanya', async () => {
    await shell.bukaMenu('Log Aktivitas');
    await expect(page).toHaveURL((url) => url.pathname === '/log-activity');
    const masuk = page
      .getByRole('row')
      .filter({ hasText: 'Administrator Sistem · masuk' })
      .filter({ hasText: 'Masuk' })
      .first();
    await expect(masuk).toBeVisible();
    // The time column reads like every other table: day first, no abbreviated day or month names.
    const waktu = masuk.getByRole('cell').first();
    await expect(waktu).toHaveText(POLA_TABEL);
    await expect(waktu).toContainText(formatTanggalPendek(new Date()));
    await expect(masuk).not.toContainText(/\b(Sen|Sel|Rab|Kam|Jum|Sab|Min), /);
    await expect(masuk).not.toContainText(UID);

    const pasien = page
      .getByRole('row')
      .filter({ hasText: `${nama} · No. RM` })
      .first();
    await expect(pasien).toBeVisible();
    await expect(pasien).toContainText('Pasien');
    await expect(pasien).not.toContainText(UID);
    await layar(page, 'log-nama-entitas.png');
  });

  await test.step('Administrator membuka halaman bertab (Bank & Asuransi): tab di bawah judul halaman', async () => {
    const tabDiBawahJudul = async (judulLayar: string, namaTab: string) => {
      const judul = shell.judulLayar(judulLayar);
      const tab = page.getByRole('tablist', { name: namaTab });
      await expect(judul).toBeVisible();
      await expect(tab).toBeVisible();
      const [kotakJudul, kotakTab] = await Promise.all([judul.boundingBox(), tab.boundingBox()]);
      expect(kotakJudul && kotakTab && kotakJudul.y + kotakJudul.height <= kotakTab.y, namaTab).toBe(true);
    };
    await page.goto('/master/data/bank');
    await tabDiBawahJudul('Data Bank', 'Bank & Asuransi');
    await page.getByRole('tab', { name: 'Data Asuransi' }).click();
    await tabDiBawahJudul('Data Asuransi', 'Bank & Asuransi');
    await layar(page, 'tab-di-bawah-judul.png');
    await page.goto('/produk/produk-harga');
    await tabDiBawahJudul('Harga Jual per Penjamin', 'Produk');
    await layar(page, 'tab-di-bawah-judul-produk.png');
  });
});
