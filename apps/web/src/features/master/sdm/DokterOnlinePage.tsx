import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Dokter,
  formatSesi,
  formatTanggal,
  HARI,
  type JadwalTerdampak,
  poliApi,
  type SesiJadwal,
  SPESIALISASI,
} from '@rawat/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMasterAktif } from '../../../api/master.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import {
  useBatalCuti,
  useCutiDokter,
  useJadwalDokter,
  useTambahCuti,
  useUbahKuotaJkn,
  useUbahOnline,
} from './sdm.api.ts';

/** 'Kuota JKN 20 · Non-JKN 10', or the whole quota when it is not split. */
function teksKuota(s: Pick<SesiJadwal, 'kuota' | 'kuota_jkn'>): string {
  return s.kuota_jkn === null
    ? `Kuota ${s.kuota} pasien (JKN dan non-JKN)`
    : `Kuota JKN ${s.kuota_jkn} · Non-JKN ${s.kuota - s.kuota_jkn}`;
}

/** Where the desk finds the booked patients of the affected days (the online module derives the list). */
const TAUTAN_PERLU_DIHUBUNGI = '/pasien-online?perlu_dihubungi=1';

interface Kartu {
  dokter: Dokter;
  sesi: SesiJadwal;
}

/** One session in the week: who, where, when and for how many patients. */
function KartuSesi({ dokter, sesi }: Kartu) {
  return (
    <Paper variant="outlined" sx={{ p: 1, mb: 1, borderLeft: 3, borderLeftColor: 'primary.main' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {dokter.nama_lengkap}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {sesi.poli_nama}
      </Typography>
      <Typography variant="body2">{formatSesi(sesi)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {teksKuota(sesi)}
      </Typography>
    </Paper>
  );
}

/** Senin..Minggu side by side (stacked on a phone), each day's sessions by start time. */
function PekanJadwal({ dokter }: { dokter: Dokter[] }) {
  const online = dokter.filter((d) => d.tampil_online);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(7, minmax(0, 1fr))' },
        gap: 1.5,
        mb: 3,
      }}
    >
      {HARI.map((hari) => {
        const kartu: Kartu[] = online
          .flatMap((d) => d.jadwal.filter((s) => s.hari === hari).map((sesi) => ({ dokter: d, sesi })))
          .sort(
            (a, b) =>
              a.sesi.jam_mulai.localeCompare(b.sesi.jam_mulai) || a.dokter.nama.localeCompare(b.dokter.nama),
          );
        return (
          <Paper
            key={hari}
            variant="outlined"
            component="section"
            aria-label={`Jadwal ${hari}`}
            sx={{ p: 1.5, bgcolor: 'grey.50', minHeight: 120 }}
          >
            <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {hari}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                ({kartu.length} sesi)
              </Typography>
            </Typography>
            {kartu.length ? (
              kartu.map((k) => <KartuSesi key={`${k.dokter.uid}-${k.sesi.jam_mulai}`} {...k} />)
            ) : (
              <Typography variant="caption" color="text.secondary">
                Tidak ada jadwal
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

/** Every doctor with a schedule, with the switch that shows or hides them online. */
function DaftarDokter({ dokter }: { dokter: Dokter[] }) {
  const toast = useToast();
  const ubah = useUbahOnline();
  const [atur, setAtur] = useState<string | null>(null);
  const dipilih = dokter.find((d) => d.uid === atur) ?? null;
  const ganti = async (d: Dokter, tampil_online: boolean) => {
    try {
      await ubah.mutateAsync({ uid: d.uid, tampil_online });
      toast.success(
        `${d.nama_lengkap} ${tampil_online ? 'ditampilkan di' : 'disembunyikan dari'} jadwal dokter online`,
      );
    } catch (err) {
      toast.error(err);
    }
  };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Dokter</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Jadwal</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              Tampil Online
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              Kuota JKN &amp; Cuti
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {dokter.map((d) => (
            <TableRow key={d.uid} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {d.nama_lengkap}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {SPESIALISASI[d.spesialisasi]?.nama}
                </Typography>
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {d.jadwal.map((s) => (
                    <Chip
                      key={`${s.hari}-${s.jam_mulai}`}
                      size="small"
                      variant="outlined"
                      label={`${formatSesi(s)} · ${s.poli_nama}${s.kuota_jkn === null ? '' : ` · JKN ${s.kuota_jkn} · Non-JKN ${s.kuota - s.kuota_jkn}`}`}
                    />
                  ))}
                </Box>
              </TableCell>
              <TableCell align="right">
                <Switch
                  checked={d.tampil_online}
                  disabled={ubah.isPending && ubah.variables?.uid === d.uid}
                  onChange={(e) => void ganti(d, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `Tampilkan ${d.nama_lengkap} di jadwal online` } }}
                />
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => setAtur(d.uid)}
                  aria-label={`Atur kuota JKN dan cuti ${d.nama_lengkap}`}
                >
                  Atur
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {dipilih ? <AturDokterDialog dokter={dipilih} onClose={() => setAtur(null)} /> : null}
    </TableContainer>
  );
}

/** After leave is saved or cancelled: the practice days it touches and where the call list is. */
function InfoTerdampak({ judul, terdampak }: { judul: string; terdampak: JadwalTerdampak }) {
  const n = terdampak.tanggal.length;
  const contoh = terdampak.tanggal.slice(0, 5).map(formatTanggal).join(', ');
  return (
    <Alert
      severity={n ? 'warning' : 'success'}
      sx={{ mb: 2 }}
      action={
        n ? (
          <Button component={RouterLink} to={TAUTAN_PERLU_DIHUBUNGI} color="inherit" size="small">
            Lihat pasien
          </Button>
        ) : undefined
      }
    >
      {judul}{' '}
      {n
        ? `${n} hari praktik terdampak (${contoh}${n > 5 ? ', …' : ''}). Pasien yang sudah memesan online pada tanggal tersebut perlu dihubungi.`
        : 'Tidak ada hari praktik yang terdampak.'}
    </Alert>
  );
}

const kunciSesi = (s: SesiJadwal) => `${s.poli_uid}|${s.hari}|${s.jam_mulai}`;

/** The JKN share of each session: empty is not split. */
function KuotaJknForm({ dokter }: { dokter: Dokter }) {
  const toast = useToast();
  const ubah = useUbahKuotaJkn();
  const [nilai, setNilai] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      dokter.jadwal.map((s) => [kunciSesi(s), s.kuota_jkn === null ? '' : String(s.kuota_jkn)]),
    ),
  );
  const galat = (s: SesiJadwal) => {
    const v = nilai[kunciSesi(s)] ?? '';
    return v !== '' && Number(v) > s.kuota ? `Maksimal ${s.kuota}` : null;
  };
  const simpan = async () => {
    try {
      await ubah.mutateAsync({
        uid: dokter.uid,
        body: {
          sesi: dokter.jadwal.map((s) => {
            const v = nilai[kunciSesi(s)] ?? '';
            return {
              poli_uid: s.poli_uid,
              hari: s.hari,
              jam_mulai: s.jam_mulai,
              kuota_jkn: v === '' ? null : Number(v),
            };
          }),
        },
      });
      toast.success(`Kuota JKN ${dokter.nama_lengkap} disimpan`);
    } catch (err) {
      toast.error(err);
    }
  };
  if (!dokter.jadwal.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Dokter ini belum punya jadwal praktik.
      </Typography>
    );
  return (
    <Box>
      {dokter.jadwal.map((s) => {
        const v = nilai[kunciSesi(s)] ?? '';
        const salah = galat(s);
        return (
          <Box key={kunciSesi(s)} sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="body2">
                {formatSesi(s)} · {s.poli_nama}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Kuota {s.kuota} pasien
              </Typography>
            </Box>
            <TextField
              size="small"
              label="Kuota JKN"
              value={v}
              onChange={(e) =>
                setNilai((n) => ({ ...n, [kunciSesi(s)]: e.target.value.replace(/\D/g, '').slice(0, 3) }))
              }
              error={Boolean(salah)}
              helperText={salah ?? (v === '' ? 'Tidak dibagi' : `Non-JKN ${s.kuota - Number(v)}`)}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  'aria-label': `Kuota JKN ${formatSesi(s)} ${s.poli_nama}`,
                },
              }}
              sx={{ width: 140 }}
            />
          </Box>
        );
      })}
      <Button
        variant="contained"
        onClick={() => void simpan()}
        disabled={ubah.isPending || dokter.jadwal.some((s) => galat(s) !== null)}
      >
        Simpan Kuota JKN
      </Button>
    </Box>
  );
}

/** Leave: the upcoming ones (cancel) and a new one (from, to, reason). */
function CutiForm({ dokter }: { dokter: Dokter }) {
  const toast = useToast();
  const confirm = useConfirm();
  const daftar = useCutiDokter(dokter.uid);
  const tambah = useTambahCuti();
  const batal = useBatalCuti();
  const [mulai, setMulai] = useState<string | undefined>();
  const [selesai, setSelesai] = useState<string | undefined>();
  const [alasan, setAlasan] = useState('');
  const [hasil, setHasil] = useState<{ judul: string; terdampak: JadwalTerdampak } | null>(null);

  const simpan = async () => {
    if (!mulai || !selesai) return;
    try {
      const r = await tambah.mutateAsync({
        uid: dokter.uid,
        body: { tanggal_mulai: mulai, tanggal_selesai: selesai, alasan },
      });
      setHasil({ judul: 'Cuti dicatat.', terdampak: r.terdampak });
      setMulai(undefined);
      setSelesai(undefined);
      setAlasan('');
    } catch (err) {
      toast.error(err);
    }
  };
  const batalkan = (uid: string, teks: string) =>
    void confirm({
      title: 'Batalkan cuti?',
      message: `Cuti ${teks} dibatalkan; dokter kembali menerima pendaftaran pada tanggal tersebut.`,
      confirmLabel: 'Batalkan Cuti',
      color: 'error',
      onConfirm: async () => {
        const r = await batal.mutateAsync(uid);
        setHasil({ judul: 'Cuti dibatalkan.', terdampak: r.terdampak });
      },
    });

  const cuti = daftar.data ?? [];
  return (
    <Box>
      {hasil ? <InfoTerdampak {...hasil} /> : null}
      {daftar.isError ? <Alert severity="error">{pesanError(daftar.error)}</Alert> : null}
      {daftar.isSuccess && !cuti.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Tidak ada cuti yang akan datang.
        </Typography>
      ) : null}
      {cuti.map((c) => {
        const teks = `${formatTanggal(c.tanggal_mulai)} s.d. ${formatTanggal(c.tanggal_selesai)}`;
        return (
          <Box key={c.uid} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
            <Box sx={{ flex: 1 }}>
              <Typography
                variant="body2"
                sx={{ textDecoration: c.dibatalkan_pada ? 'line-through' : 'none' }}
              >
                {teks}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {c.alasan}
              </Typography>
            </Box>
            {c.dibatalkan_pada ? (
              <Chip size="small" label="Dibatalkan" />
            ) : (
              <Button size="small" color="error" onClick={() => batalkan(c.uid, teks)}>
                Batalkan
              </Button>
            )}
          </Box>
        );
      })}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 2 }}>
        <DateInput label="Mulai" value={mulai} onChange={setMulai} disablePast noMax required />
        <DateInput
          label="Sampai"
          value={selesai}
          onChange={setSelesai}
          disablePast
          noMax
          required
          {...(mulai ? { min: mulai } : {})}
        />
        <TextField
          label="Alasan"
          value={alasan}
          onChange={(e) => setAlasan(e.target.value)}
          required
          fullWidth
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Box>
      <Button
        variant="contained"
        sx={{ mt: 1.5 }}
        onClick={() => void simpan()}
        disabled={tambah.isPending || !mulai || !selesai || !alasan.trim()}
      >
        Simpan Cuti
      </Button>
    </Box>
  );
}

