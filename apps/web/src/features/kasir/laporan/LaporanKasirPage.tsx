import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DiscountIcon from '@mui/icons-material/Discount';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  type BarisLaporanKasir,
  formatAngka,
  formatJam,
  formatRupiah,
  formatTanggalPendek,
  type GrupLaporanKasir,
  type JumlahKasir,
  type KelompokLaporanKasir,
  LABEL_KELOMPOK_LAPORAN_KASIR,
  laporanKasirApi,
  pendapatan,
} from '@rawat/domain';
import { useState } from 'react';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { FilterLaporan, PilihKelompok, useRentangKasir } from './FilterLaporan.tsx';
import { KartuRingkas, RincianRingkas } from './KartuRingkas.tsx';
import { useLaporan } from './laporan.api.ts';
import { type KolomLaporan, TabelLaporan } from './TabelLaporan.tsx';

const rp = (n: number) => formatRupiah(n);
const merahBilaNegatif = (n: number) => (
  <Box component="span" sx={{ color: n < 0 ? 'error.main' : undefined }}>
    {rp(n)}
  </Box>
);

const kolom: KolomLaporan<BarisLaporanKasir, JumlahKasir>[] = [
  {
    key: 'nomor',
    header: 'Nomor / Waktu',
    nowrap: true,
    render: (b) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {b.nomor}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatTanggalPendek(b.waktu)} {formatJam(b.waktu)}
        </Typography>
      </>
    ),
    jumlah: (j) => `${formatAngka(j.kuitansi)} kuitansi${j.batal ? `, ${formatAngka(j.batal)} batal` : ''}`,
  },
  {
    key: 'pasien',
    header: 'Pasien / Pembayar',
    render: (b) => (
      <>
        <Typography variant="body2">{b.pasien?.nama ?? b.nama_pembayar}</Typography>
        <Typography variant="caption" color="text.secondary">
          {b.pasien?.no_rm ?? 'Tanpa RM'} · {b.label_penjamin}
        </Typography>
      </>
    ),
  },
  {
    key: 'tagihan',
    header: 'Tagihan',
    align: 'right',
    render: (b) => merahBilaNegatif(b.total_tagihan),
    jumlah: (j) => rp(j.total_tagihan),
  },
  {
    key: 'penjamin_rp',
    header: 'Ditanggung',
    align: 'right',
    render: (b) => merahBilaNegatif(b.ditanggung_penjamin),
    jumlah: (j) => rp(j.ditanggung_penjamin),
  },
  {
    key: 'diskon',
    header: 'Diskon',
    align: 'right',
    render: (b) => merahBilaNegatif(b.diskon),
    jumlah: (j) => rp(j.diskon),
  },
  {
    key: 'bayar',
    header: 'Dibayar',
    align: 'right',
    render: (b) => (
      <Box component="span" sx={{ fontWeight: 700, color: b.jumlah_bayar < 0 ? 'error.main' : undefined }}>
        {rp(b.jumlah_bayar)}
      </Box>
    ),
    jumlah: (j) => rp(j.jumlah_bayar),
  },
  {
    key: 'metode',
    header: 'Cara Bayar',
    render: (b) =>
      b.metode.length ? (
        b.metode.map((m) => (
          <Typography key={m.metode} variant="caption" component="div" sx={{ whiteSpace: 'nowrap' }}>
            {m.label} {rp(m.jumlah)}
          </Typography>
        ))
      ) : (
        <Typography variant="caption" color="text.secondary">
          Ditanggung penjamin
        </Typography>
      ),
  },
  {
    key: 'kasir',
    header: 'Kasir / Keterangan',
    render: (b) => (
      <>
        <Typography variant="body2">{b.kasir.nama}</Typography>
        {b.membatalkan ? (
          <Box sx={{ mt: 0.5 }}>
            <Chip size="small" color="error" label={`Batal ${b.membatalkan}`} />
            {b.alasan ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {b.alasan}
              </Typography>
            ) : null}
          </Box>
        ) : b.dibatalkan ? (
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            label={`Dibatalkan ${formatTanggalPendek(b.dibatalkan.waktu)}`}
            sx={{ mt: 0.5 }}
          />
        ) : null}
      </>
    ),
  },
];

/** A group of a range too long to list: its sums in one row. */
type BarisRekap = Pick<GrupLaporanKasir, 'kunci' | 'label' | 'total'>;

/** The sums-only table; a day's row opens that day's receipts (a range short enough to list). */
function kolomRekap(bukaHari?: (hari: string) => void): KolomLaporan<BarisRekap, JumlahKasir>[] {
  return [
    {
      key: 'label',
      header: 'Kelompok',
      render: (g) =>
        bukaHari ? (
          <Link component="button" type="button" variant="body2" onClick={() => bukaHari(g.kunci)}>
            {g.label}
          </Link>
        ) : (
          g.label
        ),
    },
    {
      key: 'kuitansi',
      header: 'Kuitansi',
      align: 'right',
      render: (g) =>
        `${formatAngka(g.total.kuitansi)}${g.total.batal ? ` (${formatAngka(g.total.batal)} batal)` : ''}`,
      jumlah: (j) => `${formatAngka(j.kuitansi)}${j.batal ? ` (${formatAngka(j.batal)} batal)` : ''}`,
    },
    {
      key: 'tagihan',
      header: 'Tagihan',
      align: 'right',
      render: (g) => merahBilaNegatif(g.total.total_tagihan),
      jumlah: (j) => rp(j.total_tagihan),
    },
    {
      key: 'penjamin_rp',
      header: 'Ditanggung',
      align: 'right',
      render: (g) => merahBilaNegatif(g.total.ditanggung_penjamin),
      jumlah: (j) => rp(j.ditanggung_penjamin),
    },
    {
      key: 'diskon',
      header: 'Diskon',
      align: 'right',
      render: (g) => merahBilaNegatif(g.total.diskon),
      jumlah: (j) => rp(j.diskon),
    },
    {
      key: 'bayar',
      header: 'Dibayar',
      align: 'right',
      render: (g) => (
        <Box component="span" sx={{ fontWeight: 700 }}>
          {merahBilaNegatif(g.total.jumlah_bayar)}
        </Box>
      ),
      jumlah: (j) => rp(j.jumlah_bayar),
    },
  ];
}

