import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  formatTanggalPendek,
  type JenisKelamin,
  LABEL_JENIS_KELAMIN,
  LABEL_KELAS_RANAP,
  LABEL_PENJAMIN_KUNJUNGAN,
  LABEL_RISIKO_NEWS2,
  type PasienBangsal,
} from '@rawat/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { TombolDaftarDapur } from '../gizi/TombolDaftarDapur.tsx';
import { TombolSerahTerima } from '../gizi/TombolSerahTerima.tsx';
import { useDaftarBangsal, WARNA_NEWS2 } from './bangsal.api.ts';
import { DialogObservasi } from './DialogObservasi.tsx';

const KUNCI_RUANGAN = 'rawat.ranap.ruangan';

/** The ward chosen last on this device, so the nurse lands on their own ward. */
function useRuanganTersimpan(): [string | null, (v: string | null) => void] {
  const [ruangan, setRuangan] = useState<string | null>(() => localStorage.getItem(KUNCI_RUANGAN));
  const simpan = (v: string | null) => {
    if (v) localStorage.setItem(KUNCI_RUANGAN, v);
    else localStorage.removeItem(KUNCI_RUANGAN);
    setRuangan(v);
  };
  return [ruangan, simpan];
}

function ChipPeringatan({ p }: { p: PasienBangsal }) {
  const a = p.alert;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {a.news2 && (
        <Tooltip title={`${LABEL_RISIKO_NEWS2[a.news2.risiko]} · ${formatTanggalJam(a.news2.waktu)}`}>
          <Chip size="small" color={WARNA_NEWS2[a.news2.risiko]} label={`NEWS2 ${a.news2.skor}`} />
        </Tooltip>
      )}
      {a.vital_terlambat && (
        <Tooltip
          title={
            a.observasi_terakhir
              ? `Observasi terakhir ${formatTanggalJam(a.observasi_terakhir)}`
              : 'Belum ada observasi'
          }
        >
          <Chip size="small" color="error" variant="outlined" label="TTV terlambat" />
        </Tooltip>
      )}
      {a.obat_jatuh_tempo > 0 && (
        <Chip size="small" color="warning" label={`${a.obat_jatuh_tempo} obat jatuh tempo`} />
      )}
      {a.order_baru > 0 && <Chip size="small" color="info" label={`${a.order_baru} order baru`} />}
      {a.hasil_siap > 0 && <Chip size="small" color="success" label={`${a.hasil_siap} hasil siap`} />}
    </Box>
  );
}

/** /rawat-inap: the ward's patients, bed by bed, with what needs doing now. */
export default function RuangRawatInapPage() {
  const navigate = useNavigate();
  const [ruangan, setRuangan] = useRuanganTersimpan();
  const daftar = useDaftarBangsal(ruangan);
  const [vital, setVital] = useState<PasienBangsal | null>(null);
  const wards = daftar.data?.ruangan ?? [];

  // A remembered ward that no longer exists falls back to all wards.
  useEffect(() => {
    if (ruangan && daftar.data && !daftar.data.ruangan.some((r) => r.uid === ruangan)) setRuangan(null);
  }, [ruangan, daftar.data, setRuangan]);

  const buka = (p: PasienBangsal) => navigate(`/rawat-inap/dashboard-inap/${p.layanan_uid}`);
  const pasien = daftar.data?.pasien ?? [];

  return (
    <Box>
      <HalamanJudul
        judul="Ruang Rawat Inap"
        keterangan="Pasien yang sedang dirawat per ruangan, dengan tanda vital, obat, order dan hasil yang perlu ditindaklanjuti. Diperbarui otomatis."
      />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label="Ruangan"
          value={ruangan ?? ''}
          onChange={(e) => setRuangan(e.target.value || null)}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">Semua ruangan</MenuItem>
          {wards.map((r) => (
            <MenuItem key={r.uid} value={r.uid}>
              {r.nama} ({r.jumlah_pasien} pasien)
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <TombolSerahTerima ruanganUid={ruangan} />
        <TombolDaftarDapur ruanganUid={ruangan} />
      </Box>

      {daftar.isError ? (
        <GagalMuat error={daftar.error} onRetry={() => daftar.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Daftar pasien ruangan">
            <TableHead>
              <TableRow>
                <TableCell>Bed</TableCell>
                <TableCell>Pasien</TableCell>
                <TableCell>DPJP</TableCell>
                <TableCell>Hari rawat</TableCell>
                <TableCell>Peringatan</TableCell>
                <TableCell align="right">Aksi</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pasien.map((p) => (
                <TableRow
                  key={p.layanan_uid}
                  hover
                  onClick={() => buka(p)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="baris-pasien-ranap"
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {p.no_kamar} / {p.no_bed}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {ruangan ? LABEL_KELAS_RANAP[p.kelas] : p.ruangan.nama}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {p.pasien.nama}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      <Box component="span" sx={{ fontFamily: 'monospace' }}>
                        {p.pasien.no_rm}
                      </Box>{' '}
                      ·{' '}
                      {LABEL_JENIS_KELAMIN[p.pasien.jenis_kelamin as JenisKelamin] ?? p.pasien.jenis_kelamin}{' '}
                      · {p.pasien.umur} · {LABEL_PENJAMIN_KUNJUNGAN[p.penjamin]}
                    </Typography>
                    {p.diagnosis_masuk && (
                      <Typography variant="caption" sx={{ display: 'block' }}>
                        {p.diagnosis_masuk}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{p.dpjp ?? '—'}</Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2">Hari ke-{p.hari_rawat}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      masuk {formatTanggalPendek(p.masuk_pada)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <ChipPeringatan p={p} />
                  </TableCell>
                  <TableCell align="right" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      variant={p.alert.vital_terlambat ? 'contained' : 'outlined'}
                      startIcon={<MonitorHeartIcon />}
                      onClick={() => setVital(p)}
                    >
                      Isi TTV
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {!daftar.isPending && pasien.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                      Tidak ada pasien yang sedang dirawat di ruangan ini
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {vital && (
        <DialogObservasi
          layananUid={vital.layanan_uid}
          namaPasien={vital.pasien.nama}
          open
          onClose={() => setVital(null)}
        />
      )}
    </Box>
  );
}
