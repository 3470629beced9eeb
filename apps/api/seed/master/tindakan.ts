import {
  type GolonganOperasi,
  type KategoriTindakan,
  KELAS_TARIF,
  type KelasTarif,
  PENJAMIN_TARIF,
  type PenjaminTarif,
} from '@rawat/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.ts';
import { poli } from '../../src/modules/master/poli/poli.tables.ts';
import { tarif } from '../../src/modules/master/tarif/tarif.tables.ts';
import { tindakan, tindakanPoli } from '../../src/modules/master/tindakan/tindakan.tables.ts';

/** Where a procedure is done, which decides its price cells: outpatient/IGD, wards, or both. */
type Tempat = 'RJ' | 'RI' | 'RJRI';

type Baris = [
  kode: string,
  nama: string,
  kategori: KategoriTindakan,
  icd9: string | null,
  /** UMUM price, outpatient and Kelas 3, whole rupiah. */
  harga: number,
  tempat: Tempat,
  /** Polyclinic codes of seed/master/poli.ts; empty = offered everywhere. */
  poli?: string[],
  golongan?: GolonganOperasi,
];

const K: KategoriTindakan = 'KONSULTASI';
const V: KategoriTindakan = 'VISITE';
const A: KategoriTindakan = 'ADMINISTRASI';
const P: KategoriTindakan = 'TINDAKAN_KEPERAWATAN';
const M: KategoriTindakan = 'TINDAKAN_MEDIS';
const B: KategoriTindakan = 'TINDAKAN_KEBIDANAN';
const O: KategoriTindakan = 'TINDAKAN_OPERATIF';

const SP = 'Konsultasi Dokter Spesialis';
const LUKA = ['UMUM', 'BEDAH', 'IGD'];

