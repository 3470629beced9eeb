import type { APIRequestContext } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import { masukSebagai, menuAntrian, ok, tutupToast } from './support/index.ts';

/**
 * Issue 17 points 5 and 10: a doctor starts a waiting patient at a clinic without a nurse, and the
 * queue screen fits a clinic's day: the user's own clinic first, one line per row, the main step as
 * a button and the rest in the row's '⋮' menu, fifteen rows on a 1280×900 screen.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** The Tuesday after next (Jakarta): dr. Andi (Penyakit Dalam), Poli Umum and Poli Gigi all sit then,
 * and no other journey registers on that day. */
function selasaDepan(): string {
  const jakarta = new Date(Date.now() + 7 * 3_600_000);
  jakarta.setUTCDate(jakarta.getUTCDate() + ((9 - jakarta.getUTCDay()) % 7 || 7) + 7);
  return jakarta.toISOString().slice(0, 10);
}

interface Terdaftar {
  poli: string;
  nomor: string;
  nama: string;
}

/** Registers `jumlah` demo patients at each clinic in turn (round robin), as the desk would. */
async function daftarkanBergiliran(
  api: APIRequestContext,
  tanggal: string,
  kode: string[],
  jumlah: number,
): Promise<Terdaftar[]> {
  const polis = (
    (await (await api.get('/api/v1/master/poli?limitless=true')).json()) as {
      respon: { uid: string; kode: string }[];
    }
  ).respon;
  const pasien = (
    (await (await api.get('/api/v1/pasien?limit=80&sementara=false')).json()) as {
      respon: { uid: string; nama: string }[];
    }
  ).respon;
  const dokter: Record<string, string> = {};
  for (const k of kode) {
    const uid = polis.find((p) => p.kode === k)?.uid ?? '';
    const kuota = (await (
      await api.get(`/api/v1/pendaftaran/kuota?poli=${uid}&tanggal=${tanggal}`)
    ).json()) as {
      respon: { dokter: { dokter_uid: string }[] };
    };
    dokter[k] = kuota.respon.dokter[0]?.dokter_uid ?? '';
  }
  const hasil: Terdaftar[] = [];
  let i = 0;
  for (let n = 0; n < jumlah; n++)
    for (const k of kode) {
      const ps = pasien[i++];
      if (!ps) throw new Error('pasien demo habis');
      const res = await api.post('/api/v1/pendaftaran', {
        data: {
          pasien_uid: ps.uid,
          poli_uid: polis.find((p) => p.kode === k)?.uid,
          dokter_uid: dokter[k],
          tanggal,
          penjamin: 'UMUM',
        },
      });
      const { respon } = (await ok(res)) as { respon: { nomor_antrian: string } };
      hasil.push({ poli: k, nomor: respon.nomor_antrian, nama: ps.nama });
    }
  return hasil;
}

