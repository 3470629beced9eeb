import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  batalSesiHdInputSchema,
  can,
  formatRupiah,
  formatTanggal,
  formatTanggalWaktu,
  LABEL_KELAS_RANAP,
  LABEL_SHIFT_HD,
  type SesiHdDetail,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { useSession } from '../../../shell/session.tsx';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { useLangkahHd, useSesiHd } from './hd.api.ts';
import { ChipCito, ChipStatusHd } from './label-hd.tsx';
import { TabAsesmenMedisHd, TabCatatanHd } from './TabAsesmenHd.tsx';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function KepalaSesi({ s }: { s: SesiHdDetail }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h6" sx={{ fontWeight: 600 }}>
          {s.pasien.nama}
        </Typography>
        <Typography color="text.secondary">
          {s.pasien.no_rm} · {s.pasien.jenis_kelamin === 'L' ? 'Laki-laki' : 'Perempuan'} · {s.pasien.umur}
        </Typography>
        <ChipStatusHd status={s.status} />
        {s.cito ? <ChipCito /> : null}
        {s.pasien.alergi.map((a) => (
          <Chip key={a} size="small" color="error" label={`Alergi: ${a}`} />
        ))}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Info label="Jadwal">
            {formatTanggal(s.tanggal)}, {LABEL_SHIFT_HD[s.shift]}
          </Info>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Info label="Ruangan / Bed">
            {s.letak
              ? `${s.letak.ruangan}, kamar ${s.letak.no_kamar} bed ${s.letak.no_bed} (${LABEL_KELAS_RANAP[s.letak.kelas]})`
              : '—'}
          </Info>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Info label="DPJP">{s.dpjp ?? '—'}</Info>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Info label="Dokter HD">{s.dokter_hd?.nama ?? 'Belum ada'}</Info>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Info label="Order">
            {s.nama_pemesan}, {formatTanggalWaktu(s.dipesan_pada)}
            {s.catatan ? ` — ${s.catatan}` : ''}
          </Info>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Info label="Mulai HD">{s.mulai_pada ? formatTanggalWaktu(s.mulai_pada) : '—'}</Info>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Info label="Selesai HD">{s.selesai_pada ? formatTanggalWaktu(s.selesai_pada) : '—'}</Info>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Info label="Tagihan ke perawatan">
            {s.tagihan
              ? `${s.tagihan.nama}: ${formatRupiah(s.tagihan.total)}`
              : 'Ditagihkan saat sesi selesai'}
          </Info>
        </Grid>
      </Grid>
      {s.alasan_batal ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Sesi dibatalkan: {s.alasan_batal}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** Start, finish (with the charge), cancel: the session's steps for whoever may take them. */
function LangkahSesi({ s }: { s: SesiHdDetail }) {
  const { user } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const langkah = useLangkahHd(s.uid);
  const [batal, setBatal] = useState(false);
  const role = user?.role;
  const bolehTulis = can(role, 'hd:write');
  const bolehBatal = bolehTulis || can(role, 'hd:schedule');
  const jalankan = async (m: { mutateAsync: () => Promise<unknown> }, pesan: string) => {
    try {
      await m.mutateAsync();
      toast.success(pesan);
    } catch (err) {
      toast.error(pesanError(err));
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
      {s.status === 'DIJADWALKAN' && bolehTulis ? (
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon />}
          loading={langkah.mulai.isPending}
          onClick={() => jalankan(langkah.mulai, 'Sesi HD dimulai')}
        >
          Mulai HD
        </Button>
      ) : null}
      {s.status === 'BERLANGSUNG' && bolehTulis ? (
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckCircleIcon />}
          onClick={() =>
            confirm({
              title: 'Selesaikan Sesi HD',
              message: s.ada_catatan
                ? `Sesi HD ${s.pasien.nama} diselesaikan dan tindakan hemodialisa${s.cito ? ' cito' : ''} ditagihkan ke perawatan pasien. Lanjutkan?`
                : 'Catatan sesi HD belum disimpan. Simpan catatan pre-, intra- dan post-HD terlebih dahulu.',
              confirmLabel: s.ada_catatan ? 'Selesaikan HD' : 'OK',
              onConfirm: s.ada_catatan
                ? () => jalankan(langkah.selesai, 'Sesi HD selesai dan ditagihkan')
                : undefined,
            })
          }
        >
          Selesai HD
        </Button>
      ) : null}
      {s.status === 'DIJADWALKAN' && bolehBatal ? (
        <Button color="error" onClick={() => setBatal(true)}>
          Batalkan Sesi
        </Button>
      ) : null}
      {batal ? (
        <AlasanDialog
          judul="Batalkan Sesi HD"
          pesan={`Sesi HD ${s.pasien.nama} pada ${formatTanggal(s.tanggal)} dibatalkan; tanggal ini dapat dijadwalkan ulang.`}
          aturan={batalSesiHdInputSchema.shape.alasan}
          panjangMaks={300}
          tombol="Batalkan Sesi"
          onKirim={(alasan) => langkah.batal.mutateAsync(alasan)}
          onClose={() => setBatal(false)}
        />
      ) : null}
    </Stack>
  );
}

/** /hd/:id — one inpatient HD session: the order, its steps, the HD nurse's record and the doctor's assessment. */
export default function SesiHdPage({ params }: HalamanProps) {
  const uid = params.id ?? '';
  const navigate = useNavigate();
  const data = useSesiHd(uid);
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <HalamanJudul
        judul="Sesi Hemodialisa Rawat Inap"
        aksi={
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/hd')}>
            Daftar HD
          </Button>
        }
      />
      {data.isPending && <Skeleton variant="rounded" height={320} />}
      {data.isError && <GagalMuat error={data.error} onRetry={() => data.refetch()} />}
      {data.data ? (
        <>
          <KepalaSesi s={data.data} />
          <LangkahSesi s={data.data} />
          <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 2 }}>
            <Tab label="Catatan Sesi HD (Perawat)" />
            <Tab label="Asesmen Medis HD (Dokter)" />
          </Tabs>
          {tab === 0 ? <TabCatatanHd s={data.data} /> : <TabAsesmenMedisHd s={data.data} />}
        </>
      ) : null}
    </Box>
  );
}
