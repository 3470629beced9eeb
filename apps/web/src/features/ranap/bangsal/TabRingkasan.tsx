import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  type HeaderPerawatan,
  LABEL_BENTUK_DIET,
  LABEL_JENIS_PENEMPATAN,
  LABEL_KELAS_RANAP,
  LABEL_KESADARAN_NEWS,
  LABEL_RISIKO_NEWS2,
  RESPON_NEWS2,
} from '@rawat/domain';
import { PanelDashboard } from '../../../ui/PanelDashboard.tsx';
import { useObservasi, WARNA_NEWS2 } from './bangsal.api.ts';

const Nilai = ({ label, nilai }: { label: string; nilai: string }) => (
  <Box sx={{ minWidth: 110 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6" sx={{ fontWeight: 700 }}>
      {nilai}
    </Typography>
  </Box>
);

const atau = (v: number | null, satuan = '') => (v === null ? '—' : `${v}${satuan}`);

/** The summary tab: the latest vitals and NEWS2, what is running (medicines, diet), the beds so far. */
export function TabRingkasan({ h }: { h: HeaderPerawatan }) {
  const obs = useObservasi(h.layanan_uid);
  const semua = obs.data?.observasi ?? [];
  const akhir = semua.at(-1);
  const news = [...semua].reverse().find((o) => o.news2 !== null);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <PanelDashboard
          judul={akhir ? `Tanda vital terakhir · ${formatTanggalJam(akhir.waktu)}` : 'Tanda vital terakhir'}
        >
          {akhir ? (
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Nilai label="Suhu" nilai={atau(akhir.suhu, ' °C')} />
              <Nilai label="Nadi" nilai={atau(akhir.nadi, '/mnt')} />
              <Nilai label="Napas" nilai={atau(akhir.napas, '/mnt')} />
              <Nilai
                label="Tekanan darah"
                nilai={akhir.sistol === null ? '—' : `${akhir.sistol}/${akhir.diastol ?? '—'}`}
              />
              <Nilai label="SpO2" nilai={`${atau(akhir.spo2, '%')}${akhir.oksigen ? ' (O2)' : ''}`} />
              <Nilai label="Nyeri" nilai={atau(akhir.skala_nyeri)} />
              <Nilai
                label="Kesadaran"
                nilai={akhir.kesadaran ? (LABEL_KESADARAN_NEWS[akhir.kesadaran].split(' (')[0] ?? '') : '—'}
              />
            </Box>
          ) : (
            <Typography color="text.secondary">Belum ada tanda vital tercatat.</Typography>
          )}
        </PanelDashboard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PanelDashboard judul="NEWS2">
          {news?.risiko && news.news2 !== null ? (
            <Box>
              <Chip
                color={WARNA_NEWS2[news.risiko]}
                label={`${news.news2} · ${LABEL_RISIKO_NEWS2[news.risiko]}`}
                sx={{ fontSize: 16, height: 36, mb: 1 }}
              />
              <Typography variant="body2">{RESPON_NEWS2[news.risiko]}</Typography>
              <Typography variant="caption" color="text.secondary">
                {formatTanggalJam(news.waktu)}
              </Typography>
            </Box>
          ) : (
            <Typography color="text.secondary">Belum ada skor (isi tanda vital lengkap).</Typography>
          )}
        </PanelDashboard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PanelDashboard judul="Obat & Diet">
          <Typography variant="body2">
            <strong>{h.obat_aktif}</strong> rencana obat aktif
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Diet:{' '}
            {h.diet_aktif
              ? `${h.diet_aktif.jenis_diet} · ${LABEL_BENTUK_DIET[h.diet_aktif.bentuk]}${h.diet_aktif.status === 'DIMINTA' ? ' (menunggu ahli gizi)' : ''}`
              : 'belum ada'}
          </Typography>
        </PanelDashboard>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <PanelDashboard judul="Riwayat bed">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Ruangan / Bed</TableCell>
                <TableCell>Kelas</TableCell>
                <TableCell>Masuk</TableCell>
                <TableCell>Keluar</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {h.segmen.map((s) => (
                <TableRow key={s.uid}>
                  <TableCell>
                    {s.ruangan.nama} · {s.no_kamar} / {s.no_bed}
                  </TableCell>
                  <TableCell>
                    {LABEL_KELAS_RANAP[s.kelas]}
                    {s.penempatan !== 'SESUAI_HAK' && (
                      <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                        {LABEL_JENIS_PENEMPATAN[s.penempatan]}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{formatTanggalJam(s.masuk_pada)}</TableCell>
                  <TableCell>
                    {s.keluar_pada
                      ? `${formatTanggalJam(s.keluar_pada)}${s.sebab_keluar === 'PINDAH' ? ' (pindah)' : ''}`
                      : 'Sekarang'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </PanelDashboard>
      </Grid>
    </Grid>
  );
}
