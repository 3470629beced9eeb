import { KELAS_TARIF, type KelasTarif, PENJAMIN_TARIF, type PenjaminTarif } from '@rawat/domain';
import type { DbOrTx } from '../../src/db/client.ts';
import { pemeriksaanRadiologi } from '../../src/modules/master/radiologi/radiologi.tables.ts';
import { tarif } from '../../src/modules/master/tarif/tarif.tables.ts';

type Baru = typeof pemeriksaanRadiologi.$inferInsert;

const TEMPLATE_THORAX =
  'Cor: ...\nPulmo: ...\nSinus kostofrenikus dan diafragma: ...\nTulang-tulang dan jaringan lunak: ...\n\nKesan: ...';
const TEMPLATE_USG_ABDOMEN =
  'Hepar: ...\nKandung empedu: ...\nPankreas: ...\nLien: ...\nGinjal kanan: ...\nGinjal kiri: ...\nVesika urinaria: ...\nProstat/Uterus: ...\n\nKesan: ...';
const TEMPLATE_USG_OBSTETRI =
  'Janin: tunggal/gemelli, hidup/tidak, presentasi ...\nBiometri: BPD ... mm, HC ... mm, AC ... mm, FL ... mm\nTaksiran usia kehamilan: ... minggu ... hari\nTaksiran berat janin: ... gram\nPlasenta: ...\nCairan ketuban: ...\n\nKesan: ...';
const TEMPLATE_CT_KEPALA =
  'Sulci dan gyri: ...\nSistem ventrikel: ...\nParenkim otak: ...\nGaris tengah: ...\nTulang kalvaria: ...\nSinus paranasal dan mastoid: ...\n\nKesan: ...';
const TEMPLATE_IVP =
  'Foto polos (BNO): ...\nMenit ke-5: ...\nMenit ke-15: ...\nMenit ke-30: ...\nPasca miksi: ...\n\nKesan: ...';

const PUASA_KONTRAS =
  'Puasa 4 jam sebelum pemeriksaan. Bawa hasil ureum dan kreatinin (maks. 1 minggu). Menandatangani persetujuan pemakaian kontras.';

