import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { can, formatTanggal, JENIS_RESUME_POLI, type RmKunjungan, rmApi } from '@rawat/domain';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { useSession } from '../../shell/session.tsx';

/** The label of a visit where the timeline names it: '7 Jan 2030 · Poli Umum'. */
export const labelKunjungan = (k: RmKunjungan) => `${formatTanggal(k.tanggal)} · ${k.poli.nama}`;

/**
 * The patient's visits (one row per clinic), newest first. Choosing one narrows the timeline to
 * it; the document button opens its resume.
 */
export function RmKunjunganList({
  pasienUid,
  dipilih,
  onPilih,
}: {
  pasienUid: string;
  dipilih: string | null;
  onPilih: (k: RmKunjungan | null) => void;
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const list = usePagedList(rmApi.kunjungan, {}, { params: { pasien_uid: pasienUid } });
  const bolehResume = can(user?.role, 'resume:read');
  if (list.isLoading) return <Skeleton variant="rounded" height={200} />;
  if (!list.rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Belum ada kunjungan.
      </Typography>
    );
  return (
    <Box>
      <List disablePadding dense>
        {list.rows.map((k) => {
          const aktif = k.layanan_uid === dipilih;
          const jenis = JENIS_RESUME_POLI[k.poli.jenis];
          return (
            <ListItemButton
              key={k.layanan_uid}
              selected={aktif}
              onClick={() => onPilih(aktif ? null : k)}
              sx={{ borderRadius: 1, mb: 0.5, alignItems: 'flex-start', gap: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {formatTanggal(k.tanggal)}
                  </Typography>
                  {k.poli.jenis === 'IGD' ? <Chip size="small" color="error" label="IGD" /> : null}
                </Box>
                <Typography variant="body2">{k.poli.nama}</Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {k.dokter ?? 'Dokter jaga'} · {k.penjamin}
                </Typography>
                <Typography variant="caption" sx={{ display: 'block' }}>
                  {k.diagnosis_utama ? (
                    <>
                      <b>{k.diagnosis_utama.kode}</b> {k.diagnosis_utama.nama}
                    </>
                  ) : (
                    <span style={{ opacity: 0.6 }}>Belum ada diagnosis</span>
                  )}
                </Typography>
              </Box>
              {k.resume ? (
                <Tooltip title={k.resume.status === 'FINAL' ? `Resume ${k.resume.nomor}` : 'Resume (draf)'}>
                  <span>
                    <IconButton
                      size="small"
                      color={k.resume.status === 'FINAL' ? 'success' : 'warning'}
                      aria-label="Buka resume medis"
                      disabled={!bolehResume}
                      onClick={(e) => {
                        e.stopPropagation();
                        navigate(`/resume-medis/detail/${jenis}/${k.layanan_uid}`);
                      }}
                    >
                      <DescriptionIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              ) : null}
            </ListItemButton>
          );
        })}
      </List>
      {list.total > list.limit ? (
        <TablePagination
          component="div"
          count={list.total}
          page={list.page}
          rowsPerPage={list.limit}
          rowsPerPageOptions={[]}
          onPageChange={(_, p) => list.setPage(p)}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} dari ${count}`}
        />
      ) : null}
    </Box>
  );
}
