import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import GroupIcon from '@mui/icons-material/Group';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Grid from '@mui/material/Grid';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import {
  BARIS_PER_HALAMAN_LAPORAN,
  type BarisLaporanPasien,
  formatAngka,
  formatRupiah,
  type LaporanPasien,
  laporanKasirApi,
} from '@rawat/domain';
import { useState } from 'react';
import { labelTombolHalaman } from '../../../ui/DataTable.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { FilterLaporan, useRentangKasir } from './FilterLaporan.tsx';
import { KartuRingkas } from './KartuRingkas.tsx';
import { useLaporan } from './laporan.api.ts';
import { type KolomLaporan, TabelLaporan } from './TabelLaporan.tsx';

type Total = LaporanPasien['total'];
const rp = (n: number) => formatRupiah(n);

const kolom: KolomLaporan<BarisLaporanPasien, Total>[] = [
  {
    key: 'pasien',
    header: 'Pasien',
    render: (b) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {b.nama}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {b.pasien?.no_rm ?? 'Pembeli tanpa RM'}
        </Typography>
      </>
    ),
    jumlah: (t) => `${formatAngka(t.pasien)} pasien`,
  },
  { key: 'penjamin', header: 'Penjamin', render: (b) => b.penjamin.join(', ') },
  {
    key: 'kunjungan',
    header: 'Kunjungan',
    align: 'right',
    render: (b) => formatAngka(b.kunjungan),
    jumlah: (t) => formatAngka(t.kunjungan),
  },
  {
    key: 'kuitansi',
    header: 'Kuitansi',
    align: 'right',
    render: (b) => (
      <>
        {formatAngka(b.kuitansi)}
        {b.batal ? (
          <Typography variant="caption" color="error" component="div">
            {formatAngka(b.batal)} batal
          </Typography>
        ) : null}
      </>
    ),
    jumlah: (t) => formatAngka(t.kuitansi),
  },
  {
    key: 'tagihan',
    header: 'Total Tagihan',
    align: 'right',
    render: (b) => rp(b.total_tagihan),
    jumlah: (t) => rp(t.total_tagihan),
  },
  {
    key: 'penjamin_rp',
    header: 'Ditanggung Penjamin',
    align: 'right',
    render: (b) => rp(b.ditanggung_penjamin),
    jumlah: (t) => rp(t.ditanggung_penjamin),
  },
  {
    key: 'diskon',
    header: 'Diskon',
    align: 'right',
    render: (b) => rp(b.diskon),
    jumlah: (t) => rp(t.diskon),
  },
  {
    key: 'bayar',
    header: 'Dibayar Pasien',
    align: 'right',
    render: (b) => (
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {rp(b.jumlah_bayar)}
      </Typography>
    ),
    jumlah: (t) => rp(t.jumlah_bayar),
  },
];

/**
 * /laporan-pasien: per patient, the visits paid in the range, what was billed, the payer's share,
 * discounts and what the patient paid; the totals are the cashier report's for the same range.
 */
export default function LaporanPasienPage() {
  const r = useRentangKasir();
  const params = { dari: r.dari, sampai: r.sampai };
  const [halaman, setHalaman] = useState(0);
  const [perHalaman, setPerHalaman] = useState(BARIS_PER_HALAMAN_LAPORAN);
  // A new range starts at its first page.
  const kunciRentang = `${r.dari}|${r.sampai}`;
  const [rentangTadi, setRentangTadi] = useState(kunciRentang);
  if (rentangTadi !== kunciRentang) {
    setRentangTadi(kunciRentang);
    setHalaman(0);
  }
  const q = useLaporan(
    laporanKasirApi.pasien,
    { ...params, offset: halaman * perHalaman, limit: perHalaman },
    r.lengkap,
  );
  const d = q.data;
  const t = d?.total;
  return (
    <>
      <HalamanJudul
        judul="Laporan Pasien"
        keterangan="Rekap pembayaran per pasien pada rentang tanggal. Pembatalan dihitung negatif pada pasiennya, sehingga totalnya sama dengan Laporan Kasir."
      />
      <FilterLaporan
        r={r}
        kontrak={laporanKasirApi.pasien}
        params={params}
        judul="Laporan Pasien Kasir"
        memuat={q.isFetching}
        galat={q.error}
        onCobaLagi={() => void q.refetch()}
      />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas
            label="Pasien"
            jenis="angka"
            nilai={t?.pasien}
            ikon={<GroupIcon />}
            keterangan={t ? `${formatAngka(t.kunjungan)} kunjungan terbayar` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas label="Total tagihan" nilai={t?.total_tagihan} ikon={<ReceiptLongIcon />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas
            label="Ditanggung penjamin"
            nilai={t?.ditanggung_penjamin}
            ikon={<AccountBalanceIcon />}
            warna="info"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KartuRingkas
            label="Dibayar pasien"
            nilai={t?.jumlah_bayar}
            ikon={<PaymentsIcon />}
            warna="success"
            keterangan={t ? `Diskon ${rp(t.diskon)}` : undefined}
          />
        </Grid>
      </Grid>
      <TabelLaporan
        label="Pembayaran per pasien"
        kolom={kolom}
        grup={
          d
            ? d.respon.length
              ? [{ kunci: 'semua', label: '', baris: d.respon, total: d.total }]
              : []
            : undefined
        }
        total={t}
        rowKey={(b) => b.kunci}
        kosong={<Typography color="text.secondary">Tidak ada pembayaran pada rentang ini.</Typography>}
        labelTotal="Total semua pasien"
      />
      {d && d.metadata.total_data > perHalaman ? (
        <TablePagination
          component="div"
          count={d.metadata.total_data}
          page={Math.min(halaman, Math.max(0, Math.ceil(d.metadata.total_data / perHalaman) - 1))}
          rowsPerPage={perHalaman}
          rowsPerPageOptions={[25, 50, 100]}
          onPageChange={(_, p) => setHalaman(p)}
          onRowsPerPageChange={(e) => {
            setPerHalaman(Number(e.target.value));
            setHalaman(0);
          }}
          labelRowsPerPage="Pasien per halaman"
          labelDisplayedRows={({ from, to, count }) =>
            `${formatAngka(from)}–${formatAngka(to)} dari ${formatAngka(count)} pasien`
          }
          getItemAriaLabel={labelTombolHalaman}
        />
      ) : null}
    </>
  );
}
