import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
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
  BATAS_AWAL_MENIT,
  type BarisResepStay,
  can,
  type DosisMar,
  formatJam,
  formatTanggal,
  hentikanRencanaObatSchema,
  LABEL_STATUS_PEMBERIAN_OBAT,
  type RencanaObat,
  rencanaObatInputSchema,
  type StatusDosis,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import {
  useBarisResepStay,
  useCatatPemberian,
  useHentikanRencanaObat,
  useMar,
  useTambahRencanaObat,
} from './obat.api.ts';

const WARNA_DOSIS: Record<StatusDosis, ChipProps['color']> = {
  BELUM: 'default',
  DIBERIKAN: 'success',
  DITUNDA: 'warning',
  TIDAK_DIBERIKAN: 'error',
};
const LABEL_DOSIS: Record<StatusDosis, string> = { BELUM: 'Belum', ...LABEL_STATUS_PEMBERIAN_OBAT };
const RUTE = ['Oral', 'IV', 'IM', 'SC', 'Sublingual', 'Inhalasi', 'Topikal', 'Rektal', 'Tetes mata'];
const POLA_JAM: Record<string, string[]> = {
  '1x': ['06:00'],
  '2x': ['06:00', '18:00'],
  '3x': ['06:00', '14:00', '22:00'],
  '4x': ['00:00', '06:00', '12:00', '18:00'],
};

/** 'YYYY-MM-DD' moved by `n` days (calendar arithmetic, no time zone involved). */
function geserHari(tanggal: string, n: number): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

type Aksi = { rencana: RencanaObat; dosis: DosisMar; status: 'DITUNDA' | 'TIDAK_DIBERIKAN' };

