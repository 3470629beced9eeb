import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { can, formatTanggal, LABEL_STATUS_OPERASI, type OperasiRingkas } from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../shell/session.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { DialogJadwal } from './DialogJadwal.tsx';
import { usePapanOperasi, useReferensiOperasi } from './operasi.api.ts';
import { geserHari, jamWib, seninDari, tanggalWib, WARNA_STATUS } from './status.ts';

const NAMA_HARI = ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'];

function KartuOperasi({ o, ringkas }: { o: OperasiRingkas; ringkas?: boolean }) {
  const navigate = useNavigate();
  return (
    <Paper
      variant="outlined"
      role="button"
      tabIndex={0}
      onClick={() => navigate(`/ruang-operasi/${o.uid}`)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') navigate(`/ruang-operasi/${o.uid}`);
      }}
      sx={{
        p: ringkas ? 0.75 : 1.25,
        mb: 1,
        cursor: 'pointer',
        opacity: o.status === 'BATAL' ? 0.55 : 1,
        borderLeft: 4,
        borderLeftColor: o.urgensi === 'CITO' ? 'error.main' : 'primary.main',
        '&:hover': { bgcolor: 'action.hover' },
      }}
      aria-label={`Operasi ${o.pasien.nama}`}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
          {jamWib(o.mulai)}–{jamWib(o.selesai_rencana)}
        </Typography>
        <Chip size="small" color={WARNA_STATUS[o.status]} label={LABEL_STATUS_OPERASI[o.status]} />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {o.pasien.nama}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          ({o.pasien.no_rm})
        </Box>
      </Typography>
      {ringkas ? null : (
        <>
          <Typography variant="body2">{o.tindakan.nama}</Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            Operator: {o.operator.nama}
            {o.anestesi ? ` · Anestesi: ${o.anestesi.nama}` : ''}
          </Typography>
        </>
      )}
      {o.urgensi === 'CITO' ? (
        <Chip size="small" color="error" variant="outlined" label="CITO" sx={{ mt: 0.5 }} />
      ) : null}
    </Paper>
  );
}

/** /ruang-operasi: the theatre board, a day per theatre or a week of theatres, and booking. */
export default function RuangOperasiPage() {
  const { user } = useSession();
  const [mode, setMode] = useState<'hari' | 'minggu'>('hari');
  const [tanggal, setTanggal] = useState(() => tanggalWib(new Date()));
  const [jadwalkan, setJadwalkan] = useState(false);
  const dari = mode === 'hari' ? tanggal : seninDari(tanggal);
  const sampai = mode === 'hari' ? tanggal : geserHari(dari, 6);
  const papan = usePapanOperasi(dari, sampai);
  const ref = useReferensiOperasi();
  const kamar = ref.data?.kamar ?? [];
  const langkah = mode === 'hari' ? 1 : 7;
  const daftar = papan.data ?? [];
  const hari = Array.from({ length: 7 }, (_, i) => geserHari(dari, i));

  return (
    <Box>
      <HalamanJudul
        judul="Ruang Operasi"
        keterangan="Jadwal kamar operasi per kamar dan waktu; klik operasi untuk checklist, anestesi, dan laporan."
        aksi={
          can(user?.role, 'operasi:schedule') ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setJadwalkan(true)}>
              Jadwalkan Operasi
            </Button>
          ) : null
        }
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, v) => v && setMode(v)}
          aria-label="Tampilan papan"
        >
          <ToggleButton value="hari">Harian</ToggleButton>
          <ToggleButton value="minggu">Mingguan</ToggleButton>
        </ToggleButtonGroup>
        <IconButton aria-label="Sebelumnya" onClick={() => setTanggal(geserHari(tanggal, -langkah))}>
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          type="date"
          size="small"
          label="Tanggal"
          value={tanggal}
          onChange={(e) => e.target.value && setTanggal(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 190 }}
        />
        <IconButton aria-label="Berikutnya" onClick={() => setTanggal(geserHari(tanggal, langkah))}>
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" onClick={() => setTanggal(tanggalWib(new Date()))}>
          Hari ini
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {mode === 'hari' ? formatTanggal(dari) : `${formatTanggal(dari)} – ${formatTanggal(sampai)}`}
        </Typography>
      </Box>
      {papan.isError || ref.isError ? (
        <GagalMuat
          error={papan.error ?? ref.error}
          onRetry={() => void Promise.all([papan.refetch(), ref.refetch()])}
        />
      ) : papan.isPending || ref.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : mode === 'hari' ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${Math.max(1, kamar.length)}, minmax(240px, 1fr))`,
            gap: 2,
            overflowX: 'auto',
          }}
        >
          {kamar.map((k) => {
            const isi = daftar.filter((o) => o.kamar.uid === k.uid);
            return (
              <Paper
                key={k.uid}
                variant="outlined"
                role="region"
                sx={{ p: 1.5, minHeight: 200 }}
                aria-label={`Kamar ${k.nama}`}
              >
                <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                  {k.nama}
                </Typography>
                {isi.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    Tidak ada operasi terjadwal.
                  </Typography>
                ) : (
                  isi.map((o) => <KartuOperasi key={o.uid} o={o} />)
                )}
              </Paper>
            );
          })}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 90 }}>Kamar</TableCell>
                {hari.map((h, i) => (
                  <TableCell key={h} sx={{ minWidth: 130 }}>
                    {NAMA_HARI[i]} {h.slice(8, 10)}/{h.slice(5, 7)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {kamar.map((k) => (
                <TableRow key={k.uid} sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ fontWeight: 700 }}>{k.nama}</TableCell>
                  {hari.map((h) => (
                    <TableCell key={h}>
                      {daftar
                        .filter((o) => o.kamar.uid === k.uid && tanggalWib(new Date(o.mulai)) === h)
                        .map((o) => (
                          <KartuOperasi key={o.uid} o={o} ringkas />
                        ))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {kamar.length === 0 && ref.isSuccess ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Belum ada kamar operasi aktif.
        </Alert>
      ) : null}
      {jadwalkan ? <DialogJadwal tanggal={tanggal} onClose={() => setJadwalkan(false)} /> : null}
    </Box>
  );
}
