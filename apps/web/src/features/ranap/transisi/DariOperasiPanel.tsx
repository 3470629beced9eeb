import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatTanggalJam, type OperasiSiapTransisi } from '@rawat/domain';
import { useState } from 'react';
import { TerimaPasienDialog } from './TerimaPasienDialog.tsx';
import { useDariOperasi } from './transisi.api.ts';

/**
 * "Dari Kamar Operasi": operations finished in the last 24 hours whose patient the room has not
 * received yet. "Terima" opens the arrival already filled from the theatre (patient, layanan,
 * origin, procedure and anaesthesia), so the nurse only confirms the time and the scale.
 */
export function DariOperasiPanel({ aktif }: { aktif: boolean }) {
  const daftar = useDariOperasi(aktif);
  const [pilih, setPilih] = useState<OperasiSiapTransisi | null>(null);
  const rows = daftar.data ?? [];
  if (!aktif || rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="judul-dari-operasi" sx={{ mb: 3 }}>
      <Typography id="judul-dari-operasi" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Dari Kamar Operasi
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ borderColor: 'primary.light' }}>
        <Table size="small" aria-label="Pasien dari kamar operasi">
          <TableHead>
            <TableRow>
              <TableCell>Pasien</TableCell>
              <TableCell>Tindakan / anestesi</TableCell>
              <TableCell>Kamar operasi</TableCell>
              <TableCell>Selesai</TableCell>
              <TableCell>Asal</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((o) => (
              <TableRow key={o.operasi_uid} data-testid="baris-dari-operasi">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {o.pasien.nama}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {o.pasien.no_rm} · {o.pasien.jenis_kelamin} · {o.pasien.umur}
                  </Typography>
                </TableCell>
                <TableCell>{o.prosedur}</TableCell>
                <TableCell>
                  <Typography variant="body2">{o.kamar}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {o.kode_booking}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTanggalJam(o.selesai_pada)}</TableCell>
                <TableCell>{o.layanan.unit}</TableCell>
                <TableCell align="right">
                  <Button
                    variant="contained"
                    size="small"
                    disabled={o.sedang_di_transisi}
                    onClick={() => setPilih(o)}
                    aria-label={`Terima ${o.pasien.nama}`}
                  >
                    {o.sedang_di_transisi ? 'Sudah di ruang transisi' : 'Terima'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pilih ? (
        <TerimaPasienDialog key={pilih.operasi_uid} open operasi={pilih} onClose={() => setPilih(null)} />
      ) : null}
    </Box>
  );
}