// ICD-9-CM codes are those of apps/api/data/katalog/icd9cm_vol3_procedures_v32.csv.
// harga: the UMUM outpatient price; other payers and classes derive from it (hargaSel).
const PEMERIKSAAN: (Baru & { harga: number })[] = [
  {
    kode: 'DX-THORAX-PA',
    nama: 'Thorax PA',
    modalitas: 'DX',
    bagian_tubuh: 'Thorax',
    proyeksi: 'PA',
    kode_icd9: '87.44',
    persiapan: 'Lepaskan perhiasan dan benda logam di leher dan dada.',
    template_ekspertise: TEMPLATE_THORAX,
    harga: 150_000,
  },
  {
    kode: 'DX-THORAX-APL',
    nama: 'Thorax AP/Lateral',
    modalitas: 'DX',
    bagian_tubuh: 'Thorax',
    proyeksi: 'AP/Lateral',
    kode_icd9: '87.49',
    persiapan: 'Lepaskan perhiasan dan benda logam di leher dan dada.',
    template_ekspertise: TEMPLATE_THORAX,
    harga: 200_000,
  },
  {
    kode: 'DX-BNO',
    nama: 'BNO (Abdomen Polos)',
    modalitas: 'DX',
    bagian_tubuh: 'Abdomen',
    proyeksi: 'AP',
    kode_icd9: '88.19',
    harga: 150_000,
  },
  {
    kode: 'DX-BNO-IVP',
    nama: 'BNO-IVP',
    modalitas: 'DX',
    bagian_tubuh: 'Abdomen (traktus urinarius)',
    proyeksi: 'AP serial',
    kontras: true,
    persiapan:
      'Sehari sebelumnya makan bubur kecap; minum pencahar pukul 20.00; puasa mulai pukul 22.00 dan kurangi bicara serta merokok. Bawa hasil ureum dan kreatinin (maks. 1 minggu).',
    kode_icd9: '87.73',
    template_ekspertise: TEMPLATE_IVP,
    harga: 750_000,
  },
  {
    kode: 'DX-CERVICAL',
    nama: 'Vertebra Cervical AP/Lateral',
    modalitas: 'DX',
    bagian_tubuh: 'Vertebra servikal',
    proyeksi: 'AP/Lateral',
    kode_icd9: '87.22',
    harga: 200_000,
  },
  {
    kode: 'DX-LUMBOSAKRAL',
    nama: 'Vertebra Lumbosakral AP/Lateral',
    modalitas: 'DX',
    bagian_tubuh: 'Vertebra lumbosakral',
    proyeksi: 'AP/Lateral',
    kode_icd9: '87.24',
    harga: 225_000,
  },
  {
    kode: 'DX-PELVIS',
    nama: 'Pelvis AP',
    modalitas: 'DX',
    bagian_tubuh: 'Pelvis',
    proyeksi: 'AP',
    kode_icd9: '88.26',
    harga: 175_000,
  },
  {
    kode: 'DX-GENU',
    nama: 'Genu AP/Lateral',
    modalitas: 'DX',
    bagian_tubuh: 'Ekstremitas bawah (lutut)',
    proyeksi: 'AP/Lateral',
    kode_icd9: '88.27',
    harga: 175_000,
  },
  {
    kode: 'DX-MANUS',
    nama: 'Manus AP/Oblik',
    modalitas: 'DX',
    bagian_tubuh: 'Ekstremitas atas (tangan)',
    proyeksi: 'AP/Oblik',
    kode_icd9: '88.23',
    harga: 150_000,
  },
  {
    kode: 'DX-PEDIS',
    nama: 'Pedis AP/Oblik',
    modalitas: 'DX',
    bagian_tubuh: 'Ekstremitas bawah (kaki)',
    proyeksi: 'AP/Oblik',
    kode_icd9: '88.28',
    harga: 150_000,
  },
  {
    kode: 'DX-SCHEDEL',
    nama: 'Schedel AP/Lateral',
    modalitas: 'DX',
    bagian_tubuh: 'Kepala',
    proyeksi: 'AP/Lateral',
    kode_icd9: '87.17',
    harga: 200_000,
  },
  {
    kode: 'DX-SPN',
    nama: 'Sinus Paranasal (SPN) Waters',
    modalitas: 'DX',
    bagian_tubuh: 'Kepala (sinus paranasal)',
    proyeksi: 'Waters',
    kode_icd9: '87.16',
    harga: 175_000,
  },
  {
    kode: 'PX-PANORAMIK',
    nama: 'Panoramik Gigi',
    modalitas: 'PX',
    bagian_tubuh: 'Gigi dan rahang',
    persiapan: 'Lepaskan gigi palsu lepasan, anting dan kacamata.',
    kode_icd9: '87.12',
    harga: 200_000,
  },
  {
    kode: 'US-ABDOMEN',
    nama: 'USG Abdomen',
    modalitas: 'US',
    bagian_tubuh: 'Abdomen',
    persiapan: 'Puasa 6 jam sebelum pemeriksaan. Tahan kencing (kandung kemih penuh) 1 jam sebelumnya.',
    kode_icd9: '88.76',
    template_ekspertise: TEMPLATE_USG_ABDOMEN,
    harga: 300_000,
  },
  {
    kode: 'US-OBSTETRI',
    nama: 'USG Kandungan (Obstetri)',
    modalitas: 'US',
    bagian_tubuh: 'Abdomen (kandungan)',
    persiapan: 'Usia kehamilan di bawah 14 minggu: minum 4–6 gelas air putih dan tahan kencing.',
    kode_icd9: '88.78',
    template_ekspertise: TEMPLATE_USG_OBSTETRI,
    harga: 250_000,
  },
  {
    kode: 'US-MAMMAE',
    nama: 'USG Mammae',
    modalitas: 'US',
    bagian_tubuh: 'Payudara',
    kode_icd9: '88.73',
    harga: 300_000,
  },
  {
    kode: 'CT-KEPALA',
    nama: 'CT Scan Kepala tanpa Kontras',
    modalitas: 'CT',
    bagian_tubuh: 'Kepala',
    persiapan: 'Lepaskan jepit rambut, anting dan gigi palsu lepasan.',
    kode_icd9: '87.03',
    template_ekspertise: TEMPLATE_CT_KEPALA,
    harga: 900_000,
  },
  {
    kode: 'CT-KEPALA-K',
    nama: 'CT Scan Kepala dengan Kontras',
    modalitas: 'CT',
    bagian_tubuh: 'Kepala',
    kontras: true,
    persiapan: PUASA_KONTRAS,
    kode_icd9: '87.03',
    template_ekspertise: TEMPLATE_CT_KEPALA,
    harga: 1_500_000,
  },
  {
    kode: 'CT-THORAX-K',
    nama: 'CT Scan Thorax dengan Kontras',
    modalitas: 'CT',
    bagian_tubuh: 'Thorax',
    kontras: true,
    persiapan: PUASA_KONTRAS,
    kode_icd9: '87.41',
    harga: 1_750_000,
  },
  {
    kode: 'CT-ABDOMEN-K',
    nama: 'CT Scan Abdomen dengan Kontras',
    modalitas: 'CT',
    bagian_tubuh: 'Abdomen',
    kontras: true,
    persiapan: `${PUASA_KONTRAS} Minum kontras oral sesuai petunjuk petugas 1 jam sebelumnya.`,
    kode_icd9: '88.01',
    harga: 2_000_000,
  },
  {
    kode: 'MR-KEPALA',
    nama: 'MRI Kepala tanpa Kontras',
    modalitas: 'MR',
    bagian_tubuh: 'Kepala',
    persiapan:
      'Lepaskan semua benda logam. Beri tahu petugas bila memakai alat pacu jantung, implan logam atau klip aneurisma.',
    kode_icd9: '88.91',
    harga: 2_500_000,
  },
  {
    kode: 'MR-LUMBAL',
    nama: 'MRI Lumbal tanpa Kontras',
    modalitas: 'MR',
    bagian_tubuh: 'Vertebra lumbal',
    persiapan:
      'Lepaskan semua benda logam. Beri tahu petugas bila memakai alat pacu jantung, implan logam atau klip aneurisma.',
    kode_icd9: '88.93',
    harga: 2_750_000,
  },
  {
    kode: 'MG-BILATERAL',
    nama: 'Mamografi Bilateral',
    modalitas: 'MG',
    bagian_tubuh: 'Payudara',
    proyeksi: 'CC/MLO',
    persiapan:
      'Dilakukan 7–10 hari setelah hari pertama haid. Jangan memakai deodoran, bedak atau losion di ketiak dan payudara pada hari pemeriksaan.',
    kode_icd9: '87.37',
    harga: 600_000,
  },
  {
    kode: 'RF-ESOFAGOGRAM',
    nama: 'Esofagogram',
    modalitas: 'RF',
    bagian_tubuh: 'Esofagus',
    kontras: true,
    persiapan: 'Puasa 6 jam sebelum pemeriksaan.',
    kode_icd9: '87.61',
    harga: 500_000,
  },
];

