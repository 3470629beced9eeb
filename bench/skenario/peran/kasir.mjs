// Cashiers (bench/skenario/README.md): the shift, the day's cashier queue (/antrian-kasir), a
// visit's bill, the payment (cash, transfer or card with the bank, QRIS, or closing a BPJS bill the
// payer covers) and the receipt PDF. Every call is one the screens make
// (apps/web/src/features/kasir: AntrianKasirPage, TagihanPage, PembayaranDialog, ShiftKasirBar).

export const peran = 'KASIR';
export const porsi = 20;

const hariIni = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const LIMIT = 15;
// A bill whose last charge is this fresh belongs to a patient still in the clinic, not at the
// counter (used when the run's start is unknown); one with orders or prescriptions not yet charged
// waits until the units are done.
const SEGAR_MS = 90_000;
const TUNDA_MS = 180_000;
/** When the shift began (siapkan): bills charged since then belong to patients of this run. */
let mulaiRun = null;
// Pages a cashier looks through for the patient at the counter before waiting.
const HALAMAN_MAKS = 3;

function keadaan(vu) {
  vu.kasir ??= { shift: undefined, shiftPada: 0, bank: null, bankPada: 0, wewenangPada: 0 };
  return vu.kasir;
}

/** The visits one cashier is serving now, and the bills sent back to wait for their units. */
function bersama(vu) {
  vu.bersama.kasir ??= { dipegang: new Set(), tunda: new Map() };
  return vu.bersama.kasir;
}

/** The shift bar's query (useShiftAktif, kept 30 s), fetched along with the page that shows it. */
function shiftAktif(vu) {
  const k = keadaan(vu);
  if (k.shift !== undefined && Date.now() - k.shiftPada < 30_000) return null;
  return vu.get('/kasir/shift/aktif').then((r) => {
    k.shift = r.respon;
    k.shiftPada = Date.now();
  });
}

/** The start of the shift: a drawer float counted in, as BukaShiftDialog sends it. */
async function pastikanShift(vu) {
  const k = keadaan(vu);
  if (k.shift === undefined) await vu.langkah('shift aktif', () => shiftAktif(vu));
  if (k.shift) return;
  await vu.pikir(10, 30);
  const modal = vu.pilih([0, 200_000, 300_000, 500_000, 1_000_000]);
  await vu.langkah('buka shift', async () => {
    k.shift = (await vu.post('/kasir/shift/buka', { modal_awal: modal })).respon;
    k.shiftPada = Date.now();
  });
}

/** The queue page (today, oldest first) with the shift bar; `offset` when paging on. */
const bacaAntrian = (vu, offset = 0) =>
  vu.langkah('antrian kasir', async () => {
    const [list] = await Promise.all([
      vu.get('/kasir/antrian', { tanggal: hariIni(), offset, limit: LIMIT }),
      offset ? null : shiftAktif(vu),
    ]);
    return list;
  });

/**
 * Whether the patient can be at the counter: not in a consulting room now. The cashier cannot see
 * the clinic (KASIR holds no clinic permission), and an order or prescription written while the
 * payment is taken makes the server refuse it (409 kasir.masih_ada_tertunda). The clinic roles
 * record that physical fact: `vu.bersama.diPoli` holds the visits from the nurse's (or doctor's)
 * call until the doctor's Selesai. A patient not yet called may pay the registration fee first.
 */
const diLoket = (vu, kunjunganUid) => !vu.bersama.diPoli?.has(kunjunganUid);

/**
 * Whether a queue row is one the cashier may take now; a patient not known to stand at the counter
 * only once the bill's last charge is a while old (they walk over from the unit that charged it).
 */
function bolehDilayani(vu, b, r, datang = false) {
  const sekarang = Date.now();
  if (!diLoket(vu, r.kunjungan_uid) || b.dipegang.has(r.kunjungan_uid)) return false;
  if (datang) return true;
  // A visit begun on an earlier day is a stay (the queue shows its date): the family pays at
  // discharge, not from the day's list. A bill charged during this run belongs to a patient who
  // may still be with a doctor (who may yet prescribe): such patients come through loketKasir.
  const batas = mulaiRun ?? sekarang - SEGAR_MS / vu.cepat;
  return (
    r.tanggal === hariIni() &&
    Date.parse(r.terakhir) < batas &&
    !(sekarang - (b.tunda.get(r.kunjungan_uid) ?? Number.NEGATIVE_INFINITY) < TUNDA_MS / vu.cepat)
  );
}

