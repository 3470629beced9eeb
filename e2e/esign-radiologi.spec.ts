import { expect, simpanLayar, test } from './fixtures.ts';
import {
  hariIni,
  layaniPasienDemo,
  masukSebagai,
  ok,
  periksaPdfBertanda,
  periksaVerifikasiPublik,
  siapkanPenanda,
  tandatanganiDiDaftar,
  tutupToast,
} from './support/index.ts';

/**
 * Issue 20: the radiologist signs a validated expertise electronically. The expertise is made
 * through the API (the radiology journey walks those screens); the request, the signature with
 * the PIN and the public verification are done on screen.
 */
test('dokter radiologi menandatangani ekspertise secara elektronik; verifikasi publik menyatakan sah', async ({
  page,
  browser,
  baseURL,
  adminApi,
  apiSebagai,
}) => {
  test.setTimeout(120_000);
  const radiolog = await apiSebagai('dokter_radiologi');
  const dokter = await apiSebagai('dokter');
  const radiografer = await apiSebagai('radiologi');
  let order = '';
  let nomor = '';

  await test.step('Ekspertise thorax tervalidasi (lewat API) dan dokter radiologi terdaftar sebagai penanda tangan', async () => {
    await siapkanPenanda(radiolog, adminApi, 'RATNA DEWI');
    const l = await layaniPasienDemo(adminApi, { poli: 'IGD', tanggal: hariIni(), limit: 60, mulaiDari: 25 });
    const pilihan = (await (
      await dokter.get('/api/v1/master/radiologi?search=Thorax&limitless=true')
    ).json()) as { respon: { uid: string; kode: string }[] };
    const thorax = pilihan.respon.find((p) => p.kode === 'DX-THORAX-PA');
    expect(thorax).toBeTruthy();
    const o = await ok(
      await dokter.post(`/api/v1/pelayanan/${l.layanan_uid}/order`, {
        data: { jenis: 'RADIOLOGI', items: [{ pemeriksaan_radiologi_uid: thorax?.uid }] },
      }),
    );
    order = o.respon.uid;
    nomor = o.respon.nomor;
    await ok(await radiografer.post(`/api/v1/radiologi/${order}/periksa`, { data: {} }), 200);
    await ok(
      await radiolog.put(`/api/v1/radiologi/${order}/ekspertise`, {
        data: { temuan: 'Cor dan pulmo dalam batas normal.', kesan: 'Foto toraks normal' },
      }),
      200,
    );
    await ok(await radiolog.post(`/api/v1/radiologi/${order}/validasi`, { data: {} }), 200);
  });

  let pengajuan = '';
  await test.step('Dokter radiologi mengajukan ekspertise untuk ditandatangani dari halaman hasil', async () => {
    await masukSebagai(page, 'dokter_radiologi');
    await page.goto(`/detail-radiologi/${order}`);
    await page.getByRole('button', { name: 'Ajukan tanda tangan' }).click();
    await expect(page.getByText(/Menunggu tanda tangan/).first()).toBeVisible();
    await tutupToast(page);
    await simpanLayar(page, 'esign-radiologi-01-diajukan.png');
  });

  await test.step('Dokter radiologi menandatangani di daftar pengajuan dengan PIN', async () => {
    await tandatanganiDiDaftar(page, nomor);
    await tutupToast(page);
    await simpanLayar(page, 'esign-radiologi-02-ditandatangani.png');
    const daftar = (await (
      await radiolog.get('/api/surat/v1/esign/pengajuan?status=DITANDATANGANI&limit=100')
    ).json()) as { respon: { uid: string; nomor: string }[] };
    pengajuan = daftar.respon.find((p) => p.nomor === nomor)?.uid ?? '';
    expect(pengajuan).not.toBe('');
    await periksaPdfBertanda(page, pengajuan);
    await page.goto(`/detail-radiologi/${order}`);
    await expect(page.getByText(/Ditandatangani/).first()).toBeVisible();
  });

  await test.step('Orang lain memindai kode QR: halaman verifikasi publik menyatakan sah', async () => {
    await periksaVerifikasiPublik(browser, baseURL ?? '', pengajuan, nomor, (p) =>
      simpanLayar(p, 'esign-radiologi-03-verifikasi-publik.png'),
    );
  });
});