// ICD-9-CM codes are checked against apps/api/data/katalog/icd9cm_vol3_procedures_v32.csv by tindakan.test.ts.
const TINDAKAN: Baris[] = [
  ['KON-UMUM', 'Konsultasi Dokter Umum', K, '89.06', 50_000, 'RJ', ['UMUM']],
  ['KON-GIGI', 'Konsultasi Dokter Gigi', K, '89.06', 60_000, 'RJ', ['GIGI']],
  ['KON-PD', `${SP} Penyakit Dalam`, K, '89.07', 150_000, 'RJ', ['INTERNA', 'HD']],
  ['KON-ANAK', `${SP} Anak`, K, '89.07', 150_000, 'RJ', ['ANAK']],
  ['KON-OBG', `${SP} Obstetri dan Ginekologi`, K, '89.07', 150_000, 'RJ', ['OBGYN']],
  ['KON-BEDAH', `${SP} Bedah`, K, '89.07', 150_000, 'RJ', ['BEDAH']],
  ['KON-MATA', `${SP} Mata`, K, '89.07', 150_000, 'RJ', ['MATA']],
  ['KON-THT', `${SP} THT-KL`, K, '89.07', 150_000, 'RJ', ['THT']],
  ['KON-SARAF', `${SP} Neurologi`, K, '89.07', 150_000, 'RJ', ['SARAF']],
  ['KON-JANTUNG', `${SP} Jantung dan Pembuluh Darah`, K, '89.07', 175_000, 'RJ', ['JANTUNG']],
  ['KON-IGD', 'Pemeriksaan Dokter Jaga IGD', K, null, 75_000, 'RJ', ['IGD']],
  ['KON-GIZI', 'Konsultasi Gizi', K, null, 50_000, 'RJRI', ['UMUM', 'ANAK', 'INTERNA', 'HD']],
  ['KON-ANTAR', 'Konsultasi Antar Spesialis (Rawat Inap)', K, '89.07', 150_000, 'RI'],

  ['VIS-UMUM', 'Visite Dokter Umum', V, null, 50_000, 'RI'],
  ['VIS-SP', 'Visite Dokter Spesialis', V, null, 100_000, 'RI'],
  ['VIS-SP-LJK', 'Visite Dokter Spesialis di Luar Jam Kerja', V, null, 125_000, 'RI'],

  // Charged by registration itself, found by these codes (KODE_BIAYA_PENDAFTARAN, docs/pendaftaran.md).
  ['ADM-DAFTAR', 'Administrasi Pendaftaran', A, null, 15_000, 'RJ'],
  ['ADM-KARTU', 'Kartu Pasien Baru', A, null, 10_000, 'RJ'],
  ['ADM-IGD', 'Administrasi IGD', A, null, 25_000, 'RJ', ['IGD']],
  ['ADM-RANAP', 'Administrasi Rawat Inap', A, null, 50_000, 'RI'],
  ['ADM-RESUME', 'Salinan Resume Medis', A, null, 25_000, 'RJRI'],

  ['KEP-TRIASE', 'Triase IGD', P, null, 25_000, 'RJ', ['IGD']],
  ['KEP-OBS', 'Observasi IGD (per 6 Jam)', P, null, 75_000, 'RJ', ['IGD']],
  // Charged once by the transition (recovery) room when the patient leaves it (docs/ranap/transisi.md).
  ['KEP-PULIH', 'Observasi Ruang Transisi (Pemulihan)', P, null, 150_000, 'RJRI'],
  ['KEP-ASKEP', 'Asuhan Keperawatan (per Hari)', P, null, 50_000, 'RI'],
  ['KEP-INJ-IV', 'Injeksi Intravena', P, '99.29', 20_000, 'RJRI'],
  ['KEP-INJ-IM', 'Injeksi Intramuskular/Subkutan', P, '99.29', 15_000, 'RJRI'],
  ['KEP-INFUS', 'Pemasangan Infus Dewasa', P, '38.93', 50_000, 'RJRI'],
  ['KEP-INFUS-A', 'Pemasangan Infus Anak/Bayi', P, '38.93', 65_000, 'RJRI'],
  ['KEP-NEBU', 'Nebulizer', P, '93.94', 40_000, 'RJRI'],
  ['KEP-O2', 'Pemberian Oksigen (per Jam)', P, '93.96', 15_000, 'RJRI'],
  ['KEP-KATETER', 'Pemasangan Kateter Urin', P, '57.94', 75_000, 'RJRI'],
  ['KEP-AFF-KAT', 'Pelepasan Kateter Urin', P, '97.64', 25_000, 'RJRI'],
  ['KEP-NGT', 'Pemasangan NGT', P, '96.07', 75_000, 'RJRI'],
  ['KEP-SUCTION', 'Suction Jalan Napas', P, null, 25_000, 'RJRI'],
  ['KEP-LUKA-K', 'Perawatan Luka Kecil', P, '93.57', 40_000, 'RJRI'],
  ['KEP-LUKA-S', 'Perawatan Luka Sedang', P, '93.57', 60_000, 'RJRI'],
  ['KEP-LUKA-B', 'Perawatan Luka Besar', P, '93.57', 90_000, 'RJRI'],
  ['KEP-LUKA-DM', 'Perawatan Luka Diabetes', P, '86.28', 100_000, 'RJRI'],
  ['KEP-AFF-HECT', 'Angkat Jahitan', P, null, 30_000, 'RJRI', LUKA],
  ['KEP-HUKNAH', 'Huknah (Enema)', P, '96.39', 40_000, 'RJRI'],
  ['KEP-BILAS-L', 'Kumbah Lambung', P, '96.33', 100_000, 'RJRI', ['IGD']],
  ['KEP-BIDAI', 'Pemasangan Bidai', P, '93.54', 75_000, 'RJRI', ['BEDAH', 'IGD']],
  ['KEP-IRIG-M', 'Irigasi Mata', P, '96.51', 40_000, 'RJRI', ['MATA', 'IGD']],

  ['MED-EKG', 'Elektrokardiografi (EKG)', M, '89.52', 75_000, 'RJRI'],
  ['MED-RJP', 'Resusitasi Jantung Paru', M, '99.60', 500_000, 'RJRI', ['IGD']],
  ['MED-DEFIB', 'Defibrilasi/Kardioversi', M, '99.62', 400_000, 'RJRI', ['IGD', 'JANTUNG']],
  ['MED-INTUBASI', 'Intubasi Endotrakeal', M, '96.04', 350_000, 'RJRI', ['IGD']],
  ['MED-TRANSFUSI', 'Transfusi Darah (per Kantong)', M, '99.04', 100_000, 'RJRI'],
  ['MED-PARASEN', 'Parasentesis Abdomen', M, '54.91', 350_000, 'RJRI', ['INTERNA', 'IGD']],
  ['MED-TORAKO', 'Torakosentesis (Pungsi Pleura)', M, '34.91', 400_000, 'RJRI', ['INTERNA', 'IGD']],
  ['MED-LP', 'Pungsi Lumbal', M, '03.31', 400_000, 'RJRI', ['SARAF']],
  ['MED-HD', 'Hemodialisa (per Sesi)', M, '39.95', 900_000, 'RJRI', ['HD']],
  ['MED-HD-CITO', 'Hemodialisa Cito', M, '39.95', 1_100_000, 'RJRI', ['HD']],
  ['MED-CDL', 'Pemasangan Kateter Double Lumen (Akses HD)', M, '38.95', 1_000_000, 'RJRI', ['HD']],
  ['MED-SPIRO', 'Spirometri', M, '89.37', 150_000, 'RJ', ['INTERNA']],
  ['MED-TREADMILL', 'Treadmill Test', M, '89.41', 400_000, 'RJ', ['JANTUNG']],
  ['MED-ECHO', 'Ekokardiografi', M, '88.72', 500_000, 'RJRI', ['JANTUNG']],
  ['MED-EEG', 'Elektroensefalografi (EEG)', M, '89.14', 350_000, 'RJ', ['SARAF']],
  ['MED-KIR', 'Pemeriksaan Kesehatan (Surat Keterangan Sehat)', M, '89.7', 75_000, 'RJ', ['UMUM']],
  ['MED-GIPS', 'Pemasangan Gips', M, '93.53', 250_000, 'RJRI', ['BEDAH', 'IGD']],
  ['MED-DISLOKASI', 'Reposisi Dislokasi Sendi', M, '79.70', 400_000, 'RJRI', ['BEDAH', 'IGD']],
  ['MED-COLLAR', 'Pemasangan Collar Neck', M, '93.52', 100_000, 'RJRI', ['IGD']],
  ['MED-VISUS', 'Pemeriksaan Visus dan Refraksi', M, '95.01', 50_000, 'RJ', ['MATA']],
  ['MED-TONO', 'Tonometri', M, '89.11', 50_000, 'RJ', ['MATA']],
  ['MED-FUNDUS', 'Funduskopi', M, '16.21', 75_000, 'RJ', ['MATA']],
  ['MED-BA-MATA', 'Ekstraksi Benda Asing Kornea/Konjungtiva', M, '98.21', 150_000, 'RJ', ['MATA', 'IGD']],
  ['MED-SERUMEN', 'Ekstraksi Serumen', M, '96.52', 100_000, 'RJ', ['THT']],
  ['MED-BA-TELINGA', 'Ekstraksi Benda Asing Telinga', M, '98.11', 150_000, 'RJ', ['THT', 'IGD']],
  ['MED-BA-HIDUNG', 'Ekstraksi Benda Asing Hidung', M, '98.12', 150_000, 'RJ', ['THT', 'IGD']],
  ['MED-TAMPON', 'Tampon Hidung Anterior (Epistaksis)', M, '21.01', 150_000, 'RJRI', ['THT', 'IGD']],
  ['MED-AUDIO', 'Audiometri', M, '95.41', 150_000, 'RJ', ['THT']],
  ['MED-NASOENDO', 'Nasoendoskopi', M, '21.21', 350_000, 'RJ', ['THT']],
  ['GIG-CABUT-S', 'Pencabutan Gigi Sulung', M, '23.01', 75_000, 'RJ', ['GIGI']],
  ['GIG-CABUT-P', 'Pencabutan Gigi Permanen', M, '23.09', 150_000, 'RJ', ['GIGI']],
  ['GIG-CABUT-K', 'Pencabutan Gigi dengan Penyulit', M, '23.19', 250_000, 'RJ', ['GIGI']],
  ['GIG-SCALING', 'Scaling (per Rahang)', M, '96.54', 150_000, 'RJ', ['GIGI']],
  ['GIG-TUMPAT-K', 'Tumpatan Gigi Komposit', M, '23.2', 175_000, 'RJ', ['GIGI']],
  ['GIG-TUMPAT-G', 'Tumpatan Gigi GIC', M, '23.2', 125_000, 'RJ', ['GIGI']],
  ['GIG-PSA', 'Perawatan Saluran Akar (per Kunjungan)', M, '23.70', 200_000, 'RJ', ['GIGI']],
  ['GIG-INSISI', 'Insisi Abses Gigi', M, '24.0', 150_000, 'RJ', ['GIGI']],
  ['GIG-FLUOR', 'Topikal Aplikasi Fluor', M, null, 75_000, 'RJ', ['GIGI']],

  ['KEB-CTG', 'Kardiotokografi (CTG)', B, '75.34', 100_000, 'RJRI', ['OBGYN', 'IGD']],
  ['KEB-PN', 'Persalinan Normal', B, '73.59', 1_500_000, 'RI'],
  ['KEB-EPISIO', 'Episiotomi dan Penjahitan Perineum', B, '73.6', 300_000, 'RI'],
  ['KEB-RUPTUR', 'Penjahitan Robekan Jalan Lahir', B, '75.69', 350_000, 'RI'],
  ['KEB-MANPLAS', 'Manual Plasenta', B, '75.4', 500_000, 'RI'],
  ['KEB-VAKUM', 'Persalinan dengan Ekstraksi Vakum', B, '72.79', 2_000_000, 'RI'],
  ['KEB-INDUKSI', 'Induksi Persalinan', B, '73.4', 300_000, 'RI'],
  ['KEB-AMNIOTOMI', 'Amniotomi', B, '73.01', 150_000, 'RI'],
  ['KEB-IUD', 'Pemasangan IUD', B, '69.7', 250_000, 'RJ', ['OBGYN']],
  ['KEB-AFF-IUD', 'Pelepasan IUD', B, '97.71', 150_000, 'RJ', ['OBGYN']],
  ['KEB-IMPLAN', 'Pemasangan Implan KB', B, null, 300_000, 'RJ', ['OBGYN']],
  ['KEB-BBL', 'Perawatan Bayi Baru Lahir', B, null, 250_000, 'RI'],

  ['OPK-HECT-5', 'Hecting (Jahit Luka) < 5 cm', O, '86.59', 100_000, 'RJRI', LUKA, 'KECIL'],
  ['OPK-HECT-10', 'Hecting (Jahit Luka) 5–10 cm', O, '86.59', 175_000, 'RJRI', LUKA, 'KECIL'],
  ['OPK-HECT-10P', 'Hecting (Jahit Luka) > 10 cm', O, '86.59', 250_000, 'RJRI', LUKA, 'KECIL'],
  ['OPK-DEBRIDEMEN', 'Debridement Luka', O, '86.22', 300_000, 'RJRI', LUKA, 'KECIL'],
  ['OPK-INSISI', 'Insisi dan Drainase Abses', O, '86.04', 250_000, 'RJRI', LUKA, 'KECIL'],
  ['OPK-EKSTIRPASI', 'Ekstirpasi Lipoma/Ateroma', O, '86.3', 500_000, 'RJRI', ['BEDAH'], 'KECIL'],
  ['OPK-KUKU', 'Ekstraksi Kuku (Unguis Inkarnatus)', O, '86.23', 300_000, 'RJRI', LUKA, 'KECIL'],
  ['OPK-SIRKUMSISI', 'Sirkumsisi', O, '64.0', 750_000, 'RJ', ['UMUM', 'BEDAH'], 'KECIL'],
  ['OPK-BIOPSI', 'Biopsi Kulit', O, '86.11', 300_000, 'RJRI', ['BEDAH'], 'KECIL'],
  ['OPK-BA-SUBKUT', 'Ekstraksi Benda Asing Subkutan', O, '86.05', 250_000, 'RJRI', LUKA, 'KECIL'],
  ['OPK-KALAZION', 'Eksisi Kalazion', O, '08.21', 400_000, 'RJ', ['MATA'], 'KECIL'],
  ['OPS-APENDEKTOMI', 'Apendektomi', O, '47.09', 5_000_000, 'RI', ['BEDAH'], 'SEDANG'],
  ['OPS-HERNIORAFI', 'Herniorafi Inguinal', O, '53.00', 5_500_000, 'RI', ['BEDAH'], 'SEDANG'],
  ['OPS-HEMOROID', 'Hemoroidektomi', O, '49.46', 4_500_000, 'RI', ['BEDAH'], 'SEDANG'],
  ['OPS-FAM', 'Eksisi Tumor Payudara (FAM)', O, '85.21', 3_500_000, 'RJRI', ['BEDAH'], 'SEDANG'],
  ['OPS-KURETASE', 'Kuretase', O, '69.09', 2_500_000, 'RJRI', ['OBGYN'], 'SEDANG'],
  ['OPS-TONSIL', 'Tonsilektomi', O, '28.2', 4_000_000, 'RI', ['THT'], 'SEDANG'],
  ['OPS-PTERIGIUM', 'Eksisi Pterigium', O, '11.39', 2_500_000, 'RJRI', ['MATA'], 'SEDANG'],
  ['OPS-ODONTEKTOMI', 'Odontektomi', O, '23.19', 1_500_000, 'RJ', ['GIGI'], 'SEDANG'],
  ['OPS-HIDROKEL', 'Hidrokelektomi', O, '61.2', 4_000_000, 'RI', ['BEDAH'], 'SEDANG'],
  [
    'OPS-REPOSISI',
    'Reposisi Tertutup Fraktur dengan Anestesi',
    O,
    '79.00',
    2_000_000,
    'RJRI',
    ['BEDAH'],
    'SEDANG',
  ],
  ['OPB-SC', 'Seksio Sesarea', O, '74.1', 8_000_000, 'RI', ['OBGYN'], 'BESAR'],
  ['OPB-LAPAROTOMI', 'Laparotomi Eksplorasi', O, '54.11', 9_000_000, 'RI', ['BEDAH'], 'BESAR'],
  ['OPB-HISTEREKTOMI', 'Histerektomi Total', O, '68.49', 10_000_000, 'RI', ['OBGYN'], 'BESAR'],
  ['OPB-KOLESISTEKTOMI', 'Kolesistektomi Terbuka', O, '51.22', 10_000_000, 'RI', ['BEDAH'], 'BESAR'],
  ['OPB-ORIF', 'Open Reduction Internal Fixation (ORIF)', O, '79.30', 10_000_000, 'RI', ['BEDAH'], 'BESAR'],
  ['OPX-FAKO', 'Fakoemulsifikasi dan Pemasangan IOL', O, '13.41', 9_000_000, 'RJRI', ['MATA'], 'KHUSUS'],
  ['OPX-LAP-KOLE', 'Kolesistektomi Laparoskopik', O, '51.23', 15_000_000, 'RI', ['BEDAH'], 'KHUSUS'],
  ['OPX-LAP-APP', 'Apendektomi Laparoskopik', O, '47.01', 12_000_000, 'RI', ['BEDAH'], 'KHUSUS'],
  ['OPX-TURP', 'Reseksi Prostat Transuretra (TURP)', O, '60.29', 12_000_000, 'RI', ['BEDAH'], 'KHUSUS'],

  // The theatre's other charges of an operation, by its golongan (docs/operasi.md): the operator's
  // fee is the operative item itself; the anaesthesia, the assistant and the theatre are these.
  ['OK-ANES-K', 'Jasa Anestesi Operasi Kecil', M, null, 300_000, 'RJRI'],
  ['OK-ANES-S', 'Jasa Anestesi Operasi Sedang', M, null, 750_000, 'RJRI'],
  ['OK-ANES-B', 'Jasa Anestesi Operasi Besar', M, null, 1_500_000, 'RJRI'],
  ['OK-ANES-X', 'Jasa Anestesi Operasi Khusus', M, null, 2_500_000, 'RJRI'],
  ['OK-ASIST-K', 'Jasa Asisten Operator Operasi Kecil', M, null, 100_000, 'RJRI'],
  ['OK-ASIST-S', 'Jasa Asisten Operator Operasi Sedang', M, null, 250_000, 'RJRI'],
  ['OK-ASIST-B', 'Jasa Asisten Operator Operasi Besar', M, null, 500_000, 'RJRI'],
  ['OK-ASIST-X', 'Jasa Asisten Operator Operasi Khusus', M, null, 750_000, 'RJRI'],
  ['OK-KAMAR-K', 'Sewa Kamar Operasi Kecil', M, null, 250_000, 'RJRI'],
  ['OK-KAMAR-S', 'Sewa Kamar Operasi Sedang', M, null, 750_000, 'RJRI'],
  ['OK-KAMAR-B', 'Sewa Kamar Operasi Besar', M, null, 1_500_000, 'RJRI'],
  ['OK-KAMAR-X', 'Sewa Kamar Operasi Khusus', M, null, 2_000_000, 'RJRI'],
];

