// Pharmacists at the outpatient depot (bench/skenario/README.md): the prescription queue
// (/farmasi/antrian), review and approval at the depot they serve, preparing (stock leaves the
// depot's ledger, the charge goes to the cashier), the label PDF, calling the number and handing
// the medicine over once the payer's rule allows it. Every call is one the screens make
// (apps/web/src/features/farmasi/resep).

export const peran = 'APOTEKER';
export const porsi = 25;

/** Today in Jakarta, as the screens' date filter holds it. */
const hariIni = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const LIMIT = 15;
const TAHAP = ['DIMINTA', 'DISIAPKAN', 'SIAP'];
const PENERIMA = ['', '', '', ' (ibu pasien)', ' (suami pasien)', ' (anak pasien)', ' (istri pasien)'];
// How long an unpaid prescription is left alone before someone at the counter looks again.
const TERTAHAN_MS = 60_000;

/** What one pharmacist's screen keeps between looks: the depots she may dispense from. */
function keadaan(vu) {
  vu.apoteker ??= { akses: null, aksesPada: 0 };
  return vu.apoteker;
}

/** The prescriptions another pharmacist has in hand, and the unpaid ones seen at the counter. */
function bersama(vu) {
  vu.bersama.resep ??= { dipegang: new Set(), tertahan: new Map() };
  return vu.bersama.resep;
}

/**
 * The queue page: the open tab's first page and the three stage counts (one-row pages), as
 * AntrianFarmasiPage asks them together; the depot rights load with it (kept 60 s, useAksesSaya).
 */
async function bacaAntrian(vu, tab) {
  const k = keadaan(vu);
  const tanggal = hariIni();
  return vu.langkah('antrian resep', async () => {
    const perlu = !k.akses || Date.now() - k.aksesPada > 60_000;
    const [list, ...jumlah] = await Promise.all([
      vu.get('/farmasi/obat/request', { tahap: tab, tanggal, offset: 0, limit: LIMIT }),
      ...TAHAP.map((t) => vu.get('/farmasi/obat/request', { tahap: t, tanggal, limit: 1 })),
      perlu ? vu.get('/farmasi/lokasi/akses') : null,
    ]);
    if (perlu) {
      k.akses = jumlah[3].respon;
      k.aksesPada = Date.now();
    }
    const total = Object.fromEntries(TAHAP.map((t, i) => [t, jumlah[i].metadata.total_data]));
    return { rows: list.respon, total };
  });
}

/** The depot sent on approval: none when the pharmacist holds one (the server takes it), else DRJ. */
function depoSetujui(vu) {
  const depo = (keadaan(vu).akses ?? []).filter(
    (e) => e.lokasi.jenis === 'DEPO' && e.akses.includes('decrement_stock'),
  );
  if (depo.length <= 1) return {};
  const drj = depo.find((e) => e.lokasi.kode === 'DRJ') ?? depo[0];
  return { lokasi_uid: drj.lokasi.uid };
}

const bukaResep = (vu, uid) =>
  vu.langkah('buka resep', async () => (await vu.get(`/farmasi/obat/request/${uid}`)).respon);

/** A reason a pharmacist writes back to the doctor (a small share of reviews end this way). */
const ALASAN_TOLAK = [
  'Dosis melebihi dosis maksimal harian, mohon konfirmasi dokter',
  'Interaksi obat: mohon ganti salah satu obat',
  'Pasien alergi obat ini menurut catatan, mohon konfirmasi',
];

/** Review then approve (or, rarely, reject); answers the prescription as it now stands, or null. */
async function telaah(vu, r) {
  await vu.pikir(20, 60);
  if (vu.peluang(0.01)) {
    await vu.langkah('tolak resep', () =>
      vu.post('/farmasi/obat/request/reject', { uid: r.uid, alasan: vu.pilih(ALASAN_TOLAK) }),
    );
    return null;
  }
  return vu.langkah('setujui resep', async () => {
    const hasil = await vu.post(`/farmasi/obat/request/approve/${r.uid}`, depoSetujui(vu));
    // The detail page refetches itself after every change (segarkanAwalan of the queue's path).
    await vu.get(`/farmasi/obat/request/${r.uid}`);
    return hasil.respon;
  });
}

/** Prepare (compounding takes longer), dispense from stock, then print the labels. */
async function siapkanObat(vu, r) {
  const racikan = r.detail.some((d) => d.jenis === 'RACIKAN');
  await vu.pikir(racikan ? 90 : 40, racikan ? 180 : 100);
  const hasil = await vu.langkah('selesai disiapkan', async () => {
    const h = await vu.post('/farmasi/obat/request/done', { uid: r.uid });
    await vu.get(`/farmasi/obat/request/${r.uid}`);
    return h.respon;
  });
  // A PDF rendered on the server: its own budget (bench/skenario/README.md).
  await vu.langkah('cetak etiket', () => vu.get(`/farmasi/obat/request/${r.uid}/etiket`), {
    anggaranMs: 300,
  });
  return hasil;
}

