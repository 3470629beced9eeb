import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, layar } from './support/index.ts';

interface Penghuni {
  layanan_uid: string;
  nama: string;
}
interface Papan {
  ruangan: { kode: string; kamar: { bed: { penghuni: Penghuni | null }[] }[] }[];
}

// A demo patient lying in the ICU (acute kidney injury after a heart attack is the ICU's usual HD
// patient): the ward orders HD, the HD unit's nurse records the session and finishes it, and the
// HD procedure lands once on the stay's running bill.
test('Ruangan meng-order HD, perawat HD mencatat sesi sampai selesai, tindakan HD masuk tagihan rawat inap', async ({
  page,
  login,
  shell,
  apiSebagai,
}) => {
  const dokterApi = await apiSebagai('dokter');
  const papan = (await (await dokterApi.get('/api/v1/ranap/bed-board')).json()) as Papan;
  const p = papan.ruangan
    .filter((r) => r.kode === 'ICU')
    .flatMap((r) => r.kamar.flatMap((k) => k.bed.map((b) => b.penghuni)))
    .find((x): x is Penghuni => x !== null);
  if (!p) throw new Error('tidak ada pasien di ICU');

  await test.step('Perawat ruangan membuka dashboard pasien, tab Hemodialisa, dan meng-order HD hari ini', async () => {
    await login.buka();
    await login.masuk('perawat', DEMO_PASSWORD);
    await expect(shell.menu).toBeVisible();
    await page.goto(`/rawat-inap/dashboard-inap/${p.layanan_uid}`);
    await page.getByRole('tab', { name: 'Hemodialisa' }).click();
    await expect(page.getByText('Belum ada sesi hemodialisa untuk perawatan ini.')).toBeVisible();
    await page.getByRole('button', { name: 'Order HD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jadwalkan Hemodialisa' });
    await expect(dialog).toContainText(p.nama);
    await dialog.getByLabel('Cito (HD segera: hiperkalemia, edema paru, asidosis berat)').check();
    await dialog
      .getByLabel('Indikasi / catatan untuk unit HD')
      .fill('Kalium 6,8; ureum 210; CDL femoral kanan');
    await layar(page, 'ranap-hd-order.png');
    await dialog.getByRole('button', { name: 'Jadwalkan' }).click();
    await expect(dialog).toBeHidden();
    const tabel = page.getByRole('table', { name: 'Sesi hemodialisa perawatan ini' });
    await expect(tabel).toContainText('Dijadwalkan');
    await expect(tabel).toContainText('Cito');
    await shell.keluar();
  });

  await test.step('Perawat HD membuka daftar Hemodialisa Rawat Inap hari ini dan membuka sesinya', async () => {
    await login.tampil();
    await login.masuk('poli_hd', DEMO_PASSWORD);
    await expect(shell.menu).toBeVisible();
    await shell.bukaMenu('Hemodialisa Rawat Inap');
    await expect(shell.judulLayar('Hemodialisa Rawat Inap')).toBeVisible();
    const baris = page
      .getByRole('table', { name: 'Sesi hemodialisa rawat inap' })
      .getByRole('row', { name: new RegExp(p.nama) });
    await expect(baris).toContainText('Shift 1 (Pagi)');
    await expect(baris).toContainText('Dijadwalkan');
    await layar(page, 'ranap-hd-daftar.png');
    await baris.getByRole('button', { name: 'Buka Sesi' }).click();
    await expect(page.getByRole('heading', { name: 'Sesi Hemodialisa Rawat Inap' })).toBeVisible();
  });

  await test.step('Perawat HD memulai HD dan mengisi catatan pre-, intra- dan post-HD', async () => {
    await page.getByRole('button', { name: 'Mulai HD' }).click();
    await expect(page.getByText('Sesi HD dimulai')).toBeVisible();
    await expect(page.getByText('Berlangsung', { exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Formulir asesmen keperawatan' });
    await form.getByLabel('BB kering', { exact: true }).fill('60');
    await form.getByLabel('BB pre-HD', { exact: true }).fill('63,5');
    await expect(form.getByText(/Kenaikan BB dari BB kering: \+3,5 kg/)).toBeVisible();
    await form.getByLabel('Target UF', { exact: true }).fill('3000');
    await form.getByLabel('Durasi HD', { exact: true }).fill('4');
    await form.getByRole('button', { name: 'CDL' }).click();
    await form.getByRole('textbox', { name: 'Lokasi akses (mis. lengan bawah kiri)' }).fill('Femoral kanan');
    await form.getByLabel('QB', { exact: true }).fill('200');
    await form.getByLabel('TD sistolik', { exact: true }).first().fill('160');
    await form.getByLabel('TD diastolik', { exact: true }).first().fill('95');
    await form.getByRole('button', { name: 'Tambah observasi' }).click();
    await form.getByLabel('Jam observasi 1').fill('08:00');
    await form.getByLabel('TD sistolik observasi 1').fill('150');
    await form.getByLabel('TD diastolik observasi 1').fill('90');
    await form.getByLabel('UF tercapai observasi 1').fill('2800');
    await form.getByLabel('BB post-HD', { exact: true }).fill('60,7');
    await form.getByRole('button', { name: 'Kram otot' }).click();
    await form.getByLabel('Tidak ada alergi').check();
    await form.getByRole('button', { name: 'Simpan Asesmen' }).click();
    await expect(page.getByText('Asesmen keperawatan tersimpan')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await layar(page, 'ranap-hd-catatan.png');
  });

  await test.step('Dokter HD menulis asesmen medis HD dengan resep HD sesi ini', async () => {
    const sesiUrl = new URL(page.url()).pathname;
    await shell.keluar();
    await login.tampil();
    await login.masuk('dokter', DEMO_PASSWORD);
    await expect(shell.menu).toBeVisible();
    await page.goto(sesiUrl);
    await page.getByRole('tab', { name: 'Asesmen Medis HD (Dokter)' }).click();
    await page.getByLabel('S – Subjektif').fill('Sesak berkurang, BAK sedikit');
    await page.getByRole('textbox', { name: 'Durasi', exact: true }).fill('4');
    await page.getByRole('textbox', { name: 'QB', exact: true }).fill('200');
    await page.getByRole('textbox', { name: 'QD', exact: true }).fill('500');
    await page.getByRole('textbox', { name: 'Target UF', exact: true }).fill('3000');
    await page.getByRole('button', { name: 'Simpan Asesmen' }).click();
    await expect(page.getByText('Asesmen Medis Hemodialisa tersimpan')).toBeVisible();
    await expect(page.getByText('dr. Andi Pratama, Sp.PD').first()).toBeVisible();
    await layar(page, 'ranap-hd-medis.png');
    await shell.keluar();
    await login.tampil();
    await login.masuk('poli_hd', DEMO_PASSWORD);
    await expect(shell.menu).toBeVisible();
    await page.goto(sesiUrl);
  });

  await test.step('Perawat HD menyelesaikan sesi: tindakan HD cito ditagihkan ke perawatan', async () => {
    await page.getByRole('button', { name: 'Selesai HD' }).click();
    const konfirmasi = page.getByRole('dialog', { name: 'Selesaikan Sesi HD' });
    await expect(konfirmasi).toContainText('ditagihkan ke perawatan pasien');
    await konfirmasi.getByRole('button', { name: 'Selesaikan HD' }).click();
    await expect(page.getByText('Sesi HD selesai dan ditagihkan')).toBeVisible();
    await expect(page.getByText('Selesai', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Hemodialisa Cito: Rp/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Selesai HD' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await layar(page, 'ranap-hd-selesai.png');
    await shell.keluar();
  });

  await test.step('Perawat ruangan melihat tindakan HD pada tagihan berjalan rawat inap', async () => {
    await login.tampil();
    await login.masuk('perawat', DEMO_PASSWORD);
    await expect(shell.menu).toBeVisible();
    await page.goto(`/rawat-inap/dashboard-inap/${p.layanan_uid}`);
    await page.getByRole('tab', { name: 'Tagihan' }).click();
    const panel = page.getByRole('region', { name: 'Tagihan rawat inap' });
    const hd = panel.getByRole('cell', { name: 'Hemodialisa Cito', exact: true });
    await expect(hd).toHaveCount(1);
    await hd.scrollIntoViewIfNeeded();
    await layar(page, 'ranap-hd-tagihan.png');
    await page.getByRole('tab', { name: 'Hemodialisa' }).click();
    await expect(page.getByRole('table', { name: 'Sesi hemodialisa perawatan ini' })).toContainText(
      'Selesai',
    );
  });
});
