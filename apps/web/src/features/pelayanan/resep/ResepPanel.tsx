import MedicationIcon from '@mui/icons-material/Medication';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatAngkaMaks,
  formatTanggalWaktu,
  LABEL_BENTUK_RACIKAN,
  type LayananKlinisDto,
  type Resep,
  type ResepDetail,
  type StatusResep,
} from '@rawat/domain';
import { useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import { pesanError } from '../../../shell/toast.tsx';
import { bolehTulisMedis } from '../medis/medis.api.ts';
import { DialogResep } from './DialogResep.tsx';
import { useResep } from './resep.api.ts';

const WARNA_STATUS: Record<StatusResep, ChipProps['color']> = {
  REQUEST: 'info',
  APPROVED: 'primary',
  REJECTED: 'error',
  DONE: 'success',
  RETUR: 'default',
};

function BarisResep({ d }: { d: ResepDetail }) {
  const inti =
    d.jenis === 'RACIKAN' ? (
      <>
        <b>R/ {d.nama_racikan}</b> ({d.bentuk ? LABEL_BENTUK_RACIKAN[d.bentuk] : 'Racikan'})
      </>
    ) : (
      <b>{d.produk?.nama}</b>
    );
  return (
    <Box component="li" sx={{ mb: 0.75 }}>
      <Typography variant="body2">
        {inti} · {d.jumlah} {d.satuan} · <i>{d.aturan_pakai}</i>
      </Typography>
      {d.mix_detail.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
          {d.mix_detail.map((m) => (
            <Typography component="li" variant="caption" key={m.uid} sx={{ display: 'list-item' }}>
              {m.produk.nama} {formatAngkaMaks(m.jumlah, 3)} {m.produk.satuan_dasar}
              {m.dosis ? ` (${m.dosis} per ${d.satuan})` : ''}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function KartuResep({ resep: r }: { resep: Resep }) {
  return (
    <Box
      component="li"
      aria-label={`Resep ${r.nomor}`}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{r.nomor}</Typography>
        <Chip size="small" color={WARNA_STATUS[r.status]} label={r.label_status} />
        <Typography variant="caption" color="text.secondary">
          {formatTanggalWaktu(r.created_at)}
          {r.dokter ? ` · ${r.dokter.nama}` : ''}
        </Typography>
      </Box>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {r.detail.map((d) => (
          <BarisResep key={d.uid} d={d} />
        ))}
      </Box>
      {r.catatan ? (
        <Typography variant="caption" color="text.secondary" component="p">
          Catatan: {r.catatan}
        </Typography>
      ) : null}
      {r.status === 'REJECTED' && r.alasan ? (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          Ditolak farmasi: {r.alasan}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * The prescriptions of one layanan with their status at the pharmacy, and 'Tulis Resep' for the
 * doctor. Read-only when the doctor's side may not write now (bolehTulisMedis: the server's rule
 * read ahead).
 */
export function ResepPanel({ layanan }: { layanan: LayananKlinisDto }) {
  const { user } = useSession();
  const q = useResep(layanan.uid);
  const [tulis, setTulis] = useState(false);
  const bolehTulis = bolehTulisMedis(layanan, user?.role);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Resep">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem', fontWeight: 700 }}>
          Resep
        </Typography>
        {bolehTulis ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<MedicationIcon />}
            onClick={() => setTulis(true)}
          >
            Tulis Resep
          </Button>
        ) : null}
      </Box>
      {q.isError ? <Alert severity="error">{pesanError(q.error)}</Alert> : null}
      {q.isPending ? <Skeleton variant="rounded" height={64} /> : null}
      {q.data?.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada resep.
        </Typography>
      ) : null}
      {q.data?.length ? (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {q.data.map((r) => (
            <KartuResep key={r.uid} resep={r} />
          ))}
        </Box>
      ) : null}
      {tulis ? <DialogResep layanan={layanan} onClose={() => setTulis(false)} /> : null}
    </Paper>
  );
}
