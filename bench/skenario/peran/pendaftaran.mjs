// Registration desk (/pendaftaran, /listpasien, /pendaftaran-pasien-baru): a patient arrives with a
// card, a KTP or only a name; the clerk finds the record and registers the visit to a clinic, or
// makes a new record first. The calls are those of DaftarkanDialog, FormPendaftaran and
// PendaftaranPasienBaruPage (apps/web/src/features/pendaftaran, pasien).
import { pasienBaru } from '../pasien-baru.mjs';

export const peran = 'PENDAFTARAN';
export const porsi = 40;

// Names common enough that a search lists a page of patients: the desk learns its patients from them.
const NAMA_UMUM = [
  'siti',
  'budi',
  'dewi',
  'rahmat',
  'sri',
  'agus',
  'nur',
  'ahmad',
  'putri',
  'eko',
  'dian',
  'wati',
];
const BATAS = 15;

/** The patients this clerk has seen (from searches and opened records), as identifiers to search by. */
function kenalan(vu) {
  vu.kenalan ??= new Map();
  return vu.kenalan;
}

function ingat(vu, rows) {
  for (const p of rows)
    if (p.status === 'AKTIF' && !p.sementara) kenalan(vu).set(p.uid, { ...kenalan(vu).get(p.uid), ...p });
}

/** One letter changed (not the first): what a hurried clerk types. */
function salahKetik(vu, nama) {
  const kata = nama.split(' ')[0].toLowerCase();
  if (kata.length < 4) return kata;
  const i = vu.antara(1, kata.length - 2);
  const huruf = 'aiueonrst'.replace(kata[i], '');
  return kata.slice(0, i) + huruf[vu.antara(0, huruf.length - 1)] + kata.slice(i + 1);
}

const cari = (vu, jenis, search) =>
  vu.langkah(`cari pasien (${jenis})`, async () => {
    const r = await vu.get('/pasien', { offset: 0, limit: BATAS, search });
    ingat(vu, r.respon);
    return r.respon;
  });

/** The patient in front of the desk: found by what they bring; null when nobody is known yet. */
async function temukanPasien(vu) {
  const dikenal = [...kenalan(vu).values()];
  if (dikenal.length < 5) {
    await cari(vu, 'nama umum', vu.pilih(NAMA_UMUM));
    return null;
  }
  const p = vu.pilih(dikenal);
  const r = vu.acak();
  let hasil;
  if (r < 0.3) hasil = await cari(vu, 'No. RM', p.no_rm);
  else if (r < 0.5 && p.nik) hasil = await cari(vu, 'NIK', p.nik);
  else if (r < 0.7 && p.no_bpjs) hasil = await cari(vu, 'No. BPJS', p.no_bpjs);
  else if (r < 0.8) {
    // The misspelt name finds nothing useful; the clerk looks again and types it right.
    await cari(vu, 'nama salah ketik', salahKetik(vu, p.nama));
    await vu.pikir(2, 5);
    hasil = await cari(vu, 'nama', p.nama);
  } else hasil = await cari(vu, 'nama', p.nama);
  return hasil.find((x) => x.uid === p.uid) ?? null;
}

