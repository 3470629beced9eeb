import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  can,
  formatRupiah,
  formatTanggalJam,
  LABEL_JENIS_ANESTESI,
  LABEL_STATUS_OPERASI,
  LABEL_URGENSI_OPERASI,
  LANJUT_STATUS_OPERASI,
  type OperasiDetail,
  type StatusOperasi,
} from '@rawat/domain';
import { useState } from 'react';
import { z } from 'zod';
import { useSession } from '../../shell/session.tsx';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';
import { useUbahStatus } from './operasi.api.ts';
import { StatusTransisiOperasi } from './StatusTransisiOperasi.tsx';

const TOMBOL: Partial<Record<StatusOperasi, string>> = {
  PERSIAPAN: 'Mulai Persiapan',
  OPERASI: 'Mulai Operasi',
  SELESAI: 'Selesaikan Operasi',
};

function Baris({ label, isi }: { label: string; isi: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {isi}
      </Typography>
    </Grid>
  );
}

/** The schedule, the state's buttons, the history of changes and the charges written. */
export function TabJadwal({ o }: { o: OperasiDetail }) {
  const { user } = useSession();
  const toast = useToast();
  const ubah = useUbahStatus(o.uid);
  const [batal, setBatal] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const boleh = can(user?.role, 'operasi:write');
  const lanjut = LANJUT_STATUS_OPERASI[o.status];
  const ke = async (status: StatusOperasi) => {
    setGalat(null);
    try {
      await ubah.mutateAsync({ status });
      toast.success(`Status operasi: ${LABEL_STATUS_OPERASI[status]}`);
    } catch (e) {
      setGalat(pesanError(e));
    }
  };
  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Grid container spacing={2}>
          <Baris label="Diagnosis pra-operasi" isi={`${o.diagnosis.kode} – ${o.diagnosis.nama}`} />
          <Baris label="Rencana tindakan (ICD-9-CM)" isi={`${o.prosedur.kode} – ${o.prosedur.nama}`} />
          <Baris
            label="Tarif tindakan"
            isi={`${o.tindakan.nama}${o.tindakan.golongan ? ` (${o.tindakan.golongan.toLowerCase()})` : ''}`}
          />
          <Baris label="Asisten" isi={o.asisten?.nama ?? '-'} />
          <Baris label="Jenis anestesi" isi={LABEL_JENIS_ANESTESI[o.jenis_anestesi]} />
          <Baris label="Urgensi" isi={LABEL_URGENSI_OPERASI[o.urgensi]} />
          <Baris label="Asal" isi={o.asal} />
          <Baris label="Mulai operasi" isi={o.dimulai_pada ? formatTanggalJam(o.dimulai_pada) : '-'} />
          <Baris
            label="Selesai operasi"
            isi={o.diselesaikan_pada ? formatTanggalJam(o.diselesaikan_pada) : '-'}
          />
          {o.catatan ? <Baris label="Catatan" isi={o.catatan} /> : null}
          {o.alasan_batal ? <Baris label="Alasan batal" isi={o.alasan_batal} /> : null}
        </Grid>
        {boleh && lanjut.length ? (
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            {lanjut
              .filter((s) => s !== 'BATAL')
              .map((s) => (
                <Button key={s} variant="contained" disabled={ubah.isPending} onClick={() => void ke(s)}>
                  {TOMBOL[s]}
                </Button>
              ))}
            {lanjut.includes('BATAL') && can(user?.role, 'operasi:schedule') ? (
              <Button color="error" onClick={() => setBatal(true)}>
                Batalkan Operasi
              </Button>
            ) : null}
          </Box>
        ) : null}
        {galat ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {galat}
          </Alert>
        ) : null}
        <StatusTransisiOperasi o={o} />
      </Paper>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Riwayat Status
      </Typography>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Waktu</TableCell>
              <TableCell>Perubahan</TableCell>
              <TableCell>Oleh</TableCell>
              <TableCell>Alasan</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {o.riwayat.map((r) => (
              <TableRow key={`${r.ke}-${r.pada}`}>
                <TableCell>{formatTanggalJam(r.pada)}</TableCell>
                <TableCell>
                  {r.dari ? `${LABEL_STATUS_OPERASI[r.dari]} → ` : ''}
                  {LABEL_STATUS_OPERASI[r.ke]}
                </TableCell>
                <TableCell>{r.oleh}</TableCell>
                <TableCell>{r.alasan ?? '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {o.tagihan.length ? (
        <>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Tagihan Operasi
          </Typography>
          <Paper variant="outlined">
            <Table size="small" aria-label="Tagihan operasi">
              <TableHead>
                <TableRow>
                  <TableCell>Item</TableCell>
                  <TableCell>Pelaksana</TableCell>
                  <TableCell align="right">Jumlah</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {o.tagihan.map((t) => (
                  <TableRow key={t.nama}>
                    <TableCell>{t.nama}</TableCell>
                    <TableCell>{t.pelaksana ?? '-'}</TableCell>
                    <TableCell align="right">{formatRupiah(t.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      ) : null}
      {batal ? (
        <AlasanDialog
          judul="Batalkan operasi"
          pesan={`Operasi ${o.pasien.nama} dibatalkan dan kamar dibebaskan.`}
          aturan={z.string().trim().min(3, 'Alasan pembatalan minimal 3 karakter').max(500)}
          tombol="Batalkan Operasi"
          onKirim={(alasan) => ubah.mutateAsync({ status: 'BATAL', alasan })}
          onClose={() => setBatal(false)}
        />
      ) : null}
    </Box>
  );
}
