import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { request as requestPlaywright } from '@playwright/test';
import { expect, simpanLayar, test } from './fixtures.ts';
import {
  DEMO_PASSWORD,
  layaniPasienDemo,
  masukSebagai,
  ok,
  ServerHari,
  tutupToast,
} from './support/index.ts';

// A stay from the emergency room to the cashier, lived through three days on a server of its own
// (docs/ranap.md "Testing a stay's days"): the server is restarted each morning with its clock set
// to that day, on the same embedded database.

/** 'YYYY-MM-DD' in Jakarta, `hari` days from today. */
function tanggal(hari: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + hari * 86_400_000).toISOString().slice(0, 10);
}
const D1 = tanggal(-2);
const D2 = tanggal(-1);
const D3 = tanggal(0);

interface Stay {
  layanan_uid: string;
  kunjungan_uid: string;
  nama: string;
  no_rm: string;
  order_lab: string;
}

/** A browser page and API contexts against the journey's own server, its clock at the server's. */
async function hari(browser: Browser, server: ServerHari) {
  const waktu = ((await (await fetch(`${server.baseURL}/api/v1/health`)).json()) as { waktu: string }).waktu;
  const context: BrowserContext = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1280, height: 800 },
  });
  const page: Page = await context.newPage();
  // The browser's clock runs from the server's: forms default their times to "now".
  await page.clock.install({ time: new Date(waktu) });
  const apis: APIRequestContext[] = [];
  const api = async (username: string) => {
    const a = await requestPlaywright.newContext({ baseURL: server.baseURL });
    const res = await a.post('/api/v1/auth/login', { data: { username, password: DEMO_PASSWORD } });
    expect(res.status(), `login ${username}`).toBe(200);
    apis.push(a);
    return a;
  };
  const tutup = async () => {
    for (const a of apis) await a.dispose();
    await context.close();
  };
  return { page, api, tutup };
}

