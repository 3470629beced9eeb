import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  type HeaderPerawatan,
  type JenisKelamin,
  LABEL_JENIS_KELAMIN,
  LABEL_KELAS_RANAP,
  LABEL_PENJAMIN_KUNJUNGAN,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { TombolJadwalOperasi } from '../../operasi/TombolJadwalOperasi.tsx';
import { PanelDiet } from '../gizi/PanelDiet.tsx';
import { PanelGizi } from '../gizi/PanelGizi.tsx';
import { PanelHd } from '../hd/PanelHd.tsx';
import { PanelObat } from '../obat/PanelObat.tsx';
import { PanelOrder } from '../obat/PanelOrder.tsx';
import { PanelPulang } from '../pulang/PanelPulang.tsx';
import { PanelTagihan } from '../tagihan/PanelTagihan.tsx';
import { useHeaderPerawatan } from './bangsal.api.ts';
import { DialogObservasi } from './DialogObservasi.tsx';
import { TabCppt } from './TabCppt.tsx';
import { TabRingkasan } from './TabRingkasan.tsx';
import { TabTandaVital } from './TabTandaVital.tsx';

const TAB = [
  { kunci: 'ringkasan', label: 'Ringkasan' },
  { kunci: 'cppt', label: 'CPPT' },
  { kunci: 'vital', label: 'Tanda Vital' },
  { kunci: 'order', label: 'Order & Tindakan' },
  { kunci: 'obat', label: 'Obat' },
  { kunci: 'diet', label: 'Diet' },
  { kunci: 'gizi', label: 'Gizi' },
  { kunci: 'hd', label: 'Hemodialisa' },
  { kunci: 'tagihan', label: 'Tagihan' },
  { kunci: 'pulang', label: 'Pulang' },
] as const;
type KunciTab = (typeof TAB)[number]['kunci'];

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The stay header: who, where, since when, under whom; the same on every tab. */
function KepalaPerawatan({ h, onVital }: { h: HeaderPerawatan; onVital: () => void }) {
  const s = h.segmen_kini;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 280px' }}>
          <Typography variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {h.pasien.nama}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {h.pasien.no_rm}
            </Box>{' '}
            · {LABEL_JENIS_KELAMIN[h.pasien.jenis_kelamin as JenisKelamin] ?? h.pasien.jenis_kelamin} ·{' '}
            {h.pasien.umur}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, mt: 0.75, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={h.status === 'DIRAWAT' ? 'primary' : 'default'}
              label={
                h.status === 'DIRAWAT' ? `Dirawat · hari ke-${h.hari_rawat}` : `Pulang · ${h.hari_rawat} hari`
              }
            />
            {h.pasien.alergi.length > 0 ? (
              <Chip size="small" color="error" label={`Alergi: ${h.pasien.alergi.join(', ')}`} />
            ) : (
              <Chip size="small" variant="outlined" label="Tidak ada alergi tercatat" />
            )}
            {h.resume_final && <Chip size="small" label="Resume final · terkunci" />}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {/* The surgeon's visit on the ward books the operation for this stay (docs/operasi.md). */}
          {h.status === 'DIRAWAT' && (
            <TombolJadwalOperasi
              layanan={{
                layanan_uid: h.layanan_uid,
                pasien: { uid: h.pasien.uid, no_rm: h.pasien.no_rm, nama: h.pasien.nama },
                jenis: 'RAWAT_INAP',
                unit: s ? `${s.ruangan.nama} · ${s.no_kamar} / ${s.no_bed}` : 'Rawat Inap',
                tanggal: h.masuk_pada.slice(0, 10),
              }}
            />
          )}
          {h.boleh.observasi && (
            <Button variant="contained" size="large" startIcon={<MonitorHeartIcon />} onClick={onVital}>
              Isi Tanda Vital
            </Button>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 3, mt: 2, flexWrap: 'wrap' }}>
        <Info label="Ruangan / Kamar / Bed">
          {s ? `${s.ruangan.nama} · ${s.no_kamar} / ${s.no_bed}` : '—'}
        </Info>
        <Info label="Kelas (tagihan)">
          {s
            ? `${LABEL_KELAS_RANAP[s.kelas]}${s.kelas_tagih !== s.kelas ? ` (ditagih ${LABEL_KELAS_RANAP[s.kelas_tagih]})` : ''}`
            : '—'}
        </Info>
        <Info label="DPJP">{h.dpjp?.nama ?? '—'}</Info>
        <Info label="Penjamin">{LABEL_PENJAMIN_KUNJUNGAN[h.penjamin]}</Info>
        <Info label="Masuk">{formatTanggalJam(h.masuk_pada)}</Info>
        <Info label="Diagnosis masuk">
          {h.diagnosis_masuk
            ? `${h.diagnosis_masuk.kode ? `${h.diagnosis_masuk.kode} ` : ''}${h.diagnosis_masuk.nama}`
            : '—'}
        </Info>
        {h.pulang_pada && <Info label="Pulang">{formatTanggalJam(h.pulang_pada)}</Info>}
      </Box>
    </Paper>
  );
}

