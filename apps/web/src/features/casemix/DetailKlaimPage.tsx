import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ErrorOutlineIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  bolehBuka,
  formatTanggalPendek,
  type KlaimDetail,
  klaimApi,
  LABEL_JENIS_RAWAT_KLAIM,
} from '@rawat/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { urlKontrak } from '../../api/kontrak.ts';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { useSession } from '../../shell/session.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { useDetailKlaim } from './casemix.api.ts';
import { AksiKlaimPanel } from './KlaimAksi.tsx';
import { DataKirimPanel, GroupingPanel, RiwayatPanel } from './KlaimPanel.tsx';
import { StatusKlaimChip } from './klaim.tampil.tsx';

/** Where each missing item is fixed, when the casemix officer may open that screen. */
function tautan(d: KlaimDetail, item: string): string | null {
  switch (item) {
    case 'KODING':
      return `/koding-rm/${d.layanan_uid}`;
    case 'RESUME':
      return `/resume-medis/detail/${d.jenis_resume}/${d.layanan_uid}`;
    case 'TAGIHAN':
      return `/antrian-kasir/${d.kunjungan_uid}`;
    case 'SEP':
      return '/sep';
    default:
      return null;
  }
}

/** /klaim-bpjs/:id — one claim: its file, what E-Klaim receives, the grouper's answer, its steps. */
export default function DetailKlaimPage({ params }: HalamanProps) {
  const sepUid = params.id ?? '';
  const navigate = useNavigate();
  const { user } = useSession();
  const q = useDetailKlaim(sepUid);
  const [berkas, setBerkas] = useState(false);
  if (q.isError) return <GagalMuat error={q.error} onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Skeleton variant="rounded" height={320} />;
  const d = q.data;
  const kurang = d.kelengkapan.filter((k) => !k.ada);
  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)} sx={{ mb: 1 }}>
        Kembali
      </Button>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
          <Box>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
              {d.pasien.nama}{' '}
              <Box
                component="span"
                sx={{ fontFamily: 'monospace', fontWeight: 400, color: 'text.secondary' }}
              >
                {d.pasien.no_rm}
              </Box>
            </Typography>
            <Typography variant="body2">
              No. SEP <b>{d.no_sep}</b> · Kartu {d.no_kartu} · {LABEL_JENIS_RAWAT_KLAIM[d.jenis_rawat]} ·{' '}
              {d.unit}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatTanggalPendek(d.tgl_masuk)}
              {d.tgl_pulang && d.tgl_pulang !== d.tgl_masuk ? ` – ${formatTanggalPendek(d.tgl_pulang)}` : ''}{' '}
              · DPJP {d.dpjp ?? '-'} · Kelas {d.kelas_rawat}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<PictureAsPdfIcon />}
              onClick={() => setBerkas(true)}
            >
              Berkas Klaim
            </Button>
            <StatusKlaimChip status={d.status} />
          </Box>
        </Box>
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              Kelengkapan Berkas
            </Typography>
            {d.kelengkapan.map((k) => {
              const ke = k.ada ? null : tautan(d, k.item);
              return (
                <Box key={k.item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.5 }}>
                  {k.ada ? (
                    <CheckCircleIcon color="success" fontSize="small" sx={{ mt: 0.25 }} />
                  ) : (
                    <ErrorOutlineIcon color="error" fontSize="small" sx={{ mt: 0.25 }} />
                  )}
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {k.label}
                    </Typography>
                    <Typography variant="caption" color={k.ada ? 'text.secondary' : 'error.main'}>
                      {k.keterangan}
                    </Typography>
                    {ke && bolehBuka(user?.role, ke) ? (
                      <Link component={RouterLink} to={ke} variant="caption" sx={{ display: 'block' }}>
                        Lengkapi
                      </Link>
                    ) : null}
                  </Box>
                </Box>
              );
            })}
            {kurang.length ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                Grouping, final dan kirim ditolak sampai {kurang.length} item di atas dilengkapi.
              </Alert>
            ) : null}
          </Paper>
          <RiwayatPanel d={d} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <AksiKlaimPanel d={d} />
          <GroupingPanel d={d} />
          <DataKirimPanel d={d} />
        </Grid>
      </Grid>
      <PdfViewerDialog
        open={berkas}
        title={`Berkas Klaim ${d.no_sep}`}
        url={urlKontrak(klaimApi.berkas, { params: { sep_uid: d.sep_uid } })}
        onClose={() => setBerkas(false)}
      />
    </Box>
  );
}
