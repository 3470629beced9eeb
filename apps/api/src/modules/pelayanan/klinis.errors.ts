import { formatTanggal } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

/** Errors of the doctor's side of the chart: diagnoses, ICD-9 codes, procedures, follow-up. */

const galatField = (path: string, message: string) => badRequest(message, [{ path, message }]);

export const icd10TidakDikenal = (kode: string) =>
  galatField('kode_icd10', `Kode ICD-10 '${kode}' tidak ada di katalog`);

export const icd10BelumSpesifik = (kode: string) =>
  galatField(
    'kode_icd10',
    `Kode ${kode} masih kategori; pilih subkategorinya yang paling spesifik (mis. ${kode}.9)`,
  );

export const diagnosisTidakDitemukan = () => notFound('Diagnosis', 'klinis.diagnosis_tidak_ditemukan');
export const prosedurTidakDitemukan = () => notFound('Prosedur', 'klinis.prosedur_tidak_ditemukan');
export const tindakanTidakDitemukan = () => notFound('Tindakan', 'klinis.tindakan_tidak_ditemukan');

export const diagnosisSudahAda = (kode: string) =>
  conflict('klinis.diagnosis_sudah_ada', `Diagnosis ${kode} sudah tercatat pada pelayanan ini`, [
    { path: 'kode_icd10', message: 'Diagnosis ini sudah tercatat' },
  ]);

/** `lama`: the current primary, when known (a race caught by the unique index does not say). */
export const diagnosisUtamaSudahAda = (lama?: { kode: string; nama: string }) =>
  conflict(
    'klinis.diagnosis_utama_sudah_ada',
    `Diagnosis utama sudah ${lama ? `${lama.kode} – ${lama.nama}` : 'ada'}; pilih "Jadikan utama" untuk menggantinya atau tambahkan sebagai sekunder`,
    [{ path: 'jenis', message: 'Diagnosis utama sudah ada' }],
  );

export const prosedurSudahAda = (kode: string) =>
  conflict('klinis.prosedur_sudah_ada', `Prosedur ${kode} sudah tercatat pada pelayanan ini`, [
    { path: 'kode_icd9', message: 'Prosedur ini sudah tercatat' },
  ]);

export const tindakanTidakDikenal = () => galatField('tindakan_uid', 'Tindakan tidak ditemukan');

export const tindakanNonaktif = (nama: string) =>
  galatField('tindakan_uid', `Tindakan ${nama} sudah nonaktif; pilih tindakan yang aktif`);

export const tindakanBukanDiPoli = (nama: string, poli: string) =>
  galatField('tindakan_uid', `Tindakan ${nama} tidak tersedia di ${poli}`);

export const pelaksanaTidakDikenal = () =>
  galatField('pelaksana_uid', 'Pelaksana tidak ditemukan atau sudah nonaktif');

export const tindakanSudahBatal = (nama: string) =>
  conflict('klinis.tindakan_sudah_dibatalkan', `Tindakan ${nama} sudah dibatalkan sebelumnya`);

export const tanggalKontrolTerlaluAwal = (tanggalKunjungan: string) =>
  galatField(
    'tanggal_kontrol',
    `Tanggal kontrol harus setelah tanggal kunjungan (${formatTanggal(tanggalKunjungan)})`,
  );

export const meninggalHanyaIgd = () => galatField('jenis', 'Tindak lanjut Meninggal hanya dicatat di IGD');

export const waktuMeninggalTidakValid = (message: string) => galatField('waktu_meninggal', message);

export const sudahDiterimaRanap = () =>
  conflict(
    'klinis.sudah_diterima_ranap',
    'Pasien sudah diterima di rawat inap; tindak lanjut tidak dapat diubah lagi',
  );
