import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CancelIcon from '@mui/icons-material/Cancel';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { can, formatTanggal, formatTanggalWaktu, ringkasBiayaPendaftaran } from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { useSession } from '../../shell/session.tsx';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { PanelSep } from '../sep/PanelSep.tsx';
import { BatalDialog } from './BatalDialog.tsx';
import { urlTiketPdf, usePendaftaran } from './pendaftaran.api.ts';
import { StatusAntrianChip } from './StatusAntrianChip.tsx';

function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 1, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** /detailpendaftaran/:id: one registration, its ticket, its cancellation and (BPJS) its SEP. */
export default function DetailPendaftaranPage({ params }: HalamanProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useSession();
  const q = usePendaftaran(params.id);
  const [tiket, setTiket] = useState(false);
  const [batal, setBatal] = useState(false);
  const p = q.data;

  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  if (!p) return <Skeleton variant="rounded" height={320} />;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <HalamanJudul
        judul="Detail Pendaftaran"
        keterangan={`${p.jenis_kunjungan_label} · ${formatTanggal(p.tanggal)}`}
        aksi={
          <>
            <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => navigate('/pendaftaran')}>
              Kembali
            </Button>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => setTiket(true)}>
              Cetak Tiket
            </Button>
            {p.status === 'WAITING' ? (
              <Button
                color="error"
                variant="outlined"
                startIcon={<CancelIcon />}
                onClick={() => setBatal(true)}
              >
                Batalkan
              </Button>
            ) : null}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography variant="overline" color="text.secondary">
            Nomor Antrian
          </Typography>
          <Typography sx={{ fontSize: 56, fontWeight: 800, fontFamily: 'monospace', lineHeight: 1.1 }}>
            {p.nomor_antrian}
          </Typography>
          <Typography sx={{ mb: 1.5 }}>{p.poli.nama}</Typography>
          <StatusAntrianChip status={p.status} size="medium" />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          {p.status === 'BATAL' ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              Pendaftaran dibatalkan{p.alasan_batal ? `: ${p.alasan_batal}` : ''}
            </Alert>
          ) : null}
          <Baris label="Pasien">
            <b>{p.pasien.nama}</b> ({p.pasien.no_rm})
          </Baris>
          <Baris label="Tanggal">{formatTanggal(p.tanggal)}</Baris>
          <Baris label="Poliklinik">{p.poli.nama}</Baris>
          <Baris label="Dokter">{p.dokter?.nama}</Baris>
          <Baris label="Jam Praktik">
            {p.jam_mulai ? `${p.jam_mulai}–${p.jam_selesai} WIB` : 'Setiap saat (IGD)'}
          </Baris>
          <Baris label="Penjamin">{p.penjamin_label}</Baris>
          {p.no_kartu ? <Baris label="No. Kartu">{p.no_kartu}</Baris> : null}
          {p.no_rujukan ? <Baris label="No. Rujukan">{p.no_rujukan}</Baris> : null}
          {p.no_sep ? <Baris label="No. SEP">{p.no_sep}</Baris> : null}
          <Baris label="Keluhan">{p.keluhan}</Baris>
          {/* The fees this registration put on the bill (none for an added clinic or once cancelled). */}
          <Baris label="Biaya Pendaftaran">{ringkasBiayaPendaftaran(p.biaya)}</Baris>
          <Baris label="Didaftarkan">
            {formatTanggalWaktu(p.created_at)}
            {p.dibuat_oleh_nama ? ` oleh ${p.dibuat_oleh_nama}` : ''}
          </Baris>
          <Baris label="Kode Tiket">
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {p.kode_tiket}
            </Box>
          </Baris>
        </Paper>
      </Box>
      {p.penjamin === 'BPJS' && can(user?.role, 'sep:write') ? <PanelSep p={p} /> : null}
      <PdfViewerDialog
        open={tiket}
        title={`Tiket Antrian ${p.nomor_antrian}`}
        url={urlTiketPdf(p.uid)}
        onClose={() => setTiket(false)}
      />
      <BatalDialog
        pendaftaran={batal ? p : null}
        onClose={() => setBatal(false)}
        onDibatalkan={(b) => {
          setBatal(false);
          toast.success(`Pendaftaran ${b.nomor_antrian} dibatalkan`);
        }}
      />
    </Box>
  );
}