/** One doctor's JKN quotas and leave; each change is sent to BPJS's schedule service. */
function AturDokterDialog({ dokter, onClose }: { dokter: Dokter; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{dokter.nama_lengkap}</DialogTitle>
      <DialogContent>
        {!dokter.kode_dpjp_bpjs ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Dokter ini belum punya Kode DPJP BPJS; jadwalnya tidak dikirim ke BPJS.
          </Alert>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Kuota JKN per Sesi
        </Typography>
        <KuotaJknForm dokter={dokter} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Cuti Dokter
        </Typography>
        <CutiForm dokter={dokter} />
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={TAUTAN_PERLU_DIHUBUNGI}>
          Pasien Perlu Dihubungi
        </Button>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /admin-dokteronline: the week of the doctors shown online, and who is shown. */
export default function DokterOnlinePage() {
  const [poli, setPoli] = useState('');
  const daftarPoli = useMasterAktif(poliApi);
  const jadwal = useJadwalDokter(poli);
  const dokter = jadwal.data?.dokter ?? [];
  const jumlahOnline = dokter.filter((d) => d.tampil_online).length;

  return (
    <Box>
      <HalamanJudul
        judul="Jadwal Dokter Online"
        keterangan="Jadwal praktik mingguan yang tampil di layanan online dan Mobile JKN. Jam praktik diubah di Data Dokter; di sini diatur dokter yang ditampilkan, kuota JKN/non-JKN per sesi, dan cuti dokter. Setiap perubahan dikirim ke BPJS."
        aksi={
          <TextField
            select
            size="small"
            label="Poli"
            value={poli}
            onChange={(e) => setPoli(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">Semua poli</MenuItem>
            {(daftarPoli.data ?? []).map((p) => (
              <MenuItem key={p.uid} value={p.uid}>
                {p.nama}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <Box sx={{ height: 4, mb: 1 }}>{jadwal.isFetching ? <LinearProgress /> : null}</Box>
      {jadwal.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {pesanError(jadwal.error)}
        </Alert>
      ) : null}
      {jadwal.isSuccess && !jumlahOnline ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Belum ada dokter yang ditampilkan online{poli ? ' untuk poli ini' : ''}.
        </Alert>
      ) : null}
      <PekanJadwal dokter={dokter} />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Dokter ({jumlahOnline} dari {dokter.length} tampil online)
      </Typography>
      {jadwal.isSuccess && !dokter.length ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada dokter dengan jadwal praktik{poli ? ' di poli ini' : ''}.
        </Typography>
      ) : (
        <DaftarDokter dokter={dokter} />
      )}
    </Box>
  );
}
