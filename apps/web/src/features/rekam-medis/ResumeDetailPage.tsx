import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  can,
  formatTanggal,
  formatTanggalWaktu,
  JENIS_RESUME,
  type JenisKelamin,
  type JenisResume,
  LABEL_JENIS_KELAMIN,
  LABEL_JENIS_RESUME,
  type ResumeMedis,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { useSession } from '../../shell/session.tsx';
import { pesanError } from '../../shell/toast.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { StatusTtd } from '../../ui/StatusTtd.tsx';
import { KartuResume, StatusResumeChip, StrukturResume, TeksResume } from './ResumeTampil.tsx';
import { urlPdfResume, useResume } from './rekam-medis.api.ts';

/** Who and where, as the resume itself records it (frozen for a final resume). */
function KepalaResume({ r }: { r: ResumeMedis }) {
  const k = r.kepala;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderLeft: 4, borderLeftColor: 'primary.main' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {k.pasien.nama}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            No. RM <b>{k.pasien.no_rm}</b> ·{' '}
            {LABEL_JENIS_KELAMIN[k.pasien.jenis_kelamin as JenisKelamin] ?? k.pasien.jenis_kelamin} ·{' '}
            {formatTanggal(k.pasien.tanggal_lahir)} ({k.pasien.umur})
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {formatTanggal(k.tanggal)} · {k.poli.nama} · {k.dokter ?? 'Dokter jaga'} · {k.penjamin}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={LABEL_JENIS_RESUME[r.jenis]} />
          <StatusResumeChip r={r} />
        </Box>
      </Box>
      {k.pasien.alergi.length ? (
        <Alert severity="error" icon={<WarningAmberIcon />} sx={{ mt: 1.5, py: 0 }}>
          <b>Alergi:</b> {k.pasien.alergi.join(', ')}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** /resume-medis/detail/:type/:id (formerly /resume-medis/list/resume-medis/detail/…) — a resume read-only, with its print. */
export default function ResumeDetailPage({ params }: HalamanProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [cetak, setCetak] = useState(false);
  const layananUid = params.id ?? '';
  const jenis = (JENIS_RESUME as readonly string[]).includes(params.type ?? '')
    ? (params.type as JenisResume)
    : 'RJ';
  const q = useResume(layananUid, jenis);
  const r = q.data;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
          Detail Resume Medis
        </Typography>
        {r?.status === 'FINAL' && r.uid ? (
          <StatusTtd jenis="RESUME" refUid={r.uid} dapatAjukan={can(user?.role, 'asesmen.medis:write')} />
        ) : null}
        {r ? (
          <Button startIcon={<PrintIcon />} variant="contained" onClick={() => setCetak(true)}>
            Cetak
          </Button>
        ) : null}
        {r?.status === 'DRAFT' && can(user?.role, 'asesmen.medis:write') ? (
          <Button
            startIcon={<EditIcon />}
            variant="outlined"
            onClick={() => navigate(`/list-antrian-klinik/resume-medis/create/${jenis}/${layananUid}`)}
          >
            Ubah
          </Button>
        ) : null}
        <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => navigate('/resume-medis/list')}>
          Kembali
        </Button>
      </Box>
      {q.isError ? <Alert severity="error">{pesanError(q.error)}</Alert> : null}
      {!r && !q.isError ? <Skeleton variant="rounded" height={420} /> : null}
      {r ? (
        <>
          <KepalaResume r={r} />
          {r.status === 'FINAL' && r.difinalkan_pada ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Nomor <b>{r.nomor}</b>, difinalkan {formatTanggalWaktu(r.difinalkan_pada)} oleh{' '}
              {r.penanda_tangan ?? '-'}.
            </Typography>
          ) : (
            <Alert severity="warning" sx={{ mb: 1.5 }}>
              Resume ini masih draf dan dapat berubah sampai dokter memfinalkannya.
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <KartuResume judul="Isian Dokter">
                <TeksResume r={r} />
              </KartuResume>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <KartuResume judul="Data Pelayanan">
                <StrukturResume r={r} />
              </KartuResume>
            </Grid>
          </Grid>
          <PdfViewerDialog
            open={cetak}
            title={`Resume Medis ${r.kepala.pasien.nama}${r.nomor ? ` ${r.nomor}` : ''}`}
            url={urlPdfResume(layananUid, jenis, r.updated_at)}
            onClose={() => setCetak(false)}
          />
        </>
      ) : null}
    </Box>
  );
}
