import { sumberHasilVersi } from '../hasil.ttd.ts';
import { pdfHasilLab } from './labor.pdf.ts';
import { hasilLabVersi } from './labor.tables.ts';

/** A validated lab result sheet, signed by whoever validated it. */
export const sumberHasilLab = sumberHasilVersi({
  jenis: 'HASIL_LAB',
  judul: 'Hasil Laboratorium',
  kolom: {
    tabel: hasilLabVersi,
    uid: hasilLabVersi.uid,
    order_uid: hasilLabVersi.order_uid,
    status: hasilLabVersi.status,
    akun_uid: hasilLabVersi.divalidasi_oleh,
    divalidasi_pada: hasilLabVersi.divalidasi_pada,
    dibuat_pada: hasilLabVersi.created_at,
  },
  belumValid: 'Hasil laboratorium belum divalidasi',
  dikoreksi: 'Hasil ini sudah dikoreksi oleh versi yang lebih baru',
  render: pdfHasilLab,
});
