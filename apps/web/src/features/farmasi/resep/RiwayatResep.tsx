import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatTanggalWaktu, type Resep } from '@rawat/domain';

interface Peristiwa {
  kunci: string;
  judul: string;
  waktu: string;
  keterangan?: string | null;
  warna: string;
}

/** What happened to a prescription, oldest first, from its timestamps. */
function peristiwa(r: Resep): Peristiwa[] {
  const daftar: (Peristiwa | null)[] = [
    {
      kunci: 'dibuat',
      judul: 'Resep ditulis',
      waktu: r.created_at,
      keterangan: [r.dokter?.nama, r.poli.nama].filter(Boolean).join(' · '),
      warna: 'grey.500',
    },
    r.disetujui_pada
      ? {
          kunci: 'disetujui',
          judul: 'Disetujui farmasi',
          waktu: r.disetujui_pada,
          keterangan: r.lokasi ? `Disiapkan di ${r.lokasi.nama}` : null,
          warna: 'info.main',
        }
      : null,
    r.selesai_pada
      ? {
          kunci: 'selesai',
          judul: 'Selesai disiapkan',
          waktu: r.selesai_pada,
          keterangan: 'Stok keluar dari depo; tagihan obat masuk ke kasir',
          warna: 'primary.main',
        }
      : null,
    r.dipanggil_pada
      ? {
          kunci: 'dipanggil',
          judul: r.dipanggil_kali > 1 ? `Dipanggil ${r.dipanggil_kali}×` : 'Dipanggil',
          waktu: r.dipanggil_pada,
          keterangan: r.dipanggil_kali > 1 ? 'Waktu panggilan terakhir' : 'Dipanggil ke loket farmasi',
          warna: 'warning.main',
        }
      : null,
    r.diserahkan_pada
      ? {
          kunci: 'diserahkan',
          judul: 'Obat diserahkan',
          waktu: r.diserahkan_pada,
          keterangan: `Diterima oleh ${r.penerima ?? r.pasien.nama}`,
          warna: 'success.main',
        }
      : null,
    // The table keeps no separate rejection time: the last change is the rejection.
    r.status === 'REJECTED'
      ? { kunci: 'ditolak', judul: 'Ditolak', waktu: r.updated_at, keterangan: r.alasan, warna: 'error.main' }
      : null,
    r.diretur_pada
      ? {
          kunci: 'diretur',
          judul: 'Diretur',
          waktu: r.diretur_pada,
          keterangan: r.alasan_retur,
          warna: 'secondary.main',
        }
      : null,
  ];
  return daftar
    .filter((p): p is Peristiwa => p !== null)
    .sort((a, b) => new Date(a.waktu).getTime() - new Date(b.waktu).getTime());
}

/** The status timeline of the detail page. */
export function RiwayatResep({ resep }: { resep: Resep }) {
  const daftar = peristiwa(resep);
  return (
    <Box component="ol" aria-label="Riwayat status" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {daftar.map((p, i) => (
        <Box component="li" key={p.kunci} sx={{ display: 'flex', gap: 1.5 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: p.warna, flexShrink: 0 }} />
            {i < daftar.length - 1 ? <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} /> : null}
          </Box>
          <Box sx={{ pb: 2, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {p.judul}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {formatTanggalWaktu(p.waktu)}
            </Typography>
            {p.keterangan ? (
              <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
                {p.keterangan}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
