import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
  formatTanggalJam,
  LABEL_STATUS_PERSALINAN,
  STATUS_PERSALINAN,
  type StatusPersalinan,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../shell/session.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { BukaBersalinDialog } from './BukaBersalinDialog.tsx';
import { lamaSejak, useDaftarBersalin } from './bersalin.api.ts';

/** /bersalin — the women in the delivery room: in labour first, then those delivered. */
export default function BersalinPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusPersalinan | ''>('INPARTU');
  const [baru, setBaru] = useState(false);
  const data = useDaftarBersalin(status || undefined);
  const daftar = data.data ?? [];
  const bolehTulis =
    can(user?.role, 'bersalin:write') && user?.role !== 'ADMIN' && user?.role !== 'MANAGEMENT';

  return (
    <Box>
      <HalamanJudul
        judul="Ruang Bersalin"
        keterangan="Ibu inpartu di kamar bersalin (VK): data obstetri, partograf, catatan persalinan dan bayi baru lahir."
        aksi={
          bolehTulis ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBaru(true)}>
              Pasien Bersalin Baru
            </Button>
          ) : undefined
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusPersalinan | '')}
            sx={{ width: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Semua status</MenuItem>
            {STATUS_PERSALINAN.map((s) => (
              <MenuItem key={s} value={s}>
                {LABEL_STATUS_PERSALINAN[s]}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {daftar.length} pasien
          </Typography>
        </Stack>
      </Paper>
      {data.isPending && <Skeleton variant="rounded" height={240} />}
      {data.isError && <GagalMuat error={data.error} onRetry={() => data.refetch()} />}
      {data.isSuccess && daftar.length === 0 && (
        <Alert severity="info">
          Belum ada pasien di ruang bersalin. Ibu yang datang inpartu diterima dahulu di Rawat Inap (bed Ruang
          Bersalin), lalu dicatat di sini dengan "Pasien Bersalin Baru".
        </Alert>
      )}
      {daftar.length > 0 && (
        <Paper variant="outlined">
          <Table size="small" aria-label="Pasien ruang bersalin">
            <TableHead>
              <TableRow>
                <TableCell>Pasien</TableCell>
                <TableCell>G P A</TableCell>
                <TableCell>Usia kehamilan</TableCell>
                <TableCell>Pembukaan terakhir</TableCell>
                <TableCell>Masuk</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Aksi</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {daftar.map((b) => (
                <TableRow key={b.uid} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {b.pasien.nama}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {b.pasien.no_rm} · {b.letak}
                    </Typography>
                  </TableCell>
                  <TableCell>{b.gpa}</TableCell>
                  <TableCell>{b.usia_kehamilan}</TableCell>
                  <TableCell>{b.pembukaan_terakhir === null ? '—' : `${b.pembukaan_terakhir} cm`}</TableCell>
                  <TableCell>
                    <Typography variant="body2">{formatTanggalJam(b.masuk_pada)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {lamaSejak(b.masuk_pada)} yang lalu
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={b.status === 'INPARTU' ? 'warning' : 'success'}
                      label={LABEL_STATUS_PERSALINAN[b.status]}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="outlined" onClick={() => navigate(`/bersalin/${b.uid}`)}>
                      Buka
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {baru ? (
        <BukaBersalinDialog
          onClose={(uid) => {
            setBaru(false);
            if (uid) navigate(`/bersalin/${uid}`);
          }}
        />
      ) : null}
    </Box>
  );
}
