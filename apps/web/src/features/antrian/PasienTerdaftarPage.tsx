import { AntrianPoli } from './AntrianPoli.tsx';

/** /pasienterdaftar: who is registered at the clinics today and where they stand (read only). */
export default function PasienTerdaftarPage() {
  return (
    <AntrianPoli
      jenis="RAWAT_JALAN"
      judul="Pasien Terdaftar"
      keterangan="Pasien terdaftar per poli dan status antriannya. Daftar diperbarui setiap 20 detik."
      bacaSaja
    />
  );
}
