import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LockIcon from '@mui/icons-material/Lock';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatTanggal, formatTanggalWaktu, MAKS_PIN_SALAH, type Penanda } from '@rawat/domain';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { usePenandaSaya } from './esign.api.ts';
import { namaPenerbit, samarkanNik, tanpaTitik } from './esign.label.tsx';
import { FormPendaftaranPenanda } from './FormPendaftaranPenanda.tsx';

/** Days from now until a moment, rounded down (negative once past). */
export function sisaHari(iso: string): number {
  return Math.floor((new Date(iso).getTime() - Date.now()) / 86_400_000);
}

function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.75,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Identitas({ p }: { p: Penanda }) {
  return (
    <>
      <Baris label="Nama sesuai KTP">{p.nama_ktp}</Baris>
      <Baris label="NIK">{samarkanNik(p.nik)}</Baris>
      <Baris label="Email">{p.email}</Baris>
      <Baris label="Nomor HP">{p.telepon}</Baris>
      <Baris label="Didaftarkan">{formatTanggalWaktu(p.dibuat_pada)}</Baris>
    </>
  );
}

function Kartu({
  ikon,
  warna,
  judul,
  children,
}: {
  ikon: ReactNode;
  warna: string;
  judul: string;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760, borderTop: 4, borderTopColor: warna }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <Box sx={{ color: warna, display: 'flex' }}>{ikon}</Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {judul}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

function Aktif({ p }: { p: Penanda }) {
  const s = p.sertifikat;
  const sisa = s ? sisaHari(s.berlaku_sampai) : null;
  return (
    <Kartu
      ikon={<VerifiedUserIcon fontSize="large" />}
      warna="success.main"
      judul="Tanda tangan elektronik Anda aktif"
    >
      {p.pin_terkunci ? (
        <Alert severity="error" icon={<LockIcon />} sx={{ mb: 2 }}>
          <AlertTitle>PIN terkunci</AlertTitle>
          PIN salah {MAKS_PIN_SALAH} kali berturut-turut. Anda belum dapat menandatangani sampai administrator
          membuka kuncinya.
        </Alert>
      ) : p.pin_salah > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          PIN pernah salah {p.pin_salah} kali berturut-turut. Setelah {MAKS_PIN_SALAH} kali salah, PIN
          terkunci.
        </Alert>
      ) : null}
      {sisa !== null && sisa < 30 ? (
        <Alert severity={sisa < 0 ? 'error' : 'warning'} sx={{ mb: 2 }}>
          {sisa < 0
            ? 'Sertifikat Anda sudah habis masa berlakunya. Hubungi administrator.'
            : `Sertifikat Anda habis masa berlakunya dalam ${sisa} hari. Hubungi administrator untuk memperpanjang.`}
        </Alert>
      ) : null}
      {p.pin_terkunci ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Anda dapat menandatangani dokumen yang diajukan kepada Anda dengan PIN Anda.
        </Typography>
      )}
      {s ? (
        <>
          <Baris label="Nomor seri sertifikat">
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {s.serial}
            </Box>
          </Baris>
          <Baris label="Penerbit">{namaPenerbit(s.penerbit)}</Baris>
          <Baris label="Berlaku sampai">{formatTanggal(s.berlaku_sampai)}</Baris>
        </>
      ) : null}
      <Identitas p={p} />
      {p.diverifikasi_pada ? (
        <Baris label="Diverifikasi">
          {formatTanggalWaktu(p.diverifikasi_pada)}
          {p.diverifikasi_oleh ? ` oleh ${p.diverifikasi_oleh}` : ''}
        </Baris>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <Button component={RouterLink} to="/list-pengajuan-esign" variant="contained">
          Buka Daftar Pengajuan
        </Button>
      </Box>
    </Kartu>
  );
}

/** The signer's own registration: the form, or where it stands. */
export function PendaftaranSaya() {
  const q = usePenandaSaya();
  const [daftarUlang, setDaftarUlang] = useState(false);
  const p = q.data;

  if (q.isError)
    return (
      <GagalMuat error={q.error} onRetry={() => void q.refetch()} judul="Status pendaftaran gagal dimuat" />
    );
  if (p === undefined) return <Skeleton variant="rounded" height={320} sx={{ maxWidth: 760 }} />;

  if (p === null || daftarUlang) {
    return (
      <Box>
        {p?.status === 'DITOLAK' ? (
          <Alert severity="warning" sx={{ mb: 2, maxWidth: 960 }}>
            <b>Pendaftaran sebelumnya ditolak:</b> {tanpaTitik(p.alasan_tolak ?? 'tanpa alasan')}. Perbaiki
            isian atau foto, lalu kirim lagi.
          </Alert>
        ) : (
          <Alert severity="info" sx={{ mb: 2, maxWidth: 960 }}>
            Daftarkan diri Anda untuk dapat menandatangani resume medis, surat, hasil laboratorium dan
            ekspertise secara elektronik. Administrator akan memverifikasi identitas Anda sebelum sertifikat
            diterbitkan.
          </Alert>
        )}
        <FormPendaftaranPenanda
          sebelumnya={p}
          onBatal={daftarUlang ? () => setDaftarUlang(false) : undefined}
          onTerkirim={() => setDaftarUlang(false)}
        />
      </Box>
    );
  }

  if (p.status === 'AKTIF') return <Aktif p={p} />;

  if (p.status === 'DIAJUKAN') {
    return (
      <Kartu
        ikon={<HourglassTopIcon fontSize="large" />}
        warna="info.main"
        judul="Menunggu verifikasi administrator"
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Pendaftaran Anda sudah kami terima. Administrator akan mencocokkan data dengan foto KTP dan swafoto
          Anda. Halaman ini diperbarui otomatis setelah pendaftaran disetujui.
        </Typography>
        <Identitas p={p} />
      </Kartu>
    );
  }

  // DITOLAK or NONAKTIF: the reason, and a way to register again.
  const ditolak = p.status === 'DITOLAK';
  return (
    <Kartu
      ikon={<LockIcon fontSize="large" />}
      warna="error.main"
      judul={ditolak ? 'Pendaftaran ditolak' : 'Tanda tangan elektronik nonaktif'}
    >
      <Alert severity="error" sx={{ mb: 1.5 }}>
        {ditolak ? (
          <>
            <b>Alasan:</b> {p.alasan_tolak ?? 'tidak disebutkan'}
          </>
        ) : (
          'Sertifikat Anda sudah dicabut. Hubungi administrator, atau daftar ulang.'
        )}
        {p.diverifikasi_pada ? (
          <Typography variant="caption" component="div" sx={{ mt: 0.5 }}>
            {formatTanggalWaktu(p.diverifikasi_pada)}
            {p.diverifikasi_oleh ? ` · ${p.diverifikasi_oleh}` : ''}
          </Typography>
        ) : null}
      </Alert>
      <Identitas p={p} />
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => setDaftarUlang(true)}>
          Daftar Ulang
        </Button>
      </Box>
    </Kartu>
  );
}