// Payers, in percent of UMUM: BPJS and Askes slightly under it, private insurers slightly over.
const PERSEN_PENJAMIN: Record<PenjaminTarif, number> = { UMUM: 100, BPJS: 90, ASKES: 95, ASURANSI: 115 };
// Room classes, in percent of the outpatient price (= Kelas 3); each better class costs more.
const PERSEN_KELAS: Record<KelasTarif, number> = {
  RAWAT_JALAN: 100,
  KELAS_3: 100,
  KELAS_2: 125,
  KELAS_1: 150,
  VIP: 200,
  VVIP: 250,
};
const KELAS_TEMPAT: Record<Tempat, readonly KelasTarif[]> = {
  RJ: ['RAWAT_JALAN'],
  RI: KELAS_TARIF.filter((k) => k !== 'RAWAT_JALAN'),
  RJRI: KELAS_TARIF,
};
// Integer arithmetic up to the one division, so 57,500 rounds up rather than to 57,499.99….
const ribuan = (umum: number, kelas: number, penjamin: number) =>
  Math.max(1000, Math.round((umum * kelas * penjamin) / 10_000_000) * 1000);

/**
 * About 120 procedures of a type-C hospital with their price lists from 1 January 2026: UMUM,
 * BPJS, Askes and private insurers; outpatient, and per room class for what is done on wards.
 * One statement per table, the prices through unnest: this runs before every test file (≈ 70–120 ms
 * on PGlite). Idempotent.
 */
