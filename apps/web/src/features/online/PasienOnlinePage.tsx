import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
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
  type Booking,
  type BookingCheckinJawaban,
  bookingBatalSchema,
  bookingDihubungiSchema,
  can,
  LABEL_STATUS_BOOKING,
  LABEL_SUMBER_BOOKING,
  STATUS_BOOKING,
  type StatusBooking,
  SUMBER_BOOKING,
  type SumberBooking,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../shell/session.tsx';
import { useToast } from '../../shell/toast.tsx';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { urlTiketPdf, usePoliAktif } from '../pendaftaran/pendaftaran.api.ts';
import { BookingBaruDialog } from './BookingBaruDialog.tsx';
import {
  useBatalBooking,
  useBookingHari,
  useCheckin,
  useDihubungi,
  usePerluDihubungi,
  useTidakDatang,
} from './online.api.ts';

const WARNA: Record<StatusBooking, 'default' | 'primary' | 'success' | 'error' | 'warning'> = {
  DIPESAN: 'primary',
  CHECKIN: 'success',
  BATAL: 'error',
  TIDAK_DATANG: 'warning',
};

export function StatusBookingChip({ status }: { status: StatusBooking }) {
  return <Chip size="small" color={WARNA[status]} label={LABEL_STATUS_BOOKING[status]} />;
}

