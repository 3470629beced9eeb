import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  can,
  formatTanggal,
  LABEL_KELAS_RANAP,
  LABEL_SHIFT_HD,
  LABEL_STATUS_SESI_HD,
  STATUS_SESI_HD,
  type StatusSesiHd,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shell/session.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { useDaftarSesiHd } from './hd.api.ts';
import { JadwalkanHdDialog } from './JadwalkanHdDialog.tsx';
import { ChipCito, ChipStatusHd } from './label-hd.tsx';

/** /hd — the HD unit's list of inpatient sessions for a day (today by default), by shift. */
export default function DaftarHdPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [tanggal, setTanggal] = useState<string | undefined>(() => toJakartaIsoDate(new Date()));
  const [status, setStatus] = useState<StatusSesiHd | ''>('');
  const [jadwal, setJadwal] = useState(false);
  const hari = tanggal ?? toJakartaIsoDate(new Date());
  const data = useDaftarSesiHd({ tanggal: hari, status: status || undefined, limitless: 'true' });
  const sesi = data.data?.respon ?? [];
  const hitung = (s: StatusSesiHd) => sesi.filter((x) => x.status === s).length;

  return (
    <Box>
      <HalamanJudul
        judul="Hemodialisa Rawat Inap"
        keterangan="Sesi HD pasien rawat inap per tanggal: order dari ruangan, pelaksanaan di unit HD, tagihan ke perawatan."
        aksi={
          can(user?.role, 'hd:schedule') ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setJadwal(true)}>
              Jadwalkan HD
            </Button>
          ) : undefined
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box sx={{ width: 200 }}>
            <DateInput label="Tanggal" value={tanggal} onChange={setTanggal} noMax size="small" />
          </Box>
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusSesiHd | '')}
            sx={{ width: 180 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Semua status</MenuItem>
            {STATUS_SESI_HD.map((s) => (
              <MenuItem key={s} value={s}>
                {LABEL_STATUS_SESI_HD[s]}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {formatTanggal(hari)} · {hitung('DIJADWALKAN')} dijadwalkan, {hitung('BERLANGSUNG')} berlangsung,{' '}
            {hitung('SELESAI')} selesai
          </Typography>
        </Stack>
      </Paper>
      {data.isPending && <Skeleton variant="rounded" height={240} />}
      {data.isError && <GagalMuat error={data.error} onRetry={() => data.refetch()} />}
      {data.isSuccess && sesi.length === 0 && (
        <Alert severity="info">Belum ada sesi HD rawat inap pada tanggal ini.</Alert>
      )}
      {sesi.length > 0 && (
        <Paper variant="outlined">
          <Table size="small" aria-label="Sesi hemodialisa rawat inap">
            <TableHead>
              <TableRow>
                <TableCell>Shift</TableCell>
                <TableCell>Pasien</TableCell>
                <TableCell>Ruangan / Bed</TableCell>
                <TableCell>DPJP</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Aksi</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sesi.map((s) => (
                <TableRow key={s.uid} hover sx={{ opacity: s.status === 'BATAL' ? 0.6 : 1 }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{LABEL_SHIFT_HD[s.shift]}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {s.pasien.nama}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {s.pasien.no_rm} · {s.pasien.umur} · {s.penjamin}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {s.letak ? (
                      <>
                        <Typography variant="body2">{s.letak.ruangan}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          Kamar {s.letak.no_kamar} bed {s.letak.no_bed} · {LABEL_KELAS_RANAP[s.letak.kelas]}
                        </Typography>
                      </>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>{s.dpjp ?? '—'}</TableCell>
                  <TableCell sx={{ maxWidth: 260 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {s.cito ? <ChipCito /> : null}
                      <Typography variant="caption">oleh {s.nama_pemesan}</Typography>
                    </Stack>
                    {s.catatan ? (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {s.catatan}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <ChipStatusHd status={s.status} />
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      sx={{ whiteSpace: 'nowrap' }}
                      onClick={() => navigate(`/hd/${s.uid}`)}
                    >
                      Buka Sesi
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {jadwal ? (
        <JadwalkanHdDialog
          open
          tanggalAwal={hari >= toJakartaIsoDate(new Date()) ? hari : undefined}
          onClose={(uid) => {
            setJadwal(false);
            if (uid) void data.refetch();
          }}
        />
      ) : null}
    </Box>
  );
}
