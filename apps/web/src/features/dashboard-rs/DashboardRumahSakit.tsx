import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssignmentIcon from '@mui/icons-material/Assignment';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HotelIcon from '@mui/icons-material/Hotel';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MedicationIcon from '@mui/icons-material/Medication';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleIcon from '@mui/icons-material/People';
import RefreshIcon from '@mui/icons-material/Refresh';
import TimerIcon from '@mui/icons-material/Timer';
import TodayIcon from '@mui/icons-material/Today';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import {
  dashboardApi,
  formatAngka,
  formatTanggalPendek,
  type JenisRincianRs,
  type RincianRsQuery,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri } from '../../api/kontrak.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PanelDashboard } from '../../ui/PanelDashboard.tsx';
import { RentangTanggal } from '../../ui/RentangTanggal.tsx';
import { GrafikBertumpuk, GrafikIgd, GrafikTriase, GrafikTunggu } from './GrafikRs.tsx';
import { KartuRs } from './KartuRs.tsx';
import { PeriodeCepat } from './PeriodeCepat.tsx';
import { type Rincian, RincianDialog } from './RincianDialog.tsx';
import { TabelKlaim, TabelRanap, TabelUang } from './TabelRs.tsx';

const tgl = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);
const menit = (v: number | null | undefined) => (v == null ? null : Math.round(v * 10) / 10);

const labelSeri = (seri: { kunci: string; label: string }[] | undefined, kunci: string) =>
  seri?.find((s) => s.kunci === kunci)?.label ?? kunci;

export type BukaRincian = (
  jenis: JenisRincianRs,
  keterangan: string,
  saring?: Omit<RincianRsQuery, 'jenis' | 'dari' | 'sampai'>,
) => void;

/**
 * The hospital's dashboard (MANAGEMENT, DOD; ADMIN beside the system's): a period of Jakarta
 * days, every figure and chart opening the rows it counts (docs/dashboard.md).
 */
