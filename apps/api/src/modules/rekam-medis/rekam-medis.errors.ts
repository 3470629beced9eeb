import { type JenisPoli, type JenisResume, LABEL_JENIS_POLI, LABEL_JENIS_RESUME } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

export const jenisResumeTidakSesuai = (jenis: JenisResume, poli: string, jenisPoli: JenisPoli) => {
  const pesan = `Resume ${LABEL_JENIS_RESUME[jenis]} tidak sesuai dengan pelayanan ${poli} (${LABEL_JENIS_POLI[jenisPoli]})`;
  return badRequest(pesan, [{ path: 'jenis', message: pesan }]);
};

export const resumeSudahFinal = () =>
  conflict('resume.final', 'Resume medis sudah difinalkan dan tidak dapat diubah');

export const diagnosisUtamaKosong = () =>
  badRequest('Diagnosis utama belum diisi', [
    { path: 'diagnosis_utama', message: 'Diagnosis utama belum diisi' },
  ]);

export const tindakLanjutKosong = () =>
  badRequest('Tindak lanjut (pulang, kontrol, rujuk, rawat inap) belum diisi', [
    { path: 'tindak_lanjut', message: 'Tindak lanjut belum diisi' },
  ]);

/** The inpatient resume is finalised after the discharge order (docs/ranap/pulang.md). */
export const belumPulang = () =>
  conflict(
    'resume.belum_pulang',
    'Resume rawat inap baru dapat difinalkan setelah DPJP memberi perintah pulang',
  );

export const resumeTidakDitemukan = () => notFound('Resume medis', 'resume.tidak_ditemukan');
export const pasienTidakDitemukan = () => notFound('Pasien', 'rm.pasien_tidak_ditemukan');
