import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  can,
  formatJam,
  LABEL_ASAL_TRANSISI,
  LABEL_SKALA_PULIH,
  LABEL_TUJUAN_TRANSISI,
  type StatusTransisi,
  type Transisi,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shell/session.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { DariOperasiPanel } from './DariOperasiPanel.tsx';
import { TerimaPasienDialog } from './TerimaPasienDialog.tsx';
import { lamaMenit, useDaftarTransisi } from './transisi.api.ts';

/** 'Aldrete 10/10' in green when it meets the criterion, amber when not. */
export function ChipSkor({ t }: { t: Pick<Transisi, 'skor_terakhir' | 'skala'> }) {
  const s = t.skor_terakhir;
  const nama = LABEL_SKALA_PULIH[t.skala].split(' ')[0];
  if (!s) return <Chip size="small" variant="outlined" label={`${nama} belum dinilai`} />;
  return (
    <Chip
      size="small"
      color={s.memenuhi ? 'success' : 'warning'}
      label={`${nama} ${s.total}/${s.maksimal}`}
      title={
        s.memenuhi ? `Memenuhi kriteria pindah (≥ ${s.minimal})` : `Belum memenuhi kriteria (≥ ${s.minimal})`
      }
    />
  );
}

/** When the next vitals are due, red once late. */
export function ChipVital({ t }: { t: Pick<Transisi, 'vital_berikut'> }) {
  const v = t.vital_berikut;
  if (!v) return <>—</>;
  return v.terlambat ? (
    <Chip size="small" color="error" label={`TTV terlambat (${formatJam(v.jatuh_tempo)})`} />
  ) : (
    <Chip size="small" variant="outlined" label={`TTV ${formatJam(v.jatuh_tempo)}`} />
  );
}

/** /transisi: the patients in the recovery room now, or those who left today. */
export default function TransisiPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [status, setStatus] = useState<StatusTransisi>('OBSERVASI');
  const [terima, setTerima] = useState(false);
  const daftar = useDaftarTransisi(status);
  const rows = daftar.data ?? [];
  const di = status === 'OBSERVASI';
  // ADMIN and MANAGEMENT hold transisi:write by the registry's rule but only read the room.
  const bolehTerima =
    can(user?.role, 'transisi:write') && user?.role !== 'ADMIN' && user?.role !== 'MANAGEMENT';

  return (
    <Box>
      <HalamanJudul
        judul="Ruang Transisi"
        keterangan="Pasien pasca operasi atau tindakan dengan sedasi/anestesi: tanda vital tiap 15 menit dan skor Aldrete (dewasa) atau Steward (anak) sampai memenuhi kriteria pindah. Diperbarui otomatis."
        aksi={
          bolehTerima ? (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setTerima(true)}>
              Terima Pasien
            </Button>
          ) : null
        }
      />
      <DariOperasiPanel aktif={bolehTerima} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={status}
        onChange={(_, v: StatusTransisi | null) => v && setStatus(v)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="OBSERVASI">Di ruang transisi</ToggleButton>
        <ToggleButton value="SELESAI">Keluar hari ini</ToggleButton>
      </ToggleButtonGroup>
      {daftar.isError ? (
        <GagalMuat error={daftar.error} onRetry={() => void daftar.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Pasien ruang transisi">
            <TableHead>
              <TableRow>
                <TableCell>Pasien</TableCell>
                <TableCell>Asal</TableCell>
                <TableCell>Tindakan / anestesi</TableCell>
                <TableCell>Masuk</TableCell>
                <TableCell>Lama</TableCell>
                <TableCell>Skor terakhir</TableCell>
                <TableCell>{di ? 'TTV berikutnya' : 'Tujuan'}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((t) => (
                <TableRow
                  key={t.uid}
                  hover
                  data-testid="baris-transisi"
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(`/transisi/${t.uid}`)}
                >
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t.pasien.nama}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t.pasien.no_rm} · {t.pasien.jenis_kelamin} · {t.pasien.umur}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{t.unit}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {LABEL_ASAL_TRANSISI[t.asal]}
                    </Typography>
                  </TableCell>
                  <TableCell>{t.prosedur}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJam(t.masuk_pada)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{lamaMenit(t.menit_di_ruang)}</TableCell>
                  <TableCell>
                    <ChipSkor t={t} />
                  </TableCell>
                  <TableCell>
                    {di ? <ChipVital t={t} /> : t.tujuan ? LABEL_TUJUAN_TRANSISI[t.tujuan] : '—'}
                  </TableCell>
                </TableRow>
              ))}
              {!daftar.isLoading && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7}>
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                      {di ? 'Tidak ada pasien di ruang transisi.' : 'Belum ada pasien yang keluar hari ini.'}
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TerimaPasienDialog open={terima} onClose={() => setTerima(false)} />
    </Box>
  );
}
