import { type MasterFarmasi, varianFarmasiApi } from '@rawat/domain';
import type { MasterFormProps } from '../../ui/master/MasterPage.tsx';
import { FormSederhana, HalamanSederhana, type OpsiSederhana } from './MasterSederhana.tsx';

const OPSI: OpsiSederhana = {
  api: varianFarmasiApi,
  judul: 'Varian Produk',
  label: 'Varian',
  keterangan: 'Varian obat menurut mereknya: generik, paten, generik bermerek.',
  contohNama: 'Generik, Paten',
};

function VarianForm(p: MasterFormProps<MasterFarmasi>) {
  return <FormSederhana {...p} opsi={OPSI} />;
}

/** /produk/produk-varian: product variants. */
export default function VarianPage() {
  return <HalamanSederhana opsi={OPSI} Form={VarianForm} />;
}