/** /rawat-inap/dashboard-inap/:id (and /dashboard-inap/:id): one stay's chart; :id is its layanan. */
export default function DashboardInapPage({ params }: HalamanProps) {
  const layananUid = params.id ?? '';
  const navigate = useNavigate();
  const [cari, setCari] = useSearchParams();
  const tab: KunciTab = TAB.some((t) => t.kunci === cari.get('tab'))
    ? (cari.get('tab') as KunciTab)
    : 'ringkasan';
  const header = useHeaderPerawatan(layananUid);
  const [vital, setVital] = useState(false);

  const pilihTab = (k: KunciTab) => {
    const baru = new URLSearchParams(cari);
    baru.set('tab', k);
    setCari(baru, { replace: true });
  };

  if (header.isError) return <GagalMuat error={header.error} onRetry={() => header.refetch()} />;
  if (!header.data) return <Skeleton variant="rounded" height={160} />;
  const h = header.data;

  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/rawat-inap')} sx={{ mb: 1 }}>
        Ruang Rawat Inap
      </Button>
      <KepalaPerawatan h={h} onVital={() => setVital(true)} />
      {h.status === 'PULANG' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Pasien sudah pulang
          {h.resume_final ? '; catatan perawatan terkunci karena resume medis sudah final.' : '.'}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, v: KunciTab) => pilihTab(v)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TAB.map((t) => (
          <Tab key={t.kunci} value={t.kunci} label={t.label} />
        ))}
      </Tabs>
      {tab === 'ringkasan' && <TabRingkasan h={h} />}
      {tab === 'cppt' && <TabCppt h={h} />}
      {tab === 'vital' && <TabTandaVital h={h} onVital={() => setVital(true)} />}
      {tab === 'order' && <PanelOrder layananUid={layananUid} />}
      {tab === 'obat' && <PanelObat layananUid={layananUid} />}
      {tab === 'diet' && <PanelDiet layananUid={layananUid} />}
      {tab === 'gizi' && (
        <PanelGizi layananUid={layananUid} namaPasien={h.pasien.nama} dirawat={h.status === 'DIRAWAT'} />
      )}
      {tab === 'hd' && (
        <PanelHd
          layananUid={layananUid}
          labelPasien={`${h.pasien.nama} (${h.pasien.no_rm})`}
          dirawat={h.status === 'DIRAWAT'}
        />
      )}
      {tab === 'tagihan' && <PanelTagihan layananUid={layananUid} />}
      {tab === 'pulang' && <PanelPulang layananUid={layananUid} />}
      {vital && (
        <DialogObservasi
          layananUid={layananUid}
          namaPasien={h.pasien.nama}
          open
          onClose={() => setVital(false)}
        />
      )}
    </Box>
  );
}
