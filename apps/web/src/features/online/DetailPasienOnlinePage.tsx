import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BookingCheckinJawaban,
  formatTanggal,
  LABEL_JENIS_KUNJUNGAN_ANTREAN,
  LABEL_SUMBER_BOOKING,
  toJakartaIsoDate,
} from '@rawat/domain';
import { type ReactNode, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { useToast } from '../../shell/toast.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { urlTiketPdf } from '../pendaftaran/pendaftaran.api.ts';
import { useBooking, useCariPasien, useCheckin, useLengkapi } from './online.api.ts';
import { StatusBookingChip } from './PasienOnlinePage.tsx';

const waktu = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('id-ID', {
        timeZone: 'Asia/Jakarta',
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '-';

function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell sx={{ width: 220, color: 'text.secondary' }}>{label}</TableCell>
      <TableCell>{children}</TableCell>
    </TableRow>
  );
}

/** /detail-pasien-online/:id: everything about a booking; a new patient is completed here, then checked in. */
export default function DetailPasienOnlinePage({ params }: HalamanProps) {
  const uid = params.id ?? '';
  const toast = useToast();
  const q = useBooking(uid);
  const checkin = useCheckin();
  const lengkapi = useLengkapi();
  const [cari, setCari] = useState('');
  const [tiket, setTiket] = useState<BookingCheckinJawaban | null>(null);
  // When the desk opened the booking: BPJS tasks 1 and 2 of a new patient (docs/antrean-online.md).
  const dibuka = useRef(new Date().toISOString());
  const b = q.data;
  const pasien = useCariPasien(cari || (b && !b.pasien_uid ? b.nik : ''));
  const hariIni = toJakartaIsoDate(new Date());

  if (q.error) return <GagalMuat error={q.error} onRetry={() => q.refetch()} />;
  if (!b) return <Typography color="text.secondary">Memuat…</Typography>;
  const bisaCheckin = b.status === 'DIPESAN' && b.tanggal === hariIni;

  const selesai = (r: BookingCheckinJawaban) => {
    toast.success(`Check-in berhasil: antrian ${r.nomor_antrian}`);
    setTiket(r);
  };

  return (
    <Box>
      <HalamanJudul
        judul={`Booking ${b.kodebooking}`}
        keterangan={`${LABEL_SUMBER_BOOKING[b.sumber]} · ${b.poli_nama} · ${formatTanggal(b.tanggal)}`}
        aksi={
          bisaCheckin && b.pasien_uid ? (
            <Button
              variant="contained"
              disabled={checkin.isPending}
              onClick={() => checkin.mutateAsync(b.uid).then(selesai, (e) => toast.error(e))}
            >
              Check-in
            </Button>
          ) : null
        }
      />
      {b.perlu_dihubungi && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Perlu dihubungi: {b.perlu_dihubungi}
          {b.dihubungi_pada
            ? ` — sudah dihubungi ${waktu(b.dihubungi_pada)} (${b.dihubungi_catatan ?? ''})`
            : ''}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Table size="small">
          <TableBody>
            <Baris label="Status">
              <StatusBookingChip status={b.status} />
            </Baris>
            <Baris label="Kode booking">
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {b.kodebooking}
              </Box>
            </Baris>
            <Baris label="Nomor antrian">{b.nomor_antrian}</Baris>
            <Baris label="Pasien">
              {b.pasien_uid ? `${b.no_rm} – ${b.nama_pasien}` : 'Pasien baru (belum memiliki No. RM)'}
            </Baris>
            <Baris label="NIK">{b.nik}</Baris>
            <Baris label="No. kartu BPJS">{b.nomorkartu ?? '-'}</Baris>
            <Baris label="No. HP">{b.nohp ?? '-'}</Baris>
            <Baris label="Poli / dokter">
              {b.poli_nama} · {b.dokter_nama}
            </Baris>
            <Baris label="Tanggal / sesi">
              {formatTanggal(b.tanggal)}, {b.jam_mulai}–{b.jam_selesai}
            </Baris>
            <Baris label="Estimasi dilayani">{waktu(b.estimasi_dilayani)}</Baris>
            <Baris label="Penjamin">{b.jenis_pasien === 'JKN' ? 'JKN (BPJS)' : 'Non-JKN (umum)'}</Baris>
            <Baris label="Jenis kunjungan">
              {b.jenis_kunjungan ? LABEL_JENIS_KUNJUNGAN_ANTREAN[b.jenis_kunjungan] : '-'}
            </Baris>
            <Baris label="No. referensi">{b.nomor_referensi ?? '-'}</Baris>
            <Baris label="Dibuat">{waktu(b.dibuat_pada)}</Baris>
            {b.checkin_pada && <Baris label="Check-in">{waktu(b.checkin_pada)}</Baris>}
            {b.layanan_uid && (
              <Baris label="Pendaftaran">
                <RouterLink to={`/detailpendaftaran/${b.layanan_uid}`}>Lihat pendaftaran</RouterLink>
              </Baris>
            )}
            {b.batal_pada && (
              <Baris label="Dibatalkan">
                {waktu(b.batal_pada)}: {b.alasan_batal}
              </Baris>
            )}
          </TableBody>
        </Table>
      </Paper>

      {bisaCheckin && !b.pasien_uid && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
            Lengkapi data pasien baru
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Cari data pasien dengan NIK {b.nik}; bila belum ada, buat data pasien baru: NIK, kartu dan nomor
            HP terisi dari booking, dan pasien langsung check-in setelah disimpan.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <TextField
              size="small"
              label="Cari NIK, nama atau No. RM"
              value={cari}
              onChange={(e) => setCari(e.target.value)}
              sx={{ minWidth: 320 }}
            />
            <Button component={RouterLink} to={`/pendaftaran-pasien-baru?booking=${b.uid}`}>
              Buat data pasien baru
            </Button>
          </Stack>
          <List dense>
            {(pasien.data ?? []).map((p) => (
              <ListItemButton
                key={p.uid}
                disabled={lengkapi.isPending}
                onClick={() =>
                  lengkapi
                    .mutateAsync({ uid: b.uid, pasien_uid: p.uid, dilayani_sejak: dibuka.current })
                    .then(selesai, (e) => toast.error(e))
                }
              >
                <ListItemText
                  primary={`${p.no_rm} – ${p.nama}`}
                  secondary={`NIK ${p.nik_tersamar ?? '-'} · lahir ${p.tanggal_lahir} · pilih untuk check-in`}
                />
              </ListItemButton>
            ))}
            {pasien.data?.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                Tidak ada pasien yang cocok.
              </Typography>
            )}
          </List>
        </Paper>
      )}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
          Riwayat laporan ke BPJS
        </Typography>
        {b.riwayat_bpjs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Belum ada laporan (atau bridging BPJS Antrean belum diaktifkan).
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Waktu</TableCell>
                <TableCell>Jenis</TableCell>
                <TableCell>Ringkasan</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {b.riwayat_bpjs.map((r) => (
                <TableRow key={`${r.jenis}-${r.dibuat_pada}-${r.ringkasan}`}>
                  <TableCell>{waktu(r.dibuat_pada)}</TableCell>
                  <TableCell>{r.jenis}</TableCell>
                  <TableCell>{r.ringkasan}</TableCell>
                  <TableCell>
                    {r.status}
                    {r.pesan_galat ? ` — ${r.pesan_galat}` : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <PdfViewerDialog
        open={Boolean(tiket)}
        title={`Tiket Antrian ${tiket?.nomor_antrian ?? ''}`}
        url={tiket ? urlTiketPdf(tiket.layanan_uid) : ''}
        onClose={() => setTiket(null)}
      />
    </Box>
  );
}
