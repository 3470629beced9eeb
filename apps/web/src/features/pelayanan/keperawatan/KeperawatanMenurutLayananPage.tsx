import Skeleton from '@mui/material/Skeleton';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { useLayananKlinis } from '../pelayanan.api.ts';
import KeperawatanHdPage from './KeperawatanHdPage.tsx';
import KeperawatanPoliPage from './KeperawatanPoliPage.tsx';

/**
 * /keperawatan-poli/:id as spec §2 spells it: a child of both the clinic queue and the HD queue,
 * so the visit decides: a hemodialysis visit gets the HD session record, any other the clinic
 * nurse's assessment (docs/platform.md). A visit that cannot be read falls to the clinic form,
 * whose frame shows the error.
 */
export default function KeperawatanMenurutLayananPage(props: HalamanProps) {
  const q = useLayananKlinis(props.params.id ?? '');
  if (q.isPending) return <Skeleton variant="rounded" height={360} />;
  if (q.data?.poli.jenis === 'HEMODIALISA') return <KeperawatanHdPage {...props} />;
  return <KeperawatanPoliPage {...props} />;
}
