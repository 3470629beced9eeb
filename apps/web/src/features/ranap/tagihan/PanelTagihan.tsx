import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatAngka,
  formatRupiah,
  formatTanggalPendek,
  LABEL_KELAS_TARIF,
  parseTanggal,
  type TagihanRanap,
} from '@rawat/domain';
import type { ReactNode } from 'react';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { useTagihanRanap } from './tagihan.api.ts';

const tgl = (s: string) => formatTanggalPendek(parseTanggal(s));

/** '07/01/2030' or '07/01/2030 – 09/01/2030'. */
export const rentangTanggal = (dari: string, sampai: string) =>
  dari === sampai ? tgl(dari) : `${tgl(dari)} – ${tgl(sampai)}`;

function Angka({ label, nilai, keterangan }: { label: string; nilai: ReactNode; keterangan?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {nilai}
      </Typography>
      {keterangan ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {keterangan}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** Room days per class: 'Kamar Rawat Inap Kelas 2 — 2 hari' with the dates and the amount. */
export function TabelHariKamar({ kamar }: { kamar: TagihanRanap['kamar'] }) {
  if (!kamar.length) return null;
  return (
    <Table size="small" aria-label="Hari rawat per kelas">
      <TableHead>
        <TableRow>
          <TableCell>Kamar</TableCell>
          <TableCell>Tanggal</TableCell>
          <TableCell align="right">Hari</TableCell>
          <TableCell align="right">Jumlah</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {kamar.map((k) => (
          <TableRow key={`${k.nama}-${k.dari}`}>
            <TableCell>
              {k.nama} — {k.hari} hari
            </TableCell>
            <TableCell>{rentangTanggal(k.dari, k.sampai)}</TableCell>
            <TableCell align="right">{formatAngka(k.hari)}</TableCell>
            <TableCell align="right">{formatRupiah(k.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Day items the tariff grid has no price for: charged nothing until the tariff is set. */
export function TarifKosong({ daftar }: { daftar: TagihanRanap['tarif_kosong'] }) {
  if (!daftar.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <b>Tarif belum diatur; item berikut belum ditagihkan:</b>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {daftar.map((x) => (
          <li key={`${x.tanggal}-${x.item}-${x.nama}`}>
            {tgl(x.tanggal)} · {x.nama} ({LABEL_KELAS_TARIF[x.kelas]}, {x.penjamin})
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * A tab of the ward's patient dashboard (/rawat-inap/dashboard-inap/:id); :id is the stay's layanan.
 * The running bill, read-only: the days charged per class, each group of charges, the deposit
 * asked and its balance. Opening it charges the days not yet charged.
 */
export function PanelTagihan({ layananUid }: { layananUid: string }) {
  const q = useTagihanRanap(layananUid);
  const t = q.data?.respon;
  if (q.isError)
    return <GagalMuat error={q.error} onRetry={() => void q.refetch()} judul="Tagihan gagal dimuat" />;
  if (!t) return <Skeleton variant="rounded" height={240} />;
  const kurang = Math.max(0, t.total - t.sudah_dibayar - t.saldo_deposit);
  return (
    <Box component="section" aria-label="Tagihan rawat inap">
      <Box sx={{ height: 4, mb: 1 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      <Grid container spacing={1.5} sx={{ mb: 2 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Angka
            label="Lama rawat"
            nilai={`${t.jumlah_hari} hari`}
            keterangan={t.status === 'DIRAWAT' ? 'termasuk hari ini' : 'hari pulang tidak dihitung'}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Angka label="Tagihan berjalan" nilai={formatRupiah(t.total)} keterangan="seluruh kunjungan" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Angka
            label="Saldo deposit"
            nilai={formatRupiah(t.saldo_deposit)}
            keterangan={`Diminta saat masuk: ${formatRupiah(t.deposit_diminta)}`}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Angka
            label={t.penjamin === 'UMUM' ? 'Kekurangan setelah deposit' : 'Dibayar pasien sendiri'}
            nilai={formatRupiah(t.penjamin === 'UMUM' ? kurang : t.total_dibayar_pasien_sendiri)}
            keterangan={t.penjamin === 'UMUM' ? undefined : `Sisanya ditanggung ${t.penjamin}`}
          />
        </Grid>
      </Grid>
      <TarifKosong daftar={t.tarif_kosong} />
      <Paper variant="outlined" sx={{ mb: 2, overflow: 'hidden' }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, px: 2, py: 1.25, bgcolor: 'action.hover' }}
        >
          Hari rawat per kelas
        </Typography>
        {t.kamar.length ? (
          <TabelHariKamar kamar={t.kamar} />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Belum ada hari rawat yang ditagihkan.
          </Typography>
        )}
      </Paper>
      {t.kelompok.map((g) => (
        <Paper key={g.kelompok} variant="outlined" sx={{ mb: 2, overflow: 'hidden' }}>
          <Box
            sx={{
              px: 2,
              py: 1.25,
              display: 'flex',
              justifyContent: 'space-between',
              bgcolor: 'action.hover',
            }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {g.label}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {formatRupiah(g.subtotal)}
            </Typography>
          </Box>
          <Table size="small" aria-label={g.label}>
            <TableBody>
              {g.items.map((i) => (
                <TableRow key={i.transaksi_uid}>
                  <TableCell sx={{ width: 110, whiteSpace: 'nowrap' }}>
                    {i.tanggal ? tgl(i.tanggal) : formatTanggalPendek(i.created_at)}
                  </TableCell>
                  <TableCell>
                    {i.nama}
                    {i.dibayar ? <Chip size="small" label="Lunas" color="success" sx={{ ml: 1 }} /> : null}
                  </TableCell>
                  <TableCell align="right" sx={{ width: 60 }}>
                    {formatAngka(i.jumlah)}
                  </TableCell>
                  <TableCell align="right" sx={{ width: 130 }}>
                    {formatRupiah(i.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
    </Box>
  );
}
