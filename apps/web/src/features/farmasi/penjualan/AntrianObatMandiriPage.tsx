import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  LABEL_STATUS_PENJUALAN,
  LABEL_TEMPAT_BAYAR,
  type PenjualanRingkas,
  STATUS_PENJUALAN,
  type StatusPenjualan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { POLLING_MS } from '../../../api/query.ts';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { DetailPenjualanDialog } from './DetailPenjualanDialog.tsx';
import { waktuSingkat } from './format.ts';
import { useAntrianPenjualan } from './penjualan.api.ts';
import { useAksiPenjualan } from './useAksiPenjualan.tsx';

/** What each lane tells the pharmacist to do next. */
const KETERANGAN_LAJUR: Record<StatusPenjualan, string> = {
  MENUNGGU_BAYAR: 'Panggil untuk membayar, atau tunggu pembayaran di kasir',
  LUNAS: 'Siapkan obat, panggil, lalu serahkan',
  DISERAHKAN: 'Selesai hari ini',
  BATAL: 'Dibatalkan hari ini',
};

const WARNA_LAJUR: Record<StatusPenjualan, string> = {
  MENUNGGU_BAYAR: 'warning.main',
  LUNAS: 'info.main',
  DISERAHKAN: 'success.main',
  BATAL: 'grey.500',
};

function KartuAntrian({
  p,
  hariIni,
  aksi,
  onBuka,
}: {
  p: PenjualanRingkas;
  hariIni: string;
  aksi: ReactNode;
  onBuka: () => void;
}) {
  return (
    <Card variant="outlined" sx={{ mb: 1.5 }}>
      <CardActionArea onClick={onBuka}>
        <CardContent sx={{ pb: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
              {p.nomor_antrian}
            </Typography>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {p.nama_pembeli}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatRupiah(p.total)} · {p.jumlah_item} obat · bayar di {LABEL_TEMPAT_BAYAR[p.tempat_bayar]}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            Daftar {waktuSingkat(p.created_at, hariIni)}
            {p.dipanggil_pada ? ` · dipanggil ${waktuSingkat(p.dipanggil_pada, hariIni)}` : ''}
            {p.diserahkan_pada ? ` · diserahkan ${waktuSingkat(p.diserahkan_pada, hariIni)}` : ''}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Box sx={{ px: 2, pb: 1.5 }}>{aksi}</Box>
    </Card>
  );
}

/**
 * /antrian-obat-mandiri: today's walk-in buyers in queue order, one lane per status, refreshed
 * every 20 s. The pharmacist calls, takes payment and hands over from the cards.
 */
export default function AntrianObatMandiriPage() {
  const hariIni = toJakartaIsoDate(new Date());
  const [pilih, setPilih] = useState<string | null>(null);
  const [semua, setSemua] = useState(false);
  const { tombol, dialog } = useAksiPenjualan();
  const q = useAntrianPenjualan(hariIni, POLLING_MS);
  const rows = q.data?.respon ?? [];
  // The finished lanes grow all day; by default they show the latest few.
  const batasSelesai = semua ? Number.POSITIVE_INFINITY : 8;
  return (
    <>
      <HalamanJudul
        judul="Antrian Obat Mandiri"
        keterangan={`Pembeli obat mandiri hari ini per status, diperbarui otomatis setiap ${POLLING_MS / 1000} detik.`}
        aksi={
          <Button onClick={() => setSemua((s) => !s)}>
            {semua ? 'Ringkas lajur selesai' : 'Tampilkan semua yang selesai'}
          </Button>
        }
      />
      <Box sx={{ height: 4, mb: 1 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      {q.isError ? <GagalMuat error={q.error} onRetry={() => void q.refetch()} sx={{ mb: 2 }} /> : null}
      <Grid container spacing={2}>
        {STATUS_PENJUALAN.map((s) => {
          const lajur = rows.filter((p) => p.status === s);
          const selesai = s === 'DISERAHKAN' || s === 'BATAL';
          const tampil = selesai ? lajur.slice(-batasSelesai).reverse() : lajur;
          return (
            <Grid key={s} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Paper
                variant="outlined"
                sx={{ p: 1.5, borderTop: 4, borderTopColor: WARNA_LAJUR[s], height: '100%' }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 0.5 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                    {LABEL_STATUS_PENJUALAN[s]}
                  </Typography>
                  <Badge
                    badgeContent={lajur.length}
                    color="primary"
                    showZero
                    max={999}
                    sx={{ ml: 'auto', mr: 1 }}
                  />
                </Box>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
                  {KETERANGAN_LAJUR[s]}
                </Typography>
                {q.isLoading ? (
                  <Typography variant="body2" color="text.secondary">
                    Memuat…
                  </Typography>
                ) : tampil.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    Tidak ada
                  </Typography>
                ) : (
                  tampil.map((p) => (
                    <KartuAntrian
                      key={p.uid}
                      p={p}
                      hariIni={hariIni}
                      aksi={tombol(p)}
                      onBuka={() => setPilih(p.uid)}
                    />
                  ))
                )}
              </Paper>
            </Grid>
          );
        })}
      </Grid>
      <DetailPenjualanDialog uid={pilih} onClose={() => setPilih(null)} aksi={tombol} />
      {dialog}
    </>
  );
}