/**
 * /laporan-kasir: every receipt of the range, and every void as a negative row on the day it was
 * made, so the totals are the money kept; grouped per day, cashier, payment combination or payer,
 * with subtotals, the total and the money per method. Excel and PDF from the same endpoint.
 */
export default function LaporanKasirPage() {
  const r = useRentangKasir();
  const [kelompok, setKelompok] = useState<KelompokLaporanKasir>('HARI');
  const params = { dari: r.dari, sampai: r.sampai, kelompok };
  const q = useLaporan(laporanKasirApi.kasir, params, r.lengkap);
  const d = q.data;
  const t = d?.total;
  return (
    <>
      <HalamanJudul
        judul="Laporan Kasir"
        keterangan="Kuitansi yang diterbitkan dalam rentang tanggal; pembatalan tercatat sebagai baris negatif pada hari dibatalkan, sehingga total adalah uang yang benar-benar diterima."
      />
      <FilterLaporan
        r={r}
        kontrak={laporanKasirApi.kasir}
        params={params}
        judul="Laporan Kasir"
        memuat={q.isFetching}
        galat={q.error}
        onCobaLagi={() => void q.refetch()}
      >
        <PilihKelompok value={kelompok} onChange={setKelompok} label={LABEL_KELOMPOK_LAPORAN_KASIR} />
      </FilterLaporan>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas
            label="Dibayar pasien"
            nilai={t?.jumlah_bayar}
            ikon={<PaymentsIcon />}
            warna="success"
            keterangan={
              t ? `${formatAngka(t.kuitansi)} kuitansi · ${formatAngka(t.batal)} pembatalan` : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas
            label="Ditanggung penjamin"
            nilai={t?.ditanggung_penjamin}
            ikon={<AccountBalanceIcon />}
            warna="info"
            keterangan="BPJS, Askes dan asuransi"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas label="Diskon" nilai={t?.diskon} ikon={<DiscountIcon />} warna="warning" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas
            label="Total tagihan"
            nilai={t?.total_tagihan}
            ikon={<ReceiptLongIcon />}
            keterangan={t ? `Pendapatan ${rp(pendapatan(t))} (penjamin + pasien)` : undefined}
          />
        </Grid>
      </Grid>
      {d?.per_metode.length ? (
        <Box sx={{ mb: 2 }}>
          <RincianRingkas
            judul="Penerimaan per cara bayar"
            isi={d.per_metode.map((m) => ({ kunci: m.metode, label: m.label, nilai: m.jumlah }))}
          />
        </Box>
      ) : null}
      {d && !d.rinci ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            Rentang ini memuat {formatAngka(d.total.kuitansi + d.total.batal)} baris kuitansi, terlalu banyak
            untuk ditampilkan satu per satu: layar menampilkan jumlah per kelompok.
            {kelompok === 'HARI' ? ' Klik tanggal untuk melihat kuitansi hari itu.' : ''} Unduh Excel atau PDF
            untuk rincian lengkapnya.
          </Alert>
          <TabelLaporan
            label="Rekap kuitansi kasir"
            kolom={kolomRekap(
              kelompok === 'HARI'
                ? (hari) => {
                    r.setDari(hari);
                    r.setSampai(hari);
                  }
                : undefined,
            )}
            grup={[{ kunci: 'rekap', label: '', baris: d.grup, total: d.total }]}
            total={t}
            rowKey={(g) => g.kunci}
            kosong={null}
          />
        </>
      ) : (
        <TabelLaporan
          label="Kuitansi kasir"
          kolom={kolom}
          grup={d?.grup.map((g) => ({
            ...g,
            keterangan: `${formatAngka(g.total.kuitansi)} kuitansi${g.total.batal ? ` · ${formatAngka(g.total.batal)} pembatalan` : ''} · dibayar ${rp(g.total.jumlah_bayar)}`,
          }))}
          total={t}
          rowKey={(b) => b.uid}
          barisSx={(b) => (b.jenis === 'BATAL' ? { bgcolor: 'rgba(211, 47, 47, 0.04)' } : undefined)}
          kosong={
            <>
              <Typography color="text.secondary">Tidak ada pembayaran pada rentang ini.</Typography>
              <Typography variant="caption" color="text.secondary">
                Ubah rentang tanggal, atau terima pembayaran di Antrian Kasir.
              </Typography>
            </>
          }
        />
      )}
    </>
  );
}