export function DashboardRumahSakit() {
  const [periode, setPeriode] = useState<{ dari?: string | undefined; sampai?: string | undefined }>({});
  const [rincian, setRincian] = useState<Rincian | null>(null);
  const q = useQuery({ ...kueri(dashboardApi.rumahSakit, { query: periode }), select: (r) => r.respon });
  const d = q.data;
  const teksPeriode = d ? (d.dari === d.sampai ? tgl(d.dari) : `${tgl(d.dari)} s.d. ${tgl(d.sampai)}`) : '';
  const buka: BukaRincian = (jenis, keterangan, saring = {}) => {
    if (!d) return;
    setRincian({
      query: { jenis, dari: d.dari, sampai: d.sampai, ...saring },
      // Stock figures are of today, whatever the period; a chart's bar is of its one day.
      keterangan: `${keterangan} · ${
        jenis === 'STOK_MINIMUM' || jenis === 'HAMPIR_KEDALUWARSA'
          ? `saat ini (${tgl(d.hari_ini)})`
          : saring.tanggal
            ? tgl(saring.tanggal)
            : teksPeriode
      }`,
    });
  };
  const iHariIni = d ? d.tanggal.indexOf(d.hari_ini) : -1;
  const kunjunganHariIni =
    d && iHariIni >= 0 ? d.kunjungan.per_poli.reduce((n, p) => n + (p.harian[iHariIni] ?? 0), 0) : null;
  const rs = d?.ranap.rumah_sakit;
  const uang = d?.keuangan;

  return (
    <Box>
      <HalamanJudul
        judul="Dashboard Rumah Sakit"
        keterangan={d ? `Periode ${teksPeriode}` : undefined}
        aksi={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <PeriodeCepat hariIni={d?.hari_ini} onPilih={setPeriode} />
            <RentangTanggal
              dari={periode.dari ?? d?.dari}
              sampai={periode.sampai ?? d?.sampai}
              onDari={(v) => setPeriode((p) => ({ dari: v, sampai: p.sampai ?? d?.sampai }))}
              onSampai={(v) => setPeriode((p) => ({ dari: p.dari ?? d?.dari, sampai: v }))}
              sx={{ flex: '0 1 160px' }}
            />
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void q.refetch()}
              disabled={q.isFetching}
            >
              Muat ulang
            </Button>
          </Box>
        }
      />
      <Box sx={{ height: 4, mb: 1 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      {q.isError ? (
        <Box sx={{ mb: 2 }}>
          <GagalMuat error={q.error} onRetry={() => void q.refetch()} judul="Dashboard gagal dimuat" />
        </Box>
      ) : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {[
          {
            label: 'Kunjungan hari ini',
            nilai: d ? kunjunganHariIni : undefined,
            ikon: <TodayIcon />,
            keterangan: d && kunjunganHariIni === null ? 'Hari ini di luar periode' : 'Poli dan IGD',
            onBuka: () =>
              d &&
              kunjunganHariIni !== null &&
              buka('KUNJUNGAN', 'Kunjungan hari ini', { tanggal: d.hari_ini }),
          },
          {
            label: 'Kunjungan periode ini',
            nilai: d?.kunjungan.total,
            ikon: <PeopleIcon />,
            warna: 'info' as const,
            onBuka: () => buka('KUNJUNGAN', 'Kunjungan'),
          },
          {
            label: 'Kedatangan IGD',
            nilai: d?.igd.total,
            ikon: <LocalHospitalIcon />,
            warna: 'error' as const,
            onBuka: () => buka('IGD', 'Kedatangan IGD'),
          },
          {
            label: 'BOR rumah sakit (%)',
            nilai: rs ? rs.bor : undefined,
            desimal: 1,
            ikon: <HotelIcon />,
            warna: 'secondary' as const,
            keterangan: rs
              ? `${formatAngka(rs.dirawat)} pasien · ${formatAngka(rs.hari_perawatan)} hari perawatan`
              : undefined,
            onBuka: () => buka('RANAP_DIRAWAT', 'Pasien dirawat (BOR)'),
          },
          {
            label: 'ALOS (hari)',
            nilai: rs ? rs.alos : undefined,
            desimal: 1,
            ikon: <HotelIcon />,
            warna: 'secondary' as const,
            keterangan: rs ? `${formatAngka(rs.pasien_keluar)} pasien keluar` : undefined,
            onBuka: () => buka('RANAP_KELUAR', 'Pasien keluar (ALOS)'),
          },
          {
            label: 'Pendapatan diterima',
            nilai: uang?.pendapatan.total,
            jenis: 'rupiah' as const,
            ikon: <AccountBalanceIcon />,
            warna: 'success' as const,
            keterangan: uang ? `${formatAngka(uang.pendapatan.baris)} kuitansi/pembatalan` : undefined,
            onBuka: () => buka('PENDAPATAN', 'Pendapatan'),
          },
          {
            label: 'Tagihan belum dibayar',
            nilai: uang?.piutang.total,
            jenis: 'rupiah' as const,
            ikon: <PendingActionsIcon />,
            warna: 'warning' as const,
            keterangan: uang ? `${formatAngka(uang.piutang.kunjungan)} kunjungan` : undefined,
            onBuka: () => buka('PIUTANG', 'Tagihan belum dibayar'),
          },
          {
            label: 'Klaim BPJS',
            nilai: d?.klaim.total,
            ikon: <AssignmentIcon />,
            warna: 'info' as const,
            onBuka: () => buka('KLAIM', 'Klaim BPJS'),
          },
          {
            label: 'Stok di bawah minimum',
            nilai: d?.farmasi.di_bawah_minimum,
            ikon: <InventoryIcon />,
            warna: d?.farmasi.di_bawah_minimum ? ('error' as const) : ('success' as const),
            keterangan: 'Saat ini',
            onBuka: () => buka('STOK_MINIMUM', 'Stok di bawah minimum'),
          },
          {
            label: 'Batch hampir kedaluwarsa',
            nilai: d?.farmasi.hampir_kedaluwarsa,
            ikon: <EventBusyIcon />,
            warna: d?.farmasi.hampir_kedaluwarsa ? ('warning' as const) : ('success' as const),
            keterangan: d
              ? `${formatAngka(d.farmasi.sudah_kedaluwarsa)} sudah lewat · s.d. ${tgl(d.farmasi.batas_kedaluwarsa)}`
              : undefined,
            onBuka: () => buka('HAMPIR_KEDALUWARSA', 'Batch hampir/sudah kedaluwarsa'),
          },
          {
            label: 'Tunggu daftar → dilayani (median, menit)',
            nilai: d ? menit(d.tunggu.dokter.median) : undefined,
            desimal: 1,
            ikon: <TimerIcon />,
            keterangan: d
              ? `P90 ${d.tunggu.dokter.p90 ?? '–'} mnt · ${formatAngka(d.tunggu.dokter.diukur)} diukur`
              : undefined,
            onBuka: () => buka('TUNGGU_DOKTER', 'Waktu tunggu pendaftaran → dilayani'),
          },
          {
            label: 'Tunggu resep → diserahkan (median, menit)',
            nilai: d ? menit(d.tunggu.resep.median) : undefined,
            desimal: 1,
            ikon: <MedicationIcon />,
            keterangan: d
              ? `P90 ${d.tunggu.resep.p90 ?? '–'} mnt · ${formatAngka(d.tunggu.resep.diukur)} diukur`
              : undefined,
            onBuka: () => buka('TUNGGU_RESEP', 'Waktu tunggu resep → diserahkan'),
          },
        ].map((k) => (
          <Grid key={k.label} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <KartuRs {...k} ringkas />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PanelDashboard judul="Kunjungan per hari menurut poli">
            <GrafikBertumpuk
              hari={d?.tanggal}
              seri={d?.kunjungan.per_poli}
              kosong="Belum ada kunjungan pada periode ini"
              onPilih={(poli, tanggal) =>
                buka('KUNJUNGAN', `Kunjungan ${labelSeri(d?.kunjungan.per_poli, poli)} ${tgl(tanggal)}`, {
                  poli_uid: poli,
                  tanggal,
                })
              }
            />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PanelDashboard judul="Kunjungan per hari menurut penjamin">
            <GrafikBertumpuk
              hari={d?.tanggal}
              seri={d?.kunjungan.per_penjamin}
              kosong="Belum ada kunjungan pada periode ini"
              onPilih={(penjamin, tanggal) =>
                buka(
                  'KUNJUNGAN',
                  `Kunjungan ${labelSeri(d?.kunjungan.per_penjamin, penjamin)} ${tgl(tanggal)}`,
                  {
                    penjamin: penjamin as RincianRsQuery['penjamin'],
                    tanggal,
                  },
                )
              }
            />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <PanelDashboard judul="Kedatangan IGD per hari">
            <GrafikIgd
              hari={d?.tanggal}
              harian={d?.igd.harian}
              onPilih={(tanggal) => buka('IGD', `Kedatangan IGD ${tgl(tanggal)}`, { tanggal })}
            />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PanelDashboard judul="Komposisi triase IGD">
            <GrafikTriase
              data={d?.igd.per_triase}
              onPilih={(triase) =>
                buka('IGD', `Triase ${d?.igd.per_triase.find((x) => x.kunci === triase)?.label ?? ''}`, {
                  triase: triase as RincianRsQuery['triase'],
                })
              }
            />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <PanelDashboard judul="BOR dan ALOS per ruangan">
            <TabelRanap data={d?.ranap} buka={buka} />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PanelDashboard judul="Klaim BPJS per status">
            <TabelKlaim data={d?.klaim} buka={buka} />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <PanelDashboard judul="Pendapatan per hari menurut penjamin">
            <GrafikBertumpuk
              hari={d?.tanggal}
              seri={uang?.pendapatan.per_penjamin}
              rupiah
              kosong="Belum ada pembayaran pada periode ini"
              onPilih={(penjamin, tanggal) =>
                buka(
                  'PENDAPATAN',
                  `Pendapatan ${labelSeri(uang?.pendapatan.per_penjamin, penjamin)} ${tgl(tanggal)}`,
                  {
                    penjamin: penjamin as RincianRsQuery['penjamin'],
                    tanggal,
                  },
                )
              }
            />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PanelDashboard judul="Pendapatan dan tagihan belum dibayar per penjamin">
            <TabelUang data={uang} buka={buka} />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PanelDashboard judul="Waktu tunggu pendaftaran → dilayani (menit)">
            <GrafikTunggu
              data={d?.tunggu.dokter}
              kosong="Belum ada antrean rawat jalan yang dilayani pada periode ini"
              onPilih={(tanggal) => buka('TUNGGU_DOKTER', `Waktu tunggu ${tgl(tanggal)}`, { tanggal })}
            />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PanelDashboard judul="Waktu tunggu resep → diserahkan (menit)">
            <GrafikTunggu
              data={d?.tunggu.resep}
              kosong="Belum ada resep yang diserahkan pada periode ini"
              onPilih={(tanggal) => buka('TUNGGU_RESEP', `Waktu tunggu resep ${tgl(tanggal)}`, { tanggal })}
            />
          </PanelDashboard>
        </Grid>
      </Grid>
      <RincianDialog rincian={rincian} onClose={() => setRincian(null)} />
    </Box>
  );
}
