/*
 * The VClaim simulator's participants and references (vclaim.simulator.ts, docs/vclaim.md
 * "Simulator"). Answers carry BPJS's own field names (Peserta/nokartu/…: statusPeserta, hakKelas,
 * jenisPeserta, provUmum {kdProvider, nmProvider}, mr {noMR, noTelepon}, cob, informasi, umur).
 *
 * Which cards exist, chosen here and documented:
 *  - the demo patients' cards (apps/api/seed/pasien.ts) with their names and birth dates; one of
 *    them, 0001234567902 (Ujang Saepudin), is "NON AKTIF KARENA PREMI";
 *  - 0009999999991 "TIDAK AKTIF DIANGGAP PESERTA" and 0009999999992 "NON AKTIF KARENA PREMI";
 *  - any other 13-digit card not starting with 9 is a participant derived from its digits
 *    (a stable name "PESERTA SIMULASI nnnn", class and kind); a card starting with 9 answers
 *    "201 Peserta Tidak Ditemukan". `/sim/peserta` adds or replaces one (tests, e2e).
 * statusPeserta codes other than 0 (AKTIF) are this simulator's choice; BPJS's words are the ones
 * hospitals log ("NON AKTIF KARENA PREMI", "TIDAK AKTIF DIANGGAP PESERTA").
 */

export interface KodeKeterangan {
  kode: string;
  keterangan: string;
}

export interface PesertaSim {
  noKartu: string;
  nik: string;
  nama: string;
  sex: 'L' | 'P';
  tglLahir: string;
  statusPeserta: KodeKeterangan;
  hakKelas: KodeKeterangan;
  jenisPeserta: KodeKeterangan;
  provUmum: { kdProvider: string; nmProvider: string };
  mr: { noMR: string | null; noTelepon: string | null };
  tglTAT: string;
  tglTMT: string;
}

export const AKTIF: KodeKeterangan = { kode: '0', keterangan: 'AKTIF' };
export const NON_AKTIF_PREMI: KodeKeterangan = { kode: '9', keterangan: 'NON AKTIF KARENA PREMI' };
export const TIDAK_AKTIF_DIANGGAP: KodeKeterangan = { kode: '7', keterangan: 'TIDAK AKTIF DIANGGAP PESERTA' };

const KELAS: [KodeKeterangan, ...KodeKeterangan[]] = [
  { kode: '1', keterangan: 'KELAS I' },
  { kode: '2', keterangan: 'KELAS II' },
  { kode: '3', keterangan: 'KELAS III' },
];
const JENIS: [KodeKeterangan, ...KodeKeterangan[]] = [
  { kode: '21', keterangan: 'PBI (APBN)' },
  { kode: '13', keterangan: 'PEGAWAI SWASTA' },
  { kode: '14', keterangan: 'PEKERJA MANDIRI' },
  { kode: '1', keterangan: 'PNS PUSAT' },
  { kode: '22', keterangan: 'PBI (APBD)' },
];
const FKTP: [PesertaSim['provUmum'], ...PesertaSim['provUmum'][]] = [
  { kdProvider: '0114U163', nmProvider: 'PUSKESMAS DAGO' },
  { kdProvider: '0114U071', nmProvider: 'PUSKESMAS SADANG SERANG' },
  { kdProvider: '0114B012', nmProvider: 'KLINIK PRATAMA HARAPAN SEHAT' },
];

/** A card's digits as a small number: picks class, kind and provider the same way every time. */
const angka = (kartu: string, mod: number) => Number(kartu.slice(-4)) % mod;
const pilih = <T>(daftar: readonly [T, ...T[]], kartu: string): T =>
  daftar[angka(kartu, daftar.length)] ?? daftar[0];

function peserta(
  noKartu: string,
  nama: string,
  sex: 'L' | 'P',
  tglLahir: string,
  status: KodeKeterangan = AKTIF,
): PesertaSim {
  return {
    noKartu,
    nik: `327301${noKartu.slice(3)}`,
    nama: nama.toUpperCase(),
    sex,
    tglLahir,
    statusPeserta: status,
    hakKelas: pilih(KELAS, noKartu),
    jenisPeserta: pilih(JENIS, noKartu),
    provUmum: pilih(FKTP, noKartu),
    mr: { noMR: null, noTelepon: null },
    tglTAT: '2099-12-31',
    tglTMT: '2014-01-01',
  };
}

