// Management (bench/skenario/README.md): the hospital's report readers. Each round opens one
// screen of their menu — a dashboard (which polls every 20 s while it is read), or a report that
// opens on today or the month so far and is then switched to last month, the way a manager reads
// it. Budget: 1 s per dashboard or report (issue 19). Calls as the screens make them:
// apps/web/src/features/admin/AdminDashboardPage (for MANAGEMENT the hospital's dashboard,
// features/dashboard-rs), kasir/laporan, farmasi/laporan, ranap/indikator, laporan/rl.

export const peran = 'MANAGEMENT';
export const porsi = 8;

const SATU_DETIK = { anggaranMs: 1000 };
// The screens' refresh rule (apps/web/src/api/query.ts POLLING_MS).
const POLLING_DETIK = 20;

export const hariIni = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The Jakarta days of last month ('Bulan lalu' of the reports' quick ranges). */
function bulanLalu() {
  const h = hariIni();
  const awalIni = new Date(`${h.slice(0, 8)}01T00:00:00Z`);
  const akhir = new Date(awalIni.getTime() - 86_400_000).toISOString().slice(0, 10);
  return { dari: `${akhir.slice(0, 8)}01`, sampai: akhir, bulan: akhir.slice(0, 7) };
}

/** The month so far: what the pharmacy reports open on. */
const bulanIni = () => ({ dari: `${hariIni().slice(0, 8)}01`, sampai: hariIni() });

/** A dashboard read for a while: it refetches itself every 20 s as the screen does. */
export async function dashboard(vu, nama, path) {
  await vu.langkah(nama, () => vu.get(path), SATU_DETIK);
  const kali = vu.antara(1, 4);
  for (let i = 0; i < kali; i++) {
    await vu.pikir(POLLING_DETIK);
    await vu.langkah(nama, () => vu.get(path), SATU_DETIK);
  }
}

/**
 * A cashier report: today on opening (the screen's default), then last month, maybe regrouped.
 * The patients' report asks for its first page as LaporanPasienPage does.
 */
async function laporanKasir(vu, jenis, label, kelompok) {
  const halaman = jenis === 'pasien' ? { offset: 0, limit: 50 } : {};
  await vu.langkah(
    `laporan ${label} hari ini`,
    () => vu.get(`/kasir/laporan/${jenis}`, { ...halaman, ...(kelompok ? { kelompok } : {}) }),
    SATU_DETIK,
  );
  await vu.pikir(5, 15);
  const { dari, sampai } = bulanLalu();
  await vu.langkah(
    `laporan ${label} sebulan`,
    () => vu.get(`/kasir/laporan/${jenis}`, { dari, sampai, ...halaman, ...(kelompok ? { kelompok } : {}) }),
    SATU_DETIK,
  );
  if (kelompok && vu.peluang(0.5)) {
    await vu.pikir(15, 40);
    const lain = vu.pilih(['KASIR', 'METODE', 'PENJAMIN']);
    await vu.langkah(
      `laporan ${label} sebulan`,
      () => vu.get(`/kasir/laporan/${jenis}`, { dari, sampai, kelompok: lain }),
      SATU_DETIK,
    );
  }
}

/** A pharmacy report: the month so far with the location list of its filter, then last month. */
async function laporanFarmasi(vu, path, label, extra = {}) {
  const ini = bulanIni();
  await vu.langkah(
    `${label} bulan ini`,
    () =>
      Promise.all([
        vu.get(path, { ...extra, ...ini, offset: 0, limit: 15 }),
        vu.get('/farmasi/lokasi', { status: 'AKTIF', limitless: 'true' }),
      ]),
    SATU_DETIK,
  );
  if (vu.peluang(0.5)) {
    await vu.pikir(10, 30);
    const { dari, sampai } = bulanLalu();
    await vu.langkah(
      `${label} sebulan`,
      () => vu.get(path, { ...extra, dari, sampai, offset: 0, limit: 15 }),
      SATU_DETIK,
    );
  }
}

/** Ward indicators of last month with the year's trend; the census of today. */
export async function indikatorRanap(vu) {
  const { bulan } = bulanLalu();
  await vu.langkah(
    'indikator ranap sebulan',
    () =>
      Promise.all([
        vu.get('/ranap/indikator', { bulan }),
        vu.get('/ranap/indikator/tren', { tahun: bulan.slice(0, 4) }),
      ]),
    SATU_DETIK,
  );
}

/**
 * The hospital's dashboard (/admin-dashboard of MANAGEMENT): the month so far on opening (no
 * polling), then often last month, and a figure opened to the visits behind it.
 */
export async function dashboardRs(vu) {
  await vu.langkah('dashboard rumah sakit', () => vu.get('/dashboard/rumah-sakit'), SATU_DETIK);
  if (vu.peluang(0.6)) {
    await vu.pikir(10, 30);
    const { dari, sampai } = bulanLalu();
    await vu.langkah(
      'dashboard rumah sakit sebulan',
      () => vu.get('/dashboard/rumah-sakit', { dari, sampai }),
      SATU_DETIK,
    );
    if (vu.peluang(0.5)) {
      await vu.pikir(5, 20);
      const jenis = vu.pilih(['KUNJUNGAN', 'PENDAPATAN', 'IGD']);
      await vu.langkah(
        'rincian dashboard rumah sakit',
        () => vu.get('/dashboard/rumah-sakit/rincian', { jenis, dari, sampai }),
        SATU_DETIK,
      );
    }
  }
}

/** An RL form of last month (the screen opens on it), or the morbidity index of last month. */
async function laporanRl(vu) {
  const { bulan } = bulanLalu();
  const formulir = vu.pilih(['rl1', 'rl3', 'rl4', 'rl5']);
  await vu.langkah(
    `laporan RL ${formulir.slice(2)} sebulan`,
    () => vu.get(`/laporan/rl/${formulir}`, { periode: bulan }),
    SATU_DETIK,
  );
}

async function indeksMorbiditas(vu) {
  const { bulan } = bulanLalu();
  await vu.langkah(
    'indeks morbiditas sebulan',
    () =>
      Promise.all([
        vu.get('/laporan/indeks-morbiditas', { periode: bulan }),
        vu.get('/master/poli', { status: 'AKTIF', limitless: 'true' }),
      ]),
    SATU_DETIK,
  );
}

const LAYAR = [
  [10, dashboardRs],
  [6, laporanRl],
  [3, indeksMorbiditas],
  [15, (vu) => dashboard(vu, 'dashboard kasir', '/kasir/dashboard')],
  [10, (vu) => dashboard(vu, 'dashboard farmasi', '/farmasi/dashboard')],
  [15, (vu) => laporanKasir(vu, 'kasir', 'pendapatan kasir', vu.pilih(['HARI', 'PENJAMIN', 'METODE']))],
  [8, (vu) => laporanKasir(vu, 'item', 'per item')],
  [8, (vu) => laporanKasir(vu, 'pasien', 'kunjungan terbayar')],
  [8, (vu) => laporanFarmasi(vu, '/farmasi/laporan/log-obat', 'log obat')],
  [6, (vu) => laporanFarmasi(vu, '/farmasi/laporan/mutasi-gudang', 'mutasi gudang')],
  [4, (vu) => laporanFarmasi(vu, '/farmasi/laporan/dokumen', 'laporan penerimaan', { jenis: 'GR' })],
  [
    8,
    (vu) =>
      vu.langkah('sensus harian ranap', () => vu.get('/ranap/sensus', { tanggal: hariIni() }), SATU_DETIK),
  ],
  [8, indikatorRanap],
];
const TOTAL = LAYAR.reduce((n, [w]) => n + w, 0);

/** One screen opened from the menu and read. */
export async function putaran(vu) {
  let x = vu.acak() * TOTAL;
  let buka = LAYAR[0][1];
  for (const [w, f] of LAYAR) {
    buka = f;
    if (x < w) break;
    x -= w;
  }
  await buka(vu);
  await vu.pikir(30, 120);
}
