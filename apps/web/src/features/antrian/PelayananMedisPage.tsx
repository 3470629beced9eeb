import { AntrianPoli } from './AntrianPoli.tsx';

/** /list-pelayananmedis: the same queue opened on the doctor's worklist (Menunggu Dokter). */
export default function PelayananMedisPage() {
  return (
    <AntrianPoli
      jenis="RAWAT_JALAN"
      judul="Antrian Pelayanan Medis"
      keterangan="Pasien yang sudah diperiksa perawat dan menunggu dokter. Daftar diperbarui setiap 20 detik."
      statusAwal="WAITING_DOKTER"
    />
  );
}
