// Clinic doctor (/list-pelayananmedis, /assesmen-medis/:id, /rm): their own patients handed over
// by the nurse, the chart and the patient's history, SOAP, ICD-10 coding, a lab order for some, a
// prescription for most, the follow-up and 'Selesai' so the pharmacy and the cashier get their
// work. Calls as AntrianPoli, AsesmenMedisPage (medis/, order/, resep/) and RmPage make them.
import { poliKe } from '../akun.mjs';
import { ambilDariAntrian, lepas } from '../antrian.mjs';

export const peran = 'DOKTER';
export const porsi = 65;

// What the doctor types into the ICD-10 box (CariKodeIcd); the first leaf code offered is taken.
const DIAGNOSIS = [
  'hipertensi',
  'diabetes',
  'dispepsia',
  'nasofaringitis',
  'gastritis',
  'demam',
  'osteoartritis',
  'asma',
  'diare',
  'konjungtivitis',
  'faringitis',
  'dermatitis',
];
// Tablets and capsules the outpatient depot keeps; what the prescription dialog's search finds.
const OBAT = ['paracetamol', 'amoksisilin', 'amlodipin', 'metformin', 'omeprazol', 'cetirizin', 'ibuprofen'];
const OBAT_LAIN = ['simvastatin', 'vitamin', 'mefenamat', 'ranitidin', 'salbutamol', 'deksametason'];
/** The search words of every drug prescribed (the pharmacy sizes its stock from them); ≤ 15 units a line. */
export const OBAT_RESEP = [...OBAT, ...OBAT_LAIN];
const ATURAN = ['3 x 1 tablet sesudah makan', '2 x 1 tablet', '1 x 1 tablet malam hari', '3 x 1 kapsul'];

function soap(vu, entri) {
  return {
    subjektif: `${entri.keluhan || 'Kontrol rutin'}. Keluhan dirasakan sejak ${vu.antara(1, 7)} hari.`,
    objektif: 'Keadaan umum baik, kesadaran compos mentis.',
    asesmen: 'Sesuai diagnosis kerja.',
    plan: 'Terapi oral, edukasi, kontrol bila keluhan menetap.',
    pemeriksaan_fisik: {
      keadaan_umum: 'Baik',
      kesadaran: 'Compos mentis',
      sistem: {
        thorax_jantung: { hasil: 'Normal' },
        thorax_paru: { hasil: 'Normal' },
        abdomen: { hasil: 'Normal' },
      },
    },
    edukasi: 'Minum obat teratur, istirahat cukup.',
  };
}

/** Codes the main diagnosis; a chart that has one already (a visit begun earlier) gets a secondary. */
async function kodeDiagnosis(vu, l, sudah) {
  const ada = new Set(sudah.map((d) => d.kode_icd10));
  let kode;
  for (let coba = 0; coba < 3 && !kode; coba++) {
    const kata = vu.pilih(DIAGNOSIS);
    const r = await vu.langkah('cari ICD-10', () =>
      vu.get('/katalog/icd10', { search: kata, limit: 20, hanya_leaf: 'true' }),
    );
    kode = r.respon.find((x) => !ada.has(x.kode))?.kode;
  }
  if (!kode) return;
  const jenis = sudah.some((d) => d.jenis === 'UTAMA') ? 'SEKUNDER' : 'UTAMA';
  await vu.pikir(3, 10);
  await vu.langkah('simpan diagnosis', async () => {
    await vu.post(`/pelayanan/${l}/diagnosis`, { kode_icd10: kode, jenis, kasus: 'BARU', keterangan: null });
    await vu.get(`/pelayanan/${l}/diagnosis`);
  });
}

async function orderLab(vu, l) {
  const katalog = await vu.langkah('buka order lab', () =>
    Promise.all([
      vu.get(`/pelayanan/${l}/order/katalog`, { jenis: 'LABOR' }),
      vu.get(`/pelayanan/${l}/order`),
    ]),
  );
  const items = katalog[0].respon.kelompok.flatMap((k) => k.items);
  const item = vu.pilih(items.filter((i) => i.jenis_item === 'PAKET_LAB' || i.jenis_item === 'LAB'));
  if (!item) return;
  await vu.pikir(5, 15);
  const baris =
    item.jenis_item === 'PAKET_LAB' ? { paket_lab_uid: item.uid } : { pemeriksaan_lab_uid: item.uid };
  await vu.langkah('kirim order lab', async () => {
    await vu.post(`/pelayanan/${l}/order`, {
      jenis: 'LABOR',
      cito: false,
      catatan_klinis: null,
      items: [baris],
    });
    await vu.get(`/pelayanan/${l}/order`);
  });
}

