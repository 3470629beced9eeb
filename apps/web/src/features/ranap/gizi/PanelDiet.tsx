import AddIcon from '@mui/icons-material/Add';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { can, type Diet, dietApi, formatTanggal, formatTanggalJam } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { useSession } from '../../../shell/session.tsx';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { DialogDiet, type ModeDiet, segarkanDiet } from './DialogDiet.tsx';
import { ChipStatusDiet, teksBentuk, teksWaktuMakan } from './label-diet.tsx';

function KartuDiet({ d, judul, aksi }: { d: Diet; judul: string; aksi?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 320px' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {judul}
        </Typography>
        <ChipStatusDiet status={d.status} />
      </Stack>
      <Typography variant="h6">{d.jenis_diet}</Typography>
      <Typography variant="body2">{teksBentuk(d)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {teksWaktuMakan(d.waktu_makan)} · mulai {formatTanggal(d.mulai)}
      </Typography>
      {d.catatan && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Catatan: {d.catatan}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
        Diminta {d.diminta_oleh ?? '—'}, {formatTanggalJam(d.diminta_pada)}
        {d.ditetapkan_pada
          ? ` · ditetapkan ${d.ditetapkan_oleh ?? '—'}, ${formatTanggalJam(d.ditetapkan_pada)}`
          : ''}
      </Typography>
      {aksi && (
        <Stack direction="row" sx={{ gap: 1, mt: 1.5 }}>
          {aksi}
        </Stack>
      )}
    </Paper>
  );
}

/** A tab of the ward's patient dashboard (/rawat-inap/dashboard-inap/:id); :id is the stay's layanan. */
export function PanelDiet({ layananUid }: { layananUid: string }) {
  const { user } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const bolehMinta = can(user?.role, 'asesmen.medis:write');
  const bolehTetapkan = can(user?.role, 'ranap.gizi:write');
  const data = useQuery(kueri(dietApi.daftar, { params: { layanan_uid: layananUid } }));
  const [mode, setMode] = useState<ModeDiet | null>(null);
  const henti = useMutation({
    mutationFn: (uid: string) => panggil(dietApi.hentikan, { params: { layanan_uid: layananUid, uid } }),
    onSuccess: async () => {
      toast.success('Diet dihentikan');
      await segarkanDiet();
    },
    onError: (e) => toast.error(pesanError(e)),
  });

  if (data.isPending) return <Skeleton variant="rounded" height={200} />;
  if (data.isError) return <GagalMuat error={data.error} onRetry={() => data.refetch()} />;
  const semua = data.data.respon;
  const aktif = semua.find((d) => d.status === 'AKTIF');
  const diminta = semua.find((d) => d.status === 'DIMINTA');
  const hentikan = async (d: Diet) => {
    const ok = await confirm({
      title: d.status === 'AKTIF' ? 'Hentikan diet?' : 'Batalkan permintaan diet?',
      message: `${d.jenis_diet} tidak lagi disajikan oleh dapur.`,
      confirmLabel: d.status === 'AKTIF' ? 'Hentikan' : 'Batalkan permintaan',
      color: 'error',
    });
    if (ok) henti.mutate(d.uid);
  };
  const tombolHenti = (d: Diet) =>
    (bolehMinta || bolehTetapkan) && (
      <Button size="small" color="warning" onClick={() => hentikan(d)} disabled={henti.isPending}>
        {d.status === 'AKTIF' ? 'Hentikan' : 'Batalkan'}
      </Button>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <RestaurantIcon color="primary" /> Diet Pasien
        </Typography>
        {bolehMinta && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setMode({ jenis: 'minta' })}>
            Permintaan Diet
          </Button>
        )}
      </Stack>
      {!aktif && !diminta && (
        <Alert severity="warning">
          Belum ada diet untuk pasien ini; dapur mencatatnya sebagai &quot;Belum ada diet&quot;.
          {bolehMinta ? ' Buat permintaan diet untuk ahli gizi.' : ''}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {aktif && <KartuDiet d={aktif} judul="Diet aktif" aksi={tombolHenti(aktif)} />}
        {diminta && (
          <KartuDiet
            d={diminta}
            judul="Permintaan dokter"
            aksi={
              <>
                {bolehTetapkan && (
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => setMode({ jenis: 'tetapkan', diet: diminta })}
                  >
                    Tetapkan
                  </Button>
                )}
                {tombolHenti(diminta)}
              </>
            }
          />
        )}
      </Box>
      <Paper variant="outlined">
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
          Riwayat order diet
        </Typography>
        <Table size="small" aria-label="Riwayat order diet">
          <TableHead>
            <TableRow>
              <TableCell>Diminta</TableCell>
              <TableCell>Jenis diet</TableCell>
              <TableCell>Bentuk / pantangan</TableCell>
              <TableCell>Waktu makan</TableCell>
              <TableCell>Ditetapkan</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {semua.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ color: 'text.secondary' }}>
                  Belum ada order diet
                </TableCell>
              </TableRow>
            )}
            {semua.map((d) => (
              <TableRow key={d.uid}>
                <TableCell>
                  {formatTanggalJam(d.diminta_pada)}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {d.diminta_oleh ?? '—'}
                  </Typography>
                </TableCell>
                <TableCell>{d.jenis_diet}</TableCell>
                <TableCell>{teksBentuk(d)}</TableCell>
                <TableCell>{teksWaktuMakan(d.waktu_makan)}</TableCell>
                <TableCell>
                  {d.ditetapkan_pada ? formatTanggalJam(d.ditetapkan_pada) : '—'}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {d.ditetapkan_oleh ?? ''}
                  </Typography>
                </TableCell>
                <TableCell>
                  <ChipStatusDiet status={d.status} />
                  {d.dihentikan_pada && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {formatTanggalJam(d.dihentikan_pada)}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {mode && <DialogDiet layananUid={layananUid} mode={mode} onClose={() => setMode(null)} />}
    </Box>
  );
}
