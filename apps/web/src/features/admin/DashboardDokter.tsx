import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import DrawIcon from '@mui/icons-material/Draw';
import HotelIcon from '@mui/icons-material/Hotel';
import PaidIcon from '@mui/icons-material/Paid';
import PeopleIcon from '@mui/icons-material/People';
import ScienceIcon from '@mui/icons-material/Science';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { dashboardApi, formatRupiah, LABEL_STATUS_ANTRIAN, STATUS_ANTRIAN } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { kueri } from '../../api/kontrak.ts';
import { POLLING_MS } from '../../api/query.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { KosongPanel, PanelDashboard } from '../../ui/PanelDashboard.tsx';
import { StatCard, type StatCardProps } from '../../ui/StatCard.tsx';
import { formatTanggalPanjang } from './waktu.ts';

const LABEL_JENIS_RESUME = { RJ: 'Rawat Jalan', IGD: 'IGD', HD: 'Hemodialisa', RANAP: 'Rawat Inap' } as const;

/** A stat card that opens the list behind its number. */
function Kartu({ ke, children }: { ke: string; children: ReactNode }) {
  return (
    <Box component={RouterLink} to={ke} sx={{ display: 'block', height: '100%', textDecoration: 'none' }}>
      {children}
    </Box>
  );
}

type DataDokter = NonNullable<ReturnType<typeof useDashboardDokter>['data']>;

/** The six cards, each with the list it opens. */
function kartuDokter(d: DataDokter | undefined): (StatCardProps & { ke: string })[] {
  const sisa = (n: number | undefined, ada: StatCardProps['warna']) => (n ? ada : 'success');
  return [
    {
      ke: '/list-antrian-klinik',
      label: 'Pasien hari ini (poli & IGD)',
      nilai: d?.pasien_hari_ini.total,
      ikon: <PeopleIcon />,
    },
    {
      ke: '/rawat-inap',
      label: 'Pasien rawat inap (DPJP)',
      nilai: d?.rawat_inap.dirawat,
      ikon: <HotelIcon />,
      warna: 'info',
      keterangan: d ? `${d.rawat_inap.masuk_hari_ini} masuk hari ini` : undefined,
    },
    {
      ke: '#resume-belum-final',
      label: 'Resume belum final',
      nilai: d?.resume_belum_final.jumlah,
      ikon: <AssignmentLateIcon />,
      warna: sisa(d?.resume_belum_final.jumlah, 'warning'),
    },
    {
      ke: '/list-pengajuan-esign',
      label: 'Dokumen belum ditandatangani',
      nilai: d?.dokumen_belum_ttd.jumlah,
      ikon: <DrawIcon />,
      warna: sisa(d?.dokumen_belum_ttd.jumlah, 'warning'),
    },
    {
      ke: '#hasil-menunggu',
      label: 'Hasil menunggu dibaca',
      nilai: d?.hasil_menunggu.jumlah,
      ikon: <ScienceIcon />,
      warna: sisa(d?.hasil_menunggu.jumlah, 'error'),
    },
    {
      ke: '/antrian-FEE',
      label: 'Fee bulan ini',
      nilai: d?.fee_bulan_ini.total,
      jenis: 'rupiah',
      ikon: <PaidIcon />,
      warna: 'secondary',
      keterangan: d ? `${d.fee_bulan_ini.jumlah_item} item` : undefined,
    },
  ];
}

function useDashboardDokter() {
  return useQuery({
    ...kueri(dashboardApi.dokter),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
    staleTime: 0,
  });
}