async function tulisResep(vu, l) {
  const jumlahBaris = vu.antara(1, 3);
  const kata = [vu.pilih(OBAT), vu.pilih(OBAT_LAIN), vu.pilih(OBAT)].slice(0, jumlahBaris);
  const dipilih = new Map();
  for (const k of kata) {
    const r = await vu.langkah('cari obat', () => vu.get('/pelayanan/obat', { search: k, limit: 15 }));
    const p = r.respon.find((x) => ['Tablet', 'Kapsul', 'Kaplet'].includes(x.sediaan));
    if (p) dipilih.set(p.uid, p);
    await vu.pikir(3, 8);
  }
  if (!dipilih.size) return;
  const detail = [...dipilih.values()].map((p, i) => ({
    jenis: 'NON_RACIKAN',
    config: { position: i + 1 },
    produk_uid: p.uid,
    jumlah: vu.pilih([6, 10, 10, 15]),
    aturan_pakai: vu.pilih(ATURAN),
    catatan: null,
  }));
  await vu.langkah('tulis resep', async () => {
    await vu.post(`/pelayanan/${l}/resep`, { catatan: null, detail });
    await vu.get(`/pelayanan/${l}/resep`);
  });
}

export async function putaran(vu) {
  const poli = poliKe(vu.bersama.polis, vu.akun.ke - 1);
  // The worklist opens on 'Menunggu Dokter', filtered to this doctor's own patients.
  const entri = await ambilDariAntrian(vu, {
    poli,
    status: 'WAITING_DOKTER',
    dokter: vu.akun.pegawaiUid ?? undefined,
    nama: 'antrian pelayanan medis',
  });
  if (!entri) return;
  const l = entri.layanan_uid;
  const pasienUid = entri.pasien.uid;
  try {
    await vu.langkah('panggil', () => vu.post(`/antrian/${entri.uid}/panggil`));
    // In the room: the cashier does not take this visit's payment until the patient walks out.
    vu.bersama.diPoli ??= new Set();
    vu.bersama.diPoli.add(entri.kunjungan_uid);
    await vu.pikir(10, 30);
    const [, , , diagnosis] = await vu.langkah('buka rekam medis', () =>
      Promise.all([
        vu.get(`/pelayanan/${l}`),
        vu.get(`/pelayanan/${l}/asesmen`, { jenis: 'MEDIS' }),
        vu.get(`/pelayanan/${l}/asesmen`, { jenis: 'KEPERAWATAN_POLI' }),
        vu.get(`/pelayanan/${l}/diagnosis`),
      ]),
    );
    await vu.pikir(5, 15);
    // The record's history: header, earlier visits and the first page of the timeline.
    await vu.langkah('riwayat pasien', () =>
      Promise.all([
        vu.get(`/rm/${pasienUid}`),
        vu.get(`/rm/${pasienUid}/kunjungan`, { offset: 0, limit: 15 }),
        vu.get(`/rm/${pasienUid}/timeline`, { limit: 30 }),
      ]),
    );
    // Anamnesis and examination.
    await vu.pikir(60, 180);
    await vu.langkah('simpan SOAP', async () => {
      await vu.post(`/pelayanan/${l}/asesmen`, { jenis: 'MEDIS', isi: soap(vu, entri) });
      await Promise.all([vu.get(`/pelayanan/${l}`), vu.get(`/pelayanan/${l}/asesmen`, { jenis: 'MEDIS' })]);
    });
    await vu.pikir(5, 15);
    await kodeDiagnosis(vu, l, diagnosis.respon);
    if (vu.peluang(0.3)) {
      await vu.pikir(5, 15);
      await orderLab(vu, l);
    }
    if (vu.peluang(0.8)) {
      await vu.pikir(5, 15);
      await tulisResep(vu, l);
    }
    await vu.pikir(5, 15);
    const kontrol = vu.peluang(0.3);
    await vu.langkah('tindak lanjut', () =>
      vu.put(`/pelayanan/${l}/tindak-lanjut`, {
        jenis: kontrol ? 'KONTROL' : 'PULANG',
        tanggal_kontrol: kontrol ? tambahHari(vu.bersama.hariIni, 14) : null,
        catatan: null,
      }),
    );
    await vu.pikir(3, 8);
    await vu.langkah('selesai', () => vu.put(`/antrian/${entri.uid}/status`, { status: 'DONE' }));
    // The patient walks to the cashier's counter (peran/kasir.mjs serves this line first).
    vu.bersama.diPoli?.delete(entri.kunjungan_uid);
    vu.bersama.loketKasir ??= [];
    vu.bersama.loketKasir.push({ kunjungan_uid: entri.kunjungan_uid, no_rm: entri.pasien.no_rm });
  } finally {
    lepas(vu, entri);
  }
}

function tambahHari(tanggal, n) {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
