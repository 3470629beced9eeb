// The shift's staff accounts, made through the admin API as an administrator would in /kelola-akun,
// /kelola-dokter, /kelola-perawat and /kelola-karyawan: each linked to an employee the way the demo
// account of the same role is (a doctor's clinic and schedule, a nurse's clinic, pharmacy rights),
// so the queues mark their patients as theirs exactly as for real staff.

/** Satisfies the password policy (letters and digits, not the username, not a common one). */
export const SANDI_STAF = 'Sk3nario-Shift26';

export const namaAkun = (peran, i) => `staf_${peran.toLowerCase()}_${String(i).padStart(3, '0')}`;

// How busy each outpatient clinic is (share of the day's visits), by the demo master's clinic code;
// a clinic not listed (another hospital's master) weighs 5.
const BOBOT_POLI = {
  INTERNA: 20,
  UMUM: 15,
  ANAK: 12,
  OBGYN: 10,
  BEDAH: 8,
  SARAF: 8,
  JANTUNG: 8,
  MATA: 7,
  THT: 6,
  GIGI: 6,
};
const SPESIALIS_POLI = {
  UMUM: 'UMUM',
  GIGI: 'GIGI',
  INTERNA: 'SP_PD',
  ANAK: 'SP_A',
  OBGYN: 'SP_OG',
  BEDAH: 'SP_B',
  MATA: 'SP_M',
  THT: 'SP_THT',
  SARAF: 'SP_N',
  JANTUNG: 'SP_JP',
};
const HARI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];

const DEPAN = [
  'Andi',
  'Budi',
  'Citra',
  'Dewi',
  'Eka',
  'Fajar',
  'Gita',
  'Hadi',
  'Indah',
  'Joko',
  'Kartika',
  'Lukman',
];
const BELAKANG = [
  'Pratama',
  'Santoso',
  'Wijaya',
  'Lestari',
  'Saputra',
  'Hidayat',
  'Permata',
  'Nugroho',
  'Kusuma',
];
const namaOrang = (i) =>
  `${DEPAN[i % DEPAN.length]} ${BELAKANG[Math.floor(i / DEPAN.length) % BELAKANG.length]} ${String(i).padStart(3, '0')}`;

/** Outpatient clinics with their weight, sorted by code so every run assigns staff alike. */
export async function poliRawatJalan(admin) {
  const r = await admin.get('/master/poli', { status: 'AKTIF', limitless: 'true' });
  return r.respon
    .filter((p) => p.jenis === 'RAWAT_JALAN')
    .sort((a, b) => a.kode.localeCompare(b.kode))
    .map((p) => ({ uid: p.uid, kode: p.kode, nama: p.nama, bobot: BOBOT_POLI[p.kode] ?? 5 }));
}

/**
 * The clinic of the i-th staff member (from 0): smooth weighted round robin, so any first n staff
 * are spread over the clinics in proportion to their weight and a larger shift keeps the smaller
 * shift's assignments (accounts made by an earlier run stay where they were).
 */
export function poliKe(polis, i) {
  const total = polis.reduce((s, p) => s + p.bobot, 0);
  const saatIni = polis.map(() => 0);
  let pilih = 0;
  for (let k = 0; k <= i; k++) {
    for (let j = 0; j < polis.length; j++) saatIni[j] += polis[j].bobot;
    pilih = saatIni.indexOf(Math.max(...saatIni));
    saatIni[pilih] -= total;
  }
  return polis[pilih];
}

/** What the demo account of a role has: its employee profile and pharmacy location rights. */
async function templatDemo(admin, peran, tautan) {
  const username = peran.toLowerCase();
  const t = tautan.find((a) => a.username === username);
  const templat = { profil: null, karyawan: null, dokter: null, perawat: null, farmasi: [] };
  if (t?.pegawai_uid) {
    templat.karyawan = (await admin.get(`/master/karyawan/${t.pegawai_uid}`)).respon;
    templat.profil = templat.karyawan.profil;
    if (templat.profil === 'DOKTER')
      templat.dokter = (await admin.get(`/master/dokter/${t.pegawai_uid}`)).respon;
    if (templat.profil === 'PERAWAT')
      templat.perawat = (await admin.get(`/master/perawat/${t.pegawai_uid}`)).respon;
  }
  if (t) templat.farmasi = (await admin.get('/farmasi/lokasi/user', { username })).respon;
  return templat;
}

function identitas(templat, peran, i, akunUid) {
  const k = templat.karyawan;
  return {
    // NIP: at most 20 characters, unique per role (DOKTER and DOKTER_RADIOLOGI differ).
    kode: `SKN-${peran.replace(/[^A-Z]/g, '').slice(0, 10)}-${String(i).padStart(3, '0')}`,
    nama: namaOrang(i),
    gelar_depan: k?.gelar_depan ?? null,
    gelar_belakang: null,
    jenis_kelamin: i % 2 ? 'P' : 'L',
    jabatan_uid: k?.jabatan_uid ?? null,
    unit_uid: k?.unit_uid ?? null,
    akun_uid: akunUid,
  };
}

