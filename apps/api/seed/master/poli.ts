import type { DbOrTx } from '../../src/db/client.ts';
import { poli } from '../../src/modules/master/poli/poli.tables.ts';

type Jenis = 'RAWAT_JALAN' | 'IGD' | 'HEMODIALISA';
const POLI: [kode: string, nama: string, prefix: string, bpjs: string, lokasi: string, jenis?: Jenis][] = [
  ['UMUM', 'Poli Umum', 'A', 'UMU', 'Gedung A Lantai 1'],
  ['GIGI', 'Poli Gigi', 'B', 'GIG', 'Gedung A Lantai 1'],
  ['ANAK', 'Poli Anak', 'C', 'ANA', 'Gedung A Lantai 1'],
  ['INTERNA', 'Poli Penyakit Dalam', 'D', 'INT', 'Gedung A Lantai 2'],
  ['OBGYN', 'Poli Kandungan', 'E', 'OBG', 'Gedung A Lantai 2'],
  ['BEDAH', 'Poli Bedah', 'F', 'BED', 'Gedung A Lantai 2'],
  ['MATA', 'Poli Mata', 'G', 'MAT', 'Gedung A Lantai 3'],
  ['THT', 'Poli THT', 'H', 'THT', 'Gedung A Lantai 3'],
  ['SARAF', 'Poli Saraf', 'J', 'SAR', 'Gedung A Lantai 3'],
  ['JANTUNG', 'Poli Jantung', 'K', 'JAN', 'Gedung A Lantai 2'],
  ['IGD', 'IGD', 'IG', 'IGD', 'Gedung B Lantai 1', 'IGD'],
  ['HD', 'Hemodialisa', 'HD', 'HDL', 'Gedung B Lantai 2', 'HEMODIALISA'],
];

// Clinics the demo roster (sdm.ts) staffs with a nurse or midwife: there the doctor waits for the
// nursing assessment; elsewhere the doctor works alone and starts the patient (as migration 0013).
const BERPERAWAT = new Set(['UMUM', 'ANAK', 'OBGYN', 'IGD', 'HD']);

/** The polyclinics of the demo hospital, the IGD and the hemodialysis room. */
export async function seedPoli(tx: DbOrTx): Promise<void> {
  await tx
    .insert(poli)
    .values(
      POLI.map(([kode, nama, prefix_antrian, kode_bpjs, lokasi, jenis]) => ({
        kode,
        nama,
        prefix_antrian,
        kode_bpjs,
        lokasi,
        jenis: jenis ?? 'RAWAT_JALAN',
        wajib_asesmen_perawat: BERPERAWAT.has(kode),
      })),
    )
    .onConflictDoNothing();
}
