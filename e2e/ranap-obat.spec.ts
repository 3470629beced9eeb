import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD, uidObat } from './support/index.ts';

interface Penghuni {
  layanan_uid: string;
  nama: string;
}
interface Papan {
  ruangan: { kode: string; kamar: { bed: { penghuni: Penghuni | null }[] }[] }[];
}

test('dokter menjadikan resep rawat inap rencana pemberian; perawat memberi dan menunda dosis di MAR', async ({
  page,
  login,
  shell,
  apiSebagai,
}) => {
  // A demo patient lying in Mawar (Kelas 2) under dr. Andi, found on the bed board.
  const dokterApi = await apiSebagai('dokter');
  const papan = (await (await dokterApi.get('/api/v1/ranap/bed-board')).json()) as Papan;
  const pasien = papan.ruangan
    .find((r) => r.kode === 'MWR')
    ?.kamar.flatMap((k) => k.bed.map((b) => b.penghuni))
    .find((p) => p !== null);
  if (!pasien) throw new Error('tidak ada pasien di Mawar');
  const uid = pasien.layanan_uid;
  const resep = await dokterApi.post(`/api/v1/pelayanan/${uid}/resep`, {
    data: {
      detail: [
        {
          jenis: 'NON_RACIKAN',
          config: { position: 1 },
          produk_uid: await uidObat(dokterApi, 'Paracetamol 500 mg Tablet'),
          jumlah: 10,
          satuan: 'tablet',
          aturan_pakai: '3 x 1 sesudah makan',
        },
      ],
    },
  });
  expect(resep.status(), await resep.text()).toBe(201);
  // A procedure charged on the stay: priced at the Mawar bed's class (Kelas 2).
  const pilihan = (await (
    await dokterApi.get(`/api/v1/pelayanan/${uid}/tindakan/pilihan?limit=50`)
  ).json()) as {
    respon: { uid: string; nama: string; harga: number | null }[];
  };
  const tindakan = pilihan.respon.find((p) => p.harga !== null);
  if (!tindakan) throw new Error('tidak ada tindakan bertarif');
  const catat = await dokterApi.post(`/api/v1/pelayanan/${uid}/tindakan`, {
    data: { tindakan_uid: tindakan.uid, jumlah: 1 },
  });
  expect(catat.status(), await catat.text()).toBe(201);

  await test.step('Dokter melihat order dan tindakan perawatan', async () => {
    await login.buka();
    await login.masuk('dokter', DEMO_PASSWORD);
    await expect(login.judul).toBeHidden();
    await page.goto(`/rawat-inap/dashboard-inap/${uid}?tab=order`);
    await expect(page.getByRole('region', { name: 'Order Penunjang' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Resep', exact: true }).getByText('3 x 1 sesudah makan').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Tindakan', exact: true }).getByText(tindakan.nama),
    ).toBeVisible();
    const biaya = page.getByRole('region', { name: 'Biaya Order dan Tindakan' });
    await expect(biaya.getByRole('row').filter({ hasText: tindakan.nama })).toContainText('Kelas 2');
    await biaya.scrollIntoViewIfNeeded();
    await simpanLayar(page, 'ranap-obat-order.png');
  });

  await test.step("Dokter menjadikan baris resep rencana pemberian: jam diusulkan dari '3 x 1'", async () => {
    await page.getByRole('tab', { name: 'Obat', exact: true }).click();
    const resepPerawatan = page.getByRole('region', { name: 'Resep Perawatan' });
    await resepPerawatan.getByRole('button', { name: 'Jadikan rencana pemberian' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Jadikan Rencana Pemberian' });
    await expect(dialog.getByRole('textbox', { name: 'Jam pemberian' })).toHaveValue('06:00, 14:00, 22:00');
    await dialog.getByRole('textbox', { name: 'Dosis' }).fill('500 mg');
    await dialog.getByRole('button', { name: 'Simpan Rencana' }).click();
    await expect(dialog).toBeHidden();
    await expect(resepPerawatan.getByText('Sudah direncanakan').first()).toBeVisible();
  });

  await test.step('Dokter menambah rencana ceftriaxone IV dua kali sehari', async () => {
    await page.getByRole('button', { name: 'Tambah Rencana' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Rencana Pemberian Obat' });
    await dialog.getByRole('textbox', { name: 'Nama obat' }).fill('Ceftriaxone 1 g');
    await dialog.getByRole('textbox', { name: 'Dosis' }).fill('1 g');
    await dialog.getByRole('combobox', { name: 'Rute' }).fill('IV');
    await dialog.getByRole('button', { name: '2x sehari' }).click();
    await dialog.getByRole('button', { name: 'Simpan Rencana' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Jadwal pemberian obat' }).getByText('Ceftriaxone 1 g'),
    ).toBeVisible();
  });

  await test.step('Perawat memberi dosis pagi dan menunda dosis siang dengan alasan', async () => {
    await shell.keluar();
    await login.masuk('perawat', DEMO_PASSWORD);
    await expect(login.judul).toBeHidden();
    await page.goto(`/rawat-inap/dashboard-inap/${uid}?tab=obat`);
    const mar = page.getByRole('table', { name: 'Jadwal pemberian obat' });
    const pagi = mar.getByLabel('Ceftriaxone 1 g pukul 06:00');
    const beri = pagi.getByRole('button', { name: 'Beri', exact: true });
    // A dose may be given from an hour before its time: after midnight (WIB) and before 05:00 the
    // 06:00 dose of the day is still refused, which is what the nurse then sees.
    const jamJakarta = (new Date().getUTCHours() + 7) % 24;
    if (jamJakarta < 5) {
      await expect(beri).toBeDisabled();
    } else {
      await beri.click();
      await expect(pagi.getByText('Diberikan', { exact: true })).toBeVisible();
    }
    const siang = mar.getByLabel(/Paracetamol 500 mg Tablet pukul 14:00/);
    await siang.getByRole('button', { name: 'Tunda' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'Alasan penundaan' })
      .fill('Pasien sedang pemeriksaan radiologi');
    await dialog.getByRole('button', { name: 'Tunda' }).click();
    await expect(siang.getByText('Ditunda', { exact: true })).toBeVisible();
    await expect(siang.getByText(/Pasien sedang pemeriksaan radiologi/)).toBeVisible();
    // The doctor's plan buttons are not the nurse's.
    await expect(page.getByRole('button', { name: 'Tambah Rencana' })).toHaveCount(0);
    await simpanLayar(page, 'ranap-obat-mar.png');
  });
});
