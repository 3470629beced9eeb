import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
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
import { can, formatRupiah, formatTanggal, LABEL_SHIFT_HD } from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shell/session.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { useDaftarSesiHd } from './hd.api.ts';
import { JadwalkanHdDialog } from './JadwalkanHdDialog.tsx';
import { ChipCito, ChipStatusHd } from './label-hd.tsx';

/**
 * The stay's HD sessions on the ward's chart (tab Hemodialisa): what was ordered and done, and
 * "Order HD" for the DPJP or the ward nurse while the patient is on the ward.
 */
export function PanelHd({
  layananUid,
  labelPasien,
  dirawat,
}: {
  layananUid: string;
  labelPasien: string;
  dirawat: boolean;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [order, setOrder] = useState(false);
  const data = useDaftarSesiHd({ layanan_uid: layananUid, limitless: 'true' });
  const sesi = data.data?.respon ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          Sesi Hemodialisa
        </Typography>
        {dirawat && can(user?.role, 'hd:schedule') ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOrder(true)}>
            Order HD
          </Button>
        ) : null}
      </Stack>
      {data.isPending && <Skeleton variant="rounded" height={120} />}
      {data.isError && <GagalMuat error={data.error} onRetry={() => data.refetch()} />}
      {data.isSuccess && sesi.length === 0 && (
        <Alert severity="info">Belum ada sesi hemodialisa untuk perawatan ini.</Alert>
      )}
      {sesi.length > 0 && (
        <Paper variant="outlined">
          <Table size="small" aria-label="Sesi hemodialisa perawatan ini">
            <TableHead>
              <TableRow>
                <TableCell>Tanggal</TableCell>
                <TableCell>Shift</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>Tagihan</TableCell>
                <TableCell align="right">Aksi</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sesi.map((s) => (
                <TableRow key={s.uid}>
                  <TableCell>{formatTanggal(s.tanggal)}</TableCell>
                  <TableCell>{LABEL_SHIFT_HD[s.shift]}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <ChipStatusHd status={s.status} />
                      {s.cito ? <ChipCito /> : null}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{s.nama_pemesan}</Typography>
                    {s.catatan ? (
                      <Typography variant="caption" color="text.secondary">
                        {s.catatan}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{s.tagihan ? formatRupiah(s.tagihan.total) : '—'}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => navigate(`/hd/${s.uid}`)}>
                      Lihat
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {order ? (
        <JadwalkanHdDialog
          open
          pasienTetap={{ layanan_uid: layananUid, label: labelPasien }}
          onClose={() => setOrder(false)}
        />
      ) : null}
    </Stack>
  );
}