/** /pasien-online: the day's bookings (Mobile JKN and the hospital's channel), check-in at the desk. */
export default function PasienOnlinePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const hariIni = toJakartaIsoDate(new Date());
  const [tanggal, setTanggal] = useState<string | undefined>(hariIni);
  const [status, setStatus] = useState<StatusBooking | ''>('');
  const [sumber, setSumber] = useState<SumberBooking | ''>('');
  const [poli, setPoli] = useState('');
  const [search, setSearch] = useState('');
  const [batal, setBatal] = useState<Booking | null>(null);
  const [hubungi, setHubungi] = useState<Booking | null>(null);
  const [tiket, setTiket] = useState<BookingCheckinJawaban | null>(null);
  const [bookingBaru, setBookingBaru] = useState(false);
  const { user } = useSession();
  const polis = usePoliAktif();
  const list = useBookingHari({
    tanggal: tanggal ?? hariIni,
    ...(status ? { status } : {}),
    ...(sumber ? { sumber } : {}),
    ...(poli ? { poli } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  });
  const perlu = usePerluDihubungi();
  const checkin = useCheckin();
  const batalkan = useBatalBooking();
  const dihubungi = useDihubungi();
  const tidakDatang = useTidakDatang();

  const doCheckin = async (b: Booking) => {
    try {
      const hasil = await checkin.mutateAsync(b.uid);
      toast.success(`Check-in berhasil: antrian ${hasil.nomor_antrian}`);
      setTiket(hasil);
    } catch (e) {
      toast.error(e);
    }
  };
  const doTidakDatang = async (b: Booking) => {
    try {
      const r = await tidakDatang.mutateAsync({ uid: b.uid });
      toast.success(`${r.jumlah} booking ditandai tidak datang`);
    } catch (e) {
      toast.error(e);
    }
  };

  return (
    <Box>
      <HalamanJudul
        judul="Pasien Online"
        keterangan="Booking dari Mobile JKN dan kanal rumah sakit. Check-in menjadikan booking pendaftaran dengan nomor antrian yang sama."
        aksi={
          can(user?.role, 'pasien.online:write') ? (
            <Button variant="contained" onClick={() => setBookingBaru(true)}>
              Booking Baru
            </Button>
          ) : null
        }
      />
      {(perlu.data ?? []).length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'warning.main' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
            Perlu dihubungi ({perlu.data?.length})
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Dokter cuti atau jadwal praktik berubah: hubungi pasien untuk menjadwalkan ulang.
          </Typography>
          <Table size="small">
            <TableBody>
              {(perlu.data ?? []).map((b) => (
                <TableRow key={b.uid}>
                  <TableCell>{b.tanggal}</TableCell>
                  <TableCell>{b.kodebooking}</TableCell>
                  <TableCell>{b.nama_pasien ?? 'Pasien baru'}</TableCell>
                  <TableCell>{b.nohp ?? '-'}</TableCell>
                  <TableCell>
                    {b.poli_nama} · {b.dokter_nama}
                  </TableCell>
                  <TableCell>{b.perlu_dihubungi}</TableCell>
                  <TableCell align="right">
                    {b.dihubungi_pada ? (
                      <Chip
                        size="small"
                        color="success"
                        label={`Sudah dihubungi: ${b.dihubungi_catatan ?? ''}`}
                      />
                    ) : (
                      <Button size="small" onClick={() => setHubungi(b)}>
                        Sudah dihubungi
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 240px', maxWidth: 380 }}>
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder="Cari kode booking, NIK, nama, No. RM…"
            fullWidth
          />
        </Box>
        <Box sx={{ flex: '0 1 190px' }}>
          <DateInput label="Tanggal" value={tanggal} onChange={setTanggal} noMax size="small" />
        </Box>
        <TextField
          select
          size="small"
          label="Sumber"
          value={sumber}
          onChange={(e) => setSumber(e.target.value as SumberBooking | '')}
          sx={{ flex: '0 0 180px' }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">Semua sumber</MenuItem>
          {SUMBER_BOOKING.map((s) => (
            <MenuItem key={s} value={s}>
              {LABEL_SUMBER_BOOKING[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Poli"
          value={poli}
          onChange={(e) => setPoli(e.target.value)}
          sx={{ flex: '0 0 220px' }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">Semua poli</MenuItem>
          {(polis.data ?? []).map((p) => (
            <MenuItem key={p.uid} value={p.uid}>
              {p.nama}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {(['', ...STATUS_BOOKING] as const).map((s) => {
          const jumlah = list.data?.jumlah;
          const n = s ? (jumlah?.[s] ?? 0) : Object.values(jumlah ?? {}).reduce((a, b) => a + b, 0);
          return (
            <Chip
              key={s || 'semua'}
              label={`${s ? LABEL_STATUS_BOOKING[s] : 'Semua'} (${n})`}
              color={status === s ? 'primary' : 'default'}
              variant={status === s ? 'filled' : 'outlined'}
              onClick={() => setStatus(s)}
            />
          );
        })}
      </Stack>
      {list.error ? (
        <GagalMuat error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Kode booking</TableCell>
                <TableCell>No. antrian</TableCell>
                <TableCell>Pasien</TableCell>
                <TableCell>Poli</TableCell>
                <TableCell>Dokter</TableCell>
                <TableCell>Sesi</TableCell>
                <TableCell>Penjamin</TableCell>
                <TableCell>Sumber</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Aksi</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(list.data?.rows ?? []).length === 0 && (
                <TableRow>
                  <TableCell colSpan={10} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {list.isLoading ? 'Memuat…' : 'Belum ada booking untuk filter ini'}
                  </TableCell>
                </TableRow>
              )}
              {(list.data?.rows ?? []).map((b) => (
                <TableRow
                  key={b.uid}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(`/detail-pasien-online/${b.uid}`)}
                >
                  <TableCell sx={{ fontFamily: 'monospace' }}>{b.kodebooking}</TableCell>
                  <TableCell>{b.nomor_antrian}</TableCell>
                  <TableCell>
                    {b.pasien_uid ? (
                      <>
                        {b.nama_pasien}
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {b.no_rm}
                        </Typography>
                      </>
                    ) : (
                      <Chip size="small" color="warning" label="Pasien baru" />
                    )}
                  </TableCell>
                  <TableCell>{b.poli_nama}</TableCell>
                  <TableCell>{b.dokter_nama}</TableCell>
                  <TableCell>
                    {b.jam_mulai}–{b.jam_selesai}
                  </TableCell>
                  <TableCell>{b.jenis_pasien === 'JKN' ? 'JKN' : 'Non-JKN'}</TableCell>
                  <TableCell>{LABEL_SUMBER_BOOKING[b.sumber]}</TableCell>
                  <TableCell>
                    <StatusBookingChip status={b.status} />
                    {b.perlu_dihubungi && (
                      <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
                        Perlu dihubungi
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
                    {b.status === 'DIPESAN' && b.tanggal === hariIni && b.pasien_uid && (
                      <Button
                        size="small"
                        variant="contained"
                        disabled={checkin.isPending}
                        onClick={() => doCheckin(b)}
                      >
                        Check-in
                      </Button>
                    )}
                    {b.status === 'DIPESAN' && b.tanggal === hariIni && !b.pasien_uid && (
                      <Button
                        size="small"
                        variant="contained"
                        onClick={() => navigate(`/detail-pasien-online/${b.uid}`)}
                      >
                        Lengkapi
                      </Button>
                    )}
                    {b.status === 'DIPESAN' && b.tanggal >= hariIni && (
                      <Button size="small" color="error" onClick={() => setBatal(b)}>
                        Batal
                      </Button>
                    )}
                    {b.status === 'DIPESAN' && b.tanggal < hariIni && (
                      <Button size="small" color="warning" onClick={() => doTidakDatang(b)}>
                        Tandai tidak datang
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {tanggal && tanggal < hariIni && (list.data?.jumlah.DIPESAN ?? 0) > 0 && (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() =>
                tidakDatang
                  .mutateAsync({ tanggal })
                  .then((r) => toast.success(`${r.jumlah} booking ditandai tidak datang`))
              }
            >
              Tandai semua
            </Button>
          }
        >
          Booking tanggal ini yang belum check-in dapat ditandai tidak datang.
        </Alert>
      )}
      <AlasanDialog
        open={Boolean(batal)}
        judul="Batalkan Booking"
        pesan={
          <>
            Batalkan booking <b>{batal?.kodebooking}</b> ({batal?.nomor_antrian}, {batal?.poli_nama})? BPJS
            akan diberi tahu.
          </>
        }
        label="Alasan pembatalan"
        aturan={bookingBatalSchema.shape.alasan}
        tombol="Batalkan Booking"
        tombolBatal="Kembali"
        onClose={() => setBatal(null)}
        onKirim={async (alasan) => {
          if (batal) await batalkan.mutateAsync({ uid: batal.uid, alasan });
          toast.success('Booking dibatalkan');
        }}
      />
      <AlasanDialog
        open={Boolean(hubungi)}
        judul="Sudah Dihubungi"
        pesan={<>Catat hasil menghubungi pasien booking {hubungi?.kodebooking}.</>}
        label="Catatan"
        aturan={bookingDihubungiSchema.shape.catatan}
        tombol="Simpan"
        onClose={() => setHubungi(null)}
        onKirim={async (catatan) => {
          if (hubungi) await dihubungi.mutateAsync({ uid: hubungi.uid, catatan });
        }}
      />
      <BookingBaruDialog
        open={bookingBaru}
        onClose={() => setBookingBaru(false)}
        onTersimpan={(b) => setTanggal(b.tanggal)}
      />
      <PdfViewerDialog
        open={Boolean(tiket)}
        title={`Tiket Antrian ${tiket?.nomor_antrian ?? ''}`}
        url={tiket ? urlTiketPdf(tiket.layanan_uid) : ''}
        onClose={() => setTiket(null)}
      />
    </Box>
  );
}