export async function seedTindakan(tx: DbOrTx): Promise<void> {
  await tx
    .insert(tindakan)
    .values(
      TINDAKAN.map(([kode, nama, kategori, kode_icd9, , , , golongan]) => ({
        kode,
        nama,
        kategori,
        kode_icd9,
        golongan: golongan ?? null,
      })),
    )
    .onConflictDoNothing();
  const kodeTindakan = TINDAKAN.map((t) => t[0]);
  const rowsTindakan = await tx
    .select({ uid: tindakan.uid, kode: tindakan.kode })
    .from(tindakan)
    .where(and(inArray(tindakan.kode, kodeTindakan), eq(tindakan.status, 'AKTIF')));
  const rowsPoli = await tx
    .select({ uid: poli.uid, kode: poli.kode })
    .from(poli)
    .where(eq(poli.status, 'AKTIF'));
  const uidTindakan = new Map(rowsTindakan.map((r) => [r.kode, r.uid]));
  const uidPoli = new Map(rowsPoli.map((r) => [r.kode, r.uid]));
  const uid = (peta: Map<string, string>, kode: string) => {
    const v = peta.get(kode);
    if (!v) throw new Error(`seed tindakan: kode ${kode} tidak ditemukan`);
    return v;
  };

  const tautan = TINDAKAN.flatMap(([kode, , , , , , polis = []]) =>
    polis.map((p) => ({ tindakan_uid: uid(uidTindakan, kode), poli_uid: uid(uidPoli, p) })),
  );
  if (tautan.length) await tx.insert(tindakanPoli).values(tautan).onConflictDoNothing();

  const harga = TINDAKAN.flatMap(([kode, , , , umum, tempat]) =>
    KELAS_TEMPAT[tempat].flatMap((kelas) =>
      PENJAMIN_TARIF.map((penjamin) => ({
        item_uid: uid(uidTindakan, kode),
        penjamin,
        kelas,
        jumlah: ribuan(umum, PERSEN_KELAS[kelas], PERSEN_PENJAMIN[penjamin]),
      })),
    ),
  );
  // ~2,000 rows as four array parameters, not 12,000 bound values (3–4× faster on PGlite).
  const kolom = <K extends keyof (typeof harga)[number]>(k: K) => sql.param(harga.map((h) => h[k]));
  await tx.execute(sql`
    INSERT INTO ${tarif} (jenis_item, item_uid, penjamin, kelas, berlaku_mulai, jumlah)
    SELECT 'TINDAKAN', u.item_uid, u.penjamin, u.kelas, '2026-01-01', u.jumlah
    FROM unnest(${kolom('item_uid')}::uuid[], ${kolom('penjamin')}::text[], ${kolom('kelas')}::text[], ${kolom('jumlah')}::bigint[])
      AS u(item_uid, penjamin, kelas, jumlah)
    ON CONFLICT DO NOTHING`);
}
