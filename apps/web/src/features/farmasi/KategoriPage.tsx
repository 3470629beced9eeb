import { kategoriFarmasiApi, type MasterFarmasi } from '@rawat/domain';
import type { MasterFormProps } from '../../ui/master/MasterPage.tsx';
import { FormSederhana, HalamanSederhana, type OpsiSederhana } from './MasterSederhana.tsx';

const OPSI: OpsiSederhana = {
  api: kategoriFarmasiApi,
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