/** /admin-dashboard for DOKTER: today's patients and the work left open (docs/dashboard.md). */
export function DashboardDokter() {
  const q = useDashboardDokter();
  const d = q.data;
  return (
    <Box>
      <HalamanJudul
        judul="Dashboard Dokter"
        keterangan={`${d ? `${d.dokter.nama} · ` : ''}${formatTanggalPanjang(new Date())}`}
      />
      <Box sx={{ height: 4, mb: 1 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      {q.isError ? (
        <GagalMuat error={q.error} onRetry={() => void q.refetch()} judul="Dashboard gagal dimuat" />
      ) : (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            {kartuDokter(d).map(({ ke, ...kartu }) => (
              <Grid key={kartu.label} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Kartu ke={ke}>
                  <StatCard {...kartu} />
                </Kartu>
              </Grid>
            ))}
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12 }}>
              <PanelDashboard judul="Pasien hari ini per poli dan status antrean">
                {d && d.pasien_hari_ini.per_poli.length === 0 ? (
                  <KosongPanel teks="Tidak ada pasien poli hari ini" />
                ) : (
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>Poli</TableCell>
                        {STATUS_ANTRIAN.map((s) => (
                          <TableCell key={s} align="right">
                            {LABEL_STATUS_ANTRIAN[s]}
                          </TableCell>
                        ))}
                        <TableCell align="right">Jumlah</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {d?.pasien_hari_ini.per_poli.map((p) => (
                        <TableRow key={p.poli_uid}>
                          <TableCell>
                            <Link component={RouterLink} to="/list-antrian-klinik">
                              {p.poli_nama}
                            </Link>
                          </TableCell>
                          {STATUS_ANTRIAN.map((s) => (
                            <TableCell key={s} align="right">
                              {p.per_status[s] ?? 0}
                            </TableCell>
                          ))}
                          <TableCell align="right" sx={{ fontWeight: 600 }}>
                            {p.total}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </PanelDashboard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} id="resume-belum-final">
              <PanelDashboard judul="Resume medis belum final">
                {d && d.resume_belum_final.daftar.length === 0 ? (
                  <KosongPanel teks="Semua resume sudah final" />
                ) : (
                  <List dense>
                    {d?.resume_belum_final.daftar.map((r) => (
                      <ListItemButton key={r.layanan_uid} component={RouterLink} to={r.tautan}>
                        <ListItemText
                          primary={`${r.pasien.nama} · ${r.pasien.no_rm}`}
                          secondary={`${formatTanggalPanjang(new Date(`${r.tanggal}T00:00:00+07:00`))} · ${r.poli_nama === LABEL_JENIS_RESUME[r.jenis] ? r.poli_nama : `${LABEL_JENIS_RESUME[r.jenis]} · ${r.poli_nama}`} · ${r.status === 'DRAFT' ? 'Draf' : 'Belum dibuat'}`}
                        />
                      </ListItemButton>
                    ))}
                  </List>
                )}
              </PanelDashboard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} id="hasil-menunggu">
              <PanelDashboard judul="Hasil penunjang menunggu dibaca (7 hari)">
                {d && d.hasil_menunggu.daftar.length === 0 ? (
                  <KosongPanel teks="Tidak ada hasil yang menunggu" />
                ) : (
                  <List dense>
                    {d?.hasil_menunggu.daftar.map((h) => (
                      <ListItemButton key={h.order_uid} component={RouterLink} to={h.tautan}>
                        <ListItemText
                          primary={`${h.jenis === 'LABOR' ? 'Laboratorium' : 'Radiologi'} ${h.nomor} · ${h.pasien.nama}`}
                          secondary={`Divalidasi ${new Date(h.divalidasi_pada).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'short' })} WIB`}
                        />
                      </ListItemButton>
                    ))}
                  </List>
                )}
              </PanelDashboard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PanelDashboard judul="Dokumen menunggu tanda tangan">
                {d && d.dokumen_belum_ttd.daftar.length === 0 ? (
                  <KosongPanel teks="Tidak ada dokumen yang menunggu" />
                ) : (
                  <List dense>
                    {d?.dokumen_belum_ttd.daftar.map((x) => (
                      <ListItemButton key={x.uid} component={RouterLink} to="/list-pengajuan-esign">
                        <ListItemText primary={x.judul} secondary={x.pasien_nama ?? x.nomor ?? ''} />
                      </ListItemButton>
                    ))}
                  </List>
                )}
              </PanelDashboard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PanelDashboard judul="Fee bulan ini (kuitansi lunas)">
                {d && d.fee_bulan_ini.daftar.length === 0 ? (
                  <KosongPanel teks="Belum ada fee bulan ini" />
                ) : (
                  <List dense>
                    {d?.fee_bulan_ini.daftar.map((f) => (
                      <ListItemButton key={f.uid} component={RouterLink} to="/antrian-FEE">
                        <ListItemText
                          primary={`${f.item} · ${formatRupiah(f.jumlah)}`}
                          secondary={f.pasien_nama ?? ''}
                        />
                      </ListItemButton>
                    ))}
                  </List>
                )}
              </PanelDashboard>
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
}
