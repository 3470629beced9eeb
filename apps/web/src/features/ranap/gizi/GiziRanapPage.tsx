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
  type AsesmenGizi,
  formatTanggalJam,
  LABEL_BENTUK_DIET,
  LABEL_TINGKAT_RISIKO_GIZI,
  type PasienGizi,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { useGiziPerawatan, useWorklistGizi } from './asuhan-gizi.api.ts';
import { DialogAdime } from './DialogAdime.tsx';
import { DialogDiet } from './DialogDiet.tsx';
import { DialogSkrining } from './DialogSkrining.tsx';

type Aksi = { jenis: 'skrining' | 'adime' | 'diet'; p: PasienGizi };

function SelSkrining({ p }: { p: PasienGizi }) {
  if (!p.skrining)
    return (
      <Chip
        size="small"
        color={p.lewat_24_jam ? 'error' : 'default'}
        label={p.lewat_24_jam ? 'Belum skrining · > 24 jam' : 'Belum skrining'}
      />
    );
  const s = p.skrining;
  return (
    <Box>
      <Chip
        size="small"
        color={p.status_skrining === 'BERISIKO' ? 'warning' : 'success'}
        label={`${s.jenis === 'SKRINING_MST' ? 'MST' : 'STRONGkids'} ${s.skor} · ${LABEL_TINGKAT_RISIKO_GIZI[s.tingkat]}`}
      />
      <Typography variant="caption" color="text.secondary" component="div">
        {formatTanggalJam(s.waktu)} · {s.oleh}
      </Typography>
    </Box>
  );
}

function SelAdime({ p }: { p: PasienGizi }) {
  if (p.adime)
    return (
      <Box>
        <Chip size="small" color="success" variant="outlined" label="Sudah" />
        <Typography variant="caption" color="text.secondary" component="div">
          {formatTanggalJam(p.adime.waktu)} · {p.adime.oleh}
        </Typography>
      </Box>
    );
  return p.status_skrining === 'BERISIKO' ? (
    <Chip size="small" color="error" variant="outlined" label="Perlu ADIME" />
  ) : (
    <Typography variant="body2" color="text.secondary">
      Belum
    </Typography>
  );
}

/** Loads the stay's ADIME (to edit it) before opening the form. */
function BukaAdime({ p, onClose }: { p: PasienGizi; onClose: () => void }) {
  const gizi = useGiziPerawatan(p.layanan_uid);
  if (!gizi.data) return null;
  return (
    <DialogAdime
      layananUid={p.layanan_uid}
      namaPasien={p.nama}
      awal={(gizi.data.adime?.isi as AsesmenGizi | undefined) ?? null}
      onClose={onClose}
    />
  );
}

