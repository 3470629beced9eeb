import type { MasterFarmasi } from '@rawat/domain';
import type { MasterFormProps } from '../master/bersama/MasterPage.tsx';
import { PATH_FARMASI } from './farmasi.paths.ts';
import { FormSederhana, HalamanSederhana, type OpsiSederhana } from './MasterSederhana.tsx';

const OPSI: OpsiSederhana = {
  path: PATH_FARMASI.kategori,
  judul: 'Kategori Produk',
  label: 'Kategori',
  keterangan: 'Pengelompokan produk farmasi: obat, alat kesehatan, bahan medis habis pakai.',
  contohNama: 'Obat, Alkes, BMHP',
};

function KategoriForm(p: MasterFormProps<MasterFarmasi>) {
  return <FormSederhana {...p} opsi={OPSI} />;
}

/** /produk/produk-kategori: product categories. */
export default function KategoriPage() {
  return <HalamanSederhana opsi={OPSI} Form={KategoriForm} />;
}