const DEMO: [string, 'L' | 'P', string, string][] = [
  ['0001234567890', 'P', '1990-05-12', 'Siti Rahmawati'],
  ['0001234567891', 'L', '1978-11-03', 'Budi Santoso'],
  ['0001234567893', 'L', '2012-07-19', 'Muhammad Rizky Pratama'],
  ['0001234567894', 'L', '1962-01-30', 'Agus Salim'],
  ['0001234567896', 'L', '1970-04-08', 'Yohanes Kurniawan'],
  ['0001234567900', 'L', '1982-08-17', 'Asep Sunandar'],
  ['0001234567901', 'P', '1984-10-02', 'Euis Komalasari'],
  ['0001234567902', 'L', '1949-05-20', 'Ujang Saepudin'],
  ['0001234567904', 'L', '1975-12-01', 'Hendra Gunawan'],
  ['0001234567905', 'P', '1968-07-07', 'Nurhayati'],
  ['0001234567907', 'P', '2019-04-22', 'Putri Ayu Lestari'],
  ['0001234567909', 'L', '1955-08-10', 'Slamet Riyadi'],
  ['0001234567911', 'P', '1972-09-09', 'Sri Wahyuni'],
  ['0001234567913', 'L', '1960-11-11', 'Wayan Sudarsana'],
  ['0001234567915', 'L', '1991-10-10', 'Cecep Hidayat'],
  ['0001234567916', 'P', '1979-04-21', 'Nining Kurniasih'],
  ['0001234567918', 'P', '2008-08-08', 'Kartika Putri Maharani'],
];

/** The participants every simulator starts with. */
export function pesertaAwal(): PesertaSim[] {
  return [
    ...DEMO.map(([k, sex, lahir, nama]) =>
      peserta(k, nama, sex, lahir, k === '0001234567902' ? NON_AKTIF_PREMI : AKTIF),
    ),
    peserta('0009999999991', 'Peserta Dianggap Tidak Aktif', 'P', '1980-01-01', TIDAK_AKTIF_DIANGGAP),
    peserta('0009999999992', 'Peserta Tunggak Premi', 'L', '1975-06-15', NON_AKTIF_PREMI),
  ];
}

/** Any other 13-digit card not starting with 9: a participant derived from its digits. */
export function pesertaTurunan(noKartu: string): PesertaSim | null {
  if (!/^\d{13}$/.test(noKartu) || noKartu.startsWith('9')) return null;
  const sex = angka(noKartu, 2) === 0 ? 'L' : 'P';
  const tahun = 1950 + angka(noKartu, 60);
  const bulan = String(1 + angka(noKartu, 12)).padStart(2, '0');
  const hari = String(1 + angka(noKartu, 28)).padStart(2, '0');
  return peserta(noKartu, `Peserta Simulasi ${noKartu.slice(-4)}`, sex, `${tahun}-${bulan}-${hari}`);
}

/** BPJS's clinic codes (referensi/poli) and names as its answers spell them. */
export const POLI_BPJS: Record<string, string> = {
  UMU: 'UMUM',
  GIG: 'GIGI DAN MULUT',
  ANA: 'ANAK',
  INT: 'PENYAKIT DALAM',
  OBG: 'OBGYN',
  BED: 'BEDAH',
  MAT: 'MATA',
  THT: 'THT-KL',
  SAR: 'SARAF',
  JAN: 'JANTUNG DAN PEMBULUH DARAH',
  IGD: 'INSTALASI GAWAT DARURAT',
  HDL: 'HEMODIALISA',
};

/** A few ICD-10 names for the answers' "diagnosa" ("A09 - …"); other codes are answered bare. */
export const ICD10_SIM: Record<string, string> = {
  A09: 'Diarrhoea and gastroenteritis of presumed infectious origin',
  'A09.0': 'Other and unspecified gastroenteritis and colitis of infectious origin',
  E11: 'Non-insulin-dependent diabetes mellitus',
  'E11.9': 'Non-insulin-dependent diabetes mellitus without complications',
  I10: 'Essential (primary) hypertension',
  J06: 'Acute upper respiratory infections of multiple and unspecified sites',
  'J06.9': 'Acute upper respiratory infection, unspecified',
  K29: 'Gastritis and duodenitis',
  N40: 'Hyperplasia of prostate',
  R50: 'Fever of other and unknown origin',
  'R50.9': 'Fever, unspecified',
};

export const namaDiagnosa = (kode: string) => {
  const nama = ICD10_SIM[kode];
  return nama ? `${kode} - ${nama}` : kode;
};

/** Kelas in BPJS's SEP answers: "Kelas 1". */
export const kelasSep = (kode: string) => `Kelas ${kode}`;
