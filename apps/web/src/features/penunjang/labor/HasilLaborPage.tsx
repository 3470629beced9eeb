import { DaftarHasil } from '../DaftarHasil.tsx';

/** /hasil-labor: validated lab results. */
export default function HasilLaborPage() {
  return <DaftarHasil jenis="LABOR" judul="Hasil Laboratorium" pathHasil="/singlehasillabor" />;
}