test('perjalanan rawat inap: dari IGD ke Kelas 2 dengan deposit, dua hari CPPT dan TTV, lab, obat, pindah ke Kelas 1, pulang dengan resume, kasir, bed dibersihkan, sensus dan BOR', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const server = new ServerHari();
  let stay: Stay = { layanan_uid: '', kunjungan_uid: '', nama: '', no_rm: '', order_lab: '' };
  try {
    // ---------------------------------------------------------------- Day 1 ----
    await server.mulai(`${D1}T08:00:00+07:00`);
    let h = await hari(browser, server);
    let page = h.page;

    await test.step('Hari 1: dokter IGD merujuk pasien ke rawat inap Kelas 2', async () => {
      const admin = await h.api('admin');
      // A demo patient not lying in the demo wards: the last of the list with no stay.
      const dirawat = (await (await admin.get('/api/v1/ranap/pasien?limit=100')).json()) as {
        respon: { pasien: { uid: string } }[];
      };
      const semua = (await (await admin.get('/api/v1/pasien?limit=60&sementara=false')).json()) as {
        respon: { uid: string }[];
      };
      const sedang = new Set(dirawat.respon.map((r) => r.pasien.uid));
      const mulaiDari = semua.respon.findLastIndex((x) => !sedang.has(x.uid));
      const igd = await layaniPasienDemo(admin, { poli: 'IGD', tanggal: D1, limit: 60, mulaiDari });
      const dokter = await h.api('dokter');
      await ok(
        await dokter.post(`/api/v1/pelayanan/${igd.layanan_uid}/diagnosis`, {
          data: { kode_icd10: 'A09.9', jenis: 'UTAMA' },
        }),
      );
      await ok(
        await dokter.put(`/api/v1/pelayanan/${igd.layanan_uid}/tindak-lanjut`, {
          data: { jenis: 'RANAP', kelas_diminta: 'KELAS_2', alasan: 'Diare akut dengan dehidrasi sedang' },
        }),
      );
      stay = { ...stay, kunjungan_uid: igd.kunjungan_uid, nama: igd.pasien.nama, no_rm: igd.pasien.no_rm };
    });

    await test.step('Hari 1: petugas admisi menerima pasien ke bed Kelas 2', async () => {
      await masukSebagai(page, 'pendaftaran');
      await page.goto('/pasien-rujuk-ranap');
      await page.getByPlaceholder('Cari nama atau No. RM…').fill(stay.no_rm);
      const baris = page.getByRole('row', { name: new RegExp(stay.nama) });
      await baris.getByRole('button', { name: 'Terima Pasien' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Bed' }).click();
      // The requested class comes first: Mawar, Kelas 2.
      await pilihBed(page, 'Mawar');
      await expect(dialog.getByText('Deposit diminta: Rp 2.000.000')).toBeVisible();
      await dialog.getByRole('combobox', { name: 'DPJP' }).click();
      await page.getByRole('option', { name: /Andi Pratama/ }).click();
      await dialog.getByRole('combobox', { name: 'Diagnosis masuk (ICD-10)' }).fill('A09');
      await page.getByRole('option').first().click();
      await dialog.getByRole('textbox', { name: 'Nama penanda tangan' }).fill('Siti Aminah');
      await dialog.getByRole('combobox', { name: 'Hubungan dengan pasien' }).click();
      await page.getByRole('option', { name: 'Istri', exact: true }).click();
      await dialog.getByRole('button', { name: 'Terima Pasien' }).click();
      await expect(page.getByText(/Pasien diterima di Mawar, kamar MWR-\d+, bed [A-Z]/)).toBeVisible();
      const admin = await h.api('admin');
      const daftar = (await (await admin.get(`/api/v1/ranap/pasien?search=${stay.no_rm}`)).json()) as {
        respon: { layanan_uid: string; kelas_tagih: string }[];
      };
      const r = daftar.respon[0];
      expect(r?.kelas_tagih).toBe('KELAS_2');
      stay = { ...stay, layanan_uid: r?.layanan_uid ?? '' };
    });

    await test.step('Hari 1: kasir menerima deposit Rp 2.000.000 yang diminta', async () => {
      await masukSebagai(page, 'kasir');
      await page.goto(`/antrian-kasir/${stay.kunjungan_uid}`);
      const bar = page.getByRole('region', { name: 'Shift kasir' });
      await expect(bar.getByText(/^Shift (kasir belum dibuka|dibuka)/)).toBeVisible();
      if (await bar.getByRole('button', { name: 'Buka Shift' }).isVisible()) {
        await bar.getByRole('button', { name: 'Buka Shift' }).click();
        const buka = page.getByRole('dialog', { name: 'Buka Shift Kasir' });
        await buka.getByRole('textbox', { name: 'Modal awal' }).fill('500000');
        await buka.getByRole('button', { name: 'Buka Shift' }).click();
        await expect(buka).toBeHidden();
      }
      const panel = page.getByRole('region', { name: 'Deposit' });
      await expect(page.getByText('Deposit diminta saat masuk:')).toBeVisible();
      await panel.getByRole('button', { name: 'Terima Deposit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Terima Deposit' });
      await dialog.getByRole('textbox', { name: 'Jumlah deposit' }).fill('2000000');
      await dialog.getByRole('button', { name: 'Terima Deposit' }).click();
      await page
        .getByRole('dialog', { name: /^Bukti Deposit/ })
        .getByRole('button', { name: 'Tutup' })
        .click();
      await expect(panel.getByLabel('Saldo deposit')).toHaveText('Rp 2.000.000');
    });

    await test.step('Hari 1: DPJP menulis CPPT, meminta lab dan meresepkan obat', async () => {
      await masukSebagai(page, 'dokter');
      await page.goto(`/rawat-inap/dashboard-inap/${stay.layanan_uid}?tab=cppt`);
      await page.getByRole('textbox', { name: 'S — Subjektif' }).fill('BAB cair 6 kali, lemas');
      await page.getByRole('textbox', { name: 'A — Asesmen' }).fill('Diare akut dehidrasi sedang');
      await page.getByRole('textbox', { name: 'P — Plan' }).fill('Infus RL, cek darah lengkap, diet lunak');
      await page.getByRole('button', { name: 'Simpan & Tandatangani' }).click();
      await expect(page.getByText('Catatan CPPT tersimpan')).toBeVisible();
      const dokter = await h.api('dokter');
      const katalog = (await (
        await dokter.get(`/api/v1/pelayanan/${stay.layanan_uid}/order/katalog?jenis=LABOR`)
      ).json()) as { respon: { kelompok: { items: { uid: string; nama: string }[] }[] } };
      const gds = katalog.respon.kelompok
        .flatMap((k) => k.items)
        .find((i) => i.nama === 'Glukosa Darah Sewaktu');
      const order = (await ok(
        await dokter.post(`/api/v1/pelayanan/${stay.layanan_uid}/order`, {
          data: {
            jenis: 'LABOR',
            cito: false,
            catatan_klinis: 'Diare akut',
            items: [{ pemeriksaan_lab_uid: gds?.uid }],
          },
        }),
      )) as { respon: { uid: string } };
      stay = { ...stay, order_lab: order.respon.uid };
      await ok(
        await dokter.post(`/api/v1/ranap/perawatan/${stay.layanan_uid}/rencana-obat`, {
          data: {
            nama_obat: 'Ondansetron 4 mg',
            dosis: '4 mg',
            rute: 'IV',
            jam: ['06:00', '18:00'],
            mulai: D1,
          },
        }),
      );
    });

    await test.step('Hari 1: perawat mengisi tanda vital', async () => {
      await masukSebagai(page, 'perawat');
      await page.goto(`/rawat-inap/dashboard-inap/${stay.layanan_uid}`);
      await isiTtv(page, {
        suhu: '38.2',
        nadi: '104',
        napas: '22',
        spo2: '97',
        sistol: '100',
        diastol: '65',
      });
    });
    await h.tutup();
    await server.berhenti();

    // ---------------------------------------------------------------- Day 2 ----
    await server.mulai(`${D2}T09:00:00+07:00`);
    h = await hari(browser, server);
    page = h.page;

    await test.step('Hari 2: laboratorium mengisi dan memvalidasi hasil', async () => {
      const lab = await h.api('labor');
      const uid = stay.order_lab;
      await ok(await lab.post(`/api/v1/labor/${uid}/sampel`, { data: {} }), 200);
      await ok(await lab.post(`/api/v1/labor/${uid}/proses`, { data: {} }), 200);
      const detail = (await (await lab.get(`/api/v1/labor/${uid}`)).json()) as {
        respon: { hasil: { baris: { uid: string }[] } };
      };
      await ok(
        await lab.put(`/api/v1/labor/${uid}/hasil`, {
          data: { hasil: detail.respon.hasil.baris.map((x) => ({ uid: x.uid, nilai: '98' })) },
        }),
        200,
      );
      await ok(await lab.post(`/api/v1/labor/${uid}/validasi`, { data: {} }), 200);
    });

    await test.step('Hari 2: perawat mengisi tanda vital, CPPT dan memberi obat pagi', async () => {
      await masukSebagai(page, 'perawat');
      await page.goto(`/rawat-inap/dashboard-inap/${stay.layanan_uid}`);
      await isiTtv(page, { suhu: '37.4', nadi: '88', napas: '18', spo2: '98', sistol: '115', diastol: '75' });
      await page.getByRole('tab', { name: 'CPPT', exact: true }).click();
      await page.getByRole('textbox', { name: 'S — Subjektif' }).fill('BAB cair 2 kali, mulai mau makan');
      await page
        .getByRole('textbox', { name: 'A — Asesmen' })
        .fill('Risiko kekurangan volume cairan teratasi sebagian');
      await page.getByRole('textbox', { name: 'P — Plan' }).fill('Lanjutkan infus, pantau intake-output');
      await page.getByRole('button', { name: 'Simpan & Tandatangani' }).click();
      await expect(page.getByText('Catatan CPPT tersimpan')).toBeVisible();
      await expect(page.getByTestId('kartu-cppt')).toHaveCount(2);
      await page.getByRole('tab', { name: 'Obat', exact: true }).click();
      const pagi = page
        .getByRole('table', { name: 'Jadwal pemberian obat' })
        .getByLabel('Ondansetron 4 mg pukul 06:00');
      await pagi.getByRole('button', { name: 'Beri', exact: true }).click();
      await expect(pagi.getByText('Diberikan', { exact: true })).toBeVisible();
      await page.getByRole('tab', { name: 'Tanda Vital', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Balans cairan harian' })).toBeVisible();
      await simpanLayar(page, 'ranap-alur-tanda-vital.png');
    });

    await test.step('Hari 2: pasien pindah ke Kelas 1 atas permintaan keluarga', async () => {
      await masukSebagai(page, 'pendaftaran');
      await page.goto('/pasien-ranap');
      await page.getByPlaceholder('Cari nama atau No. RM…').fill(stay.no_rm);
      await page
        .getByRole('row', { name: new RegExp(stay.nama) })
        .getByRole('button', { name: 'Pindah Kamar' })
        .click();
      const pindah = page.getByRole('dialog');
      await pindah.getByRole('combobox', { name: 'Bed' }).click();
      await pilihBed(page, 'Anggrek');
      await pindah
        .getByRole('textbox', { name: 'Alasan pindah' })
        .fill('Permintaan keluarga, naik ke Kelas 1');
      await pindah.getByRole('button', { name: 'Pindahkan' }).click();
      await expect(page.getByText(/Pasien dipindah ke Anggrek, kamar AGR-\d+, bed [A-Z]/)).toBeVisible();
    });
    await h.tutup();
    await server.berhenti();

    // ---------------------------------------------------------------- Day 3 ----
    await server.mulai(`${D3}T10:00:00+07:00`);
    h = await hari(browser, server);
    page = h.page;

    await test.step('Hari 3: DPJP memulangkan pasien dan memfinalkan resume rawat inap', async () => {
      // The stay's coding, as the doctor does it before discharge.
      const dokter = await h.api('dokter');
      await ok(
        await dokter.post(`/api/v1/pelayanan/${stay.layanan_uid}/diagnosis`, {
          data: { kode_icd10: 'A09.9', jenis: 'UTAMA' },
        }),
      );
      await masukSebagai(page, 'dokter');
      await page.goto(`/rawat-inap/dashboard-inap/${stay.layanan_uid}?tab=cppt`);
      await expect(page.getByTestId('kartu-cppt')).toHaveCount(2);
      await page.getByRole('tab', { name: 'Pulang', exact: true }).click();
      await page.getByRole('radio', { name: 'Pulang atas persetujuan dokter' }).check();
      await page.getByRole('combobox', { name: 'Kondisi saat pulang' }).click();
      await page.getByRole('option', { name: 'Membaik', exact: true }).click();
      await page.getByRole('button', { name: 'Pulangkan Pasien' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Pulangkan' }).click();
      await expect(page.getByText(/sedang dibersihkan/)).toBeVisible();
      await page.getByRole('link', { name: 'Buka Resume Medis Rawat Inap' }).click();
      await page
        .getByRole('textbox', { name: 'Terapi Pulang (Obat yang Dibawa Pulang)' })
        .fill('Oralit tiap BAB cair, zinc 20 mg 1 x 1 selama 10 hari');
      await page
        .getByRole('textbox', { name: 'Rencana Tindak Lanjut (Kontrol)' })
        .fill('Kontrol Poli Penyakit Dalam 1 minggu');
      await page.getByRole('button', { name: 'Simpan Draf' }).click();
      await expect(page.getByText('Draf tersimpan')).toBeVisible();
      await page.getByRole('button', { name: 'Finalkan' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Finalkan' }).click();
      // Finalising numbers the resume and locks the whole stay in one transaction: on a machine busy
      // with the other suites it has taken more than the default 10 s.
      await expect(page.getByText(/Final · RM\/\d{4}\/\d{2}\/\d{6}/)).toBeVisible({ timeout: 30_000 });
      const pdf = await dokter.get(`/api/v1/resume-medis/${stay.layanan_uid}/pdf?jenis=RANAP`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await simpanLayar(page, 'ranap-alur-resume.png');
    });

    await test.step('Hari 3: kasir melihat hari rawat Kelas 2 dan Kelas 1, membayar dengan deposit, mengembalikan sisanya', async () => {
      await masukSebagai(page, 'kasir');
      await page.goto(`/antrian-kasir/${stay.kunjungan_uid}`);
      const ranap = page.getByRole('region', { name: 'Rawat inap' });
      await expect(ranap.getByRole('heading', { name: 'Rawat Inap — 2 hari' })).toBeVisible();
      await expect(ranap.getByRole('cell', { name: /Kelas 2 — 1 hari/ })).toBeVisible();
      await expect(ranap.getByRole('cell', { name: /Kelas 1 — 1 hari/ })).toBeVisible();
      await expect(page.getByText('Glukosa Darah Sewaktu').first()).toBeVisible();
      await simpanLayar(page, 'ranap-alur-kasir.png');
      const bayar = page.getByRole('button', { name: /^Bayar Rp/ });
      const label = (await bayar.textContent()) ?? '';
      await bayar.click();
      const dialog = page.getByRole('dialog', { name: /Pembayaran/ });
      // The deposit pays it all (the form starts with the deposit line).
      await expect(dialog.getByText('Deposit', { exact: true }).first()).toBeVisible();
      await dialog.getByRole('button', { name: label.trim() }).click();
      await expect(page.getByText(/Pembayaran INV-\d{8}-\d{4} sebesar/)).toBeVisible();
      const kuitansi = page.getByRole('dialog', { name: /Kuitansi INV-/ });
      await kuitansi.getByRole('button', { name: 'Tutup' }).click();
      await expect(kuitansi).toBeHidden();
      await expect(page.getByText('Tagihan lunas.')).toBeVisible();
      const panel = page.getByRole('region', { name: 'Deposit' });
      await panel.getByRole('button', { name: 'Refund' }).click();
      const refund = page.getByRole('dialog', { name: 'Refund Deposit' });
      // The rest of the deposit: 2,000,000 less what the bill took.
      await expect(refund.getByRole('textbox', { name: 'Jumlah dikembalikan' })).not.toHaveValue('');
      await refund.getByRole('button', { name: 'Kembalikan' }).click();
      const bukti = page.getByRole('dialog', { name: /^Bukti Deposit DEP-/ });
      await bukti.getByRole('button', { name: 'Tutup' }).click();
      await expect(panel.getByText(/dikembalikan Rp [1-9]/)).toBeVisible();
    });

    await test.step('Hari 3: bed Kelas 1 sedang dibersihkan, perawat menandainya siap pakai', async () => {
      await masukSebagai(page, 'perawat');
      await page.goto('/bed-management');
      // The bed left this morning in Anggrek (Kelas 1), named on the board as 'Bed AGR-n X'.
      const tile = page.getByRole('button', { name: /^Bed AGR-\d+ [A-Z]: Dibersihkan$/ });
      await expect(tile).toHaveCount(1);
      const nama = (await tile.getAttribute('aria-label'))?.split(':')[0] ?? '';
      await tile.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Tandai Siap Pakai' }).click();
      await expect(page.getByRole('button', { name: `${nama}: Kosong`, exact: true })).toBeVisible();
      await tutupToast(page);
    });

    await test.step('Hari 3: sensus harian dan BOR bulan ini menghitung rawat inap ini', async () => {
      const mgmt = await h.api('management');
      const sensus = (await (await mgmt.get(`/api/v1/ranap/sensus?tanggal=${D3}`)).json()) as {
        respon: {
          ruangan: { nama: string; keluar_hidup: number; pasien: { keluar_hidup: { nama: string }[] } }[];
        };
      };
      const anggrek = sensus.respon.ruangan.find((r) => r.nama === 'Anggrek');
      expect(anggrek?.keluar_hidup).toBe(1);
      expect(anggrek?.pasien.keluar_hidup.map((p) => p.nama)).toEqual([stay.nama]);
      // The month of the discharge: the stay's two days (discharge date minus admission date) and
      // its one discharge count in Anggrek, the last ward; the demo patients are all still in.
      const bulan = (await (await mgmt.get(`/api/v1/ranap/indikator?bulan=${D3.slice(0, 7)}`)).json()) as {
        respon: {
          ruangan: { nama: string; pasien_keluar: number; lama_dirawat: number; bor: number | null }[];
        };
      };
      const ind = bulan.respon.ruangan.find((r) => r.nama === 'Anggrek');
      expect(ind?.pasien_keluar).toBe(1);
      expect(ind?.lama_dirawat).toBe(2);
      // Anggrek had the patient at midnight of day 2: a patient-day in this month unless day 2 was last month's.
      if (D2.slice(0, 7) === D3.slice(0, 7)) expect(ind?.bor ?? 0).toBeGreaterThan(0);
      await masukSebagai(page, 'management');
      await page.goto('/indikator-ranap');
      await expect(page.getByRole('row').filter({ hasText: 'Anggrek' })).toBeVisible();
      await simpanLayar(page, 'ranap-alur-indikator.png');
    });
    await h.tutup();
  } finally {
    await server.hapus();
  }
});

async function isiTtv(
  page: Page,
  v: { suhu: string; nadi: string; napas: string; spo2: string; sistol: string; diastol: string },
) {
  await page.getByRole('button', { name: 'Isi Tanda Vital' }).click();
  const dialog = page.getByRole('dialog', { name: /Isi Tanda Vital/ });
  await dialog.getByRole('spinbutton', { name: 'Suhu' }).fill(v.suhu);
  await dialog.getByRole('spinbutton', { name: 'Nadi' }).fill(v.nadi);
  await dialog.getByRole('spinbutton', { name: 'Napas' }).fill(v.napas);
  await dialog.getByRole('spinbutton', { name: 'SpO2' }).fill(v.spo2);
  await dialog.getByRole('spinbutton', { name: 'Sistolik' }).fill(v.sistol);
  await dialog.getByRole('spinbutton', { name: 'Diastolik' }).fill(v.diastol);
  await dialog.getByRole('spinbutton', { name: 'Intake' }).fill('1500');
  await dialog.getByRole('spinbutton', { name: 'Output' }).fill('1100');
  await dialog.getByRole('button', { name: 'Simpan Tanda Vital' }).click();
  await expect(dialog).toBeHidden();
}

/** In the open bed list, the first free bed under a heading of ward `ruang` ('Mawar · Kelas 2 — Kamar …'). */
async function pilihBed(page: Page, ruang: string) {
  const opsi = page.getByRole('listbox').getByRole('option');
  await expect(opsi.first()).toBeVisible();
  const teks = await opsi.allTextContents();
  const dis = await opsi.evaluateAll((els) => els.map((e) => e.getAttribute('aria-disabled') === 'true'));
  let diRuang = false;
  for (const [i, t] of teks.entries()) {
    if (!t.startsWith('Bed ')) diRuang = t.startsWith(ruang);
    else if (diRuang && !dis[i]) {
      await opsi.nth(i).click();
      return;
    }
  }
  throw new Error(`tidak ada bed kosong di ${ruang}`);
}