async function tautkanPegawai(admin, { templat, peran, i, akunUid, polis }) {
  const dasar = identitas(templat, peran, i, akunUid);
  if (templat.profil === 'DOKTER') {
    const poli = poliKe(polis, i - 1);
    await admin.post('/master/dokter', {
      ...dasar,
      spesialisasi: SPESIALIS_POLI[poli.kode] ?? templat.dokter?.spesialisasi ?? 'UMUM',
      no_sip: `446/${String(9000 + i)}/SIP.SKN/2026`,
      sip_berlaku_sampai: '2030-12-31',
      tampil_online: false,
      polis: [poli.uid],
      // A day shift every day: the quota never turns a registration away during a run.
      jadwal: HARI.map((hari) => ({
        poli_uid: poli.uid,
        hari,
        jam_mulai: '07:00',
        jam_selesai: '21:00',
        kuota: 200,
      })),
    });
  } else if (templat.profil === 'PERAWAT') {
    // Clinic nurses are spread over the clinics like the doctors; others keep the demo's placement.
    const poliUid = templat.perawat?.poli_uid ? poliKe(polis, i - 1).uid : null;
    await admin.post('/master/perawat', {
      ...dasar,
      no_str: `14021${String(90000000000 + i)}`,
      poli_uid: poliUid,
    });
  } else if (templat.karyawan) {
    await admin.post('/master/karyawan', { ...dasar, jenis_pegawai: templat.karyawan.jenis_pegawai });
  }
}

async function berikanFarmasi(admin, templat, username) {
  for (const l of templat.farmasi)
    await admin.post('/farmasi/lokasi/akses', { username, lokasi_uid: l.lokasi.uid, akses: l.akses });
}

/** Runs `kerja` over `items` with at most `n` at once (argon2 on the server is the slow part). */
async function paralel(items, n, kerja) {
  let i = 0;
  const pekerja = Array.from({ length: Math.min(n, items.length) }, async () => {
    while (i < items.length) {
      const k = i++;
      await kerja(items[k], k);
    }
  });
  await Promise.all(pekerja);
}

/**
 * Makes the accounts that do not exist yet and links them; returns every staff account with
 * its employee uid and the staff doctors per clinic (the desk registers to doctors on shift).
 * @param {import('./vu.mjs').VirtualUser} admin
 * @param {{ peran: string, jumlah: number }[]} rencana
 */
export async function siapkanAkun(admin, rencana, { log = () => {} } = {}) {
  const ada = new Map(
    (await admin.get('/akun', { search: 'staf_', limitless: 'true' })).respon.map((a) => [a.username, a]),
  );
  let tautan = (await admin.get('/master/karyawan/akun', { limitless: 'true' })).respon;
  const polis = await poliRawatJalan(admin);
  let dibuat = 0;
  const sudahTertaut = new Set(tautan.filter((a) => a.pegawai_uid).map((a) => a.username));
  for (const { peran, jumlah } of rencana) {
    const templat = await templatDemo(admin, peran, tautan);
    const kerja = [];
    for (let i = 1; i <= jumlah; i++) {
      const username = namaAkun(peran, i);
      // An account made by a run that stopped half-way is linked now.
      const tautkan = templat.karyawan !== null && !sudahTertaut.has(username);
      if (!ada.has(username) || tautkan) kerja.push({ i, username, baru: !ada.has(username), tautkan });
    }
    await paralel(kerja, 4, async ({ i, username, baru, tautkan }) => {
      let akunUid = ada.get(username)?.uid;
      if (baru)
        akunUid = (
          await admin.post('/akun', { username, nama: namaOrang(i), role: peran, password: SANDI_STAF })
        ).respon.uid;
      if (tautkan) await tautkanPegawai(admin, { templat, peran, i, akunUid, polis });
      if (baru) await berikanFarmasi(admin, templat, username);
      dibuat += 1;
    });
    if (kerja.length) log(`  ${peran}: ${kerja.length} akun dibuat atau ditautkan`);
  }
  if (dibuat) tautan = (await admin.get('/master/karyawan/akun', { limitless: 'true' })).respon;
  const pegawaiDari = new Map(tautan.map((a) => [a.username, a.pegawai_uid]));

  const akun = [];
  const dokterPerPoli = new Map(polis.map((p) => [p.uid, []]));
  for (const { peran, jumlah } of rencana)
    for (let i = 1; i <= jumlah; i++) {
      const username = namaAkun(peran, i);
      const pegawaiUid = pegawaiDari.get(username) ?? null;
      akun.push({ username, peran, password: SANDI_STAF, pegawaiUid, ke: i });
      if (peran === 'DOKTER' && pegawaiUid) dokterPerPoli.get(poliKe(polis, i - 1).uid)?.push(pegawaiUid);
    }
  return { akun, dibuat, polis, dokterPerPoli };
}
