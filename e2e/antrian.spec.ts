import type { APIRequestContext } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './support/akun.ts';

/** The next Monday (Jakarta), a day Poli Umum holds a morning session in the demo schedule. */
function seninBerikut(): string {
  const jakarta = new Date(Date.now() + 7 * 3_600_000);
  const hari = jakarta.getUTCDay();
  jakarta.setUTCDate(jakarta.getUTCDate() + ((8 - hari) % 7 || 7));
  return jakarta.toISOString().slice(0, 10);
}

/** Registers a demo patient at Poli Umum on that day through the API, as the registration desk would. */
async function daftarkanKePoliUmum(
  api: APIRequestContext,
  tanggal: string,
): Promise<{ nomor: string; nama: string }> {
  const poli = (await (await api.get('/api/v1/master/poli?limitless=true')).json()) as {
    respon: { uid: string; kode: string }[];
  };
  const umum = poli.respon.find((p) => p.kode === 'UMUM');
  expect(umum).toBeTruthy();
  const kuota = (await (
    await api.get(`/api/v1/pendaftaran/kuota?poli=${umum?.uid}&tanggal=${tanggal}`)
  ).json()) as { respon: { dokter: { dokter_uid: string }[] } };
  const dokter = kuota.respon.dokter[0]?.dokter_uid;
  expect(dokter).toBeTruthy();
  const pasien = (await (await api.get('/api/v1/pasien?limit=10&sementara=false')).json()) as {
    respon: { uid: string; nama: string }[];
  };
  for (const p of pasien.respon) {
    const res = await api.post('/api/v1/pendaftaran', {
      data: { pasien_uid: p.uid, poli_uid: umum?.uid, dokter_uid: dokter, tanggal, penjamin: 'UMUM' },
    });
    if (res.status() === 201) {
      const { respon } = (await res.json()) as { respon: { nomor_antrian: string } };
      return { nomor: respon.nomor_antrian, nama: p.nama };
    }
  }
  throw new Error('tidak ada pasien demo yang bisa didaftarkan');
}

test('petugas poli memanggil pasien, memulai pelayanan dan meneruskannya ke dokter; dokter menyelesaikan', async ({
  page,
  login,
  shell,
  adminApi,
}) => {
  const tanggal = seninBerikut();
  const { nomor, nama } = await daftarkanKePoliUmum(adminApi, tanggal);
  // The screen opens on "today": make the browser's today that Monday morning.
  await page.clock.setFixedTime(new Date(`${tanggal}T09:00:00+07:00`));
  const baris = page.getByRole('row').filter({ hasText: nomor });
  const chip = (label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

  await test.step('Petugas poli membuka Antrian Klinik untuk Poli Umum', async () => {
    await login.buka();
    await login.masuk('poli', DEMO_PASSWORD);
    await shell.bukaMenu('Antrian Klinik');
    await expect(shell.judulLayar('Antrian Klinik')).toBeVisible();
    await page.getByRole('combobox', { name: 'Poli' }).click();
    await page.getByRole('option', { name: 'Poli Umum', exact: true }).click();
    await expect(baris).toContainText(nama);
    await expect(baris).toContainText('Menunggu');
    await expect(chip('Menunggu')).toHaveText(/Menunggu \(1\)/);
    await simpanLayar(page, 'antrian-klinik.png');
  });

  await test.step('Petugas memanggil pasien: panggilan tercatat, status tetap Menunggu', async () => {
    await baris.getByRole('button', { name: `Panggil ${nomor}` }).click();
    await expect(
      page.getByText(new RegExp(`Memanggil ${nomor}|Panggil ${nomor} secara langsung`)),
    ).toBeVisible();
    await expect(baris).toContainText('Dipanggil 1×');
    await expect(baris).toContainText('Menunggu');
  });

  await test.step('Petugas memulai pelayanan, lalu menyelesaikan asesmen perawat', async () => {
    await baris.getByRole('button', { name: 'Mulai Layani' }).click();
    await expect(baris).toContainText('Sedang Proses');
    await expect(chip('Sedang Proses')).toHaveText(/Sedang Proses \(1\)/);
    await expect(chip('Menunggu')).toHaveText(/Menunggu \(0\)/);
    await baris.getByRole('button', { name: 'Selesai Asesmen Perawat' }).click();
    await expect(baris).toContainText('Menunggu Dokter');
    await expect(chip('Menunggu Dokter')).toHaveText(/Menunggu Dokter \(1\)/);
    // Only the doctor finishes a clinic visit: the nurse is not offered 'Selesai'.
    await expect(baris.getByRole('button', { name: 'Selesai', exact: true })).toHaveCount(0);
    await simpanLayar(page, 'antrian-klinik-menunggu-dokter.png');
  });

  await test.step('Dokter membuka antrian yang sama dan menyelesaikan pelayanan', async () => {
    await shell.keluar();
    await login.masuk('dokter', DEMO_PASSWORD);
    await shell.bukaMenu('Antrian Klinik');
    // The clinic chosen last on this browser is remembered.
    await expect(page.getByRole('combobox', { name: 'Poli' })).toHaveText('Poli Umum');
    await baris.getByRole('button', { name: 'Selesai', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Selesaikan Pelayanan' });
    await expect(dialog).toContainText(nomor);
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect(baris).toContainText('Selesai');
    await expect(chip('Selesai')).toHaveText(/Selesai \(1\)/);
    await expect(baris.getByRole('button', { name: `Panggil ${nomor}` })).toHaveCount(0);
    await simpanLayar(page, 'antrian-klinik-selesai.png');
  });
});
