import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatTanggal, LABEL_STATUS_OPERASI, LABEL_URGENSI_OPERASI } from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { useDetailOperasi } from './operasi.api.ts';
import { jamWib, WARNA_STATUS } from './status.ts';
import { TabCatatanAnestesi, TabPraAnestesi } from './TabAnestesi.tsx';
import { TabBhp } from './TabBhp.tsx';
import { TabChecklist } from './TabChecklist.tsx';
import { TabJadwal } from './TabJadwal.tsx';
import { TabLaporan } from './TabLaporan.tsx';

const TAB = [
  { kunci: 'jadwal', label: 'Jadwal & Status' },
  { kunci: 'checklist', label: 'Checklist WHO' },
  { kunci: 'pra', label: 'Pra-Anestesi' },
  { kunci: 'anestesi', label: 'Catatan Anestesi' },
  { kunci: 'laporan', label: 'Laporan Operasi' },
  { kunci: 'bhp', label: 'BHP & Obat' },
] as const;
type KunciTab = (typeof TAB)[number]['kunci'];

/** /ruang-operasi/:id: one operation, from its schedule to its report. */
export default function DetailOperasiPage({ params }: HalamanProps) {
  const uid = params.id ?? '';
  const navigate = useNavigate();
  const q = useDetailOperasi(uid);
  const [tab, setTab] = useState<KunciTab>('jadwal');
  if (q.isError) return <GagalMuat error={q.error} onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Skeleton variant="rounded" height={320} />;
  const o = q.data;
  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/ruang-operasi')} sx={{ mb: 1 }}>
        Papan Operasi
      </Button>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
          <Box>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
              {o.pasien.nama}{' '}
              <Box
                component="span"
                sx={{ fontFamily: 'monospace', fontWeight: 400, color: 'text.secondary' }}
              >
                {o.pasien.no_rm}
              </Box>
            </Typography>
            <Typography variant="body2">
              {o.tindakan.nama} · {o.kamar.nama} · {formatTanggal(o.mulai)} {jamWib(o.mulai)}–
              {jamWib(o.selesai_rencana)} WIB
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Operator {o.operator.nama}
              {o.anestesi ? ` · Anestesi ${o.anestesi.nama}` : ''} · Kode booking {o.kode_booking}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {o.urgensi === 'CITO' ? <Chip color="error" label={LABEL_URGENSI_OPERASI.CITO} /> : null}
            <Chip color={WARNA_STATUS[o.status]} label={LABEL_STATUS_OPERASI[o.status]} />
          </Box>
        </Box>
      </Paper>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" sx={{ mb: 2 }}>
        {TAB.map((t) => (
          <Tab key={t.kunci} value={t.kunci} label={t.label} />
        ))}
      </Tabs>
      {tab === 'jadwal' ? <TabJadwal o={o} /> : null}
      {tab === 'checklist' ? <TabChecklist o={o} /> : null}
      {tab === 'pra' ? <TabPraAnestesi o={o} /> : null}
      {tab === 'anestesi' ? <TabCatatanAnestesi o={o} /> : null}
      {tab === 'laporan' ? <TabLaporan o={o} /> : null}
      {tab === 'bhp' ? <TabBhp o={o} /> : null}
    </Box>
  );
}
