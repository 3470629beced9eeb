import { TombolIgdCepat } from '../pendaftaran/TombolIgdCepat.tsx';
import { AntrianPoli } from './AntrianPoli.tsx';

/** /antrian-igd: the emergency queue to look at (read only). */
export default function AntrianIgdPage() {
  return (
    <AntrianPoli
      jenis="IGD"
      aksi={<TombolIgdCepat />}
      judul="Antrian IGD"
      keterangan="Pasien Gawat Darurat dan status penanganannya. Daftar diperbarui setiap 20 detik."
      bacaSaja
    />
  );
}
