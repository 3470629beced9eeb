import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { bedApi, formatRupiah, formatTanggalJam, type KelasRanap, LABEL_KELAS_RANAP } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { queryClient } from '../../../api/query.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';

/** "Deposit Rawat Inap": the deposit asked at admission of a UMUM patient, per class. */
export function DepositKelas() {
  const toast = useToast();
  const data = useQuery(kueri(bedApi.deposit));
  const [isi, setIsi] = useState<Partial<Record<KelasRanap, string>>>({});
  const [galat, setGalat] = useState<string | null>(null);
  const simpan = useMutation({
    mutationFn: () =>
      panggil(bedApi.aturDeposit, {
        body: {
          deposit: Object.entries(isi).map(([kelas, jumlah]) => ({
            kelas: kelas as KelasRanap,
            jumlah: jumlah ?? '',
          })),
        },
      }),
    onSuccess: async () => {
      toast.success('Deposit per kelas disimpan');
      setIsi({});
      setGalat(null);
      await queryClient.invalidateQueries({ queryKey: [bedApi.deposit.path] });
    },
    onError: (e) => setGalat(pesanError(e)),
  });
  if (data.isPending) return <Skeleton variant="rounded" height={160} />;
  if (data.isError) return <GagalMuat error={data.error} onRetry={() => data.refetch()} />;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Paper variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Kelas</TableCell>
              <TableCell>Deposit saat ini</TableCell>
              <TableCell>Deposit baru</TableCell>
              <TableCell>Diubah</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.data.map((d) => (
              <TableRow key={d.kelas}>
                <TableCell>{LABEL_KELAS_RANAP[d.kelas]}</TableCell>
                <TableCell>{formatRupiah(d.jumlah)}</TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={isi[d.kelas] ?? ''}
                    placeholder={String(d.jumlah)}
                    onChange={(e) => setIsi((s) => ({ ...s, [d.kelas]: e.target.value }))}
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
                      htmlInput: {
                        inputMode: 'numeric',
                        'aria-label': `Deposit ${LABEL_KELAS_RANAP[d.kelas]}`,
                      },
                    }}
                  />
                </TableCell>
                <TableCell>{d.updated_at ? formatTanggalJam(d.updated_at) : '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {galat ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {galat}
        </Alert>
      ) : null}
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={simpan.isPending || Object.keys(isi).length === 0}
          onClick={() => simpan.mutate()}
        >
          Simpan deposit
        </Button>
      </Box>
    </Box>
  );
}
