import CancelIcon from '@mui/icons-material/Cancel';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import RefreshIcon from '@mui/icons-material/Refresh';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type DashboardEsign,
  esignApi,
  formatAngka,
  formatTanggal,
  LABEL_JENIS_DOKUMEN_TTD,
  toJakartaIsoDate,
} from '@rawat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { kueri } from '../../api/kontrak.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { KosongPanel, PanelDashboard } from '../../ui/PanelDashboard.tsx';
import { RentangTanggal } from '../../ui/RentangTanggal.tsx';
import { StatCard } from '../../ui/StatCard.tsx';
import { useIzinEsign } from './esign.api.ts';
import { GrafikTtdHarian } from './GrafikTtdHarian.tsx';
import { KartuCaFasilitas } from './KartuCaFasilitas.tsx';
import { PERINGATAN_HARI, SisaHari } from './SisaHari.tsx';

type Hitung = { ditandatangani: number; menunggu: number; ditolak: number };

function TabelHitung<T extends Hitung>({
  baris,
  kolom,
  nama,
  kunci,
  kosong,
}: {
  baris: T[] | undefined;
  kolom: string;
  nama: (b: T) => ReactNode;
  kunci: (b: T) => string;
  kosong: string;
}) {
  if (!baris) return <Skeleton variant="rounded" height={160} sx={{ mx: 2, mb: 2 }} />;
  if (baris.length === 0) return <KosongPanel teks={kosong} />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{kolom}</TableCell>
            <TableCell align="right">Ditandatangani</TableCell>
            <TableCell align="right">Menunggu</TableCell>
            <TableCell align="right">Ditolak</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {baris.map((b) => (
            <TableRow key={kunci(b)} hover>
              <TableCell>{nama(b)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatAngka(b.ditandatangani)}
              </TableCell>
              <TableCell align="right" sx={{ color: b.menunggu ? 'warning.dark' : undefined }}>
                {formatAngka(b.menunggu)}
              </TableCell>
              <TableCell align="right" sx={{ color: b.ditolak ? 'error.main' : undefined }}>
                {formatAngka(b.ditolak)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function TabelSertifikat({ data }: { data: DashboardEsign['sertifikat'] | undefined }) {
  if (!data) return <Skeleton variant="rounded" height={160} sx={{ mx: 2, mb: 2 }} />;
  if (data.length === 0) return <KosongPanel teks="Belum ada sertifikat yang diterbitkan" />;
  const urut = [...data].sort((a, b) => a.sisa_hari - b.sisa_hari);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Pemilik</TableCell>
            <TableCell>Nomor seri</TableCell>
            <TableCell>Berlaku sampai</TableCell>
            <TableCell align="right">Sisa</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {urut.map((s) => (
            <TableRow key={`${s.jenis}-${s.serial}`} hover>
              <TableCell sx={{ minWidth: 170 }}>
                <Typography variant="body2" sx={{ fontWeight: s.jenis === 'CA' ? 600 : undefined }}>
                  {s.nama}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {s.jenis === 'CA' ? 'Otoritas sertifikat fasilitas' : 'Penanda tangan'}
                </Typography>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 11, overflowWrap: 'anywhere' }}>
                {s.serial}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTanggal(s.berlaku_sampai)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <SisaHari sisa={s.sisa_hari} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * /dashboard-tilaka: signed, waiting and rejected documents in a range (this month by default),
 * per signer, per kind and per day; the certificates in use with the days they have left; and
 * the registrations waiting for verification.
 */
export default function DashboardTilakaPage() {
  const izin = useIzinEsign();
  const hariIni = toJakartaIsoDate(new Date());
  const [dari, setDari] = useState(`${hariIni.slice(0, 8)}01`);
  const [sampai, setSampai] = useState(hariIni);
  const q = useQuery({
    ...kueri(esignApi.dashboard, { query: { dari, sampai } }),
    select: (r) => r.respon,
    placeholderData: keepPreviousData,
  });
  const d = q.data;
  const sertifikatHampirHabis = d?.sertifikat.filter((s) => s.sisa_hari < PERINGATAN_HARI).length ?? 0;

  return (
    <Box>
      <HalamanJudul
        judul="Dashboard Tanda Tangan Elektronik"
        keterangan={`${formatTanggal(`${dari}T12:00:00+07:00`)} – ${formatTanggal(`${sampai}T12:00:00+07:00`)}`}
        aksi={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void q.refetch()}
            disabled={q.isFetching}
          >
            Muat ulang
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <RentangTanggal
          dari={dari}
          sampai={sampai}
          onDari={(v) => setDari(v ?? `${hariIni.slice(0, 8)}01`)}
          onSampai={(v) => setSampai(v ?? hariIni)}
        />
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      {q.isError ? (
        <GagalMuat
          error={q.error}
          onRetry={() => void q.refetch()}
          judul={d ? 'Data terbaru gagal dimuat' : 'Dashboard gagal dimuat'}
          sx={{ mb: 2 }}
        />
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Ditandatangani"
            nilai={d?.total.ditandatangani}
            ikon={<TaskAltIcon />}
            warna="success"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Menunggu tanda tangan"
            nilai={d?.total.menunggu}
            ikon={<HourglassTopIcon />}
            warna="warning"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Ditolak penanda tangan"
            nilai={d?.total.ditolak}
            ikon={<CancelIcon />}
            warna="error"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Pendaftar menunggu verifikasi"
            nilai={d?.penanda_menunggu_verifikasi}
            ikon={<HowToRegIcon />}
            warna="info"
            keterangan={
              izin.kelola && d?.penanda_menunggu_verifikasi ? (
                <Link component={RouterLink} to="/registrasi-tilaka?tab=verifikasi">
                  Verifikasi sekarang
                </Link>
              ) : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <PanelDashboard judul="Dokumen ditandatangani per hari">
            <GrafikTtdHarian data={d?.per_hari} dari={dari} sampai={sampai} />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PanelDashboard judul="Per jenis dokumen">
            <TabelHitung
              baris={d?.per_jenis}
              kolom="Jenis"
              nama={(b) => LABEL_JENIS_DOKUMEN_TTD[b.jenis]}
              kunci={(b) => b.jenis}
              kosong="Belum ada pengajuan pada rentang ini"
            />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PanelDashboard judul="Per penanda tangan">
            <TabelHitung
              baris={d?.per_penanda}
              kolom="Penanda tangan"
              nama={(b) => b.nama}
              kunci={(b) => b.akun_uid}
              kosong="Belum ada pengajuan pada rentang ini"
            />
          </PanelDashboard>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <PanelDashboard
            judul="Sertifikat yang dipakai"
            aksi={
              sertifikatHampirHabis ? (
                <Chip size="small" color="warning" label={`${sertifikatHampirHabis} perlu diperpanjang`} />
              ) : undefined
            }
          >
            <TabelSertifikat data={d?.sertifikat} />
          </PanelDashboard>
        </Grid>
        {/* GET /esign/ca answers 403 without esign:manage: the card is not even mounted then. */}
        {izin.kelola ? (
          <Grid size={12}>
            <KartuCaFasilitas />
          </Grid>
        ) : null}
      </Grid>
    </Box>
  );
}
