import { queryRows, type TestApp } from '../../../test/harness.ts';
import { pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';

/** Test helpers of admission: a RANAP follow-up waiting for a bed, free beds, the DPJP. */

export interface RujukanUji extends LayananUji {
  tindak_lanjut_uid: string;
}

/** A patient at the IGD (or a clinic) whom the doctor sends to the ward: the row /pasien-rujuk-ranap lists. */
export async function rujukanUji(
  t: TestApp,
  cookie: { pendaftaran: string; dokter: string },
  opsi: { nama: string; poli?: string; penjamin?: 'UMUM' | 'BPJS'; kelas?: string },
): Promise<RujukanUji> {
  const igd = (opsi.poli ?? 'IGD') === 'IGD';
  const l = await siapkanLayanan(t, cookie.pendaftaran, {
    poli: opsi.poli ?? 'IGD',
    status: igd ? 'ON_PROCESS' : 'WAITING_DOKTER',
    nama: opsi.nama,
    penjamin: opsi.penjamin ?? 'UMUM',
  });
  const res = await pemanggil(t)('PUT', `/pelayanan/${l.layanan_uid}/tindak-lanjut`, cookie.dokter, {
    jenis: 'RANAP',
    kelas_diminta: opsi.kelas ?? 'KELAS_2',
    alasan: 'Perlu observasi',
  });
  if (res.statusCode !== 201) throw new Error(`tindak lanjut: ${res.statusCode} ${res.body}`);
  return { ...l, tindak_lanjut_uid: res.json().respon.uid };
}

/** A free bed of a demo ward room ('MWR-3'), by bed letter. */
export async function bedUji(t: TestApp, noKamar: string, noBed = 'A'): Promise<string> {
  const [b] = await queryRows<{ uid: string }>(
    t,
    `select b.uid from bed b join kamar k on k.uid = b.kamar_uid where k.no_kamar = '${noKamar}' and b.no_bed = '${noBed}'`,
  );
  if (!b) throw new Error(`bed ${noKamar}/${noBed}`);
  return b.uid;
}

export async function dpjpUji(t: TestApp, username = 'dokter'): Promise<string> {
  const [p] = await queryRows<{ uid: string }>(
    t,
    `select p.uid from pegawai p join akun a on a.uid = p.akun_uid where a.username = '${username}'`,
  );
  if (!p) throw new Error('dpjp');
  return p.uid;
}

export const persetujuan = { nama: 'Siti Aminah', hubungan: 'Istri' };

/** A few catalogue rows instead of the whole ICD-10 (katalog.test.ts covers the loader). */
export async function katalogUji(t: TestApp): Promise<void> {
  await queryRows(
    t,
    `insert into icd10 (kode, kode_tanpa_titik, judul, judul_id, level, leaf, bab, blok, judul_cari, judul_id_cari) values
     ('A09', 'A09', 'Other gastroenteritis and colitis', null, 3, false, '01', 'A00-A09', ' other ', ''),
     ('A09.9', 'A099', 'Gastroenteritis and colitis of unspecified origin', 'Gastroenteritis', 4, true, '01', 'A00-A09', ' gastro ', ' gastro '),
     ('A91', 'A91', 'Dengue haemorrhagic fever', 'Demam berdarah dengue', 3, true, '01', 'A90-A99', ' dengue ', ' demam ')
     on conflict do nothing`,
  );
}
