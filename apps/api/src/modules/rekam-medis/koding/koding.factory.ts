import { queryRows, type TestApp } from '../../../test/harness.ts';
import type { LayananUji } from '../../pelayanan/pelayanan.factory.ts';

// Test data of the medical-record office's screens: the chart's rows written as the chart
// writes them, and a layanan closed as the queue closes it.

export async function diagnosisDokter(
  t: TestApp,
  l: Pick<LayananUji, 'kunjungan_uid' | 'layanan_uid' | 'pasien_uid'>,
  kode: string,
  nama: string,
  jenis: 'UTAMA' | 'SEKUNDER',
) {
  await queryRows(
    t,
    `insert into diagnosis (kunjungan_uid, layanan_uid, pasien_uid, kode_icd10, nama, jenis)
     values ('${l.kunjungan_uid}', '${l.layanan_uid}', '${l.pasien_uid}', '${kode}', '${nama}', '${jenis}')`,
  );
}

export async function prosedurDokter(
  t: TestApp,
  l: Pick<LayananUji, 'kunjungan_uid' | 'layanan_uid' | 'pasien_uid'>,
  kode: string,
  nama: string,
) {
  await queryRows(
    t,
    `insert into prosedur (kunjungan_uid, layanan_uid, pasien_uid, kode_icd9, nama)
     values ('${l.kunjungan_uid}', '${l.layanan_uid}', '${l.pasien_uid}', '${kode}', '${nama}')`,
  );
}

/** The queue entry DONE at `pada` and the layanan SELESAI, as ubahStatusAntrian leaves them. */
export async function selesaikan(t: TestApp, l: Pick<LayananUji, 'layanan_uid'>, pada: string) {
  await queryRows(
    t,
    `update antrian set status = 'DONE', status_diubah_pada = '${pada}' where layanan_uid = '${l.layanan_uid}'`,
  );
  await queryRows(
    t,
    `update layanan set status = 'SELESAI', updated_at = '${pada}' where uid = '${l.layanan_uid}'`,
  );
}

/** A few catalogue rows instead of loading all 16,000 (katalog.test.ts covers the loader). */
export async function katalogUji(t: TestApp) {
  await queryRows(
    t,
    `insert into icd10 (kode, kode_tanpa_titik, judul, judul_id, level, leaf, bab, blok, judul_cari, judul_id_cari) values
    ('A01', 'A01', 'Typhoid and paratyphoid fevers', null, 3, false, '01', 'A00-A09', ' typhoid ', ''),
    ('A01.0', 'A010', 'Typhoid fever', 'Demam tifoid', 4, true, '01', 'A00-A09', ' typhoid ', ' demam tifoid '),
    ('R11', 'R11', 'Nausea and vomiting', 'Mual dan muntah', 3, true, '18', 'R10-R19', ' nausea ', ' mual '),
    ('K29.7', 'K297', 'Gastritis, unspecified', 'Gastritis', 4, true, '11', 'K20-K31', ' gastritis ', ' gastritis '),
    ('J06.9', 'J069', 'Acute upper respiratory infection, unspecified', 'ISPA', 4, true, '10', 'J00-J06', ' acute ', ' ispa '),
    ('R50.9', 'R509', 'Fever, unspecified', 'Demam', 4, true, '18', 'R50-R69', ' fever ', ' demam ')
    on conflict do nothing`,
  );
  await queryRows(
    t,
    `insert into icd9cm (kode, kode_tanpa_titik, judul, judul_singkat, judul_cari) values
    ('89.52', '8952', 'Electrocardiogram', 'Electrocardiogram', ' electrocardiogram '),
    ('87.44', '8744', 'Routine chest x-ray, so described', 'Routine chest x-ray', ' chest ')
    on conflict do nothing`,
  );
}
