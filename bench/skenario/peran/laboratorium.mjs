// Laboratory staff (bench/skenario/README.md): the day's worklist (/list-labor), one order at a
// time through the steps the detail page offers — take the sample (the exam is charged, the label
// PDF opens), process it, enter every value, validate. Every call is one the screens make
// (apps/web/src/features/penunjang: WorklistPenunjang, labor/DetailLaborPage, HasilLabForm).

export const peran = 'LABOR';
export const porsi = 15;

const hariIni = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const LIMIT = 15;
const TERBUKA = new Set(['DIMINTA', 'SAMPEL_DIAMBIL', 'DIPROSES', 'HASIL_DIISI']);

function keadaan(vu) {
  vu.labor ??= { poliPada: 0 };
  return vu.labor;
}

/** Orders another analyst has in hand (two people never work one tube). */
function dipegang(vu) {
  vu.bersama.labor ??= new Set();
  return vu.bersama.labor;
}

/** The worklist page: its first page, the status chips' counts and the clinic filter (kept 5 min). */
function bacaWorklist(vu) {
  const k = keadaan(vu);
  const tanggal = hariIni();
  return vu.langkah('worklist lab', async () => {
    const poli = Date.now() - k.poliPada > 300_000;
    const [list] = await Promise.all([
      vu.get('/labor', { tanggal, offset: 0, limit: LIMIT }),
      vu.get('/labor/jumlah', { tanggal }),
      poli ? vu.get('/master/poli', { status: 'AKTIF', limitless: 'true' }) : null,
    ]);
    if (poli) k.poliPada = Date.now();
    return list.respon;
  });
}

const desimal = (x, d) => x.toFixed(d).replace('.', ',');

/**
 * A value an analyser would give for the line: mostly inside the patient's reference range, now and
 * then outside it; a choice among the test's options (the normal one mostly); a short text.
 */
function nilaiBaris(vu, b) {
  if (b.jenis_hasil === 'PILIHAN') {
    const normal = b.pilihan.filter((o) => o.normal);
    const opsi = normal.length && vu.peluang(0.85) ? normal : b.pilihan;
    return vu.pilih(opsi)?.nilai ?? '';
  }
  if (b.jenis_hasil === 'TEKS') return vu.peluang(0.85) ? 'Dalam batas normal' : 'Ditemukan kelainan ringan';
  // A one-sided range ('< 200', '> 60') gets a plausible other side.
  const min = b.nilai_min ?? (b.nilai_maks === null ? 1 : b.nilai_maks * 0.5);
  const maks = b.nilai_maks ?? Math.max(min * 1.5, min + 1);
  const lebar = Math.max(maks - min, Math.abs(maks) * 0.1, 1);
  const x = vu.peluang(0.85)
    ? min + vu.acak() * (maks - min)
    : vu.peluang(0.5)
      ? Math.max(0, min - vu.acak() * lebar * 0.3)
      : maks + vu.acak() * lebar * 0.3;
  return desimal(x, b.desimal);
}

/** The detail page after a step: the step's answer is shown, then the page refetches itself. */
async function langkahOrder(vu, nama, uid, kirim) {
  return vu.langkah(nama, async () => {
    const hasil = await kirim();
    await vu.get(`/labor/${uid}`);
    return hasil.respon;
  });
}

/** One order through what can be done on it now; answers when it leaves the analyst's hands. */
async function kerjakan(vu, uid) {
  let d = await vu.langkah('buka order lab', async () => (await vu.get(`/labor/${uid}`)).respon);
  if (d.status === 'DIMINTA') {
    // Calling the patient, the draw, labelling the tube.
    await vu.pikir(30, 90);
    d = await langkahOrder(vu, 'ambil sampel', uid, () => vu.post(`/labor/${uid}/sampel`, {}));
    await vu.langkah('label spesimen', () => vu.get(`/labor/${uid}/label.pdf`), { anggaranMs: 300 });
  }
  if (d.status === 'SAMPEL_DIAMBIL') {
    await vu.pikir(20, 60);
    d = await langkahOrder(vu, 'proses sampel', uid, () => vu.post(`/labor/${uid}/proses`, {}));
  }
  if (d.status === 'DIPROSES' && d.hasil) {
    // The analyser's run, then typing the values off its printout.
    await vu.pikir(60, 180);
    const hasil = d.hasil.baris.map((b) => ({ uid: b.uid, nilai: nilaiBaris(vu, b), catatan: b.catatan }));
    d = await langkahOrder(vu, 'isi hasil', uid, () =>
      vu.put(`/labor/${uid}/hasil`, { hasil, catatan: d.hasil.catatan ?? '' }),
    );
  }
  if (d.status === 'HASIL_DIISI') {
    await vu.pikir(15, 45);
    await langkahOrder(vu, 'validasi hasil', uid, () => vu.post(`/labor/${uid}/validasi`));
  }
}

/** One order taken from the worklist (CITO and unfinished first, as the server sorts it). */
export async function putaran(vu) {
  const pegang = dipegang(vu);
  const rows = await bacaWorklist(vu);
  const o = rows.find((r) => TERBUKA.has(r.status) && !pegang.has(r.uid));
  if (!o) {
    await vu.pikir(10, 20);
    return;
  }
  pegang.add(o.uid);
  try {
    await vu.pikir(2, 5);
    await kerjakan(vu, o.uid);
  } finally {
    pegang.delete(o.uid);
  }
  await vu.pikir(5, 15);
}

/** After the run: today's orders per status. */
export async function ringkasan(admin) {
  return (await admin.get('/labor/jumlah', { tanggal: hariIni() })).respon;
}
