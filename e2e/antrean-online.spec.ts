import {
  mulaiSimulatorAntrean,
  type SimulatorAntrean,
} from '../apps/api/src/modules/bpjs/antrean/antrean.simulator.ts';
import { expect, simpanLayar, test } from './fixtures.ts';
import { PasienBaruPage } from './pages/pasien-baru.page.ts';
import { apiDi, halamanDi, masukSebagai, ok, ServerHari, seninBerikut, uidObat } from './support/index.ts';

// Issue 21's journey (docs/antrean-online.md, docs/outbox.md): Mobile JKN takes a queue number
// through our WS RS (the BPJS simulator calls it as BPJS would), the desk sees the booking on
// /pasien-online, the patient checks in at the hall's kiosk, the clinic's TV shows the nurse's
// call, the doctor prescribes and finishes, the pharmacy prepares — while BPJS is down, and across
// a server restart — and BPJS ends up with task IDs 3 to 7 in order, the bridging monitor showing
// them sent. On a server of its own with its clock on a Monday morning, so the doctor practises.

const SENIN = seninBerikut();
const KREDENSIAL = { consId: '27001', rahasia: 'rahasia-uji-e2e', userKey: 'userkey-uji-e2e' };
const RS_WS = (server: ServerHari) => `${server.baseURL}/api/antrian/v1`;

interface Tugas {
  taskid: number;
  waktu: number;
}

async function tugasDiBpjs(sim: SimulatorAntrean, kode: string): Promise<Tugas[]> {
  const res = await fetch(`${sim.url}/sim/tugas/${kode}`);
  if (!res.ok) return [];
  return ((await res.json()) as { tugas: Tugas[] }).tugas;
}

