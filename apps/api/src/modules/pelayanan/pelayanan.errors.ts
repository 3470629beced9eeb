import { type JenisPoli, LABEL_JENIS_POLI } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

export const layananTidakDitemukan = () => notFound('Layanan', 'pelayanan.layanan_tidak_ditemukan');

export const layananBatal = () => conflict('pelayanan.layanan_batal', 'Pendaftaran ini sudah dibatalkan');

/** The resume's own code (docs/rekam-medis.md): one code says "the resume is final" wherever it locks. */
export const chartTerkunci = () =>
  conflict('resume.final', 'Resume medis sudah difinalkan; data pelayanan ini terkunci');

export const asesmenBukanUntukPoli = (label: string, jenis: JenisPoli) =>
  badRequest(`${label} tidak dipakai di ${LABEL_JENIS_POLI[jenis]}`, [
    { path: 'jenis', message: `${label} tidak dipakai di ${LABEL_JENIS_POLI[jenis]}` },
  ]);

export const belumDilayani = (nomor: string) =>
  conflict(
    'pelayanan.belum_dilayani',
    `Antrian ${nomor} masih Menunggu; mulai layani pasien terlebih dahulu`,
  );

/** A doctor charting another doctor's patient confirms taking the patient over first (issue 17). */
export const perluAmbilAlih = (dokter: string) =>
  conflict(
    'pelayanan.perlu_ambil_alih',
    `Pasien ini terdaftar pada ${dokter}; ambil alih pasien terlebih dahulu untuk menulis di rekam medisnya`,
  );