/** The registration form: clinic, the doctor on shift with the most quota left, payer, numbers. */
async function daftarkan(vu, pasien) {
  const { bersama } = vu;
  // The desk's own lists: registered today at which clinics (the form refuses a second visit).
  const sudah = await vu.langkah('cek pendaftaran hari ini', () =>
    vu.get('/pendaftaran', { tanggal: bersama.hariIni, offset: 0, limit: BATAS, search: pasien.no_rm }),
  );
  const polisHariIni = new Set(
    sudah.respon.filter((r) => r.pasien.uid === pasien.uid && r.status !== 'BATAL').map((r) => r.poli.uid),
  );
  bersama.sedangDidaftar ??= new Set();
  const bebas = bersama.polis.filter(
    (p) =>
      !polisHariIni.has(p.uid) &&
      !bersama.sedangDidaftar.has(`${pasien.uid}:${p.uid}`) &&
      bersama.poliBertugas.has(p.uid),
  );
  if (!bebas.length) return null;
  const poli = pilihBerbobot(vu, bebas);
  const kunci = `${pasien.uid}:${poli.uid}`;
  bersama.sedangDidaftar.add(kunci);
  try {
    await vu.pikir(3, 8);
    const { penjamin, kuota } = await vu.langkah('buka form pendaftaran', async () => {
      // Clinics and payers are cached by the screen for five minutes; the quota is read each time.
      const segar = !vu.masterPada || Date.now() - vu.masterPada > 300_000;
      const [, pj, kuota] = await Promise.all([
        segar ? vu.get('/master/poli', { status: 'AKTIF', limitless: 'true' }) : null,
        segar ? vu.get('/master/penjamin') : { respon: vu.penjamin },
        vu.get('/pendaftaran/kuota', { poli: poli.uid, tanggal: bersama.hariIni }),
      ]);
      if (segar) vu.masterPada = Date.now();
      vu.penjamin = pj.respon;
      return { penjamin: pj.respon, kuota: kuota.respon };
    });
    const bertugas = new Set(bersama.dokterPerPoli.get(poli.uid));
    const dokter = kuota.dokter
      .filter((d) => bertugas.has(d.dokter_uid) && d.sisa > 0)
      .sort((a, b) => b.sisa - a.sisa)[0];
    if (!dokter) return null;
    await vu.pikir(10, 30);
    const body = {
      pasien_uid: pasien.uid,
      poli_uid: poli.uid,
      dokter_uid: dokter.dokter_uid,
      tanggal: bersama.hariIni,
      ...penjaminKunjungan(vu, pasien, penjamin),
      keluhan: vu.pilih(KELUHAN),
    };
    const hasil = await vu.langkah('daftarkan', () => vu.post('/pendaftaran', body));
    await vu.pikir(3, 8);
    // The list behind the dialog refreshes after the save (segarkanPendaftaran).
    await vu.langkah('daftar pendaftaran', () =>
      vu.get('/pendaftaran', { tanggal: bersama.hariIni, offset: 0, limit: BATAS }),
    );
    return hasil.respon;
  } finally {
    bersama.sedangDidaftar.delete(kunci);
  }
}

const KELUHAN = [
  'Demam sejak 3 hari',
  'Batuk pilek',
  'Kontrol rutin',
  'Nyeri ulu hati',
  'Pusing dan lemas',
  'Kontrol tekanan darah',
  'Nyeri sendi lutut',
  'Sesak napas ringan',
  'Kontrol gula darah',
  'Periksa kehamilan',
];

function pilihBerbobot(vu, polis) {
  const total = polis.reduce((s, p) => s + p.bobot, 0);
  let r = vu.acak() * total;
  for (const p of polis) {
    r -= p.bobot;
    if (r < 0) return p;
  }
  return polis.at(-1);
}

/** BPJS for most (when the patient has a card), then Umum, then an insurer. */
function penjaminKunjungan(vu, pasien, penjamin) {
  const r = vu.acak();
  const ke = String(vu.nomor).padStart(3, '0');
  vu.nomorRujukan = (vu.nomorRujukan ?? 0) + 1;
  if (r < 0.7 && pasien.no_bpjs)
    return {
      penjamin: 'BPJS',
      asuransi_uid: null,
      no_kartu: pasien.no_bpjs,
      // A Puskesmas referral number: faskes code, date, a running number.
      no_rujukan: `0301R001${vu.bersama.hariIni.slice(2).replaceAll('-', '')}B${ke}${String(vu.nomorRujukan).padStart(2, '0')}`,
      no_sep: '',
    };
  const asuransi = penjamin.filter((p) => p.penjamin_tarif === 'ASURANSI');
  if (r > 0.9 && asuransi.length) {
    const a = vu.pilih(asuransi);
    return {
      penjamin: 'ASURANSI',
      asuransi_uid: a.asuransi_uid,
      no_kartu: `POL${ke}${pasien.no_rm}`,
      no_rujukan: '',
      no_sep: '',
    };
  }
  return { penjamin: 'UMUM', asuransi_uid: null, no_kartu: '', no_rujukan: '', no_sep: '' };
}

async function pasienLama(vu) {
  const p = await temukanPasien(vu);
  if (!p) return;
  await vu.pikir(2, 6);
  // Now and then the record is opened to check the address or phone before registering.
  if (vu.peluang(0.3)) {
    const detail = await vu.langkah('buka pasien', () => vu.get(`/pasien/${p.uid}`));
    ingat(vu, [{ ...p, nik: detail.respon.nik }]);
    await vu.pikir(5, 15);
  }
  await daftarkan(vu, p);
}

