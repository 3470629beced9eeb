import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './support/index.ts';

interface Penghuni {
  layanan_uid: string;
  nama: string;
}
interface Papan {
  ruangan: { kode: string; kamar: { bed: { penghuni: Penghuni | null }[] }[] }[];
}
interface TagihanRanap {
  kunjungan_uid: string;
  penjamin: string;
  jumlah_hari: number;
  kamar: { nama: string; hari: number }[];
}

// A demo patient lying in Mawar (Kelas 2), an UMUM stay of a few days: the cashier sees the
// stay's room days on the bill and is told the final bill waits for the discharge.
test('Kasir membuka tagihan pasien rawat inap: hari rawat per kelas, deposit diminta, belum boleh dibayar', async ({
  page,
  login,
  shell,
  apiSebagai,
}) => {
  const dokterApi = await apiSebagai('dokter');
  const papan = (await (await dokterApi.get('/api/v1/ranap/bed-board')).json()) as Papan;
  const penghuni = papan.ruangan
    .filter((r) => r.kode === 'MWR')
    .flatMap((r) => r.kamar.flatMap((k) => k.bed.map((b) => b.penghuni)))
    .filter((p): p is Penghuni => p !== null);
  let stay: { p: Penghuni; t: TagihanRanap } | null = null;
  for (const p of penghuni) {
    const res = await dokterApi.get(`/api/v1/ranap/perawatan/${p.layanan_uid}/tagihan`);
    expect(res.status(), await res.text()).toBe(200);
    const t = ((await res.json()) as { respon: TagihanRanap }).respon;
    if (t.penjamin === 'UMUM') stay = { p, t };
  }
  if (!stay) throw new Error('tidak ada pasien UMUM di Mawar');
  const { p, t } = stay;
  const kamar = t.kamar[0];
  if (!kamar) throw new Error('belum ada hari kamar');

  await test.step('Perawat melihat tagihan berjalan di dashboard pasien rawat inap', async () => {
    await login.buka();
    await login.masuk('perawat', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/');
    await page.goto(`/rawat-inap/dashboard-inap/${p.layanan_uid}`);
    await page.getByRole('tab', { name: 'Tagihan' }).click();
    const panel = page.getByRole('region', { name: 'Tagihan rawat inap' });
    await expect(panel.getByText(`${t.jumlah_hari} hari`, { exact: true })).toBeVisible();
    await expect(panel.getByRole('cell', { name: `${kamar.nama} — ${kamar.hari} hari` })).toBeVisible();
    await expect(panel.getByText(/^Diminta saat masuk: Rp/)).toBeVisible();
    await simpanLayar(page, 'ranap-tagihan-bangsal.png');
    await page.context().clearCookies();
  });

  await test.step('Kasir mencari pasien rawat inap di antrian kasir', async () => {
    await login.buka();
    await login.masuk('kasir', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/');
    await page.goto('/antrian-kasir');
    await page.getByPlaceholder('Cari nama atau No. RM…').fill(p.nama);
    await page.getByRole('cell', { name: p.nama }).first().click();
    await page.waitForURL(`**/antrian-kasir/${t.kunjungan_uid}`);
    await expect(shell.judulLayar('Detail Tagihan')).toBeVisible();
  });

  await test.step('Tagihan memperlihatkan hari rawat per kelas dan deposit yang diminta', async () => {
    const ranap = page.getByRole('region', { name: 'Rawat inap' });
    await expect(ranap.getByRole('heading', { name: `Rawat Inap — ${t.jumlah_hari} hari` })).toBeVisible();
    await expect(ranap.getByText('Masih dirawat', { exact: true })).toBeVisible();
    await expect(ranap.getByRole('cell', { name: `${kamar.nama} — ${kamar.hari} hari` })).toBeVisible();
    // The bill's Kamar & Akomodasi group folds the day lines the same way.
    await expect(page.getByText(`${kamar.nama} — ${kamar.hari} hari`).nth(1)).toBeVisible();
    await expect(page.getByText('Deposit diminta saat masuk:')).toBeVisible();
  });

  await test.step('Selama pasien masih dirawat, tagihan akhir belum dapat dibayar', async () => {
    await expect(
      page.getByText('Pasien masih dirawat; tagihan akhir dibayar setelah pasien dipulangkan.').last(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Bayar Rp/ })).toHaveCount(0);
    await simpanLayar(page, 'ranap-tagihan-kasir.png');
  });
});
