import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTanggalWaktu } from '@rawat/domain';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DAFTAR_ANTRIAN } from '../HalamanPelayanan.tsx';
import { HanyaBacaContext } from './fields.tsx';
import type { FormAsesmenState } from './useFormAsesmen.ts';

function Pemberitahuan({ f }: { f: FormAsesmenState }) {
  const navigate = useNavigate();
  const l = f.layanan;
  // Another unit's record on the layanan (an inpatient HD session) words its own notices.
  if (!l) return null;
  switch (f.hanyaBaca) {
    case 'menunggu':
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => navigate(DAFTAR_ANTRIAN[l.poli.jenis])}>
              Ke Antrian
            </Button>
          }
        >
          Antrian {l.antrian?.nomor_antrian} masih <b>Menunggu</b>. Tekan <b>Mulai Layani</b> pada daftar
          antrian agar asesmen dapat diisi.
        </Alert>
      );
    case 'izin':
      return (
        <Alert severity="info">
          Anda hanya dapat melihat asesmen ini; pengisiannya oleh perawat/petugas {l.poli.nama}.
        </Alert>
      );
    case 'batal':
      return <Alert severity="error">Pendaftaran ini sudah dibatalkan; asesmen tidak dapat diubah.</Alert>;
    // A final resume is announced by the chart banner already.
    default:
      return null;
  }
}

/**
 * The frame of a nursing form: notices, the sections (read-only when the chart cannot be written),
 * and a sticky save bar with who saved last.
 */
export function FormAsesmen({ f, children }: { f: FormAsesmenState; children: ReactNode }) {
  if (f.memuat) return <Skeleton variant="rounded" height={480} />;
  const terkunci = f.hanyaBaca !== null;
  return (
    <HanyaBacaContext.Provider value={terkunci}>
      <FormProvider {...f.form}>
        <form noValidate onSubmit={f.kirim} aria-label="Formulir asesmen keperawatan">
          <Stack spacing={2}>
            <Pemberitahuan f={f} />
            {f.galat ? <Alert severity="error">{f.galat}</Alert> : null}
            {children}
            {terkunci ? null : (
              <Paper
                variant="outlined"
                sx={{
                  p: 1.5,
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  position: 'sticky',
                  bottom: 8,
                  zIndex: 2,
                }}
              >
                <Box>
                  {f.tersimpan ? (
                    <Typography variant="body2" color="text.secondary">
                      Terakhir disimpan oleh <b>{f.tersimpan.nama_penulis}</b>,{' '}
                      {formatTanggalWaktu(f.tersimpan.updated_at)}
                    </Typography>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      Belum disimpan
                    </Typography>
                  )}
                </Box>
                <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={f.menyimpan}>
                  Simpan Asesmen
                </Button>
              </Paper>
            )}
          </Stack>
        </form>
      </FormProvider>
    </HanyaBacaContext.Provider>
  );
}

/** Who wrote a saved assessment and when: for the lists of re-assessments. */
export function Penulis({ nama, waktu }: { nama: string; waktu: string }): ReactNode {
  return (
    <Typography variant="body2" color="text.secondary">
      {formatTanggalWaktu(waktu)} · {nama}
    </Typography>
  );
}
