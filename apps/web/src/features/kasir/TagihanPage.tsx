import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockClockIcon from '@mui/icons-material/LockClock';
import PaymentsIcon from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatAngka,
  formatRupiah,
  formatTanggal,
  formatTanggalJam,
  formatUmur,
  type Tagihan,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { pesanError } from '../../shell/toast.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { PESAN_MASIH_DIRAWAT, RanapKasir } from '../ranap/tagihan/RanapKasir.tsx';
import { useTagihanRanapKunjungan } from '../ranap/tagihan/tagihan.api.ts';
import { ChipPenjamin } from './ChipPenjamin.tsx';
import DepositPanel from './deposit/DepositPanel.tsx';
import { urlKuitansi, useBolehBayar, useTagihan } from './kasir.api.ts';
import { PembayaranDialog } from './PembayaranDialog.tsx';
import { RiwayatPembayaran } from './RiwayatPembayaran.tsx';
import { BukaShiftDialog } from './shift/BukaShiftDialog.tsx';
import ShiftKasirBar from './shift/ShiftKasirBar.tsx';
import { useShiftAktif } from './shift/shift.api.ts';

function Baris({ label, nilai, tebal }: { label: ReactNode; nilai: ReactNode; tebal?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant={tebal ? 'subtitle1' : 'body2'} sx={{ fontWeight: tebal ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={tebal ? 'subtitle1' : 'body2'} sx={{ fontWeight: tebal ? 700 : 500 }}>
        {nilai}
      </Typography>
    </Box>
  );
}

function Identitas({ t }: { t: Tagihan }) {
  const pasangan: [string, ReactNode][] = [
    ['Pasien', `${t.pasien.nama} (${t.pasien.no_rm})`],
    [
      'Umur',
      `${formatUmur(t.pasien.tanggal_lahir)} · ${t.pasien.jenis_kelamin === 'L' ? 'Laki-laki' : 'Perempuan'}`,
    ],
    ['Tanggal kunjungan', formatTanggal(t.tanggal)],
    ['Poli', t.poli.join(', ') || '-'],
    ['Penjamin', <ChipPenjamin key="p" penjamin={t.penjamin} label={t.asuransi?.nama ?? t.label_penjamin} />],
    ['No. kartu', t.no_kartu ?? '-'],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Grid container spacing={1.5}>
        {pasangan.map(([label, nilai]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {label}
            </Typography>
            <Box sx={{ typography: 'body2', fontWeight: 600 }}>{nilai}</Box>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}

/**
 * What the units hold for the visit but have not charged (issue 17): orders not performed,
 * prescriptions not dispensed, each with its estimate. Dashed and outside every total: it is what
 * will come, not what is owed.
 */
function BelumDitagihkan({ t }: { t: Tagihan }) {
  if (!t.tertunda.length) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Belum ditagihkan"
      sx={{ mb: 2, overflow: 'hidden', borderStyle: 'dashed', borderColor: 'warning.main' }}
    >
      <Box
        sx={{
          px: 2,
          py: 1.25,
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          bgcolor: (th) => alpha(th.palette.warning.main, 0.08),
        }}
      >
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Belum ditagihkan
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Sudah diorder atau diresepkan, tetapi belum ditagihkan unitnya. Tidak termasuk total tagihan.
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Perkiraan
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {formatRupiah(t.perkiraan_tertunda)}
          </Typography>
        </Box>
      </Box>
      <Table size="small" aria-label="Order dan resep belum ditagihkan">
        <TableHead>
          <TableRow>
            <TableCell>Order / resep</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Perkiraan</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {t.tertunda.map((x) => (
            <TableRow key={x.uid}>
              <TableCell>
                <Typography variant="body2">
                  {x.label} {x.nomor}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {x.items.join(', ')}
                </Typography>
              </TableCell>
              <TableCell>{x.label_status}</TableCell>
              <TableCell align="right">
                {formatRupiah(x.perkiraan)}
                {x.tanpa_harga ? (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {x.tanpa_harga} item belum bertarif
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

type ItemTagihan = Tagihan['kelompok'][number]['items'][number];

/**
 * A stay's day charges are one line per day; the bill shows them per item and price as
 * 'Kamar Rawat Inap Kelas 2 — 2 hari' (docs/ranap/tagihan.md). Other lines pass through.
 */
function gabungHarian(jenis: string, items: ItemTagihan[]): (ItemTagihan & { hari?: number })[] {
  if (jenis !== 'AKOMODASI') return items;
  const per = new Map<string, ItemTagihan & { hari: number }>();
  for (const i of items) {
    const k = `${i.kode}/${i.nama}/${i.harga_satuan}/${i.penjamin}`;
    const ada = per.get(k);
    if (ada) {
      ada.hari += i.jumlah;
      ada.jumlah += i.jumlah;
      ada.total += i.total;
    } else per.set(k, { ...i, hari: i.jumlah });
  }
  return [...per.values()];
}

/**
 * /antrian-kasir/{kunjungan}: the bill of one visit, grouped by type with subtotals, the charges
 * the modules cancelled (with their reason), what is ordered but not yet charged (with its
 * estimate), who pays what under the visit's payer; paying what is open, the receipts with
 * printing and voiding, and the visit's deposit.
 */
export default function TagihanPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const q = useTagihan(id);
  const t = q.data?.respon;
  const bolehBayar = useBolehBayar();
  const [bayar, setBayar] = useState(false);
  // A payment needs the cashier's open shift (the server refuses it otherwise): without one the
  // pay button says so and opens the shift here, then goes on to the payment.
  const shift = useShiftAktif();
  const tanpaShift = bolehBayar && shift.data === null;
  const [bukaShift, setBukaShift] = useState(false);
  const [kuitansi, setKuitansi] = useState<{ uid: string; nomor: string } | null>(null);
  // A visit with a stay: its days, and no final payment while the patient is in.
  const ranap = useTagihanRanapKunjungan(id).data?.respon ?? null;
  const masihDirawat = ranap?.status === 'DIRAWAT';
  return (
    <Box>
      <HalamanJudul
        judul="Detail Tagihan"
        keterangan="Rincian tagihan kunjungan per jenis layanan dengan bagian penjamin dan pasien."
        aksi={
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/antrian-kasir')}>
            Antrian Kasir
          </Button>
        }
      />
      {bolehBayar ? <ShiftKasirBar /> : null}
      <Box sx={{ height: 4, mb: 1 }}>{q.isFetching ? <LinearProgress /> : null}</Box>
      {q.isError ? <Alert severity="error">{pesanError(q.error)}</Alert> : null}
      {t ? (
        <>
          <Identitas t={t} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              {ranap ? <RanapKasir t={ranap} /> : null}
              {t.kelompok.length === 0 ? (
                <Paper variant="outlined" sx={{ p: 3 }}>
                  <Typography color="text.secondary">Belum ada tagihan untuk kunjungan ini.</Typography>
                </Paper>
              ) : (
                t.kelompok.map((g) => (
                  <Paper key={g.jenis} variant="outlined" sx={{ mb: 2, overflow: 'hidden' }}>
                    <Box
                      sx={{
                        px: 2,
                        py: 1.25,
                        display: 'flex',
                        justifyContent: 'space-between',
                        bgcolor: 'action.hover',
                      }}
                    >
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                        {g.label}
                      </Typography>
                      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                        {formatRupiah(g.subtotal)}
                      </Typography>
                    </Box>
                    <Table size="small">
                      <TableHead>
                        <TableRow>
                          <TableCell>Item</TableCell>
                          <TableCell align="right">Jumlah</TableCell>
                          <TableCell align="right">Harga</TableCell>
                          <TableCell align="right">Subtotal</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {gabungHarian(g.jenis, g.items).map((i) => (
                          <TableRow key={i.uid}>
                            <TableCell>
                              <Typography variant="body2">
                                {i.hari ? `${i.nama} — ${i.hari} hari` : i.nama}
                              </Typography>
                              <Typography variant="caption" color="text.secondary">
                                {[i.kode, i.hari ? 'per hari' : formatTanggalJam(i.created_at)]
                                  .filter(Boolean)
                                  .join(' · ')}
                              </Typography>
                            </TableCell>
                            <TableCell align="right">{formatAngka(i.jumlah)}</TableCell>
                            <TableCell align="right">{formatRupiah(i.harga_satuan)}</TableCell>
                            <TableCell align="right">{formatRupiah(i.total)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </Paper>
                ))
              )}
              <BelumDitagihkan t={t} />
              {t.dibatalkan.length ? (
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    Dibatalkan oleh unit layanan (tidak ditagihkan)
                  </Typography>
                  {t.dibatalkan.map((i) => (
                    <Typography key={i.uid} variant="body2" color="text.secondary">
                      <s>
                        {i.nama} × {formatAngka(i.jumlah)} – {formatRupiah(i.total)}
                      </s>
                      {i.alasan_batal ? ` · ${i.alasan_batal}` : ''}
                    </Typography>
                  ))}
                </Paper>
              ) : null}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 80 } }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                  Ringkasan
                </Typography>
                {t.kelompok.map((g) => (
                  <Baris key={g.jenis} label={g.label} nilai={formatRupiah(g.subtotal)} />
                ))}
                <Divider sx={{ my: 1 }} />
                <Baris label="Total tagihan" nilai={formatRupiah(t.total)} tebal />
                {t.penjamin !== 'UMUM' ? (
                  <Baris
                    label={`Ditanggung ${t.asuransi?.nama ?? t.label_penjamin}`}
                    nilai={formatRupiah(t.ditanggung_penjamin)}
                  />
                ) : null}
                {t.asuransi?.plafon ? (
                  <Typography variant="caption" color="text.secondary" component="p">
                    Plafon {t.asuransi.nama}: {formatRupiah(t.asuransi.plafon)}
                  </Typography>
                ) : null}
                <Baris label="Sudah dibayar" nilai={formatRupiah(t.sudah_dibayar)} />
                {t.diskon ? <Baris label="Diskon" nilai={formatRupiah(t.diskon)} /> : null}
                <Divider sx={{ my: 1 }} />
                <Baris label="Sisa dibayar pasien" nilai={formatRupiah(t.sisa)} tebal />
                {t.tertunda.length ? (
                  <Alert severity="warning" sx={{ mt: 1.5 }}>
                    Masih ada {t.tertunda.length} order/resep yang belum ditagihkan, perkiraan{' '}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {formatRupiah(t.perkiraan_tertunda)}
                    </Box>
                    , belum termasuk di atas.
                  </Alert>
                ) : null}
                {t.penjamin === 'BPJS' ? (
                  <Alert severity="info" sx={{ mt: 1.5 }}>
                    Kunjungan BPJS: biaya ditanggung BPJS Kesehatan, pasien tidak membayar di kasir.
                  </Alert>
                ) : null}
                {t.tagihan_terbuka > 0 && masihDirawat ? (
                  <Alert severity="info" sx={{ mt: 1.5 }}>
                    {PESAN_MASIH_DIRAWAT}
                  </Alert>
                ) : t.tagihan_terbuka > 0 ? (
                  tanpaShift ? (
                    <>
                      <Button
                        fullWidth
                        size="large"
                        variant="contained"
                        color="warning"
                        startIcon={<LockClockIcon />}
                        sx={{ mt: 2 }}
                        onClick={() => setBukaShift(true)}
                      >
                        Buka Shift untuk Membayar
                      </Button>
                      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
                        Shift kasir Anda belum dibuka. Pembayaran dicatat di shift, jadi buka shift dengan
                        modal awal terlebih dahulu.
                      </Typography>
                    </>
                  ) : bolehBayar ? (
                    <Button
                      fullWidth
                      size="large"
                      variant="contained"
                      startIcon={<PaymentsIcon />}
                      sx={{ mt: 2 }}
                      onClick={() => setBayar(true)}
                    >
                      {t.sisa > 0 ? `Bayar ${formatRupiah(t.sisa)}` : 'Tutup Tagihan'}
                    </Button>
                  ) : null
                ) : t.total > 0 ? (
                  <Alert severity="success" sx={{ mt: 1.5 }}>
                    Tagihan lunas.
                  </Alert>
                ) : null}
              </Paper>
              <RiwayatPembayaran daftar={t.pembayaran} bolehBatal={bolehBayar} />
              {bolehBayar ? (
                <DepositPanel kunjunganUid={t.kunjungan_uid} diminta={ranap?.deposit_diminta} />
              ) : null}
            </Grid>
          </Grid>
          <BukaShiftDialog
            open={bukaShift}
            onClose={() => setBukaShift(false)}
            setelahBuka={() => setBayar(true)}
          />
          <PembayaranDialog
            open={bayar}
            onClose={() => setBayar(false)}
            tagihan={{
              kunjungan_uid: t.kunjungan_uid,
              nama: `${t.pasien.nama} (${t.pasien.no_rm})`,
              total_tagihan: t.tagihan_terbuka,
              ditanggung: t.penjamin_terbuka,
              label_penjamin: t.asuransi?.nama ?? t.label_penjamin,
              saldo_deposit: t.saldo_deposit,
              tertunda: t.tertunda,
            }}
            setelahBayar={(p) => setKuitansi({ uid: p.uid, nomor: p.nomor })}
          />
          {kuitansi ? (
            <PdfViewerDialog
              open
              title={`Kuitansi ${kuitansi.nomor}`}
              url={urlKuitansi(kuitansi.uid)}
              onClose={() => setKuitansi(null)}
            />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