/** At the counter: call the number; once the patient is there, hand the medicine over. */
async function serahkan(vu, r) {
  await vu.langkah('panggil antrian obat', async () => {
    await vu.put(`/farmasi/callantrian/${r.uid}`);
    await vu.get(`/farmasi/obat/request/${r.uid}`);
  });
  await vu.pikir(10, 40);
  const penerima = `${r.pasien.nama}${vu.pilih(PENERIMA)}`.slice(0, 100);
  await vu.langkah('serahkan obat', async () => {
    await vu.put(`/farmasi/receivedobat/${r.uid}`, { penerima });
    await vu.get(`/farmasi/obat/request/${r.uid}`);
  });
}

/**
 * The outpatient clinics (the runner's `bersama.polis`): the outpatient depot serves their
 * prescriptions; a ward's go to the inpatient depot, where these pharmacists may not dispense.
 */
function poliRawatJalan(vu) {
  const polis = vu.bersama.polis;
  if (!polis?.length) return null;
  vu.bersama.poliRawatJalan ??= new Set(polis.map((p) => p.uid));
  return vu.bersama.poliRawatJalan;
}

const tertahan = (r) => r.tagihan_obat.wajib_lunas && r.tagihan_obat.belum_dibayar > 0;

/** Which tab the pharmacist works: patients waiting at the counter first, then the oldest work. */
function pilihTab(vu, total) {
  if (total.SIAP > 0 && vu.peluang(0.4)) return 'SIAP';
  if (total.DISIAPKAN > 0 && vu.peluang(0.5)) return 'DISIAPKAN';
  if (total.DIMINTA > 0) return 'DIMINTA';
  if (total.DISIAPKAN > 0) return 'DISIAPKAN';
  return total.SIAP > 0 ? 'SIAP' : 'DIMINTA';
}

/**
 * The prescription to take from a tab's page: one of the outpatient clinics', not in a colleague's
 * hands, not an unpaid one just seen at the counter; the oldest first, as a queue, except at the
 * counter (whoever shows up with a receipt).
 */
function pilihResep(vu, tab, rows) {
  const b = bersama(vu);
  const sekarang = Date.now();
  const rawatJalan = poliRawatJalan(vu);
  const calon = rows.filter(
    (r) =>
      (!rawatJalan || rawatJalan.has(r.poli.uid)) &&
      !b.dipegang.has(r.uid) &&
      !(sekarang - (b.tertahan.get(r.uid) ?? Number.NEGATIVE_INFINITY) < TERTAHAN_MS / vu.cepat),
  );
  return tab === 'SIAP' ? vu.pilih(calon) : calon[0];
}

/** One prescription taken from the queue through as many stages as it allows now. */
export async function putaran(vu) {
  const b = bersama(vu);
  const awal = await bacaAntrian(vu, 'DIMINTA');
  const tab = pilihTab(vu, awal.total);
  // Switching tab loads that tab's list (the counts come along, as the page refetches them).
  const { rows } = tab === 'DIMINTA' ? awal : await bacaAntrian(vu, tab);
  let pilihan = pilihResep(vu, tab, rows);
  // Nothing to do on that tab (all unpaid at the counter): back to the review tab.
  if (!pilihan && tab !== 'DIMINTA' && awal.total.DIMINTA > 0)
    pilihan = pilihResep(vu, 'DIMINTA', (await bacaAntrian(vu, 'DIMINTA')).rows);
  if (!pilihan) {
    await vu.pikir(10, 20);
    return;
  }
  b.dipegang.add(pilihan.uid);
  try {
    await vu.pikir(2, 5);
    let r = await bukaResep(vu, pilihan.uid);
    if (r.tahap === 'DIMINTA') r = await telaah(vu, r);
    if (r?.tahap === 'DISIAPKAN') r = await siapkanObat(vu, r);
    if (r?.tahap === 'SIAP') {
      if (tertahan(r)) {
        // The patient is sent to pay first: one more in line at the cashier (kasir.mjs).
        b.tertahan.set(r.uid, Date.now());
        vu.bersama.loketKasir ??= [];
        vu.bersama.loketKasir.push({ kunjungan_uid: r.kunjungan_uid, no_rm: r.pasien.no_rm });
      } else await serahkan(vu, r);
    }
  } finally {
    b.dipegang.delete(pilihan.uid);
  }
  await vu.pikir(5, 15);
}

// ---- Before the shift: the depot holds enough for the day ----------------------------------------

const LIMITLESS = { limitless: 'true' };
const tambahHari = (iso, n) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * Stock for the run, received as a hospital receives it: the warehouse orders from each product's
 * supplier (PO) and receives the goods with batch and expiry (GR), the outpatient depot asks for
 * them (SR) and the warehouse sends them (penuhi). Only what the depot lacks against the run's
 * need: staff × minutes × speed × 2 base units of each tablet-like product (a tenth for bottles,
 * tubes and the like), so a 10-minute day of 300 staff never takes the depot's stock to zero.
 */
