import Inventory2Icon from '@mui/icons-material/Inventory2';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type BarisByItem,
  formatAngka,
  formatRupiah,
  JENIS_TRANSAKSI,
  LABEL_JENIS_TRANSAKSI,
  laporanKasirApi,
} from '@rawat/domain';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { FilterLaporan, useRentangKasir } from './FilterLaporan.tsx';
import { KartuRingkas, RincianRingkas } from './KartuRingkas.tsx';
import { useLaporan } from './laporan.api.ts';
import { type KolomLaporan, TabelLaporan } from './TabelLaporan.tsx';

interface Jumlah {
  jumlah: number;
  total: number;
  kuitansi?: number;
}

const kolom: KolomLaporan<BarisByItem, Jumlah>[] = [
  { key: 'kode', header: 'Kode', render: (b) => b.kode ?? '-', nowrap: true },
  { key: 'nama', header: 'Nama Item', render: (b) => b.nama },
  {
    key: 'jumlah',
    header: 'Jumlah',
    align: 'right',
    render: (b) => formatAngka(b.jumlah),
    jumlah: (j) => formatAngka(j.jumlah),
  },
  {
    key: 'kuitansi',
    header: 'Kuitansi',
    align: 'right',
    render: (b) => formatAngka(b.kuitansi),
    jumlah: (j) => (j.kuitansi === undefined ? null : formatAngka(j.kuitansi)),
  },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    render: (b) => formatRupiah(b.total),
    jumlah: (j) => formatRupiah(j.total),
  },
];

/**
 * /laporan-by-item: what the receipts of the range that still stand paid for, per item and per
 * type (Tindakan, Obat, Radiologi, Laboratorium, Konsultasi) with subtotals. Its total is the
 * total billed on those receipts (docs/kasir.md).
 */
export default function LaporanByItemPage() {
  const r = useRentangKasir();
  const params = { dari: r.dari, sampai: r.sampai };
  const q = useLaporan(laporanKasirApi.item, params, r.lengkap);
  const d = q.data;
  const perJenis = new Map(d?.grup.map((g) => [g.jenis, g.total]));
  return (
    <>
      <HalamanJudul
        judul="Laporan per Item"
        keterangan="Tindakan, obat, pemeriksaan penunjang dan konsultasi yang dibayar oleh kuitansi berlaku (tidak dibatalkan) pada rentang tanggal, dengan jumlah dan nilai kotornya."
      />
      <FilterLaporan
        r={r}
        kontrak={laporanKasirApi.item}
        params={params}
        judul="Laporan Kasir per Item"
        memuat={q.isFetching}
        galat={q.error}
        onCobaLagi={() => void q.refetch()}
      />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <KartuRingkas
            label="Total item terbayar"
            nilai={d?.total}
            ikon={<Inventory2Icon />}
            keterangan={d ? `= total tagihan ${formatAngka(d.kuitansi)} kuitansi berlaku` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 8, lg: 9 }}>
          <RincianRingkas
            judul="Per jenis transaksi"
            isi={
              d
                ? JENIS_TRANSAKSI.map((j) => ({
                    kunci: j,
                    label: LABEL_JENIS_TRANSAKSI[j],
                    nilai: perJenis.get(j) ?? 0,
                  }))
                : undefined
            }
          />
        </Grid>
      </Grid>
      <TabelLaporan
        label="Item terbayar per jenis"
        kolom={kolom}
        grup={d?.grup.map((g) => ({
          kunci: g.jenis,
          label: g.label,
          keterangan: `${formatAngka(g.baris.length)} item · ${formatRupiah(g.total)}`,
          baris: g.baris,
          total: { jumlah: g.jumlah, total: g.total },
        }))}
        total={
          d
            ? { jumlah: d.grup.reduce((s, g) => s + g.jumlah, 0), total: d.total, kuitansi: d.kuitansi }
            : undefined
        }
        rowKey={(b) => `${b.jenis}|${b.kode}|${b.nama}`}
        kosong={<Typography color="text.secondary">Tidak ada item yang dibayar pada rentang ini.</Typography>}
      />
    </>
  );
}
