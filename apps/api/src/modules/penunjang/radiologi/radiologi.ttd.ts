import { sumberHasilVersi } from '../hasil.ttd.ts';
import { pdfHasilRadiologi } from './radiologi.pdf.ts';
import { ekspertiseRadiologi } from './radiologi.tables.ts';

/** A radiologist's expertise, signed by the radiologist who wrote it (DOKTER_RADIOLOGI). */
export const sumberEkspertise = sumberHasilVersi({
  jenis: 'EKSPERTISE_RADIOLOGI',
  judul: 'Hasil Radiologi',
  kolom: {
    tabel: ekspertiseRadiologi,
    uid: ekspertiseRadiologi.uid,
    order_uid: ekspertiseRadiologi.order_uid,
    status: ekspertiseRadiologi.status,
    akun_uid: ekspertiseRadiologi.akun_uid,
    divalidasi_pada: ekspertiseRadiologi.divalidasi_pada,
    dibuat_pada: ekspertiseRadiologi.ditulis_pada,
  },
  belumValid: 'Ekspertise belum divalidasi',
  dikoreksi: 'Ekspertise ini sudah dikoreksi oleh versi yang lebih baru',
  render: pdfHasilRadiologi,
});