test('antrian klinik: poli sendiri di atas, satu baris per pasien, dokter memulai pasien tanpa perawat', async ({
  page,
  shell,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const tanggal = selasaDepan();
  // Gigi, Umum, Penyakit Dalam in turn: by number alone the list would read B-001, A-001, D-001…
  const daftar = await daftarkanBergiliran(adminApi, tanggal, ['GIGI', 'UMUM', 'INTERNA'], 6);
  expect(daftar).toHaveLength(18);
  const dalam = daftar.filter((d) => d.poli === 'INTERNA');
  const umum = daftar.filter((d) => d.poli === 'UMUM');
  const pertama = dalam[0] ?? { poli: '', nomor: '', nama: '' };
  await page.clock.setFixedTime(new Date(`${tanggal}T09:00:00+07:00`));
  const baris = page.locator('tbody tr');
  const barisNomor = (nomor: string) => page.getByRole('row').filter({ hasText: nomor });

  await test.step('dr. Andi membuka Antrian Klinik: pasien Poli Penyakit Dalam miliknya di atas', async () => {
    await masukSebagai(page, 'dokter');
    await shell.bukaMenu('Antrian Klinik');
    await expect(shell.judulLayar('Antrian Klinik')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Poli' })).toHaveText('Semua poli');
    await expect(baris).toHaveCount(15);
    // His own clinic first, by number; then clinic by clinic, never interleaved.
    for (const [i, d] of dalam.entries()) await expect(baris.nth(i)).toContainText(d.nomor);
    for (let i = 0; i < dalam.length; i++) await expect(baris.nth(i)).toContainText('Poli Penyakit Dalam');
    await expect(baris.nth(dalam.length)).toContainText('Poli Gigi');
    await expect(baris.nth(14)).toContainText('Poli Umum');
  });

  await test.step('Lima belas baris terlihat utuh tanpa menggulir, satu baris per pasien', async () => {
    for (let i = 0; i < 15; i++) await expect(baris.nth(i)).toBeInViewport({ ratio: 1 });
    const tinggi = await baris.evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
    // One line: buttons, chip and text side by side (a wrapped row was ~150 px).
    for (const h of tinggi) expect(h).toBeLessThan(44);
    await simpanLayar(page, 'antrian-layar-dokter.png');
  });

  await test.step('Aksi utama sebagai tombol, sisanya di menu ⋮', async () => {
    const r = barisNomor(pertama.nomor);
    await expect(r.getByRole('button', { name: 'Mulai Layani' })).toBeVisible();
    await expect(r.getByRole('button', { name: `Panggil ${pertama.nomor}` })).toBeVisible();
    await r.getByRole('button', { name: `Aksi lain ${pertama.nomor}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Asesmen Medis', 'Resume Medis']);
    await simpanLayar(page, 'antrian-layar-menu.png');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    // Poli Umum has nurses: there the doctor waits for the nursing assessment.
    const u = barisNomor(umum[0]?.nomor ?? '');
    await expect(u).toContainText('Menunggu asesmen perawat');
    await expect(u.getByRole('button', { name: 'Mulai Layani' })).toHaveCount(0);
  });

  await test.step('Dokter memanggil dan memulai pasiennya sendiri, lalu menyelesaikannya', async () => {
    const r = barisNomor(pertama.nomor);
    await r.getByRole('button', { name: `Panggil ${pertama.nomor}` }).click();
    await expect(r.getByTitle(/^Dipanggil 1×/)).toBeVisible();
    await r.getByRole('button', { name: 'Mulai Layani' }).click();
    await expect(r).toContainText('Sedang Proses');
    await tutupToast(page);
    await r.getByRole('button', { name: 'Selesai', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Selesaikan Pelayanan' });
    await expect(dialog).toContainText(pertama.nomor);
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect(r).toContainText('Selesai');
    await tutupToast(page);
  });

  await test.step('Administrator mewajibkan asesmen perawat sebelum dokter di Poli Gigi', async () => {
    await shell.keluar();
    await masukSebagai(page, 'admin');
    await shell.bukaMenu('Poliklinik');
    const gigi = page.getByRole('row').filter({ hasText: 'Poli Gigi' });
    await expect(gigi).toContainText('Tidak wajib');
    await expect(page.getByRole('row').filter({ hasText: 'Poli Umum' })).toContainText('Sebelum dokter');
    await gigi.getByRole('button', { name: /^Ubah poliklinik GIGI$/i }).click();
    const form = page.getByRole('dialog', { name: /^Ubah Poliklinik/ });
    const saklar = form.getByLabel('Dokter menunggu asesmen perawat');
    await expect(saklar).not.toBeChecked();
    await saklar.check();
    await simpanLayar(page, 'antrian-layar-poli-form.png');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form).toBeHidden();
    await expect(gigi).toContainText('Sebelum dokter');
  });

  await test.step('dr. Andi kini tidak dapat memulai pasien Poli Gigi sebelum perawat', async () => {
    await shell.keluar();
    await masukSebagai(page, 'dokter');
    await shell.bukaMenu('Antrian Klinik');
    const b = barisNomor(daftar.find((d) => d.poli === 'GIGI')?.nomor ?? '');
    await expect(b).toContainText('Menunggu asesmen perawat');
    await expect(b.getByRole('button', { name: 'Mulai Layani' })).toHaveCount(0);
  });

  await test.step('Perawat Poli Umum melihat poli sendiri di atas; Kembalikan ke Antrian lewat menu', async () => {
    await shell.keluar();
    await masukSebagai(page, 'poli');
    await shell.bukaMenu('Antrian Klinik');
    for (const [i, d] of umum.entries()) await expect(baris.nth(i)).toContainText(d.nomor);
    const nomor = umum[0]?.nomor ?? '';
    const r = barisNomor(nomor);
    await r.getByRole('button', { name: 'Mulai Layani' }).click();
    await expect(r).toContainText('Sedang Proses');
    await expect(r.getByRole('button', { name: 'Selesai Asesmen Perawat' })).toBeVisible();
    await tutupToast(page);
    await r.getByRole('button', { name: `Aksi lain ${nomor}` }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Kembalikan ke Antrian',
      'Asesmen Keperawatan',
      'Asesmen Ulang Keperawatan',
    ]);
    await page.keyboard.press('Escape');
    await menuAntrian(page, nomor, 'Kembalikan ke Antrian');
    await expect(r).toContainText('Menunggu');
    await expect(r.getByRole('button', { name: 'Mulai Layani' })).toBeVisible();
    await tutupToast(page);
    await simpanLayar(page, 'antrian-layar-perawat.png');
  });
});
