import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PaymentsIcon from '@mui/icons-material/Payments';
import SavingsIcon from '@mui/icons-material/Savings';
import UndoIcon from '@mui/icons-material/Undo';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  type Deposit,
  depositApi,
  formatAngka,
  formatJam,
  formatRupiah,
  formatTanggalPendek,
  JENIS_DEPOSIT,
  type JenisDeposit,
  LABEL_JENIS_DEPOSIT,
  LABEL_PENJAMIN_KUNJUNGAN,
  type LaporanDeposit,
  type SaldoKunjungan,
} from '@rawat/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { FilterLaporan, useRentangKasir } from '../laporan/FilterLaporan.tsx';
import { KartuRingkas } from '../laporan/KartuRingkas.tsx';
import { useLaporan } from '../laporan/laporan.api.ts';
import { type KolomLaporan, TabelLaporan } from '../laporan/TabelLaporan.tsx';

const rp = (n: number) => formatRupiah(n);
const tgl = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);

interface JumlahMutasi {
  masuk: number;
  keluar: number;
  n: number;
}

const pasien = (p: { nama: string; no_rm: string }) => (
  <>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {p.nama}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {p.no_rm}
    </Typography>
  </>
);

const kolomMutasi: KolomLaporan<Deposit, JumlahMutasi>[] = [
  {
    key: 'waktu',
    header: 'Waktu',
    nowrap: true,
    render: (m) => `${formatTanggalPendek(m.created_at)} ${formatJam(m.created_at)}`,
    jumlah: (j) => `${formatAngka(j.n)} mutasi`,
  },
  { key: 'nomor', header: 'Nomor', nowrap: true, render: (m) => m.nomor ?? '-' },
  { key: 'pasien', header: 'Pasien', render: (m) => pasien(m.pasien) },
  { key: 'jenis', header: 'Jenis', render: (m) => m.label_jenis },
  {
    key: 'metode',
    header: 'Metode / Kuitansi',
    render: (m) =>
      m.pembayaran ? m.pembayaran.nomor : [m.label_metode, m.bank?.nama].filter(Boolean).join(' · '),
  },
  {
    key: 'masuk',
    header: 'Masuk',
    align: 'right',
    render: (m) => (m.jumlah > 0 ? rp(m.jumlah) : ''),
    jumlah: (j) => rp(j.masuk),
  },
  {
    key: 'keluar',
    header: 'Keluar',
    align: 'right',
    render: (m) => (m.jumlah < 0 ? rp(-m.jumlah) : ''),
    jumlah: (j) => rp(j.keluar),
  },
  { key: 'kasir', header: 'Kasir', render: (m) => m.kasir.nama },
];

type JumlahSaldo = SaldoKunjungan['jumlah'] & { n: number };

const kolomSaldo: KolomLaporan<SaldoKunjungan, JumlahSaldo>[] = [
  {
    key: 'tanggal',
    header: 'Kunjungan',
    nowrap: true,
    render: (k) => tgl(k.tanggal),
    jumlah: (j) => `${formatAngka(j.n)} kunjungan`,
  },
  {
    key: 'pasien',
    header: 'Pasien',
    // The bill is where the rest is used or refunded.
    render: (k) => (
      <>
        <Link
          component={RouterLink}
          to={`/antrian-kasir/${k.kunjungan_uid}`}
          variant="body2"
          sx={{ fontWeight: 600 }}
        >
          {k.pasien.nama}
        </Link>
        <Typography variant="caption" color="text.secondary" component="div">
          {k.pasien.no_rm}
        </Typography>
      </>
    ),
  },
  { key: 'penjamin', header: 'Penjamin', render: (k) => LABEL_PENJAMIN_KUNJUNGAN[k.penjamin] },
  {
    key: 'setor',
    header: 'Setor',
    align: 'right',
    render: (k) => rp(k.jumlah.setor),
    jumlah: (j) => rp(j.setor),
  },
  {
    key: 'pakai',
    header: 'Dipakai',
    align: 'right',
    render: (k) => rp(k.jumlah.pakai),
    jumlah: (j) => rp(j.pakai),
  },
  {
    key: 'refund',
    header: 'Dikembalikan',
    align: 'right',
    render: (k) => rp(k.jumlah.refund),
    jumlah: (j) => rp(j.refund),
  },
  {
    key: 'saldo',
    header: 'Saldo',
    align: 'right',
    render: (k) => <strong>{rp(k.jumlah.saldo)}</strong>,
    jumlah: (j) => rp(j.saldo),
  },
];

