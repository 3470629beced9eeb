import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  can,
  formatTanggalJam,
  LABEL_SKALA_PULIH,
  type OperasiDetail,
  type TujuanTransisi,
} from '@rawat/domain';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../shell/session.tsx';
import { useTransisiOperasi } from './operasi.api.ts';

/** Where the patient went from the transition room, as the sentence reads ("… ke bangsal"). */
const KE: Record<TujuanTransisi, string> = {
  BANGSAL: 'bangsal',
  ICU: 'ICU',
  PULANG: 'rumah (bedah sehari)',
};

/** The transition room lists an operation for 24 hours after it finished (docs/ranap/transisi.md). */
const JENDELA_MS = 24 * 3_600_000;

/**
 * After SELESAI: waiting for the transition room, in it since when, or gone from it to where — with
 * a link to the room's record. Shown to those who may read the room (transisi:read).
 */
export function StatusTransisiOperasi({ o }: { o: OperasiDetail }) {
  const { user } = useSession();
  const aktif = o.status === 'SELESAI' && can(user?.role, 'transisi:read');
  const q = useTransisiOperasi(o.uid, aktif);
  if (!aktif || q.data === undefined) return null;
  const t = q.data;
  if (!t) {
    const baru = o.diselesaikan_pada !== null && Date.now() - Date.parse(o.diselesaikan_pada) < JENDELA_MS;
    return (
      <Alert severity={baru ? 'warning' : 'info'} sx={{ mt: 2 }} data-testid="status-transisi">
        {baru
          ? 'Menunggu diterima di Ruang Transisi.'
          : 'Pasien tidak tercatat di Ruang Transisi untuk operasi ini.'}
      </Alert>
    );
  }
  const buka = (
    <Button component={RouterLink} to={`/transisi/${t.uid}`} color="inherit" size="small">
      Buka catatan
    </Button>
  );
  return (
    <Alert
      severity={t.status === 'SELESAI' ? 'success' : 'info'}
      sx={{ mt: 2 }}
      action={buka}
      data-testid="status-transisi"
    >
      {t.status === 'SELESAI' && t.keluar_pada && t.tujuan
        ? `Keluar dari Ruang Transisi ${formatTanggalJam(t.keluar_pada)} ke ${KE[t.tujuan]}`
        : `Di Ruang Transisi sejak ${formatTanggalJam(t.masuk_pada)}`}
      {t.skor_terakhir
        ? ` · ${LABEL_SKALA_PULIH[t.skala].split(' ')[0]} ${t.skor_terakhir.total}/${t.skor_terakhir.maksimal}`
        : ''}
    </Alert>
  );
}