/**
 * The patient at the counter: whoever walked there first (`vu.bersama.loketKasir`, filled when the
 * doctor is done and when the pharmacy sends an unpaid patient to pay), found by typing the No. RM
 * into the queue's search as the cashier does; with nobody waiting, the oldest bill the queue
 * shows, paging on while a page has none the cashier can take.
 */
async function cariPasien(vu, b) {
  const antre = vu.bersama.loketKasir;
  while (antre?.length) {
    const datang = antre.shift();
    const list = await vu.langkah('cari di antrian kasir', () =>
      vu.get('/kasir/antrian', { tanggal: hariIni(), offset: 0, limit: LIMIT, search: datang.no_rm }),
    );
    const a = list.respon.find((r) => r.kunjungan_uid === datang.kunjungan_uid);
    if (a && bolehDilayani(vu, b, a, true)) return a;
  }
  for (let halaman = 0; halaman < HALAMAN_MAKS; halaman++) {
    if (halaman) await vu.pikir(2, 5);
    const list = await bacaAntrian(vu, halaman * LIMIT);
    const a = list.respon.find((r) => bolehDilayani(vu, b, r));
    if (a) return a;
    if ((halaman + 1) * LIMIT >= list.metadata.total_data) return null;
  }
  return null;
}

/** TagihanPage: the bill, the stay's days (null without a stay) and the visit's deposits. */
function bacaTagihan(vu, kunjunganUid, nama = 'buka tagihan') {
  return vu.langkah(nama, async () => {
    const [t, ranap] = await Promise.all([
      vu.get(`/kasir/tagihan/${kunjunganUid}`),
      vu.get(`/ranap/kunjungan/${kunjunganUid}/tagihan`),
      vu.get('/kasir/deposit', { kunjungan_uid: kunjunganUid }),
      shiftAktif(vu),
    ]);
    return { t: t.respon, ranap: ranap.respon };
  });
}

/** Cash handed over: the exact amount or the next round note. */
function uangDiterima(vu, jumlah) {
  if (vu.peluang(0.3)) return jumlah;
  const pecahan = vu.pilih([10_000, 50_000, 100_000]);
  return Math.ceil(jumlah / pecahan) * pecahan;
}

/** How the patient pays the due, as the dialog's rows: deposit first, then one method. */
function metodeBayar(vu, t, bank) {
  const due = t.tagihan_terbuka - t.penjamin_terbuka;
  if (due <= 0) return [];
  const deposit = Math.max(0, Math.min(t.saldo_deposit, due));
  const baris = deposit > 0 ? [{ metode: 'DEPOSIT', jumlah: deposit }] : [];
  const jumlah = due - deposit;
  if (jumlah <= 0) return baris;
  const x = vu.acak();
  if (x < 0.65 || !bank.length) baris.push({ metode: 'TUNAI', jumlah, diterima: uangDiterima(vu, jumlah) });
  else if (x < 0.8)
    baris.push({
      metode: 'TRANSFER',
      jumlah,
      bank_uid: vu.pilih(bank).uid,
      referensi: `TRF${String(vu.antara(1, 999_999_999)).padStart(9, '0')}`,
    });
  else if (x < 0.9)
    baris.push({
      metode: 'DEBIT',
      jumlah,
      bank_uid: vu.pilih(bank).uid,
      referensi: String(vu.antara(100_000, 999_999)),
    });
  else
    baris.push({
      metode: 'QRIS',
      jumlah,
      referensi: `QR${String(vu.antara(1, 999_999_999)).padStart(12, '0')}`,
    });
  return baris;
}

