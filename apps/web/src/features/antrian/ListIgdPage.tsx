import { TombolIgdCepat } from '../pendaftaran/TombolIgdCepat.tsx';
import { AntrianPoli } from './AntrianPoli.tsx';

/** /list-igd: the emergency room's working queue (its team may finish without a doctor's turn). */
export default function ListIgdPage() {
  return (
    <AntrianPoli
      jenis="IGD"
      aksi={<TombolIgdCepat />}
      judul="Antrian IGD"
      keterangan="Antrian Gawat Darurat hari ini. Daftar diperbarui setiap 20 detik."
    />
  );
}
