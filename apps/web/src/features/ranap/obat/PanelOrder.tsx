import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../shell/session.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { AmbilAlihProvider, BannerAmbilAlih } from '../../pelayanan/ambil-alih.tsx';
import { bolehTulisMedis } from '../../pelayanan/medis/medis.api.ts';
import { TindakanTab } from '../../pelayanan/medis/TindakanTab.tsx';
import { OrderPenunjangPanel } from '../../pelayanan/order/OrderPenunjangPanel.tsx';
import { useLayananKlinis } from '../../pelayanan/pelayanan.api.ts';
import { ResepPanel } from '../../pelayanan/resep/ResepPanel.tsx';
import { BiayaOrder } from './BiayaOrder.tsx';

/**
 * A tab of the ward's patient dashboard (/rawat-inap/dashboard-inap/:id); :id is the stay's layanan.
 * The doctor's orders on the stay: lab and radiology orders, prescriptions (served by the inpatient
 * depot) and procedures, with the chart's own components — the stay is a layanan, so the same rules
 * and the same screens; each charge is priced at the class of the bed at that moment.
 */
export function PanelOrder({ layananUid }: { layananUid: string }) {
  const { user } = useSession();
  const q = useLayananKlinis(layananUid);
  if (q.isPending) return <Skeleton variant="rounded" height={160} />;
  if (q.isError) return <GagalMuat error={q.error} onRetry={() => q.refetch()} judul="Order gagal dimuat" />;
  const l = q.data;
  const bolehTulis = bolehTulisMedis(l, user?.role);
  return (
    <AmbilAlihProvider layanan={l}>
      <BannerAmbilAlih layanan={l} />
      <Stack spacing={2}>
        <Alert severity="info" variant="outlined">
          Tarif order, resep dan tindakan mengikuti kelas bed pasien saat dicatat. Resep rawat inap dilayani
          Depo Farmasi Rawat Inap.
        </Alert>
        <OrderPenunjangPanel layanan={l} />
        <ResepPanel layanan={l} />
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Tindakan">
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
            Tindakan
          </Typography>
          <TindakanTab layanan={l} bolehTulis={bolehTulis} />
        </Paper>
        <BiayaOrder layananUid={l.uid} />
      </Stack>
    </AmbilAlihProvider>
  );
}
