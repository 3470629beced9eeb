import ContentCutIcon from '@mui/icons-material/ContentCut';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type BarisOperasi,
  formatAngka,
  formatJam,
  formatRupiah,
  formatTanggalPendek,
  type KelompokLaporanOperasi,
  LABEL_KELOMPOK_LAPORAN_OPERASI,
  laporanKasirApi,
} from '@rawat/domain';
import { useState } from 'react';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { FilterLaporan, PilihKelompok, useRentangKasir } from './FilterLaporan.tsx';
import { KartuRingkas } from './KartuRingkas.tsx';
import { useLaporan } from './laporan.api.ts';
import { type KolomLaporan, TabelLaporan } from './TabelLaporan.tsx';

interface Jumlah {
  jumlah: number;
  total: number;
}

const WARNA_GOLONGAN: Record<string, 'default' | 'info' | 'warning' | 'error' | 'secondary'> = {
  KECIL: 'info',
  SEDANG: 'warning',
  BESAR: 'error',
  KHUSUS: 'secondary',
};

const kolom: KolomLaporan<BarisOperasi, Jumlah>[] = [
  {
    key: 'waktu',
    header: 'Waktu Tindakan',
    nowrap: true,
    render: (b) => `${formatTanggalPendek(b.waktu)} ${formatJam(b.waktu)}`,
  },
  {
    key: 'pasien',
    header: 'Pasien',
    render: (b) => (
      <>
        <Typography variant="body2">{b.pasien.nama}</Typography>
        <Typography variant="caption" color="text.secondary">
          {b.pasien.no_rm} · {b.label_penjamin}
        </Typography>
      </>
    ),
  },
  {
    key: 'tindakan',
    header: 'Tindakan',
    render: (b) => (
      <>
        <Typography variant="body2">{b.nama}</Typography>
        <Typography variant="caption" color="text.secondary">
          {b.kode ?? '-'}
        </Typography>
      </>
    ),
  },
  {
    key: 'golongan',
    header: 'Golongan',
    render: (b) => (
      <Chip
        size="small"
        variant="outlined"
        color={WARNA_GOLONGAN[b.golongan ?? ''] ?? 'default'}
        label={b.label_golongan}
      />
    ),
  },
  { key: 'operator', header: 'Operator', render: (b) => b.operator?.nama ?? '-' },
  {
    key: 'kuitansi',
    header: 'Kuitansi',
    nowrap: true,
    render: (b) => (
      <>
        <Typography variant="body2">{b.kuitansi.nomor}</Typography>
        <Typography variant="caption" color="text.secondary">
          dibayar {formatTanggalPendek(b.kuitansi.waktu)}
        </Typography>
      </>
    ),
  },
  {
    key: 'jumlah',
    header: 'Jumlah',
    align: 'right',
    render: (b) => formatAngka(b.jumlah),
    jumlah: (j) => formatAngka(j.jumlah),
  },
  {
    key: 'total',
    header: 'Nilai',
    align: 'right',
    render: (b) => formatRupiah(b.total),
    jumlah: (j) => formatRupiah(j.total),
  },
];

/**
 * /laporan-operasi: operative procedures paid in the range, with their size class (golongan) and
 * who performed them, grouped per day, class or operator.
 */
export default function LaporanOperasiPage() {
  const r = useRentangKasir();
  const [kelompok, setKelompok] = useState<KelompokLaporanOperasi>('HARI');
  const params = { dari: r.dari, sampai: r.sampai, kelompok };
  const q = useLaporan(laporanKasirApi.operasi, params, r.lengkap);
  const d = q.data;
  return (
    <>
      <HalamanJudul
        judul="Laporan Operasi"
        keterangan="Tindakan operatif yang dibayar pada rentang tanggal (kuitansi berlaku), dengan golongan operasi dan operatornya."
      />
      <FilterLaporan
        r={r}
        kontrak={laporanKasirApi.operasi}
        params={params}
        judul="Laporan Operasi"
        memuat={q.isFetching}
        galat={q.error}
        onCobaLagi={() => void q.refetch()}
      >
        <PilihKelompok value={kelompok} onChange={setKelompok} label={LABEL_KELOMPOK_LAPORAN_OPERASI} />
      </FilterLaporan>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <KartuRingkas
            label="Tindakan operatif"
            nilai={d?.total}
            ikon={<ContentCutIcon />}
            keterangan={d ? `${formatAngka(d.jumlah)} tindakan` : undefined}
          />
        </Grid>
        {d?.per_golongan.map((g) => (
          <Grid key={g.golongan} size={{ xs: 12, sm: 6, md: 3 }}>
            <KartuRingkas
              label={g.label}
              nilai={g.total}
              ikon={<ContentCutIcon fontSize="small" />}
              warna={
                WARNA_GOLONGAN[g.golongan] === 'error'
                  ? 'error'
                  : WARNA_GOLONGAN[g.golongan] === 'warning'
                    ? 'warning'
                    : 'info'
              }
              keterangan={`${formatAngka(g.jumlah)} tindakan`}
            />
          </Grid>
        ))}
      </Grid>
      <TabelLaporan
        label="Tindakan operatif terbayar"
        kolom={kolom}
        grup={d?.grup.map((g) => ({
          ...g,
          keterangan: `${formatAngka(g.jumlah)} tindakan · ${formatRupiah(g.total)}`,
          total: { jumlah: g.jumlah, total: g.total },
        }))}
        total={d ? { jumlah: d.jumlah, total: d.total } : undefined}
        rowKey={(b) => b.transaksi_uid}
        kosong={
          <Typography color="text.secondary">
            Tidak ada tindakan operatif yang dibayar pada rentang ini.
          </Typography>
        }
      />
    </>
  );
}
