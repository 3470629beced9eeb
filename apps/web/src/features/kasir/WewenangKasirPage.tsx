import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  LABEL_ROLE,
  type Role,
  type WewenangKasir,
  wewenangKasirInputSchema,
} from '@rawat/domain';
import { useState } from 'react';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { useAturWewenang, useDaftarWewenang } from './kasir.api.ts';
import { PengaturanPenjaminPanel } from './PengaturanPenjaminPanel.tsx';

function BarisWewenang({ w }: { w: WewenangKasir }) {
  const toast = useToast();
  const atur = useAturWewenang();
  const [nilai, setNilai] = useState(String(w.maks_diskon_persen));
  const [galat, setGalat] = useState<string | null>(null);
  const berubah = nilai !== String(w.maks_diskon_persen);
  const simpan = async () => {
    const cek = wewenangKasirInputSchema.safeParse({ maks_diskon_persen: nilai });
    if (!cek.success) return setGalat(cek.error.issues[0]?.message ?? 'Tidak valid');
    setGalat(null);
    try {
      const hasil = await atur.mutateAsync({ akun_uid: w.akun_uid, ...cek.data });
      toast.success(`Batas diskon ${hasil.nama}: ${hasil.maks_diskon_persen}%`);
    } catch (e) {
      setGalat(pesanError(e));
    }
  };
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {w.nama}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {w.username} · {LABEL_ROLE[w.role as Role] ?? w.role}
        </Typography>
      </TableCell>
      <TableCell sx={{ width: 200 }}>
        <TextField
          size="small"
          value={nilai}
          onChange={(e) => setNilai(e.target.value.replace(/\D/g, ''))}
          error={Boolean(galat)}
          helperText={galat}
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'aria-label': `Batas diskon ${w.nama}` },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      </TableCell>
      <TableCell>{w.diubah_pada ? formatTanggalJam(w.diubah_pada) : '-'}</TableCell>
      <TableCell align="right">
        <Button variant="outlined" size="small" disabled={!berubah || atur.isPending} onClick={simpan}>
          Simpan
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * /wewenang-kasir (ADMIN, MANAGEMENT): how much discount each account that takes payments may
 * give, as a percentage of the patient's due. 0 % means no discounts at all.
 */
export default function WewenangKasirPage() {
  const q = useDaftarWewenang();
  return (
    <Box>
      <HalamanJudul
        judul="Wewenang Diskon Kasir"
        keterangan="Batas diskon tiap akun kasir, dalam persen dari tagihan yang dibayar pasien. Diskon selalu disertai alasan dan tercatat di log aktivitas."
      />
      <Box sx={{ height: 4, mb: 1 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      {q.isError ? <Alert severity="error">{pesanError(q.error)}</Alert> : null}
      <Paper variant="outlined">
        <Table>
          <TableHead>
            <TableRow>
              <TableCell>Akun</TableCell>
              <TableCell>Batas diskon</TableCell>
              <TableCell>Diubah</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(q.data ?? []).map((w) => (
              <BarisWewenang key={w.akun_uid} w={w} />
            ))}
          </TableBody>
        </Table>
      </Paper>
      <PengaturanPenjaminPanel />
    </Box>
  );
}
