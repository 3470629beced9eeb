import { formatRupiah } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import { bacaTagihan, DEMO_PASSWORD, layar, ok } from './support/index.ts';

test('petugas mendaftarkan pasien ke IGD, mencetak tiket, dan pasien melihat posisi antriannya', async ({
  page,
  login,
  shell,
  browser,
}) => {
  let nomor = '';
  let kode = '';

  await test.step('Petugas pendaftaran membuka Pendaftaran dan memilih pasien', async () => {
    await login.buka();
    await login.masuk('pendaftaran', DEMO_PASSWORD);
    await shell.bukaMenu('Pendaftaran');
    await expect(shell.judulLayar('Pendaftaran')).toBeVisible();
    await page.getByRole('button', { name: 'Daftarkan Pasien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daftarkan Pasien' });
    await dialog
      .getByPlaceholder('Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…')
      .fill('Ujang Saepudin');
    await dialog.getByRole('button', { name: /Ujang Saepudin/ }).click();
  });

  await test.step('Petugas memilih IGD dan penjamin Umum, lalu mendaftarkan', async () => {
    const dialog = page.getByRole('dialog', { name: 'Daftarkan ke Poliklinik' });
    await dialog.getByRole('combobox', { name: 'Poliklinik' }).click();
    await page.getByRole('option', { name: /^IGD/ }).click();
    await dialog.getByRole('combobox', { name: 'Penjamin' }).click();
    await page.getByRole('option', { name: 'Umum', exact: true }).click();
    await simpanLayar(page, 'pendaftaran-form.png');
    await dialog.getByRole('button', { name: 'Daftarkan' }).click();
    const toast = page.getByText(/Pasien terdaftar dengan nomor antrian IG-\d{3}/);
    await expect(toast).toBeVisible();
    nomor = /IG-\d{3}/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    expect(nomor).not.toBe('');
  });

  await test.step('Tiket 80 mm terbuka di penampil PDF', async () => {
    const tiket = page.getByRole('dialog', { name: `Tiket Antrian ${nomor}` });
    await expect(tiket).toBeVisible();
    await expect(tiket.locator('iframe, embed, object').first()).toBeAttached();
    // Registration charged the IGD administration itself (issue 17 point 3); the clerk sees it here.
    await expect(tiket.getByLabel('Biaya pendaftaran')).toContainText('Administrasi IGD Rp 25.000');
    await simpanLayar(page, 'pendaftaran-tiket.png');
    await page.keyboard.press('Escape');
    await expect(tiket).toBeHidden();
  });

  await test.step('Pendaftaran itu tampil di daftar dengan status Menunggu, dan detailnya memuat kode tiket', async () => {
    const baris = page.getByRole('row').filter({ hasText: nomor });
    await expect(baris).toContainText('Ujang Saepudin');
    await expect(baris).toContainText('Menunggu');
    await simpanLayar(page, 'pendaftaran-daftar.png');
    await baris.click();
    await expect(page).toHaveURL(/\/detailpendaftaran\//);
    await expect(page.getByText('Administrasi IGD Rp 25.000', { exact: false })).toBeVisible();
    kode = (
      (await page
        .getByText(/^[A-Z2-9]{10}$/)
        .first()
        .textContent()) ?? ''
    ).trim();
    expect(kode).toMatch(/^[A-Z2-9]{10}$/);
  });

  await test.step('Pasien membuka halaman tiket publik tanpa login', async () => {
    const context = await browser.newContext();
    const publik = await context.newPage();
    await publik.goto(`/tiket-pendaftaran?kode=${kode}`);
    await expect(publik.getByText(nomor)).toBeVisible();
    await expect(publik.getByText('IGD').first()).toBeVisible();
    await expect(publik.getByText('Ujang Saepudin')).toHaveCount(0);
    await simpanLayar(publik, 'tiket-publik.png');
    await context.close();
  });
});

// Issue 17 point 3: registration charges the fees of the tariff master at once — the
// administration and, for a patient never seen before, the card — and the clerk sees them; the
// doctor no longer adds them.
test('pasien baru didaftarkan: biaya administrasi dan kartu pasien baru langsung tertagih dan tampil', async ({
  page,
  login,
  shell,
  adminApi,
  apiSebagai,
}) => {
  const nama = `Rahmat Kartu ${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const baru = await ok(
    await adminApi.post('/api/v1/pasien', {
      data: {
        nama,
        jenis_kelamin: 'L',
        tempat_lahir: 'Bandung',
        tanggal_lahir: '1990-03-15',
        alamat: 'Jl. Cihampelas No. 12',
        provinsi_kode: '32',
        kabupaten_kode: '32.73',
        kecamatan_kode: '32.73.02',
        desa_kode: '32.73.02.1004',
      },
    }),
  );
  expect(baru.respon.uid).toBeTruthy();
  let kunjungan = '';

  await test.step('Petugas mendaftarkan pasien baru itu ke IGD dengan penjamin Umum', async () => {
    await login.buka();
    await login.masuk('pendaftaran', DEMO_PASSWORD);
    await shell.bukaMenu('Pendaftaran');
    await page.getByRole('button', { name: 'Daftarkan Pasien' }).click();
    const cari = page.getByRole('dialog', { name: 'Daftarkan Pasien' });
    await cari.getByPlaceholder('Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…').fill(nama);
    await cari.getByRole('button', { name: new RegExp(nama) }).click();
    const dialog = page.getByRole('dialog', { name: 'Daftarkan ke Poliklinik' });
    await dialog.getByRole('combobox', { name: 'Poliklinik' }).click();
    await page.getByRole('option', { name: /^IGD/ }).click();
    await dialog.getByRole('combobox', { name: 'Penjamin' }).click();
    await page.getByRole('option', { name: 'Umum', exact: true }).click();
    await dialog.getByRole('button', { name: 'Daftarkan' }).click();
    await expect(page.getByText(/Pasien terdaftar dengan nomor antrian IG-\d{3}/)).toBeVisible();
  });

  await test.step('Bersama tiketnya petugas melihat biaya pendaftaran: administrasi dan kartu pasien baru', async () => {
    const tiket = page.getByRole('dialog', { name: /^Tiket Antrian IG-\d{3}/ });
    await expect(tiket.getByLabel('Biaya pendaftaran')).toHaveText(
      'Biaya pendaftaran: Administrasi IGD Rp 25.000, Kartu Pasien Baru Rp 10.000 · total Rp 35.000, dibayar di kasir.',
    );
    await layar(page, 'pendaftaran-biaya-pasien-baru.png');
    await page.keyboard.press('Escape');
    await expect(tiket).toBeHidden();
    const baris = page.getByRole('row').filter({ hasText: nama });
    await baris.click();
    await expect(page).toHaveURL(/\/detailpendaftaran\//);
    await expect(page.getByText('Administrasi IGD Rp 25.000, Kartu Pasien Baru Rp 10.000')).toBeVisible();
    await layar(page, 'pendaftaran-biaya-detail.png');
    const uid = page.url().split('/').pop() ?? '';
    const detail = (await (await adminApi.get(`/api/v1/pendaftaran/${uid}`)).json()) as {
      respon: { kunjungan_uid: string };
    };
    kunjungan = detail.respon.kunjungan_uid;
  });

  await test.step('Tagihan kasir sudah memuat kedua biaya itu tanpa dokter menambahkannya', async () => {
    const tagihan = await bacaTagihan(await apiSebagai('kasir'), kunjungan);
    expect(tagihan.kelompok.flatMap((g) => g.items.map((i) => [i.nama, i.total]))).toEqual([
      ['Administrasi IGD', 25_000],
      ['Kartu Pasien Baru', 10_000],
    ]);
    expect(formatRupiah(tagihan.sisa)).toBe('Rp 35.000');
  });
});
