import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type BarisCakupanGizi, formatAngkaMaks, formatTanggal, toJakartaIsoDate } from '@rawat/domain';
import { useState } from 'react';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { useCakupanGizi } from './asuhan-gizi.api.ts';

const persen = (v: number | null) => (v == null ? '—' : `${formatAngkaMaks(v)}%`);

function Sel({ b }: { b: BarisCakupanGizi }) {
  return (
    <>
      <TableCell align="right">{b.admisi}</TableCell>
      <TableCell align="right">{b.skrining_24_jam}</TableCell>
      <TableCell align="right" sx={{ fontWeight: 600 }}>
        {persen(b.persen_24_jam)}
      </TableCell>
      <TableCell align="right">{b.skrining}</TableCell>
      <TableCell align="right">{b.berisiko}</TableCell>
      <TableCell align="right">{b.adime}</TableCell>
    </>
  );
}

/** /cakupan-skrining-gizi: per ward, the share of a period's admissions screened within 24 hours. */
export default function CakupanGiziPage() {
  const [dari, setDari] = useState<string | undefined>(() => `${toJakartaIsoDate(new Date()).slice(0, 8)}01`);
  const [sampai, setSampai] = useState<string | undefined>(() => toJakartaIsoDate(new Date()));
  const data = useCakupanGizi(dari, sampai);
  const c = data.data;

  return (
    <Box>
      <HalamanJudul
        judul="Cakupan Skrining Gizi"
        keterangan="Pasien masuk rawat inap dalam periode: diskrining ≤ 24 jam sejak masuk, berisiko malnutrisi, dan sudah diasesmen ahli gizi (ADIME)."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <RentangTanggal dari={dari} sampai={sampai} onDari={setDari} onSampai={setSampai} terikat />
        </Stack>
      </Paper>
      {data.isPending && <Skeleton variant="rounded" height={200} />}
      {data.isError && <GagalMuat error={data.error} onRetry={() => data.refetch()} />}
      {c && (
        <Paper variant="outlined">
          <Typography variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 1 }}>
            Admisi {formatTanggal(c.dari)} – {formatTanggal(c.sampai)}
          </Typography>
          {c.ruangan.length === 0 ? (
            <Alert severity="info" sx={{ m: 2 }}>
              Tidak ada pasien masuk rawat inap dalam periode ini.
            </Alert>
          ) : (
            <Table size="small" aria-label="Cakupan skrining gizi per ruangan">
              <TableHead>
                <TableRow>
                  <TableCell>Ruangan</TableCell>
                  <TableCell align="right">Pasien masuk</TableCell>
                  <TableCell align="right">Skrining ≤ 24 jam</TableCell>
                  <TableCell align="right">Cakupan</TableCell>
                  <TableCell align="right">Sudah skrining</TableCell>
                  <TableCell align="right">Berisiko</TableCell>
                  <TableCell align="right">ADIME</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {c.ruangan.map((r) => (
                  <TableRow key={r.uid} hover>
                    <TableCell>{r.nama}</TableCell>
                    <Sel b={r} />
                  </TableRow>
                ))}
                <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                  <TableCell>Total</TableCell>
                  <Sel b={c.total} />
                </TableRow>
              </TableBody>
            </Table>
          )}
        </Paper>
      )}
    </Box>
  );
}
