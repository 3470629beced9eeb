import { WorklistPenunjang } from '../WorklistPenunjang.tsx';

/** /list-radiologi: the radiology unit's worklist. */
export default function ListRadiologiPage() {
  return (
    <WorklistPenunjang
      jenis="RADIOLOGI"
      judul="Antrian Radiologi"
      keterangan="Order radiologi dari poliklinik dan IGD; CITO dan yang belum selesai di atas. Diperbarui tiap 20 detik."
      pathDetail="/detail-radiologi"
    />
  );
}
