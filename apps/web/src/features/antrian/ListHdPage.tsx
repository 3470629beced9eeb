import { AntrianPoli } from './AntrianPoli.tsx';

/** /list-hd: the outpatient hemodialysis room's queue. */
export default function ListHdPage() {
  return (
    <AntrianPoli
      jenis="HEMODIALISA"
      judul="Ruangan Tindakan Hemodialisa"
      keterangan="Antrian hemodialisa rawat jalan. Daftar diperbarui setiap 20 detik."
    />
  );
}