test('booking Mobile JKN → anjungan → perawat → dokter → farmasi; BPJS menerima task 3–7 berurutan walau sempat gangguan dan server dimulai ulang', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const server = new ServerHari();
  const sim = await mulaiSimulatorAntrean({ ...KREDENSIAL, port: 0 });
  try {
    await server.mulai(`${SENIN}T07:30:00+07:00`);
    const admin = await apiDi(server, 'admin');
    let kodebooking = '';
    let nomorAntrean = '';
    let tokenAnjungan = '';
    let tokenLayar = '';

    await test.step('ADMIN menghubungkan BPJS Antrean dan mendaftarkan anjungan serta layar Poli Umum', async () => {
      const simpan = await admin.put('/api/v1/integrasi/bpjs-antrean', {
        data: {
          url: sim.url,
          cons_id: KREDENSIAL.consId,
          rahasia: KREDENSIAL.rahasia,
          user_key: KREDENSIAL.userKey,
          aktif: true,
        },
      });
      expect(simpan.status(), await simpan.text()).toBe(200);
      const uji = (await (await admin.post('/api/v1/integrasi/bpjs-antrean/uji', { data: {} })).json()) as {
        respon: { berhasil: boolean };
      };
      expect(uji.respon.berhasil).toBe(true);
      const poli = (await (await admin.get('/api/v1/master/poli?limitless=true')).json()) as {
        respon: { uid: string; kode: string }[];
      };
      const umum = poli.respon.find((p) => p.kode === 'UMUM')?.uid;
      const kios = (await ok(
        await admin.post('/api/v1/perangkat', { data: { nama: 'Anjungan Lobi Utama', jenis: 'ANJUNGAN' } }),
      )) as { respon: { token: string; tautan: string } };
      tokenAnjungan = kios.respon.tautan;
      const layar = (await ok(
        await admin.post('/api/v1/perangkat', {
          data: { nama: 'TV Ruang Tunggu Poli Umum', jenis: 'LAYAR_POLI', lingkup: [umum] },
        }),
      )) as { respon: { tautan: string } };
      tokenLayar = layar.respon.tautan;
    });

    await test.step('Mobile JKN mengambil antrean lewat WS RS rumah sakit', async () => {
      // A demo patient with a BPJS card and a NIK, as the Mobile JKN app knows them.
      const daftar = (await (await admin.get('/api/v1/pasien?limit=40')).json()) as {
        respon: { uid: string }[];
      };
      let pasien: { no_rm: string; nik: string; no_bpjs: string; no_hp: string | null } | undefined;
      for (const p of daftar.respon.slice(10)) {
        const d = (await (await admin.get(`/api/v1/pasien/${p.uid}`)).json()) as {
          respon: { no_rm: string; nik: string | null; no_bpjs: string | null; no_hp: string | null };
        };
        if (d.respon.nik && d.respon.no_bpjs) {
          pasien = { ...d.respon, nik: d.respon.nik, no_bpjs: d.respon.no_bpjs };
          break;
        }
      }
      expect(pasien, 'pasien demo dengan kartu BPJS').toBeTruthy();
      const res = await fetch(`${sim.url}/sim/mobile-jkn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          rs: RS_WS(server),
          username: 'jkn',
          password: 'demo123',
          antrean: {
            nomorkartu: pasien?.no_bpjs,
            nik: pasien?.nik,
            nohp: pasien?.no_hp ?? '081234567890',
            kodepoli: 'UMU',
            norm: pasien?.no_rm,
            tanggalperiksa: SENIN,
            kodedokter: 318204,
            jampraktek: '08:00-12:00',
            jeniskunjungan: 1,
            nomorreferensi: '0301U0011126P000123',
          },
        }),
      });
      const jawab = (await res.json()) as {
        jawaban_rs: {
          metadata: { code: number; message: string };
          response?: { kodebooking: string; nomorantrean: string; estimasidilayani: number };
        };
      };
      expect(jawab.jawaban_rs.metadata, JSON.stringify(jawab)).toMatchObject({ code: 200 });
      kodebooking = jawab.jawaban_rs.response?.kodebooking ?? '';
      nomorAntrean = jawab.jawaban_rs.response?.nomorantrean ?? '';
      expect(kodebooking).not.toBe('');
      // Estimated in ms since the epoch, within the session that Monday (Jakarta).
      const estimasi = new Date(jawab.jawaban_rs.response?.estimasidilayani ?? 0);
      expect(estimasi.getTime()).toBeGreaterThanOrEqual(Date.parse(`${SENIN}T08:00:00+07:00`));
      expect(estimasi.getTime()).toBeLessThan(Date.parse(`${SENIN}T12:00:00+07:00`));
    });

    await test.step('Petugas pendaftaran melihat booking di Pasien Online', async () => {
      const page = await halamanDi(browser, server);
      await masukSebagai(page, 'pendaftaran');
      await page.goto('/pasien-online');
      const baris = page.getByRole('row').filter({ hasText: kodebooking });
      await expect(baris).toContainText('Mobile JKN');
      await expect(baris).toContainText(nomorAntrean);
      await expect(baris).toContainText('Dipesan');
      await simpanLayar(page, 'pasien-online.png');
      await page.context().close();
    });

    const kiosk = await halamanDi(browser, server);
    // The kiosk's printer: headless Chromium has none (printing a PDF frame there can take the
    // whole browser down), so the frame's print() is counted instead of run.
    await kiosk.addInitScript(() => {
      const asli = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
      Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
        get() {
          const w = asli?.get?.call(this) as Window | null;
          if (w)
            w.print = () => {
              const n = (window as unknown as { __dicetak?: number }).__dicetak ?? 0;
              (window as unknown as { __dicetak?: number }).__dicetak = n + 1;
            };
          return w;
        },
      });
    });
    await test.step('Pasien check-in di anjungan dengan kode booking', async () => {
      await kiosk.goto(tokenAnjungan);
      await expect(kiosk).toHaveURL(/\/anjungan$/);
      await kiosk.getByRole('button', { name: /Kode Booking/ }).click();
      // The first characters on the on-screen keypad, the rest as the hall's QR scanner types them.
      for (const c of kodebooking.slice(0, 3))
        await kiosk.getByRole('button', { name: c, exact: true }).click();
      await kiosk.keyboard.type(kodebooking.slice(3).toLowerCase());
      await kiosk.keyboard.press('Enter');
      // The ticket is sent to the printer once (its PDF is checked below, with the kiosk's token).
      await expect
        .poll(() => kiosk.evaluate(() => (window as unknown as { __dicetak?: number }).__dicetak ?? 0))
        .toBe(1);
      await expect(kiosk.getByText('Nomor antrian Anda')).toBeVisible();
      await expect(kiosk.getByText(nomorAntrean, { exact: true })).toBeVisible();
      await simpanLayar(kiosk, 'anjungan-checkin.png');
    });

    const tv = await halamanDi(browser, server);
    await tv.goto(tokenLayar);
    await expect(tv).toHaveURL(/\/display-poli$/);
    await expect(tv.getByRole('heading', { level: 1 })).toContainText('Poli Umum');
    await tv.getByRole('button', { name: 'Aktifkan Suara' }).click();
    await expect(tv.getByText('Belum ada panggilan')).toBeVisible();

    // The registration the booking became (the desk's list finds it by its number).
    const pendaftaran = await apiDi(server, 'pendaftaran');
    const terdaftar = (await (
      await pendaftaran.get(`/api/v1/pendaftaran?tanggal=${SENIN}&search=${nomorAntrean}`)
    ).json()) as { respon: { uid: string; nomor_antrian: string; antrian_uid?: string }[] };
    const layananUid = terdaftar.respon.find((r) => r.nomor_antrian === nomorAntrean)?.uid ?? '';
    expect(layananUid).not.toBe('');
    // The 80 mm ticket the kiosk printed: a real PDF, opened with the kiosk's own token only.
    const tokenKios = new URL(tokenAnjungan, server.baseURL).searchParams.get('aktivasi') ?? '';
    const tiketPdf = await fetch(`${server.baseURL}/api/v1/anjungan/tiket/${layananUid}`, {
      headers: { authorization: `Perangkat ${tokenKios}` },
    });
    expect(tiketPdf.status).toBe(200);
    expect(
      Buffer.from(await tiketPdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${server.baseURL}/api/v1/anjungan/tiket/${layananUid}`)).status).toBe(401);
    const perawat = await apiDi(server, 'poli');
    const detail = (await (await perawat.get(`/api/v1/pelayanan/${layananUid}`)).json()) as {
      respon: { antrian: { uid: string } };
    };
    const antrianUid = detail.respon.antrian.uid;

    await test.step('Perawat memanggil; layar TV menampilkan nomornya', async () => {
      await ok(await perawat.post(`/api/v1/antrian/${antrianUid}/panggil`, { data: {} }), 200);
      // The big panel: the number just called and where to go (numbers only, no names).
      await expect(tv.getByText('Silakan menuju Poli Umum')).toBeVisible({ timeout: 15_000 });
      await expect(tv.getByText(nomorAntrean).first()).toBeVisible();
      await simpanLayar(tv, 'display-poli.png');
      await ok(
        await perawat.put(`/api/v1/antrian/${antrianUid}/status`, { data: { status: 'ON_PROCESS' } }),
        200,
      );
      await ok(
        await perawat.put(`/api/v1/antrian/${antrianUid}/status`, { data: { status: 'WAITING_DOKTER' } }),
        200,
      );
    });

    await test.step('Dokter menulis resep lalu menyelesaikan pemeriksaan', async () => {
      const dokter = await apiDi(server, 'dod');
      const obat = await uidObat(dokter, 'Paracetamol 500 mg Tablet');
      await ok(
        await dokter.post(`/api/v1/pelayanan/${layananUid}/resep`, {
          data: {
            detail: [
              {
                jenis: 'NON_RACIKAN',
                config: { position: 1 },
                produk_uid: obat,
                jumlah: 10,
                aturan_pakai: '3 x 1 sesudah makan',
              },
            ],
          },
        }),
      );
      await ok(await dokter.put(`/api/v1/antrian/${antrianUid}/status`, { data: { status: 'DONE' } }), 200);
    });

    // Tasks 3, 4 and 5 are delivered by the running worker.
    await expect
      .poll(async () => (await tugasDiBpjs(sim, kodebooking)).map((t) => t.taskid), { timeout: 30_000 })
      .toEqual([3, 4, 5]);

    await test.step('BPJS tidak dapat dihubungi: farmasi tetap bekerja, pesan menunggu', async () => {
      const gangguan = await fetch(`${sim.url}/sim/gangguan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'GAGAL' }),
      });
      expect(gangguan.status).toBe(200);
      const apoteker = await apiDi(server, 'apoteker');
      const resep = (await (await apoteker.get('/api/v1/farmasi/obat/request?limit=50')).json()) as {
        respon: { uid: string; layanan_uid?: string; pasien?: { no_rm: string } }[];
      };
      const r = resep.respon.find((x) => x.layanan_uid === layananUid) ?? resep.respon[0];
      await ok(await apoteker.post(`/api/v1/farmasi/obat/request/approve/${r?.uid}`, { data: {} }), 200);
      await ok(await apoteker.post('/api/v1/farmasi/obat/request/done', { data: { uid: r?.uid } }), 200);
      // The worker tries and fails: the two tasks wait with BPJS's failure noted.
      await expect
        .poll(
          async () => {
            const o = (await (await admin.get(`/api/v1/outbox?search=${kodebooking}&limit=50`)).json()) as {
              respon: { status: string; percobaan: number }[];
            };
            return o.respon.filter((m) => m.status === 'MENUNGGU' && m.percobaan > 0).length;
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThanOrEqual(1);
      expect((await tugasDiBpjs(sim, kodebooking)).map((t) => t.taskid)).toEqual([3, 4, 5]);
    });

    await test.step('Server dimulai ulang; BPJS pulih; task 6 dan 7 terkirim sekali, berurutan', async () => {
      const waktu = ((await (await fetch(`${server.baseURL}/api/v1/health`)).json()) as { waktu: string })
        .waktu;
      await server.berhenti();
      await fetch(`${sim.url}/sim/gangguan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'NORMAL' }),
      });
      await server.mulai(new Date(Date.parse(waktu) + 60_000).toISOString());
      // The backoff may hold a retry for a while: the desk resends the waiting ones at once.
      const pendaftaranBaru = await apiDi(server, 'pendaftaran');
      const o = (await (
        await pendaftaranBaru.get(`/api/v1/outbox?search=${kodebooking}&limit=50`)
      ).json()) as {
        respon: { uid: string; status: string }[];
      };
      const menunggu = o.respon.filter((m) => m.status !== 'TERKIRIM').map((m) => m.uid);
      if (menunggu.length)
        await ok(await pendaftaranBaru.post('/api/v1/outbox/kirim-ulang', { data: { uid: menunggu } }), 200);
      await expect
        .poll(async () => (await tugasDiBpjs(sim, kodebooking)).map((t) => t.taskid), { timeout: 30_000 })
        .toEqual([3, 4, 5, 6, 7]);
      const tugas = await tugasDiBpjs(sim, kodebooking);
      for (let i = 1; i < tugas.length; i++)
        expect(tugas[i]?.waktu ?? 0, `task ${tugas[i]?.taskid}`).toBeGreaterThan(tugas[i - 1]?.waktu ?? 0);
    });

    await test.step('Monitor Bridging menampilkan semuanya terkirim', async () => {
      const page = await halamanDi(browser, server);
      await masukSebagai(page, 'pendaftaran');
      await page.goto('/monitor-bridging');
      await page.getByRole('textbox', { name: /Cari/ }).fill(kodebooking);
      const main = page.getByRole('main');
      await expect(main.getByText(/Terkirim \d/).first()).toBeVisible();
      await expect(main.getByText(/Task 7|taskid 7|Task ID 7/i).first()).toBeVisible();
      await expect(main.getByRole('table').getByText('Gagal', { exact: true })).toHaveCount(0);
      await expect(main.getByRole('table').getByText('Terkirim', { exact: true })).toHaveCount(6);
      await simpanLayar(page, 'monitor-bridging.png');
      await page.context().close();
    });

    await test.step('Booking pasien baru (hanya NIK) dilengkapi di loket tanpa mengetik ulang, lalu check-in', async () => {
      // A woman born 15 March 1992 in Coblong, Kota Bandung, booked by phone with her NIK only.
      const nik = '3273025503920123';
      const pendaftaranApi = await apiDi(server, 'pendaftaran');
      const poli = (await (await pendaftaranApi.get('/api/v1/master/poli?limitless=true')).json()) as {
        respon: { uid: string; kode: string }[];
      };
      const umum = poli.respon.find((p) => p.kode === 'UMUM')?.uid ?? '';
      const kuota = (await (
        await pendaftaranApi.get(`/api/v1/pendaftaran/kuota?poli=${umum}&tanggal=${SENIN}`)
      ).json()) as {
        respon: { dokter: { dokter_uid: string; sesi: { jam_mulai: string }[] }[] };
      };
      const dokter = kuota.respon.dokter[0];
      const booking = (await ok(
        await pendaftaranApi.post('/api/v1/pasien-online', {
          data: {
            nik,
            nohp: '081299887766',
            poli_uid: umum,
            dokter_uid: dokter?.dokter_uid,
            tanggal: SENIN,
            jam_mulai: dokter?.sesi[0]?.jam_mulai,
            jenis_pasien: 'NON JKN',
          },
        }),
      )) as { respon: { uid: string; nomor_antrian: string } };
      const page = await halamanDi(browser, server);
      await masukSebagai(page, 'pendaftaran');
      await page.goto(`/detail-pasien-online/${booking.respon.uid}`);
      await expect(page.getByText('Pasien baru (belum memiliki No. RM)')).toBeVisible();
      await page.getByRole('link', { name: 'Buat data pasien baru' }).click();
      await expect(page.getByText(/setelah disimpan pasien langsung check-in/)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'NIK' })).toHaveValue(nik);
      await expect(page.getByRole('textbox', { name: 'No. HP', exact: true })).toHaveValue('081299887766');
      await new PasienBaruPage(page).isi({
        nama: 'Rina Kartika',
        nik,
        jenisKelamin: 'Perempuan',
        tempatLahir: 'Bandung',
        ibuKandung: 'Sri Mulyani',
        alamat: 'Jl. Ir. H. Juanda No. 12',
        noHp: '081299887766',
      });
      await page.getByRole('button', { name: 'Simpan Pasien Baru' }).click();
      await expect(
        page.getByText(`Check-in berhasil: antrian ${booking.respon.nomor_antrian}`),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/detail-pasien-online/${booking.respon.uid}$`));
      await expect(page.getByRole('main')).toContainText('Sudah check-in');
      await expect(page.getByRole('main')).toContainText('Rina Kartika');
      await page.context().close();
    });
  } finally {
    await server.hapus();
    await sim.tutup();
  }
});
