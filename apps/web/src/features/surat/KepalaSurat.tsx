import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatTanggal,
  formatTanggalWaktu,
  type JenisKelamin,
  LABEL_JENIS_KELAMIN,
  LABEL_STATUS_SURAT,
  type LayananSurat,
  type Surat,
  type SuratKonteks,
} from '@rawat/domain';
import { useNavigate } from 'react-router';
import { StatusSuratChip } from './StatusSuratChip.tsx';
import { HALAMAN_SURAT } from './surat.halaman.ts';

/** Who the letter is about and the visit it is written from. */
export function KepalaSurat({
  pasien,
  layanan,
  surat,
}: {
  pasien: Surat['pasien'];
  layanan: LayananSurat | null;
  surat: Surat | null;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderLeft: 4, borderLeftColor: 'primary.main' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {pasien.nama}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            No. RM <b>{pasien.no_rm}</b> ·{' '}
            {LABEL_JENIS_KELAMIN[pasien.jenis_kelamin as JenisKelamin] ?? pasien.jenis_kelamin} ·{' '}
            {formatTanggal(pasien.tanggal_lahir)} ({pasien.umur})
          </Typography>
          {layanan ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Kunjungan {formatTanggal(layanan.tanggal)} · {layanan.poli.nama} ·{' '}
              {layanan.dokter?.nama ?? 'Dokter jaga'} · {layanan.penjamin_label}
              {layanan.no_sep ? ` · SEP ${layanan.no_sep}` : ''}
            </Typography>
          ) : null}
        </Box>
        {surat ? (
          <Box sx={{ textAlign: 'right' }}>
            <StatusSuratChip status={surat.status} versi={surat.versi} />
            <Typography variant="body2" sx={{ mt: 0.5, fontFamily: 'monospace', fontWeight: 700 }}>
              {surat.nomor ?? 'Belum bernomor'}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Tanggal surat {formatTanggal(surat.tanggal)}
            </Typography>
          </Box>
        ) : (
          <Chip size="small" color="warning" variant="outlined" label="Baru — belum disimpan" />
        )}
      </Box>
    </Paper>
  );
}

/** Where a letter stands: issued by whom, cancelled why, which version replaces which. */
export function RiwayatSurat({ surat, bolehTulis }: { surat: Surat; bolehTulis: boolean }) {
  const navigate = useNavigate();
  const buka = (uid: string) => navigate(`${HALAMAN_SURAT[surat.kelompok].edit}/${uid}`);
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {surat.status === 'TERBIT' && surat.diterbitkan_pada ? (
        <Alert severity="success">
          Diterbitkan {formatTanggalWaktu(surat.diterbitkan_pada)}
          {surat.diterbitkan_oleh ? ` oleh ${surat.diterbitkan_oleh}` : ''}. Surat yang sudah terbit tidak
          dapat diubah{bolehTulis ? '; untuk memperbaikinya, buat versi baru' : ''}.
        </Alert>
      ) : null}
      {surat.status === 'DIBATALKAN' ? (
        <Alert severity="error">
          Dibatalkan{surat.dibatalkan_pada ? ` ${formatTanggalWaktu(surat.dibatalkan_pada)}` : ''}:{' '}
          {surat.alasan_batal ?? '-'}
        </Alert>
      ) : null}
      {surat.mengganti ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => buka(surat.mengganti?.uid ?? '')}>
              Lihat
            </Button>
          }
        >
          Versi {surat.versi}: pengganti surat {surat.mengganti.nomor ?? '(draf)'} (
          {LABEL_STATUS_SURAT[surat.mengganti.status].toLowerCase()}).
          {surat.status === 'DRAF' ? ' Surat lama tetap berlaku sampai versi ini diterbitkan.' : ''}
        </Alert>
      ) : null}
      {surat.diganti_oleh ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => buka(surat.diganti_oleh?.uid ?? '')}>
              Lihat
            </Button>
          }
        >
          {surat.diganti_oleh.status === 'DIBATALKAN'
            ? `Versi ${surat.diganti_oleh.versi} pernah dibuat lalu dibatalkan.`
            : `Diganti oleh versi ${surat.diganti_oleh.versi} ${surat.diganti_oleh.nomor ?? '(masih draf)'}.`}
        </Alert>
      ) : null}
    </Box>
  );
}

/** On a new letter: the letters this visit already has, so none is written twice by mistake. */
export function SuratKunjungan({ konteks }: { konteks: SuratKonteks }) {
  const navigate = useNavigate();
  const hidup = konteks.surat.filter((s) => s.status !== 'DIBATALKAN');
  if (!hidup.length) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Kunjungan ini sudah memiliki {hidup.length} surat:{' '}
      {hidup.map((s, i) => (
        <Box component="span" key={s.uid}>
          {i ? ', ' : ''}
          <Button
            size="small"
            sx={{ p: 0, minWidth: 0, textTransform: 'none', verticalAlign: 'baseline' }}
            onClick={() => navigate(`${HALAMAN_SURAT[s.kelompok].edit}/${s.uid}`)}
          >
            {s.nomor ?? `draf ${s.ringkasan}`}
          </Button>
        </Box>
      ))}
      .
    </Alert>
  );
}
