import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD, layaniPasienDemo, seninBerikut } from './support/index.ts';

async function ok(apa: string, res: Promise<APIResponse>) {
  const r = await res;
  expect(r.ok(), `${apa}: ${await r.text()}`).toBeTruthy();
  return r;
}

/**
 * A Poli Umum visit finished through the API as the doctor leaves it: a medical assessment, a
 * primary diagnosis (S61.9), an ICD-9-CM code, the follow-up, the queue closed. No nursing
 * assessment and no final resume yet: those are what completeness will miss.
 */
async function kunjunganSelesai(api: APIRequestContext) {
  const l = await layaniPasienDemo(api, { poli: 'UMUM', tanggal: seninBerikut(), limit: 80, mulaiDari: 45 });
  const u = `/api/v1/pelayanan/${l.layanan_uid}`;
  await ok(
    'asesmen medis',
    api.post(`${u}/asesmen`, {
      data: {
        jenis: 'MEDIS',
        isi: { subjektif: 'Luka robek jari telunjuk kanan', asesmen: 'Vulnus laceratum', plan: 'Hecting' },
      },
    }),
  );
  await ok('diagnosis', api.post(`${u}/diagnosis`, { data: { kode_icd10: 'S61.9', jenis: 'UTAMA' } }));
  await ok('prosedur', api.post(`${u}/prosedur`, { data: { kode_icd9: '86.59' } }));
  await ok(
    'tindak lanjut',
    api.put(`${u}/tindak-lanjut`, { data: { jenis: 'PULANG', kondisi_pulang: 'Membaik' } }),
  );
  await ok('selesai', api.put(`/api/v1/antrian/${l.antrian_uid}/status`, { data: { status: 'DONE' } }));
  return l;
}

test('petugas RM mengoreksi kode diagnosis dan memantau kelengkapan rekam medis', async ({
  page,
  login,
  shell,
  adminApi,
}) => {
  const l = await kunjunganSelesai(adminApi);
  const nama = l.pasien.nama;

  await test.step('Petugas RM membuka worklist koding dan memilih kunjungan', async () => {
    await login.buka();
    await login.masuk('rm', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/');
    await page.goto('/koding-rm');
    await expect(shell.judulLayar('Koding Rekam Medis')).toBeVisible();
    await page.getByPlaceholder('Cari nama atau No. RM…').fill(l.pasien.no_rm);
    // The row of that No. RM: before the search answers, the list still shows every visit.
    const baris = page.getByRole('row').filter({ hasText: l.pasien.no_rm }).filter({ hasText: nama });
    await expect(baris).toBeVisible();
    await expect(baris.getByText('Belum dikode')).toBeVisible();
    await expect(baris.getByText('S61.9')).toBeVisible();
    await simpanLayar(page, 'rm-koding-worklist.png');
    await baris.click();
    await expect(shell.judulLayar('Koding Pelayanan')).toBeVisible();
  });

  const dokter = page.getByRole('table', { name: 'Diagnosis dokter' });
  const koder = page.getByRole('table', { name: 'Diagnosis koder' });

  await test.step('Koder mengganti S61.9 dengan S61.0 sebagai diagnosis utama dan mencatat alasannya', async () => {
    await expect(dokter.getByText('S61.9')).toBeVisible();
    await expect(koder.getByText('S61.9')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Prosedur dokter' }).getByText('86.59')).toBeVisible();
    await page.getByRole('combobox', { name: 'Tambah diagnosis ICD-10' }).fill('S61.0');
    await page.getByRole('option', { name: /^S61\.0/ }).click();
    await expect(koder.getByText('S61.0')).toBeVisible();
    await page.getByRole('radio', { name: 'Jadikan S61.0 diagnosis utama' }).check();
    await page.getByRole('button', { name: 'Hapus S61.9' }).click();
    await expect(page.getByText('Tuliskan alasan perubahan kode pada catatan')).toBeVisible();
    await page
      .getByLabel('Catatan perubahan (wajib)')
      .fill('Luka pada jari tanpa kerusakan kuku (laporan tindakan)');
    await simpanLayar(page, 'rm-koding-koreksi.png');
    await page.getByRole('button', { name: 'Simpan Koreksi' }).click();
    await expect(page.getByText(/Dikoreksi oleh/)).toBeVisible();
    // The doctor's own code is still there, beside the coder's.
    await expect(dokter.getByText('S61.9')).toBeVisible();
    await expect(koder.getByText('S61.9')).toHaveCount(0);
    await expect(koder.getByText('S61.0')).toBeVisible();
    await simpanLayar(page, 'rm-koding-tersimpan.png');
  });

  // By No. RM as well: the demo patients are shared between journeys, and a name can be part of
  // another's ('By. Ny. Dewi Anggraini').
  const barisKelengkapan = page
    .getByRole('row')
    .filter({ hasText: l.pasien.no_rm })
    .filter({ hasText: nama });

  await test.step('Kelengkapan: kunjungan masih kurang asesmen keperawatan dan resume final', async () => {
    await page.goto('/kelengkapan-rm');
    await expect(shell.judulLayar('Kelengkapan Rekam Medis')).toBeVisible();
    await expect(barisKelengkapan).toBeVisible();
    await expect(barisKelengkapan.getByText('Asesmen keperawatan')).toBeVisible();
    await expect(barisKelengkapan.getByText('Resume medis final')).toBeVisible();
    await expect(barisKelengkapan.getByText(/dikode/)).toHaveCount(0);
    await expect(barisKelengkapan.getByText('Belum lengkap')).toBeVisible();
    await simpanLayar(page, 'rm-kelengkapan-kurang.png');
  });

  await test.step('Perawat dan dokter melengkapi; rekam medis menjadi lengkap', async () => {
    const u = `/api/v1/pelayanan/${l.layanan_uid}`;
    await ok(
      'asesmen perawat',
      adminApi.post(`${u}/asesmen`, {
        data: {
          jenis: 'KEPERAWATAN_POLI',
          isi: { keluhan_utama: 'Luka robek jari', tanda_vital: { td_sistolik: 120, td_diastolik: 80 } },
        },
      }),
    );
    await ok(
      'resume final',
      adminApi.post(`/api/v1/resume-medis/${l.layanan_uid}/final`, { data: { jenis: 'RJ' } }),
    );
    await page.reload();
    await expect(barisKelengkapan).toBeVisible();
    await expect(barisKelengkapan.getByText('Semua dokumen ada')).toBeVisible();
    await expect(barisKelengkapan.getByText('Lengkap', { exact: true })).toBeVisible();
    await simpanLayar(page, 'rm-kelengkapan-lengkap.png');
  });
});
