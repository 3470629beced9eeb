import { AntrianPoli } from './AntrianPoli.tsx';

/** /list-antrian-klinik: the clinic's working queue (call, start, hand to the doctor, finish). */
export default function ListAntrianKlinikPage() {
  return (
    <AntrianPoli
      jenis="RAWAT_JALAN"
      judul="Antrian Klinik"
      keterangan="Panggil pasien, mulai pelayanan dan teruskan ke dokter. Daftar diperbarui setiap 20 detik."
    />
  );
}
