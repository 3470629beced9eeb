import { WorklistPenunjang } from '../WorklistPenunjang.tsx';

/** /list-labor: the laboratory's worklist. */
export default function ListLaborPage() {
  return (
    <WorklistPenunjang
      jenis="LABOR"
      judul="Antrian Laboratorium"
      keterangan="Order laboratorium dari poliklinik dan IGD; CITO dan yang belum selesai di atas. Diperbarui tiap 20 detik."
      pathDetail="/detail-labor"
    />
  );
}
