import type { LayananKlinisDto } from '@rawat/domain';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { HalamanPelayanan } from '../HalamanPelayanan.tsx';
import { BagianKeperawatanHd, KOSONG_HD } from './BagianKeperawatanHd.tsx';
import { FormAsesmen } from './FormAsesmen.tsx';
import { useFormAsesmen } from './useFormAsesmen.ts';

function FormKeperawatanHd({ layanan }: { layanan: LayananKlinisDto }) {
  const f = useFormAsesmen(layanan, 'KEPERAWATAN_HD', KOSONG_HD);
  return (
    <FormAsesmen f={f}>
      <BagianKeperawatanHd alergiTercatat={layanan.pasien.alergi} />
    </FormAsesmen>
  );
}

/** /list-hd/keperawatan-poli/:id — the HD nurse's record of one session: pre, intra, post. */
export default function KeperawatanHdPage({ params }: HalamanProps) {
  return (
    <HalamanPelayanan layananUid={params.id ?? ''} judul="Asesmen Keperawatan Hemodialisa">
      {(l) => <FormKeperawatanHd layanan={l} />}
    </HalamanPelayanan>
  );
}
