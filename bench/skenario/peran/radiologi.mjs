// Radiology (bench/skenario/README.md): the day's worklist (/list-radiologi), recording the exam
// (charged then), the radiologist's expertise from the exam's template, and its validation. One
// role does all three: DOKTER_RADIOLOGI holds both the radiographer's and the radiologist's
// rights, and a 300-bed hospital's few radiology staff are not worth two files. Images are not
// uploaded (a multipart upload the VU does not make; the service does not require one).
// Calls as apps/web/src/features/penunjang/radiologi/DetailRadiologiPage.tsx and Ekspertise.tsx.

export const peran = 'DOKTER_RADIOLOGI';
export const porsi = 5;

const hariIni = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const LIMIT = 15;
const TERBUKA = new Set(['DIMINTA', 'DIPERIKSA', 'DIBACA']);

function dipegang(vu) {
  vu.bersama.radiologi ??= new Set();
  return vu.bersama.radiologi;
}

function bacaWorklist(vu) {
  vu.radiologi ??= { poliPada: 0 };
  const k = vu.radiologi;
  const tanggal = hariIni();
  return vu.langkah('worklist radiologi', async () => {
    const poli = Date.now() - k.poliPada > 300_000;
    const [list] = await Promise.all([
      vu.get('/radiologi', { tanggal, offset: 0, limit: LIMIT }),
      vu.get('/radiologi/jumlah', { tanggal }),
      poli ? vu.get('/master/poli', { status: 'AKTIF', limitless: 'true' }) : null,
    ]);
    if (poli) k.poliPada = Date.now();
    return list.respon;
  });
}

const KESAN = [
  'Tidak tampak kelainan radiologis.',
  'Dalam batas normal.',
  'Kesan bronkitis, tidak tampak infiltrat.',
  'Kardiomegali ringan (CTR 0,54).',
  'Spondilosis lumbalis ringan.',
];

async function langkahOrder(vu, nama, uid, kirim) {
  return vu.langkah(nama, async () => {
    const hasil = await kirim();
    await vu.get(`/radiologi/${uid}`);
    return hasil.respon;
  });
}

async function kerjakan(vu, uid) {
  let d = await vu.langkah('buka order radiologi', async () => (await vu.get(`/radiologi/${uid}`)).respon);
  if (d.status === 'DIMINTA') {
    await vu.pikir(60, 180);
    d = await langkahOrder(vu, 'catat pemeriksaan', uid, () =>
      vu.post(`/radiologi/${uid}/periksa`, { catatan: vu.peluang(0.2) ? 'Pasien kooperatif' : null }),
    );
  }
  if (d.status === 'DIPERIKSA') {
    // Reading the film and typing the report from the exam's template.
    await vu.pikir(60, 180);
    const temuan = `${d.template_ekspertise ?? 'Pemeriksaan dengan proyeksi standar.'}\nTidak tampak lesi fokal.`;
    d = await langkahOrder(vu, 'tulis ekspertise', uid, () =>
      vu.put(`/radiologi/${uid}/ekspertise`, { temuan: temuan.slice(0, 8000), kesan: vu.pilih(KESAN) }),
    );
  }
  if (d.status === 'DIBACA') {
    await vu.pikir(10, 30);
    await langkahOrder(vu, 'validasi ekspertise', uid, () => vu.post(`/radiologi/${uid}/validasi`));
  }
}

export async function putaran(vu) {
  const pegang = dipegang(vu);
  const rows = await bacaWorklist(vu);
  const o = rows.find((r) => TERBUKA.has(r.status) && !pegang.has(r.uid));
  if (!o) {
    await vu.pikir(15, 30);
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
  return (await admin.get('/radiologi/jumlah', { tanggal: hariIni() })).respon;
}