export async function siapkan(admin, opsi = {}) {
  const staf = opsi.staf ?? 300;
  const menit = opsi.menit ?? 10;
  const cepat = opsi.cepat ?? 1;
  const lokasi = (await admin.get('/farmasi/lokasi', LIMITLESS)).respon;
  const gf = lokasi.find((l) => l.kode === 'GF' && l.status === 'AKTIF');
  const drj = lokasi.find((l) => l.kode === 'DRJ' && l.status === 'AKTIF');
  if (!gf || !drj) throw new Error('Gudang Farmasi (GF) atau Depo Rawat Jalan (DRJ) tidak aktif');
  const produk = (await admin.get('/farmasi/produk', { ...LIMITLESS, status: 'AKTIF' })).respon;
  const stok = (await admin.get('/farmasi/stok', { ...LIMITLESS, lokasi_uid: drj.uid })).respon;
  const ada = new Map(stok.map((s) => [s.produk.uid, s.jumlah]));
  const kurang = [];
  for (const p of produk) {
    if (!p.supplier_uid) continue;
    const kemasan = p.konversi.reduce((a, k) => (k.isi_dasar > a.isi_dasar ? k : a), {
      satuan: p.satuan_dasar,
      isi_dasar: 1,
    });
    const perlu = Math.ceil(staf * menit * cepat * (kemasan.isi_dasar >= 30 ? 2 : 0.2));
    const sisa = perlu - (ada.get(p.uid) ?? 0);
    if (sisa > 0) kurang.push({ p, satuan: kemasan.satuan, jumlah: Math.ceil(sisa / kemasan.isi_dasar) });
  }
  if (!kurang.length) return;
  const hari = hariIni();
  const kedaluwarsa = tambahHari(hari, 730);
  const perSupplier = new Map();
  for (const k of kurang)
    perSupplier.set(k.p.supplier_uid, [...(perSupplier.get(k.p.supplier_uid) ?? []), k]);
  let urut = 0;
  for (const [supplier_uid, baris] of perSupplier) {
    for (let i = 0; i < baris.length; i += 200) {
      const potong = baris.slice(i, i + 200);
      const items = potong.map((k) => ({ produk_uid: k.p.uid, satuan: k.satuan, jumlah: k.jumlah }));
      const po = (
        await admin.post('/farmasi/stok/po', {
          lokasi_uid: gf.uid,
          supplier_uid,
          catatan: 'Pengadaan stok hari layanan (skenario beban)',
          items,
        })
      ).respon;
      urut += 1;
      const kode = `${hari.replaceAll('-', '')}-${String(urut).padStart(2, '0')}`;
      await admin.post('/farmasi/stok/gr', {
        po_uid: po.uid,
        no_faktur: `FK-${kode}`,
        items: po.items.map((it) => ({
          po_item_uid: it.uid,
          satuan: it.satuan,
          jumlah: it.jumlah / it.isi,
          batch: `SK${kode}`,
          kedaluwarsa,
        })),
      });
      const sr = (
        await admin.post('/farmasi/stok/sr', {
          lokasi_uid: drj.uid,
          lokasi_tujuan_uid: gf.uid,
          catatan: 'Permintaan stok depo rawat jalan untuk hari layanan',
          items,
        })
      ).respon;
      await admin.post(`/farmasi/stok/sr/${sr.uid}/penuhi`, {
        items: sr.items.map((it) => ({ item_uid: it.uid, satuan: it.satuan, jumlah: it.jumlah / it.isi })),
      });
    }
  }
}

/** After the run: today's prescriptions per stage and the outpatient depot's lowest stock. */
export async function ringkasan(admin) {
  const tanggal = hariIni();
  // The queue holds what still waits (from any day); the history is the day's finished ones.
  const [antre, serah, tolak] = await Promise.all([
    Promise.all(TAHAP.map((t) => admin.get('/farmasi/obat/request', { tahap: t, tanggal, limit: 1 }))),
    admin.get('/farmasi/obat/request/history', { status: 'DONE', tanggal, limit: 1 }),
    admin.get('/farmasi/obat/request/history', { status: 'REJECTED', tanggal, limit: 1 }),
  ]);
  const jumlah = Object.fromEntries(TAHAP.map((t, i) => [t, antre[i].metadata.total_data]));
  jumlah.DISERAHKAN = serah.metadata.total_data;
  jumlah.DITOLAK = tolak.metadata.total_data;
  const lokasi = (await admin.get('/farmasi/lokasi', LIMITLESS)).respon;
  const drj = lokasi.find((l) => l.kode === 'DRJ');
  const stok = drj ? (await admin.get('/farmasi/stok', { ...LIMITLESS, lokasi_uid: drj.uid })).respon : [];
  const terendah = stok.reduce((a, s) => (a && a.jumlah <= s.jumlah ? a : s), null);
  return {
    resepHariIni: jumlah,
    stokTerendahDrj: terendah
      ? `${terendah.produk.nama}: ${terendah.jumlah} ${terendah.produk.satuan_dasar}`
      : null,
  };
}