function jumlahMutasi(mutasi: Deposit[]): JumlahMutasi {
  return {
    masuk: mutasi.reduce((s, m) => s + Math.max(0, m.jumlah), 0),
    keluar: mutasi.reduce((s, m) => s + Math.max(0, -m.jumlah), 0),
    n: mutasi.length,
  };
}

function jumlahSaldo(l: LaporanDeposit): JumlahSaldo {
  const j = { setor: 0, pakai: 0, refund: 0, saldo: 0, n: l.saldo_kunjungan.length };
  for (const k of l.saldo_kunjungan) {
    j.setor += k.jumlah.setor;
    j.pakai += k.jumlah.pakai;
    j.refund += k.jumlah.refund;
    j.saldo += k.jumlah.saldo;
  }
  return j;
}

/**
 * /laporan-deposit: the deposits taken, used against bills and refunded in a date range (Jakarta
 * days), the balance held at both ends, and the visits still holding money (a row opens the
 * visit's bill, where the rest can be used or refunded). Excel and PDF from the same endpoint.
 */
export default function LaporanDepositPage() {
  const r = useRentangKasir();
  const [jenis, setJenis] = useState<JenisDeposit | ''>('');
  const [search, setSearch] = useState('');
  const params = { dari: r.dari, sampai: r.sampai, jenis: jenis || undefined, search: search || undefined };
  const q = useLaporan(depositApi.laporan, params, r.lengkap);
  const l = q.data;
  const t = l?.total;
  return (
    <>
      <HalamanJudul
        judul="Laporan Deposit"
        keterangan="Deposit (uang muka) yang diterima, dipakai membayar tagihan, dan dikembalikan, serta saldo yang masih dititipkan pasien."
      />
      <FilterLaporan
        r={r}
        kontrak={depositApi.laporan}
        params={params}
        judul="Laporan Deposit"
        memuat={q.isFetching}
        galat={q.isError ? q.error : null}
        onCobaLagi={() => void q.refetch()}
      >
        <FilterPilih<JenisDeposit>
          label="Jenis mutasi"
          semua="Semua mutasi"
          value={jenis}
          onChange={setJenis}
          pilihan={JENIS_DEPOSIT.map((j) => ({ value: j, label: LABEL_JENIS_DEPOSIT[j] }))}
          lebar={[170, 210]}
        />
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Cari pasien, No. RM, nomor…"
          sx={{ flex: '1 1 200px', maxWidth: { sm: 260 } }}
        />
      </FilterLaporan>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <KartuRingkas
            label="Setoran"
            nilai={t?.setor}
            ikon={<SavingsIcon />}
            warna="success"
            keterangan={t ? `${formatAngka(t.jumlah_setor)} bukti setoran` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <KartuRingkas
            label="Dipakai membayar"
            nilai={t?.pakai}
            ikon={<PaymentsIcon />}
            warna="info"
            keterangan="Setelah pemakaian yang dibatalkan"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <KartuRingkas
            label="Dikembalikan"
            nilai={t?.refund}
            ikon={<UndoIcon />}
            warna="warning"
            keterangan={t ? `${formatAngka(t.jumlah_refund)} bukti pengembalian` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <KartuRingkas
            label="Saldo dititipkan (akhir)"
            nilai={l?.saldo_akhir}
            ikon={<AccountBalanceWalletIcon />}
            keterangan={l ? `Saldo awal ${rp(l.saldo_awal)}` : undefined}
          />
        </Grid>
      </Grid>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Mutasi deposit
      </Typography>
      <TabelLaporan
        label="Mutasi deposit"
        kolom={kolomMutasi}
        grup={
          l
            ? l.mutasi.length
              ? [{ kunci: 'semua', label: null, baris: l.mutasi, total: jumlahMutasi(l.mutasi) }]
              : []
            : undefined
        }
        total={l ? jumlahMutasi(l.mutasi) : undefined}
        rowKey={(m) => m.uid}
        kosong={<Typography color="text.secondary">Tidak ada mutasi deposit pada rentang ini.</Typography>}
      />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        Deposit masih dititipkan{l ? ` per ${tgl(l.sampai)}` : ''}
      </Typography>
      <TabelLaporan
        label="Saldo deposit per kunjungan"
        kolom={kolomSaldo}
        grup={
          l
            ? l.saldo_kunjungan.length
              ? [{ kunci: 'semua', label: null, baris: l.saldo_kunjungan, total: jumlahSaldo(l) }]
              : []
            : undefined
        }
        total={l ? jumlahSaldo(l) : undefined}
        rowKey={(k) => k.kunjungan_uid}
        kosong={<Typography color="text.secondary">Tidak ada deposit yang masih dititipkan.</Typography>}
      />
    </>
  );
}