/** One scheduled dose: its state, who gave it when, the reason, and the nurse's buttons. */
function SelDosis({
  rencana,
  dosis: d,
  bolehCatat,
  onBeri,
  onAlasan,
  sibuk,
}: {
  rencana: RencanaObat;
  dosis: DosisMar;
  bolehCatat: boolean;
  onBeri: () => void;
  onAlasan: (status: Aksi['status']) => void;
  sibuk: boolean;
}) {
  const terbuka = d.status === 'BELUM' || d.status === 'DITUNDA';
  // Given at the earliest an hour before its time (the server's rule read ahead).
  const terlaluAwal = new Date(d.jadwal_pada).getTime() - Date.now() > BATAS_AWAL_MENIT * 60_000;
  const c = d.catatan;
  return (
    <Box
      aria-label={`${rencana.nama_obat} pukul ${d.jam}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        alignItems: 'flex-start',
        p: 0.75,
        borderRadius: 1,
        border: 1,
        borderColor: d.terlambat ? 'error.main' : 'divider',
        bgcolor: d.status === 'DIBERIKAN' ? 'success.50' : undefined,
        minWidth: 150,
      }}
    >
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" color={WARNA_DOSIS[d.status]} label={LABEL_DOSIS[d.status]} />
        {d.terlambat ? <Chip size="small" color="error" variant="outlined" label="Terlambat" /> : null}
      </Box>
      {c?.status === 'DIBERIKAN' && c.diberikan_pada ? (
        <Typography variant="caption">
          {formatJam(c.diberikan_pada)} · {c.petugas}
        </Typography>
      ) : null}
      {c && c.status !== 'DIBERIKAN' ? (
        <Typography variant="caption" color={c.status === 'TIDAK_DIBERIKAN' ? 'error' : 'warning.dark'}>
          {c.alasan} · {c.petugas}
        </Typography>
      ) : null}
      {bolehCatat && terbuka ? (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Tooltip title={terlaluAwal ? 'Belum waktunya: paling cepat 1 jam sebelum jadwal' : ''}>
            <span>
              <Button
                size="small"
                variant="contained"
                color="success"
                disabled={sibuk || terlaluAwal}
                onClick={onBeri}
              >
                Beri
              </Button>
            </span>
          </Tooltip>
          {d.status === 'BELUM' ? (
            <Button
              size="small"
              variant="outlined"
              color="warning"
              disabled={sibuk}
              onClick={() => onAlasan('DITUNDA')}
            >
              Tunda
            </Button>
          ) : null}
          <Button size="small" color="error" disabled={sibuk} onClick={() => onAlasan('TIDAK_DIBERIKAN')}>
            Tidak diberikan
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

type AwalRencana = { resep?: BarisResepStay };

/** The doctor's plan of one medicine: from a prescription line (times proposed by its signa) or typed. */
function DialogRencana({
  layananUid,
  awal,
  tanggal,
  onClose,
}: {
  layananUid: string;
  awal: AwalRencana;
  tanggal: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const tambah = useTambahRencanaObat(layananUid);
  const r = awal.resep;
  const [nama, setNama] = useState(r?.nama_obat ?? '');
  const [dosis, setDosis] = useState('');
  const [rute, setRute] = useState('Oral');
  const [jam, setJam] = useState((r?.usulan_jam ?? ['06:00']).join(', '));
  const [mulai, setMulai] = useState<string | undefined>(tanggal);
  const [selesai, setSelesai] = useState<string | undefined>(undefined);
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [umum, setUmum] = useState<string | null>(null);

  const simpan = async () => {
    const masukan = {
      resep_detail_uid: r?.resep_detail_uid ?? null,
      produk_uid: r?.produk_uid ?? null,
      nama_obat: nama,
      dosis,
      rute,
      jam: jam
        .split(/[,;\s]+/)
        .map((j) => j.trim().replace('.', ':'))
        .filter(Boolean),
      mulai: mulai ?? '',
      selesai: selesai ?? null,
    };
    const hasil = rencanaObatInputSchema.safeParse(masukan);
    if (!hasil.success) {
      const g: Record<string, string> = {};
      for (const i of hasil.error.issues) g[String(i.path[0] ?? '')] ??= i.message;
      setGalat(g);
      return;
    }
    setGalat({});
    try {
      const p = await tambah.mutateAsync(hasil.data);
      toast.success(`Rencana ${p.nama_obat} pukul ${p.jam.join(', ')} disimpan`);
      onClose();
    } catch (err) {
      setUmum(pesanError(err));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="judul-rencana-obat">
      <DialogTitle id="judul-rencana-obat">
        {r ? 'Jadikan Rencana Pemberian' : 'Tambah Rencana Pemberian Obat'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {umum ? <Alert severity="error">{umum}</Alert> : null}
          {r ? (
            <Alert severity="info" variant="outlined">
              Resep {r.nomor_resep}: {r.nama_obat} {r.jumlah} {r.satuan}, aturan pakai <b>{r.aturan_pakai}</b>
              . Jam pemberian diusulkan dari aturan pakai; sesuaikan bila perlu.
            </Alert>
          ) : null}
          <TextField
            label="Nama obat"
            required
            value={nama}
            onChange={(e) => setNama(e.target.value)}
            disabled={Boolean(r)}
            error={Boolean(galat.nama_obat)}
            helperText={galat.nama_obat}
          />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField
              label="Dosis"
              required
              placeholder="mis. 500 mg, 1 tablet"
              value={dosis}
              onChange={(e) => setDosis(e.target.value)}
              error={Boolean(galat.dosis)}
              helperText={galat.dosis}
              sx={{ flex: 1 }}
            />
            <Autocomplete
              freeSolo
              options={RUTE}
              value={rute}
              onInputChange={(_, v) => setRute(v)}
              sx={{ flex: 1 }}
              renderInput={(p) => (
                <TextField {...p} label="Rute" required error={Boolean(galat.rute)} helperText={galat.rute} />
              )}
            />
          </Box>
          <Box>
            <TextField
              label="Jam pemberian"
              required
              fullWidth
              value={jam}
              onChange={(e) => setJam(e.target.value)}
              error={Boolean(galat.jam)}
              helperText={galat.jam ?? 'Pisahkan dengan koma, mis. 06:00, 14:00, 22:00'}
            />
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              {Object.entries(POLA_JAM).map(([k, v]) => (
                <Chip key={k} size="small" label={`${k} sehari`} onClick={() => setJam(v.join(', '))} />
              ))}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <DateInput
              label="Mulai"
              required
              value={mulai}
              onChange={setMulai}
              noMax
              error={galat.mulai}
              fullWidth
            />
            <DateInput
              label="Selesai (opsional)"
              value={selesai}
              onChange={setSelesai}
              noMax
              error={galat.selesai}
              fullWidth
            />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Batal
        </Button>
        <Button variant="contained" onClick={simpan} disabled={tambah.isPending}>
          Simpan Rencana
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The stay's prescription lines, each with 'Jadikan rencana pemberian' for the doctor. */
function BarisResep({
  layananUid,
  bolehRencana,
  onJadikan,
}: {
  layananUid: string;
  bolehRencana: boolean;
  onJadikan: (b: BarisResepStay) => void;
}) {
  const q = useBarisResepStay(layananUid);
  if (q.isPending) return <Skeleton variant="rounded" height={48} />;
  if (q.isError) return <GagalMuat error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Belum ada resep pada perawatan ini.
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {q.data.map((b) => (
        <Box
          component="li"
          key={b.resep_detail_uid}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            py: 0.75,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {b.nama_obat}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {b.jumlah} {b.satuan} · {b.aturan_pakai} · {b.nomor_resep}
              </Typography>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Usulan jam: {b.usulan_jam.join(', ')}
            </Typography>
          </Box>
          {b.rencana_obat_uid ? (
            <Chip size="small" color="success" variant="outlined" label="Sudah direncanakan" />
          ) : bolehRencana ? (
            <Button size="small" startIcon={<PlaylistAddIcon />} onClick={() => onJadikan(b)}>
              Jadikan rencana pemberian
            </Button>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

/**
 * A tab of the ward's patient dashboard (/rawat-inap/dashboard-inap/:id); :id is the stay's layanan.
 * The medication administration record of one day: medicines as rows, the day's scheduled times as
 * columns, each dose with Beri / Tunda / Tidak diberikan for the nurse (a reason for the last two),
 * coloured by state and marked 'Terlambat' an hour past due; the doctor adds and stops plans.
 */
export function PanelObat({ layananUid }: { layananUid: string }) {
  const { user } = useSession();
  const toast = useToast();
  const hariIni = toJakartaIsoDate(new Date());
  const [tanggal, setTanggal] = useState(hariIni);
  const q = useMar(layananUid, tanggal);
  const beri = useCatatPemberian(layananUid);
  const hentikan = useHentikanRencanaObat(layananUid);
  const [aksi, setAksi] = useState<Aksi | null>(null);
  const [henti, setHenti] = useState<RencanaObat | null>(null);
  const [rencana, setRencana] = useState<AwalRencana | null>(null);
  const role = user?.role;
  const bolehRencana = can(role, 'asesmen.medis:write');
  const bolehCatat = can(role, 'asesmen.keperawatan:write') || can(role, 'asesmen.medis:write');

  const jamKolom = [...new Set((q.data?.baris ?? []).flatMap((b) => b.dosis.map((d) => d.jam)))].sort();

  const catatBeri = async (r: RencanaObat, d: DosisMar) => {
    try {
      await beri.mutateAsync({ rencana_obat_uid: r.uid, jadwal_pada: d.jadwal_pada, status: 'DIBERIKAN' });
      toast.success(`${r.nama_obat} (${r.dosis}) pukul ${d.jam} dicatat diberikan`);
    } catch (err) {
      toast.error(pesanError(err));
    }
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Catatan Pemberian Obat">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, flex: 1 }}>
            Catatan Pemberian Obat
          </Typography>
          <Tooltip title="Hari sebelumnya">
            <IconButton aria-label="Hari sebelumnya" onClick={() => setTanggal(geserHari(tanggal, -1))}>
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Typography sx={{ fontWeight: 600, minWidth: 190, textAlign: 'center' }} aria-live="polite">
            {formatTanggal(tanggal)}
          </Typography>
          <Tooltip title="Hari berikutnya">
            <IconButton aria-label="Hari berikutnya" onClick={() => setTanggal(geserHari(tanggal, 1))}>
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
          <Button
            size="small"
            color="inherit"
            disabled={tanggal === hariIni}
            onClick={() => setTanggal(hariIni)}
          >
            Hari ini
          </Button>
          {bolehRencana ? (
            <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setRencana({})}>
              Tambah Rencana
            </Button>
          ) : null}
        </Box>
        {q.isError ? (
          <GagalMuat error={q.error} onRetry={() => q.refetch()} judul="MAR gagal dimuat" />
        ) : null}
        {q.isPending ? <Skeleton variant="rounded" height={120} /> : null}
        {q.data && q.data.baris.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Tidak ada obat terjadwal pada tanggal ini.
          </Typography>
        ) : null}
        {q.data?.baris.length ? (
          <TableContainer>
            <Table size="small" aria-label="Jadwal pemberian obat">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600, minWidth: 200 }}>Obat</TableCell>
                  {jamKolom.map((j) => (
                    <TableCell key={j} sx={{ fontWeight: 600 }}>
                      {j.replace(':', '.')}
                    </TableCell>
                  ))}
                  {bolehRencana ? <TableCell /> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {q.data.baris.map(({ rencana: r, dosis }) => (
                  <TableRow key={r.uid} sx={{ verticalAlign: 'top' }}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 700 }}>
                        {r.nama_obat}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {r.dosis} · {r.rute} · {r.jam.length}× sehari
                      </Typography>
                      {r.dokter ? (
                        <Typography variant="caption" color="text.secondary" component="p">
                          {r.dokter.nama}
                        </Typography>
                      ) : null}
                      {r.dihentikan_pada ? (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={`Dihentikan ${formatJam(r.dihentikan_pada)}: ${r.alasan_henti ?? ''}`}
                          sx={{ mt: 0.5, maxWidth: 240 }}
                        />
                      ) : null}
                    </TableCell>
                    {jamKolom.map((j) => {
                      const d = dosis.find((x) => x.jam === j);
                      return (
                        <TableCell key={j}>
                          {d ? (
                            <SelDosis
                              rencana={r}
                              dosis={d}
                              bolehCatat={bolehCatat && !r.dihentikan_pada}
                              sibuk={beri.isPending}
                              onBeri={() => catatBeri(r, d)}
                              onAlasan={(status) => setAksi({ rencana: r, dosis: d, status })}
                            />
                          ) : (
                            <Typography color="text.disabled">—</Typography>
                          )}
                        </TableCell>
                      );
                    })}
                    {bolehRencana ? (
                      <TableCell>
                        {r.dihentikan_pada ? null : (
                          <Button size="small" color="error" onClick={() => setHenti(r)}>
                            Hentikan
                          </Button>
                        )}
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Resep Perawatan">
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
          Resep Perawatan Ini
        </Typography>
        <BarisResep
          layananUid={layananUid}
          bolehRencana={bolehRencana}
          onJadikan={(b) => setRencana({ resep: b })}
        />
      </Paper>

      {rencana ? (
        <DialogRencana
          layananUid={layananUid}
          awal={rencana}
          tanggal={tanggal}
          onClose={() => setRencana(null)}
        />
      ) : null}
      <AlasanDialog
        open={aksi !== null}
        judul={
          aksi?.status === 'DITUNDA'
            ? `Tunda ${aksi.rencana.nama_obat} pukul ${aksi.dosis.jam}`
            : `${aksi?.rencana.nama_obat ?? ''} pukul ${aksi?.dosis.jam ?? ''} tidak diberikan`
        }
        label={aksi?.status === 'DITUNDA' ? 'Alasan penundaan' : 'Alasan tidak diberikan'}
        petunjuk="Alasan tercatat pada catatan pemberian obat"
        tempatGalat="kolom"
        aturan={hentikanRencanaObatSchema.shape.alasan}
        panjangMaks={300}
        tombol={aksi?.status === 'DITUNDA' ? 'Tunda' : 'Simpan'}
        tombolBatal="Kembali"
        onClose={() => setAksi(null)}
        onKirim={async (alasan) => {
          if (!aksi) return;
          await beri.mutateAsync({
            rencana_obat_uid: aksi.rencana.uid,
            jadwal_pada: aksi.dosis.jadwal_pada,
            status: aksi.status,
            alasan,
          });
          toast.success(
            `${aksi.rencana.nama_obat} pukul ${aksi.dosis.jam} dicatat ${LABEL_STATUS_PEMBERIAN_OBAT[aksi.status].toLowerCase()}`,
          );
        }}
      />
      <AlasanDialog
        open={henti !== null}
        judul={`Hentikan ${henti?.nama_obat ?? ''}`}
        pesan={henti ? `${henti.dosis} · ${henti.rute} · pukul ${henti.jam.join(', ')}` : undefined}
        gayaPesan="kecil"
        label="Alasan penghentian"
        tempatGalat="kolom"
        aturan={hentikanRencanaObatSchema.shape.alasan}
        panjangMaks={300}
        tombol="Hentikan Rencana"
        tombolBatal="Kembali"
        onClose={() => setHenti(null)}
        onKirim={async (alasan) => {
          if (!henti) return;
          const r = await hentikan.mutateAsync({ uid: henti.uid, alasan });
          toast.success(`Rencana ${r.nama_obat} dihentikan`);
        }}
      />
    </Stack>
  );
}