/** Desk work between patients: the day's list, a registration's detail, a record looked up. */
async function lihatDaftar(vu) {
  const r = await vu.langkah('daftar pendaftaran', () =>
    vu.get('/pendaftaran', { tanggal: vu.bersama.hariIni, offset: 0, limit: BATAS }),
  );
  const satu = vu.pilih(r.respon);
  if (!satu) return;
  await vu.pikir(5, 15);
  await vu.langkah('detail pendaftaran', () => vu.get(`/pendaftaran/${satu.uid}`));
}

async function bukaPasien(vu) {
  const rows = await cari(vu, 'nama umum', vu.pilih(NAMA_UMUM));
  const p = vu.pilih(rows.filter((x) => x.status === 'AKTIF'));
  if (!p) return;
  await vu.pikir(3, 10);
  const detail = await vu.langkah('buka pasien', () => vu.get(`/pasien/${p.uid}`));
  ingat(vu, [{ ...p, nik: detail.respon.nik }]);
}

export async function putaran(vu) {
  // A patient (or a question) arrives; the gap between them is the desk's quiet time.
  await vu.pikir(20, 60);
  const r = vu.acak();
  if (r < 0.3) await pasienLama(vu);
  else if (r < 0.38) {
    const p = await pasienBaru(vu);
    if (p) {
      ingat(vu, [p]);
      await vu.pikir(3, 8);
      await daftarkan(vu, p);
    }
  } else if (r < 0.75) await lihatDaftar(vu);
  else await bukaPasien(vu);
}

/** The day's flow at the end of the run: today's registrations and the clinic queues per status. */
export async function ringkasan(admin, bersama) {
  const [daftar, antrian] = await Promise.all([
    admin.get('/pendaftaran', { tanggal: bersama.hariIni, offset: 0, limit: 1 }),
    admin.get('/antrian/klinik/jumlah', { tanggal: bersama.hariIni }),
  ]);
  return { pendaftaranHariIni: daftar.metadata.total_data, antrianKlinik: antrian.respon };
}

/**
 * The morning's first arrivals, registered before the measured shift begins (one patient per staff
 * doctor, at most 100): the clinic nurses have work from the first minute and the doctors from the
 * first hand-over, as in a clinic that opened before the shift change. Same payload as the desk's,
 * written as the administrator; patients already registered today at that clinic are skipped.
 */
export async function siapkan(admin, opsi) {
  const { hariIni, polis, poliBertugas, dokterPerPoli } = opsi;
  const kandidat = new Map();
  for (const nama of NAMA_UMUM) {
    const r = await admin.get('/pasien', { offset: 0, limit: BATAS, search: nama });
    for (const p of r.respon) if (p.status === 'AKTIF' && !p.sementara) kandidat.set(p.uid, p);
  }
  const hariIniDaftar = await admin.get('/pendaftaran', { tanggal: hariIni, limitless: 'true' });
  const sudah = new Set(
    hariIniDaftar.respon.filter((r) => r.status !== 'BATAL').map((r) => `${r.pasien.uid}:${r.poli.uid}`),
  );
  const pasien = [...kandidat.values()];
  let dibuat = 0;
  let k = 0;
  for (const poli of polis.filter((p) => poliBertugas.has(p.uid)))
    for (const dokterUid of dokterPerPoli.get(poli.uid) ?? []) {
      if (dibuat >= 100) break;
      // Patients taken in turn, so the backlog spreads over many records.
      const p = [...pasien.slice(k), ...pasien.slice(0, k)].find((x) => !sudah.has(`${x.uid}:${poli.uid}`));
      if (!p) continue;
      k = (pasien.indexOf(p) + 1) % pasien.length;
      sudah.add(`${p.uid}:${poli.uid}`);
      const bpjs = Boolean(p.no_bpjs);
      await admin.post('/pendaftaran', {
        pasien_uid: p.uid,
        poli_uid: poli.uid,
        dokter_uid: dokterUid,
        tanggal: hariIni,
        penjamin: bpjs ? 'BPJS' : 'UMUM',
        asuransi_uid: null,
        no_kartu: bpjs ? p.no_bpjs : '',
        no_rujukan: bpjs
          ? `0301R001${hariIni.slice(2).replaceAll('-', '')}P${String(dibuat).padStart(5, '0')}`
          : '',
        no_sep: '',
        keluhan: KELUHAN[dibuat % KELUHAN.length],
      });
      dibuat += 1;
    }
  return `${dibuat} pasien pagi sudah menunggu di antrian poli`;
}
