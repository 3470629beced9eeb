import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  can,
  dietApi,
  formatTanggal,
  LABEL_BENTUK_DIET,
  LABEL_WAKTU_MAKAN,
  type PasienDapur,
  WAKTU_MAKAN,
  type WaktuMakan,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { kueri, urlKontrak } from '../../../api/kontrak.ts';
import { useSession } from '../../../shell/session.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { DialogDiet } from './DialogDiet.tsx';
import { makanBerikut } from './TombolDaftarDapur.tsx';

function SelDiet({ p }: { p: PasienDapur }) {
  if (p.status === 'BELUM_ADA')
    return <Chip size="small" color="error" label={p.diminta ? 'Belum ditetapkan' : 'Belum ada diet'} />;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {p.diet?.jenis_diet}
      </Typography>
      {p.status === 'TIDAK_DIJADWALKAN' && (
        <Chip size="small" variant="outlined" label="Tidak makan pada waktu ini" sx={{ mt: 0.5 }} />
      )}
    </Box>
  );
}

/** /daftar-diet-ranap: every ward's diets for one meal, so the nutritionist sets requests without opening each patient. */
export default function DaftarDietPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const bolehTetapkan = can(user?.role, 'ranap.gizi:write');
  const [awal] = useState(() => makanBerikut());
  const [tanggal, setTanggal] = useState<string | undefined>(awal.tanggal);
  const [waktu, setWaktu] = useState<WaktuMakan>(awal.waktu);
  const [ruangan, setRuangan] = useState('');
  const [pdf, setPdf] = useState(false);
  const [tetapkan, setTetapkan] = useState<PasienDapur | null>(null);
  const query = { tanggal: tanggal ?? awal.tanggal, waktu_makan: waktu };
  const data = useQuery({ ...kueri(dietApi.dapur, { query }), refetchInterval: 60_000 });
  const semua = data.data?.respon.ruangan ?? [];
  const tampil = ruangan ? semua.filter((r) => r.uid === ruangan) : semua;
  const menunggu = semua.flatMap((r) => r.pasien).filter((p) => p.diminta).length;
  const belum = semua.flatMap((r) => r.pasien).filter((p) => p.status === 'BELUM_ADA' && !p.diminta).length;

  return (
    <Box>
      <HalamanJudul
        judul="Diet Pasien Rawat Inap"
        keterangan="Diet semua ruangan untuk satu waktu makan: tetapkan permintaan dokter dan cetak daftar untuk dapur."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box sx={{ width: 200 }}>
            <DateInput label="Tanggal" value={tanggal} onChange={setTanggal} noMax size="small" />
          </Box>
          <TextField
            select
            size="small"
            label="Waktu makan"
            value={waktu}
            onChange={(e) => setWaktu(e.target.value as WaktuMakan)}
            sx={{ width: 180 }}
          >
            {WAKTU_MAKAN.map((w) => (
              <MenuItem key={w} value={w}>
                {LABEL_WAKTU_MAKAN[w]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Ruangan"
            value={semua.some((r) => r.uid === ruangan) ? ruangan : ''}
            onChange={(e) => setRuangan(e.target.value)}
            sx={{ width: 220 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Semua ruangan</MenuItem>
            {semua.map((r) => (
              <MenuItem key={r.uid} value={r.uid}>
                {r.nama}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            onClick={() => setPdf(true)}
            disabled={!tanggal}
          >
            Cetak Daftar Dapur
          </Button>
        </Stack>
        {(menunggu > 0 || belum > 0) && (
          <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            {menunggu > 0 && <Chip color="warning" label={`${menunggu} permintaan menunggu ditetapkan`} />}
            {belum > 0 && <Chip color="error" variant="outlined" label={`${belum} pasien belum ada diet`} />}
          </Stack>
        )}
      </Paper>
      {data.isPending && <Skeleton variant="rounded" height={240} />}
      {data.isError && <GagalMuat error={data.error} onRetry={() => data.refetch()} />}
      {data.isSuccess && tampil.length === 0 && (
        <Alert severity="info">Tidak ada pasien rawat inap pada waktu makan ini.</Alert>
      )}
      <Stack sx={{ gap: 2 }}>
        {tampil.map((r) => (
          <Paper key={r.uid} variant="outlined">
            <Stack
              direction="row"
              sx={{ px: 2, pt: 1.5, pb: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="subtitle1" sx={{ fontWeight: 600, mr: 1 }}>
                {r.nama} ({r.pasien.length} pasien)
              </Typography>
              {r.rekap.map((k) => (
                <Chip key={k.jenis_diet} size="small" label={`${k.jenis_diet}: ${k.jumlah}`} />
              ))}
            </Stack>
            <Table size="small" aria-label={`Diet ruangan ${r.nama}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Kamar/Bed</TableCell>
                  <TableCell>Pasien</TableCell>
                  <TableCell>Diet</TableCell>
                  <TableCell>Bentuk / pantangan</TableCell>
                  <TableCell>Alergi</TableCell>
                  <TableCell>Permintaan dokter</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {r.pasien.map((p) => (
                  <TableRow key={p.layanan_uid} hover>
                    <TableCell>
                      {p.kamar} / {p.bed}
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {p.nama}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {p.no_rm} · {p.jenis_kelamin} · {p.umur}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <SelDiet p={p} />
                    </TableCell>
                    <TableCell>
                      {p.diet ? LABEL_BENTUK_DIET[p.diet.bentuk] : '—'}
                      {p.diet?.pantangan && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          Pantang: {p.diet.pantangan}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {p.alergi.length ? (
                        <Chip size="small" color="error" variant="outlined" label={p.alergi.join(', ')} />
                      ) : (
                        'Tidak ada'
                      )}
                    </TableCell>
                    <TableCell>
                      {p.diminta ? (
                        <Box>
                          <Typography variant="body2">{p.diminta.jenis_diet}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {LABEL_BENTUK_DIET[p.diminta.bentuk]}
                            {p.diminta.pantangan ? ` · pantang ${p.diminta.pantangan}` : ''}
                          </Typography>
                        </Box>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {p.diminta && bolehTetapkan && (
                        <Button size="small" variant="contained" onClick={() => setTetapkan(p)}>
                          Tetapkan
                        </Button>
                      )}{' '}
                      <Button
                        size="small"
                        onClick={() => navigate(`/rawat-inap/dashboard-inap/${p.layanan_uid}`)}
                      >
                        Buka
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        ))}
      </Stack>
      {tetapkan?.diminta && (
        <DialogDiet
          layananUid={tetapkan.layanan_uid}
          namaPasien={tetapkan.nama}
          mode={{ jenis: 'tetapkan', diet: tetapkan.diminta }}
          onClose={() => setTetapkan(null)}
        />
      )}
      <PdfViewerDialog
        open={pdf}
        url={urlKontrak(dietApi.dapurPdf, {
          query: { ...query, ...(ruangan ? { ruangan_uid: ruangan } : {}) },
        })}
        title={`Daftar Diet ${LABEL_WAKTU_MAKAN[waktu]} ${tanggal ? formatTanggal(tanggal) : ''}`}
        onClose={() => setPdf(false)}
      />
    </Box>
  );
}