// Room class surcharges and payer factors of the demo price list (not a rule of the system).
const FAKTOR_KELAS: Record<KelasTarif, number> = {
  RAWAT_JALAN: 1,
  KELAS_3: 1,
  KELAS_2: 1.1,
  KELAS_1: 1.25,
  VIP: 1.5,
  VVIP: 1.75,
};
const FAKTOR_PENJAMIN: Record<PenjaminTarif, number> = { UMUM: 1, BPJS: 0.9, ASKES: 0.9, ASURANSI: 1.2 };
const hargaSel = (harga: number, p: PenjaminTarif, k: KelasTarif) =>
  Math.round((harga * FAKTOR_PENJAMIN[p] * FAKTOR_KELAS[k]) / 1000) * 1000;

/** Radiology exams of the demo hospital, with a price list from 2026-01-01. */
export async function seedRadiologi(tx: DbOrTx): Promise<void> {
  // Only the exams inserted now get the demo prices: a rerun adds nothing.
  const rows = await tx
    .insert(pemeriksaanRadiologi)
    .values(PEMERIKSAAN.map(({ harga: _, ...p }) => p))
    .onConflictDoNothing()
    .returning({ uid: pemeriksaanRadiologi.uid, kode: pemeriksaanRadiologi.kode });
  if (rows.length === 0) return;
  const harga = new Map(PEMERIKSAAN.map((p) => [p.kode, p.harga]));
  await tx
    .insert(tarif)
    .values(
      rows.flatMap((r) =>
        PENJAMIN_TARIF.flatMap((penjamin) =>
          KELAS_TARIF.map((kelas) => ({
            jenis_item: 'RADIOLOGI' as const,
            item_uid: r.uid,
            penjamin,
            kelas,
            berlaku_mulai: '2026-01-01',
            jumlah: hargaSel(harga.get(r.kode) ?? 0, penjamin, kelas),
          })),
        ),
      ),
    )
    .onConflictDoNothing();
}
