import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Dokter, formatSesi, HARI, poliApi, type SesiJadwal, SPESIALISASI } from '@rawat/domain';
import { useState } from 'react';
import { useMasterAktif } from '../../../api/master.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { useJadwalDokter, useUbahOnline } from './sdm.api.ts';

interface Kartu {
  dokter: Dokter;
  sesi: SesiJadwal;
}

/** One session in the week: who, where, when and for how many patients. */
function KartuSesi({ dokter, sesi }: Kartu) {
  return (
    <Paper variant="outlined" sx={{ p: 1, mb: 1, borderLeft: 3, borderLeftColor: 'primary.main' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {dokter.nama_lengkap}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {sesi.poli_nama}
      </Typography>
      <Typography variant="body2">{formatSesi(sesi)}</Typography>
      <Typography variant="caption" color="text.secondary">
        Kuota {sesi.kuota} pasien
      </Typography>
    </Paper>
  );
}

/** Senin..Minggu side by side (stacked on a phone), each day's sessions by start time. */
function PekanJadwal({ dokter }: { dokter: Dokter[] }) {
  const online = dokter.filter((d) => d.tampil_online);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(7, minmax(0, 1fr))' },
        gap: 1.5,
        mb: 3,
      }}
    >
      {HARI.map((hari) => {
        const kartu: Kartu[] = online
          .flatMap((d) => d.jadwal.filter((s) => s.hari === hari).map((sesi) => ({ dokter: d, sesi })))
          .sort(
            (a, b) =>
              a.sesi.jam_mulai.localeCompare(b.sesi.jam_mulai) || a.dokter.nama.localeCompare(b.dokter.nama),
          );
        return (
          <Paper
            key={hari}
            variant="outlined"
            component="section"
            aria-label={`Jadwal ${hari}`}
            sx={{ p: 1.5, bgcolor: 'grey.50', minHeight: 120 }}
          >
            <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {hari}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                ({kartu.length} sesi)
              </Typography>
            </Typography>
            {kartu.length ? (
              kartu.map((k) => <KartuSesi key={`${k.dokter.uid}-${k.sesi.jam_mulai}`} {...k} />)
            ) : (
              <Typography variant="caption" color="text.secondary">
                Tidak ada jadwal
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

/** Every doctor with a schedule, with the switch that shows or hides them online. */
function DaftarDokter({ dokter }: { dokter: Dokter[] }) {
  const toast = useToast();
  const ubah = useUbahOnline();
  const ganti = async (d: Dokter, tampil_online: boolean) => {
    try {
      await ubah.mutateAsync({ uid: d.uid, tampil_online });
      toast.success(
        `${d.nama_lengkap} ${tampil_online ? 'ditampilkan di' : 'disembunyikan dari'} jadwal dokter online`,
      );
    } catch (err) {
      toast.error(err);
    }
  };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Dokter</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Jadwal</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              Tampil Online
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {dokter.map((d) => (
            <TableRow key={d.uid} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {d.nama_lengkap}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {SPESIALISASI[d.spesialisasi]?.nama}
                </Typography>
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {d.jadwal.map((s) => (
                    <Chip
                      key={`${s.hari}-${s.jam_mulai}`}
                      size="small"
                      variant="outlined"
                      label={`${formatSesi(s)} · ${s.poli_nama}`}
                    />
                  ))}
                </Box>
              </TableCell>
              <TableCell align="right">
                <Switch
                  checked={d.tampil_online}
                  disabled={ubah.isPending && ubah.variables?.uid === d.uid}
                  onChange={(e) => void ganti(d, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `Tampilkan ${d.nama_lengkap} di jadwal online` } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /admin-dokteronline: the week of the doctors shown online, and who is shown. */
export default function DokterOnlinePage() {
  const [poli, setPoli] = useState('');
  const daftarPoli = useMasterAktif(poliApi);
  const jadwal = useJadwalDokter(poli);
  const dokter = jadwal.data?.dokter ?? [];
  const jumlahOnline = dokter.filter((d) => d.tampil_online).length;

  return (
    <Box>
      <HalamanJudul
        judul="Jadwal Dokter Online"
        keterangan="Jadwal praktik mingguan yang tampil di layanan online. Jadwal diubah di Data Dokter; di sini diatur dokter mana yang ditampilkan."
        aksi={
          <TextField
            select
            size="small"
            label="Poli"
            value={poli}
            onChange={(e) => setPoli(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">Semua poli</MenuItem>
            {(daftarPoli.data ?? []).map((p) => (
              <MenuItem key={p.uid} value={p.uid}>
                {p.nama}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <Box sx={{ height: 4, mb: 1 }}>{jadwal.isFetching ? <LinearProgress /> : null}</Box>
      {jadwal.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {pesanError(jadwal.error)}
        </Alert>
      ) : null}
      {jadwal.isSuccess && !jumlahOnline ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Belum ada dokter yang ditampilkan online{poli ? ' untuk poli ini' : ''}.
        </Alert>
      ) : null}
      <PekanJadwal dokter={dokter} />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Dokter ({jumlahOnline} dari {dokter.length} tampil online)
      </Typography>
      {jadwal.isSuccess && !dokter.length ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada dokter dengan jadwal praktik{poli ? ' di poli ini' : ''}.
        </Typography>
      ) : (
        <DaftarDokter dokter={dokter} />
      )}
    </Box>
  );
}
