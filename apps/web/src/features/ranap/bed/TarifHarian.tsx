import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  type ApiMaster,
  type ApiTarif,
  bedApi,
  type ItemHarianTarif,
  KELAS_RANAP,
  LABEL_JENIS_RUANGAN,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri } from '../../../api/kontrak.ts';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { TarifDialog } from '../../master/bersama/TarifDialog.tsx';

/**
 * The tariff dialog refreshes the list it belongs to by `daftar.path`; the daily items' list is
 * /ranap/item-harian, so its tariffs (/ranap/item-harian/:uid/tarif) refresh with it.
 */
const API_TARIF = {
  daftar: bedApi.itemHarian,
  tarif: bedApi.tarif,
  aturTarif: bedApi.aturTarif,
} as unknown as ApiMaster & ApiTarif;

/** "Tarif Harian": the day prices (payer × class) of the room-day and nursing care items. */
export function TarifHarian() {
  const items = useQuery(kueri(bedApi.itemHarian));
  const [pilih, setPilih] = useState<ItemHarianTarif | null>(null);
  if (items.isPending) return <Skeleton variant="rounded" height={160} />;
  if (items.isError) return <GagalMuat error={items.error} onRetry={() => items.refetch()} />;
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        Tarif berlaku mulai tanggal yang dipilih (hari ini atau sesudahnya); tagihan yang sudah dibuat tetap
        memakai tarif lamanya. Pasien BPJS ditagih pada kelas haknya.
      </Alert>
      <Paper variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Kode</TableCell>
              <TableCell>Item</TableCell>
              <TableCell>Berlaku untuk</TableCell>
              <TableCell align="right">Tarif</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.data.data.map((i) => (
              <TableRow key={i.uid} hover>
                <TableCell sx={{ fontFamily: 'monospace' }}>{i.kode}</TableCell>
                <TableCell>{i.nama}</TableCell>
                <TableCell>
                  {i.jenis_ruangan ? LABEL_JENIS_RUANGAN[i.jenis_ruangan] : 'Bangsal per kelas'}
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setPilih(i)}>
                    Atur tarif
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <TarifDialog
        item={pilih}
        api={API_TARIF}
        onClose={() => setPilih(null)}
        kelas={KELAS_RANAP}
        bolehUbah
      />
    </Box>
  );
}
