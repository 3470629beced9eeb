import { type MasterFarmasi, sediaanFarmasiApi } from '@rawat/domain';
import type { MasterFormProps } from '../../ui/master/MasterPage.tsx';
import { FormSederhana, HalamanSederhana, type OpsiSederhana } from './MasterSederhana.tsx';

const OPSI: OpsiSederhana = {
  api: sediaanFarmasiApi,
  judul: 'Satuan (Bentuk Sediaan)',
  label: 'Satuan',
  keterangan: 'Bentuk sediaan produk. Satuan kemasan (strip, box) diatur pada konversi satuan tiap produk.',
  contohNama: 'Tablet, Kapsul, Sirup, Injeksi, Salep',
};

function SediaanForm(p: MasterFormProps<MasterFarmasi>) {
  return <FormSederhana {...p} opsi={OPSI} />;
}

/** /produk/produk-sediaan: dosage forms, labelled "Satuan" (spec §2). */
export default function SediaanPage() {
  return <HalamanSederhana opsi={OPSI} Form={SediaanForm} />;
}