/** /gizi-ranap: the nutritionist's worklist of every inpatient, by ward. */
export default function GiziRanapPage() {
  const navigate = useNavigate();
  const [ruangan, setRuangan] = useState('');
  const [aksi, setAksi] = useState<Aksi | null>(null);
  const data = useWorklistGizi('');
  const semua = data.data?.ruangan ?? [];
  const tampil = ruangan ? semua.filter((r) => r.uid === ruangan) : semua;
  const pasien = tampil.flatMap((r) => r.pasien);
  const belum = pasien.filter((p) => p.status_skrining === 'BELUM').length;
  const lewat = pasien.filter((p) => p.lewat_24_jam).length;
  const perluAdime = pasien.filter((p) => p.status_skrining === 'BERISIKO' && !p.adime).length;
  const tutup = () => setAksi(null);

  return (
    <Box>
      <HalamanJudul
        judul="Asuhan Gizi Rawat Inap"
        keterangan="Semua pasien rawat inap: skrining gizi awal, asesmen gizi (ADIME), diet dan catatan CPPT ahli gizi."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Ruangan"
            value={semua.some((r) => r.uid === ruangan) ? ruangan : ''}
            onChange={(e) => setRuangan(e.target.value)}
            sx={{ width: 240, mr: 1 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Semua ruangan</MenuItem>
            {semua.map((r) => (
              <MenuItem key={r.uid} value={r.uid}>
                {r.nama}
              </MenuItem>
            ))}
          </TextField>
          <Chip label={`${pasien.length} pasien`} />
          {belum > 0 && <Chip color="default" variant="outlined" label={`${belum} belum skrining`} />}
          {lewat > 0 && <Chip color="error" label={`${lewat} lewat 24 jam tanpa skrining`} />}
          {perluAdime > 0 && <Chip color="warning" label={`${perluAdime} berisiko belum ADIME`} />}
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => navigate('/cakupan-skrining-gizi')}>Cakupan Skrining</Button>
        </Stack>
      </Paper>
      {data.isPending && <Skeleton variant="rounded" height={240} />}
      {data.isError && <GagalMuat error={data.error} onRetry={() => data.refetch()} />}
      {data.isSuccess && tampil.length === 0 && <Alert severity="info">Tidak ada pasien rawat inap.</Alert>}
      <Stack sx={{ gap: 2 }}>
        {tampil.map((r) => (
          <Paper key={r.uid} variant="outlined">
            <Typography variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 1 }}>
              {r.nama} ({r.pasien.length} pasien)
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={`Asuhan gizi ruangan ${r.nama}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Kamar/Bed</TableCell>
                    <TableCell>Pasien</TableCell>
                    <TableCell>Hari rawat</TableCell>
                    <TableCell>Skrining gizi</TableCell>
                    <TableCell>ADIME</TableCell>
                    <TableCell>Diet</TableCell>
                    <TableCell align="right">Aksi</TableCell>
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
                        <Typography variant="caption" color="text.secondary" component="div">
                          {p.no_rm} · {p.jenis_kelamin} · {p.umur}
                        </Typography>
                        {p.diagnosis && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {p.diagnosis}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        Hari ke-{p.hari_rawat}
                        <Typography variant="caption" color="text.secondary" component="div">
                          masuk {formatTanggalJam(p.masuk_pada)}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <SelSkrining p={p} />
                      </TableCell>
                      <TableCell>
                        <SelAdime p={p} />
                      </TableCell>
                      <TableCell>
                        {p.diet ? (
                          <Typography variant="body2">
                            {p.diet.jenis_diet}
                            <Typography variant="caption" color="text.secondary" component="div">
                              {LABEL_BENTUK_DIET[p.diet.bentuk]}
                            </Typography>
                          </Typography>
                        ) : (
                          <Typography variant="body2" color="text.secondary">
                            Belum ada
                          </Typography>
                        )}
                        {p.diet_diminta && (
                          <Chip
                            size="small"
                            color="warning"
                            label={`Diminta: ${p.diet_diminta.jenis_diet}`}
                            sx={{ mt: 0.5 }}
                          />
                        )}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Button size="small" onClick={() => setAksi({ jenis: 'skrining', p })}>
                          Skrining
                        </Button>
                        <Button size="small" onClick={() => setAksi({ jenis: 'adime', p })}>
                          ADIME
                        </Button>
                        <Button size="small" onClick={() => setAksi({ jenis: 'diet', p })}>
                          Diet
                        </Button>
                        <Button
                          size="small"
                          onClick={() => navigate(`/rawat-inap/dashboard-inap/${p.layanan_uid}?tab=cppt`)}
                        >
                          CPPT
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Paper>
        ))}
      </Stack>
      {aksi?.jenis === 'skrining' && (
        <DialogSkrining
          layananUid={aksi.p.layanan_uid}
          namaPasien={aksi.p.nama}
          umur={aksi.p.umur}
          alat={aksi.p.alat}
          onClose={tutup}
        />
      )}
      {aksi?.jenis === 'adime' && <BukaAdime p={aksi.p} onClose={tutup} />}
      {aksi?.jenis === 'diet' && (
        <DialogDiet
          layananUid={aksi.p.layanan_uid}
          namaPasien={aksi.p.nama}
          mode={aksi.p.diet_diminta ? { jenis: 'tetapkan', diet: aksi.p.diet_diminta } : { jenis: 'atur' }}
          onClose={tutup}
        />
      )}
    </Box>
  );
}
