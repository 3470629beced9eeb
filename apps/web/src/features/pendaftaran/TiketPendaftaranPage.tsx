import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatJam, formatTanggal } from '@rawat/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useNamaFaskes } from '../../shell/faskes.ts';
import { useTiketPublik } from './pendaftaran.api.ts';
import { StatusAntrianChip } from './StatusAntrianChip.tsx';

function KataAntrian({ sebelum, status }: { sebelum: number; status: string }) {
  if (status === 'BATAL') return <>Pendaftaran ini dibatalkan</>;
  if (status === 'DONE') return <>Pelayanan sudah selesai. Semoga lekas sembuh!</>;
  if (status === 'WAITING_DOKTER') return <>Silakan menunggu panggilan dokter</>;
  if (status === 'ON_PROCESS') return <>Giliran Anda sedang dilayani</>;
  if (sebelum === 0) return <>Anda antrian berikutnya</>;
  return (
    <>
      <b>{sebelum}</b> antrian lagi
    </>
  );
}

/** /tiket-pendaftaran?kode=…: the public ticket (no login), refreshed every 20 s. */
export default function TiketPendaftaranPage() {
  const [cari, setCari] = useSearchParams();
  const kode = cari.get('kode');
  const [masukan, setMasukan] = useState(kode ?? '');
  const faskes = useNamaFaskes();
  const q = useTiketPublik(kode);
  const t = q.data;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: { xs: 2, sm: 6 }, px: 2 }}>
      <Box sx={{ maxWidth: 440, mx: 'auto' }}>
        <Typography variant="h6" sx={{ textAlign: 'center', fontWeight: 700 }}>
          {faskes}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
          Tiket Antrian Pendaftaran
        </Typography>
        <Paper sx={{ p: 3, borderRadius: 3 }}>
          {!kode ? (
            <Box
              component="form"
              onSubmit={(e) => {
                e.preventDefault();
                if (masukan.trim()) setCari({ kode: masukan.trim().toUpperCase() });
              }}
              sx={{ display: 'flex', gap: 1 }}
            >
              <TextField
                label="Kode tiket"
                value={masukan}
                onChange={(e) => setMasukan(e.target.value)}
                size="small"
                fullWidth
              />
              <Button type="submit" variant="contained">
                Lihat
              </Button>
            </Box>
          ) : q.isError ? (
            <Alert severity="error">
              {q.error instanceof ApiError && q.error.status === 404
                ? 'Tiket tidak ditemukan. Periksa kembali kode pada tiket Anda.'
                : 'Tiket tidak dapat dimuat. Periksa koneksi internet Anda.'}
            </Alert>
          ) : !t ? (
            <Skeleton variant="rounded" height={280} />
          ) : (
            <Box sx={{ textAlign: 'center' }}>
              <Typography variant="overline" color="text.secondary">
                Nomor Antrian
              </Typography>
              <Typography sx={{ fontSize: 72, fontWeight: 800, fontFamily: 'monospace', lineHeight: 1 }}>
                {t.nomor_antrian}
              </Typography>
              <Typography variant="h6" sx={{ mt: 1 }}>
                {t.poli_nama}
              </Typography>
              {t.dokter_nama ? <Typography color="text.secondary">{t.dokter_nama}</Typography> : null}
              <Typography color="text.secondary">{formatTanggal(t.tanggal)}</Typography>
              <Box sx={{ my: 2 }}>
                <StatusAntrianChip status={t.status} size="medium" />
              </Box>
              <Typography variant="h5" sx={{ mb: 2 }}>
                <KataAntrian sebelum={t.sebelum} status={t.status} />
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-around',
                  borderTop: 1,
                  borderColor: 'divider',
                  pt: 2,
                }}
              >
                <Box>
                  <Typography variant="caption" color="text.secondary">
                    Sedang dilayani
                  </Typography>
                  <Typography sx={{ fontSize: 28, fontWeight: 700, fontFamily: 'monospace' }}>
                    {t.sedang_dilayani ?? '—'}
                  </Typography>
                </Box>
                <Box>
                  <Typography variant="caption" color="text.secondary">
                    Atas nama
                  </Typography>
                  <Typography sx={{ fontSize: 28, fontWeight: 700 }}>{t.inisial || '—'}</Typography>
                </Box>
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
                Diperbarui otomatis setiap 20 detik · terakhir {formatJam(t.diperbarui_pada)} WIB
              </Typography>
            </Box>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
