import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  type EntriTimeline,
  formatJam,
  formatTanggal,
  JENIS_LOG_PASIEN,
  type JenisLogPasien,
  LABEL_LOG_PASIEN,
  toJakartaIsoDate,
} from '@rawat/domain';
import { Fragment } from 'react';
import { pesanError } from '../../shell/toast.tsx';
import { GAYA_LOG } from './log.gaya.tsx';
import { useTimeline } from './rekam-medis.api.ts';

function Entri({ e, terakhir }: { e: EntriTimeline; terakhir: boolean }) {
  const g = GAYA_LOG[e.jenis];
  return (
    <Box sx={{ display: 'flex', gap: 1.5 }} data-testid="entri-timeline">
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: g.warna, width: 32, height: 32 }}>{g.ikon}</Avatar>
        {terakhir ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: 2, minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="body2" sx={{ fontWeight: 700, color: g.warna }}>
            {LABEL_LOG_PASIEN[e.jenis]}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatJam(e.waktu)} WIB{e.poli ? ` · ${e.poli}` : ''}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {e.ringkasan}
        </Typography>
        {e.nama_petugas ? (
          <Typography variant="caption" color="text.secondary">
            oleh {e.nama_petugas}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * The patient's timeline: newest first, grouped by day, filter chips per log type, one visit when
 * chosen on the left, and 'Muat lebih banyak' following the server's cursor.
 */
export function RmTimeline({
  pasienUid,
  jenis,
  onJenis,
  kunjungan,
  onHapusKunjungan,
}: {
  pasienUid: string;
  jenis: JenisLogPasien[];
  onJenis: (j: JenisLogPasien[]) => void;
  kunjungan: { uid: string; label: string } | null;
  onHapusKunjungan: () => void;
}) {
  const q = useTimeline(pasienUid, { jenis, layanan_uid: kunjungan?.uid ?? null });
  const entri = q.data?.pages.flatMap((p) => p.respon) ?? [];
  const ubah = (j: JenisLogPasien) =>
    onJenis(jenis.includes(j) ? jenis.filter((x) => x !== j) : [...jenis, j]);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 2 }}>
        <Chip
          label="Semua"
          size="small"
          color={jenis.length ? 'default' : 'primary'}
          variant={jenis.length ? 'outlined' : 'filled'}
          onClick={() => onJenis([])}
        />
        {JENIS_LOG_PASIEN.map((j) => {
          const aktif = jenis.includes(j);
          return (
            <Chip
              key={j}
              size="small"
              icon={GAYA_LOG[j].ikon}
              label={LABEL_LOG_PASIEN[j]}
              onClick={() => ubah(j)}
              variant={aktif ? 'filled' : 'outlined'}
              sx={{
                ...(aktif ? { bgcolor: GAYA_LOG[j].warna, color: '#fff' } : {}),
                '& .MuiChip-icon': { color: aktif ? '#fff' : GAYA_LOG[j].warna },
              }}
            />
          );
        })}
      </Box>
      {kunjungan ? (
        <Chip
          color="primary"
          variant="outlined"
          label={`Kunjungan: ${kunjungan.label}`}
          onDelete={onHapusKunjungan}
          deleteIcon={<CloseIcon />}
          sx={{ mb: 2 }}
        />
      ) : null}
      {q.isError ? <Alert severity="error">{pesanError(q.error)}</Alert> : null}
      {q.isLoading ? <Skeleton variant="rounded" height={240} /> : null}
      {q.isSuccess && !entri.length ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada catatan{jenis.length || kunjungan ? ' yang cocok dengan filter' : ''}.
        </Typography>
      ) : null}
      {entri.map((e, i) => {
        const hari = toJakartaIsoDate(e.waktu);
        const hariBaru = i === 0 || toJakartaIsoDate(entri[i - 1]?.waktu ?? '') !== hari;
        return (
          <Fragment key={e.id}>
            {hariBaru ? (
              <Typography
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', mt: i ? 1 : 0, mb: 0.5, lineHeight: 1.8 }}
              >
                {formatTanggal(e.waktu)}
              </Typography>
            ) : null}
            <Entri e={e} terakhir={i === entri.length - 1} />
          </Fragment>
        );
      })}
      {q.hasNextPage ? (
        <Button
          fullWidth
          variant="outlined"
          onClick={() => void q.fetchNextPage()}
          disabled={q.isFetchingNextPage}
        >
          {q.isFetchingNextPage ? 'Memuat…' : 'Muat lebih banyak'}
        </Button>
      ) : null}
    </Box>
  );
}
