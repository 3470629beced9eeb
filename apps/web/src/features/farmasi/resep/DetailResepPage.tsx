import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  formatTanggalWaktu,
  LABEL_PENJAMIN_KUNJUNGAN,
  obatTertahan,
  type Resep,
} from '@rawat/domain';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { pesanError } from '../../../shell/toast.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { ID_ALASAN_TERTAHAN, TombolAksiResep } from './AksiResep.tsx';
import { RiwayatResep } from './RiwayatResep.tsx';
import { useResepFarmasi } from './resep.api.ts';
import { lamaSejak, ringkasIsi, useSekarang, WARNA_TAHAP } from './resep.format.ts';
import { TabelBarisResep } from './TabelBarisResep.tsx';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children || '–'}
      </Typography>
    </Box>
  );
}

function Bagian({ judul, children }: { judul: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={judul} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {judul}
      </Typography>
      {children}
    </Paper>
  );
}

const TERBUKA = new Set(['DIMINTA', 'DISIAPKAN', 'SIAP']);

function KartuNomor({ resep: r }: { resep: Resep }) {
  const sekarang = useSekarang(30_000);
  return (
    <Paper variant="outlined" sx={{ p: 2.5, textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary">
        Nomor Antrian
      </Typography>
      <Typography
        aria-label="Nomor antrian"
        sx={{ fontSize: 56, fontWeight: 800, fontFamily: 'monospace', lineHeight: 1.1, my: 0.5 }}
      >
        {r.nomor_antrian ?? '–'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.75, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Chip color={WARNA_TAHAP[r.tahap]} label={r.label_tahap} sx={{ fontWeight: 600 }} />
        {r.tahap === 'SIAP' && obatTertahan(r.tagihan_obat) ? (
          <Chip color="error" variant="outlined" label="Belum lunas" sx={{ fontWeight: 600 }} />
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {TERBUKA.has(r.tahap)
          ? `Menunggu ${lamaSejak(r.created_at, sekarang)}`
          : r.diserahkan_pada
            ? `Diserahkan ${formatTanggalWaktu(r.diserahkan_pada)}`
            : `Masuk ${formatTanggalWaktu(r.created_at)}`}
      </Typography>
      {r.dipanggil_kali ? (
        <Typography variant="caption" color="text.secondary" component="p">
          Dipanggil {r.dipanggil_kali}×
        </Typography>
      ) : null}
    </Paper>
  );
}

/** /detailpesanobat/:id: one prescription at the pharmacy, its lines, its history and the next steps. */
export default function DetailResepPage({ params }: HalamanProps) {
  const navigate = useNavigate();
  const lokasi = useLocation();
  const q = useResepFarmasi(params.id ?? '');
  const r = q.data;
  const kembali = (lokasi.state as { kembali?: string } | null)?.kembali ?? '/farmasi/antrian';

  if (q.isError && !r)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => navigate(kembali)}>
            Kembali
          </Button>
        }
      >
        {pesanError(q.error)}
      </Alert>
    );
  if (!r) return <Skeleton variant="rounded" height={360} />;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <HalamanJudul
        judul={`Resep ${r.nomor}`}
        keterangan={`Masuk ${formatTanggalWaktu(r.created_at)}`}
        aksi={
          <>
            <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => navigate(kembali)}>
              Kembali
            </Button>
            <TombolAksiResep resep={r} />
          </>
        }
      />
      {r.tahap === 'SIAP' && obatTertahan(r.tagihan_obat) ? (
        <Alert severity="warning" sx={{ mb: 2 }} id={ID_ALASAN_TERTAHAN}>
          Obat belum dibayar di kasir: {formatRupiah(r.tagihan_obat.belum_dibayar)}. Untuk pasien{' '}
          {LABEL_PENJAMIN_KUNJUNGAN[r.penjamin]}, obat diserahkan setelah tagihannya lunas; minta pasien
          membayar di kasir terlebih dahulu.
        </Alert>
      ) : null}
      {r.status === 'REJECTED' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Resep ditolak farmasi: {r.alasan ?? '–'}
        </Alert>
      ) : null}
      {r.status === 'RETUR' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Resep diretur: {r.alasan_retur ?? '–'}. Obat kembali ke stok dan tagihannya dibatalkan.
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <KartuNomor resep={r} />
          <Bagian judul="Riwayat Status">
            <RiwayatResep resep={r} />
          </Bagian>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  sm: 'repeat(3, minmax(0, 1fr))',
                  lg: 'repeat(4, minmax(0, 1fr))',
                },
              }}
            >
              <Info label="Pasien">{r.pasien.nama}</Info>
              <Info label="No. RM">
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {r.pasien.no_rm}
                </Box>
              </Info>
              <Info label="Poli">{r.poli.nama}</Info>
              <Info label="Dokter">{r.dokter?.nama}</Info>
              <Info label="Penjamin">{LABEL_PENJAMIN_KUNJUNGAN[r.penjamin]}</Info>
              <Info label="No. Resep">
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {r.nomor}
                </Box>
              </Info>
              <Info label="Depo">
                {r.lokasi?.nama ?? (r.tahap === 'DIMINTA' ? 'Dipilih saat disetujui' : '–')}
              </Info>
              <Info label="Isi Resep">
                {ringkasIsi(
                  r.detail.filter((d) => d.jenis === 'NON_RACIKAN').length,
                  r.detail.filter((d) => d.jenis === 'RACIKAN').length,
                )}
              </Info>
            </Box>
            {r.catatan ? (
              <Typography variant="body2" sx={{ mt: 2 }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Catatan dokter:{' '}
                </Box>
                {r.catatan}
              </Typography>
            ) : null}
          </Paper>
          <Bagian judul="Daftar Obat">
            <TabelBarisResep resep={r} />
            {r.tahap === 'DIMINTA' || r.tahap === 'DISIAPKAN' ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                Harga dihitung saat resep selesai disiapkan, sesuai penjamin kunjungan.
              </Typography>
            ) : null}
          </Bagian>
        </Box>
      </Box>
    </Box>
  );
}