/** The payment dialog: banks (kept 60 s) and the discount limit load as it opens, then the payment. */
async function bayar(vu, awal) {
  const k = keadaan(vu);
  await vu.langkah('form bayar', async () => {
    const [bank] = await Promise.all([
      !k.bank || Date.now() - k.bankPada > 60_000
        ? vu.get('/master/bank', { status: 'AKTIF', limitless: 'true' })
        : null,
      Date.now() - k.wewenangPada > 30_000 ? vu.get('/kasir/wewenang/saya') : null,
    ]);
    if (bank) {
      k.bank = bank.respon;
      k.bankPada = Date.now();
    }
    k.wewenangPada = Date.now();
  });
  await vu.pikir(15, 45);
  // Meanwhile the bill has refreshed itself (20 s polling): a prescription or order written in
  // the meantime shows up, and the cashier sends the patient back instead of paying.
  const { t, ranap } = await bacaTagihan(vu, awal.kunjungan_uid, 'tagihan (polling)');
  if (!bisaDibayar(t, ranap)) return false;
  // The refreshed bill agrees with the cash in hand: the button is pressed.
  await vu.pikir(0.5, 1.5);
  // Called into a consulting room meanwhile: the patient has left the counter.
  if (!diLoket(vu, t.kunjungan_uid)) return false;
  const p = await vu.langkah('bayar', async () => {
    const hasil = await vu.post('/kasir/pembayaran', {
      kunjungan_uid: t.kunjungan_uid,
      total_tagihan: t.tagihan_terbuka,
      diskon: 0,
      metode: metodeBayar(vu, t, k.bank ?? []),
      abaikan_tertunda: false,
    });
    // Every '/kasir' answer on screen refreshes after a payment (kasir.api.ts segarkan).
    k.shiftPada = 0;
    await Promise.all([
      vu.get(`/kasir/tagihan/${t.kunjungan_uid}`),
      vu.get('/kasir/deposit', { kunjungan_uid: t.kunjungan_uid }),
      shiftAktif(vu),
    ]);
    return hasil.respon;
  });
  // The receipt opens in the PDF viewer at once: a PDF rendered on the server, its own budget.
  await vu.langkah('kuitansi', () => vu.get(`/kasir/pembayaran/${p.uid}/kuitansi`, { kertas: 'A4' }), {
    anggaranMs: 300,
  });
  return true;
}

/**
 * Orders or prescriptions the units have not charged yet, or a patient still on the ward: the
 * cashier sends the patient back rather than take a payment the next charge would reopen.
 */
const bisaDibayar = (t, ranap) => !t.tertunda.length && ranap?.status !== 'DIRAWAT' && t.tagihan_terbuka > 0;

/** One patient at the counter: the queue, the bill, the payment and the receipt. */
export async function putaran(vu) {
  await pastikanShift(vu);
  const b = bersama(vu);
  const a = await cariPasien(vu, b);
  if (!a) {
    await vu.pikir(10, 20);
    return;
  }
  b.dipegang.add(a.kunjungan_uid);
  try {
    await vu.pikir(3, 8);
    const { t, ranap } = await bacaTagihan(vu, a.kunjungan_uid);
    let dibayar = false;
    if (bisaDibayar(t, ranap)) {
      await vu.pikir(10, 30);
      dibayar = await bayar(vu, t);
    }
    if (!dibayar) {
      b.tunda.set(a.kunjungan_uid, Date.now());
      await vu.pikir(5, 10);
      return;
    }
  } finally {
    b.dipegang.delete(a.kunjungan_uid);
  }
  await vu.pikir(5, 15);
}

/** Before the shift: remember when it starts (bills charged later are this run's patients'). */
export async function siapkan() {
  mulaiRun = Date.now();
}

/** After the run: what is still open at the cashier today, and today's receipts. */
export async function ringkasan(admin) {
  const tanggal = hariIni();
  const [antrian, bayar] = await Promise.all([
    admin.get('/kasir/antrian', { tanggal, limit: 1 }),
    admin.get('/kasir/pembayaran', { dari: tanggal, sampai: tanggal, limit: 1 }),
  ]);
  return { tagihanTerbukaHariIni: antrian.metadata.total_data, kuitansiHariIni: bayar.metadata.total_data };
}
