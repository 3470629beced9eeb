import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  type DetailTransisi,
  formatJam,
  formatRupiah,
  formatTanggalJam,
  LABEL_ASAL_TRANSISI,
  LABEL_SKALA_PULIH,
  LABEL_TUJUAN_TRANSISI,
  transisiApi,
} from '@rawat/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { urlKontrak } from '../../../api/kontrak.ts';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PanelDashboard } from '../../../ui/PanelDashboard.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { DialogVitalTransisi } from './DialogVitalTransisi.tsx';
import { FormSkor } from './FormSkor.tsx';
import { PindahkanDialog } from './PindahkanDialog.tsx';
import { TabelSkor, TabelVital } from './TabelTransisi.tsx';
import { ChipSkor, ChipVital } from './TransisiPage.tsx';
import { lamaMenit, useDetailTransisi } from './transisi.api.ts';

/** Blood pressure, pulse and SpO2 over the stay in the room, one point per set. */
function GrafikVital({ t }: { t: DetailTransisi }) {
  const data = t.vital;
  if (!data.length)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Belum ada tanda vital
      </Typography>
    );
  const seri = [
    { kunci: 'td_sistolik', label: 'Sistolik', warna: '#7b1fa2' },
    { kunci: 'td_diastolik', label: 'Diastolik', warna: '#ba68c8' },
    { kunci: 'nadi', label: 'Nadi', warna: '#1976d2' },
    { kunci: 'spo2', label: 'SpO2', warna: '#0288d1' },
  ] as const;
  return (
    <LineChart
      height={240}
      xAxis={[
        // One point per set, evenly spaced and labelled with its time: two sets in one minute stay apart.
        {
          scaleType: 'point',
          data: data.map((_, i) => i),
          valueFormatter: (i: number) => {
            const v = data[i];
            return v ? formatJam(v.waktu) : '';
          },
        },
      ]}
      series={seri.map((s) => ({
        data: data.map((v) => v[s.kunci]),
        label: s.label,
        color: s.warna,
        connectNulls: true,
        showMark: true,
      }))}
      yAxis={[{ width: 40, min: 30 }]}
      grid={{ horizontal: true }}
      margin={{ left: 8, right: 24, top: 16, bottom: 0 }}
    />
  );
}

function Ringkasan({ t }: { t: DetailTransisi }) {
  const baris: [string, string][] = [
    ['Asal', `${LABEL_ASAL_TRANSISI[t.asal]} · ${t.unit}`],
    ['Tindakan / anestesi', t.prosedur],
    ['Masuk', `${formatTanggalJam(t.masuk_pada)} · diterima ${t.nama_penerima}`],
    ['Lama di ruang', lamaMenit(t.menit_di_ruang)],
    ['Skala skor', LABEL_SKALA_PULIH[t.skala]],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {baris.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What happened when the patient left: where, by whom, a doctor's decision, the charge. */
function Keluar({ t }: { t: DetailTransisi }) {
  if (t.status !== 'SELESAI' || !t.tujuan || !t.keluar_pada) return null;
  return (
    <Alert severity="success" sx={{ mb: 2 }}>
      Keluar {formatTanggalJam(t.keluar_pada)} — <b>{LABEL_TUJUAN_TRANSISI[t.tujuan]}</b>, oleh{' '}
      {t.nama_pengirim}
      {t.catatan_keluar ? `. Catatan: ${t.catatan_keluar}` : ''}
      {t.override
        ? `. Dipindahkan di bawah kriteria atas keputusan ${t.override.nama}: ${t.override.alasan}`
        : ''}
      {t.tagihan ? `. Ditagihkan: ${t.tagihan.nama} ${formatRupiah(t.tagihan.total)}.` : ''}
      {t.tarif_kosong ? ' Tarif observasi ruang transisi belum diatur: tidak ada tagihan.' : ''}
      {t.tujuan === 'ICU' && t.jenis_layanan === 'RAWAT_INAP' ? (
        <>
          {' '}
          Pindahkan bed pasien ke ICU di{' '}
          <RouterLink to="/pasien-ranap">Daftar Pasien Rawat Inap → Pindah Kamar</RouterLink>.
        </>
      ) : null}
    </Alert>
  );
}

/** /transisi/:id: one patient's stay in the recovery room. */
export default function DetailTransisiPage({ params }: HalamanProps) {
  const uid = params.id ?? '';
  const q = useDetailTransisi(uid);
  const [vital, setVital] = useState(false);
  const [pindah, setPindah] = useState(false);
  const [cetak, setCetak] = useState(false);
  if (q.isError) return <GagalMuat error={q.error} onRetry={() => void q.refetch()} />;
  const t = q.data;
  if (!t) return null;
  return (
    <Box>
      <HalamanJudul
        judul={`${t.pasien.nama} — Ruang Transisi`}
        keterangan={`${t.pasien.no_rm} · ${t.pasien.jenis_kelamin} · ${t.pasien.umur}`}
        aksi={
          <>
            <Button component={RouterLink} to="/transisi" startIcon={<ArrowBackIcon />}>
              Daftar
            </Button>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setCetak(true)}>
              Cetak
            </Button>
            {t.boleh.tulis ? (
              <>
                <Button variant="outlined" startIcon={<MonitorHeartIcon />} onClick={() => setVital(true)}>
                  Isi Tanda Vital
                </Button>
                <Button variant="contained" startIcon={<ExitToAppIcon />} onClick={() => setPindah(true)}>
                  Pindahkan Pasien
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Keluar t={t} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Box sx={{ display: 'flex', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={t.status === 'OBSERVASI' ? 'primary' : 'default'}
                label={t.status === 'OBSERVASI' ? 'Di ruang transisi' : 'Sudah keluar'}
              />
              <ChipSkor t={t} />
              {t.vital_berikut ? <ChipVital t={t} /> : null}
            </Box>
            <Ringkasan t={t} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <PanelDashboard judul="Grafik tanda vital">
            <GrafikVital t={t} />
          </PanelDashboard>
        </Grid>
        <Grid size={12}>
          <PanelDashboard judul="Tanda vital (tiap 15 menit)">
            <TabelVital t={t} />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PanelDashboard judul={`Skor ${LABEL_SKALA_PULIH[t.skala]}`}>
            {t.boleh.tulis ? (
              <FormSkor t={t} />
            ) : (
              <Typography color="text.secondary">
                {t.status === 'SELESAI'
                  ? 'Penilaian ditutup: pasien sudah keluar dari ruang transisi.'
                  : 'Skor diisi oleh perawat atau dokter ruang transisi.'}
              </Typography>
            )}
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PanelDashboard judul="Riwayat skor">
            <TabelSkor t={t} />
          </PanelDashboard>
        </Grid>
      </Grid>
      <DialogVitalTransisi
        uid={t.uid}
        namaPasien={t.pasien.nama}
        open={vital}
        onClose={() => setVital(false)}
      />
      <PindahkanDialog t={t} open={pindah} onClose={() => setPindah(false)} />
      <PdfViewerDialog
        open={cetak}
        title={`Catatan Ruang Transisi ${t.pasien.no_rm}`}
        url={urlKontrak(transisiApi.cetak, { params: { uid: t.uid } })}
        onClose={() => setCetak(false)}
      />
    </Box>
  );
}
