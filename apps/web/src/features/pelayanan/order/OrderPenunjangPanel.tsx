import BiotechIcon from '@mui/icons-material/Biotech';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  batalOrderInputSchema,
  can,
  formatTanggalWaktu,
  type JenisOrder,
  type LayananKlinisDto,
  type Order,
} from '@rawat/domain';
import { useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { HasilOrderDialog } from '../../penunjang/HasilOrderDialog.tsx';
import { WARNA_STATUS_ORDER } from '../../penunjang/KepalaOrderPanel.tsx';
import { bolehTulisMedis } from '../medis/medis.api.ts';
import { DialogOrder } from './DialogOrder.tsx';
import { useBatalOrder, useOrder } from './order.api.ts';

/** Cancelling asks why: the reason goes on the order and the patient's timeline. */
function DialogBatal({
  layananUid,
  order,
  onClose,
}: {
  layananUid: string;
  order: Order | null;
  onClose: () => void;
}) {
  const batal = useBatalOrder(layananUid);
  const toast = useToast();
  return (
    <AlasanDialog
      open={order !== null}
      judul={`Batalkan Order ${order?.nomor}`}
      pesan={order?.items.map((i) => i.nama).join(', ')}
      gayaPesan="kecil"
      label="Alasan pembatalan"
      tempatGalat="kolom"
      petunjuk="Alasan tercatat pada order dan riwayat pasien"
      aturan={batalOrderInputSchema.shape.alasan}
      panjangMaks={300}
      tombol="Batalkan Order"
      tombolBatal="Kembali"
      onClose={onClose}
      onKirim={async (alasan) => {
        if (!order) return;
        const o = await batal.mutateAsync({ uid: order.uid, alasan });
        toast.success(`Order ${o.nomor} dibatalkan`);
      }}
    />
  );
}

function KartuOrder({
  order: o,
  bolehBatal,
  onBatal,
  onHasil,
}: {
  order: Order;
  bolehBatal: boolean;
  onBatal: () => void;
  /** Opens the validated result; absent when the role may not read it. */
  onHasil?: () => void;
}) {
  return (
    <Box
      component="li"
      aria-label={`Order ${o.nomor}`}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', opacity: o.status === 'BATAL' ? 0.7 : 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{o.nomor}</Typography>
        <Chip size="small" variant="outlined" label={o.label_jenis} />
        {o.cito ? <Chip size="small" color="error" label="CITO" /> : null}
        <Chip size="small" color={WARNA_STATUS_ORDER[o.status]} label={o.label_status} />
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {formatTanggalWaktu(o.created_at)}
          {o.dokter ? ` · ${o.dokter.nama}` : ''}
        </Typography>
        {onHasil && o.status === 'TERVALIDASI' ? (
          <Button size="small" variant="contained" onClick={onHasil}>
            Lihat Hasil
          </Button>
        ) : null}
        {bolehBatal && o.status === 'DIMINTA' ? (
          <Button size="small" color="error" onClick={onBatal}>
            Batalkan
          </Button>
        ) : null}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {o.items.map((i) => i.nama).join(', ')}
      </Typography>
      {o.catatan_klinis ? (
        <Typography variant="caption" color="text.secondary" component="p">
          Catatan klinis: {o.catatan_klinis}
        </Typography>
      ) : null}
      {o.alasan_batal ? (
        <Typography variant="caption" color="error" component="p">
          Dibatalkan: {o.alasan_batal}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The doctor's lab and radiology orders for one layanan: the list with status chips, the order
 * dialogs, and cancelling a request not yet started. Read-only when the doctor's side may not write
 * now (bolehTulisMedis: permission, clinic, queue, resume; the server checks the same).
 */
export function OrderPenunjangPanel({ layanan }: { layanan: LayananKlinisDto }) {
  const { user } = useSession();
  const q = useOrder(layanan.uid);
  const [dialog, setDialog] = useState<JenisOrder | null>(null);
  const [batal, setBatal] = useState<Order | null>(null);
  const [hasil, setHasil] = useState<Order | null>(null);
  const bolehTulis = bolehTulisMedis(layanan, user?.role);
  const bolehBacaHasil = (o: Order) =>
    can(user?.role, o.jenis === 'LABOR' ? 'labor.hasil:read' : 'radiologi.hasil:read');

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Order Penunjang">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem', fontWeight: 700 }}>
          Order Penunjang
        </Typography>
        {bolehTulis ? (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<BiotechIcon />}
              onClick={() => setDialog('LABOR')}
            >
              Order Laboratorium
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<MonitorHeartIcon />}
              onClick={() => setDialog('RADIOLOGI')}
            >
              Order Radiologi
            </Button>
          </>
        ) : null}
      </Box>
      {q.isError ? <Alert severity="error">{pesanError(q.error)}</Alert> : null}
      {q.isPending ? <Skeleton variant="rounded" height={64} /> : null}
      {q.data?.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada order laboratorium atau radiologi.
        </Typography>
      ) : null}
      {q.data?.length ? (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {q.data.map((o) => (
            <KartuOrder
              key={o.uid}
              order={o}
              bolehBatal={bolehTulis}
              onBatal={() => setBatal(o)}
              onHasil={bolehBacaHasil(o) ? () => setHasil(o) : undefined}
            />
          ))}
        </Box>
      ) : null}
      {dialog ? (
        <DialogOrder
          layanan={layanan}
          jenis={dialog}
          open={dialog !== null}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <DialogBatal layananUid={layanan.uid} order={batal} onClose={() => setBatal(null)} />
      <HasilOrderDialog order={hasil} onClose={() => setHasil(null)} />
    </Paper>
  );
}
