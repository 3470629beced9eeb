import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type AngkaSensus,
  formatJam,
  formatTanggal,
  indikatorRanapApi,
  KATEGORI_SENSUS,
  type KategoriSensus,
  LABEL_KATEGORI_SENSUS,
  type SensusRuangan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri, urlKontrak } from '../../../api/kontrak.ts';
import { DateInput } from '../../../ui/DateInput.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { PilihRuangan } from './PilihRuangan.tsx';

const KOLOM: { kunci: keyof AngkaSensus; judul: string; sorot?: boolean }[] = [
  { kunci: 'bed', judul: 'Bed' },
  { kunci: 'awal', judul: 'Pasien awal (00.00)' },
  { kunci: 'masuk', judul: 'Masuk' },
  { kunci: 'pindahan', judul: 'Pindahan' },
  { kunci: 'dipindahkan', judul: 'Dipindahkan' },
  { kunci: 'keluar_hidup', judul: 'Keluar hidup' },
  { kunci: 'meninggal_kurang_48', judul: 'Meninggal < 48 jam' },
  { kunci: 'meninggal_48_lebih', judul: 'Meninggal ≥ 48 jam' },
  { kunci: 'sisa', judul: 'Pasien sisa (24.00)', sorot: true },
  { kunci: 'hari_perawatan', judul: 'Hari perawatan', sorot: true },
];

const WARNA_KATEGORI: Record<KategoriSensus, 'success' | 'info' | 'warning' | 'default' | 'error'> = {
  masuk: 'success',
  pindahan: 'info',
  dipindahkan: 'warning',
  keluar_hidup: 'default',
  meninggal_kurang_48: 'error',
  meninggal_48_lebih: 'error',
};

function BarisAngka({ label, a, tebal }: { label: string; a: AngkaSensus; tebal?: boolean }) {
  return (
    <>
      <TableCell sx={{ fontWeight: tebal ? 700 : 500, whiteSpace: 'nowrap' }}>{label}</TableCell>
      {KOLOM.map((k) => (
        <TableCell
          key={k.kunci}
          align="right"
          sx={{
            fontWeight: tebal || k.sorot ? 700 : 400,
            color: a[k.kunci] === 0 && !tebal ? 'text.disabled' : undefined,
          }}
        >
          {a[k.kunci]}
        </TableCell>
      ))}
    </>
  );
}

/** Who entered, moved or left, per ward and category, in time order. */
function MutasiPasien({ ruangan }: { ruangan: SensusRuangan[] }) {
  const baris = ruangan.flatMap((r) => KATEGORI_SENSUS.flatMap((k) => r.pasien[k].map((p) => ({ r, k, p }))));
  if (baris.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        Tidak ada pasien masuk, pindah, keluar atau meninggal pada hari ini.
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Mutasi pasien">
        <TableHead>
          <TableRow>
            <TableCell>Ruangan</TableCell>
            <TableCell>Kategori</TableCell>
            <TableCell>Pasien</TableCell>
            <TableCell>Jam</TableCell>
            <TableCell>Keterangan</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {baris.map(({ r, k, p }) => (
            <TableRow key={`${r.ruangan_uid}-${k}-${p.perawatan_inap_uid}`}>
              <TableCell>{r.nama}</TableCell>
              <TableCell>
                <Chip size="small" color={WARNA_KATEGORI[k]} label={LABEL_KATEGORI_SENSUS[k]} />
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {p.nama}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {p.no_rm}
                </Typography>
              </TableCell>
              <TableCell>{formatJam(p.waktu)}</TableCell>
              <TableCell>{p.keterangan ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /sensus-harian-ranap: the day's census per ward (Depkes form), with the patients who moved. */
export default function SensusHarianPage() {
  const [tanggal, setTanggal] = useState(() => toJakartaIsoDate(new Date()));
  const [ruanganUid, setRuanganUid] = useState('');
  const [cetak, setCetak] = useState(false);
  // Always the whole hospital: the ward picker offers its wards, the table narrows on screen.
  const q = useQuery(kueri(indikatorRanapApi.sensus, { query: { tanggal } }));
  const data = q.data?.respon;
  const dipilih = data?.ruangan.filter((r) => !ruanganUid || r.ruangan_uid === ruanganUid) ?? [];
  const total = ruanganUid ? dipilih[0] : data?.total;
  const query = { tanggal, ...(ruanganUid ? { ruangan_uid: ruanganUid } : {}) };

  return (
    <Box>
      <HalamanJudul
        judul="Sensus Harian Rawat Inap"
        keterangan="Pasien awal pukul 00.00, mutasi sepanjang hari (WIB) dan pasien sisa pukul 24.00 per ruangan."
        aksi={
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            onClick={() => setCetak(true)}
            disabled={!data}
          >
            Cetak
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ width: 220 }}>
          <DateInput
            label="Tanggal sensus"
            value={tanggal}
            onChange={(v) => v && setTanggal(v)}
            size="small"
            noMin
          />
        </Box>
        <PilihRuangan ruangan={data?.ruangan ?? []} value={ruanganUid} onChange={setRuanganUid} />
      </Box>

      {q.isError ? (
        <GagalMuat error={q.error} onRetry={() => q.refetch()} judul="Sensus gagal dimuat" />
      ) : null}

      <Card variant="outlined" sx={{ mb: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
          {formatTanggal(`${tanggal}T12:00:00+07:00`)}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Sensus harian">
            <TableHead>
              <TableRow>
                <TableCell>Ruangan</TableCell>
                {KOLOM.map((k) => (
                  <TableCell key={k.kunci} align="right" sx={{ whiteSpace: 'normal', minWidth: 72 }}>
                    {k.judul}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {q.isPending
                ? [0, 1, 2].map((i) => (
                    <TableRow key={i}>
                      <TableCell colSpan={KOLOM.length + 1}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))
                : dipilih.map((r) => (
                    <TableRow key={r.ruangan_uid} hover>
                      <BarisAngka label={r.nama} a={r} />
                    </TableRow>
                  ))}
            </TableBody>
            {total && !ruanganUid ? (
              <TableFooter>
                <TableRow sx={{ '& td': { color: 'text.primary', fontSize: '0.875rem' } }}>
                  <BarisAngka label="Total rumah sakit" a={total} tebal />
                </TableRow>
              </TableFooter>
            ) : null}
          </Table>
        </TableContainer>
      </Card>

      <Card variant="outlined">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
          Mutasi pasien
        </Typography>
        {data ? <MutasiPasien ruangan={dipilih} /> : <Skeleton sx={{ m: 2 }} />}
      </Card>

      <PdfViewerDialog
        open={cetak}
        title={`Sensus Harian Rawat Inap ${tanggal}`}
        url={urlKontrak(indikatorRanapApi.sensusPdf, { query })}
        onClose={() => setCetak(false)}
      />
    </Box>
  );
}
